# SPDX-License-Identifier: MIT
"""The simulator's supply (host_tools.sim.stubs.power, analogio, digitalio) mirrors the emulated
Pico's: ``--vsys VOLTS`` or ``FROM:TO:SECONDS`` and ``--usb/--no-usb``, read by the firmware's
own hw.py and battery gauge through ``board.VOLTAGE_MONITOR`` and ``board.VBUS_SENSE``."""

import sys

import pytest

from host_tools.sim.stubs import analogio as sim_analogio
from host_tools.sim.stubs import board as sim_board
from host_tools.sim.stubs import digitalio as sim_digitalio
from host_tools.sim.stubs import power
from host_tools.sim.stubs import supervisor as sim_supervisor
from spit.console.device import battery, hw, pins
from spit.console.flow import parts


def test_a_spec_is_steady_volts_or_a_ramp_and_usb_follows_it():
    assert power.parse(None).usb and power.parse(None).vsys_at(5000) == power.USB_VSYS
    steady = power.parse("3.7")
    assert not steady.usb and steady.vsys_at(0) == steady.vsys_at(10**6) == 3.7
    ramp = power.parse("4.1:3.2:600", usb=True)
    assert ramp.usb and ramp.vsys_at(-5) == 4.1 and ramp.vsys_at(300_000) == pytest.approx(3.65)
    assert ramp.vsys_at(600_000) == ramp.vsys_at(900_000) == 3.2
    assert ramp.job() == {"points": [[0.0, 4.1], [600_000.0, 3.2]], "usb": True}
    for bad in ("x", "4:3", "7", "4:3:-1", "1:2:3:4"):
        with pytest.raises(ValueError):
            power.parse(bad)


@pytest.fixture
def stubs(monkeypatch):
    for name, module in (("board", sim_board), ("analogio", sim_analogio),
                         ("digitalio", sim_digitalio), ("supervisor", sim_supervisor)):  # fmt: skip
        monkeypatch.setitem(sys.modules, name, module)
    sim_supervisor.reset()
    monkeypatch.setattr(power, "zero_ticks", sim_supervisor.ticks_ms())
    yield monkeypatch


def test_the_firmware_reads_the_simulated_supply_through_hw(stubs):
    stubs.setattr(power, "supply", power.parse("4.0:3.05:60"))
    h = parts.Hardware()
    hw._build_power(h, sim_board, pins.PICO)
    assert h.problems == [] and h.vsys is not None and h.vbus is not None
    seen = []
    for second in (0, 30, 45, 60):
        sim_supervisor.set_ticks(power.zero_ticks + second * 1000)
        g = battery.Gauge(h.vsys, h.vbus, battery.LIPO)
        g.update(sim_supervisor.ticks_ms())
        seen.append((round(g.volts, 2), g.text()))
    assert seen == [(4.0, "4/4"), (3.52, "3/4"), (3.29, "LOW"), (3.05, "EMPTY")]
    stubs.setattr(power, "supply", power.parse("3.05", usb=True))
    g = battery.Gauge(h.vsys, h.vbus, battery.LIPO)
    g.update(0)
    assert g.text() == "USB" and g.may_write()


def test_a_board_without_a_voltage_monitor_has_no_readers(stubs):
    h = parts.Hardware()
    hw._build_power(h, sim_board, pins.FEATHER_RP2040)  # the pin map says: no gauge there
    assert h.vsys is None and h.vbus is None and h.problems == []
