# SPDX-License-Identifier: MIT
"""Mashing, queue overflow and the ticks wrap: the game stays whole and no press is invented."""

import random

import spit
from host_tools.sim.stubs import supervisor
from spit.input import panel
from tests.input.rig import Rig, layout, total_cards

A, B = 0, 1
WRAP = supervisor.TICKS_PERIOD


def test_overflow_is_detected_cleared_and_held_keys_resynced():
    game = spit.Game(seed=11)
    rig = Rig(game, max_events=8)
    held = (panel.key(A, panel.L), panel.key(B, panel.SPIT))
    t = rig.at(3)
    for k in range(panel.KEYS):  # 16 presses in one scan: the queue of 8 overflows
        rig.keys.press(k, t)
    supervisor.advance(20)
    assert rig.keys.events.overflowed
    rig.frame()
    assert not rig.keys.events.overflowed and rig.race.overflows == 1
    for k in range(panel.KEYS):
        if k not in held:
            rig.keys.release(k, rig.now())
    rig.wait(100)  # keys.reset() re-reports the held keys: held, not pressed again
    outs = rig.new()
    assert [o.gesture for o in outs].count("overflow") == 1
    pressed = [o.key for o in outs if o.key >= 0 and o.gesture != "pause"]
    assert sorted(pressed) == list(range(8))  # the 8 queued presses, once each; 8 lost by the queue
    assert total_cards(game) == 52
    rig.keys.release(held[0], rig.now())  # the held L: released, then a fresh press counts
    rig.wait(50)
    rig.tap(A, panel.L)
    assert [o.gesture for o in rig.new()] == ["aim"]


def test_mashing_both_panels_for_100000_events_keeps_the_game_whole():
    rng = random.Random(99)
    rig = Rig(spit.Game(seed=1), start=WRAP - 60_000, bounce_ms=5, seed=4, frame_ms=10)
    events = presses = games = 0
    down_until = [0] * panel.KEYS  # contact open again by this elapsed ms
    elapsed = 0
    while events < 100_000:
        # Each panel: one press every 10 ms on average (100 presses/s), 15-60 ms long.
        for p in (A, B):
            if rng.random() < 0.1:
                k = panel.key(p, rng.randrange(panel.BUTTONS))
                if down_until[k] <= elapsed:
                    hold = rng.randrange(15, 60)
                    rig.keys.press(k, rig.now())
                    rig.keys.release(k, rig.at(hold))
                    down_until[k] = elapsed + hold + 15
                    events += 2
                    presses += 1
        supervisor.advance(1)
        elapsed += 1
        if elapsed % 10 == 0:
            rig.frame()
            assert total_cards(rig.game) == 52
            if rig.game.phase == spit.OVER:
                games += 1
                rig.game = spit.Game(seed=games + 1)
                rig.race.reset(rig.game, rig.now())
    rig.wait(3000)
    made = [o for o in rig.new() if o.key >= 0 and o.gesture not in ("pause", "timeout")]
    assert len(made) <= presses  # never invents a press
    assert len(made) >= presses - 4 * (games + 1)  # loses none but a few pending at a new game
    assert games >= 5
    assert rig.race.overflows == 0 and rig.race.dropped == 0
    assert sum(rig.race._qlen) == 0  # nothing stuck in the queues
    assert sum(1 for o in made if o.gesture == "play" and o.code == spit.OK) > 1000


def wrap_table():
    return layout(
        spit.Rules(),
        stocks=([["6H"], ["3S", "JC"]], [["8S", "QC"], ["KH"]]),
        hands=(["2D"], ["2H"]),
        spit=(["5C"], ["9D"]),
    )


def test_a_move_window_spans_the_wrap():
    rig = Rig(wrap_table(), start=WRAP - 700)
    rig.tap(A, panel.P3)  # slot at WRAP - 700, source 1.2 s later, after the wrap
    rig.wait(1100)
    rig.tap(A, panel.P2)
    outs = rig.new()
    assert [o.gesture for o in outs] == ["slot", "move"] and outs[1].code == spit.OK
    assert outs[1].t < outs[0].t  # raw ticks went backwards: only ticks_diff can order them


# (a SPIT hold across the wrap: tests/input/test_holds.py)


def test_the_slap_race_times_out_across_the_wrap():
    game = layout(
        spit.Rules(),
        stocks=([["6H"]], [["8S", "QC"]]),
        hands=(["2D"], ["2H"]),
        spit=(["5C"], ["9D"]),
    )
    rig = Rig(game, start=WRAP - 1500)
    rig.tap(A, panel.P1)  # ends the round 1.5 s before the wrap
    assert game.phase == spit.SLAP
    rig.wait(2500)
    assert game.phase == spit.SLAP  # 2.6 s in: still open
    rig.wait(600)
    assert game.phase != spit.SLAP
    assert [o.gesture for o in rig.new()].count("tick") >= 1
