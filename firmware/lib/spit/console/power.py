# SPDX-License-Identifier: MIT
"""The power settings' one call: hand them to the services below the screens.

The settings themselves (brightness, volume, dim_min, dark_min, battery: their defaults and
ranges) are entries of ``spit.console.tally.SETTINGS``, the record's one table. ``apply(settings,
...)`` hands a settings object's values to the backlight, the sound, the idle timer and the
battery gauge, whichever are given.
"""

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
