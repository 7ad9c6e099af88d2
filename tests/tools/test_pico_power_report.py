# SPDX-License-Identifier: MIT
"""The emulated Pico's power figures (host_tools.pico.report): the backlight's mean duty over a
run from its [ms, duty] changes, the core's awake fraction from its WFI time, and the estimate
they give; the --vsys/--usb options (and --nvm's). The capture itself is tested on the emulated Pico
(tests/pico/test_pico_battery.py)."""

import pytest

from host_tools.pico import __main__ as pico_cli
from host_tools.pico import report


def test_mean_duty_weights_each_duty_by_how_long_it_held():
    timeline = [[-500.0, 1.0], [1000.0, 0.5], [3000.0, 0.0]]  # full since boot, half, off
    assert report.mean_duty(timeline, 4000) == pytest.approx((1000 * 1 + 2000 * 0.5) / 4000)
    assert report.mean_duty(timeline, 1000) == pytest.approx(1.0)
    assert report.mean_duty([], 4000) is None
    assert report.mean_duty([[5000.0, 1.0]], 4000) == 0.0  # (the light came on after the end)


def test_the_estimate_is_the_model_currents_weighted_by_time():
    power = {"asleep_ms": 750.0, "span_ms": 1000.0, "backlight": [[0.0, 0.5]]}
    figures = report.power_figures(power)
    assert figures["core_awake_fraction"] == 0.25
    assert figures["backlight_duty"] == 0.5
    want = 0.25 * report.CORE_AWAKE_MA + 0.75 * report.CORE_WFI_MA + 0.5 * report.BACKLIGHT_MA
    assert figures["est_ma"] == pytest.approx(want, abs=0.05)
    dark = report.power_figures({"asleep_ms": 990.0, "span_ms": 1000.0, "backlight": [[0, 0]]})
    assert dark["est_ma"] < figures["est_ma"]  # dark and asleep costs less
    assert report.power_figures({})["est_ma"] is None  # an old emulator: no figures, no crash


def test_time_dormant_is_neither_awake_nor_wfi_and_costs_the_asleep_current():
    # a run of 100 s: 10 s running, 20 s in WFI, 70 s dormant (the deep sleep), backlight off
    power = {"asleep_ms": 20000.0, "dormant_ms": 70000.0, "span_ms": 100000.0,
             "backlight": [[0.0, 0.0]]}  # fmt: skip
    figures = report.power_figures(power)
    assert figures["dormant_fraction"] == 0.7 and figures["core_awake_fraction"] == 0.1
    want = 0.1 * report.CORE_AWAKE_MA + 0.2 * report.CORE_WFI_MA + 0.7 * report.ASLEEP_MA
    assert figures["est_ma"] == pytest.approx(want, abs=0.05)
    # the estimate while dormant: the Pico, the display's controller asleep, the VSYS divider
    parts = report.PICO_DORMANT_MA + report.DISPLAY_SLEEP_MA + report.VSYS_DIVIDER_MA
    assert figures["asleep_ma"] == pytest.approx(parts, abs=0.005) and parts <= 2.0
    awake = report.power_figures({"asleep_ms": 20000.0, "span_ms": 100000.0})
    assert awake["dormant_fraction"] == 0.0 and awake["est_ma"] > 10 * figures["asleep_ma"]


@pytest.fixture
def seen(monkeypatch):
    """The keywords `python -m host_tools.pico` hands the emulator's run (which then fails)."""
    kwargs = {}

    def fake_run(uf2, edges, until, **kw):
        kwargs.update(kw)
        raise pico_cli.run.PicoError("stop here")

    monkeypatch.setattr(pico_cli.run, "find_uf2", lambda given: "x.uf2")
    monkeypatch.setattr(pico_cli.run, "drive_items", lambda *a, **k: [])
    monkeypatch.setattr(pico_cli.run, "source_options", lambda *a: {})
    monkeypatch.setattr(pico_cli.run, "run", fake_run)
    return kwargs


def test_vsys_and_usb_options_reach_the_run(seen):
    assert pico_cli.main(["--vsys", "4.1:3.2:600"]) == 2  # (the fake run's error)
    supply = seen["supply"]
    assert not supply.usb and supply.job()["points"] == [[0.0, 4.1], [600000.0, 3.2]]
    assert pico_cli.main(["--vsys", "3.7", "--usb"]) == 2
    assert seen["supply"].usb and seen["supply"].vsys_at(99) == 3.7
    seen.clear()
    assert pico_cli.main(["--vsys", "9"]) == 2 and not seen  # outside VSYS's range: no run


def test_the_nvm_option_reaches_the_run_and_a_wrong_size_is_refused(seen, tmp_path):
    sector = tmp_path / "nvm.bin"
    sector.write_bytes(bytes(range(256)) * 16)
    assert pico_cli.main(["--nvm", str(sector)]) == 2  # (the fake run's error)
    assert seen["nvm"] == bytes(range(256)) * 16
    seen.clear()
    sector.write_bytes(b"\xff" * 5000)  # it would overwrite the firmware below nvm: no run
    assert pico_cli.main(["--nvm", str(sector)]) == 2 and not seen
    assert pico_cli.main(["--nvm", str(tmp_path / "none.bin")]) == 2 and not seen


def test_a_window_takes_only_its_own_sleep_and_light():
    # awake all of the first 10 s, lit; then asleep 90 % of the time, dark from 10 s
    samples = [[ms, 0.0] for ms in range(0, 10001, 1000)]
    samples += [[10000 + ms, 0.9 * ms] for ms in range(1000, 10001, 1000)]
    power = {"asleep_ms": 9000.0, "span_ms": 20000.0, "backlight": [[0, 1.0], [10000.0, 0.0]],
             "asleep_at": samples}  # fmt: skip
    dark = report.window_power(power, 10000, 20000)
    assert dark["core_awake_fraction"] == pytest.approx(0.1)
    assert dark["backlight_duty"] == 0.0
    assert dark["est_ma"] == pytest.approx(0.1 * report.CORE_AWAKE_MA + 0.9 * report.CORE_WFI_MA,
                                           abs=0.05)  # fmt: skip
    lit = report.window_power(power, 0, 10000)
    assert lit["core_awake_fraction"] == 1.0 and lit["backlight_duty"] == 1.0
    whole = report.power_figures(power)["est_ma"]
    assert dark["est_ma"] < whole < lit["est_ma"]
    assert report.window_power(power, 30000, 40000)["est_ma"] is None  # no wakes in it
    assert report.window_power({}, 0, 1000)["est_ma"] is None  # an old emulator: no crash
