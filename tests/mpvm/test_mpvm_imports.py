# SPDX-License-Identifier: MIT
"""Every firmware module imports in a real MicroPython, unless it needs a device-only module.

Catches what a syntax check cannot: code run at import time that MicroPython rejects (CPython-only
builtins or methods, big-int constants, bad const() use). A module may fail only with
"no module named X" where X is a CircuitPython core module (one circuitpython-stubs covers, such
as displayio or board): those run on the device and in the simulator's stand-ins.
"""

import pathlib
import re
import sysconfig

import pytest

from tests.mpvm.vm import REPO, MicroPythonVM, VMError

LIB = REPO / "firmware" / "lib"
MODULES = sorted(
    ".".join(p.relative_to(LIB).with_suffix("").parts)
    for p in LIB.rglob("*.py")
    if p.name != "__init__.py" and "__pycache__" not in p.parts
)
_SITE = pathlib.Path(sysconfig.get_paths()["purelib"])
_MISSING = re.compile(r"ImportError: no module named '([A-Za-z0-9_.]+)'")


def device_only(name: str) -> bool:
    """True for a CircuitPython core module (it has a package in circuitpython-stubs)."""
    return (_SITE / f"{name.split('.')[0]}-stubs").is_dir()


@pytest.mark.parametrize("module", MODULES)
def test_module_imports_in_micropython(mpvm: MicroPythonVM, module: str) -> None:
    mpvm.forget("spit")
    try:
        mpvm.run(f"import {module}")
    except VMError as err:
        last = err.traceback.strip().splitlines()[-1]
        missing = _MISSING.search(last)
        if missing and device_only(missing.group(1)):
            pytest.skip(f"needs the device module {missing.group(1)}")
        raise


def test_a_cpython_only_call_at_import_fails(mpvm_factory) -> None:
    # Control: str.removeprefix is CPython 3.9+, absent from MicroPython.
    vm = mpvm_factory(dirs=[], files={"probe_cp.py": "NAME = 'spit.x'.removeprefix('spit.')\n"})
    with pytest.raises(VMError, match="AttributeError"):
        vm.run("import probe_cp")
    assert device_only("displayio") and not device_only("spit")
