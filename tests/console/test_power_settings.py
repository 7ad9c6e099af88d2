# SPDX-License-Identifier: MIT
"""The power settings (entries of the record's one table, spit.console.records.tally.SETTINGS) and
spit.console.device.power's call that hands them to the services."""

from spit.console.device import backlight, battery, power, sound
from spit.console.records import tally

POWER = ("brightness", "volume", "dim_min", "dark_min", "battery")


class Settings:
    def __init__(self, **values):
        for name, default, _lo, _hi, _code in tally.SETTINGS:
            setattr(self, name, values.get(name, default))


def test_the_table_names_the_agreed_settings_with_their_defaults():
    table = {e[0]: e[1:4] for e in tally.SETTINGS if e[0] in POWER}
    assert sorted(table) == sorted(POWER)
    assert table["brightness"] == (backlight.DEFAULT_STEP, 0, backlight.STEPS - 1)
    assert table["volume"] == (sound.HIGH, sound.OFF, sound.HIGH)
    assert table["dim_min"][0] == backlight.DIM_MIN_DEFAULT == 1
    assert table["dark_min"][0] == backlight.DARK_MIN_DEFAULT == 5
    assert table["battery"] == (battery.NONE, battery.NONE, battery.LIPO)
    assert all(0 <= lo <= d <= hi <= 255 for d, lo, hi in table.values())
    assert {e[4] for e in tally.SETTINGS if e[0] in POWER} == {"B"}  # one byte each in the record


class Display:
    brightness = 1.0


def test_apply_gives_each_service_its_setting():
    light = backlight.Backlight(Display())
    snd = sound.Sound(None)
    idle = backlight.Idle()
    gauge = battery.Gauge(None, None, battery.NONE)
    power.apply(Settings(brightness=1, volume=1, dim_min=2, dark_min=0, battery=3), light, snd,
                idle, gauge)  # fmt: skip
    assert light.display.brightness == backlight.LEVELS[1]
    assert snd.volume == sound.LOW
    assert (idle.dim_ms, idle.dark_ms) == (120000, 0)
    assert gauge.chemistry == battery.LIPO
    power.apply(Settings())  # no services: nothing to do, no error
