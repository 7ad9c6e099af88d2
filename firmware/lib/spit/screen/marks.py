# SPDX-License-Identifier: MIT
"""Marks for a gesture in progress: where each player's tap plays first, and a chosen empty slot.

A tap on a pile plays onto the pile the card fits; if it fits both, onto the pile the player last
pointed at with L/R (at first his own). A small yellow arrow at the edge of that pile, on his
side, shows it. Tapping an empty slot (the first half of a move) turns the slot's dashes yellow
until the source pile is tapped or the move window (spit.input.panel.MOVE_WINDOW_MS) runs out.
"""

from adafruit_ticks import ticks_add, ticks_diff

from spit.input import panel
from spit.screen import halves

_ARROW_DY = 0  # gap between the pile's edge and the arrow


class Marks:
    """Both players' aim arrows and chosen slots."""

    def __init__(self, sheets, group, dirty, table):
        self.sheets = sheets
        self.dirty = dirty
        self.table = table
        self.arrows = []
        self.aim = [0, 1]  # the pile each player's tap prefers
        self.slot = [-1, -1]  # each player's chosen empty slot, or -1
        self.slot_end = [0, 0]
        for _ in (0, 1):
            arrow = sheets.arrow_grid()
            group.append(arrow)
            self.arrows.append(arrow)
        self.piles = 2
        for p in (0, 1):
            self._place(p)

    def reset(self):
        """A new game: each aims at his own pile, nothing chosen."""
        for p in (0, 1):
            self.clear_slot(p)
            self.point(p, p)

    def point(self, p, j):
        """Player p's taps now prefer spit pile j."""
        if self.aim[p] != j:
            self.aim[p] = j
            self._place(p)

    def set_piles(self, piles):
        if piles != self.piles:
            self.piles = piles
            for p in (0, 1):
                self._place(p)

    def _place(self, p):
        arrow = self.arrows[p]
        old_x, old_y = arrow.x, arrow.y
        hide = self.piles == 1
        j = self.aim[p]
        # the pile's left edge as p sees it, the arrow just off the pile's edge on his side
        x = halves.PILE_X[j] if p == 0 else halves.W - halves.PILE_X[j] - halves.CARD_W
        x += 3
        y = halves.PILE_Y + halves.CARD_H + _ARROW_DY
        halves.place(arrow, p, x, y, halves.ARROW_W, halves.ARROW_H)
        if not arrow.hidden:
            self.dirty.add(old_x, old_y, halves.ARROW_W, halves.ARROW_H)
        arrow.hidden = hide
        if not hide:
            self.dirty.add(arrow.x, arrow.y, halves.ARROW_W, halves.ARROW_H)

    def choose_slot(self, p, i, now):
        """Player p tapped empty slot i: mark it until the move is made or times out."""
        self.clear_slot(p)
        spot = self.table.stock[p][i]
        if spot.shown != -1:
            return
        top = spot.top  # (the grid that shows the slot: a stock pile's cover)
        top.pixel_shader = self.sheets.picked_slot_palette
        self.dirty.add_grid(top, halves.CARD_W, halves.CARD_H)
        self.slot[p] = i
        self.slot_end[p] = ticks_add(now, panel.MOVE_WINDOW_MS)

    def clear_slot(self, p):
        i = self.slot[p]
        if i < 0:
            return
        self.slot[p] = -1
        spot = self.table.stock[p][i]
        top = spot.top
        if top.pixel_shader is self.sheets.picked_slot_palette:
            top.pixel_shader = self.sheets.slot_palette
            self.dirty.add_grid(top, halves.CARD_W, halves.CARD_H)

    def tick(self, now):
        for p in (0, 1):
            if self.slot[p] >= 0 and ticks_diff(now, self.slot_end[p]) >= 0:
                self.clear_slot(p)
