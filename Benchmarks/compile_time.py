#!/usr/bin/env python3
"""Measures what generated code costs the Swift compiler, next to a hello world compiled the same way.

For each size it writes a static benchmark spec (make_spec.py), generates its Swift with the
tablespec binary, and times `swiftc -typecheck`, `-Onone -c` and `-O -c` of the file (median of
several runs), then compiles and runs a probe that times the first-use decode in -O. Every figure is
printed with the hello-world baseline measured in the same run, because these machines are noisy.

A table's compile time is almost all fixed cost, so what each row adds (a few microseconds) is
lost in the clock's noise between sizes. Where valgrind is installed, the compiler's instructions
are also counted (callgrind counts the same for the same input, however busy the machine), and
the cost a row adds is read from those counts.
"""

import argparse
import os
import re
import shlex
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
FLAGS = {"typecheck": ["-typecheck"], "-Onone": ["-Onone", "-c"], "-O": ["-O", "-c"]}


def timed(command, runs):
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(command, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def runtime_directory(work):
    """TableSpecRuntime, built once per run into `work`, optimised, as a library an app links: every generated
    file imports it, and an app compiles it once however many tables it has, so it is not part of a table's cost."""
    directory = os.path.join(work, "runtime")
    if not os.path.exists(os.path.join(directory, "TableSpecRuntime.swiftmodule")):
        os.makedirs(directory, exist_ok=True)
        root = os.path.join(os.path.dirname(HERE), "Sources", "TableSpecRuntime")
        sources = sorted(os.path.join(folder, name) for folder, _, names in os.walk(root) for name in names if name.endswith(".swift"))
        subprocess.run(["swiftc", "-O", "-parse-as-library", "-emit-library", "-static", "-emit-module", "-module-name", "TableSpecRuntime",
                        "-emit-module-path", os.path.join(directory, "TableSpecRuntime.swiftmodule"),
                        "-o", os.path.join(directory, "libTableSpecRuntime.a"), *sources], check=True, stdout=subprocess.DEVNULL)
    return directory


def swiftc(flags, source, work):
    output = ["-o", os.path.join(work, "out.o")] if "-c" in flags else []
    return ["swiftc", *flags, "-parse-as-library", "-module-name", "Bench", "-I", runtime_directory(work), source, *output]


def frontend_command(flags, source, work):
    """The swift-frontend job that swiftc runs for one file. valgrind cannot read the driver's
    debug information, so it is given the frontend directly."""
    listed = subprocess.run(swiftc(flags, source, work) + ["-###"], check=True, capture_output=True, text=True).stdout
    jobs = [line for line in listed.splitlines() if " -frontend " in line]
    if len(jobs) != 1:
        raise RuntimeError(f"expected one frontend job, swiftc lists {len(jobs)}")
    return shlex.split(jobs[0])


def callgrind(command):
    """Instructions `command` executes, counted by callgrind: the same for the same input however busy
    the machine is. Every benchmark script counts through this one."""
    handle, out = tempfile.mkstemp(suffix=".callgrind")
    os.close(handle)
    try:
        result = subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}"] + command,
                                stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    finally:
        os.remove(out)
    collected = re.search(r"Collected\s*:\s*(\d+)", result.stderr)
    if result.returncode != 0 or not collected:
        raise RuntimeError(f"callgrind failed on {' '.join(command[:3])} ...: {result.stderr[-2000:]}")
    return int(collected.group(1))


def instructions(flags, source, work):
    """Instructions the Swift frontend executes for `swiftc <flags> source`."""
    return callgrind(frontend_command(flags, source, work))


def can_count_instructions():
    return shutil.which("valgrind") is not None


def count(tablespec, sizes, work, modes=tuple(FLAGS)):
    """counts[size][mode]: the frontend's instructions on each size's generated file."""
    counts = {}
    for size in sizes:
        source = generated_source(tablespec, size, work)
        counts[size] = {mode: instructions(FLAGS[mode], source, work) for mode in modes}
    return counts


def generated_source(tablespec, size, work):
    spec = subprocess.run([sys.executable, os.path.join(HERE, "make_spec.py"), str(size), "--output-dir", work],
                          check=True, capture_output=True, text=True).stdout.strip()
    subprocess.run([tablespec, "generate", spec, "--output", work], check=True, stdout=subprocess.DEVNULL)
    return os.path.join(work, f"Static{size}.swift")


def measure(tablespec, sizes, runs, work, modes=tuple(FLAGS)):
    """Times swiftc on a hello world and on each size's generated file, and the first-use decode.

    Returns (baseline, times, decode): baseline[mode] and times[size][mode] in seconds, and the
    decode time in milliseconds for each size of 1,000 rows or more.
    """
    hello = os.path.join(work, "hello.swift")
    with open(hello, "w") as f:
        f.write('@main struct Hello { static func main() { print("hello") } }\n')
    baseline = {mode: timed(swiftc(FLAGS[mode], hello, work), runs) for mode in modes}
    times = {}
    decode = {}
    for size in sizes:
        source = generated_source(tablespec, size, work)
        times[size] = {mode: timed(swiftc(FLAGS[mode], source, work), runs) for mode in modes}
        if size >= 1000:
            decode[size] = decode_time(source, size, runs, work)
    return baseline, times, decode


def decode_time(source, size, runs, work):
    """Milliseconds a -O build takes to decode the table on first use (median of `runs`)."""
    probe = os.path.join(work, "main.swift")
    with open(probe, "w") as f:
        f.write("import Dispatch\n"
                "let start = DispatchTime.now().uptimeNanoseconds\n"
                f"let content = Static{size}.Content()\n"
                "let end = DispatchTime.now().uptimeNanoseconds\n"
                "var rows = 0\n"
                "for section in 0..<content.numberOfSections { rows += content.numberOfRows(inSection: section) }\n"
                f"if rows != {size} {{ fatalError(\"decoded \\(rows) rows\") }}\n"
                "print(Double(end - start) / 1e6)\n")
    binary = os.path.join(work, "probe")
    runtime = runtime_directory(work)
    subprocess.run(["swiftc", "-O", "-module-name", "Bench", "-I", runtime, "-L", runtime, "-lTableSpecRuntime", source, probe, "-o", binary],
                   check=True, stdout=subprocess.DEVNULL)
    return statistics.median(float(subprocess.run([binary], check=True, capture_output=True, text=True).stdout) for _ in range(runs))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tablespec", required=True, help="the tablespec binary")
    parser.add_argument("--sizes", default="5,1000,10000,100000", help="the first size measures the fixed cost")
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    sizes = [int(size) for size in args.sizes.split(",")]
    with tempfile.TemporaryDirectory(prefix="tablespec-compile-") as work:
        baseline, times, decode = measure(args.tablespec, sizes, args.runs, work)
    print("| rows | mode | generated file | hello world | ratio | per 1k rows over the smallest table |")
    print("| ---: | --- | ---: | ---: | ---: | ---: |")
    first = sizes[0]
    for size in sizes:
        for mode in FLAGS:
            seconds = times[size][mode]
            per_row = f"{(seconds - times[first][mode]) / ((size - first) / 1000):.4f} s" if size > first else "(fixed cost)"
            print(f"| {size} | {mode} | {seconds:.2f} s | {baseline[mode]:.2f} s | {seconds / baseline[mode]:.1f}x | {per_row} |")
    print()
    print("| rows | first-use decode (-O, median) | per 10k rows |")
    print("| ---: | ---: | ---: |")
    for size, ms in decode.items():
        print(f"| {size} | {ms:.1f} ms | {ms / (size / 10000):.1f} ms |")


if __name__ == "__main__":
    main()
