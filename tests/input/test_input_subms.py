# SPDX-License-Identifier: MIT
"""Sub-millisecond order in the race: ``push(..., sub)`` decides same-ms races only when both
presses carry a sub-ms time; an unknown one (keypad, CPU opponent, lockout-delayed edge) never
wins by default, the alternating tie rule decides as before."""

import random

import pytest

import spit
from spit.input import panel
from spit.input.race import SUB_UNKNOWN, Race
from tests.input.test_input_race import PileRace, race_layout

A, B = 0, 1
WRAP = 1 << 29
KA, KB = panel.key(A, panel.P1), panel.key(B, panel.P1)


def one_race(race, t, a_sub, b_sub, b_first=False, handicap_a=0):
    """A presses pile 0 at ms ``t - handicap_a`` (+a_sub ns), B at ``t`` (+b_sub): who gets it?"""
    game = PileRace()
    race.reset(game, (t - 60) % WRAP)
    race.set_handicap(A, handicap_a)
    ta = (t - handicap_a) % WRAP
    pushes = [(KA, ta, a_sub), (KB, t, b_sub)]
    for k, at, sub in reversed(pushes) if b_first else pushes:
        race.push(k, True, at, sub)
    race.push(KA, False, (ta + 30) % WRAP)
    race.push(KB, False, (t + 30) % WRAP)
    race.step(game, (t + 40) % WRAP)
    return game.taken


@pytest.mark.parametrize("b_first", [False, True])  # the order the sources hand them over
def test_same_ms_presses_with_known_subs_go_by_sub(b_first):
    rng = random.Random(7)
    race = Race(seed=1)
    t = WRAP - 50_000  # crosses the ticks wrap
    for _ in range(2000):
        a_sub = rng.randrange(1_000_000)
        b_sub = rng.randrange(1_000_000)
        if a_sub == b_sub:
            continue
        winner = one_race(race, t, a_sub, b_sub, b_first)
        assert winner == (A if a_sub < b_sub else B)
        t = (t + 100) % WRAP


def test_equal_subs_are_a_true_tie_and_alternate():
    race = Race(seed=0)
    winners = [one_race(race, 1000 + 100 * i, 123_400, 123_400, i % 3 == 0) for i in range(10)]
    assert winners == [A, B] * 5


@pytest.mark.parametrize(
    "a_sub, b_sub",
    [(SUB_UNKNOWN, 0), (0, SUB_UNKNOWN), (999_999, SUB_UNKNOWN), (SUB_UNKNOWN, SUB_UNKNOWN)],
)
def test_a_press_without_sub_time_is_a_tie_not_a_win(a_sub, b_sub):
    # A keypad/CPU press in the same ms as a PIO press, whatever the PIO sub: the tie rule.
    race = Race(seed=0)
    winners = [one_race(race, 5000 + 100 * i, a_sub, b_sub, i % 2 == 1) for i in range(8)]
    assert winners == [A, B] * 4


def test_a_handicap_keeps_the_sub_order():
    # A pressed 1 ms earlier with a 1 ms handicap: both compete in the same ms; the subs decide.
    race = Race(seed=1)
    assert one_race(race, 9000, 300_000, 600_000, handicap_a=1) == A
    assert one_race(race, 9100, 600_000, 300_000, handicap_a=1) == B
    assert one_race(race, 9200, 300_000, 300_000, handicap_a=1) == B  # a tie: seed 1 -> B


def test_sub_decides_only_within_the_ms():
    race = Race(seed=0)
    # A at ms t + 999 999 ns still beats B at ms t + 1 + 0 ns: the ms compares first.
    game = PileRace()
    race.reset(game, 0)
    race.push(KB, True, 101, 0)
    race.push(KA, True, 100, 999_999)
    race.step(game, 200)
    assert game.taken == A


def test_a_lockout_delayed_press_has_no_sub_and_ties():
    # A's quick re-press inside the lockout is applied at the lockout's end (a made-up time):
    # against B's press in that same ms with any sub, it is a tie for the rule, both ways.
    firsts = []
    for seed in (0, 1):
        race = Race(seed=seed)
        race.reset(None, 0)
        race.push(KA, True, 100, 10)
        race.push(KA, False, 130, 10)
        race.push(KA, True, 134, 10)  # under the release's lockout: applied at its end
        assert race.step(None, 140) == 1  # the first press (menu mode: G_BUTTON)
        at = 130 + panel.LOCKOUT_MS
        race.push(KB, True, at, 1)  # B in that ms, 1 ns after it began
        assert race.step(None, 200) == 2
        assert race.outcome(0).t == race.outcome(1).t == at
        firsts.append(race.outcome(0).player)
    assert firsts == [A, B]  # the seed's tie rule, not B's 1 ns and not A's unknown


def test_a_players_own_presses_go_by_sub_and_the_chord_rule_keeps_true_ties():
    race = Race()
    race.reset(None, 0)
    race.push(panel.key(A, panel.P3), True, 50, 200_000)  # P3 0.5 ms before L: a tap, then aim
    race.push(panel.key(A, panel.L), True, 50, 700_000)
    race.push(panel.key(A, panel.P2), True, 80, 400_000)  # same sample: L/R first (chord)
    race.push(panel.key(A, panel.R), True, 80, 400_000)
    race.push(panel.key(A, panel.SPIT), True, 90)  # no sub: the chord rule, as keypad
    race.push(panel.key(A, panel.P4), True, 90)
    n = race.step(None, 200)
    got = [race.outcome(i).button for i in range(n)]
    assert got == [panel.P3, panel.L, panel.R, panel.P2, panel.P4, panel.SPIT]


def test_a_bad_sub_is_taken_as_unknown():
    race = Race(seed=0)
    winners = [one_race(race, 7000 + 100 * i, 1_000_000 + i, 5) for i in range(4)]
    assert winners == [A, B, A, B]  # out of range: no sub, so the tie rule


def test_a_real_game_pile_goes_to_the_earlier_sub():
    for first in (A, B):
        game = race_layout()
        race = Race(seed=1 - first)  # the tie rule would give it to the other player
        race.reset(game, 0)
        subs = {first: 400_000, 1 - first: 400_001}  # 1 ns apart
        race.push(KA, True, 100, subs[A])
        race.push(KB, True, 100, subs[B])
        race.step(game, 200)
        assert game.spit_top(0) == spit.card("6H" if first == A else "4S")
