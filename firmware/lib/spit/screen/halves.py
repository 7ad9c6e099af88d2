# SPDX-License-Identifier: MIT
"""Where things go on the 320x240 table, the mirror into B's half, and the dirty-area ledger.

Every position in the view is given as player A reads the screen (A sits at the bottom edge).
Player B's copy of a thing is the same thing turned 180 degrees about the screen's centre:
TileGrids (text too: spit.screen.text) get flip_x/flip_y and a mirrored position.
The Dirty ledger records each rectangle the view changes, so a frame's redraw can be counted
on any display (the simulator's PyGameDisplay repaints everything and cannot tell).
"""

import array

from micropython import const

W = const(320)
H = const(240)

# A's half, bottom up (B's half is the mirror image of it).
STATUS_Y = const(216)  # A's instruction line: a dark plate from here to the screen's edge
STATUS_CY = const(228)  # ...its centre row (text 2x: a 16-pixel capital)
CARD_Y = const(154)  # top of A's stock cards
DEPTH_Y = const(208)  # the depth strip under A's stock tops
STOCK_X0 = const(4)  # A's stock pile 0; each next pile 46 px right
STOCK_DX = const(46)
HAND_X = const(236)  # A's face-down spit cards (Speed: draw pile)
COUNT_CX = const(298)  # centre of A's spit-card count
# The middle band: spit piles, their sizes beside them, the big shout words between them.
PILE_Y = const(93)
PILE_X = (68, 212)  # left edges of spit piles 0 and 1; a single pile sits at PILE_X1
PILE_X1 = const(140)
SIZE_CY = const(134)  # A's pile sizes: beside each pile, level with his half of it
SIZE_GAP = const(4)  # between a pile and its size
SHOUT_CY = const(134)  # A's big word, in the gap between the piles
SHOUT_CX = const(160)
SHOUT_CX1 = const(62)  # ...and left of a single pile
SIDE_CX = const(18)  # Speed: A's side-pile size, left end of the middle band

# The card sheets' sizes (spit.screen.sprites cuts the tiles, spit.screen.card_art draws them).
CARD_W = const(40)
CARD_H = const(54)
RANK_W = const(28)
RANK_H = const(24)  # 21 rows of glyph, a gap, a 2-row underline (6 and 9 only)
# The rank tile leaves out the slot's two always-blank edge columns: on a spit pile the slot's
# first column is the card's edge, which an opaque tile would paint white.
RANK_INK_W = const(26)
RANK_INK_X = const(1)  # the tile's place in the RANK_W slot
SUIT_S = const(20)
PIP_S = const(10)
DEPTH_H = const(8)  # 2 px per card under the top: up to 4 shown
ARROW_W = const(11)
ARROW_H = const(6)

WHITE = 0xFFFFFF
YELLOW = 0xFFE040
RED = 0xFF4040  # on the felt only for shapes (2.4:1): refusal text goes on the red plate
GREY = 0xB8D0C0  # 5.1:1 on the felt (WCAG AA asks 4.5)
PLATE = 0x06301A  # behind each instruction line: white text on it is 13:1
PLATE_NO = 0x9A1010  # ...while a refusal shows: white on it is 8:1


def mirror_x(player, x, w):
    """Left edge on screen of a thing A would see at x..x+w, for player 0 or 1."""
    return x if player == 0 else W - x - w


def mirror_y(player, y, h):
    return y if player == 0 else H - y - h


def place(grid, player, x, y, w, h):
    """Put a TileGrid of w x h pixels at A's (x, y), turned round for B."""
    grid.x = mirror_x(player, x, w)
    grid.y = mirror_y(player, y, h)
    if player:
        grid.flip_x = True
        grid.flip_y = True


class Dirty:
    """A fixed ledger of the rectangles changed since the last frame: no allocation per add."""

    def __init__(self, capacity=48):
        self.capacity = capacity
        self.rects = array.array("h", [0] * (4 * capacity))
        self.count = 0
        self.full = False  # True after a change of screen: everything is redrawn

    def add(self, x, y, w, h):
        if self.count == self.capacity:
            self.full = True  # overflow: count it as the whole screen, never lose an area
            return
        i = 4 * self.count
        r = self.rects
        r[i] = x
        r[i + 1] = y
        r[i + 2] = w
        r[i + 3] = h
        self.count += 1

    def add_grid(self, grid, w, h):
        self.add(grid.x, grid.y, w, h)

    def everything(self):
        self.full = True

    def clear(self):
        self.count = 0
        self.full = False

    def pixels(self):
        """Pixels touched this frame (overlaps counted twice: an upper bound)."""
        if self.full:
            return W * H
        r = self.rects
        total = 0
        for i in range(self.count):
            total += r[4 * i + 2] * r[4 * i + 3]
        return total

    def rect(self, i):
        """Rectangle i as (x, y, w, h), for tests and benches."""
        r = self.rects
        return (r[4 * i], r[4 * i + 1], r[4 * i + 2], r[4 * i + 3])
