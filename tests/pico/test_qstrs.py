# SPDX-License-Identifier: MIT
"""host_tools.pico.qstrs: the names a module interns on a stock Pico's heap for good, counted
against the firmware's ROM pool (the qstr pool step of docs/ARCHITECTURE.md)."""

import pytest

from host_tools.deploy import mpy
from host_tools.pico import qstrs, run


@pytest.fixture(scope="module")
def rom():
    uf2 = run.find_uf2()
    elf = run.find_elf(uf2) if uf2 is not None else None
    if elf is None:
        pytest.skip(run.GET_UF2)
    return qstrs.rom_names(elf)


def test_rom_holds_the_firmware_names_and_not_the_consoles(rom):
    assert {"displayio", "append", "TileGrid", "gc", "collect"} <= rom
    assert not {"spit", "drop_table", "show_menu"} & rom
    assert 1800 < len(rom) < 2100  # stock 10.2.1: 1 920


def test_a_module_interns_its_own_names_and_short_strings_not_roms(rom, tmp_path):
    binary = mpy.find()[0]
    if binary is None:
        pytest.skip("no mpy-cross: `make firmware` builds it, or ../shared has it")
    source = b"import gc\ndef carry_on(gone, width=3):\n    gc.collect()\n"
    source += b"    return gone.drop_bars + 'felt'\n"
    code = mpy.compile_one(binary, "lib/spit/tryout.py", source, tmp_path)
    names = qstrs.module_names([("lib/spit/tryout.mpy", code)], rom)["spit.tryout"]
    assert {"carry_on", "gone", "drop_bars", "felt", "spit.tryout"} <= names
    # its source name is the dotted name the import interns anyway: no second name for the file
    assert "spit.tryout" in qstrs.mpy_names(code) and "tryout.py" not in names
    assert not {"gc", "collect", "width"} & names  # ROM's (width: displayio's)


def test_the_pool_steps():
    assert qstrs.step_after(1260) == 1260  # the 640-entry pool is the last before the 1 280
    assert qstrs.step_after(1261) == 2540
    assert qstrs.step_after(5) == 20
