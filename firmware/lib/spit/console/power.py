# SPDX-License-Identifier: MIT
"""The power settings, and one call that applies them to the services below the screens.

``SETTINGS`` has ``spit.console.tally.SETTINGS``' form (name, default, lowest, highest, struct
code), so the settings record can take these entries as they are; ``apply(settings, ...)`` hands
a settings object's values (attributes of those names) to the backlight, the sound, the idle
timer and the battery gauge, whichever are given.
"""

try:
    from typing import Any  # noqa: F401 (type comments)
except ImportError:
    pass

SETTINGS = (
    ("brightness", 4, 0, 4, "B"),  # spit.console.backlight: 0..4, 4 = full
    ("volume", 2, 0, 2, "B"),  # spit.console.sound: 0 off, 1 low, 2 high
    ("dim_min", 1, 0, 30, "B"),  # minutes without a press before the screen dims (0 = never)
    ("dark_min", 5, 0, 60, "B"),  # ... before the backlight goes off (0 = never)
    ("battery", 0, 0, 3, "B"),  # spit.console.battery: 0 none/USB, 1 3xAA alkaline, 2 3xNiMH,
)  # 3 1-cell LiPo

VOLUME_NAMES = ("Off", "Low", "High")
FIXED = "fixed"  # what the settings screen shows for brightness on a backlight wired to 3V3


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


def brightness_text(light, step):
    # type: (Any, int) -> str
    """The settings screen's value for brightness: "1".."5", or "fixed"."""
    if light is None or light.fixed:
        return FIXED
    return str(step + 1)
