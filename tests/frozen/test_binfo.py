# SPDX-License-Identifier: MIT
"""The console's UF2 names itself to picotool (frozen/binfo.py), checked on the stock
CircuitPython 10.2.1 UF2 the build starts from, read back by an independent reader."""

import folder2uf2
import pytest

from frozen import combine
from host_tools.pico import run
from tests.frozen.uf2file import PROGRAM_NAME, PROGRAM_URL, PROGRAM_VERSION, Block, binary_info


def _blocks(pairs):
    return [Block(0, addr, bytes(data), i, len(pairs), 0) for i, (addr, data) in enumerate(pairs)]


def test_the_firmware_is_named_spit_console_and_circuitpythons_own_strings_stay():
    stock = run.find_uf2()
    if stock is None:
        pytest.skip(run.GET_UF2)
    fw_blocks, _family = folder2uf2.read_uf2(str(stock))
    before = binary_info(_blocks(fw_blocks))
    assert before[PROGRAM_NAME] == "CircuitPython"
    named = combine.name_it(fw_blocks)
    after = binary_info(_blocks(named))
    assert after[PROGRAM_NAME] == "Spit console"
    assert after[PROGRAM_VERSION] == f"{combine.firmware_version()} (CircuitPython 10.2.1)"
    assert after[PROGRAM_URL] == before[PROGRAM_URL]
    # nothing but the three pointers and the one new block changed
    old, new = dict(fw_blocks), dict(named)
    assert len(new) == len(old) + 1
    assert sum(old[a] != new[a] for a in old) <= 2
