# SPDX-License-Identifier: MIT
"""spit.input.pio_keys on a real 32-bit MicroPython: reading the FIFO into events allocates
nothing."""

import pytest

pytest.importorskip("tests.mpvm.vm")

from tests.mpvm.conftest import mpvm  # noqa: E402,F401  (the shared VM fixture)

# A state machine stand-in for the VM: prepared words handed out by readinto from the FIFO, or
# written into the background_read ring as DMA would (DMA = True).
VM_SOURCE = """
from array import array
from spit.input import pio_keys
from spit.input.race import Race

class SM:
    def __init__(self):
        self.words = array("L", [0] * 256)
        self.i = 0
        self.n = 0
        self.rxstall = False
    @property
    def in_waiting(self):
        return min(8, self.n - self.i)
    def readinto(self, buf, end):
        w = self.words
        i = self.i
        for j in range(end):
            buf[j] = w[i + j]
        self.i = i + end
    def clear_rxfifo(self):
        self.i = self.n = 0
    def restart(self):
        pass
    def deinit(self):
        pass

class DmaSM(SM):
    def __init__(self):
        super().__init__()
        self.ring = None
        self.at = 0
    def background_read(self, loop):
        self.ring = loop
        self.at = 0
    def stop_background_read(self):
        self.ring = None

NOW = [536870000]  # just before ticks_ms wraps
def ticks():
    return NOW[0]

sm = DmaSM() if DMA else SM()
keys = pio_keys.PioKeys(sm, ticks, 125000000)
event = pio_keys.Event()
race = Race()
race.reset(None, NOW[0])
COUNT = [pio_keys.COUNT_MASK]

def fill(n):
    # n edges 13 ms apart: each key pressed then released (every lockout ends in between)
    w = sm.words
    c = COUNT[0]
    j = 0
    for e in range(n):
        k = (e // 2) % 16
        pins = 0xFFFF ^ (1 << k) if e % 2 == 0 else 0xFFFF
        c = (c - 125000) & pio_keys.COUNT_MASK
        w[j] = pio_keys.STATE_TAG | pins
        w[j + 1] = c
        j += 2
    COUNT[0] = c
    sm.i = 0
    sm.n = j
    if getattr(sm, "ring", None) is not None:  # DMA moves them into the ring
        for x in range(j):
            sm.ring[sm.at] = w[x]
            sm.at = (sm.at + 1) % len(sm.ring)
        sm.n = 0
    NOW[0] = (NOW[0] + 13 * n + 2) % 536870912

def drain_all():
    race.drain(keys, event, NOW[0])
"""


@pytest.mark.parametrize("mode", ["fifo", "ring"])
def test_reading_words_into_the_race_allocates_nothing_on_micropython(mpvm, mode):  # noqa: F811
    mpvm.run("DMA = %r" % (mode == "ring"))
    mpvm.run(VM_SOURCE)
    assert mpvm.eval("keys.mode") == mode
    mpvm.run("def control():\n    return [NOW[0], NOW[0]]")
    assert mpvm.allocated("control") > 0  # the measurement does see an allocation
    mpvm.run("fill(1)\ndrain_all()")  # the anchor
    for _ in range(3):  # 3 x 40 edges, across the ticks_ms wrap
        mpvm.run("fill(40)")
        assert mpvm.allocated("drain_all") == 0
    assert mpvm.eval("keys.words") == 2 + 3 * 80
    assert mpvm.eval("race.dropped + race.ignored + race.overflows") == 0
    assert mpvm.eval("keys.bounces") == 0
    assert mpvm.eval("race.step(None, NOW[0] + 20)") == 60  # every press reached the race
