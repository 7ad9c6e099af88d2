# SPDX-License-Identifier: MIT
"""The emulated Pico's XIP cache model (host_tools/pico/xip.mjs): code and data in flash cost
what they cost on an RP2040, so a device figure is one to plan on.

A bare-metal loop (xip_loop.mjs) sweeps flash one word per 8-byte line. 8 KB fits the 16 KB
cache: after the first pass every load hits and the loop runs as fast as from SRAM. 32 KB does
not: every load misses and waits for one SSI read, whose clocks the model takes from the SSI
registers as boot2 programmed them (quad 0xEB in continuous mode: 20 clocks) times BAUDR.
"""

import json
import subprocess

import pytest

from host_tools.pico import run

LOOP = run.REPO / "tests" / "pico" / "xip_loop.mjs"
OVERHEAD = 10  # clk_sys cycles a miss costs beyond the SSI's clocks (xip.mjs MISS_OVERHEAD)


def _loop(**job):
    try:
        exe = run.node()
    except run.PicoError as err:
        pytest.skip(str(err))
    out = subprocess.run([exe, str(LOOP), json.dumps(job)], capture_output=True, check=True)
    return json.loads(out.stdout)


def test_a_sweep_larger_than_the_cache_runs_slower_by_the_models_factor():
    fits, spills = _loop(bytes=8192), _loop(bytes=32768)
    ideal = _loop(bytes=32768, ideal=True)
    assert fits["misses_per_load"] == 0 and spills["misses_per_load"] == 1
    cycle_ns = 1e9 / spills["clk_sys"]
    # what the model predicts: the same load, plus one SSI read each
    predicted = (ideal["ns_per_load"] + spills["miss_cycles"] * cycle_ns) / ideal["ns_per_load"]
    measured = spills["ns_per_load"] / fits["ns_per_load"]
    assert measured == pytest.approx(predicted, rel=0.01)
    assert measured > 10  # measurably: ~16x for this tight loop
    # a sweep that fits runs as from SRAM; without the model size does not matter at all
    assert fits["ns_per_load"] == pytest.approx(ideal["ns_per_load"], rel=0.01)


def test_the_miss_stall_is_the_ssi_read_the_firmware_programmed():
    # BAUDR divides clk_sys for the flash clock: 20 clocks of a quad continuous read each
    for baudr in (2, 4):
        got = _loop(bytes=32768, baudr=baudr)
        assert got["miss_cycles"] == 20 * baudr + OVERHEAD
    assert _loop(bytes=32768, ideal=True)["miss_cycles"] == 0


@pytest.mark.parametrize("alias", [0x11, 0x12, 0x13])
def test_the_uncached_and_non_allocating_aliases_miss_where_the_datasheet_says(alias):
    # 0x11 looks up but never fills, 0x12 fills but never looks up, 0x13 bypasses the cache:
    # a sweep that would fit misses every load through each of them
    assert _loop(bytes=8192, alias=alias)["misses_per_load"] == 1


def test_a_flush_empties_the_cache():
    # XIP_CTRL.FLUSH (what the bootrom's flash_flush_cache writes after programming the flash):
    # the next pass misses every line once, then the sweep hits again
    got = _loop(bytes=8192, flush=True)
    assert got["flushes"] == 1
    # every line of the data once, and the loop's own 4 words of code
    assert round(got["misses_per_load"] * got["loads"]) == 8192 // 8 + 4
