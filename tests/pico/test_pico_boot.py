# SPDX-License-Identifier: MIT
"""Power on the emulated Pico: the console boots to its title on either firmware."""

import screens
from simkit import simulate

from host_tools.pico import __main__ as pico_cli
from host_tools.pico import report, run
from tests.frozen.uf2file import fat_files

TITLE_AT_MS = 3200  # the title is on the glass 2.3 s after code.py starts (stock), 1.0 s (console)


def test_it_boots_to_the_title_with_no_traceback(any_uf2, tmp_path):
    flash = tmp_path / "flash.bin"
    items = run.drive_items({}, **run.source_options(True, any_uf2))
    shot = [(TITLE_AT_MS, str(tmp_path / "pico.png"))]
    result = run.run(any_uf2, [], TITLE_AT_MS + 200, items=items, shots=shot, flash_out=flash)
    figures = report.build(result)
    assert result.error is None, result.error
    assert "Traceback" not in result.console[result.console.find("code.py output:") :]
    assert figures["faults"] == [] and figures["resets"] == 0
    simulate(seed=1, until_ms=TITLE_AT_MS + 100, shots={TITLE_AT_MS: tmp_path / "sim.png"})
    frac = screens.differing_fraction(tmp_path / "sim.png", tmp_path / "pico.png")
    assert frac <= screens.TWIN_TOLERANCE, f"{frac:.1%} of the title differs from the simulator's"
    drive = fat_files(flash.read_bytes()[run.uf2.folder2uf2.BOARDS["raspberry_pi_pico"][1] :])
    boot_out = drive["boot_out.txt"].decode()
    assert "CircuitPython 10.2.1" in boot_out, boot_out
    console = run.is_console_firmware(any_uf2)
    if console:
        assert "Spit console" in boot_out, boot_out
    assert drive["code.py"] == (run.FIRMWARE / "code.py").read_bytes()  # the drive is intact
    # the emulated clock runs on what the firmware programmed: a flash miss costs boot2's SSI read
    # (quad 0xEB in continuous mode: 20 clocks, BAUDR 4 on stock, 2 on the console UF2 by
    # frozen/patches/20, + 10), the cache was flushed after the flash writes (boot_out.txt), and
    # the display SPI (31.25 MHz asked) gets stock's clk_peri 48 MHz / 2, or on the console UF2
    # (patch 22: clk_peri stays on clk_sys) 200 MHz / 8, the even divisor at or below the ask
    assert figures["xip"]["miss_cycles"] == 20 * (2 if console else 4) + 10
    assert result.raw["xip"]["flushes"] > 0
    assert figures["spi_hz"] == (25_000_000 if console else 24_000_000)


def test_without_a_uf2_it_says_where_to_get_one(monkeypatch, tmp_path, capsys):
    monkeypatch.setattr(run, "SHARED_CP", tmp_path)
    monkeypatch.delenv("SPIT_CIRCUITPYTHON_UF2", raising=False)
    assert pico_cli.main([]) == 2
    assert "circuitpython.org" in capsys.readouterr().err
    assert pico_cli.main(["--uf2", str(tmp_path / "none.uf2")]) == 2
    assert "no such UF2" in capsys.readouterr().err
