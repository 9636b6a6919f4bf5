#!/usr/bin/env python3
"""Prints the `LETTER_SHAPES` table of src/gate/script-fold.ts (issue 19, code names in disguise).

Every Latin letter whose Unicode name is `LATIN SMALL|CAPITAL LETTER [DOTLESS] X [WITH …]`
(a hook, stroke, bar, tail, curl …) and that neither NFD nor NFKC reduces to an ASCII letter
(so the gate shadow leaves it as written: `ɦ`, `ł`, `ø`, `ƈ`), grouped by its base letter X.
Source: the Unicode Character Database names as Python's `unicodedata` ships them.
"""
import re
import unicodedata

RANGES = [(0xC0, 0xFF), (0x100, 0x17F), (0x180, 0x24F), (0x250, 0x2AF), (0x1D00, 0x1DBF), (0x1E00, 0x1EFF), (0x2C60, 0x2C7F), (0xA720, 0xA7FF), (0xAB30, 0xAB6F)]
NAME = re.compile(r"^LATIN (?:SMALL|CAPITAL) LETTER (?:DOTLESS )?([A-Z])(?: WITH .*)?$")

groups: dict[str, list[str]] = {}
for lo, hi in RANGES:
    for cp in range(lo, hi + 1):
        c = chr(cp)
        m = NAME.match(unicodedata.name(c, ""))
        if not m or unicodedata.normalize("NFD", c)[0].isascii() or unicodedata.normalize("NFKC", c) != c:
            continue
        groups.setdefault(m.group(1).lower(), []).append(c)
print(unicodedata.unidata_version)
print(" ".join(base + "".join(cs) for base, cs in sorted(groups.items())))
