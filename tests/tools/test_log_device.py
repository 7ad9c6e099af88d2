# SPDX-License-Identifier: MIT
"""spit.console.records.log on a real MicroPython VM: the same bytes as on CPython, and what a line
allocates."""

import io

import pytest

import spit
from host_tools.spitlog.lines import Line, parse
from spit.console.records.log import EventLog
from tests.mpvm.conftest import started

CALLS = (
    "log.hello(5)",
    "log.press(536870000, 1, 3, True, 0, 2, 3, 1, -1, 120)",
    "log.press(7, 0, 6, False)",
    "log.action(536870911, 0, 2, 4, 1)",
    "log.action(12, -1, 7)",
    "log.overflow(13, b'keys', 3)",
    "log.debug(14, 33, 101232, 64000)",
    "log.note(15, 'title')",
)


@pytest.fixture(scope="module")
def vm():
    yield from started(
        "from spit.console.records.log import EventLog\n"
        "class Sink:\n"
        "    def __init__(self):\n"
        "        self.out = bytearray(4096)\n"
        "        self.n = 0\n"
        "    def write(self, buf):\n"
        "        k = len(buf)\n"
        "        self.out[self.n:self.n + k] = buf\n"
        "        self.n += k\n"
        "        return k\n"
    )


def test_micropython_writes_exactly_the_bytes_cpython_does(vm):
    vm.run("sink = Sink()\nlog = EventLog(sink, '0.1.0')\n" + "\n".join(CALLS))
    device = bytes(vm.eval("list(sink.out[:sink.n])"))
    host = io.BytesIO()
    log = EventLog(host, "0.1.0")  # noqa: F841 (used by the eval below)
    for call in CALLS:
        eval(call)
    assert device == host.getvalue()
    items = [parse(raw) for raw in device.split(b"\n") if raw]
    assert len(items) == len(CALLS) and all(isinstance(x, Line) for x in items)


def test_a_press_or_action_line_allocates_at_most_two_memoryviews(vm):
    vm.run(
        "sink = Sink()\nlog = EventLog(sink, '0.1.0')\n"
        "def press():\n    log.press(536870000, 1, 3, True, 0, 2, 3, 1, -1, 120)\n"
        f"def action():\n    log.action(536870911, 0, {spit.A_PLAY}, 4, 1)\n"
        "def nothing():\n    pass\n"
    )
    base = vm.allocated("nothing")
    sizes = {name: vm.allocated(name) - base for name in ("press", "action")}
    print("bytes allocated per line in MicroPython:", sizes)
    # Two memoryview slices of the line (16 bytes each): one the checksum reads, one handed to
    # write(); no strings, no lists.
    assert all(0 <= size <= 32 for size in sizes.values()), sizes
