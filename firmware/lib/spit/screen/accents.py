# SPDX-License-Identifier: MIT
"""terminalio's glyphs with the languages' letters (spit.screen.text's EXTRA) after them: each
the plain letter's glyph with its accent drawn on (the 6x12 font has none of its own). Made when a
half speaks a language other than English, then this module goes (spit.screen.text.wide)."""

import displayio

# per letter of text's _EXTRA: U umlaut, A acute, G grave, C circumflex, D cedilla, S sharp s
_MARKS = "UUUUUUSAGCUGCDCUCCGGGAGGD"
# (x, y) pixels of each mark over a small letter (its x-height starts at row 4) and a capital
# (row 2); the cedilla hangs under either
_LOW = {"U": ((1, 2), (3, 2)), "A": ((3, 1), (2, 2)), "G": ((1, 1), (2, 2)),
        "C": ((2, 1), (1, 2), (3, 2)), "D": ((2, 10), (1, 11), (2, 11))}  # fmt: skip
_CAP = {"U": ((1, 0), (3, 0)), "A": ((3, 0), (2, 1)), "G": ((1, 0), (2, 1)),
        "C": ((2, 0), (1, 1), (3, 1)), "D": ((2, 10), (1, 11), (2, 11))}  # fmt: skip
_SHARP = (".##...", "#..#..", "#..#..", "#.#...", "#..#..", "#...#.", "#...#.", "#.##..")


def sheet(font, extra, base, count, plain):
    """(sheet, tiles, w, h) of terminalio ``font`` ((sheet, tiles, w, h) as text makes it) with a
    blank for DEL and ``extra``'s letters (each on ``base``'s plain letter) after its ``count``;
    its tiles are ``plain`` (each character's code - 32: the caller's, no copy kept)."""
    src, tiles, w, h = font
    out = displayio.Bitmap(w * (count + 1 + len(extra)), h, 2)
    for i in range(count):
        _copy(out, i * w, src, tiles[i] * w, w, h)
    for k in range(len(extra)):
        at = (count + 1 + k) * w
        mark = _MARKS[k]
        if mark == "S":
            for y in range(len(_SHARP)):
                for x in range(w):
                    out[at + x, 2 + y] = 1 if _SHARP[y][x] == "#" else 0
            continue
        letter = base[k]
        _copy(out, at, src, tiles[letter - 32] * w, w, h)
        cap = 65 <= letter <= 90
        if not cap and mark != "D":
            for y in range(4):  # room for the accent (i's dot goes)
                for x in range(w):
                    out[at + x, y] = 0
        for x, y in (_CAP if cap else _LOW)[mark]:
            out[at + x, y] = 1
    return out, plain, w, h


def _copy(out, x0, src, sx, w, h):
    try:
        import bitmaptools

        bitmaptools.blit(out, src, x0, 0, x1=sx, y1=0, x2=sx + w, y2=h)
    except ImportError:  # (the host's Blinka has none)
        for y in range(h):
            for x in range(w):
                out[x0 + x, y] = src[sx + x, y]
