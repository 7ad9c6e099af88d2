# SPDX-License-Identifier: MIT
"""`make firmware` builds CircuitPython's mpy-cross too (issue 27.4): deploy finds it in out/,
and it compiles the console exactly as the 10.2.1 binary Adafruit publishes does."""

import pytest

from host_tools.deploy import install, mpy


def test_the_built_mpy_cross_is_circuitpythons_and_compiles_the_same_bytes():
    if not mpy.BUILT.is_file():
        pytest.skip(f"{mpy.BUILT} is not built: run `make firmware` (root)")
    built = mpy._usable(mpy.BUILT, "make firmware")  # runs here, says CircuitPython mpy v6
    ours = install.sources(mpy_files=True, mpy_cross=built)
    if not mpy.SHIPPED.is_file():
        pytest.skip(f"no {mpy.SHIPPED} to compare with")
    mpy._memo.clear()
    assert ours == install.sources(mpy_files=True, mpy_cross=mpy.SHIPPED)
