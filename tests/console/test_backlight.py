# SPDX-License-Identifier: MIT
"""The backlight (spit.console.device.backlight): 5 brightness steps, dim and dark, "fixed" where
the
backlight is on 3V3; the idle timer that dims, darkens and spends a waking press. On the emulated
Pico the steps are read back as the pin's PWM duty (tests/pico/test_pico_battery.py)."""

import pytest

from spit.console.device import backlight


class Display:
    """BusDisplay.brightness: a float 0..1, or RuntimeError without a backlight pin."""

    def __init__(self, adjustable=True):
        self.adjustable = adjustable
        self.set = []

    @property
    def brightness(self):
        return self.set[-1] if self.set else 1.0

    @brightness.setter
    def brightness(self, value):
        if not self.adjustable:
            raise RuntimeError("Brightness not adjustable")
        assert 0.0 <= value <= 1.0
        self.set.append(value)


def test_five_steps_rise_and_the_default_is_full():
    d = Display()
    light = backlight.Backlight(d)
    assert d.brightness == 1.0 and light.step == backlight.DEFAULT_STEP == 4
    seen = []
    for step in range(backlight.STEPS):
        light.set_step(step)
        seen.append(d.brightness)
    assert seen == sorted(seen) and len(set(seen)) == 5 and seen[-1] == 1.0 and seen[0] > 0


def test_dim_never_brightens_and_dark_is_off_and_awake_restores_the_setting():
    d = Display()
    light = backlight.Backlight(d, step=0)
    light.show(backlight.DIM)
    assert d.brightness <= backlight.level_of(0)
    light.set_step(4)  # changed while dim: still dim
    assert d.brightness == backlight.DIM_LEVEL
    light.show(backlight.DARK)
    assert d.brightness == 0.0
    light.show(backlight.AWAKE)
    assert d.brightness == 1.0


def test_a_backlight_on_3v3_says_fixed_and_never_raises():
    light = backlight.Backlight(Display(adjustable=False))
    assert light.fixed
    light.set_step(0)
    light.show(backlight.DARK)
    assert light.level == 1.0
    assert backlight.Backlight(Display(), adjustable=False).fixed  # the pin map says so
    assert backlight.Backlight(None).fixed  # no screen at all


def test_a_bad_step_reads_as_full():
    d = Display()
    light = backlight.Backlight(d)
    light.set_step(9)
    assert d.brightness == 1.0 and light.step == backlight.DEFAULT_STEP


@pytest.mark.parametrize("start", [0, (1 << 29) - 30000])  # and across the tick wrap
def test_idle_dims_after_dim_min_and_darkens_after_dark_min(start):
    mask = (1 << 29) - 1
    idle = backlight.Idle(1, 5, now=start)
    assert idle.state((start + 59999) & mask) == backlight.AWAKE
    assert idle.state((start + 60000) & mask) == backlight.DIM
    assert idle.state((start + 299999) & mask) == backlight.DIM
    assert idle.state((start + 300000) & mask) == backlight.DARK
    assert idle.press((start + 300001) & mask)  # a press that only wakes the screen
    assert idle.state((start + 300002) & mask) == backlight.AWAKE
    assert not idle.press((start + 300003) & mask)  # awake: the press is a press


def test_zero_minutes_never_dims():
    idle = backlight.Idle(0, 0)
    assert idle.state(10 * 3600 * 1000) == backlight.AWAKE


@pytest.mark.parametrize("start", [0, (1 << 29) - 30000])
def test_days_idle_stay_dark_past_the_tick_wrap(start):
    # A console left dark for 80 hours (the tick difference wraps after 2**28 ms, ~75 h):
    # looked at every 10 s as the dark loop does (4 a second), it stays dark all the way and
    # a press then only wakes it, as after five minutes.
    mask = (1 << 29) - 1
    idle = backlight.Idle(1, 5, now=start)
    t = start
    states = set()
    for n in range(1, 80 * 360):
        t = (t + 10000) & mask
        state = idle.state(t)
        if n >= 30:  # five minutes on
            states.add(state)
    assert states == {backlight.DARK}
    assert idle.press((t + 1) & mask)
    assert idle.state((t + 2) & mask) == backlight.AWAKE
