# SPDX-License-Identifier: MIT
"""On the emulated Pico (stock 10.2.1 + .mpy): what a family's settings.toml and hands do at boot.

- B's SPIT held from power-up starts the hardware test, A's turns on debug mode (CircuitPython
  10.2.1's keypad reports a key held when Keys is made only after Keys.reset()).
- A clock past the chip's rating and an SPI clock in kHz are refused: the chip runs at 200 MHz,
  the title comes up, no watchdog reset loop, the log and the title's footer name them.
"""

import screens  # noqa: F401  (conftest's path to tests/console)

from host_tools.pico import report, run
from host_tools.spitlog import lines

A_SPIT, B_SPIT = 7, 15


def _log(result, since_ms=-1e9):
    out = []
    for ms, raw in result.written_lines():
        if ms < since_ms:
            continue
        line = lines.parse(raw)
        if isinstance(line, lines.Line):
            out.append(line)
    return out


def test_spit_held_from_power_up_starts_the_hardware_test_and_debug_mode(stock_uf2):
    # A power-on boot (fresh RAM), as a family's: the run's power cut. (The harness's first
    # boot is a soft reload, whose heap still holds the last run's keypad counters.)
    gpio = run.pin_numbers()
    items = run.drive_items({"debug": 0}, **run.source_options(True, stock_uf2))
    cut = run.PowerCut(ms=200, until_ms=5000)
    result = run.run(stock_uf2, [], 6000, items=items, held=(gpio[A_SPIT], gpio[B_SPIT]), cut=cut)
    assert [cause for _ms, cause in result.restarts] == ["power"]
    log = _log(result, result.restarts[0][0])
    phases = [line.fields[0] for line in log if line.tag == "M"]
    assert "hwtest" in phases, phases
    assert any(line.tag == "D" for line in log)  # debug mode's heap lines, debug = 0 set
    assert result.resets == 0


def test_a_clock_past_the_rating_and_spi_in_khz_are_refused_and_the_console_boots(
    stock_uf2, tmp_path
):
    settings = {"cpu_hz": 300000000, "spi_hz": 31250}
    items = run.drive_items(settings, **run.source_options(True, stock_uf2))
    shot = tmp_path / "title.png"
    # (the old code's title, drawn at 31 250 Hz, was unfinished at 11.6 s when the watchdog
    # fired: a title drawn by 4.5 s is the promise, the loop's absence follows from it)
    result = run.run(stock_uf2, [], 4500, items=items, shots=[(4300, shot)])
    assert result.raw["clk_sys_hz"] == 200_000_000
    notes = " ".join(" ".join(line.fields) for line in _log(result) if line.tag == "M")
    assert "cpu_hz = 300000000 refused" in notes and "spi_hz = 31250 refused" in notes
    assert result.resets == 0 and report.build(result)["faults"] == []
    assert report.build(result)["boot_ms"] is not None  # the title was drawn
