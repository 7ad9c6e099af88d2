"""Game.from_layout: its checks and the phase it settles into; spit.replay and its errors."""

import random

import pytest
from engine_helpers import act, check_invariants, layout, snapshot

import spit

NO_SLAP = spit.Rules(slap=False)


@pytest.mark.parametrize(
    "kw, words",
    [
        ({"a": ("6C",), "b": ("6C",), "s0": "5H"}, "6C appears twice"),
        ({"a": ("6X",), "b": ("9D",), "s0": "5H"}, "6X"),
        ({"a": ("2C", "3C", "4C", "5C", "6C", "7C"), "b": ("9D",), "s0": "5H"}, "stock piles"),
        ({"a": ("2C 3C 4C 5C 6C 7C",), "b": ("9D",), "s0": "5H"}, "at most 5"),
        ({"a": ("6C",), "b": ("9D",)}, "nobody could continue"),
        ({"a": ("6C",), "b": ("9D",), "s0": "5H", "ha": "2C", "hb": "2D", "piles": 1}, "one side"),
        ({"a": ("6C",), "b": ("9D",), "s0": "5H", "s1": "5D", "piles": 1}, "pile 0 only"),
        ({"s0": "5H", "ha": "2C"}, "both stocks"),
        ({"a": ("6C",), "b": ("9D",), "s0": "5H", "piles": 3}, "piles"),
        ({"a": ("6C",), "b": ("9D",), "s0": "5H", "scores": (1,)}, "scores"),
        ({"a": ("6C",), "b": ("9D",), "s0": "5H", "scores": (1, -1)}, "scores"),
    ],
)
def test_bad_layouts_raise_value_error(kw, words):
    with pytest.raises(ValueError) as err:
        layout(**kw)
    assert words in str(err.value)


def test_four_stock_piles_at_most():
    with pytest.raises(ValueError):
        layout(spit.Rules(stocks=4), a=("2C", "3C", "4C", "5C", "6C"), b=("9D",), s0="5H")


def test_malformed_arguments_raise_value_error():
    for bad in ("6C", [["6C"]], (["6C"], "9D"), 5):
        with pytest.raises(ValueError):
            spit.Game.from_layout(spit.Rules(), stocks=bad, spit=(["5H"], []))
    with pytest.raises(ValueError):
        spit.Game.from_layout("rules", stocks=([["6C"]], [["9D"]]), spit=(["5H"], []))


def test_settles_into_play():
    g = layout(a=("6C",), b=("9D",), s0="5H", s1="JC", fill=10)
    assert g.phase == spit.PLAY and g.round == 1 and g.winner is None
    check_invariants(g)


def test_settles_into_ready_with_both_spit_piles_empty():
    g = layout(a=("6C",), b=("9D",), fill=10)
    assert g.phase == spit.READY and g.legal(0) == [(spit.A_SPIT, 0, 0)]


def test_settles_into_ready_when_stalled_with_spit_cards():
    assert layout(a=("9C",), b=("9D",), s0="5H", s1="5D", fill=10).phase == spit.READY


def test_an_ended_round_settles_into_a_race_opened_at_zero():
    g = layout(a=(), b=("9D",), s0="5H", s1="5D", fill=10)
    assert g.phase == spit.SLAP
    assert g.tick(2999) is False and g.tick(3000) is True
    g = layout(a=("9C",), b=("9D",), s0="5H", s1="5D")  # stalled, nobody has spit cards
    assert g.phase == spit.SLAP


def test_an_ended_round_without_slap_settles_into_choose():
    g = layout(NO_SLAP, a=("9C",), b=(), s0="5H", s1="5D", fill=10)
    assert g.phase == spit.CHOOSE and g.legal(1) and not g.legal(0)


def test_an_ended_single_pile_round_is_settled_at_once():
    g = layout(a=(), b=("9D",), s0="5H", piles=1, fill=0)
    assert g.phase == spit.OVER and g.winner == 0


def test_the_layout_seed_shuffles_later_rounds():
    deals = set()
    for seed in range(4):
        g = layout(a=(), b=("9D",), s0="5H", s1="5D", fill=10, seed=seed)
        g.tick(3000)
        deals.add(tuple(g.held(0)))
        again = layout(a=(), b=("9D",), s0="5H", s1="5D", fill=10, seed=seed)
        again.tick(3000)
        assert snapshot(again) == snapshot(g)
    assert len(deals) == 4


def test_a_partial_layout_plays_to_the_end_of_its_round():
    g = layout(a=("6C", "3S 9S"), b=("7D",), s0="5H", s1="QC", ha="2H", hb="KD")
    check_invariants(g, n_cards=8)
    assert g.play(0, 0, 0) == spit.OK and g.play(1, 0, 0) == spit.OK
    check_invariants(g, n_cards=8)
    assert g.phase == spit.SLAP  # B emptied his stock


def _random_game(rules, seed, steps):
    rnd = random.Random(seed)
    g = spit.Game(rules=rules, seed=seed, record=True)
    t = 0
    for _ in range(steps):
        if g.phase == spit.OVER:
            break
        t += rnd.randrange(700)
        if g.tick(t):
            continue
        p = rnd.randrange(2)
        moves = g.legal(p)
        if moves:
            assert act(g, p, *rnd.choice(moves), t=t) == spit.OK
    return g


@pytest.mark.parametrize(
    "rules",
    [
        spit.Rules(),
        spit.Rules(auto_flip=False, alternate_colors=True),
        spit.Rules(slap=False, stocks=4, scoring="points"),
        spit.Rules(mode="speed", speed_side=5),
    ],
)
def test_replay_rebuilds_exactly_the_same_state(rules):
    for seed in (1, 2):
        g = _random_game(rules, seed, 3000)
        r = spit.replay(rules, seed, g.history)
        assert snapshot(r) == snapshot(g)
        half = spit.replay(rules, seed, g.history[: len(g.history) // 2])
        assert half.history == g.history[: len(g.history) // 2]


def test_replay_accepts_lists_from_a_log():
    g = _random_game(spit.Rules(), 3, 300)
    r = spit.replay(spit.Rules(), 3, [list(step) for step in g.history])
    assert snapshot(r) == snapshot(g)


def test_a_history_that_does_not_replay_raises_value_error():
    g = _random_game(spit.Rules(), 4, 400)
    h = list(g.history)
    with pytest.raises(ValueError):
        spit.replay(spit.Rules(), 5, h)  # another seed deals other cards: some step fails
    for bad in ([(0, 0, spit.A_PLAY, 0, 0)], [(0, 0, 99, 0, 0)], [(0, 0)], ["spit"], [None]):
        with pytest.raises(ValueError):
            spit.replay(spit.Rules(), 4, bad)
    with pytest.raises(ValueError):
        spit.replay(spit.Rules(), 4, [(0, -1, spit.A_TICK, 0, 0)])  # a tick that changed nothing
