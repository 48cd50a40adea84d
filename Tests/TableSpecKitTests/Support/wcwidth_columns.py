#!/usr/bin/env python3
"""The reference for TextWidth: `wcwidth.wcswidth` of each string, one answer per line.

Reads JSON lines from stdin, each one JSON string, and prints `wcwidth.wcswidth(s)` for each
on its own line, in order (-1 for a string with a C0/C1 control character). `--version` prints
the wcwidth version instead. Exits 3, saying what to install, when wcwidth is missing, so
TextWidthTests can tell a missing package from a wrong width.
"""

import json
import sys

try:
    import wcwidth
except ImportError:
    print("wcwidth_columns.py needs the Python wcwidth package: python3 -m pip install wcwidth",
          file=sys.stderr)
    sys.exit(3)


def main() -> int:
    if sys.argv[1:] == ["--version"]:
        print(wcwidth.__version__)
        return 0
    out = []
    # Bytes, not text: json decodes UTF-8 itself, whatever the locale says stdin is.
    for number, raw in enumerate(sys.stdin.buffer, start=1):
        if not raw.strip():
            continue
        text = json.loads(raw)
        if not isinstance(text, str):
            print(f"line {number}: expected a JSON string, got {type(text).__name__}",
                  file=sys.stderr)
            return 2
        out.append(str(wcwidth.wcswidth(text)))
    sys.stdout.write("".join(line + "\n" for line in out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
