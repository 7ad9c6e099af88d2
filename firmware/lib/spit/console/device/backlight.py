# SPDX-License-Identifier: MIT
"""The screen's backlight: the ``brightness`` setting's 5 steps, dim and dark when idle.

CircuitPython drives the backlight pin ``spit.console.device.hw`` gave the display (GP22 on the
Pico) as a PWM output (``BusDisplay.brightness``: duty = brightness x 65535). A board whose
backlight is wired to 3V3 (the Feather RP2040 build) cannot: its display raises on a brightness, and
this module says "fixed" instead.

    light = Backlight(hw.display, adjustable=hw.backlight_pwm)
    light.set_step(step)         # the setting, 0..4 (4 = full); applied unless dimmed or dark
    light.show(AWAKE | DIM | DARK)
    light.fixed                  # True: the settings screen shows "fixed"
    idle = Idle(dim_min, dark_min)
    idle.state(now)              # AWAKE, DIM, DARK from the last press
    idle.press(now)              # True when that press only woke the screen (spend it on that)
"""

from adafruit_ticks import ticks_add, ticks_diff
from micropython import const

try:
    from typing import Any  # noqa: F401 (type comments)
except ImportError:
    pass

STEPS = const(5)
DEFAULT_STEP = const(4)
# Brightness of each step: the eye's response to light is roughly a cube root (CIE lightness),
# so even steps of duty would look bunched at the top; these look about evenly spaced.
LEVELS = (0.06, 0.15, 0.3, 0.55, 1.0)
DIM_LEVEL = 0.06  # idle, dimmed: readable, a sixteenth of the current (the lowest step)

AWAKE = const(0)
DIM = const(1)
DARK = const(2)

DIM_MIN_DEFAULT = const(1)  # the dim_min setting
DARK_MIN_DEFAULT = const(5)  # the dark_min setting
_MINUTE = const(60000)


def level_of(step):
    # type: (int) -> float
    """The brightness (0..1) of setting ``step``; out-of-range steps read as full."""
    return LEVELS[step] if 0 <= step < STEPS else LEVELS[DEFAULT_STEP]


class Backlight:
    """The display's backlight through ``BusDisplay.brightness`` (see the module docstring)."""

    def __init__(self, display, adjustable=True, step=DEFAULT_STEP):
        # type: (Any, bool, int) -> None
        self.display = display
        self.fixed = display is None or not adjustable
        self.step = step
        self.mode = AWAKE
        self.level = 1.0  # what the backlight was last set to (1.0 when fixed)
        self._apply()

    def set_step(self, step):
        # type: (int) -> None
        self.step = step if 0 <= step < STEPS else DEFAULT_STEP
        self._apply()

    def show(self, mode):
        # type: (int) -> None
        """AWAKE (the setting), DIM (the lower of DIM_LEVEL and the setting) or DARK (off)."""
        if mode != self.mode:
            self.mode = mode
            self._apply()

    def _apply(self):
        # type: () -> None
        if self.fixed:
            return
        level = level_of(self.step)
        if self.mode == DIM:
            level = min(level, DIM_LEVEL)
        elif self.mode == DARK:
            level = 0.0
        try:
            self.display.brightness = level
            self.level = level
        except Exception:  # noqa: BLE001 - "Brightness not adjustable": backlight on 3V3
            self.fixed = True
            self.level = 1.0


class Idle:
    """Minutes without a press -> AWAKE, DIM, DARK (0 minutes: never)."""

    def __init__(self, dim_min=DIM_MIN_DEFAULT, dark_min=DARK_MIN_DEFAULT, now=0):
        # type: (int, int, int) -> None
        self.dim_ms = dim_min * _MINUTE
        self.dark_ms = dark_min * _MINUTE
        self.last = now
        self.mode = AWAKE

    def set_minutes(self, dim_min, dark_min):
        # type: (int, int) -> None
        self.dim_ms = dim_min * _MINUTE
        self.dark_ms = dark_min * _MINUTE

    def state(self, now):
        # type: (int) -> int
        idle = ticks_diff(now, self.last)
        cap = max(self.dim_ms, self.dark_ms)
        if cap and idle > cap:  # held at its last step: days idle never wrap (2**28 ms) to awake
            self.last = ticks_add(now, -cap)
        if self.dark_ms and idle >= self.dark_ms:
            self.mode = DARK
        elif self.dim_ms and idle >= self.dim_ms:
            self.mode = DIM
        else:
            self.mode = AWAKE
        return self.mode

    def press(self, now):
        # type: (int) -> bool
        """A press at ``now``: True when the screen was dim or dark (the press only wakes it)."""
        woke = self.state(now) != AWAKE
        self.last = now
        self.mode = AWAKE
        return woke
