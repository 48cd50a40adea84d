#!/usr/bin/env python3
"""The language server's settle time (issue 38): a change to an open spec until its diagnostics arrive.

    lsp_change.py TABLESPEC SPEC [CHANGES]

Starts `TABLESPEC lsp`, opens SPEC, then sends CHANGES full-text changes one at a time (each edits
one row's text, alternating between two texts so every change is a real one), waiting for each
change's `publishDiagnostics` before the next. Prints one line:

    lsp_ms cpu_per_change X wall_median Y wall_max Z

CPU is the server's own user and system time (/proc/PID/stat, all threads) across all the changes,
divided by their number: the ticks are 10 ms, so it is read over many changes, never one. Wall is
from writing a change to reading its diagnostics, per change. Benchmarks/run prints it beside
`validate`'s CPU time on the same spec, a process that reads, checks and exits.
"""

import json
import os
import statistics
import subprocess
import sys
import time


def frame(message):
    body = json.dumps(message).encode()
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


def read_message(stream):
    length = None
    while True:
        line = stream.readline()
        if not line:
            raise SystemExit("tablespec lsp closed its output")
        line = line.strip()
        if not line:
            break
        name, _, value = line.partition(b":")
        if name.strip().lower() == b"content-length":
            length = int(value)
    return json.loads(stream.read(length))


def cpu_seconds(pid):
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    ticks = os.sysconf("SC_CLK_TCK")
    return (int(fields[11]) + int(fields[12])) / ticks  # utime, stime


def measure(tablespec, spec, changes=60):
    """(CPU seconds per change, median wall seconds, max wall seconds)."""
    text = open(spec, encoding="utf-8").read()
    uri = "file://" + os.path.abspath(spec)
    marker = "    rows:\n"
    at = text.index(marker) + len(marker)
    edited = [text[:at] + f"      - text: Edited row {i}\n" + text[at:] for i in range(2)]
    server = subprocess.Popen([tablespec, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)

    def send(message):
        server.stdin.write(frame(message))
        server.stdin.flush()

    def diagnostics():
        while True:
            message = read_message(server.stdout)
            if message.get("method") == "textDocument/publishDiagnostics" and message["params"]["uri"] == uri:
                return message["params"]

    send({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"processId": None, "rootUri": None, "capabilities": {}}})
    read_message(server.stdout)
    send({"jsonrpc": "2.0", "method": "initialized", "params": {}})
    send({"jsonrpc": "2.0", "method": "textDocument/didOpen",
          "params": {"textDocument": {"uri": uri, "languageId": "yaml", "version": 1, "text": text}}})
    opened = diagnostics()
    if any(d.get("severity") == 1 for d in opened["diagnostics"]):
        raise SystemExit(f"the benchmark spec has errors: {opened['diagnostics'][:3]}")
    walls = []
    start_cpu = cpu_seconds(server.pid)
    for version in range(2, changes + 2):
        started = time.perf_counter()
        send({"jsonrpc": "2.0", "method": "textDocument/didChange",
              "params": {"textDocument": {"uri": uri, "version": version}, "contentChanges": [{"text": edited[version % 2]}]}})
        published = diagnostics()
        walls.append(time.perf_counter() - started)
        if published.get("version") != version:
            raise SystemExit(f"diagnostics for version {published.get('version')}, expected {version}")
    cpu = (cpu_seconds(server.pid) - start_cpu) / changes
    send({"jsonrpc": "2.0", "id": 2, "method": "shutdown"})
    read_message(server.stdout)
    send({"jsonrpc": "2.0", "method": "exit"})
    server.stdin.close()
    if server.wait(timeout=30) != 0:
        raise SystemExit(f"tablespec lsp exited with status {server.returncode}")
    return cpu, statistics.median(walls), max(walls)


if __name__ == "__main__":
    if len(sys.argv) < 3:
        raise SystemExit(__doc__)
    cpu, wall, worst = measure(sys.argv[1], sys.argv[2], int(sys.argv[3]) if len(sys.argv) > 3 else 60)
    print(f"lsp_ms cpu_per_change {cpu * 1000:.2f} wall_median {wall * 1000:.2f} wall_max {worst * 1000:.2f}")
