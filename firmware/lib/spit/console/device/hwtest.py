# SPDX-License-Identifier: MIT
"""Hardware test mode: what a builder runs to check every wire of a fresh console.

On screen: the 16 buttons as tiles (B's row on top, turned as his panel sits, A's below), each
with its name and key number: grey = not pressed yet, green = held now, blue = has worked; the
last press as player, button, key number and the board pin it is wired to (from
``spit.console.device.pins``); how many buttons have worked; the keypad's scan interval (set, and
the finest timestamp step seen), the loop period, the longest wait between a press being scanned and
the test seeing it, and the free heap. The whole background cycles red, green, blue, white, black
with the colour's name (a BGR panel shows "RED" in blue). Every press beeps, each button its own
cue. Works the same in the simulator.

Interface (what ``spit.console.flow.app`` calls; all hardware comes in through ``hw``):

    test = HwTest(hw, view, sound)   # hw: .display (or None), .board_id; sound: console.sound
    test.press(key, pressed, t)      # every raw key edge, presses AND releases, t in ticks_ms
    done = test.step(now)            # once a frame; True when the builder has left the test

On leaving (or ``close()``), the display gets back the group it showed before. Leave: press the
same SPIT ``_EXIT_PRESSES`` times within ``_EXIT_MS`` (works with one panel, needs no release
events). Enter: the settings menu's "Hardware test", or B's SPIT held at power-up
(``spit.console.device.hw.HWTEST_KEY``).
Costs ~23 lines of font tiles while it runs; nothing is kept after ``close()``.
"""

import gc

import displayio
import vectorio
from adafruit_ticks import ticks_diff
from micropython import const

from spit.console.device import pins as pinmap
from spit.input import panel
from spit.screen import words
from spit.screen.halves import Dirty
from spit.screen.text import GLYPH_H, GLYPH_W, Text, said

try:
    from typing import Any, Optional  # noqa: F401 (type comments)
except ImportError:
    pass

_EXIT_PRESSES = const(3)
_EXIT_MS = const(2000)
COLOUR_MS = const(1000)  # each background colour shows this long
_STATS_MS = const(500)  # the figures line is rebuilt at most this often

COLOURS = ((words.C_RED, 0xFF0000), (words.C_GREEN, 0x00FF00), (words.C_BLUE, 0x0000FF),
           (words.C_WHITE, 0xFFFFFF), (words.C_BLACK, 0x000000))  # fmt: skip
_NOT_YET = const(0)
HELD = const(1)
WORKED = const(2)
TILE_COLOURS = (0x505050, 0x00A000, 0x2050E0)  # by tile state
PLAYERS = ("A", "B")

_TILE_W = const(38)
_TILE_X0 = const(4)
_TILE_DX = const(40)
_ROW_Y = (104, 52)  # top of A's row, B's row


def _label(group, dirty, x, y, chars, text="", colour=0xFFFFFF, background=0x000000):
    # type: (Any, Any, int, int, int, str, int, Optional[int]) -> Any
    # A line of up to `chars` characters, its left edge at x, its top at y.
    label = Text(group, dirty, 0, x, y, chars * GLYPH_W, GLYPH_H, anchor=0, color=colour,
                 top=True, ground=background)  # fmt: skip
    label.set(text)
    return label


class HwTest:
    """One hardware test session (see the module docstring)."""

    def __init__(self, hw, view=None, sound=None, lang=0):
        # type: (Any, Any, Any, int) -> None
        self.lang = lang  # the console's language (spit.screen.lang's number): the words below
        self.display = getattr(hw, "display", None)
        self.sound = sound
        wiring = pinmap.board_pins(getattr(hw, "board_id", "")) or pinmap.PICO
        self.pin_names = wiring["panel"]
        mem_free = getattr(hw, "mem_free", None) or getattr(gc, "mem_free", None)
        self.mem_free = mem_free  # type: Any
        self.scan_ms = getattr(hw, "key_interval_ms", panel.SCAN_INTERVAL_MS)
        self.state = bytearray(panel.KEYS)
        self.worked = 0
        self.presses = 0
        self.last_key = -1
        self.last_pressed = False
        self.done = False
        self.step_seen = 0  # finest nonzero step between event timestamps (0 = none yet)
        self.lag_ms = 0  # longest scan-to-step wait since the figures were last shown
        self.loop_ms = 0  # longest step-to-step period since the figures were last shown
        self.colour = 0
        self._pending = []  # type: list[int]  # event times not yet seen by step()
        self._last_t = None  # type: Optional[int]
        self._prev_step = None  # type: Optional[int]
        self._colour_t = None  # type: Optional[int]
        self._stats_t = None  # type: Optional[int]
        self._exit_key = -1
        self._exit_count = 0
        self._exit_t = 0
        self._beep = 0  # the press count last beeped
        self.gauge = None  # type: Any  # the app's battery gauge (spit.console.device.battery), if any
        self.previous_group = None  # type: Any
        self._build()

    # -- the screen ----------------------------------------------------------------------
    def _build(self):
        # type: () -> None
        self.group = displayio.Group()
        self.backdrop = displayio.Palette(1)
        self.backdrop[0] = COLOURS[0][1]
        self.group.append(
            vectorio.Rectangle(pixel_shader=self.backdrop, width=320, height=240, x=0, y=0)
        )
        dirty = self.dirty = Dirty(4)  # nothing counts it: displayio tracks its own changes
        self.title = _label(self.group, dirty, 4, 4, 30)
        _label(self.group, dirty, 4, _ROW_Y[1] - 14, 8, said(self.lang, words.PLAYER_B))
        _label(self.group, dirty, 4, _ROW_Y[0] - 14, 8, said(self.lang, words.PLAYER_A))
        self.tiles = []  # type: list[Any]
        names = panel.BUTTON_NAMES
        for key in range(panel.KEYS):
            player, button = panel.player_of(key), panel.button_of(key)
            # B faces A across the table: his row runs as his buttons sit, P1 on A's right
            x = _TILE_X0 + (button if player == 0 else panel.BUTTONS - 1 - button) * _TILE_DX
            name = names[button]
            left = (4 - len(name)) // 2  # centred in 4 characters (MicroPython has no center())
            text = " " * left + name + " " * (4 - len(name) - left) + "\n" + "%3d " % key
            tile = Text(self.group, dirty, 0, x + (_TILE_W - 36) // 2, _ROW_Y[player], 36,
                        2 * GLYPH_H, anchor=0, top=True,
                        ground=TILE_COLOURS[0])  # fmt: skip
            tile.set(" " + text.replace("\n", "\n "))
            self.tiles.append(tile)
        self.last_line = _label(self.group, dirty, 4, 146, 52, said(self.lang, words.HW_PRESS_ALL))
        self.count_line = _label(self.group, dirty, 4, 164, 52)
        self.stats_line = _label(self.group, dirty, 4, 182, 52)
        self.mem_line = _label(self.group, dirty, 4, 200, 52)
        _label(self.group, dirty, 4, 222, 52, said(self.lang, words.HW_LEAVE, _EXIT_PRESSES))
        self._show_title()
        self._show_count()
        if self.display is not None:
            self.previous_group = self.display.root_group
            self.display.root_group = self.group

    def _show_title(self):
        # type: () -> None
        self.title.set(said(self.lang, words.HW_TITLE, said(self.lang, COLOURS[self.colour][0])))

    def _show_count(self):
        # type: () -> None
        self.count_line.set(said(self.lang, words.HW_WORKED, self.worked, panel.KEYS, self.presses))

    def _show_tile(self, key):
        # type: (int) -> None
        tile = self.tiles[key]
        tile.set(tile.text, ground=TILE_COLOURS[self.state[key]])

    def _show_stats(self):
        # type: () -> None
        seen = ("%d ms" % self.step_seen) if self.step_seen else "-"
        lang = self.lang
        self.stats_line.set(said(lang, words.HW_STATS, self.scan_ms, seen, self.loop_ms,
                                 self.lag_ms))  # fmt: skip
        free = self.mem_free() if self.mem_free is not None else -1
        line = said(lang, words.HW_FREE, free) if free >= 0 else said(lang, words.HW_FREE_NA)
        gauge = self.gauge
        if gauge is not None and gauge.volts is not None:  # the app's battery gauge, smoothed
            state = gauge.text() or "-"  # ("3/4", "USB"; low and empty in words)
            if state == "LOW" or state == "EMPTY":
                state = said(lang, words.GAUGE_LOW if state == "LOW" else words.GAUGE_EMPTY)
            line += said(lang, words.HW_BATTERY, state, "%.2f" % gauge.volts)
        self.mem_line.set(line)

    # -- input ---------------------------------------------------------------------------
    def press(self, key, pressed, t):
        # type: (int, bool, int) -> None
        """One raw key edge. Out-of-range keys (a garbled source) are ignored."""
        if key < 0 or key >= panel.KEYS or self.done:
            return
        if self._last_t is not None:
            step = ticks_diff(t, self._last_t)
            if step > 0 and (self.step_seen == 0 or step < self.step_seen):
                self.step_seen = step
        self._last_t = t
        if len(self._pending) < 32:  # a mashing builder must not grow the list without bound
            self._pending.append(t)
        if not pressed:
            if self.state[key] == HELD:
                self.state[key] = WORKED
                self._show_tile(key)
            return
        self.presses += 1
        if self.state[key] == _NOT_YET:
            self.worked += 1
        self.state[key] = HELD
        self._show_tile(key)
        self._show_last(key)
        self._show_count()
        self._count_exit(key, t)

    def _show_last(self, key):
        # type: (int) -> None
        player, button = panel.player_of(key), panel.button_of(key)
        self.last_key = key
        self.last_line.set(said(self.lang, words.HW_LAST, PLAYERS[player],
                                panel.BUTTON_NAMES[button], key, self.pin_names[key]))  # fmt: skip

    def _count_exit(self, key, t):
        # type: (int, int) -> None
        if panel.button_of(key) != panel.SPIT:
            self._exit_count = 0
            return
        if key == self._exit_key and ticks_diff(t, self._exit_t) <= _EXIT_MS:
            self._exit_count += 1
        else:
            self._exit_key = key
            self._exit_count = 1
        self._exit_t = t
        if self._exit_count >= _EXIT_PRESSES:
            self.done = True

    # -- once a frame --------------------------------------------------------------------
    def step(self, now):
        # type: (int) -> bool
        """Colours, beeps and figures; True (and the old screen back) once the builder left."""
        if self._prev_step is not None:
            self.loop_ms = max(self.loop_ms, ticks_diff(now, self._prev_step))
        self._prev_step = now
        for t in self._pending:
            self.lag_ms = max(self.lag_ms, ticks_diff(now, t))
        del self._pending[:]
        if self.presses != self._beep and self.sound is not None and self.last_key >= 0:
            self._beep = self.presses
            self.sound.cue(panel.button_of(self.last_key), now)
        if self._colour_t is None:
            self._colour_t = now
        elif ticks_diff(now, self._colour_t) >= COLOUR_MS:
            self._colour_t = now
            self.colour = (self.colour + 1) % len(COLOURS)
            self.backdrop[0] = COLOURS[self.colour][1]
            self._show_title()
        if self._stats_t is None or ticks_diff(now, self._stats_t) >= _STATS_MS:
            self._stats_t = now
            self._show_stats()
            self.loop_ms = self.lag_ms = 0
        if self.done:
            self.close()
        return self.done

    def close(self):
        # type: () -> None
        """Give the display back the group it showed before the test."""
        self.done = True
        if self.display is not None and self.display.root_group is self.group:
            self.display.root_group = self.previous_group
