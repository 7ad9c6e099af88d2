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


def started(*setup: str, **kwargs: object) -> Iterator[MicroPythonVM]:
    """The one VM fixture's body, for any test module: ``yield from started(code, ...)`` gives a
    VM with firmware/lib and HOST_LIBS (``kwargs`` as MicroPythonVM's) that has run ``setup``;
    skipped without node (failed in CI), closed after the module."""
    _need_vm()
    kwargs.setdefault("dirs", [FIRMWARE_LIB])
    kwargs.setdefault("host_libs", HOST_LIBS)
    with MicroPythonVM(**kwargs) as vm:  # type: ignore[arg-type]
        for code in setup:
            vm.run(code)
        yield vm


@pytest.fixture(scope="module")
def mpvm() -> Iterator[MicroPythonVM]:
    yield from started()


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
