# SPDX-License-Identifier: MIT
"""Power-on: the app's parts made once (log, statistics, sound, view, gauge, backlight, CPU-player
maker), its state set, the title shown, the watchdog armed after the first frame. Loaded by
``App.__init__`` and let go once the watchdog is armed: none of it stays on the heap after boot.

Each maker copes with what is missing: no nvm keeps the settings in RAM, no display gives no
view, no ``spit.input.bot`` in the firmware gives no CPU player (the menu offers it, nobody plays
it).
"""

from spit.console.device.hardware import Hardware  # noqa: F401 (type comments)
from spit.console.flow import drop_bot, make_bot
from spit.console.records.stats import LOST
from spit.console.records.store import BLANK, DAMAGED, NEWER, OK

try:
    from typing import Any  # noqa: F401 (type comments)
except ImportError:
    pass


def set_up(app, hw, version):
    # type: (Any, Hardware, str) -> None
    # The App's members (spit.console.flow.app.App lists them): its parts made, its state at boot.
    from spit.console.device.sound import Sound
    from spit.console.flow.screens import TITLE
    from spit.input.race import Race

    app.hw = hw
    app.event = hw.event if getattr(hw, "event", None) is not None else event()
    app.cpu_maker = bot_maker()
    app.log = make_log(hw.log_out, version)
    app.stats = make_stats(hw.nvm, max(0, hw.language))
    app.sound = Sound(hw.synth, True, app.stats.settings.volume)
    app.view = None
    if hw.display is not None:
        from spit.screen.view import View

        app.view = View(hw.display)
    app.gauge = make_gauge(hw, app.stats)
    app.battery_said = -1
    app.unsaved = ""
    app.empty_t = None
    light = make_light(hw, app.stats.settings)
    app.light = light[0]
    app.idle = light[1]
    app.dark = False
    app.race = Race()
    app.phase = TITLE
    app.screen = None
    app.phase_t = 0
    app.idle_t = 0
    app.fault_text = ""
    app.faults = 0
    app.giving_up = False
    app.notice = ""
    app.healthy_since = 0
    app.frames = 0
    app.late = 0
    app.frame_ms = 0
    app.worst_ms = 0
    app.debug_phase = None
    app.debug_t = 0
    app.demo_shown = False
    app.parked = ()
    app.repeater = None
    app.glass_due = False
    app.stopped = False
    app.stage = app  # (all a screen sees of it: spit.console.flow.screens.Stage)
    app.match = app.score = app.hwtest = None
    app.names = ("A", "B")
    app.page = 0


def start(app, now):
    # type: (Any, int) -> None
    # Boot (App.start): say hello in the log and show the title.
    from spit.console.flow.screens import FIRST_LANGUAGE, TITLE

    hw = app.hw
    app.healthy_since = app.idle_t = app.debug_t = now
    app.log.hello(now)
    if hw.problems:
        app.log.note(now, "hw: " + "; ".join(hw.problems))
    app.notice = boot_notice(hw, app.log, now, app.stats)
    # a new console (blank nvm) that settings.toml told no language asks for one first
    new = hw.language < 0 and app.stats.health == BLANK and app.stats.store is not None
    app.enter(FIRST_LANGUAGE if new else TITLE, now)
    if hw.woke is not None:  # a deep sleep ended: what it kept (spit.console.flow.doze)
        app.doze("woke", now)
    if hw.hwtest_at_boot:
        app.start_hwtest(now)


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


def boot_notice(hw, log, now, stats=None):
    # type: (Hardware, Any, int, Any) -> Any
    # What the title's footer says about this boot: a watchdog restart, statistics a power cut
    # took, refused settings (as spit.screen.text.said takes it: "" nothing).
    from spit.screen import words

    if hw.reset_reason == "WATCHDOG":
        log.note(now, "restarted by the watchdog")
        return words.RESTARTED  # "Restarted: faults or a hang"
    health = stats.health if stats is not None else OK
    if health == LOST:
        log.note(now, "stats reset by a power cut (%d so far)" % stats.cut_resets)
        return (words.CUT_RESET, stats.cut_resets)  # "Power cut: stats reset (%d)"
    if health == DAMAGED:  # the newest record unread (an older one, or none)
        log.note(now, "stats damaged: the newest record could not be read")
        return words.DAMAGED  # "Saved stats were damaged"
    if health == NEWER:  # kept, never erased; nothing is saved
        log.note(now, "stats of a newer firmware: kept, not saved over")
        return words.NEWER
    if len(hw.refused) == 1 and len(hw.refused[0]) <= 12:  # the footer's 29 columns
        return (words.BAD_SETTING, hw.refused[0])  # "Bad setting: %s (log)"
    if hw.refused:
        return words.BAD_SETTINGS
    return ""


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
                return make_bot
            except OSError:
                pass
    try:  # frozen or CPython: the import itself tells
        from spit.input import bot  # noqa: F401
    except ImportError:
        return None
    drop_bot()
    return make_bot


def make_log(stream, version):
    # type: (Any, str) -> Any
    from spit.console.records.log import EventLog

    return EventLog(stream, version)


def make_stats(nvm, language=0):
    # type: (Any, int) -> Any
    from spit.console.records.stats import Stats, read_note
    from spit.console.records.store import Store

    store = None
    if nvm is not None:
        try:
            store = Store(nvm)
        except Exception:  # noqa: BLE001 - unreadable nvm: settings live in RAM this time
            store = None
    try:
        return Stats(store, read_note(), language)  # (language: a blank nvm's)
    except Exception:  # noqa: BLE001 - a damaged record must not stop the console
        return Stats(None, language=language)


def make_gauge(hw, stats):
    # type: (Hardware, Any) -> Any
    # The battery gauge, installed as the store's write guard (no flash write while the battery
    # is critical); None (and spit.console.device.battery never loaded) on a board that cannot read
    # VSYS.
    if hw.vsys is None:
        return None
    from spit.console.device import battery

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
    from spit.console.device import backlight

    light = backlight.Backlight(hw.display, hw.backlight_pwm, settings.brightness)
    return light, backlight.Idle(settings.dim_min, settings.dark_min, hw.ticks_ms())
