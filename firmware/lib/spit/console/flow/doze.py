# SPDX-License-Identifier: MIT
"""Left on, it sleeps: the console's deep sleep when its screen goes dark on battery.

When the "Screen off" minutes pass on battery, on the title, a page, the demo (which ends on the
title) or a paused game, ``dark(app, now)`` keeps what is shown in the sleep memory
(spit.console.flow.nap) and puts the console to sleep (spit.console.device.hw.deep_sleep: the
display's controller asleep, the RP2040 in DORMANT until a panel button). The press that wakes it
restarts code.py, which comes back to the title or to the paused game (``woke``) and spends that
press on waking. A game in play never sleeps (its screen never goes dark); a round's summary or a
game's result stays dark as before. On USB CircuitPython cannot really sleep (it keeps the serial
port): the console stays dark, and the log says so. Without a gauge (no VSYS or VBUS to read) it
cannot tell a battery from USB and stays dark too.

``empty(app, now)``: the battery has said "empty" for EMPTY_MS: nothing is saved (the game was
ended uncounted), the console sleeps; a press wakes it, the gauge reads VSYS again and says so,
and it sleeps again EMPTY_MS later if the pack is still empty.

Loaded only when the screen goes dark (and let go again if it does not sleep).
"""

try:
    from typing import Any  # noqa: F401 (type comments)
except ImportError:
    pass

EMPTY_MS = 10000  # "Battery empty" shows this long before the console sleeps


def on_battery(app):
    # type: (Any) -> bool
    gauge = app.gauge
    return gauge is not None and gauge.state != 0 and not gauge.usb  # (0: no reading yet)


def dark(app, now):
    # type: (Any, int) -> None
    """The screen just went dark: sleep, when on battery and on a screen that may."""
    if not on_battery(app):
        if app.gauge is not None:
            app.log.note(now, "on USB: dark, not asleep (USB keeps CircuitPython awake)")
        return
    if not app.screen.sleeps:  # (a screen's fact: spit.console.flow.screens)
        return
    from spit.console.flow import nap

    sleep(app, now, nap.pack(app, now))


def empty(app, now):
    # type: (Any, int) -> None
    """The battery empty for EMPTY_MS, on battery: asleep with nothing kept but the title."""
    if not on_battery(app) or not app.screen.sleeps:
        return  # (power() ends a game on an empty pack: the title comes first)
    from spit.console.flow import nap

    sleep(app, now, nap.seal(nap.TITLE))


def sleep(app, now, record):
    # type: (Any, int, bytes) -> None
    from spit.console.flow.nap import GAME, KIND_AT

    kept = "the paused game" if record[KIND_AT] == GAME else "the title"
    app.log.note(now, "asleep until a button (%s kept, %d bytes)" % (kept, len(record)))
    import gc

    from spit.screen import forget

    forget("spit.console.flow.nap", "spit.snapshot")  # (packed: their code makes room for hw's)
    gc.collect()
    from spit.console.device import hw

    hw.deep_sleep(app.hw, record)  # (on the device this never returns: code.py ends)


def woke(app, now):
    # type: (Any, int) -> None
    """At boot, after a deep sleep: the paused game back on its pause menu, or the title (a
    record that does not read leaves the title: the statistics in flash are never touched)."""
    from spit.console.flow import nap

    data = app.hw.woke
    app.hw.woke = None
    record = nap.unpack(data)
    if record is None:
        app.log.note(now, "woke: nothing kept (a power cut, or no sleep): the title")
        return
    if record["kind"] == nap.GAME:
        nap.restore(app, record, now)
    else:
        app.log.note(now, "woke: the title")
