# SPDX-License-Identifier: MIT
"""Long presses: one ``adafruit_debouncer.Button`` per key, over a predicate on key state.

The pause (SPIT held 2 s), the menus' hold-to-repeat and the power-up holds are long-press
gestures, not races: nobody wins them by a millisecond. So they are Adafruit's ``Button``
(``long_duration_ms``), fed by ``held(key)`` - normally ``Race.is_held``, the race's debounced
key state (presses made on this screen; a key held into it is no hold) - and timed by the
Button's own clock, ``adafruit_ticks.ticks_ms()`` (``supervisor.ticks_ms()``; the simulator
drives it). A handicap moves press times in the race, not this clock: it never delays a pause.

Cost (docs/INPUT.md "Long presses"): each Button ~250 B; ``update()`` allocates nothing.
"""

from adafruit_debouncer import Button
from adafruit_ticks import ticks_diff, ticks_ms

try:
    from typing import Any, Callable  # noqa: F401 (type comments)
except ImportError:
    pass


def _button(held, key, long_ms):
    # type: (Callable[[int], bool], int, int) -> Any
    # interval 0: the race (or keypad) has debounced the key already; a change counts at the
    # Button's next update (one frame).
    return Button(lambda: held(key), long_duration_ms=long_ms, value_when_pressed=True, interval=0)


class Holds:
    """Long presses of ``keys``: held longer than ``long_ms``, a key comes due once, or with
    ``every_ms`` again every ``every_ms`` after that (a menu's hold-to-repeat)."""

    def __init__(self, held, keys, long_ms, every_ms=0):
        # type: (Callable[[int], bool], tuple[int, ...], int, int) -> None
        self.keys = keys
        self.long_ms = long_ms
        self.every_ms = every_ms
        self.buttons = [_button(held, k, long_ms) for k in keys]
        self.done = bytearray(len(keys))  # times each key came due in its present hold

    def update(self):
        # type: () -> int
        """Update every Button (once a frame); the index in ``keys`` of one hold that came due,
        else -1. Another one due at the same time comes at the next update (still held)."""
        found = -1
        for i in range(len(self.buttons)):
            b = self.buttons[i]
            b.update()
            if not b.value:
                self.done[i] = 0
                continue
            due = self._due(b)
            if found < 0 and due > self.done[i]:
                self.done[i] = due if due < 255 else 254
                found = i
        return found

    def _due(self, b):
        # type: (Any) -> int
        # How many times a key held this long has come due (its long press, then its repeats).
        if not (b.long_press or b.long_registered):
            return 0
        if not self.every_ms:
            return 1
        late = ticks_diff(ticks_ms(), b.last_change_ms) - self.long_ms
        return 1 + (late if late > 0 else 0) // self.every_ms

    def held_ms(self, i):
        # type: (int) -> int
        """How long key ``keys[i]`` has been held towards its long press (-1: up, or due)."""
        b = self.buttons[i]
        if not b.value or b.long_registered:
            return -1
        return ticks_diff(ticks_ms(), b.last_change_ms)
