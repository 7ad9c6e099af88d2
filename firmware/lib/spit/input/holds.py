# SPDX-License-Identifier: MIT
"""Long presses: an ``adafruit_debouncer.Button`` per held key, over a predicate on key state.

The pause (SPIT held 2 s), the menus' hold-to-repeat and the power-up holds are long-press
gestures, not races: nobody wins them by a millisecond. So they are Adafruit's ``Button``
(``long_duration_ms``), fed by ``held_ms(key, now)`` - normally ``Race.held_ms``, the race's
debounced key state (a press made on this screen, how long ago; a key held into it is no hold)
- and timed by the Button's own clock, ``adafruit_ticks.ticks_ms()`` (``supervisor.ticks_ms()``;
the simulator drives it). A handicap moves press times in the race, not this clock.

Memory (stock CircuitPython loads the library's code into RAM): a key's Button is made only once
it has been held ``load_ms`` (a tap never makes one) and let go with the key; the library itself
is imported with the first Button and let go with the last (docs/INPUT.md "Long presses").
``update()`` allocates nothing while the set of held keys stays the same.
"""

import sys

from adafruit_ticks import ticks_diff, ticks_ms

from spit.input.panel import LOAD_MS

try:
    from typing import Any, Callable  # noqa: F401 (type comments)
except ImportError:
    pass

# A key held LOAD_MS (spit.input.panel: 250 ms) gets its Button: calls and menu taps are shorter.


class Holds:
    """Long presses of ``keys``: held ``long_ms``, a key comes due once, or with ``every_ms``
    again every ``every_ms`` after that (a menu's hold-to-repeat). ``held_ms(key, now)`` says
    how long ``key`` has been held by ``now`` (-1: not held)."""

    def __init__(self, held_ms, keys, long_ms, every_ms=0, load_ms=LOAD_MS):
        # type: (Callable[[int, int], int], tuple[int, ...], int, int, int) -> None
        self.held = held_ms
        self.keys = keys
        self.long_ms = long_ms
        self.every_ms = every_ms
        self.load_ms = load_ms if load_ms < long_ms else long_ms
        self.buttons = [None] * len(keys)  # type: list[Any]
        self.done = bytearray(len(keys))  # times each key came due in its present hold
        self.made = 0  # Buttons made (the library is loaded while any exists)
        self.now = 0  # the Buttons' clock at this update (what their predicates ask about)

    def update(self):
        # type: () -> int
        """Update every held key's Button (once a frame); the index in ``keys`` of one hold
        that came due, else -1. Another one due at the same time comes at the next update."""
        found = -1
        self.now = ticks_ms()
        for i in range(len(self.keys)):
            b = self.buttons[i]
            if b is None:
                if self.held(self.keys[i], self.now) < self.load_ms:
                    continue
                b = self._make(i)
            b.update()
            if not b.value:
                self._drop(i)
                continue
            if self.held(self.keys[i], self.now) < 0:
                continue  # let go: its Button sees it at its next look; nothing comes due now
            due = self._due(b)
            if found < 0 and due > self.done[i]:
                self.done[i] = due if due < 255 else 254
                found = i
        return found

    def _make(self, i):
        # type: (int) -> Any
        from adafruit_debouncer import Button  # (loaded with the first Button)

        key = self.keys[i]
        # held since load_ms ago: the Button counts the rest; interval 0: the race (or the
        # keypad) has debounced the key already
        b = Button(
            lambda: self.held(key, self.now) >= 0, long_duration_ms=self.long_ms - self.load_ms,
            value_when_pressed=True, interval=0,
        )  # fmt: skip
        self.buttons[i] = b
        self.made += 1
        return b

    def _drop(self, i):
        # type: (int) -> None
        self.buttons[i] = None
        self.done[i] = 0
        self.made -= 1
        if not self.made:  # no hold under way: the library's code goes back to the heap
            sys.modules.pop("adafruit_debouncer", None)

    def let_go(self):
        # type: () -> None
        """Drop every Button (these holds are no longer looked at) and with them the library."""
        for i in range(len(self.keys)):
            if self.buttons[i] is not None:
                self._drop(i)

    def _due(self, b):
        # type: (Any) -> int
        # How many times a key held this long has come due (its long press, then its repeats).
        if not b.long_registered:
            return 0
        if not self.every_ms:
            return 1
        late = ticks_diff(ticks_ms(), b.last_change_ms) - (self.long_ms - self.load_ms)
        return 1 + (late if late > 0 else 0) // self.every_ms

    def held_ms(self, i):
        # type: (int) -> int
        """How long key ``keys[i]`` has been held towards its long press (-1: up, or due)."""
        b = self.buttons[i]
        if b is not None and b.long_registered:
            return -1
        return self.held(self.keys[i], ticks_ms())
