# SPDX-License-Identifier: MIT
"""The card sprite sheets, copied at boot from spit.screen.art_bits (made on the host by
host_tools/mkart.py from spit.screen.card_art's drawing): no image files, about 4 KB of bitmaps.

A card on screen is three TileGrids over one another, all cut from the sheets below:
  frame  40x54, 2 bits: a blank face, a face-down back, an empty-slot outline (palette FRAME)
  rank   28x24, 1 bit : the rank in a bold 5x7 font drawn 3x, 6 and 9 underlined as on real
                        cards (palette = the suit's ink)
  suit   20x20, 1 bit : the suit drawn from circles and triangles (palette = the suit's ink)
  pip    10x10, 1 bit : the suit again, small: beside each rank of a spit pile's card
plus a depth strip (the edges of the cards under a stock top, 0-4) and a red X for a refused
press. Colour comes from palettes, so red/black or the four-colour deck is a palette change only.
"""

import displayio
from micropython import const

from spit.screen import forget
from spit.screen.halves import (  # the sheets' sizes: card_art draws to them too
    CARD_H,
    CARD_W,
    DEPTH_H,
    PIP_S,
    RANK_H,
    RANK_INK_W,
    SUIT_S,
)

# Where rank and suit sit on a face, as A reads it.
RANK_X = const(6)
RANK_Y = const(4)
SUIT_X = const(10)
SUIT_Y = const(29)

# Frame tiles.
FACE = const(0)
BACK = const(1)
SLOT = const(2)

TABLE = 0x0B5A2A  # the green baize
CARD = 0xFFFFFF
_EDGE = const(0x303030)
BACK_INK = 0x1E3C96
_SLOT_INK = const(0x5FA877)
X_INK = 0xFF2020
COUNT_INK = 0xFFFFFF
SIDE_INK = 0xB8D0C0  # Speed's side-pile sizes: 5.1:1 on the felt
BLANK = const(10)  # the empty digit tile
PICK_INK = 0xFFE040  # a chosen empty slot, the aim arrow

# Ink per suit C D H S: two-colour deck, and the four-colour deck (green clubs, blue diamonds).
INK_2 = (0x000000, 0xD01010, 0xD01010, 0x000000)
INK_4 = (0x0A7A1E, 0x1040D0, 0xD01010, 0x000000)


def ink_palette(color, ground=-1):
    """A 1-bit palette: one ink on a transparent background, or on an opaque `ground` colour.

    An opaque tile covers its own area, so displayio stops there instead of drawing what is
    under it too (every pixel drawn costs displayio time): marks on a card's face are on
    white (CARD), figures on the bare felt on TABLE.
    """
    pal = displayio.Palette(2)
    pal[0] = max(ground, 0)
    if ground < 0:
        pal.make_transparent(0)
    pal[1] = color
    return pal


def _copied():
    """The sheets by name, each copied into its Bitmap's buffer from spit.screen.art_bits
    (host_tools/mkart.py made it from card_art's drawing, which cost the emulated Pico's boot a
    third of a second); None where a Bitmap has no buffer of that layout (Blinka)."""
    from spit.screen import art_bits

    sheets = {}
    try:
        for name in art_bits.NAMES:
            w, h, colours, data = getattr(art_bits, name.upper())
            bmp = displayio.Bitmap(w, h, colours)
            try:
                view = memoryview(bmp)  # type: ignore[arg-type]  # (the stubs' Bitmap: no buffer)
            except TypeError:
                return None
            if len(view) != len(data):  # a CircuitPython of another layout: card_art draws them
                return None
            view[:] = data
            sheets[name] = bmp
    finally:
        forget("spit.screen.art_bits")
    return sheets


def _drawn():
    """The sheets by name, drawn by spit.screen.card_art (whose code then goes back to the heap)."""
    from spit.screen import card_art as art

    sheets = {
        "frames": art.frames(),
        "depths": art.depths(),
        "cross": art.cross(),
        "ranks": art.ranks(),
        "suits": art.suit_sheet(SUIT_S),
        "pips": art.suit_sheet(PIP_S),
        "digits": art.digits(2),
        "arrow": art.arrow(),
    }
    forget("spit.screen.card_art")
    return sheets


class Sheets:
    """Every bitmap and palette the table needs, made once."""

    def __init__(self, four_colour=False):
        art = _copied() or _drawn()
        self.frames = art["frames"]
        self.depths = art["depths"]
        self.cross = art["cross"]
        self.ranks = art["ranks"]
        self.suits = art["suits"]
        self.pips = art["pips"]
        self.digits = art["digits"]  # counts are drawn twice size only
        self.arrow = art["arrow"]
        del art
        self.frame_palette = displayio.Palette(4)
        for i, color in enumerate((TABLE, CARD, _EDGE, BACK_INK)):
            self.frame_palette[i] = color
        self.slot_palette = displayio.Palette(4)
        for i, color in enumerate((TABLE, TABLE, TABLE, _SLOT_INK)):
            self.slot_palette[i] = color
        self.inks = tuple(ink_palette(c, CARD) for c in INK_2)
        self.cross_palette = ink_palette(X_INK)
        self.count_palette = ink_palette(COUNT_INK)
        self.felt_count_palette = ink_palette(COUNT_INK, TABLE)
        self.side_palette = ink_palette(SIDE_INK)
        self.pick_palette = ink_palette(PICK_INK)
        self.picked_slot_palette = displayio.Palette(4)
        for i, color in enumerate((TABLE, TABLE, TABLE, PICK_INK)):
            self.picked_slot_palette[i] = color
        self.four_colour = False
        self.set_four_colour(four_colour)

    def set_four_colour(self, on):
        """Switch the deck's suit colours; every card redraws with its new ink."""
        self.four_colour = bool(on)
        colors = INK_4 if on else INK_2
        for s, pal in enumerate(self.inks):
            if pal[1] != colors[s]:
                pal[1] = colors[s]

    def frame_grid(self):
        return displayio.TileGrid(
            self.frames,
            pixel_shader=self.frame_palette,
            tile_width=CARD_W,
            tile_height=CARD_H,
            default_tile=SLOT,
        )

    def rank_grid(self):
        return displayio.TileGrid(
            self.ranks, pixel_shader=self.inks[0], tile_width=RANK_INK_W, tile_height=RANK_H
        )

    def suit_grid(self):
        return displayio.TileGrid(
            self.suits, pixel_shader=self.inks[0], tile_width=SUIT_S, tile_height=SUIT_S
        )

    def pip_grid(self):
        return displayio.TileGrid(
            self.pips, pixel_shader=self.inks[0], tile_width=PIP_S, tile_height=PIP_S
        )

    def depth_grid(self):
        return displayio.TileGrid(
            self.depths, pixel_shader=self.frame_palette, tile_width=CARD_W, tile_height=DEPTH_H
        )

    def number_grid(self, digits, palette):
        """A row of digit tiles (blank at first), 12x16 pixels each."""
        return displayio.TileGrid(
            self.digits,
            pixel_shader=palette,
            width=digits,
            height=1,
            tile_width=12,
            tile_height=16,
            default_tile=BLANK,
        )

    def arrow_grid(self):
        return displayio.TileGrid(self.arrow, pixel_shader=self.pick_palette)

    def cross_grid(self):
        return displayio.TileGrid(self.cross, pixel_shader=self.cross_palette)
