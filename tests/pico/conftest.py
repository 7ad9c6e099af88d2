# SPDX-License-Identifier: MIT
"""The emulated Pico in the test suite: the real firmware on CircuitPython 10.2.1 in rp2040js.

Every test here needs a CircuitPython UF2 for the Pico; without one they are skipped with a
message saying where to get it (on this project's machines it is in ../shared/circuitpython/).
"""

import pathlib
import sys

import pytest

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "console"))  # player, simkit

from host_tools.pico import run  # noqa: E402


def _uf2_or_skip():
    found = run.find_uf2()
    if found is None:
        pytest.skip(run.GET_UF2)
    return found


@pytest.fixture(scope="session")
def stock_uf2():
    return _uf2_or_skip()


def console_uf2_or_skip():
    """The console's own UF2 (`make firmware`: CircuitPython with the game frozen in)."""
    built = sorted((run.REPO / "out").glob("spit-console-*.uf2"))
    if not built:
        pytest.skip("no out/spit-console-*.uf2: `make firmware` builds it (CI does, first)")
    return built[-1]


@pytest.fixture(scope="session", params=["stock", "console"])
def any_uf2(request):
    """Each firmware a console runs: stock 10.2.1 + .mpy on the drive, and the console's own."""
    return _uf2_or_skip() if request.param == "stock" else console_uf2_or_skip()


@pytest.fixture(scope="session")
def console_uf2():
    """The product's firmware. A game, faults and saves are tested on it; stock CircuitPython
    10.2.1 + .mpy is walked through every phase by test_pico_phases.py."""
    return console_uf2_or_skip()
