# SPDX-License-Identifier: MIT
"""The screens around the game: title and menus (settings, pause) and a message page.

Each is drawn twice, once per half, so both players read it from their own side. All labels are
made once; a menu is redrawn only when its `version` moves, and then only the rows whose text or
highlight differs. A menu longer than ROWS scrolls to keep the cursor in view.
"""

from micropython import const

from spit import halves
from spit.halves import Text

ROWS = const(6)
_ROW_DY = const(13)
_ROW0_CY = const(154)  # first row, as A reads it; his half is y 120-240
_HEAD_CY = const(134)
_FOOT_CY = const(234)
_GREY = 0x90B098


class Half:
    """One player's copy of a screen: a heading, ROWS rows (label + value), a footer."""

    def __init__(self, group, dirty, player):
        self.head = Text(group, dirty, player, 160, _HEAD_CY, 316, 26, scale=2, color=halves.YELLOW)
        self.left = []
        self.right = []
        for r in range(ROWS):
            cy = _ROW0_CY + r * _ROW_DY
            self.left.append(Text(group, dirty, player, 24, cy, 276, _ROW_DY, anchor=0))
            self.right.append(Text(group, dirty, player, 300, cy, 96, _ROW_DY, anchor=1))
        self.foot = Text(group, dirty, player, 160, _FOOT_CY, 316, 12, color=_GREY)

    def clear(self):
        self.head.set("")
        for r in range(ROWS):
            self.left[r].set("")
            self.right[r].set("")
        self.foot.set("")


class Screens:
    """Title/menu/message pages for both halves, drawn into `group` (shown instead of the table)."""

    def __init__(self, group, dirty):
        self.halves = (Half(group, dirty, 0), Half(group, dirty, 1))
        self.menu = None
        self.version = -1
        self.top = 0  # first menu item in view

    def show_menu(self, menu, footer="P1/P2 up  P4/P5 down  L/R change  SPIT ok"):
        """Show a spit.menu.Menu (title, settings or pause) on both halves."""
        self.menu = menu
        self.version = -1
        self.top = 0
        for half in self.halves:
            half.foot.set(footer)
        self.update()

    def update(self):
        """Redraw the rows of the menu that changed since the last call."""
        menu = self.menu
        if menu is None or menu.version == self.version:
            return
        self.version = menu.version
        n = len(menu.items)
        cursor = menu.cursor
        if cursor < self.top:
            self.top = cursor
        elif cursor >= self.top + ROWS:
            self.top = cursor - ROWS + 1
        for half in self.halves:
            half.head.set(menu.title)
            for r in range(ROWS):
                i = self.top + r
                if i >= n:
                    half.left[r].set("")
                    half.right[r].set("")
                    continue
                color = halves.YELLOW if i == cursor else halves.WHITE
                half.left[r].set(("> " if i == cursor else "  ") + menu.label(i), color)
                half.right[r].set(menu.value_text(i), color)

    def show_message(self, heading, lines=(), footer="Press SPIT"):
        """A page of text on both halves: an error, statistics, a result."""
        self.menu = None
        for half in self.halves:
            half.head.set(heading)
            for r in range(ROWS):
                half.left[r].set(lines[r] if r < len(lines) else "", halves.WHITE)
                half.right[r].set("")
            half.foot.set(footer)
