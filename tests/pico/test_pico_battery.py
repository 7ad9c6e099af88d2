# SPDX-License-Identifier: MIT
"""On the emulated Pico (stock CircuitPython 10.2.1 + the firmware's .mpy): the power services.

power_probe.py is code.py for these runs: it builds the console's hardware with
``spit.console.device.hw.build()`` and drives ``spit.console.device.battery``, ``backlight`` and
``sound`` on it, while the harness sets what the pins read and captures what they put out
(host_tools/pico/power.mjs):

- **Gauge steps:** VSYS as a stair on GP29 (ADC3, read as VSYS / 3), USB off: a gauge's level and
  state at each stair are those of the LiPo curve (hardware/README.md "Battery"); one gauge kept
  all along never goes back up (no flicker) and, once the pack is critical, the nvm-write guard
  says no.
- **USB:** VBUS on GP24: the gauge shows "USB".
- **Brightness:** each of the 5 steps, dim and dark, read back as the backlight pin's PWM duty.
- **Sound:** each cue's pitch and length on the buzzer pin's PWM; the volume levels change its
  swing (low a quarter of high, off nothing); the hardware test's beep follows the volume.
"""

import pathlib

import pytest

from host_tools.pico import report, run
from host_tools.sim.stubs.power import Supply
from spit.console.device import backlight, battery, sound

pytestmark = pytest.mark.xdist_group("pico")

PROBE = pathlib.Path(__file__).with_name("power_probe.py")
MASK = (1 << 29) - 1
# The stair (ms from time zero, VSYS volts) and what a LiPo reads there: (level, state, text).
# 4.0 V: a full cell (4.3 V before the diode); 3.55: 3.85 V, ~67 %; 3.45: 3.75 V, ~47 %;
# 3.22: 3.52 V, below LOW (3.3 V VSYS); 3.05: 3.35 V, below CRITICAL (3.15 V VSYS).
# A stair of 1 s holds ~7 fresh readings away from its edges. The last is long: the kept gauge's
# average (1/8 of a reading each 0.5 s) comes down past critical ~8 s after it begins (stairs of
# 1.5 s: at 16.5 s; these: at 14.4 s), and the probe reads on to ~17 s (GAUGE_READS).
STAIR = [(2500, 4.0), (3500, 3.55), (4500, 3.45), (5500, 3.22), (18000, 3.05)]
EDGES = [end for end, _v in STAIR[:-1]]
EXPECT = {
    4.0: (4, battery.OK, "4/4"),
    3.55: (3, battery.OK, "3/4"),
    3.45: (2, battery.OK, "2/4"),
    3.22: (1, battery.LOW, "LOW"),
    3.05: (0, battery.CRITICAL, "EMPTY"),
}


def _points():
    pts, start = [], 0
    for end, volts in STAIR:
        pts += [[start, volts], [end - 1, volts]]
        start = end
    return pts


GAUGE_READS = 155  # power_probe.py's fresh gauges, one each ~104 ms from 0.85 s


def _probe_run(uf2, part, supply, until):
    code = PROBE.read_text().replace("@PART@", part).replace("@READS@", str(GAUGE_READS))
    items = [
        (d, code.encode() if d == "code.py" else b)
        # (names as written: the probe reaches into the firmware's modules, deploy/shrink.py)
        for d, b in run.drive_items({}, short_names=False, **run.source_options(True, uf2))
    ]
    result = run.run(uf2, [], until, items=items, supply=supply)
    assert result.error is None, result.error + result.console[-2000:]
    # (a line can follow the title bar's escape sequence: the text after its ESC \\ is the line)
    text = result.console.replace("\r", "")
    lines = [ln.rsplit("\x1b\\", 1)[-1].split() for ln in text.splitlines()]
    marks = [ln[1:] for ln in lines if ln[:1] == ["Q"]]
    assert marks and marks[-1][0] == "END", result.console[-3000:]
    return result, marks


def _ms(result, ticks):
    return (int(ticks) - result.zero_ticks) & MASK


@pytest.fixture(scope="module")
def gauge_run(stock_uf2):
    return _probe_run(stock_uf2, "gauge", Supply(points=_points(), usb=False), 20000)


@pytest.fixture(scope="module")
def out_run(stock_uf2):
    return _probe_run(stock_uf2, "out", Supply(), 12000)


def test_the_hardware_gives_the_gauge_its_readers(gauge_run):
    _result, marks = gauge_run
    hw = next(m for m in marks if m[0] == "HW")
    assert hw[2:] == ["1", "1", "1", "1"]  # vsys, vbus, a PWM backlight, a synthesizer


def test_gauge_steps_at_set_voltages(gauge_run):
    result, marks = gauge_run
    seen = {}
    for m in marks:
        if m[0] != "G":
            continue
        at = _ms(result, m[1])
        volts = next((v for end, v in STAIR if at < end), None)
        if volts is None or any(abs(at - edge) < 150 for edge in EDGES):
            continue  # (after the stair, or within a reading of an edge)
        assert abs(float(m[2]) - volts) < 0.02, m  # the ADC read VSYS / 3 back to within 20 mV
        seen.setdefault(volts, set()).add((int(m[3]), int(m[4]), m[9]))
    assert set(seen) == set(EXPECT)
    for volts, (level, state, text) in EXPECT.items():
        assert seen[volts] == {(level, state, text)}, volts


def test_a_kept_gauge_never_flickers_and_guards_flash_once_critical(gauge_run):
    _result, marks = gauge_run
    kept = [(int(m[5]), int(m[6]), int(m[8])) for m in marks if m[0] == "G"]
    levels = [k[0] for k in kept]
    states = [k[1] for k in kept]
    assert levels == sorted(levels, reverse=True)  # a falling pack: the level only goes down
    assert states == sorted(states)  # OK -> LOW -> CRITICAL, never back
    assert levels[0] == 4 and states[-1] == battery.CRITICAL
    for _level, state, may in kept:
        assert may == (state != battery.CRITICAL)  # battery.may_write(): no while critical
    fresh_may = {int(m[7]) for m in marks if m[0] == "G" and m[4] == str(battery.CRITICAL)}
    assert fresh_may == {0}


def test_on_usb_the_gauge_says_usb(out_run):
    _result, marks = out_run
    assert next(m for m in marks if m[0] == "U")[2] == "USB"


def test_brightness_steps_read_back_as_pwm_duty(out_run):
    result, marks = out_run
    lights = [m for m in marks if m[0] == "L"]
    assert lights[0][2:] == ["fixed", "0"]
    want = [backlight.LEVELS[s] for s in range(backlight.STEPS)]
    want += [backlight.DIM_LEVEL, 0.0, backlight.LEVELS[backlight.DEFAULT_STEP]]
    made = _ms(result, lights[0][1])  # the Backlight made (at full: no change of the pin)
    timeline = result.power["backlight"]
    got = [d for ms, d in timeline if ms >= made - 1]
    # each setting is one change of the pin's duty, to within the PWM's resolution
    assert len(got) == len(want), (got, timeline)
    for g, w in zip(got, want, strict=True):
        assert abs(g - w) < 0.002, (got, want)
    figures = report.build(result)["power"]
    assert 0 < figures["backlight_duty"] < 1 and 0 < figures["core_awake_fraction"] < 1


def _tones_between(result, marks, tag, value):
    """The tones that began between the mark `tag value` and the next mark."""
    i = next(k for k, m in enumerate(marks) if m[0] == tag and m[2] == str(value))
    lo, hi = _ms(result, marks[i][1]), _ms(result, marks[i + 1][1])
    return [t for t in result.power["tones"] if lo <= t["start_ms"] < hi]


def test_each_cue_sounds_at_its_pitch_for_its_length(out_run):
    result, marks = out_run
    for cue in range(sound.CUES):
        tones = _tones_between(result, marks, "C", cue)
        assert len(tones) == 1, (cue, tones)
        tone = tones[0]
        assert tone["hz"] == pytest.approx(sound.HZ[cue], rel=0.03), (cue, tone)
        # pressed for MS (let go at the first update after it), then a 20 ms release
        assert sound.MS[cue] - 5 <= tone["ms"] <= sound.MS[cue] + 40, (cue, tone)


def test_volume_levels_change_the_buzzers_pwm(out_run):
    result, marks = out_run
    swing = {}
    for volume in (sound.LOW, sound.HIGH, sound.OFF):
        tones = _tones_between(result, marks, "V", volume)
        swing[volume] = max((t["swing"] for t in tones), default=0.0)
        if tones:
            assert tones[0]["hz"] == pytest.approx(sound.HZ[sound.OK], rel=0.03)
    assert swing[sound.OFF] == 0.0  # nothing sounds
    assert swing[sound.HIGH] > 0.2
    assert swing[sound.LOW] == pytest.approx(swing[sound.HIGH] * sound.VOLUMES[sound.LOW], rel=0.15)


def test_a_stalled_frame_cannot_stretch_a_cue(out_run):
    # the menu's 25 ms click, then 300 ms without update(): it fades out by itself by 3x its length
    result, marks = out_run
    i = next(k for k, m in enumerate(marks) if m[0] == "K")
    lo, hi = _ms(result, marks[i][1]), _ms(result, marks[i + 1][1])
    tones = [t for t in result.power["tones"] if lo <= t["start_ms"] < hi]
    assert len(tones) == 1 and tones[0]["hz"] == pytest.approx(sound.HZ[sound.MENU], rel=0.03)
    assert tones[0]["ms"] <= sound.TAIL * sound.MS[sound.MENU] + 20, tones


def test_the_hardware_tests_beep_follows_the_volume(out_run):
    result, marks = out_run
    i = next(k for k, m in enumerate(marks) if m[0] == "H")
    lo, hi = _ms(result, marks[i][1]), _ms(result, marks[i + 1][1])
    beeps = [t for t in result.power["tones"] if lo <= t["start_ms"] < hi]
    low = max(t["swing"] for t in _tones_between(result, marks, "V", sound.LOW))
    assert len(beeps) == 1 and beeps[0]["swing"] == pytest.approx(low, rel=0.1)
