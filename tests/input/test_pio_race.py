# SPDX-License-Identifier: MIT
"""The PIO backend through the race, end to end: the real program in rp2040-pio-emulator, the
real reader, ``Race.drain`` and a real game. Two players pressing the same pile 1 us apart in
one millisecond: the earlier gets it, every time (no longer a tie for the rule). One sample
seeing both: a true tie, alternated. A PIO press against a CPU press in the same ms: the tie
rule, not whoever has the smaller (or a default 0) sub-ms part."""

import random

import pytest

import spit
from spit.input import panel, pio_keys
from spit.input.race import Race
from tests.input.pio_sim import EmulatedStateMachine, make_keys
from tests.input.test_input_race import race_layout

A, B = 0, 1
KA, KB = panel.key(A, panel.P1), panel.key(B, panel.P1)
CARD = {A: spit.card("6H"), B: spit.card("4S")}  # what each P1 puts on pile 0 (race_layout)
GAP_MS = 40  # between races: every lockout is over


def plays(outs):
    return [(o.player, o.code, o.t) for o in outs if o.gesture == panel.G_PLAY]


@pytest.fixture(params=["ring", "fifo"])
def rig(request):
    sm = EmulatedStateMachine(dma=request.param == "ring")
    keys = make_keys(sm)
    sm.run_us(10)
    outs = []
    race = Race(seed=0, listener=outs.append)
    return sm, keys, race, outs


def run_race(sm, keys, race, outs, at_us, first_key, second_key, gap_us, cpu_key=-1):
    """A fresh game; ``first_key`` at ``at_us``, ``second_key`` ``gap_us`` later (through PIO);
    ``cpu_key`` pushed without sub-ms time at ``at_us``'s ms. Returns the game and its plays."""
    game = race_layout()
    race.reset(game, sm.ticks_ms())
    outs.clear()
    for k, t in ((first_key, at_us), (second_key, at_us + gap_us)):
        if k >= 0:
            sm.press(k, t)
            sm.release(k, t + 20_000)
    sm.run_us(at_us + 30_000, poll=keys, every_us=1000)  # the app polls each frame
    event = pio_keys.Event()
    race.drain(keys, event, sm.ticks_ms())
    if cpu_key >= 0:  # as spit.input.bot pushes: whole ms, no sub
        ms = int(at_us // 1000)
        race.push(cpu_key, True, ms)
        race.push(cpu_key, False, ms + 20)
    race.step(game, sm.ticks_ms())
    return game, plays(outs)


@pytest.mark.parametrize("first", [A, B])
def test_1us_apart_in_one_ms_the_earlier_gets_the_pile_every_time(rig, first):
    sm, keys, race, outs = rig
    rng = random.Random(first)
    keys_of = {A: KA, B: KB}
    for i in range(12):
        # Both presses inside one ms (its 0.05-0.95 part), so whole-ms times tie every time.
        at_us = 1000.0 * (5 + i * GAP_MS) + rng.uniform(50, 950)
        game, got = run_race(sm, keys, race, outs, at_us, keys_of[first], keys_of[1 - first], 1)
        (pw, cw, tw), (pl, cl, tl) = got
        assert (pw, cw) == (first, spit.OK) and (pl, cl) == (1 - first, spit.E_RANK)
        assert tw == tl == int(at_us // 1000)  # the same ms: the sub-ms part decided
        assert game.spit_top(0) == CARD[first]


def test_same_sample_presses_are_a_true_tie_and_alternate(rig):
    sm, keys, race, outs = rig
    winners = []
    for i in range(6):
        at_us = 1000.0 * (5 + i * GAP_MS) + 300.0
        game, got = run_race(sm, keys, race, outs, at_us, KA, KB, 0)
        assert len(got) == 2 and got[0][2] == got[1][2]
        winners.append(got[0][0])
        assert game.spit_top(0) == CARD[got[0][0]]
    assert winners == [A, B, A, B, A, B]  # seed 0: A first, then who lost the last tie


@pytest.mark.parametrize("rig", ["ring"], indirect=True)  # the reading mode is tested above
@pytest.mark.parametrize("pio_player", [A, B])
@pytest.mark.parametrize("in_ms_us", [3.0, 997.0])  # the PIO press early / late in its ms
def test_a_pio_press_and_a_cpu_press_in_one_ms_go_to_the_tie_rule(rig, pio_player, in_ms_us):
    sm, keys, race, outs = rig
    pio_key, cpu_key = (KA, KB) if pio_player == A else (KB, KA)
    winners = []
    for i in range(6):
        at_us = 1000.0 * (5 + i * GAP_MS) + in_ms_us
        game, got = run_race(sm, keys, race, outs, at_us, pio_key, -1, 0, cpu_key=cpu_key)
        assert len(got) == 2 and got[0][2] == got[1][2]  # the same ms
        winners.append(got[0][0])
    assert winners == [A, B, A, B, A, B]  # neither a default 0 nor a small sub wins it


@pytest.mark.parametrize("rig", ["ring"], indirect=True)
def test_a_lockout_delayed_pio_edge_has_no_sub_time(rig):
    sm, keys, race, outs = rig
    sm.press(KA, 100.0)
    sm.release(KA, 3_000.0)  # inside the 12 ms lockout: reported at its end
    sm.run_us(40_000)
    event = pio_keys.Event()
    got = []
    while keys.events.get_into(event):
        got.append((event.pressed, event.timestamp, event.sub_ns))
    assert [(p, ms) for p, ms, _ in got] == [(True, 0), (False, panel.LOCKOUT_MS)]
    assert 0 <= got[0][2] < 1_000_000 and got[1][2] == pio_keys.SUB_UNKNOWN
