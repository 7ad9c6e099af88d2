# SPDX-License-Identifier: MIT
"""spit.console.power: the power settings' table and the call that hands them to the services."""

from spit.console import backlight, battery, power, sound


class Settings:
    def __init__(self, **values):
        for name, default, _lo, _hi, _code in power.SETTINGS:
            setattr(self, name, values.get(name, default))


def test_the_table_names_the_agreed_settings_with_their_defaults():
    table = {name: (default, lo, hi) for name, default, lo, hi, _code in power.SETTINGS}
    assert table["brightness"] == (backlight.DEFAULT_STEP, 0, backlight.STEPS - 1)
    assert table["volume"] == (sound.HIGH, sound.OFF, sound.HIGH)
    assert table["dim_min"][0] == backlight.DIM_MIN_DEFAULT == 1
    assert table["dark_min"][0] == backlight.DARK_MIN_DEFAULT == 5
    assert table["battery"] == (battery.NONE, battery.NONE, battery.LIPO)
    assert all(0 <= lo <= d <= hi <= 255 for d, lo, hi in table.values())
    assert {entry[4] for entry in power.SETTINGS} == {"B"}  # one byte each in the record


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
    assert power.brightness_text(light, 1) == "2"
    assert power.brightness_text(backlight.Backlight(None), 4) == power.FIXED
