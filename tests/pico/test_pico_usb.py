# SPDX-License-Identifier: MIT
"""The emulated Pico's USB: what the firmware sends reaches the host in order.

TinyUSB sends an IN transfer over 64 bytes as a double-buffered one: buffer 0, then buffer 1.
rp2040js delivered buffer 1 first, so the host got those 64-byte packets swapped (usb_order.mjs
arms one such transfer by hand). CircuitPython 10.2.1's CDC ports send 64 bytes at most a
transfer, so its logs were not hit; its drive's (MSC) 512-byte reads are.
"""

import json
import subprocess

import pytest

from host_tools.pico import run

ORDER = run.REPO / "tests" / "pico" / "usb_order.mjs"


def test_a_double_buffered_in_transfer_reaches_the_host_in_order():
    try:
        exe = run.node()
    except run.PicoError as err:
        pytest.skip(str(err))
    out = subprocess.run([exe, str(ORDER)], capture_output=True, check=True)
    assert json.loads(out.stdout) == [0xA0, 0xB1]  # buffer 0's packet, then buffer 1's
