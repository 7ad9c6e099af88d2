# SPDX-License-Identifier: MIT
"""The battery gauge (spit.console.device.battery) on readers that behave as the Pico's do: VSYS /
3 on
a 12-bit ADC scaled to 16 bits (CircuitPython's AnalogIn), VBUS as a pin. The emulated Pico runs
the same module on the real ADC model (tests/pico/test_pico_battery.py)."""

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from spit.console.device import battery


class Vsys:
    """analogio.AnalogIn on VOLTAGE_MONITOR: VSYS / 3, 12 bits stretched to 16."""

    reference_voltage = 3.3

    def __init__(self, volts, noise=0.0, seed=1):
        self.volts = volts
        self.noise = noise
        self.rng = random.Random(seed)
        self.fail = False

    @property
    def value(self):
        if self.fail:
            raise OSError("ADC")
        v = self.volts + (self.rng.uniform(-self.noise, self.noise) if self.noise else 0)
        raw = max(0, min(4095, round(v / 3 / 3.3 * 4095)))
        return raw << 4 | raw >> 8


class Pin:
    def __init__(self, value=False):
        self.value = value


def _fresh(volts, chemistry=battery.LIPO, usb=False):
    g = battery.Gauge(Vsys(volts), Pin(usb), chemistry)
    assert g.update(0)
    return g


@pytest.mark.parametrize(
    "chemistry,volts,level,state",
    [
        (battery.LIPO, 4.0, 4, battery.OK),
        (battery.LIPO, 3.55, 3, battery.OK),
        (battery.LIPO, 3.45, 2, battery.OK),
        (battery.LIPO, 3.22, 1, battery.LOW),
        (battery.LIPO, 3.05, 0, battery.CRITICAL),
        (battery.ALKALINE_AA, 4.4, 4, battery.OK),  # 3 fresh cells at 1.57 V, less the diode
        (battery.ALKALINE_AA, 3.3, 2, battery.OK),  # 1.2 V a cell: about half
        (battery.ALKALINE_AA, 2.9, 1, battery.LOW),  # 1.07 V a cell
        (battery.ALKALINE_AA, 2.7, 0, battery.CRITICAL),  # 1.0 V a cell
        (battery.NIMH_AA, 3.6, 4, battery.OK),  # 1.3 V a cell: just charged
        (battery.NIMH_AA, 3.35, 3, battery.OK),  # 1.22 V: the plateau
        (battery.NIMH_AA, 3.05, 1, battery.LOW),  # 1.12 V: the knee
        (battery.NIMH_AA, 2.85, 0, battery.CRITICAL),  # 1.05 V
    ],
)
def test_a_reading_gives_the_step_and_state_of_its_chemistry(chemistry, volts, level, state):
    g = _fresh(volts, chemistry)
    assert (g.level, g.state) == (level, state)
    assert g.volts == pytest.approx(volts, abs=0.005)
    assert g.may_write() == (state != battery.CRITICAL)


def test_on_usb_it_says_usb_whatever_the_chemistry():
    for chemistry in range(4):
        g = _fresh(4.7, chemistry, usb=True)
        assert (g.state, g.text(), g.may_write()) == (battery.USB, "USB", True)


def test_no_battery_set_shows_no_level_and_never_blocks_a_save():
    g = _fresh(2.5, battery.NONE)
    assert (g.state, g.level, g.text(), g.may_write()) == (battery.NONE_SET, -1, "", True)


def test_a_board_without_a_monitor_has_no_gauge():
    g = battery.Gauge(None, None, battery.LIPO)
    assert not g.update(0) and g.state == battery.NO_GAUGE and g.may_write()


def test_thresholds_fall_in_order_for_each_chemistry():
    for chemistry in (battery.ALKALINE_AA, battery.NIMH_AA, battery.LIPO):
        low, critical = battery.thresholds(chemistry)
        full = battery.vsys_at(battery._CURVES[chemistry][0][0], chemistry)
        assert full > low > critical > 1.8  # above the Pico's lowest VSYS (1.8 V): still running


def test_noise_at_a_boundary_does_not_flicker():
    # VSYS sits on the 3/4 - 2/4 boundary of a LiPo with 30 mV of noise a conversion: the shown
    # step changes at most once over 10 minutes of readings
    boundary = battery._volts_of_step(3, battery.LIPO)
    vsys = Vsys(boundary, noise=0.03)
    g = battery.Gauge(vsys, Pin(False), battery.LIPO)
    shown = []
    for k in range(1200):
        g.update(k * battery.SAMPLE_MS)
        shown.append((g.level, g.state))
    changes = sum(1 for a, b in zip(shown, shown[1:], strict=False) if a != b)
    assert changes <= 1


def test_a_falling_pack_steps_down_once_each_and_ends_critical():
    vsys = Vsys(4.1)
    g = battery.Gauge(vsys, Pin(False), battery.LIPO)
    shown = []
    t = 0
    while vsys.volts > 3.0:  # 4.1 -> 3.0 V in 2 mV steps, a reading each 500 ms
        g.update(t)
        shown.append((g.level, g.state))
        t += battery.SAMPLE_MS
        vsys.volts -= 0.002
    for _ in range(40):
        g.update(t)
        t += battery.SAMPLE_MS
        shown.append((g.level, g.state))
    levels = [s[0] for s in shown]
    distinct = [x for i, x in enumerate(levels) if i == 0 or x != levels[i - 1]]
    assert distinct == [4, 3, 2, 1, 0]
    states = [s[1] for s in shown]
    assert [x for i, x in enumerate(states) if i == 0 or x != states[i - 1]] == [
        battery.OK,
        battery.LOW,
        battery.CRITICAL,
    ]


def test_critical_holds_until_the_pack_recovers_past_low():
    vsys = Vsys(3.0)
    g = battery.Gauge(vsys, Pin(False), battery.LIPO)
    g.update(0)
    assert g.state == battery.CRITICAL
    vsys.volts = 3.2  # a rested pack bounces back a little: still not safe to write
    for k in range(1, 60):
        g.update(k * battery.SAMPLE_MS)
    assert g.state == battery.CRITICAL and not g.may_write()
    vsys.volts = 4.1  # a charged (or swapped) pack
    for k in range(60, 120):
        g.update(k * battery.SAMPLE_MS)
    assert g.state == battery.OK and g.may_write()


def test_the_guard_asks_the_installed_gauge():
    try:
        battery.install(None)
        assert battery.may_write()  # no gauge: writes as before
        g = _fresh(3.0)
        battery.install(g)
        assert not battery.may_write()
        g.vbus.value = True  # USB plugged in
        g.update(battery.SAMPLE_MS)
        assert battery.may_write()
    finally:
        battery.install(None)


def test_a_failing_reader_keeps_the_last_reading():
    vsys = Vsys(3.55)
    g = battery.Gauge(vsys, Pin(False), battery.LIPO)
    g.update(0)
    vsys.fail = True
    assert not g.update(battery.SAMPLE_MS)
    assert (g.level, g.state) == (3, battery.OK)


def test_readings_come_at_most_every_sample_ms_across_the_tick_wrap():
    vsys = Vsys(3.55)
    g = battery.Gauge(vsys, Pin(False), battery.LIPO)
    start = (1 << 29) - 100
    g.update(start)
    g.update((start + battery.SAMPLE_MS - 1) & ((1 << 29) - 1))
    assert g.reads == 1
    g.update((start + battery.SAMPLE_MS) & ((1 << 29) - 1))
    assert g.reads == 2


def test_a_changed_chemistry_is_judged_at_once():
    g = _fresh(3.3, battery.LIPO)  # a LiPo at 3.6 V: about a quarter left
    assert g.level == 1
    g.set_chemistry(battery.ALKALINE_AA)  # 3 AA at 1.2 V: about half
    assert (g.level, g.state) == (2, battery.OK)


@given(st.floats(0, 5.5), st.integers(-2, 6))
def test_any_reading_and_setting_gives_a_valid_answer(volts, chemistry):
    g = battery.Gauge(Vsys(volts), Pin(False), chemistry)
    g.update(0)
    assert g.state in (battery.NONE_SET, battery.OK, battery.LOW, battery.CRITICAL)
    assert -1 <= g.level <= battery.STEPS
    assert isinstance(g.text(), str) and len(g.text()) <= 5
    assert 0 <= battery.percent(volts, chemistry) <= 100


def test_unplugging_usb_shows_the_pack_at_once_not_a_slow_fall_from_usbs_volts():
    vsys, vbus = Vsys(4.7), Pin(True)
    g = battery.Gauge(vsys, vbus, battery.LIPO)
    for k in range(20):
        g.update(k * battery.SAMPLE_MS)
    assert g.text() == "USB"
    vsys.volts, vbus.value = 3.22, False  # the cable out: the pack, low, runs the console
    g.update(20 * battery.SAMPLE_MS)
    assert (g.state, g.level) == (battery.LOW, 1)
