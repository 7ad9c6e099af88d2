# SPDX-License-Identifier: MIT
"""spit.input.race on a real 32-bit MicroPython: draining and applying presses allocates nothing."""

import pytest

pytest.importorskip("tests.mpvm.vm")

from tests.mpvm.conftest import mpvm  # noqa: E402,F401  (the shared VM fixture)

# A keypad-like source for the VM (it has no keypad module): a preallocated queue of events
# handed out with get_into, as keypad.EventQueue does.
VM_SOURCE = """
import spit
from spit.input import panel
from spit.input.race import Race

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


# A source with sub-ms times (as spit.input.pio_keys): its events carry sub_ns, which drain passes
# on.
SUB_SOURCE = """
class SubEv(Ev):
    def __init__(self):
        super().__init__()
        self.sub_ns = -1

class SubQueue(Queue):
    def __init__(self, n):
        super().__init__(n)
        self.subs = [0] * n
    def get_into(self, ev):
        i = self.i
        if not Queue.get_into(self, ev):
            return False
        ev.sub_ns = self.subs[i]
        return True

skeys = Keys(0)
skeys.events = SubQueue(N)
sevent = SubEv()
srace = Race(seed=1)
srace.reset(None, 0)
ST = [536870000]
ORDER = bytearray(N)  # who pressed, in the order applied (preallocated: the listener is measured)
NO = [0]

def listener(o):
    ORDER[NO[0]] = o.player
    NO[0] += 1

srace.listener = listener

def sfill(n):
    # n/2 same-ms pairs (A's P1, B's P1), the earlier alternating between A and B; a release
    # pair 20 ms later; pairs 40 ms apart.
    q = skeys.events
    q.i = 0
    q.n = n
    t = ST[0]
    for j in range(0, n, 4):
        a_early = (j // 4) % 2 == 0
        for m in range(4):
            q.keys[j + m] = 0 if m % 2 == 0 else 8
            q.down[j + m] = 1 if m < 2 else 0
            q.ts[j + m] = (t + (20 if m >= 2 else 0)) % 536870912
            q.subs[j + m] = 1000 * (m % 2 == a_early) + 5000
        t = (t + 40) % 536870912
    ST[0] = t

def sdrain():
    srace.drain(skeys, sevent, ST[0])

def sstep():
    srace.step(None, ST[0])
"""


def test_a_source_with_sub_times_drains_and_orders_without_allocating(mpvm):  # noqa: F811
    mpvm.run(VM_SOURCE)
    mpvm.run(SUB_SOURCE)
    for _ in range(3):  # 3 x 8 same-ms races, across the ticks wrap
        mpvm.run("sfill(N)\nNO[0] = 0")
        assert mpvm.allocated("sdrain") == 0
        assert mpvm.allocated("sstep") == 0
        # Each race: the press with the smaller sub first (A, B, A, B... by construction),
        # not the tie rule (seed 1 would give B the first tie).
        assert mpvm.eval("list(ORDER[: NO[0]])") == [0, 1, 1, 0] * 4


# The long presses (spit.input.holds): adafruit_debouncer Buttons polled once a frame, in play and
# in a menu (repeats), over the race's key state.
HOLDS_SOURCE = """
from adafruit_ticks import ticks_add, ticks_ms
from spit.input.holds import Holds

hrace = Race()
hrace.reset(None, ticks_add(ticks_ms(), -2000))
pauses = Holds(hrace.held_ms, (7, 15), 2000)
repeats = Holds(hrace.held_ms, (0, 1, 3, 4, 5, 6, 8, 9, 11, 12, 13, 14), 400, 120)
hrace.push(7, True, ticks_add(ticks_ms(), -1000))  # held a second: its Button is made
hrace.push(3, True, ticks_add(ticks_ms(), -1000))

def poll():
    for _ in range(50):
        pauses.update()
        pauses.held_ms(0)
        repeats.update()
"""


def test_polling_the_long_presses_allocates_nothing_on_micropython(mpvm):  # noqa: F811
    mpvm.run(VM_SOURCE)
    mpvm.run(HOLDS_SOURCE)
    mpvm.run("poll()")  # the Buttons see the keys down
    assert mpvm.eval("pauses.made == 1 and repeats.made == 1 and pauses.buttons[0].value")
    for _ in range(3):
        assert mpvm.allocated("poll") == 0
