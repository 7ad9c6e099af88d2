# SPDX-License-Identifier: MIT
"""Text on one player's half: rows of a font's glyph tiles.

A Text is one TileGrid (in a Group when scaled), a character per tile, cut from a glyph sheet:
terminalio.FONT's (6x12, 8-pixel capitals; the firmware keeps it in flash), drawn twice size on
the table, or the pages' own 10x16 font with 12-pixel capitals (spit.screen.page_font: made
while a page is up; host_tools/mkfont.py says why). Changing the words rewrites a
few tile indices and allocates nothing. adafruit_display_text was used before; on the emulated
Pico (stock CircuitPython 10.2.1) its code held ~17 KB of the heap and bitmap_label made a new
bitmap at every change, which cut the free heap into pieces of under 2 KB within a game.
"""

import displayio
import terminalio
from micropython import const

try:
    from typing import Any  # noqa: F401 (type comments)
except ImportError:
    pass

from spit.screen.halves import WHITE, mirror_x, mirror_y

GLYPH_W = const(6)
GLYPH_H = const(12)
_FIRST = const(32)  # the sheet holds the printable ASCII characters, space first
_COUNT = const(95)
# The pages' font has these after a blank for DEL (spit.screen.font.EXTRA, host_tools/mkfont.py):
# a line writes them as the codes 128.. (tiles 96..); terminalio's sheet has none of them, so on
# the table each is its plain letter (_BASE)
_EXTRA = "äöüÄÖÜßéèêëàâçîïôûùìòÉÈÀÇ"
_BASE = b"aouAOUseeeeaaciiouuuoEEAC"
# A sheet whose tile for each character is its code - 32 (terminalio's on CircuitPython, whose
# glyph bitmap starts with ASCII; the pages' font; Blinka's drawn sheet) has these as its tiles:
# a line of such characters then needs no lookup a character.
PLAIN = bytes(range(_COUNT + 1 + len(_EXTRA)))


def _sheet():
    """terminalio's font as (glyph sheet, tile index per character from space to "~", w, h)."""
    font = terminalio.FONT
    sheet = getattr(font, "bitmap", None)
    if isinstance(sheet, displayio.Bitmap):  # CircuitPython: the sheet the terminal draws with
        tiles = bytearray(_COUNT)
        for i in range(_COUNT):
            glyph = font.get_glyph(_FIRST + i)
            # (circuitpython-stubs' Glyph lacks tile_index; the firmware's has it)
            tiles[i] = glyph.tile_index if glyph is not None else tiles[0]  # type: ignore[attr-defined]
        return sheet, (PLAIN if tiles == PLAIN[:_COUNT] else tiles), GLYPH_W, GLYPH_H
    return _drawn_sheet(font), PLAIN, GLYPH_W, GLYPH_H


def _drawn_sheet(font):
    # Blinka's terminalio (the host) loads the same font as separate glyph bitmaps: draw
    # them into one sheet, placed on the baseline as the device's sheet has them.
    ascent = GLYPH_H - 2
    sheet = displayio.Bitmap(GLYPH_W * _COUNT, GLYPH_H, 2)
    for i in range(_COUNT):
        glyph = font.get_glyph(_FIRST + i)
        if glyph is None:
            continue
        top = ascent - (glyph.dy + glyph.height)
        for y in range(glyph.height):
            for x in range(glyph.width):
                if glyph.bitmap[x, y] and 0 <= top + y < GLYPH_H and 0 <= glyph.dx + x < GLYPH_W:
                    sheet[GLYPH_W * i + glyph.dx + x, top + y] = 1
    return sheet


def ink(color, ground=None):
    """A text palette: color on ground (None: on whatever is under it)."""
    palette = displayio.Palette(2)
    palette[0] = 0 if ground is None else ground
    palette[1] = color
    if ground is None:
        palette.make_transparent(0)
    return palette


def said(lang, text, *args):
    """A page's words in language number lang: ``text`` a word's number (spit.screen.words) said
    from lang's catalogue (English's too: spit.screen.lang.say), its ``%`` fields filled from
    args; a (number, field, ...) tuple the same; a str said as it is (a name, a figure)."""
    if type(text) is tuple:  # (a field may be a word too: a tuple said first)
        args = tuple([said(lang, a) if type(a) is tuple else a for a in text[1:]]) + args
        text = text[0]
    if type(text) is int:
        from spit.screen.lang import say

        return say(lang, text, *args)
    return text % args if args else text


def _code(ch, wide):
    """A character's byte in a line: its own below 128; a language's letter its code 128.. in
    a font that has it (wide), else its plain letter; "?" for anything else."""
    n = ord(ch)
    if n < 128:
        return n
    i = _EXTRA.find(ch)
    if i < 0:
        return 63
    return 128 + i if wide else _BASE[i]


_SHEET = None  # type: Any  # terminalio's, made on the first Text, kept (~1 KB on the host only)
_WIDE = None  # type: Any  # terminalio's with the languages' letters (wide), while one is shown


def wide(on):
    """Texts made from now on (font None) draw the languages' letters (on: ~1.1 KB, a sheet of
    terminalio's glyphs with their accents), or terminalio's own (off: the sheet goes)."""
    global _SHEET, _WIDE
    if not on:
        _WIDE = None
    elif _WIDE is None:
        from spit.screen import accents, forget

        if _SHEET is None:
            _SHEET = _sheet()
        _WIDE = accents.sheet(_SHEET, _EXTRA, _BASE, _COUNT, PLAIN)
        forget("spit.screen.accents")


class Text:
    """Words on one player's half, redrawn only when they or their colour change.

    (x, cy) is where A would read it: anchor 0 = left edge at x, 0.5 = centred, 1 = right edge;
    with top=True, cy is the top of the text instead of its middle (for multi-line text).
    The slot w x h holds the text: as many characters as fit across it and, with top=True, as
    many 12-pixel lines (times scale) as fit down it. `ground` is the colour the text always
    stands on (a plate, the felt): its tiles are then opaque, so displayio does not draw what
    is under them.
    """

    def __init__(self, group, dirty, player, x, cy, w, h, anchor=0.5, scale=1, color=WHITE,
                 top=False, ground=None, palette=None, font=None):  # fmt: skip
        global _SHEET
        if font is None:
            if _SHEET is None:
                _SHEET = _sheet()
            font = _WIDE if _WIDE is not None else _SHEET
        sheet, tiles, gw, gh = font
        # (few attributes: each one is a slot in every Text's dict, and pages hold dozens)
        self.dirty = dirty
        self.text = ""
        self.color = color
        self.ground = ground
        self.anchor = anchor
        self.font = font
        if palette is None:
            palette = ink(color, ground)
        self.palette = palette  # shared by texts whose colours never change (a page's)
        cols = max(1, w // scale // gw)
        rows = max(1, h // scale // gh) if top else 1
        self.grid = displayio.TileGrid(sheet, pixel_shader=self.palette, width=cols, height=rows,
                                       tile_width=gw, tile_height=gh,
                                       default_tile=tiles[0])  # fmt: skip
        # B's copy is the grid turned round as a whole: his first line and character come first
        # for him too, and nothing here needs to know which way up it is.
        self.grid.flip_x = self.grid.flip_y = bool(player)
        # scale 1 needs no Group: the grid itself goes on the page (~100 B less a line)
        self.group = self.grid  # type: Any
        if scale != 1:
            self.group = displayio.Group(scale=scale)
            self.group.append(self.grid)
        self.box = (0, 0, w, h)
        self._place(x, cy, top)
        group.append(self.group)

    def _place(self, x, cy, top):
        """Put the slot with its anchor at A's (x, cy)."""
        grid, w, h = self.grid, self.box[2], self.box[3]
        s = 1 if self.group is grid else self.group.scale
        player = 1 if grid.flip_x else 0
        left = x - int(self.anchor * w)
        y = cy if top else cy - h // 2
        self.box = (mirror_x(player, left, w), mirror_y(player, y, h), w, h)
        font = self.font
        inner_w, inner_h = grid.width * font[2] * s, grid.height * font[3] * s
        gx = left + int(self.anchor * (w - inner_w))
        gy = cy if top else cy - inner_h // 2
        self.group.x = mirror_x(player, gx, inner_w)
        self.group.y = mirror_y(player, gy, inner_h)

    def move(self, x, cy, top=False):
        """Move the slot (A's coordinates); both the old and the new place are redrawn."""
        self.touch()
        self._place(x, cy, top)
        self.touch()

    @property
    def hidden(self):
        return self.group.hidden

    @hidden.setter
    def hidden(self, value):
        self.group.hidden = value

    def set(self, text, color=None, ground=None):
        """Show text (in color, on ground); a no-op when that is already shown. True if changed."""
        if color is None:
            color = self.color
        if ground is None:
            ground = self.ground
        if text == self.text and color == self.color and ground == self.ground:
            return False
        if color != self.color:
            self.palette[1] = self.color = color
        if ground != self.ground:
            self.palette[0] = self.ground = ground  # a plate that turns red while a refusal shows
        if text != self.text:
            self._write(text)
            self.text = text
        self.touch()
        return True

    def _write(self, text):
        # As bytes: indexing a str makes a new one-character string per character (a phase
        # change's profile on the emulated Pico found it here), a bytes index is an int.
        data = text.encode()
        if len(data) != len(text):  # beyond ASCII: one byte per character (_code)
            wide = self.font is not _SHEET
            data = bytes(_code(ch, wide) for ch in text)
        rows = self.grid.height
        old = len(self.text) if rows == 1 else -1  # a line's old words: the rest is blank
        start = 0
        for row in range(rows):
            end = data.find(b"\n", start)
            if end < 0:
                end = len(data)
            self._line(row, data, start, end, old)
            start = end + 1 if end < len(data) else end

    def _line(self, row, data, start, end, old):
        # Characters start..end of data, placed by the anchor (an odd number of spare columns
        # leaves a centred line half a glyph left: moving it would redraw its old place too).
        # Only the tiles that change are written, so displayio redraws no more than those, and
        # only the columns that can differ are looked at: blanks, characters, blanks.
        grid = self.grid
        tiles = self.font[1]
        cols = grid.width
        n = min(end - start, cols)
        pad = int(self.anchor * (cols - n))
        blank = tiles[0]
        at = row * cols  # a flat tile index: an (x, y) index would make a tuple per tile
        lo = 0
        hi = cols  # columns lo..hi may hold something now (old >= 0: the old line's, else any)
        if old >= 0:
            m = min(old, cols)
            lo = int(self.anchor * (cols - m))
            hi = lo + m
        for k in range(at + lo, at + min(pad, hi)):
            if grid[k] != blank:
                grid[k] = blank
        k = at + pad
        if tiles is PLAIN and b"\x7f" not in data:
            # each tile is its code - 32 (half the work a character of the loop below); a
            # control character makes a tile below 0, which the grid refuses: then that loop
            try:
                for i in range(start, start + n):
                    tile = data[i] - _FIRST
                    if grid[k] != tile:
                        grid[k] = tile
                    k += 1
            except ValueError:
                k = at + pad
        for i in range(start + k - at - pad, start + n):  # (none left when the loop above ran)
            c = data[i] - _FIRST
            tile = tiles[c] if 0 <= c < len(tiles) and c != _COUNT else blank  # (DEL: blank)
            if grid[k] != tile:
                grid[k] = tile
            k += 1
        for j in range(max(k, at + lo), at + hi):
            if grid[j] != blank:
                grid[j] = blank

    def touch(self):
        """Count the text's slot as redrawn (its background changed)."""
        b = self.box
        self.dirty.add(b[0], b[1], b[2], b[3])
