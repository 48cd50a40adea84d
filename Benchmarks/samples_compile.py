#!/usr/bin/env python3
"""What the Samples' generated UIKit code costs an app's optimized build, before and after the runtime split.

Issue 31's target: the 11 Samples' generated UIKit code, compiled as an app compiles it, takes at
most a quarter of the CPU time it took when every generated file carried the whole engine. Before
the split (commit b66dabc) each generated file held its own copy of the data source, the cells and
the view controller; now they live in the TableSpecRuntime library, built once, and a generated
file holds only what its spec says. So four compiles are measured in one run, taking turns:

    (a) before  the 11 generated files of b66dabc (its golden files, read from git), as one module
    (b) after   the 11 files the given tablespec generates from Samples/, as one module, importing
                TableSpecRuntime prebuilt
    (c)         TableSpecRuntime itself, with its module: what an app pays once, however many tables
    floor       a one-line hello world

All four use `swiftc -O -wmo -num-threads 0 -c`: an app's release build, whole-module, one thread,
so that CPU time is the work itself and not how it was shared out. The 11 files go into one module
because an app builds them that way, and because Account and Privacy open each other. Both sets
get the app's own cell class that CellStyles' `style: custom` row names.

There is no UIKit on Linux, so everything compiles against the test suite's UIKit stub
(Tests/TableSpecKitTests/Support/UIKitStub), built here once the way UIKitStubCompiler builds it.
The stub's `Selector` has no stored property, which is enough to type-check `#selector` but not
to lower it, and both the old Countries file and the runtime use `#selector`: the benchmark's
copy of the ObjectiveC stub gives `Selector` one pointer field, so that object code can be made.
There is no SwiftUI stub here either, so the runtime's SwiftUI part compiles out of (c): it is the
runtime's neutral and UIKit parts, less than a build for iOS compiles.

The figure is CPU time (user and system of swiftc and its frontend job), the median of several
runs; wall time is printed beside it. Only the ratios to (a) mean anything: the machines are
noisy, and another build running at the same time slows both clocks. With
`--count-instructions` and valgrind installed, the frontend job of each compile is also run
once under callgrind, whose counts do not depend on how busy the machine is; it is about fifty
times slower than the compile, so about half an hour, and Benchmarks/run leaves it out.

    Benchmarks/samples_compile.py --tablespec .build/debug/tablespec [--runs 5] [--count-instructions]
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

import compile_time  # beside this script: the one callgrind counter

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
STUB = os.path.join(ROOT, "Tests", "TableSpecKitTests", "Support", "UIKitStub")
RUNTIME = os.path.join(ROOT, "Sources", "TableSpecRuntime")
SAMPLES = os.path.join(ROOT, "Samples")

# The commit before the split, and the Samples whose generated code the issue measures.
BEFORE_COMMIT = "b66dabc"
GOLDEN_DIRECTORY = "Tests/TableSpecKitTests/Fixtures/Generated"
NAMES = ["Account", "CellStyles", "Contacts", "Countries", "Customers", "Difficulty", "Mail", "Preferences", "Privacy",
         "Settings", "TableParts"]

# What the stub is built with (UIKitStubCompiler's flags, less -warnings-as-errors), and what every
# measured compile adds: an app's release build, whole-module, on one thread.
COMMON = ["-parse-as-library", "-Xfrontend", "-enable-objc-interop", "-swift-version", "6"]
APP_BUILD = ["-O", "-wmo", "-num-threads", "0", "-c"]

# The app's cell class for CellStyles' custom row; the same source suits the old and the new files.
CUSTOM_CELL = """\
import UIKit

final class CustomizeUITableViewCell: UITableViewCell, CellStyles.CustomCell {
    func configure(with row: CellStyles.Row) {}
}
"""

HELLO = '@main struct Hello { static func main() { print("hello") } }\n'

# Rows of the table, in order: key, label.
ROWS = [
    ("before", "(a) before: 11 generated files of b66dabc + custom cell"),
    ("after", "(b) after: 11 generated files + custom cell, runtime prebuilt"),
    ("runtime", "(c) TableSpecRuntime with its module (once per app)"),
    ("hello", "hello world (the floor)"),
]
TARGET = 0.25


class Timing:
    """Medians of several runs of one command: CPU seconds (user and system, the driver and its
    frontend job) and wall seconds; and the fastest and slowest CPU time, since on a shared
    machine a run beside another build can take far longer than the median."""

    def __init__(self, cpu, wall, cpu_range=None):
        self.cpu = cpu
        self.wall = wall
        self.cpu_range = cpu_range or (cpu, cpu)


def run_once(command):
    """Runs a command to completion; returns (CPU seconds, wall seconds). `wait4` reports the
    child's own usage with that of the children it waited for, so the frontend job is included."""
    start = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    stderr = process.stderr.read().decode(errors="replace")
    _, status, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - start
    process.stderr.close()
    code = os.waitstatus_to_exitcode(status)
    if code != 0:
        raise SystemExit(f"compile failed ({code}): {' '.join(command)}\n{stderr[-5000:]}")
    return usage.ru_utime + usage.ru_stime, wall


def interleaved(commands, runs):
    """Runs the commands taking turns, `runs` rounds, so a busy spell of the machine falls on all
    of them alike; returns each one's medians."""
    samples = {name: [] for name in commands}
    for round_number in range(runs):
        print(f"  round {round_number + 1} of {runs} ...", file=sys.stderr)
        for name, command in commands.items():
            samples[name].append(run_once(command))
    return {name: Timing(statistics.median(s[0] for s in results), statistics.median(s[1] for s in results),
                         (min(s[0] for s in results), max(s[0] for s in results)))
            for name, results in samples.items()}


def swiftc(arguments):
    """Runs swiftc for the setup, failing loudly: a stub that does not build measures nothing."""
    result = subprocess.run(["swiftc"] + arguments, capture_output=True, text=True)
    if result.returncode != 0:
        raise SystemExit(f"swiftc failed: swiftc {' '.join(arguments)}\n{(result.stdout + result.stderr)[-5000:]}")


def write(path, text):
    with open(path, "w") as f:
        f.write(text)
    return path


def lowerable_objective_c_stub(work):
    """The ObjectiveC stub with a stored field in `Selector`. SILGen lowers `#selector` into the
    type's one stored property and refuses a type without one; the test stub never gets that far.
    A stub whose `Selector` has storage already is used as it is."""
    with open(os.path.join(STUB, "ObjectiveC.swift")) as f:
        source = f.read()
    source = re.sub(r"public struct Selector\s*:[^{]*\{\s*\}",
                    "public struct Selector: Hashable, @unchecked Sendable { let pointer: OpaquePointer }", source)
    return write(os.path.join(work, "ObjectiveC.swift"), source)


def build_stub(work):
    """Builds modules ObjectiveC and UIKit from the stub into work/modules, as UIKitStubCompiler
    does; returns that directory."""
    modules = os.path.join(work, "modules")
    os.makedirs(modules, exist_ok=True)
    swiftc(["-emit-module", "-module-name", "ObjectiveC", "-emit-module-path", os.path.join(modules, "ObjectiveC.swiftmodule"),
            "-D", "OBJECTIVEC_STUB"] + COMMON + [lowerable_objective_c_stub(work)])
    uikit = sorted(os.path.join(STUB, name) for name in os.listdir(STUB) if name.endswith(".swift") and name != "ObjectiveC.swift")
    swiftc(["-emit-module", "-module-name", "UIKit", "-emit-module-path", os.path.join(modules, "UIKit.swiftmodule"),
            "-I", modules, "-D", "UIKIT_STUB"] + COMMON + uikit)
    return modules


def runtime_sources(work):
    """A copy of every Swift file of TableSpecRuntime, sorted by path as RuntimeModule takes them.
    Copied once, so that the prebuilt module and every measured compile see the same sources even
    while someone edits the checkout."""
    copies = os.path.join(work, "runtime-sources")
    found = []
    for directory, _, names in os.walk(RUNTIME):
        found += [os.path.join(directory, name) for name in names if name.endswith(".swift")]
    files = []
    for source in sorted(found):
        copy = os.path.join(copies, os.path.relpath(source, RUNTIME))
        os.makedirs(os.path.dirname(copy), exist_ok=True)
        shutil.copyfile(source, copy)
        files.append(copy)
    return files


def runtime_command(sources, modules, output):
    """Compiles the runtime as an app's build compiles a library it depends on: object code and
    the module its clients import (with the bodies -O serializes for them), into `output`."""
    os.makedirs(output, exist_ok=True)
    return (["swiftc"] + APP_BUILD + ["-emit-module", "-emit-module-path", os.path.join(output, "TableSpecRuntime.swiftmodule"),
            "-module-name", "TableSpecRuntime", "-I", modules] + COMMON + sources
            + ["-o", os.path.join(output, "TableSpecRuntime.o")])


def app_command(sources, search_paths, output):
    return ["swiftc"] + APP_BUILD + ["-module-name", "App"] + [flag for path in search_paths for flag in ("-I", path)] + COMMON + sources + ["-o", output]


def old_files(work):
    """The 11 generated files as they were before the split: b66dabc's golden files."""
    directory = os.path.join(work, "before")
    os.makedirs(directory, exist_ok=True)
    if subprocess.run(["git", "-C", ROOT, "cat-file", "-e", f"{BEFORE_COMMIT}^{{commit}}"], capture_output=True).returncode != 0:
        raise SystemExit(f"commit {BEFORE_COMMIT} is not in this checkout's history (a shallow clone?); the before figure needs it")
    files = []
    for name in NAMES:
        text = subprocess.run(["git", "-C", ROOT, "show", f"{BEFORE_COMMIT}:{GOLDEN_DIRECTORY}/{name}.swift"],
                              check=True, capture_output=True, text=True).stdout
        files.append(write(os.path.join(directory, f"{name}.swift"), text))
    return files


def new_files(tablespec, work):
    """The 11 generated files as the given tablespec writes them now, from Samples/<name>.table.yaml."""
    directory = os.path.join(work, "after")
    specs = [os.path.join(SAMPLES, f"{name}.table.yaml") for name in NAMES]
    subprocess.run([tablespec, "generate", "--no-string-catalogs", "--output", directory] + specs, check=True, stdout=subprocess.DEVNULL)
    files = [os.path.join(directory, f"{name}.swift") for name in NAMES]
    missing = [f for f in files if not os.path.exists(f)]
    if missing:
        raise SystemExit(f"tablespec generate did not write {', '.join(missing)}")
    return files


def lines(paths):
    total = 0
    for path in paths:
        with open(path, "rb") as f:
            total += f.read().count(b"\n")
    return total


def frontend_job(command):
    """The one swift-frontend job that swiftc runs for a command (`swiftc -###` lists it); valgrind
    cannot read the driver's debug information, so it is given the frontend itself."""
    listed = subprocess.run(command + ["-###"], check=True, capture_output=True, text=True).stdout
    jobs = [line for line in listed.splitlines() if " -frontend " in line]
    if len(jobs) != 1:
        raise RuntimeError(f"expected one frontend job, swiftc lists {len(jobs)}")
    return shlex.split(jobs[0])


def instructions(command, work):
    """Instructions the frontend job of `command` executes, counted by callgrind."""
    return compile_time.callgrind(frontend_job(command))


class Results:
    """Each compile's medians, its Swift lines, and its instruction count where one was taken."""

    def __init__(self, timings, source_lines, counts, runs):
        self.timings = timings
        self.lines = source_lines
        self.counts = counts
        self.runs = runs

    def ratio(self):
        """(b) over (a) in CPU time: what the target is on."""
        return self.timings["after"].cpu / self.timings["before"].cpu


def measure(tablespec, runs, count_instructions=False):
    """Builds the stub and the runtime once, then times (a), (b), (c) and hello world by turns."""
    with tempfile.TemporaryDirectory(prefix="tablespec-samples-") as work:
        print("samples: building the UIKit stub and the runtime ...", file=sys.stderr)
        modules = build_stub(work)
        prebuilt = os.path.join(work, "runtime")
        runtime = runtime_sources(work)
        setup = runtime_command(runtime, modules, prebuilt)
        swiftc(setup[1:])
        cell = write(os.path.join(work, "CustomizeUITableViewCell.swift"), CUSTOM_CELL)
        hello = write(os.path.join(work, "hello.swift"), HELLO)
        before, after = old_files(work), new_files(tablespec, work)
        commands = {
            "before": app_command(before + [cell], [modules], os.path.join(work, "before.o")),
            "after": app_command(after + [cell], [modules, prebuilt], os.path.join(work, "after.o")),
            # Into a folder of its own, so the module that (b) imports is never the one being written.
            "runtime": runtime_command(runtime, modules, os.path.join(work, "runtime-measured")),
            "hello": app_command([hello], [], os.path.join(work, "hello.o")),
        }
        source_lines = {"before": lines(before + [cell]), "after": lines(after + [cell]), "runtime": lines(runtime),
                        "hello": lines([hello])}
        print(f"samples: timing swiftc {' '.join(APP_BUILD)}, {runs} rounds ...", file=sys.stderr)
        timings = interleaved(commands, runs)
        counts = {}
        if count_instructions:
            if shutil.which("valgrind"):
                for name, command in commands.items():
                    print(f"samples: counting instructions, {name} ...", file=sys.stderr)
                    try:
                        counts[name] = instructions(command, work)
                    except RuntimeError as error:
                        # The clock's figures stand without the counts; say which count is missing.
                        print(f"samples: no instruction count for {name}: {str(error)[-500:]}", file=sys.stderr)
                        continue
                    print(f"samples: {name}: {counts[name]:,} instructions", file=sys.stderr)
            else:
                print("samples: valgrind is not installed; no instruction counts", file=sys.stderr)
        return Results(timings, source_lines, counts, runs)


def markdown(results):
    """The table, then the target, as Markdown."""
    counted = bool(results.counts)
    before = results.timings["before"]

    def counts(*keys):
        """The instruction cells for the sum of `keys`' counts, blank where one is missing."""
        if not counted:
            return ""
        if any(key not in results.counts for key in keys):
            return " | |"
        total = sum(results.counts[key] for key in keys)
        ratio = f"{total / results.counts['before']:.3f}" if "before" in results.counts else ""
        return f" {total / 1e6:,.0f}M | {ratio} |"

    header = "| what | Swift lines | CPU | wall | CPU / (a) | wall / (a) | CPU, fastest to slowest run |" + (" instructions | instructions / (a) |" if counted else "")
    rule = "| --- | ---: | ---: | ---: | ---: | ---: | ---: |" + (" ---: | ---: |" if counted else "")
    out = [header, rule]
    for key, label in ROWS:
        t = results.timings[key]
        out.append(f"| {label} | {results.lines[key]:,} | {t.cpu:.2f} s | {t.wall:.2f} s | {t.cpu / before.cpu:.3f} | "
                   f"{t.wall / before.wall:.3f} | {t.cpu_range[0]:.2f} to {t.cpu_range[1]:.2f} s |" + counts(key))
    both = Timing(results.timings["after"].cpu + results.timings["runtime"].cpu, results.timings["after"].wall + results.timings["runtime"].wall)
    out.append(f"| (b) + (c): the same app built from clean | | {both.cpu:.2f} s | {both.wall:.2f} s | {both.cpu / before.cpu:.3f} | "
               f"{both.wall / before.wall:.3f} | |" + counts("after", "runtime"))
    ratio = results.ratio()
    out += ["", f"Target (issue 31): (b) / (a) in CPU time {ratio:.1%}, goal <= {TARGET:.0%}: {'met' if ratio <= TARGET else '**not met**'}."]
    return "\n".join(out)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tablespec", required=True, help="the tablespec binary that generates the after files")
    parser.add_argument("--runs", type=int, default=5, help="rounds of the four compiles (default 5)")
    parser.add_argument("--count-instructions", action="store_true", help="also count each frontend job's instructions with callgrind (slow)")
    args = parser.parse_args()
    results = measure(os.path.abspath(args.tablespec), args.runs, args.count_instructions)
    print(f"swiftc {' '.join(APP_BUILD)} against the UIKit stub, median of {results.runs} runs")
    print()
    print(markdown(results))


if __name__ == "__main__":
    main()
