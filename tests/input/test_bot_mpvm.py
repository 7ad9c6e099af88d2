# SPDX-License-Identifier: MIT
"""The CPU player in a real 32-bit MicroPython: it imports, plays whole games, and allocates
nothing per frame - looking, deciding and pushing its presses into the race included."""

import pytest

from tests.mpvm.conftest import started

FRAMES = 6000  # preallocated slots: up to 150 s of 25 ms frames per game

GAME_SRC = (
    """
import gc
import spit
from spit.input.bot import Bot
from spit.input.race import Race

used = [0] * %d

def play(seed, kw, level_a, level_b):
    g = spit.Game(rules=spit.Rules(**kw), seed=seed)
    race = Race(seed)
    race.reset(g, 0, seed)
    a = Bot(g, 0, level_a)
    b = Bot(g, 1, level_b)
    return g, race, a, b

def measure(g, race, a, b, n):
    m = gc.mem_alloc
    over = spit.OVER
    now = 0
    i = 0
    while i < n and g.phase != over:
        before = m()
        a.feed(now, race)
        b.feed(now, race)
        used[i] = m() - before
        race.step(g, now)
        now = (now + 25) & 0x1FFFFFFF
        i += 1
    return i
"""
    % FRAMES
)


@pytest.fixture(scope="module")
def vm():
    yield from started(GAME_SRC)


@pytest.mark.parametrize(
    "seed, kw",
    [(3, "{}"), (4, "{'mode': 'speed'}"), (5, "{'auto_flip': False, 'slap': False}")],
)
def test_no_allocation_per_frame(vm, seed, kw):
    vm.run("g, race, a, b = play(%d, %s, 5, 4)" % (seed, kw))
    vm.run("import gc\ngc.collect()")
    frames = int(vm.run("print(measure(g, race, a, b, %d))" % FRAMES))
    out = vm.run(
        "print(sum(1 for x in used[:%d] if x > 0), a.presses, b.presses, g.phase, g.round)" % frames
    )
    allocating, presses_a, presses_b, phase, rounds = (int(x) for x in out.split())
    assert presses_a + presses_b > 60  # they played (and pushed every press into the race)
    assert allocating == 0, "%d of %d frames allocated" % (allocating, frames)
