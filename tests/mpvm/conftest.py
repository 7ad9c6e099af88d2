# SPDX-License-Identifier: MIT
"""Fixtures for tests that run code in the real MicroPython VM (see tests/mpvm/vm.py).

`mpvm`: one VM per test module with firmware/lib mounted at /lib (on its sys.path) plus the host
libraries the firmware imports (adafruit_ticks, adafruit_debouncer).
`mpvm_factory(**kw)` starts extra VMs (fresh interpreter, e.g. for an import footprint) and closes
them after the test.
Every test here is skipped with a clear reason when node or node_modules are missing (`make test`
installs them), and fails instead when the CI environment variable is set: CI must run the proof.
"""

import os
from collections.abc import Iterator

import pytest

from tests.mpvm.vm import MicroPythonVM, available

FIRMWARE_LIB = "firmware/lib"
HOST_LIBS = ("adafruit_ticks", "adafruit_debouncer")


def _need_vm() -> None:
    reason = available()
    if reason and os.environ.get("CI"):
        pytest.fail(f"MicroPython VM unavailable in CI: {reason}")
    if reason:
        pytest.skip(f"MicroPython VM unavailable: {reason}")


@pytest.fixture(scope="module")
def mpvm() -> Iterator[MicroPythonVM]:
    _need_vm()
    with MicroPythonVM(dirs=[FIRMWARE_LIB], host_libs=HOST_LIBS) as vm:
        yield vm


@pytest.fixture
def mpvm_factory() -> Iterator:
    _need_vm()
    started: list[MicroPythonVM] = []

    def start(**kwargs: object) -> MicroPythonVM:
        kwargs.setdefault("dirs", [FIRMWARE_LIB])
        vm = MicroPythonVM(**kwargs)  # type: ignore[arg-type]
        started.append(vm)
        return vm

    yield start
    for vm in started:
        vm.close()
