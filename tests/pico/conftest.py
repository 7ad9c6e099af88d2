# SPDX-License-Identifier: MIT
"""The emulated Pico in the test suite: the real firmware on CircuitPython 10.2.1 in rp2040js.

Every test here needs a CircuitPython UF2 for the Pico; without one they are skipped with a
message saying where to get it (on this project's machines it is in ../shared/circuitpython/).
"""

import pathlib
import sys

import pytest

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "app"))  # player, simkit

from host_tools.pico import run  # noqa: E402


def _uf2_or_skip():
    found = run.find_uf2()
    if found is None:
        pytest.skip(run.GET_UF2)
    return found


@pytest.fixture(scope="session")
def stock_uf2():
    return _uf2_or_skip()
