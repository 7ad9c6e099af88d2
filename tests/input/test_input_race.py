# SPDX-License-Identifier: MIT
"""First press wins: time order, the fair tie rule, the handicap, and the wrap of ticks."""

import random

import pytest

import spit
from spit.input import panel
from spit.input.race import Race
from tests.input.rig import PileRace, Rig, layout, total_cards

A, B = 0, 1


def race_layout():
    # Pile 0 shows 5C, pile 1 KD. A's P1 is 6H, B's P1 is 4S: both fit pile 0 only, and once
    # either lands the other no longer fits anywhere.
    return layout(
        stocks=([["6H"], ["9S", "JC"]], [["4S"], ["8S", "QC"]]),
        hands=(["2D", "3D"], ["2H", "3H"]),
        spit=(["5C"], ["KD"]),
    )


def plays(rig):
    return [o for o in rig.new() if o.gesture == "play"]


@pytest.mark.parametrize("first", [A, B])
def test_one_ms_earlier_wins_the_pile_and_the_other_card_is_refused(first):
    rig = Rig(race_layout(), frame_ms=5)
    t = rig.at(5)
    rig.keys.press(panel.key(first, panel.P1), t)
    rig.keys.press(panel.key(1 - first, panel.P1), rig.at(6))
    rig.wait(40)
    won, lost = plays(rig)
    assert (won.player, won.code, won.y, won.t) == (first, spit.OK, 0, t)
    assert lost.player == 1 - first and lost.code == spit.E_RANK
    assert lost.lost_race and lost.first == 0
    assert rig.game.spit_top(0) == spit.card("6H" if first == A else "4S")
    assert total_cards(rig.game) == total_cards(race_layout())  # nothing created or lost


def test_a_lost_race_is_retargeted_when_the_card_fits_the_other_pile():
    game = layout(
        stocks=([["6H"], ["9S", "JC"]], [["4S"], ["8S", "QC"]]),
        hands=(["2D"], ["2H"]),
        spit=(["5C"], ["3D"]),
    )
    rig = Rig(game, frame_ms=5)
    # B points at pile 0 (his R); the armed aim lapses, the preference stays.
    rig.tap(B, panel.R, then=1600)
    rig.new()
    rig.keys.press(panel.key(A, panel.P1), rig.at(5))
    rig.keys.press(panel.key(B, panel.P1), rig.at(6))
    rig.wait(40)
    a, b = plays(rig)
    assert (a.player, a.code, a.y) == (A, spit.OK, 0)
    assert (b.player, b.code, b.y, b.lost_race, b.first) == (B, spit.OK, 1, True, 0)


def test_a_plain_wrong_card_is_not_called_a_lost_race():
    rig = Rig(race_layout(), frame_ms=5)
    rig.tap(A, panel.P2)  # JC fits neither 5C nor KD (J and K are two apart)
    (o,) = plays(rig)
    assert o.code == spit.E_RANK and not o.lost_race


def test_same_instant_ties_are_fair_over_100000_races_whatever_the_queue_order():
    rng = random.Random(2024)
    race = Race(seed=rng.randrange(2))
    game = PileRace()
    race.reset(game, 0)
    t = (1 << 29) - 5_000_000  # 100 000 races 100 ms apart: crosses the wrap half-way
    wins = {(a_first, A): 0 for a_first in (True, False)}
    wins.update({(a_first, B): 0 for a_first in (True, False)})
    for _ in range(100_000):
        game.taken = -1
        ka = panel.key(A, rng.randrange(5))
        kb = panel.key(B, rng.randrange(5))
        a_first = rng.random() < 0.5  # which press the source hands over first
        order = (ka, kb) if a_first else (kb, ka)
        for k in order:
            race.push(k, True, t)
        for k in order:
            race.push(k, False, (t + 30) % (1 << 29))
        race.step(game, (t + 40) % (1 << 29))
        wins[(a_first, game.taken)] += 1
        t = (t + 100) % (1 << 29)
    a_share = (wins[(True, A)] + wins[(False, A)]) / 100_000
    assert abs(a_share - 0.5) <= 0.005
    # Not decided by queue (scan/pin) order: handed over first wins about half either way.
    for a_first in (True, False):
        n = wins[(a_first, A)] + wins[(a_first, B)]
        assert abs(wins[(a_first, A)] / n - 0.5) <= 0.01


def test_same_scan_ties_through_the_keypad_are_not_pin_order():
    # The keypad queues one scan's presses in pin order: A (keys 0-7) always first.
    rig = Rig(race_layout(), frame_ms=20)
    a_won = 0
    for _ in range(400):
        rig.game = race_layout()
        rig.race.reset(rig.game, rig.now())
        t = rig.at(3)
        rig.keys.press(panel.key(A, panel.P1), t)
        rig.keys.press(panel.key(B, panel.P1), t)
        rig.keys.release(panel.key(A, panel.P1), rig.at(40))
        rig.keys.release(panel.key(B, panel.P1), rig.at(40))
        rig.wait(80)
        a_won += rig.game.spit_top(0) == spit.card("6H")
    assert a_won == 200  # alternation: exactly half, though A's pins are always scanned first


@pytest.mark.parametrize(
    ("handicap_a", "b_after", "winner"),
    [(0, 30, A), (50, 30, B), (0, -30, B), (100, 101, A), (100, 99, B)],
)
def test_handicap_shifts_the_order(handicap_a, b_after, winner):
    rig = Rig(race_layout(), frame_ms=5)
    rig.race.set_handicap(A, handicap_a)
    base = rig.at(50)
    rig.keys.press(panel.key(A, panel.P1), base)
    rig.keys.press(panel.key(B, panel.P1), (base + b_after) % (1 << 29))
    rig.wait(400)
    won = [o for o in plays(rig) if o.code == spit.OK]
    assert [o.player for o in won] == [winner]
    if winner == A:
        assert won[0].te == (base + handicap_a) % (1 << 29)


def test_handicap_is_checked():
    race = Race()
    for bad in (-1, 501):
        with pytest.raises(ValueError):
            race.set_handicap(A, bad)
    race.set_handicap(B, 500)
    assert race.handicap == [0, 500]


def test_first_press_wins_across_the_ticks_wrap():
    start = (1 << 29) - 20
    rig = Rig(race_layout(), start=start, frame_ms=5)
    rig.keys.press(panel.key(B, panel.P1), (1 << 29) - 1)  # the last tick before the wrap
    rig.keys.press(panel.key(A, panel.P1), 0)  # 1 ms later, after it
    rig.wait(60)
    won, lost = plays(rig)
    assert (won.player, won.code, won.t) == (B, spit.OK, (1 << 29) - 1)
    assert (lost.player, lost.lost_race) == (A, True)
