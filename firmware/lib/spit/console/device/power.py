# SPDX-License-Identifier: MIT
"""The power settings handed to the services below the screens, and what the app says of power.

The settings themselves (brightness, volume, dim_min, dark_min, battery: their defaults and
ranges) are entries of ``spit.console.records.tally.SETTINGS``, the record's one table.
``apply(settings, ...)`` hands a settings object's values to the backlight, the sound, the idle
timer and the battery gauge, whichever are given. The rest is the app's rarer power work, each
``f(app, now)`` (a gauge change, a refused save, a changed setting, the pages' words):
``App.powered`` loads this module for it and lets it go again, so none of it is on the heap during a
game.
"""

from spit.screen import words

try:
    from typing import Any  # noqa: F401 (type comments)
except ImportError:
    pass


def apply(settings, light=None, sound=None, idle=None, gauge=None):
    # type: (Any, Any, Any, Any, Any) -> None
    """Give each service its setting (after a load, or a change on the settings screen)."""
    if light is not None:
        light.set_step(settings.brightness)
    if sound is not None:
        sound.set_volume(settings.volume)
    if idle is not None:
        idle.set_minutes(settings.dim_min, settings.dark_min)
    if gauge is not None and gauge.chemistry != settings.battery:
        gauge.set_chemistry(settings.battery)


def battery_moved(app, now):
    # type: (Any, int) -> None
    """The gauge changed: the log says low or empty once each (until the pack recovers)."""
    gauge = app.gauge
    warning = gauge.warning()
    if warning and gauge.state != app.battery_said:
        app.log.note(now, "%s (%.2f V)" % (warning, gauge.volts or 0.0))
    app.battery_said = gauge.state
    app.empty_t = now if gauge.text() == "EMPTY" else None  # (asleep soon: App.power)


def refused(app, now):
    # type: (Any, int) -> None
    """A save was refused (an empty battery, repeating faults): the log and the title say so."""
    why = app.stats.refused
    app.unsaved = (words.NOT_SAVED, why)  # (why: the store's reason, English as in the log)
    app.log.note(now, "not saved: " + why)


def changed(app, now):
    # type: (Any, int) -> None
    """A setting moved on the settings page: the power settings reach their services now."""
    app.stats.changed()
    apply(app.stats.settings, app.light, app.sound, app.idle, app.gauge)
    if app.gauge is not None:  # a new battery type judges the pack afresh: shown and logged
        battery_moved(app, now)
        app.screen.battery(app.stage, now)


def gauge_text(app, now=0):
    # type: (Any, int) -> Any
    """The menus' heading: "Battery 3/4", "Battery LOW", "USB"; "" without a gauge (as
    spit.screen.text.said takes it: each half says it in its language)."""
    text = app.gauge.text() if app.gauge is not None else ""
    if not text or text == "USB":
        return text
    if text == "LOW" or text == "EMPTY":
        return (words.GAUGE, (words.GAUGE_LOW if text == "LOW" else words.GAUGE_EMPTY,))
    return (words.GAUGE, text)


def warning(app, now=0):
    # type: (Any, int) -> Any
    """The pages between games: a refused save, a low or empty battery ("": nothing to say;
    else as spit.screen.text.said takes it)."""
    if app.unsaved:
        return app.unsaved
    gauge = app.gauge
    if gauge is None or not gauge.warning():
        return ""
    return words.BATTERY_EMPTY if gauge.text() == "EMPTY" else words.BATTERY_LOW


def footer(app, now=0):
    # type: (Any, int) -> Any
    """The title's footer: a refused save's or the battery's word first, then boot's notice
    ("": the buttons' line)."""
    return warning(app) or app.notice


def light_fixed(app, now=0):
    # type: (Any, int) -> bool
    """The backlight cannot be dimmed (wired to 3V3, or no display): the settings' brightness
    reads "fixed"."""
    return app.light is None or app.light.fixed
