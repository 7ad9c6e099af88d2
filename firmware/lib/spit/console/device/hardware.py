# SPDX-License-Identifier: MIT
"""What ``spit.console.device.hw.build()`` hands the app (``Hardware``), and the console's clock.

Kept for the console's life, so it is small: the app's objects refer to it, not to the boot-only
code that makes the parts (``spit.console.flow.parts``) or the hardware
(``spit.console.device.hw``).
"""

import time

try:
    from typing import Any, Callable, Optional  # noqa: F401 (type comments)
except ImportError:
    pass


class Hardware:
    # What ``spit.console.device.hw.build()`` hands the app: each piece or ``None``, the clock, the
    # settings read.

    def __init__(self):
        # type: () -> None
        self.display = None  # type: Any
        self.display_kind = "none"
        self.keys = None  # type: Any
        self.event = None  # type: Any  # one keypad.Event, reused for every key read
        self.audio = None  # type: Any
        self.synth = None  # type: Any
        self.log_out = None  # type: Any
        self.vsys = None  # type: Any  # analogio.AnalogIn on VSYS / 3 (spit.console.device.battery)
        self.vbus = None  # type: Any  # digitalio.DigitalInOut on VBUS sense
        self.backlight_pwm = True  # False: the backlight is wired to 3V3 (brightness "fixed")
        self.console = None  # type: Any
        self.nvm = None  # type: Any
        self.watchdog = None  # type: Any
        self.watchdog_mode = None  # type: Any  # watchdog.WatchDogMode.RESET, found at boot
        self.watchdog_s = 8.0
        self.debug = False
        self.hwtest_at_boot = False
        self.seed = None  # type: Optional[int]
        self.language = 0  # a fresh console's language (settings.toml's; -1: none, ask)
        self.board_id = ""
        self.problems = []  # type: list[str]
        self.refused = []  # type: list[str]  # settings.toml keys refused (their default used)
        self.reset_reason = ""  # microcontroller.cpu.reset_reason's name: "WATCHDOG", ...
        self.woke = None  # type: Any  # the sleep memory's bytes at boot (spit.console.flow.nap)
        self.held = 0  # the keys down at boot, a bit each (a press that woke it from sleep)
        self.ticks_ms = ticks_ms  # type: Callable[[], int]
        self.sleep_ms = sleep_ms  # type: Callable[[int], None]

    def note(self, what, err):
        # type: (str, Any) -> None
        # Remember why an optional piece is missing (logged at boot).
        self.problems.append(what + ": " + str(err))


try:  # The console's clock (the simulator swaps it). Bound once: the frame wait reads it every
    from supervisor import ticks_ms  # ms, and an import in it cost ~10 % of an idle Pico's CPU.
except ImportError:  # CPython without the simulator: the same ms and 2**29 wrap

    def ticks_ms():
        # type: () -> int
        return (time.monotonic_ns() // 1000000) & 0x1FFFFFFF


def sleep_ms(ms):
    # type: (int) -> None
    # The frame wait (the simulator swaps this function to run its own clock).
    time.sleep(ms / 1000)  # (0 too: a late frame still lets USB and the tick run once)
