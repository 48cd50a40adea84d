#!/usr/bin/env python3
"""Writes the benchmark table specs: static or dynamic tables of any size.

The static table mixes the four cell styles, accessories, details, heights, editing, a checkmark
list and an automatic section index, so every stage of the compiler has work to do. The dynamic
table has one grouped section whose sample items are in a separate sample file, as an app's
would be. Output is deterministic: the same arguments write the same bytes.
"""

import argparse
import os

STYLES = ["default", "subtitle", "value1", "value2"]
ACCESSORIES = ["none", "checkmark", "detailButton", "none"]
SECTIONS = 20
WORDS = ["alpha", "Bravo", "charlie", "Delta", "écho", "Foxtrot", "golf", "Hôtel", "india", "Juliett",
         "kilo", "Lima", "mike", "November", "oscar", "Papa", "quebec", "Romeo", "sierra", "Tango",
         "uniform", "Victor", "whiskey", "X-ray", "yankee", "Zulu", "北京", "Москва", "42nd street"]


def quoted(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def static_spec(rows, name):
    out = [f"table: {name}", "style: plain", "index: auto", "editing:", "  style: delete", "  canMove: true", "sections:"]
    sections = max(1, min(SECTIONS, rows))
    per_section = rows // sections
    written = 0
    for section in range(sections):
        count = per_section if section < sections - 1 else rows - written
        letter = chr(ord("A") + section)
        out.append(f"  - header: {letter} section {section}")
        if section == 1:
            out.append("    selection: exclusive")
        if section == 2:
            out.append("    defaults:")
            out.append("      editingStyle: insert")
        out.append("    rows:")
        for i in range(count):
            n = written + i
            style = STYLES[n % 4]
            word = WORDS[n % len(WORDS)]
            # Quotes and CJK in every row; a backslash, which takes the decoder's escape path, in one in ten.
            text = word + " " + str(n) + ' "quoted" 中文' + (" \\ back" if n % 10 == 0 else "")
            out.append("      - text: " + quoted(text))
            if style != "default":
                out.append(f"        detail: Detail {n}")
            out.append(f"        style: {style}")
            accessory = ACCESSORIES[n % len(ACCESSORIES)]
            if accessory != "none":
                out.append(f"        accessory: {accessory}")
            if n < 50:
                out.append(f"        id: row{n}")
            if n % 7 == 0:
                out.append("        height: 60")
            if n % 11 == 0 and style != "value2":
                out.append("        image: star")
            if section == 1 and i == 0:
                out.append("        checked: true")
        written += count
    return "\n".join(out) + "\n"


def dynamic_spec(rows, name, sample_name):
    return "\n".join([
        f"table: {name}",
        "style: plain",
        "index: auto",
        "models:",
        "  City:",
        "    name: String",
        "    country: String?",
        "    population: Int",
        "    capital: Bool",
        "prototypes:",
        "  city:",
        "    style: subtitle",
        "    text: \"{name}\"",
        "    detail: \"{country}, population {population}\"",
        "    accessory: detailButton",
        "sections:",
        "  - header: Favourites",
        "    rows:",
        "      - text: Home",
        "        id: home",
        "  - items:",
        "      model: City",
        "      prototype: city",
        "      groupBy: initial",
        f"      sample: {sample_name}",
    ]) + "\n"


def dynamic_sample(rows):
    out = []
    for n in range(rows):
        word = WORDS[n % len(WORDS)]
        out.append(f"- name: {quoted(f'{word} {n}')}")
        if n % 3:
            out.append(f"  country: Country {n % 97}")
        out.append(f"  population: {n * 13 % 1000003}")
        out.append(f"  capital: {'true' if n % 50 == 0 else 'false'}")
    return "\n".join(out) + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("rows", type=int, help="number of rows (static) or sample items (dynamic)")
    parser.add_argument("--kind", choices=["static", "dynamic"], default="static")
    parser.add_argument("--name", default=None, help="table name (default: Static<rows> or Dynamic<rows>)")
    parser.add_argument("--output-dir", default=".")
    args = parser.parse_args()
    name = args.name or f"{args.kind.capitalize()}{args.rows}"
    os.makedirs(args.output_dir, exist_ok=True)
    spec_path = os.path.join(args.output_dir, f"{name}.table.yaml")
    if args.kind == "static":
        text = static_spec(args.rows, name)
    else:
        sample_name = f"{name}.sample.yaml"
        text = dynamic_spec(args.rows, name, sample_name)
        with open(os.path.join(args.output_dir, sample_name), "w", encoding="utf-8") as f:
            f.write(dynamic_sample(args.rows))
    with open(spec_path, "w", encoding="utf-8") as f:
        f.write(text)
    print(spec_path)


if __name__ == "__main__":
    main()
