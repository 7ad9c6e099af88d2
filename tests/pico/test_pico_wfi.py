# SPDX-License-Identifier: MIT
"""The emulated Pico's WFI wakes for an interrupt already pending, as an ARMv6-M core does.

CircuitPython sleeps with interrupts masked (port_idle_until_interrupt: cpsid, check for work,
wfi, cpsie). rp2040js's WFI always slept, and only an interrupt that became pending woke it: a
timer IRQ raised between the cpsid and the wfi left the chip asleep for good, and a stock attract
run went quiet ~53 s after time zero (no frame, no log line, no reset). wfi_pending.mjs runs that
moment bare-metal.
"""

import json
import subprocess

import pytest

from host_tools.pico import run

WFI = run.REPO / "tests" / "pico" / "wfi_pending.mjs"


def test_a_wfi_with_an_interrupt_already_pending_returns():
    try:
        exe = run.node()
    except run.PicoError as err:
        pytest.skip(str(err))
    out = json.loads(subprocess.run([exe, str(WFI)], capture_output=True, check=True).stdout)
    assert out["pending"]  # the timer's IRQ was pending (held off by PRIMASK) before the WFI
    assert out["woke"] and not out["waiting"]
