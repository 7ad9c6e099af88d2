# SPDX-License-Identifier: MIT
"""The card table: both players' stock piles (or Speed hand slots), spit cards, the spit piles.

Every TileGrid and label is made once. `Table.update(g)` asks the engine what is visible and
changes only the tiles whose card, depth or count differs from what is shown, recording each
changed rectangle in the Dirty ledger. Hidden information stays hidden: stock cards under the top
show only as a depth cue, spit cards only as a back and a count.
"""

import displayio
from micropython import const

try:
    from typing import Any  # noqa: F401 (type comments)
except ImportError:
    pass

import spit
from spit.input import panel
from spit.screen import halves, sprites
from spit.screen.text import Text

# Where g.visible() writes each figure: spit.game's layout (a test checks these copies match).
_SLOTS = const(5)  # stock slot s = p * _SLOTS + i
_V_TOP = const(0)
_V_SIZE = const(10)
_V_HAND = const(20)
_V_SPIT_TOP = const(22)
_V_SPIT_SIZE = const(24)
_V_SIDE = const(26)
_V_PILES = const(28)
_V_CARD = const(2)  # a card byte is the card + 2: 0 face down, 1 no card

_UNSEEN = const(-3)  # nothing drawn yet: any card differs from it
# What a CardSpot is: a stock pile's top (or a Speed hand slot), a spit pile, a hand pile.
_STOCK = const(0)
_PILE = const(1)
PILE = _PILE  # (public: the summary page lays out the spit piles too)
_HAND = const(2)
_SIZE_H = const(14)
# A spit pile's index for A, in the lower half of the card: the rank and the pip beside it.
_PILE_RANK_X = const(0)
_PILE_RANK_Y = const(28)
_PILE_PIP_X = const(28)
_PILE_PIP_Y = const(33)
# (w, h) of a card's marks: a stock card's rank and suit, a spit pile's rank and pip
_MARK_S = (
    (halves.RANK_INK_W, halves.RANK_H),
    (halves.SUIT_S, halves.SUIT_S),
    (halves.RANK_INK_W, halves.RANK_H),
    (halves.PIP_S, halves.PIP_S),
)


def suit_table():
    """suit (0 C, 1 D, 2 H, 3 S) of every card value, built through the engine's own parser."""
    table = bytearray(52)
    for s, letter in enumerate("CDHS"):
        for r in ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"):
            table[spit.card(r + letter)] = s
    return table


def _put(grid, x, y, turned):
    """A spit pile's index at screen (x, y), turned 180 degrees for B."""
    grid.x = x
    grid.y = y
    grid.flip_x = grid.flip_y = turned


class CardSpot:
    """One card place on the table: a frame and the card's inked marks, turned round on B's half.

    A stock card shows its rank and a big suit. A spit pile is read by both players from opposite
    sides, so its card shows the rank and a small pip twice, like a real card's corner indices:
    each copy in the half nearest its reader and upright for him (a 6 seen upside down would read
    as a 9; the 6 and 9 are underlined as well). Colour is the suit's ink. A hand pile is only
    ever a back or an empty slot: it has no marks.

    A stock card's back and empty slot are a cover laid over its face (frame and marks stay as
    they are under it): playing a card off a stock pile redraws the cover's 2 160 pixels, where
    hiding the marks as well made displayio draw their 1 024 pixels a second time (it draws each
    changed TileGrid's area on its own).
    """

    def __init__(self, sheets, group, dirty, suits, player, x, y, kind=_STOCK):
        self.sheets = sheets
        self.dirty = dirty
        self.suits = suits
        self.player = player
        self.both = kind == _PILE
        self.shown = _UNSEEN
        self.frame = sheets.frame_grid()
        group.append(self.frame)
        # the inked grids: even ones show the rank, odd ones the suit
        self.inked = []  # type: list
        if kind != _HAND:
            self.inked.append(sheets.rank_grid())
            self.inked.append(sheets.pip_grid() if self.both else sheets.suit_grid())
        if self.both:
            self.inked.append(sheets.rank_grid())
            self.inked.append(sheets.pip_grid())
        for grid in self.inked:
            grid.hidden = True
            group.append(grid)
        self.cover = None  # type: Any
        if kind == _STOCK:
            self.frame[0] = sprites.FACE
            self.cover = sheets.frame_grid()
            group.append(self.cover)
        self.move_to(x, y)

    def move_to(self, x, y):
        """Place the card at A's (x, y) (only between rounds: moving redraws both places)."""
        p = self.player
        halves.place(self.frame, p, x, y, halves.CARD_W, halves.CARD_H)
        if self.cover is not None:
            halves.place(self.cover, p, x, y, halves.CARD_W, halves.CARD_H)
        w, h, s = halves.RANK_INK_W, halves.RANK_H, halves.PIP_S
        if self.both:
            # A's index in the lower half, B's the same turned round about the card's centre
            rx, ry = x + _PILE_RANK_X + halves.RANK_INK_X, y + _PILE_RANK_Y
            px, py = x + _PILE_PIP_X, y + _PILE_PIP_Y
            far_x = 2 * x + halves.CARD_W  # x -> far_x - x - width turns round the centre
            far_y = 2 * y + halves.CARD_H
            _put(self.inked[0], rx, ry, False)
            _put(self.inked[1], px, py, False)
            _put(self.inked[2], far_x - rx - w, far_y - ry - h, True)
            _put(self.inked[3], far_x - px - s, far_y - py - s, True)
        elif self.inked:
            rx, ry = x + sprites.RANK_X + halves.RANK_INK_X, y + sprites.RANK_Y
            halves.place(self.inked[0], p, rx, ry, w, h)
            sx, sy = x + sprites.SUIT_X, y + sprites.SUIT_Y
            halves.place(self.inked[1], p, sx, sy, halves.SUIT_S, halves.SUIT_S)

    @property
    def top(self):
        """The TileGrid that shows a back or an empty slot (its cover, else its frame)."""
        return self.frame if self.cover is None else self.cover

    def show(self, c):
        """Show card c, -2 for a face-down card, -1 for an empty slot. True if it changed."""
        if c == self.shown:
            return False
        sheets = self.sheets
        was_face = self.shown >= 0
        cover = self.cover
        if c >= 0:
            suit = self.suits[c]
            ink = sheets.inks[suit]
            marks_dirty = was_face  # else the frame's or the cover's area counts them
            if cover is not None:
                if not cover.hidden:
                    cover.hidden = True
                    self.dirty.add_grid(cover, halves.CARD_W, halves.CARD_H)
            elif not was_face:
                frame = self.frame
                frame.pixel_shader = sheets.frame_palette
                frame[0] = sprites.FACE
                self.dirty.add_grid(frame, halves.CARD_W, halves.CARD_H)
            r = spit.rank(c)
            inked = self.inked
            for k in range(len(inked)):  # (enumerate would allocate)
                grid = inked[k]
                tile = suit if k & 1 else r
                # a face on a face: only the marks that differ change (their tiles are opaque,
                # so the frame under them is not drawn again)
                if grid.pixel_shader is not ink or grid[0] != tile or grid.hidden:
                    grid.pixel_shader = ink
                    grid[0] = tile
                    grid.hidden = False
                    if marks_dirty:
                        s = _MARK_S[k & 1 | self.both << 1]  # rank/suit/rank/pip sizes
                        self.dirty.add_grid(grid, s[0], s[1])
        else:
            top = self.top
            if cover is None and (was_face or self.shown == _UNSEEN):
                for grid in self.inked:
                    grid.hidden = True
            if c == -2:
                top.pixel_shader = sheets.frame_palette
                top[0] = sprites.BACK
            else:
                top.pixel_shader = sheets.slot_palette
                top[0] = sprites.SLOT
            top.hidden = False
            self.dirty.add_grid(top, halves.CARD_W, halves.CARD_H)
        self.shown = c
        return True

    def hide(self, hidden):
        """Take the place off the table (a 4-stock game's fifth pile) or put it back."""
        self.frame.hidden = hidden
        for grid in self.inked:
            grid.hidden = hidden or self.shown < 0
        if self.cover is not None:
            self.cover.hidden = hidden or self.shown >= 0
        self.dirty.add_grid(self.frame, halves.CARD_W, halves.CARD_H)


class Depth:
    """The edges of the cards under a stock top: one line per card, up to four."""

    def __init__(self, sheets, group, dirty, player, x, y):
        self.dirty = dirty
        self.shown = 0
        self.grid = sheets.depth_grid()
        group.append(self.grid)
        halves.place(self.grid, player, x, y, halves.CARD_W, halves.DEPTH_H)

    def show(self, under):
        under = min(max(under, 0), 4)
        if under != self.shown:
            self.grid[0] = under
            self.shown = under
            self.dirty.add_grid(self.grid, halves.CARD_W, halves.DEPTH_H)


class Number:
    """A count on one half, in big digit tiles: a change sets two tiles, allocates nothing."""

    def __init__(self, sheets, group, dirty, player, cx, cy, palette=None):
        self.dirty = dirty
        self.value = -1
        self.w = 24
        self.h = 16
        self.grid = sheets.number_grid(2, palette or sheets.count_palette)
        group.append(self.grid)
        self.player = player
        self.move_to(cx, cy)

    def move_to(self, cx, cy):
        """Centre the number on A's (cx, cy)."""
        halves.place(self.grid, self.player, cx - self.w // 2, cy - self.h // 2, self.w, self.h)

    @property
    def box(self):
        return (self.grid.x, self.grid.y, self.w, self.h)

    def show(self, value):
        """Show 0-99 (more shows as 99), or nothing for -1."""
        if value == self.value:
            return
        self.value = value
        if value < 0:
            tens = units = sprites.BLANK
        else:
            value = min(value, 99)
            tens = value // 10 if value >= 10 else sprites.BLANK
            units = value % 10
        grid = self.grid
        # only a digit that differs is set: CircuitPython redraws just that tile (Blinka, and so
        # the ledger, count the whole number)
        if grid[0] != tens:
            grid[0] = tens
        if grid[1] != units:
            grid[1] = units
        self.dirty.add(grid.x, grid.y, self.w, self.h)


class Table:
    """Everything on the table for both players; `update(g)` redraws only what changed."""

    def __init__(self, sheets, dirty):
        self.sheets = sheets
        self.dirty = dirty
        self.suits = suit_table()
        self.group = displayio.Group()
        self.stocks = 5
        self.piles = 2
        self.speed = False
        # the game as the table last showed it, and as it is now (spit.Game.visible): 255 is
        # no value of it, so every place is drawn the first time
        self.seen = bytearray(b"\xff" * spit.VISIBLE)
        self.now = bytearray(spit.VISIBLE)
        self.stock = ([], [])
        self.depth = ([], [])
        self.hand = []
        self.hand_count = []
        self.side_count = []
        self.side_label = [None, None]  # type: list  # Speed's "side" labels: Speed games only
        group = self.group
        for p in (0, 1):
            for i in range(5):
                x = halves.STOCK_X0 + i * halves.STOCK_DX
                self.depth[p].append(Depth(sheets, group, dirty, p, x, halves.DEPTH_Y))
                self.stock[p].append(
                    CardSpot(sheets, group, dirty, self.suits, p, x, halves.CARD_Y)
                )
            self.hand.append(
                CardSpot(sheets, group, dirty, self.suits, p, halves.HAND_X, halves.CARD_Y, _HAND)
            )
            cy = halves.CARD_Y + halves.CARD_H // 2
            count = Number(sheets, group, dirty, p, halves.COUNT_CX, cy, sheets.felt_count_palette)
            self.hand_count.append(count)
            # Speed: the side pile's size, "side" over it, at the middle band's outer end
            side = Number(sheets, group, dirty, p, halves.SIDE_CX, halves.SIZE_CY + 5)
            self.side_count.append(side)
        self.pile = [
            CardSpot(sheets, group, dirty, self.suits, 0, x, halves.PILE_Y, _PILE)
            for x in halves.PILE_X
        ]
        # pile sizes: size[viewer][pile], big, beside the pile's outer edge in the viewer's half
        self.size = ([], [])
        felt = sheets.felt_count_palette
        for p in (0, 1):
            for j in (0, 1):
                cx = self._size_cx(j, 2, p)
                self.size[p].append(Number(sheets, group, dirty, p, cx, halves.SIZE_CY, felt))

    @staticmethod
    def _pile_x(j, piles, viewer):
        """Left edge of spit pile j as `viewer` sees it (B sees pile 0 on his right)."""
        x = halves.PILE_X1 if piles == 1 else halves.PILE_X[j]
        return x if viewer == 0 else halves.W - x - halves.CARD_W

    @classmethod
    def _size_cx(cls, j, piles, viewer):
        """Centre of pile j's size as `viewer` sees it: left of a left pile, else right of it."""
        x = cls._pile_x(j, piles, viewer)
        half = 12  # two big digits are 24 pixels wide
        if piles == 1 or x < halves.W // 2:
            return x - halves.SIZE_GAP - half
        return x + halves.CARD_W + halves.SIZE_GAP + half

    def setup(self, stocks=5, speed=False):
        """A new game's shape: 4 or 5 stock piles (Speed: 5 hand slots, no depth)."""
        self.stocks = 5 if speed else stocks
        self.speed = speed
        self.forget()
        for p in (0, 1):
            for i in range(5):
                spot = self.stock[p][i]
                off = i >= self.stocks
                if spot.frame.hidden != off:
                    spot.hide(off)
                    self.depth[p][i].grid.hidden = off
            self._side_label(p, speed)
            if not speed:
                self.side_count[p].show(-1)

    def forget(self):
        """Compare the next update with nothing: every place shows the game's value again (a
        place whose value it already shows is left as it is)."""
        seen = self.seen
        for k in range(len(seen)):
            seen[k] = 255

    def _side_label(self, p, speed):
        # a label holds ~1 KB of heap: only a Speed game has one (made between games)
        label = self.side_label[p]
        if speed and label is None:
            label = Text(self.group, self.dirty, p, halves.SIDE_CX, halves.SIZE_CY - 8, 36, _SIZE_H)
            label.set("side")
            self.side_label[p] = label
        elif not speed and label is not None:
            self.group.remove(label.group)
            label.touch()
            self.side_label[p] = None

    def set_piles(self, piles):
        """Lay out one spit pile in the middle or two side by side."""
        if piles == self.piles:
            return
        self.piles = piles
        self.pile[0].move_to(self._pile_x(0, piles, 0), halves.PILE_Y)
        self.pile[1].hide(piles == 1)
        self.dirty.everything()  # the middle band changes shape: count it all
        self.forget()  # pile 1 and its sizes come back as they were hidden: compare afresh
        for p in (0, 1):
            for j in (0, 1):
                number = self.size[p][j]
                number.move_to(self._size_cx(j, piles, p), halves.SIZE_CY)
                number.grid.hidden = piles == 1 and j == 1

    def update(self, g):
        """Show what g shows; returns nothing, records every changed rectangle."""
        seen = self.seen
        now = self.now
        g.visible(now)  # one engine call for the ~30 values (thirty query calls cost far more)
        if now == seen:
            return
        self.set_piles(now[_V_PILES])
        # (each show is called only where the game's value differs from the last frame's: a
        # play changes two or three of the ~30)
        for p in (0, 1):
            stock = self.stock[p]
            depth = self.depth[p]
            for i in range(self.stocks):
                s = _SLOTS * p + i
                if now[_V_TOP + s] != seen[_V_TOP + s]:
                    stock[i].show(now[_V_TOP + s] - _V_CARD)
                if now[_V_SIZE + s] != seen[_V_SIZE + s] and not self.speed:
                    depth[i].show(now[_V_SIZE + s] - 1)  # cards under the top: 0-4 drawn
            left = now[_V_HAND + p]
            if left != seen[_V_HAND + p]:
                self.hand[p].show(-2 if left else -1)
                self.hand_count[p].show(left)
            if self.speed and now[_V_SIDE + p] != seen[_V_SIDE + p]:
                self.side_count[p].show(now[_V_SIDE + p])
        sizes = self.size
        for j in range(now[_V_PILES]):
            if now[_V_SPIT_TOP + j] != seen[_V_SPIT_TOP + j]:
                self.pile[j].show(now[_V_SPIT_TOP + j] - _V_CARD)
            n = now[_V_SPIT_SIZE + j]
            if n != seen[_V_SPIT_SIZE + j]:
                sizes[0][j].show(n)
                sizes[1][j].show(n)
        self.seen = now  # the two swap roles: the next frame writes over the older
        self.now = seen

    def spot_of(self, p, button, piles):
        """The CardSpot a press of `button` by p points at: a stock pile, or a spit pile for L/R."""
        if button <= panel.P5:
            return self.stock[p][button]
        if button == panel.L or button == panel.R:
            return self.pile[panel.spit_pile(p, button) if piles == 2 else 0]
        return None
