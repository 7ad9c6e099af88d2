# SPDX-License-Identifier: MIT
"""Switch bounce and scans: one physical press is one press, timed at its first contact."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from spit.input import panel
from spit.input.race import Race
from tests.input.rig import Rig


def presses(rig):
    return [o for o in rig.new() if o.gesture == "button"]


@pytest.mark.parametrize(
    "trace",
    [
        "1111111111",  # clean
        "1011111111",
        "1010101011",
        "1100110011",
        "1001001001",  # ends closed after 10 ms of chatter
        "1101010101",
    ],
)
def test_synthetic_bounce_traces_give_one_press(trace):
    rig = Rig()  # menu mode: each press is a plain G_BUTTON outcome
    t0 = rig.at(5)
    rig.keys.trace(3, t0, trace + "1" * 40)
    rig.keys.trace(3, (t0 + len(trace) + 40) % (1 << 29), "0101010100")  # release chatter
    rig.wait(200)
    got = presses(rig)
    assert len(got) == 1
    # Leading edge: timed at the first contact, however the switch chatters after it.
    assert got[0].t == t0


def test_random_bounce_up_to_10ms_never_adds_or_drops_a_press():
    rng = random.Random(7)
    rig = Rig(bounce_ms=10, seed=3)
    expected = 0
    for _ in range(300):
        k = rng.randrange(panel.KEYS)
        hold = rng.randrange(25, 200)
        gap = rng.randrange(25, 200)
        rig.keys.press(k, rig.now())
        rig.keys.release(k, rig.at(hold))
        rig.wait(hold + gap)
        expected += 1
    got = presses(rig)
    assert len(got) == expected


def test_a_held_key_is_one_press_however_long():
    rig = Rig()
    rig.keys.press(panel.key(1, panel.P2))
    rig.wait(5000)
    assert len(presses(rig)) == 1


def test_fast_repress_inside_the_lockout_is_delayed_not_lost():
    rig = Rig(threshold=1)
    k = panel.key(0, panel.P1)
    t0 = rig.now()
    rig.keys.trace(k, t0, "11111" + "0000000" + "1111111111" + "0")  # 5 down, 7 up, 10 down
    rig.wait(100)
    got = presses(rig)
    assert len(got) == 2
    assert got[0].t == t0
    assert 12 <= (got[1].t - t0) <= 12 + panel.LOCKOUT_MS


def test_integrator_threshold_delay_depends_on_chatter_which_is_why_it_is_1():
    # The keypad's integrator (threshold 2) times a chattering switch late: unequal delays.
    late = []
    for trace in ("1" * 30, "1010101011" + "1" * 20):
        rig = Rig(threshold=2)
        t0 = rig.at(3)
        rig.keys.trace(4, t0, trace)
        rig.wait(60)
        late.append(presses(rig)[0].t - t0)
    late_clean, late_chatter = late
    assert late_chatter - late_clean >= 5
    assert panel.DEBOUNCE_THRESHOLD == 1


def test_key_table_and_mirrored_spit_piles():
    assert [panel.key(p, b) for p in (0, 1) for b in range(8)] == list(range(16))
    assert panel.player_of(13) == 1 and panel.button_of(13) == panel.L
    # L is always one's own pile, R the other's: B's L is pile 1, on A's right.
    assert (panel.spit_pile(0, panel.L), panel.spit_pile(0, panel.R)) == (0, 1)
    assert (panel.spit_pile(1, panel.L), panel.spit_pile(1, panel.R)) == (1, 0)
    assert panel.BUTTON_NAMES[panel.SPIT] == "SPIT"


@settings(max_examples=200, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 15), st.integers(1, 40)), min_size=1, max_size=60))
def test_any_raw_stream_makes_alternating_presses_and_invents_none(stream):
    race = Race()
    race.reset(None, 0)
    made = []
    race.listener = lambda o: made.append((o.key, o.t)) if o.gesture == panel.G_BUTTON else None
    t = (1 << 29) - 300  # across the wrap
    raw = [0] * panel.KEYS
    raw_presses = [0] * panel.KEYS
    spaced = [True] * panel.KEYS  # every edge of this key >= LOCKOUT_MS after the previous
    last = [None] * panel.KEYS
    for k, gap in stream:
        t = (t + gap) % (1 << 29)
        raw[k] ^= 1
        raw_presses[k] += raw[k]
        if last[k] is not None and (t - last[k]) % (1 << 29) < panel.LOCKOUT_MS:
            spaced[k] = False
        last[k] = t
        race.push(k, raw[k], t)
        race.step(None, t)
    for k in range(panel.KEYS):
        if raw[k]:
            race.push(k, 0, (t + 50) % (1 << 29))
    race.step(None, (t + 200) % (1 << 29))
    for k in range(panel.KEYS):
        count = sum(1 for key, _ in made if key == k)
        assert count <= raw_presses[k]  # never invents a press
        if spaced[k]:
            assert count == raw_presses[k]  # and loses none that bounce cannot explain
    assert not any(race._down)  # everything released is up again
