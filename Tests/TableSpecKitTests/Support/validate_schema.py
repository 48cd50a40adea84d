#!/usr/bin/env python3
"""Validates table specs against the TableSpec JSON Schema with an independent validator.

    usage: validate_schema.py SCHEMA SPEC...

Prints one line per spec, `PASS path` or `FAIL path: reason`, and exits 0. Exits 2 when it
cannot run at all: wrong arguments, a schema that is not valid draft-07, or missing packages.
SchemaTests.swift runs it over the samples (which must pass) and over the invalid fixtures
marked `# schema: reject` (which must fail). It needs the `jsonschema` and `PyYAML` packages.
"""

import json
import re
import sys

try:
    import jsonschema
    import yaml
except ImportError as error:
    sys.stderr.write(
        f"validate_schema.py needs the Python packages jsonschema and PyYAML ({error}); "
        "install them with: python3 -m pip install jsonschema pyyaml\n"
    )
    sys.exit(2)


class SpecLoader(yaml.SafeLoader):
    """Reads YAML as the tablespec compiler does, not as YAML 1.1.

    PyYAML resolves plain scalars by YAML 1.1 rules (`yes`, `Y` and `on` are booleans, `1:20` is
    a sexagesimal number, `2024-01-01` a date). The compiler keeps every scalar a string until a
    field asks for a type, and then accepts only YAML 1.2 core's decimal forms. So this loader
    resolves only:
      - `true` and `false` as booleans (the only booleans a spec has);
      - decimal integers and decimal floats, as YAML 1.2's core schema writes them;
      - an empty plain value as null (the compiler's "no value").
    Everything else, including `null`, `~`, `yes`, hex, octal, `.inf` and dates, stays a string.
    Keys are always their text, as in the compiler and in JSON: `Y:` is the index title "Y".
    """

    def construct_mapping(self, node, deep=False):
        if not isinstance(node, yaml.MappingNode):
            raise yaml.constructor.ConstructorError(
                None, None, f"expected a mapping, found {node.id}", node.start_mark)
        mapping = {}
        for key_node, value_node in node.value:
            if not isinstance(key_node, yaml.ScalarNode):
                raise yaml.constructor.ConstructorError(
                    "while reading a mapping", node.start_mark,
                    "a key must be a single value", key_node.start_mark)
            key = key_node.value
            if key in mapping:
                raise yaml.constructor.ConstructorError(
                    "while reading a mapping", node.start_mark,
                    f"duplicate key {key!r}", key_node.start_mark)
            mapping[key] = self.construct_object(value_node, deep=deep)
        return mapping

    def construct_decimal_int(self, node):
        return int(self.construct_scalar(node), 10)  # `012` is 12, not YAML 1.1's octal 10

    def construct_decimal_float(self, node):
        return float(self.construct_scalar(node))


# Replace, not extend, SafeLoader's YAML 1.1 resolvers.
SpecLoader.yaml_implicit_resolvers = {}
SpecLoader.add_implicit_resolver(
    "tag:yaml.org,2002:bool", re.compile(r"^(?:true|false)$"), list("tf"))
SpecLoader.add_implicit_resolver(
    "tag:yaml.org,2002:int", re.compile(r"^[-+]?[0-9]+$"), list("-+0123456789"))
SpecLoader.add_implicit_resolver(
    "tag:yaml.org,2002:float",
    re.compile(r"^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?$"),
    list("-+.0123456789"))
SpecLoader.add_implicit_resolver("tag:yaml.org,2002:null", re.compile(r"^$"), [""])
SpecLoader.add_constructor("tag:yaml.org,2002:int", SpecLoader.construct_decimal_int)
SpecLoader.add_constructor("tag:yaml.org,2002:float", SpecLoader.construct_decimal_float)


def one_line(text):
    return " ".join(str(text).split())


def where(error):
    """The failing value's place in the document, such as `sections[0].rows[1]`."""
    place = ""
    for part in error.absolute_path:
        place += f"[{part}]" if isinstance(part, int) else (f".{part}" if place else str(part))
    return place or "the document"


def check(validator, path):
    """One line: PASS or FAIL with the reason."""
    try:
        with open(path, encoding="utf-8-sig") as file:  # a byte-order mark is allowed
            document = yaml.load(file, Loader=SpecLoader)
    except (OSError, UnicodeDecodeError, yaml.YAMLError) as error:
        return f"FAIL {path}: cannot read it as YAML: {one_line(error)}"
    error = jsonschema.exceptions.best_match(validator.iter_errors(document))
    if error is None:
        return f"PASS {path}"
    return f"FAIL {path}: {where(error)}: {one_line(error.message)}"


def main(arguments):
    if len(arguments) < 2:
        sys.stderr.write("usage: validate_schema.py SCHEMA SPEC...\n")
        return 2
    schema_path, spec_paths = arguments[0], arguments[1:]
    try:
        with open(schema_path, encoding="utf-8") as file:
            schema = json.load(file)
        jsonschema.Draft7Validator.check_schema(schema)
    except (OSError, ValueError, jsonschema.exceptions.SchemaError) as error:
        sys.stderr.write(f"{schema_path} is not a valid draft-07 schema: {one_line(error)}\n")
        return 2
    validator = jsonschema.Draft7Validator(schema)
    for path in spec_paths:
        print(check(validator, path))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
