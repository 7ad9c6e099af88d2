"""A Text shows each character's own glyph tile, placed by its anchor, blanks elsewhere: on a
plain sheet (a tile per code - 32, the quick path every line of play takes) exactly as on a sheet
whose tiles are looked up, for printable ASCII and for what is not (beyond ASCII, a tab, DEL)."""

import displayio
import pytest

from spit.screen import halves, text
from spit.screen.halves import Dirty

WORDS = ("P1-P5 play, L/R aim", "Slap smaller: L 13 R 9", "~", "", "WAIT", "caf\u00e9 \t\x7f!",
         "Stalemate: press SPIT", "a\nb")  # fmt: skip


def _font(tiles):
    return displayio.Bitmap(text.GLYPH_W * 95, text.GLYPH_H, 2), tiles, text.GLYPH_W, text.GLYPH_H


def _expected(words, tiles, cols, anchor):
    line = bytes(ord(c) if ord(c) < 128 else 63 for c in words.split("\n")[0])[:cols]
    pad = int(anchor * (cols - len(line)))
    out = [tiles[0]] * cols
    for i, c in enumerate(line):
        out[pad + i] = tiles[c - 32] if 32 <= c <= 126 else tiles[0]
    return out


@pytest.mark.parametrize("plain", (True, False), ids=("plain sheet", "looked-up sheet"))
@pytest.mark.parametrize("anchor", (0, 0.5, 1))
def test_every_character_shows_its_own_tile(plain, anchor):
    tiles = text._PLAIN if plain else bytes(range(94, -1, -1))  # (any other order will do)
    shown = text.Text(displayio.Group(), Dirty(), 0, 160, 120, halves.W, 24, anchor=anchor,
                      scale=2, font=_font(tiles))  # fmt: skip
    grid = shown.grid
    for words in WORDS + WORDS[::-1]:  # each line over another: the tiles left over go blank
        shown.set(words)
        assert [grid[k] for k in range(grid.width)] == _expected(words, tiles, grid.width, anchor)


def test_terminalio_and_the_pages_font_are_plain_sheets():
    # the quick path is taken where the sheet is plain: terminalio's glyph bitmap starts with
    # ASCII on CircuitPython (and Blinka's is drawn so), the pages' font is drawn so
    assert text._sheet()[1] is text._PLAIN
    assert text.page_font()[1] is text._PLAIN
