#!/usr/bin/env python3
"""Prints CLDR's plural category of each number for each language, from Babel's copy of CLDR.

Usage: cldr_plurals.py LANG... < numbers   (one number per line)
Output: one line per language: the categories of the numbers, separated by spaces.
`--version` prints Babel's version and the CLDR version it carries.
"""

import sys

from babel import Locale
from babel.core import get_global

if sys.argv[1:] == ["--version"]:
    import babel
    print(f"babel {babel.__version__}")
    sys.exit(0)

numbers = [int(line) for line in sys.stdin if line.strip()]
for language in sys.argv[1:]:
    locale = Locale.parse(language.replace("-", "_"))
    print(" ".join(locale.plural_form(number) for number in numbers))
