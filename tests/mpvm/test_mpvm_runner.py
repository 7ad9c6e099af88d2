# SPDX-License-Identifier: MIT
"""The VM runner itself: a real 32-bit MicroPython, errors surface, memory figures are sound."""

import pytest

from tests.mpvm.vm import MicroPythonVM, VMError

PROBE = """\
BUF = bytearray(8)
def quiet():
    BUF[0] = BUF[1] + 1
def noisy():
    return [0] * 32
"""


def test_it_is_a_32_bit_micropython(mpvm: MicroPythonVM) -> None:
    assert mpvm.eval("__import__('sys').implementation.name") == "micropython"
    assert mpvm.eval("__import__('sys').maxsize") == 2**31 - 1


def test_python_exception_raises_with_its_traceback(mpvm: MicroPythonVM) -> None:
    with pytest.raises(VMError) as info:
        mpvm.run("def boom():\n    raise KeyError('x7')\nboom()")
    assert "KeyError" in info.value.traceback and "boom" in info.value.traceback
    assert mpvm.run("print('still alive')") == "still alive\n"


def test_mounted_files_import_and_host_libs_run(mpvm_factory) -> None:
    vm = mpvm_factory(dirs=[], files={"probe.py": PROBE}, host_libs=["adafruit_ticks"])
    assert vm.run("import probe\nprint(len(probe.BUF))") == "8\n"
    # ticks_diff wraps at 2**29 the same way in the VM as on the device.
    assert vm.eval("__import__('adafruit_ticks').ticks_diff(3, (1 << 29) - 2)") == 5


def test_allocated_tells_zero_from_some(mpvm_factory) -> None:
    vm = mpvm_factory(dirs=[], files={"probe.py": PROBE})
    vm.run("import probe")
    assert vm.allocated("probe.quiet") == 0
    assert vm.allocated("probe.noisy") >= 32 * 4


def test_retained_counts_what_stays(mpvm_factory) -> None:
    vm = mpvm_factory(dirs=[])
    kept = vm.retained("KEEP = bytearray(4000)")
    dropped = vm.retained("bytearray(4000)")
    assert 4000 <= kept < 4400
    assert dropped < 200
