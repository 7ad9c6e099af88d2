# SPDX-License-Identifier: MIT
"""spit.console.device.hw: every piece the console can have, each one absent or broken without a
crash."""

import sys
import types

import pytest

from host_tools.sim.stubs import board as sim_board
from host_tools.sim.stubs import keypad as sim_keypad
from host_tools.sim.stubs import microcontroller as sim_mc
from host_tools.sim.stubs import supervisor as sim_supervisor
from host_tools.sim.stubs import usb_cdc as sim_usb_cdc
from host_tools.sim.stubs import watchdog as sim_watchdog
from spit.console.device import hardware, hw
from spit.console.flow import boot
from spit.input import panel


class Recorder:
    """A stand-in class that remembers how it was made."""

    made = []

    def __init__(self, *args, **kwargs):
        self.args = args
        self.kwargs = kwargs
        self.auto_refresh = True
        self.cpu_hz = sim_mc.cpu.frequency  # the core clock its dividers were worked out from
        Recorder.made.append(self)


def _module(name, **attrs):
    module = types.ModuleType(name)
    for key, value in attrs.items():
        setattr(module, key, value)
    return module


@pytest.fixture
def device(monkeypatch):
    """The host stand-ins in sys.modules, plus recording SPI display classes; no buzzer."""
    Recorder.made = []
    sim_keypad.reset_all()
    sim_supervisor.reset()
    monkeypatch.setattr(sim_board, "DISPLAY", None)
    for name, module in (
        ("board", sim_board), ("keypad", sim_keypad), ("supervisor", sim_supervisor),
        ("usb_cdc", sim_usb_cdc), ("microcontroller", sim_mc), ("watchdog", sim_watchdog),
        ("busio", _module("busio", SPI=Recorder)),
        ("fourwire", _module("fourwire", FourWire=Recorder)),
        ("busdisplay", _module("busdisplay", BusDisplay=Recorder)),
        ("displayio", _module("displayio", release_displays=lambda: None)),
        ("audiopwmio", None), ("synthio", None),
    ):  # fmt: skip
        monkeypatch.setitem(sys.modules, name, module)
    for name in ("adafruit_ticks", "adafruit_debouncer", "spit.input.holds"):
        monkeypatch.delitem(sys.modules, name, raising=False)  # imported afresh: the stub clock
    monkeypatch.setattr(sim_usb_cdc, "data", sim_usb_cdc.Serial("data"))
    monkeypatch.setattr(hardware, "sleep_ms", lambda ms: sim_supervisor.advance(ms))
    monkeypatch.setattr(sim_mc.cpu, "frequency", 125_000_000)
    for key in ("display", "spi_hz", "seed", "debug", "cpu_hz"):
        monkeypatch.delenv(key, raising=False)
    yield
    sim_keypad.reset_all()


def test_the_default_build_is_an_ili9341_at_31_25_mhz_on_the_pin_map(device):
    h = hw.build(panel.SCAN_INTERVAL, panel.DEBOUNCE_THRESHOLD)
    spi, bus, display = Recorder.made
    assert spi.kwargs == {"clock": sim_board.GP18, "MOSI": sim_board.GP19}
    assert bus.kwargs["baudrate"] == 31_250_000
    assert bus.kwargs["command"] is sim_board.GP20 and bus.kwargs["chip_select"] is sim_board.GP17
    assert bus.kwargs["reset"] is sim_board.GP21
    assert display.args[1] == hw._ILI9341_INIT
    assert display.kwargs["width"] == 320 and display.kwargs["height"] == 240
    assert display.kwargs["auto_refresh"] is False and h.display.auto_refresh is False
    assert h.display_kind == "ili9341"


def test_settings_toml_picks_the_st7789_and_another_clock(device, monkeypatch):
    monkeypatch.setenv("display", "st7789")
    monkeypatch.setenv("spi_hz", "62500000")
    h = hw.build()
    display = Recorder.made[-1]
    assert display.args[1] == hw._ST7789_INIT and display.kwargs["rotation"] == 90
    assert Recorder.made[1].kwargs["baudrate"] == 62_500_000
    assert h.display_kind == "st7789"


def test_the_core_runs_at_200_mhz_before_the_screen_is_made_unless_told_otherwise(
    device, monkeypatch
):
    h = hw.build()
    assert sim_mc.cpu.frequency == 200_000_000
    assert Recorder.made and all(made.cpu_hz == 200_000_000 for made in Recorder.made)
    assert not any("cpu_hz" in p for p in h.problems)
    monkeypatch.setenv("cpu_hz", "0")
    sim_mc.cpu.frequency = 125_000_000
    hw.build()
    assert sim_mc.cpu.frequency == 125_000_000  # 0: the clock is left as the board set it


def test_a_board_with_its_own_screen_uses_it(device, monkeypatch):
    screen = Recorder()
    monkeypatch.setattr(sim_board, "DISPLAY", screen)
    h = hw.build()
    assert h.display is screen and h.display_kind == "builtin" and not screen.auto_refresh


def test_the_keys_are_the_sixteen_panel_pins_scanned_every_ms(device):
    h = hw.build(panel.SCAN_INTERVAL, panel.DEBOUNCE_THRESHOLD)
    assert h.keys.key_count == 16 and h.keys.interval_ms == 1
    assert h.keys.threshold == panel.DEBOUNCE_THRESHOLD
    assert h.event is not None
    h.keys.press(9)  # B's P2
    sim_supervisor.advance(5)
    assert h.keys.events.get_into(h.event) and h.event.key_number == 9 and h.event.pressed


def test_the_log_goes_to_the_data_port_without_blocking_else_the_console(device, monkeypatch):
    h = hw.build()
    assert h.log_out is sim_usb_cdc.data and sim_usb_cdc.data.write_timeout == 0
    monkeypatch.setattr(sim_usb_cdc, "data", None)
    h = hw.build()
    assert h.log_out is sim_usb_cdc.console


def test_missing_pieces_are_none_with_a_reason_never_a_crash(device, monkeypatch):
    monkeypatch.setitem(sys.modules, "busio", None)  # no SPI: no screen
    monkeypatch.setitem(sys.modules, "usb_cdc", None)
    monkeypatch.setitem(sys.modules, "keypad", None)
    h = hw.build()
    assert h.display is None and h.keys is None and h.log_out is None
    assert h.synth is None and h.audio is None  # no audiopwmio in this build
    joined = " ".join(h.problems)
    assert "display" in joined and "keys" in joined and "usb_cdc" in joined and "sound" in joined
    monkeypatch.setitem(sys.modules, "board", None)
    bare = hw.build()
    assert bare.display is None and bare.nvm is None and "board" in bare.problems[0]


def test_the_buzzer_is_made_once_and_plays_the_synthesizer(device, monkeypatch):
    played = []

    class Audio(Recorder):
        def play(self, sample):
            played.append(sample)

    monkeypatch.setitem(sys.modules, "audiopwmio", _module("audiopwmio", PWMAudioOut=Audio))
    monkeypatch.setitem(sys.modules, "synthio", _module("synthio", Synthesizer=Recorder))
    h = hw.build()
    assert h.audio.args == (sim_board.GP26,) and played == [h.synth]


def test_the_watchdog_is_armed_in_reset_mode_at_most_8_s(device):
    h = hw.build()
    assert h.watchdog is sim_mc.watchdog
    assert boot.arm_watchdog(h)
    assert h.watchdog.mode == sim_watchdog.WatchDogMode.RESET and h.watchdog.timeout <= 8.0


def test_settings_values_and_garbage(monkeypatch):
    monkeypatch.setenv("seed", "1234")
    monkeypatch.setenv("debug", "1")
    monkeypatch.setenv("spi_hz", "fast please")
    assert hw.setting("seed", None) == 1234
    assert hw.setting("debug", False) is True
    assert hw.setting("spi_hz", 62_500_000) == 62_500_000
    assert hw.setting("nothing_here", "ili9341") == "ili9341"


def test_spit_held_at_power_up_turns_on_debug_and_b_spit_the_hardware_test(device):
    sim_keypad.reset_all()
    h0 = hw.build(panel.SCAN_INTERVAL, panel.DEBOUNCE_THRESHOLD)
    assert not h0.debug and not h0.hwtest_at_boot

    # held since before power-up: the stand-in, like CircuitPython 10.2.1, gives no event for
    # them until Keys.reset()
    sim_keypad.hold_from_power_up({7, 15})
    h = hw.build(panel.SCAN_INTERVAL, panel.DEBOUNCE_THRESHOLD)
    assert h.debug and h.hwtest_at_boot


def test_input_pio_without_the_pio_backend_falls_back_to_keypad(device, monkeypatch):
    monkeypatch.setenv("input", "pio")
    monkeypatch.setitem(sys.modules, "spit.input.pio_keys", None)
    h = hw.build(panel.SCAN_INTERVAL, panel.DEBOUNCE_THRESHOLD)
    assert isinstance(h.keys, sim_keypad.Keys)
    assert any(p.startswith("input") for p in h.problems)


def test_input_pio_on_a_board_without_pio_falls_back_to_keypad(device, monkeypatch):
    monkeypatch.setenv("input", "pio")
    monkeypatch.setitem(sys.modules, "rp2pio", None)  # the host has no PIO
    h = hw.build(panel.SCAN_INTERVAL, panel.DEBOUNCE_THRESHOLD)
    assert isinstance(h.keys, sim_keypad.Keys) and isinstance(h.event, sim_keypad.Event)
    assert any("keypad used" in p for p in h.problems)


@pytest.mark.parametrize(
    "key, value",
    [
        ("cpu_hz", "300000000"),  # 50 % past the RP2040's certified 200 MHz
        ("cpu_hz", "20000000"),  # unplayable: the title after ~10 s, a frame a second
        ("cpu_hz", "199999000"),  # no clock the PLL makes
        ("cpu_hz", "fast"),
        ("spi_hz", "31250"),  # kHz typed for Hz: a reboot loop before
        ("spi_hz", "0"),
        ("spi_hz", "100000000"),
        ("display", "st7790"),
        ("input", "usb"),
        ("debug", "maybe"),
        ("seed", "-5"),
    ],
)
def test_a_setting_out_of_range_or_of_the_wrong_type_is_named_and_its_default_used(
    device, monkeypatch, key, value
):
    monkeypatch.setenv(key, value)
    h = hw.build(panel.SCAN_INTERVAL, panel.DEBOUNCE_THRESHOLD)
    assert h.refused == [key]
    assert any(p.startswith("settings.toml: %s = " % key) and value in p for p in h.problems)
    assert sim_mc.cpu.frequency == 200_000_000
    assert Recorder.made[1].kwargs["baudrate"] == 31_250_000
    assert h.display_kind == "ili9341" and isinstance(h.keys, sim_keypad.Keys)
    assert not h.debug and h.seed is None


@pytest.mark.parametrize("hz", [125_000_000, 133_000_000, 150_000_000, 200_000_000, 0])
def test_certified_clocks_the_pll_makes_are_taken(device, monkeypatch, hz):
    monkeypatch.setenv("cpu_hz", str(hz))
    sim_mc.cpu.frequency = 125_000_000
    h = hw.build()
    assert h.refused == []
    assert sim_mc.cpu.frequency == (hz or 125_000_000)
