# SPDX-License-Identifier: MIT
"""The screens around the game: title and menus (settings, pause) and a message page.

Each is drawn twice, once per half, so both players read it from their own side. A half is seven
labels — a heading, the rows' names and values as multi-line labels (white; and grey for the
settings that do not apply with the others as they are), a footer — a highlight bar behind the
cursor's row and a scroll marker (vectorio rectangles: no bitmap). The values column starts at
the same x on every page. Moving the cursor moves only the bar; a value change redraws only the
columns that changed. A menu longer than ROWS scrolls to keep the cursor in view. The view
builds these pages on demand and frees them in play.
"""

import displayio
import vectorio
from micropython import const

from spit.screen import halves, words
from spit.screen.text import Text, ink, said

try:
    from typing import Any  # noqa: F401 (type comments)
except ImportError:
    pass

ROWS = const(5)
# A's half, y 120-240 (B's is its mirror): a heading twice terminalio's size (16-pixel capitals;
# its cell's blank top rows reach over the middle line), five rows and a footer in the pages' font
# (12-pixel capitals, 10x16 cells: spit.screen.page_font), and a grey corner on the title.
_ROW_DY = const(16)  # the page font's own line: one TileGrid holds all the rows
_ROWS_Y = const(142)  # top of the first row, as A reads it
_HEAD_CY = const(130)
_FOOT_CY = const(231)
_NAMES_X = const(14)
_NAMES_W = const(290)  # 29 characters: a message page's lines
_BAR_X = const(8)
_BAR_W = const(300)
_VALUES_X = const(170)  # the values column's left edge, the same on every page
_VALUES_W = const(140)  # 14 characters: "Lëtzebuergesch", the longest language named in itself
_THUMB_X = const(311)  # the scroll marker, right of the bar
_THUMB_W = const(3)
_GREY = halves.GREY  # greyed rows, footers: 5.1:1 on the felt, 4.6:1 on the bar
_BAR = 0x1A5A78  # the cursor's bar (blue on the green felt): white on it is 7.6:1
# footers: only the buttons that do something on that page
FOOT_MENU = words.FOOT_MENU  # "P1/P2 P4/P5 move, SPIT ok"
FOOT_SETTINGS = words.FOOT_SETTINGS  # "P1/P2 P4/P5 move, L/R change"
_FOOT_ROOM = const(ROWS // 2)  # a half's list keeps its cursor this many rows from its edge


def said_rows(lang, rows):
    """Rows (each as ``said`` takes it) as one multi-line text in language lang."""
    return "\n".join([said(lang, row) for row in rows])


class Half:
    """One player's copy of a page."""

    def __init__(self, group, dirty, player, bar_palette, inks):
        self.player = player
        self.dirty = dirty
        self.bar = vectorio.Rectangle(
            pixel_shader=bar_palette, width=_BAR_W, height=_ROW_DY, x=0, y=0
        )
        self.bar.hidden = True
        group.append(self.bar)
        self.row = -1
        self.inks = inks  # (yellow, white, grey, the page font): one each for both halves
        self.head = Text(group, dirty, player, 160, _HEAD_CY, 316, 24, scale=2, palette=inks[0])
        h = ROWS * _ROW_DY
        font = inks[3]
        self.names = Text(group, dirty, player, _NAMES_X, _ROWS_Y, _NAMES_W, h, 0, top=True,
                          palette=inks[1], font=font)  # fmt: skip
        self.foot = Text(group, dirty, player, 160, _FOOT_CY, 310, _ROW_DY, palette=inks[2],
                         font=font)  # fmt: skip
        self.corner = None  # type: Any  # the title's: what firmware this is (see Pages.corner)
        self.gauge = None  # type: Any  # the battery gauge, on the menus (made when first shown)
        self.values = None  # type: Any  # made for the settings page only (see extras)
        self.names_off = None  # type: Any
        self.values_off = None  # type: Any
        self.thumb = None  # type: Any

    def extras(self, group, thumb_palette):
        """The settings page's values, greyed columns and scroll marker (the other pages have no
        values, and the pause menu's page must fit beside a game on the heap)."""
        if self.thumb is not None:
            return
        dirty, player, rows, h = self.dirty, self.player, _ROWS_Y, ROWS * _ROW_DY
        inks = self.inks
        font = inks[3]
        self.values = Text(group, dirty, player, _VALUES_X, rows, _VALUES_W, h, 0, top=True,
                           palette=inks[1], font=font)  # fmt: skip
        # rows that do not apply, greyed: the same places, blank lines for the other rows
        self.names_off = Text(group, dirty, player, _NAMES_X, rows, _NAMES_W, h, 0, top=True,
                              palette=inks[2], font=font)  # fmt: skip
        self.values_off = Text(group, dirty, player, _VALUES_X, rows, _VALUES_W, h, 0, top=True,
                               palette=inks[2], font=font)  # fmt: skip
        self.thumb = vectorio.Rectangle(pixel_shader=thumb_palette, width=_THUMB_W, height=1,
                                        x=0, y=0)  # fmt: skip
        self.thumb.hidden = True
        group.append(self.thumb)

    def set_corner(self, group, words):
        """Small grey words right-aligned in the heading's row (made the first time)."""
        self.corner = self._small(self.corner, group, words, 316, 138, 1)

    def set_gauge(self, group, words):
        """The battery gauge ("Battery 3/4", "USB"): small grey words at the heading's left."""
        self.gauge = self._small(self.gauge, group, words, 4, 84, 0)

    def _small(self, text, group, words, x, width, anchor):
        # Small grey words in the heading's row: ``text`` (None: made when first there are some).
        if text is None:
            if not words:
                return None
            text = Text(group, self.dirty, self.player, x, _HEAD_CY, width, 12, anchor=anchor,
                        palette=self.inks[2])  # fmt: skip
        text.set(words)
        return text

    def scroll(self, top, shown, total):
        """The scroll marker: a thin bar beside the rows, as long and as far down the track as
        the rows in view are of the whole menu; hidden when it all fits."""
        thumb = self.thumb
        if thumb is None:
            return
        track = ROWS * _ROW_DY
        if not thumb.hidden:
            self.dirty.add(thumb.x, thumb.y, _THUMB_W, thumb.height)
        if total <= shown:
            thumb.hidden = True
            return
        h = max(6, track * shown // total)
        y = _ROWS_Y + (track - h) * top // (total - shown)
        thumb.height = h
        thumb.x = halves.mirror_x(self.player, _THUMB_X, _THUMB_W)
        thumb.y = halves.mirror_y(self.player, y, h)
        thumb.hidden = False
        self.dirty.add(thumb.x, thumb.y, _THUMB_W, h)

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
        y = _ROWS_Y + row * _ROW_DY
        bar.x = halves.mirror_x(self.player, _BAR_X, _BAR_W)
        bar.y = halves.mirror_y(self.player, y, _ROW_DY)
        bar.hidden = False
        if was < 0:
            self.dirty.add(bar.x, bar.y, _BAR_W, _ROW_DY)
        else:  # displayio repaints a moved shape's old and new place as one band
            y0 = min(was, bar.y)
            self.dirty.add(bar.x, y0, _BAR_W, max(was, bar.y) + _ROW_DY - y0)


class Pages:
    """Title/menu/message pages for both halves, drawn into `group` (shown instead of the table)."""

    def __init__(self, group, dirty, langs=(0, 0)):
        palette = displayio.Palette(1)
        palette[0] = _BAR
        self.langs = langs  # each half's language (the view's list: spit.screen.lang's numbers)
        self.group = group
        self.thumb = None  # type: Any  # the scroll marker's palette, with the extras
        from spit.screen import page_font

        inks = (ink(halves.YELLOW), ink(halves.WHITE), ink(_GREY), page_font.sheet())
        self.halves = (Half(group, dirty, 0, palette, inks), Half(group, dirty, 1, palette, inks))
        self.menu = None
        self.version = -1
        self.top = -1  # first menu item in view
        self.top_drawn = -1  # ... as the scroll marker shows it
        # the rows drawn last (as spit.screen.text.said takes them): a column is set again only
        # when its rows changed
        self.names = []  # type: Any
        self.values = []  # type: Any
        self.off = ([], [])  # type: Any

    @staticmethod
    def needs_extras(menu):
        """A menu with settings (greyed rows) or more rows than fit (a scroll marker)."""
        return menu.target is not None or len(menu.items) > ROWS

    def show_menu(self, menu, corner=""):
        """Show a spit.console.flow.menu.Menu (title, settings or pause) on both halves; `corner`:
        small grey words in the heading's corner (the title names the firmware)."""
        self.menu = menu
        self.version = -1
        self.top = -1
        self.top_drawn = -1
        self.names = self.values = self.off = None  # type: ignore[assignment]  # (a language anew)
        if self.needs_extras(menu):
            if self.thumb is None:
                self.thumb = displayio.Palette(1)
                self.thumb[0] = _GREY
            for half in self.halves:
                half.extras(self.group, self.thumb)
        footer = getattr(menu, "footer", None) or (  # a menu's own note (the title's)
            FOOT_SETTINGS if menu.target is not None else FOOT_MENU
        )
        for half in self.halves:
            lang = self.langs[half.player]
            half.head.set(said(lang, menu.title))
            half.foot.set(said(lang, footer))
            half.set_corner(self.group, corner)
        self.update()

    def set_gauge(self, gauge):
        """The battery gauge on both halves' heading (a menu's; "" hides it), as
        spit.screen.text.said takes it: each half in its language."""
        for half in self.halves:
            half.set_gauge(self.group, said(self.langs[half.player], gauge))

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
        n = len(menu.items)
        end = min(n, top + ROWS)
        on = [menu.applies(i) for i in range(top, end)]
        # each column's rows as words' numbers and figures (spit.screen.text.said): each half
        # says them in its language
        names = [menu.label(i) if on[i - top] else "" for i in range(top, end)]
        values = [menu.value_text(i) if on[i - top] else "" for i in range(top, end)]
        off = (
            ["" if on[i - top] else menu.label(i) for i in range(top, end)],
            ["" if on[i - top] else menu.value_text(i) for i in range(top, end)],
        )
        moved = top != self.top_drawn
        self.top_drawn = top
        for half in self.halves:
            lang = self.langs[half.player]
            if names != self.names:
                half.names.set(said_rows(lang, names))
            if values != self.values and half.values is not None:
                half.values.set(said_rows(lang, values))
            if off != self.off and half.names_off is not None:
                half.names_off.set(said_rows(lang, off[0]))
                half.values_off.set(said_rows(lang, off[1]))
            if moved:
                half.scroll(top, end - top, n)
            half.highlight(cursor - top)
        self.names = names
        self.values = values
        self.off = off

    def show_message(self, heading, lines=(), footer=words.PRESS_SPIT):
        """A page of text on both halves: an error, statistics, a result."""
        self.menu = None
        body = lines[:ROWS]
        for half in self.halves:
            lang = self.langs[half.player]
            half.head.set(said(lang, heading))
            half.names.set(said_rows(lang, body))
            if half.names_off is not None:
                half.values.set("")
                half.names_off.set("")
                half.values_off.set("")
            half.scroll(0, 0, 0)
            half.highlight(-1)
            half.foot.set(said(lang, footer))
            half.set_corner(self.group, "")
            half.set_gauge(self.group, "")
        self.names = body
        self.values = ""
        self.off = ("", "")

    def show_list(self, player, heading, labels, cursor, footer):
        """One half's own list (the other half keeps its own): its reader's heading, five rows
        around the cursor's, the bar on it, where it is in a longer list ("3/14") in the corner."""
        self.menu = None
        self.names = None  # type: ignore[assignment]  # the next menu draws its rows afresh
        half = self.halves[player]
        top = max(0, min(cursor - _FOOT_ROOM, len(labels) - ROWS))
        lang = self.langs[player]
        half.head.set(said(lang, heading))
        half.names.set(said_rows(lang, labels[top : top + ROWS]))
        half.highlight(cursor - top)
        half.foot.set(said(lang, footer))
        n = len(labels)
        half.set_corner(self.group, "%d/%d" % (cursor + 1, n) if n > ROWS else "")
