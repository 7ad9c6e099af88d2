"""A Text shows each character's own glyph tile, placed by its anchor, blanks elsewhere: on a
plain sheet (a tile per code - 32, the quick path every line of play takes) exactly as on a sheet
whose tiles are looked up, for printable ASCII and for what is not (beyond ASCII, a tab, DEL)."""

import displayio
import pytest

from spit.screen import halves, page_font, text
from spit.screen.halves import Dirty

WORDS = ("P1-P5 play, L/R aim", "Slap smaller: L 13 R 9", "~", "", "WAIT", "caf\u00e9 \t\x7f!",
         "Stalemate: press SPIT", "a\nb", "WÄHLE Größe", "Égalité: ç\u2026")  # fmt: skip


EXTRA = "äöüÄÖÜßéèêëàâçîïôûùìòÉÈÀÇ"


def _font(tiles):
    sheet = displayio.Bitmap(text.GLYPH_W * len(tiles), text.GLYPH_H, 2)
    return sheet, tiles, text.GLYPH_W, text.GLYPH_H


def _tile(ch, tiles):
    # a language's letter: its tile after the blank for DEL where the sheet has it
    if ch in EXTRA:
        c = 96 + EXTRA.index(ch)
        return tiles[c] if c < len(tiles) else tiles[0]
    if ord(ch) >= 128:  # a character no font here has: "?"
        return tiles[ord("?") - 32]
    return tiles[ord(ch) - 32] if 32 <= ord(ch) <= 126 else tiles[0]


def _expected(words, tiles, cols, anchor):
    line = words.split("\n")[0][:cols]
    pad = int(anchor * (cols - len(line)))
    out = [tiles[0]] * cols
    for i, ch in enumerate(line):
        out[pad + i] = _tile(ch, tiles)
    return out


@pytest.mark.parametrize("plain", (True, False), ids=("plain sheet", "looked-up sheet"))
@pytest.mark.parametrize("anchor", (0, 0.5, 1))
def test_every_character_shows_its_own_tile(plain, anchor):
    tiles = text.PLAIN if plain else bytes(range(94, -1, -1))  # (any other order will do)
    shown = text.Text(displayio.Group(), Dirty(), 0, 160, 120, halves.W, 24, anchor=anchor,
                      scale=2, font=_font(tiles))  # fmt: skip
    grid = shown.grid
    for words in WORDS + WORDS[::-1]:  # each line over another: the tiles left over go blank
        shown.set(words)
        assert [grid[k] for k in range(grid.width)] == _expected(words, tiles, grid.width, anchor)


def test_the_pages_font_draws_each_languages_letter_and_the_table_its_plain_letter():
    page = text.Text(displayio.Group(), Dirty(), 0, 160, 120, halves.W, 24, font=page_font.sheet())
    page.set("äÉß")
    sheet, tiles, w, h = page.font

    def ink(tile):
        return sum(sheet[w * tile + x, y] for x in range(w) for y in range(h))

    drawn = [ink(page.grid[k]) for k in range(3)]
    plain = [ink(ord(c) - 32) for c in "aEs"]
    assert all(i != p for i, p in zip(drawn, plain, strict=True)), (drawn, plain)  # their own
    table = text.Text(displayio.Group(), Dirty(), 0, 160, 120, halves.W, 24)  # terminalio
    table.set("wähle")
    cols = table.grid.width
    other = text.Text(displayio.Group(), Dirty(), 0, 160, 120, halves.W, 24)
    other.set("wahle")
    assert [table.grid[k] for k in range(cols)] == [other.grid[k] for k in range(cols)]


def test_terminalio_and_the_pages_font_are_plain_sheets():
    # the quick path is taken where the sheet is plain: terminalio's glyph bitmap starts with
    # ASCII on CircuitPython (and Blinka's is drawn so), the pages' font is drawn so
    assert text._sheet()[1] is text.PLAIN
    assert page_font.sheet()[1] is text.PLAIN


def test_the_tables_font_gains_the_languages_letters_while_one_is_spoken():
    text.wide(True)
    try:
        line = text.Text(displayio.Group(), Dirty(), 0, 0, 120, halves.W, 24, anchor=0)
        plain = text.Text(displayio.Group(), Dirty(), 0, 0, 120, halves.W, 24, anchor=0)
        line.set("äÉßçï")
        plain.set("aEsci")
        sheet, _, w, h = line.font

        def pixels(grid, k):
            return [sheet[w * grid[k] + x, y] for y in range(h) for x in range(w)]

        for k in range(5):  # each its own glyph: the plain letter's with its accent
            assert pixels(line.grid, k) != pixels(plain.grid, k)
            assert sum(pixels(line.grid, k)) > 0
    finally:
        text.wide(False)
    assert text.Text(displayio.Group(), Dirty(), 0, 160, 120, halves.W, 24).font is text._SHEET
