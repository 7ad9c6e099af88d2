# SPDX-License-Identifier: MIT
"""spit.race on a real 32-bit MicroPython: draining and applying presses allocates nothing."""

import pytest

pytest.importorskip("tests.mpvm.vm")

from tests.mpvm.conftest import mpvm  # noqa: E402,F401  (the shared VM fixture)

# A keypad-like source for the VM (it has no keypad module): a preallocated queue of events
# handed out with get_into, as keypad.EventQueue does.
VM_SOURCE = """
import spit
from spit import panel
from spit.race import Race

class Ev:
    def __init__(self):
        self.key_number = 0
        self.pressed = False
        self.timestamp = 0

class Queue:
    def __init__(self, n):
        self.keys = bytearray(n)
        self.down = bytearray(n)
        self.ts = [0] * n
        self.i = 0
        self.n = 0
        self.overflowed = False
    def get_into(self, ev):
        i = self.i
        if i >= self.n:
            return False
        ev.key_number = self.keys[i]
        ev.pressed = self.down[i] == 1
        ev.timestamp = self.ts[i]
        self.i = i + 1
        return True
    def clear(self):
        self.i = self.n = 0
        self.overflowed = False

class Keys:
    def __init__(self, n):
        self.events = Queue(n)
    def reset(self):
        pass

N = 32
keys = Keys(N)
event = Ev()
race = Race()
game = spit.Game(seed=3)
race.reset(game, 0)
T = [536870000]

def fill(n):
    q = keys.events
    q.i = 0
    q.n = n
    t = T[0]
    for j in range(n):
        q.keys[j] = (j * 5) % 16
        q.down[j] = 1 - (j // 16) % 2
        q.ts[j] = (t + j * 20) % 536870912
    T[0] = (t + n * 20 + 100) % 536870912

def drain_all():
    race.drain(keys, event, T[0])

def step_all():
    race.step(game, T[0])
"""


def test_draining_and_applying_presses_allocates_nothing_on_micropython(mpvm):  # noqa: F811
    mpvm.run(VM_SOURCE)
    mpvm.run("def control():\n    return [T[0], T[0]]")
    assert mpvm.allocated("control") > 0  # the measurement does see an allocation
    for _ in range(3):  # 3 x 32 events: presses and releases of every key, near the ticks wrap
        mpvm.run("fill(N)")
        assert mpvm.allocated("drain_all") == 0
        assert mpvm.allocated("step_all") == 0
        assert mpvm.eval("race._n") == 16  # every press was applied as a gesture
    assert mpvm.eval("race.dropped + race.ignored + race.overflows") == 0
