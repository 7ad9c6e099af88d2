# SPDX-License-Identifier: MIT
"""The console's parts, each made once by the app: log, statistics, view, CPU-player maker.

Each maker copes with what is missing: no nvm keeps the settings in RAM, no display gives no
view, no ``spit.input.bot`` in the firmware gives no CPU player (the menu offers it, nobody plays
it).
"""

import time

from spit.screen import forget

try:
    from typing import Any, Callable, Optional  # noqa: F401 (type comments)
except ImportError:
    pass


class Hardware:
    # What ``spit.console.hw.build()`` hands the app: each piece or ``None``, the clock, the
    # settings read. It lives here, not in ``spit.console.hw``, so that no object the app keeps
    # refers to the boot-only hw code, and code.py can let that code go once the hardware is built.

    def __init__(self):
        # type: () -> None
        self.display = None  # type: Any
        self.display_kind = "none"
        self.keys = None  # type: Any
        self.event = None  # type: Any  # one keypad.Event, reused for every key read
        self.audio = None  # type: Any
        self.synth = None  # type: Any
        self.log_out = None  # type: Any
        self.vsys = None  # type: Any  # analogio.AnalogIn on VSYS / 3 (spit.console.battery)
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
        self.board_id = ""
        self.problems = []  # type: list[str]
        self.refused = []  # type: list[str]  # settings.toml keys refused (their default used)
        self.reset_reason = ""  # microcontroller.cpu.reset_reason's name: "WATCHDOG", ...
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


def arm_watchdog(hw):
    # type: (Hardware) -> bool
    # Start the watchdog in RESET mode (the app calls this when its loop begins, so slow
    # imports at boot cannot trip it); from then on only ``hw.watchdog.feed()`` keeps it quiet.
    if hw.watchdog is None or hw.watchdog_mode is None:
        return False
    try:
        hw.watchdog.timeout = hw.watchdog_s
        hw.watchdog.mode = hw.watchdog_mode
        return True
    except Exception as err:  # noqa: BLE001 - no watchdog is a weaker console, not a dead one
        hw.watchdog = None
        hw.note("watchdog", err)
        return False


def short(err):
    # type: (BaseException) -> str
    # The fault screen's words: what failed, where and what to do when a file on the drive is
    # to blame (spit_fault.py at the drive's root, loaded for this only), else the error.
    name = type(err).__name__
    text = str(err)
    try:
        import spit_fault  # type: ignore[import-not-found]

        said = spit_fault.explain(err, False)
        if said is not None:
            return (said[0] + " " + said[1])[:128]
    except Exception:  # noqa: BLE001 - no explainer on this drive (or no heap for it)
        pass
    finally:
        forget("spit_fault")
    return (name + ": " + text)[:128] if text else name  # the fault screen wraps it


def boot_notice(hw, log, now, stats=None):
    # type: (Hardware, Any, int, Any) -> str
    # What the title's footer says about this boot: a watchdog restart, statistics a power cut
    # took, refused settings.
    if hw.reset_reason == "WATCHDOG":
        log.note(now, "restarted by the watchdog")
        return "Restarted: faults or a hang"
    health = stats.health if stats is not None else 1
    if health == 4:  # spit.console.stats.LOST
        log.note(now, "stats reset by a power cut (%d so far)" % stats.cut_resets)
        return "Power cut: stats reset (%d)" % stats.cut_resets
    if health == 2:  # spit.console.store.DAMAGED: the newest record unread (an older one, or none)
        log.note(now, "stats damaged: the newest record could not be read")
        return "Saved stats were damaged"
    if health == 3:  # NEWER: kept, never erased; nothing is saved
        log.note(now, "stats of a newer firmware: kept, not saved over")
        return "Stats of a newer firmware"
    if len(hw.refused) == 1 and len(hw.refused[0]) <= 12:  # the footer's 29 columns
        return "Bad setting: %s (log)" % hw.refused[0]
    if hw.refused:
        return "Bad settings: see the log"
    return ""


def random_seed(salt):
    # type: (int) -> int
    try:
        import os

        data = os.urandom(4)
        return (data[0] | data[1] << 8 | data[2] << 16 | data[3] << 24) & 0x3FFFFFFF
    except Exception:  # noqa: BLE001 - no urandom: the clock is random enough for a deal
        return salt & 0x3FFFFFFF


def event():
    # type: () -> Any
    import keypad

    return keypad.Event()


def bot_maker():
    # type: () -> Any
    # A CPU-player factory when ``spit.input.bot`` is in the firmware, else None. The module
    # (~17 KB of code on the heap) is only imported when a CPU player is made, and ``drop_bot``
    # lets it go before a game between two people, so only games with a CPU carry it.
    import spit.input

    folder = getattr(spit.input, "__path__", None)
    if isinstance(folder, str):  # MicroPython/CircuitPython: look for the file, import nothing
        import os

        for name in ("/bot.py", "/bot.mpy"):
            try:
                os.stat(folder + name)
                return _make_bot
            except OSError:
                pass
    try:  # frozen or CPython: the import itself tells
        from spit.input import bot  # noqa: F401
    except ImportError:
        return None
    drop_bot()
    return _make_bot


def _make_bot(game, player, level):
    # type: (Any, int, int) -> Any
    from spit.input import bot

    return bot.make(game, player, level)


def drop_bot():
    # type: () -> None
    # Let ``spit.input.bot``'s code go (the next CPU player imports it again).
    forget("spit.input.bot")


def make_log(stream, version):
    # type: (Any, str) -> Any
    from spit.console.log import EventLog

    return EventLog(stream, version)


def make_stats(nvm):
    # type: (Any) -> Any
    from spit.console.stats import Stats, read_note
    from spit.console.store import Store

    store = None
    if nvm is not None:
        try:
            store = Store(nvm)
        except Exception:  # noqa: BLE001 - unreadable nvm: settings live in RAM this time
            store = None
    try:
        return Stats(store, read_note())
    except Exception:  # noqa: BLE001 - a damaged record must not stop the console
        return Stats(None)


def make_gauge(hw, stats):
    # type: (Hardware, Any) -> Any
    # The battery gauge, installed as the store's write guard (no flash write while the battery
    # is critical); None (and spit.console.battery never loaded) on a board that cannot read VSYS.
    if hw.vsys is None:
        return None
    from spit.console import battery

    gauge = battery.Gauge(hw.vsys, hw.vbus, stats.settings.battery)
    battery.install(gauge)
    stats.set_guard(battery.guard)
    return gauge


def make_light(hw, settings):
    # type: (Hardware, Any) -> tuple
    # The backlight at the brightness setting and the idle timer that dims it; (None, None)
    # without a display.
    if hw.display is None:
        return None, None
    from spit.console import backlight

    light = backlight.Backlight(hw.display, hw.backlight_pwm, settings.brightness)
    return light, backlight.Idle(settings.dim_min, settings.dark_min, hw.ticks_ms())


def make_view(display):
    # type: (Any) -> Any
    if display is None:
        return None
    from spit.screen.view import View

    return View(display)


def fresh_view(display):
    # type: (Any) -> Any
    # A new view after a fault: the old one is let go first so both never share the heap.
    if display is None:
        return None
    import gc

    try:
        display.root_group = None
    except Exception:  # noqa: BLE001 - a display that will not let go gets the new group anyway
        pass
    gc.collect()
    return make_view(display)


def debug(app, now, phase=None):
    # type: (Any, int, Optional[str]) -> None
    # Debug mode: frame time and heap on the console and in the log, once a second and on
    # entering each phase (``phase`` names it). The heap is sampled after a collection, so
    # ``free`` is what a new allocation could have, not what garbage happens to leave.
    import gc

    from adafruit_ticks import ticks_diff

    if app.frame_ms > app.worst_ms:
        app.worst_ms = app.frame_ms
    if phase is None and ticks_diff(now, app.debug_t) < 1000:
        return
    app.debug_t = now
    gc.collect()
    free = gc.mem_free() if hasattr(gc, "mem_free") else 0  # type: ignore[attr-defined]
    used = gc.mem_alloc() if hasattr(gc, "mem_alloc") else 0  # type: ignore[attr-defined]
    big = largest_block(free) if free else -1
    heap = ("free", free, "largest", big) if free else ("free n/a (no gc.mem_free)",)
    print("frame", app.frame_ms, "ms worst", app.worst_ms, "late", app.late, *heap,
          phase or "")  # fmt: skip
    app.log.debug(now, app.worst_ms, free, used, big)
    app.worst_ms = 0


def largest_block(free):
    # type: (int) -> int
    # The largest bytearray the heap can give now, to 16 bytes (a GC block): CircuitPython
    # has no call for it, so it is found by trying (each try is let go at once; a failed one
    # collects first). Debug mode only: the tries cost a few ms.
    import gc

    low, high = 0, free + 16  # low always fits; high never does
    while high - low > 16:
        mid = (low + high) // 2
        try:
            block = bytearray(mid)
        except MemoryError:
            high = mid
            continue
        del block
        low = mid
    gc.collect()  # the tries' garbage (and any heap area they added) goes back
    return low


def next_seed(hw):
    # type: (Hardware) -> int
    # The fixed seed from settings.toml for the first game (then +1 each), else random.
    if hw.seed is not None:
        seed = hw.seed
        hw.seed = seed + 1
        return seed
    return random_seed(hw.ticks_ms())


def make_hwtest(hw, view, sound):
    # type: (Hardware, Any, Any) -> Any
    # A hardware test session, or None when this firmware has no spit.console.hwtest.
    try:
        from spit.console import hwtest
    except ImportError:
        return None
    return hwtest.HwTest(hw, view, sound)


def demo_banner(view, on):
    # type: (Any, bool) -> bool
    # Show or hide attract mode's banner (``spit.screen.demo``, imported only once a demo runs, so
    # a console that never shows one never pays for it). True when the banner module is in use.
    try:
        from spit.screen import demo as attract
    except ImportError:
        return False
    attract.banner(view, on)
    return True
