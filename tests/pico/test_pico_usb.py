# SPDX-License-Identifier: MIT
"""The emulated Pico's USB: what the firmware sends reaches the host in order.

TinyUSB sends an IN transfer over 64 bytes as a double-buffered one: buffer 0, then buffer 1.
rp2040js delivered buffer 1 first, so the host got those 64-byte packets swapped (usb_order.mjs
arms one such transfer by hand). CircuitPython 10.2.1's CDC ports send 64 bytes at most a
transfer, so its logs were not hit; its drive's (MSC) 512-byte reads are.
"""

import json
import re
import subprocess
import sys

import pytest

from host_tools.pico import run
from host_tools.spitlog import lines

ORDER = run.REPO / "tests" / "pico" / "usb_order.mjs"


def test_a_double_buffered_in_transfer_reaches_the_host_in_order():
    try:
        exe = run.node()
    except run.PicoError as err:
        pytest.skip(str(err))
    out = subprocess.run([exe, str(ORDER)], capture_output=True, check=True)
    assert json.loads(out.stdout) == [0xA0, 0xB1]  # buffer 0's packet, then buffer 1's


# The firmware's own log writer (spit.console.records.log.EventLog, as hw.py sets it up:
# usb_cdc.data, write_timeout 0) writing a long log fast: A and D lines, 8 a burst, a burst every 5
# ms.
DENSE_LOG = b"""import time, usb_cdc
from spit.console.records.log import EventLog
data = usb_cdc.data
data.write_timeout = 0
log = EventLog(data, "usb-test")
log.hello(0)
i = 0
while log.lines + log.dropped < %d:
    for _ in range(4):
        log.action(i, i & 1, 1 + i %% 7, i %% 5, i %% 9)
        log.debug(i, 25, 50000 + i %% 1000, 100000, 30000)
        i += 1
    time.sleep(0.005)
print("log lines", log.lines, "dropped", log.dropped)
"""
STALL_BYTES = 32_127  # where the data port's lines once stopped arriving (docs/PICO.md)
LONG_LOG_LINES = 2400  # ~75 KB: more than twice the ~32 KB after which the data port once stopped


def test_a_long_log_arrives_over_usb_whole_and_in_order(stock_uf2):
    items = [(dest, data) for dest, data in run.drive_items({}, short_names=False,
                                                            **run.source_options(True))
             if dest != "code.py"] + [("code.py", DENSE_LOG % LONG_LOG_LINES)]  # fmt: skip
    result = run.run(stock_uf2, [], 60000, items=items, wall_timeout_s=900)
    assert result.error is None
    said = re.search(r"log lines (\d+) dropped (\d+)", result.console)
    assert said is not None, result.console[-500:]
    written, dropped = int(said[1]), int(said[2])
    assert written >= LONG_LOG_LINES and dropped == 0  # the FIFO never refused a line
    received = [lines.parse(raw) for _, raw in result.log_lines()]
    assert len(result.data) > 64 * 1024
    assert all(isinstance(line, lines.Line) for line in received)  # no garbled or cut line
    assert [line.seq for line in received] == list(range(written))  # none lost, in order
    assert result.data == result.written  # every byte the firmware wrote, as it wrote it


@pytest.mark.soak
def test_a_ten_minute_attract_runs_log_arrives_whole_and_replays(console_uf2, tmp_path):
    # The console left alone: a minute on the title, then CPU-vs-CPU demo games; debug mode adds
    # a heap line a second. What the host read from the data port, not the write calls' copy.
    items = run.drive_items({"debug": 1}, **run.source_options(True, console_uf2))
    until = 10 * 60000
    result = run.run(console_uf2, [], until, items=items, wall_timeout_s=3 * 3600)
    log = tmp_path / "attract.log"  # (kept for a look when an assertion below fails)
    log.write_bytes(result.data)
    assert result.error is None and result.resets == 0
    # past where the data port once stopped (32 127 B at 266 s), and still arriving at the end
    assert len(result.data) > STALL_BYTES
    assert until - result.data_chunks[-1][0] < 5000  # (debug mode writes a line a second)
    # Not result.written: that is what each write call offered, and with write_timeout = 0 a
    # write may take fewer bytes (the log sends the rest later), so over ten minutes it repeats
    # some. What arrived: every line whole, numbered from 0 with none missing, in order.
    received = [lines.parse(raw) for _, raw in result.log_lines()]
    assert all(isinstance(line, lines.Line) for line in received)
    assert [line.seq for line in received] == list(range(len(received)))
    assert sum(line.tag == "G" for line in received) >= 1  # a demo game started
    out = subprocess.run([sys.executable, "-m", "host_tools.spitlog", "replay", str(log)],
                         capture_output=True, text=True, timeout=300)  # fmt: skip
    assert out.returncode == 0, out.stdout + out.stderr
    assert "0 with mismatches, 0 not verifiable" in out.stdout and " 0 lost" in out.stdout
