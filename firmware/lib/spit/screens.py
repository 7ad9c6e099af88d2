# SPDX-License-Identifier: MIT
"""The screens around the game: title and menus (settings, pause) and a message page.

Each is drawn twice, once per half, so both players read it from their own side. A half is five
labels — a heading, the rows' names and the rows' values as two multi-line labels, a footer —
and a highlight bar (a vectorio rectangle: no bitmap) behind the cursor's row. Moving the cursor
moves only the bar; a value change redraws only the values column. A menu longer than ROWS
scrolls to keep the cursor in view. The view builds these pages on demand and frees them in play.
"""

import displayio
import vectorio
from micropython import const

from spit import halves
from spit.halves import Text

ROWS = const(6)
_ROW_DY = const(13)
_ROWS_Y = const(148)  # top of the first row, as A reads it; his half is y 120-240
_HEAD_CY = const(134)
_FOOT_CY = const(234)
_BAR_X = const(16)
_BAR_W = const(292)
_GREY = 0x90B098
_BAR = 0x1F6E8C
_SPACING = 1.09  # 12-pixel font, 13-pixel rows


def _lines(texts):
    """Rows as one multi-line text; "" when no row has a glyph (bitmap_label fails on "\\n")."""
    for text in texts:
        if text.strip():
            return "\n".join(texts)
    return ""


class Half:
    """One player's copy of a page."""

    def __init__(self, group, dirty, player, bar_palette):
        self.player = player
        self.dirty = dirty
        self.bar = vectorio.Rectangle(
            pixel_shader=bar_palette, width=_BAR_W, height=_ROW_DY, x=0, y=0
        )
        self.bar.hidden = True
        group.append(self.bar)
        self.row = -1
        self.head = Text(group, dirty, player, 160, _HEAD_CY, 316, 26, scale=2, color=halves.YELLOW)
        h = ROWS * _ROW_DY
        rows = _ROWS_Y
        self.names = Text(group, dirty, player, 24, rows, 276, h, 0, top=True, spacing=_SPACING)
        self.values = Text(group, dirty, player, 300, rows, 120, h, 1, top=True, spacing=_SPACING)
        self.foot = Text(group, dirty, player, 160, _FOOT_CY, 316, 12, color=_GREY)

    def highlight(self, row):
        """Put the bar behind row (0..ROWS-1), or hide it (-1)."""
        if row == self.row:
            return
        bar = self.bar
        was = bar.y if self.row >= 0 else -1
        self.row = row
        if row < 0:
            bar.hidden = True
            self.dirty.add(bar.x, was, _BAR_W, _ROW_DY)
            return
        y = _ROWS_Y + row * _ROW_DY - 1
        bar.x = halves.mirror_x(self.player, _BAR_X, _BAR_W)
        bar.y = halves.mirror_y(self.player, y, _ROW_DY)
        bar.hidden = False
        if was < 0:
            self.dirty.add(bar.x, bar.y, _BAR_W, _ROW_DY)
        else:  # displayio repaints a moved shape's old and new place as one band
            y0 = min(was, bar.y)
            self.dirty.add(bar.x, y0, _BAR_W, max(was, bar.y) + _ROW_DY - y0)


class Screens:
    """Title/menu/message pages for both halves, drawn into `group` (shown instead of the table)."""

    def __init__(self, group, dirty):
        palette = displayio.Palette(1)
        palette[0] = _BAR
        self.halves = (Half(group, dirty, 0, palette), Half(group, dirty, 1, palette))
        self.menu = None
        self.version = -1
        self.top = -1  # first menu item in view
        self.names = ""
        self.values = ""

    def show_menu(self, menu, footer="P1/P2 up  P4/P5 down  L/R change  SPIT ok"):
        """Show a spit.menu.Menu (title, settings or pause) on both halves."""
        self.menu = menu
        self.version = -1
        self.top = -1
        for half in self.halves:
            half.head.set(menu.title)
            half.foot.set(footer)
        self.update()

    def update(self):
        """Redraw what changed in the menu since the last call: the bar, or a column."""
        menu = self.menu
        if menu is None or menu.version == self.version:
            return
        self.version = menu.version
        cursor = menu.cursor
        top = self.top if self.top >= 0 else 0
        if cursor < top:
            top = cursor
        elif cursor >= top + ROWS:
            top = cursor - ROWS + 1
        self.top = top
        end = min(len(menu.items), top + ROWS)
        names = _lines([menu.label(i) for i in range(top, end)])
        values = _lines([menu.value_text(i) for i in range(top, end)])
        for half in self.halves:
            if names != self.names:
                half.names.set(names)
            if values != self.values:
                half.values.set(values)
            half.highlight(cursor - top)
        self.names = names
        self.values = values

    def show_message(self, heading, lines=(), footer="Press SPIT"):
        """A page of text on both halves: an error, statistics, a result."""
        self.menu = None
        body = _lines(lines[:ROWS])
        for half in self.halves:
            half.head.set(heading)
            half.names.set(body)
            half.values.set("")
            half.highlight(-1)
            half.foot.set(footer)
        self.names = body
        self.values = ""
