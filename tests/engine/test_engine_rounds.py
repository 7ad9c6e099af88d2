"""Stalemates, one-sided spits, both ends of a round, the slap race, choosing, re-deals with
uneven hands, partial layouts, single-pile rounds, the standard win and points scoring."""

import pytest
from engine_helpers import check_invariants, cs, layout, snapshot, spit_both

import spit

C = spit.card
NO_SLAP = spit.Rules(slap=False)


def _dealt_sizes(n, stocks=5):
    """Pile sizes and spit cards a player with n cards is dealt (RULES.md Set-up)."""
    sizes = []
    left = n
    for i in range(stocks):
        sizes.append(min(i + 1, left))
        left -= sizes[-1]
    return sizes + [0] * (5 - stocks), left


def _assert_dealt(g, p, n, stocks=5):
    sizes, hand = _dealt_sizes(n, stocks)
    assert [g.pile_size(p, i) for i in range(5)] == sizes
    assert g.hand_size(p) == hand and g.cards(p) == n


# ---- stalemate ----


def test_stalemate_waits_for_both_calls_then_each_spits_onto_his_own_pile():
    g = layout(a=("9C",), b=("9D",), s0="5H", s1="5D", ha="10C", hb="2S", fill=20)
    assert g.stalled() and g.phase == spit.READY
    assert g.play(0, 0, 0) == spit.E_PHASE
    assert g.spit(0, t=1) == spit.OK and g.phase == spit.READY
    assert g.spit(0, t=2) == spit.E_REPEAT
    assert g.spit(1, t=3) == spit.OK
    assert (g.spit_top(0), g.spit_top(1)) == (C("10C"), C("2S"))
    assert (g.hand_size(0), g.hand_size(1)) == (20, 26)  # 21 and 27 before
    assert g.phase == spit.PLAY and g.play(0, 0, 0) == spit.OK


def test_still_stalled_after_the_spit_is_a_new_stalemate():
    g = layout(a=("9C",), b=("9D",), s0="5H", s1="5D", ha="2C", hb="2D", fill=20)
    spit_both(g)
    assert g.phase == spit.READY and g.spit_top(0) == C("2C")
    assert g.spit(0) == spit.OK and g.spit(1) == spit.OK  # fresh calls are needed and taken
    assert g.spit_size(0) == 3 and g.spit_size(1) == 3


def test_a_move_that_reveals_a_card_is_no_stalemate():
    g = layout(a=("3S 9C",), b=("9D",), s0="5H", s1="5D", fill=20)
    assert not g.stalled() and g.phase == spit.PLAY
    assert g.legal(0) == [(spit.A_MOVE, 0, k) for k in range(1, 5)]
    assert g.move(0, 0, 1) == spit.OK
    assert g.stalled() and g.phase == spit.READY


def test_one_sided_spit():
    g = layout(a=("9C",), b=("9D",), s0="5H", s1="5D", hb="6S", fill=0)
    assert g.hand_size(0) == 0 and g.phase == spit.READY
    assert g.spit(0) == spit.E_NO_CARDS
    assert g.legal(0) == [] and g.legal(1) == [(spit.A_SPIT, 0, 0)]
    assert g.spit(1, t=4) == spit.OK  # alone: nobody else has spit cards
    assert g.spit_top(1) == C("6S") and g.spit_top(0) == C("5H")
    assert g.phase == spit.READY  # 9C and 9D still fit nothing: a new stalemate


def test_stalemate_without_spit_cards_ends_the_round_with_a_slap_race():
    g = layout(a=("9C",), b=("9D",), s0="5H", s1="5D", hb="2S")
    assert g.phase == spit.READY
    assert g.spit(1, t=500) == spit.OK
    assert g.phase == spit.SLAP
    assert g.tick(3499) is False and g.tick(3500) is True  # the race opened at the spit's time


# ---- the slap race ----


def _ended_round(rules=None, t=1000, fill=10):
    # A plays his last stock card 6C onto 5H at t: the round ends, rule (a).
    g = layout(rules, a=("6C",), b=("9D", "2S 3S"), s0="5H", s1="JC", fill=fill, record=True)
    assert g.phase == spit.PLAY
    before = {
        "p0": cs("5H 6C"),
        "p1": cs("JC"),
        "a": g.held(0)[1:],
        "b": g.held(1),
    }
    assert g.play(0, 0, 0, t=t) == spit.OK
    return g, before


def _holds(g, p, *parts):
    assert sorted(g.held(p)) == sorted(c for part in parts for c in part)


def test_emptying_the_stock_opens_the_race_at_that_time():
    g, _ = _ended_round(t=1000)
    assert g.phase == spit.SLAP and g.round == 1
    assert g.tick(3999) is False and g.phase == spit.SLAP
    assert g.play(1, 0, 1) == spit.E_PHASE and g.spit(0) == spit.E_PHASE
    assert g.tick(4000) is True and g.phase == spit.READY and g.round == 2


def test_slaps_on_different_piles():
    g, was = _ended_round()
    assert g.slap(1, 0, t=1100) == spit.OK and g.phase == spit.SLAP
    assert g.slap(0, 1, t=1150) == spit.OK
    assert g.phase == spit.READY and g.round == 2
    _holds(g, 0, was["p1"], was["a"])
    _holds(g, 1, was["p0"], was["b"])
    check_invariants(g)


def test_same_pile_first_slap_gets_it():
    g, was = _ended_round()
    assert g.slap(1, 1, t=1100) == spit.OK
    assert g.slap(0, 1, t=1100) == spit.OK
    _holds(g, 1, was["p1"], was["b"])
    _holds(g, 0, was["p0"], was["a"])


def test_only_the_first_slap_counts():
    g, was = _ended_round()
    assert g.slap(0, 1) == spit.OK
    before = snapshot(g)
    assert g.slap(0, 0) == spit.E_REPEAT and g.slap(0, 1) == spit.E_REPEAT
    assert snapshot(g) == before
    assert g.slap(1, 1) == spit.OK  # B slapped the same pile second: A keeps pile 1
    _holds(g, 0, was["p1"], was["a"])


def test_timeout_after_one_slap_gives_the_other_the_remaining_pile():
    g, was = _ended_round(t=1000)
    assert g.slap(1, 0, t=2000) == spit.OK
    assert g.tick(3999) is False
    assert g.tick(4000) is True
    _holds(g, 1, was["p0"], was["b"])
    _holds(g, 0, was["p1"], was["a"])
    assert g.history[-1] == (4000, -1, spit.A_TICK, 0, 0)


def test_timeout_without_slaps_each_takes_his_own_side():
    g, was = _ended_round()
    assert g.tick(10**6 % 2**29) is True
    _holds(g, 0, was["p0"], was["a"])
    _holds(g, 1, was["p1"], was["b"])


def test_the_timeout_survives_the_tick_counter_wrap():
    t0 = 2**29 - 1000
    g, _ = _ended_round(t=t0)
    assert g.tick(1999) is False  # 2999 ms after the opening, across the wrap
    assert g.tick(2000) is True


def test_custom_slap_timeout():
    g, _ = _ended_round(spit.Rules(slap_timeout_ms=100), t=50)
    assert g.tick(149) is False and g.tick(150) is True


def test_uneven_redeal():
    g, was = _ended_round(fill=30)
    g.slap(0, 0)
    g.slap(1, 1)
    n0 = len(was["p0"]) + len(was["a"])
    assert n0 == 32
    _assert_dealt(g, 0, 32)  # five piles and 17 spit cards
    _assert_dealt(g, 1, 20)  # five piles and 5 spit cards
    assert g.piles_in_use() == 2 and g.spit_size(0) == g.spit_size(1) == 0


# ---- fewer than 15 cards: partial layouts and single-pile rounds ----


@pytest.mark.parametrize("fill, stocks", [(3, 5), (13, 5), (1, 4), (8, 4), (12, 5), (7, 4)])
def test_fewer_than_a_full_layout_deals_as_far_as_it_goes_and_uses_one_pile(fill, stocks):
    rules = spit.Rules(stocks=stocks)
    g = layout(rules, a=("6C",), b=("9D", "2S 3S"), s0="5H", s1="JC", fill=fill)
    g.play(0, 0, 0)
    g.slap(0, 0)
    g.slap(1, 1)
    n0 = 2 + fill
    _assert_dealt(g, 0, n0, stocks)
    assert g.hand_size(0) == 0  # no spit cards up to and including a full layout
    assert g.piles_in_use() == 1 and g.phase == spit.READY
    assert g.spit(0) == spit.E_NO_CARDS
    assert g.spit(1, t=7) == spit.OK  # the one with spit cards spits onto the single pile
    assert g.spit_size(0) == 1 and g.spit_size(1) == 0
    if g.phase == spit.PLAY:
        assert all(y == 0 for kind, _, y in g.legal(0) + g.legal(1) if kind == spit.A_PLAY)
        assert g.play(0, 0, 1) == spit.E_INDEX and g.play(1, 0, 1) == spit.E_INDEX
    check_invariants(g)


def test_a_full_layout_with_one_spit_card_still_uses_two_piles():
    rules = spit.Rules()
    g = layout(rules, a=("6C",), b=("9D", "2S 3S"), s0="5H", s1="JC", fill=14)
    g.play(0, 0, 0)
    g.slap(0, 0)
    g.slap(1, 1)
    _assert_dealt(g, 0, 16)
    assert g.piles_in_use() == 2


def test_single_pile_the_player_without_spit_cards_empties_first_and_wins():
    g = layout(a=("6C",), b=("9D", "2S 3S"), s0="5H", fill=0, piles=1)
    assert g.piles_in_use() == 1 and g.phase == spit.PLAY
    assert g.play(0, 0, 0, t=9) == spit.OK
    assert g.phase == spit.OVER and g.winner == 0
    # the final position stays on the table: B took the pile, nobody dealt again
    assert g.cards(0) == 0 and g.taker(0) == 1 and g.taker(1) == -1
    assert g.spit_size(0) == g.taken(0) and g.cards(1) + g.taken(0) == 52
    check_invariants(g)
    assert g.play(1, 0, 0) == spit.E_PHASE and g.spit(1) == spit.E_PHASE


def test_single_pile_the_other_empties_first_and_play_goes_on():
    g = layout(a=("9C", "2C 3C"), b=("6D",), s0="5H", fill=0, piles=1)
    hand_b = g.held(1)[1:]
    assert g.play(1, 0, 0) == spit.OK
    assert g.phase == spit.READY and g.round == 2 and g.winner is None
    # B takes nothing from the middle; A takes the pile with his own stock.
    assert sorted(g.held(1)) == sorted(hand_b)
    assert sorted(g.held(0)) == sorted(cs("5H 6D 9C 2C 3C"))
    assert g.piles_in_use() == 1 and g.hand_size(0) == 0


def test_single_pile_stalemate_race_the_first_to_slap_escapes():
    g = layout(a=("9C", "10C"), b=("9D",), s0="5H", under=0, piles=1)
    assert g.phase == spit.SLAP
    pile = [g.spit_top(0)]
    n_pile = g.spit_size(0)
    assert g.slap(1, 1) == spit.E_INDEX  # there is only pile 0
    assert g.slap(1, 0, t=20) == spit.OK
    assert g.phase == spit.READY and g.round == 2  # the race ends at the first slap
    assert sorted(g.held(1)) == [C("9D")]
    assert g.cards(0) == n_pile + 2 and pile[0] in g.held(0)


@pytest.mark.parametrize("a, b, taker", [(("9C", "10C"), ("9D",), 0), (("9C",), ("9D", "10D"), 1)])
def test_single_pile_timeout_the_player_with_more_stock_takes_it(a, b, taker):
    g = layout(a=a, b=b, s0="5H", under=0, piles=1)
    assert g.tick(3000) is True
    assert g.cards(1 - taker) == len(b if taker == 0 else a)
    assert g.cards(taker) == 52 - g.cards(1 - taker)


def test_single_pile_equal_stocks_the_seeded_coin_decides():
    takers = set()
    for seed in range(16):
        g = layout(a=("9C",), b=("9D",), s0="5H", under=0, piles=1, seed=seed)
        again = layout(a=("9C",), b=("9D",), s0="5H", under=0, piles=1, seed=seed)
        g.tick(5000)
        again.tick(5000)
        assert snapshot(g)["_hsize"] == snapshot(again)["_hsize"]  # the same seed, the same coin
        takers.add(0 if g.cards(0) > 1 else 1)
    assert takers == {0, 1}


def test_single_pile_no_slap_the_player_with_more_stock_takes_it_at_once():
    g = layout(NO_SLAP, a=("9C", "10C"), b=("9D",), s0="5H", under=0, piles=1)
    assert g.phase == spit.READY and g.round == 2
    assert g.held(1) == [C("9D")]


def test_single_pile_no_slap_last_spit_card_settles_at_once():
    g = layout(NO_SLAP, a=("9C", "10C"), b=("9D",), s0="5H", hb="2S", under=0, piles=1)
    assert g.phase == spit.READY and g.round == 1
    assert g.spit(0) == spit.E_NO_CARDS
    assert g.spit(1, t=3) == spit.OK
    assert g.round == 2 and g.phase == spit.READY and g.held(1) == [C("9D")]


# ---- no slap: choosing ----


def test_no_slap_the_player_who_emptied_chooses():
    g, was = _ended_round(NO_SLAP)
    assert g.phase == spit.CHOOSE
    assert g.legal(0) == [(spit.A_CHOOSE, 0, 0), (spit.A_CHOOSE, 1, 0)] and g.legal(1) == []
    assert g.choose(1, 0) == spit.E_PLAYER
    assert g.slap(0, 0) == spit.E_PHASE
    assert g.tick(10**8) is False and g.phase == spit.CHOOSE  # no timeout: he must choose
    assert g.choose(0, 2) == spit.E_INDEX
    assert g.choose(0, 1, t=5) == spit.OK
    _holds(g, 0, was["p1"], was["a"])
    _holds(g, 1, was["p0"], was["b"])


def test_no_slap_stalemate_the_player_with_fewer_stock_cards_chooses():
    g = layout(NO_SLAP, a=("9C", "10C"), b=("9D",), s0="5H", s1="5D", under=1)
    assert g.phase == spit.CHOOSE and g.legal(1) == [(spit.A_CHOOSE, 0, 0), (spit.A_CHOOSE, 1, 0)]
    g = layout(NO_SLAP, a=("9C",), b=("9D", "10D"), s0="5H", s1="5D", under=1)
    assert g.legal(0) and not g.legal(1)
    choosers = set()
    for seed in range(16):
        g = layout(NO_SLAP, a=("9C",), b=("9D",), s0="5H", s1="5D", under=1, seed=seed)
        choosers.add(0 if g.legal(0) else 1)
        assert g.chooser() == (0 if g.legal(0) else 1)  # what the screens and the CPU ask
    assert choosers == {0, 1}  # equal stocks: the seeded coin
    g.choose(g.chooser(), 0)
    assert g.chooser() == -1  # outside CHOOSE nobody chooses


# ---- winning and points ----


def test_points_score_the_cards_held_and_the_game_goes_on_below_target():
    rules = spit.Rules(scoring="points")
    g, was = _ended_round(rules)
    g.slap(0, 0)
    g.slap(1, 1)
    assert (g.score(0), g.score(1)) == (g.cards(0), g.cards(1)) == (12, 40)
    assert g.phase == spit.READY and g.round == 2


def _points_end(scores, fill, target=100):
    # A plays 6C onto 5H and takes pile 0 (2 cards); B keeps pile 1 (JC).
    g = layout(
        spit.Rules(scoring="points", target=target),
        a=("6C",),
        b=("9D",),
        s0="5H",
        s1="JC",
        fill=fill,
        scores=scores,
    )
    g.play(0, 0, 0)
    g.slap(0, 0)
    g.slap(1, 1)
    return g


def test_points_reaching_the_target_ends_it_lowest_total_wins():
    g = _points_end((90, 60), fill=10)  # A holds 12, B 40
    assert (g.score(0), g.score(1)) == (102, 100)
    assert g.phase == spit.OVER and g.winner == 1


def test_points_equal_totals_fewer_cards_wins():
    g = _points_end((82, 80), fill=23)  # A holds 25, B 27: 107 each
    assert g.score(0) == g.score(1) == 107
    assert g.winner == 0


def test_points_equal_totals_and_cards_is_a_draw():
    g = _points_end((80, 80), fill=24)  # 26 each
    assert g.score(0) == g.score(1) == 106 and g.winner == -1 and g.phase == spit.OVER


def test_points_holding_no_cards_ends_the_game_but_scores_decide():
    rules = spit.Rules(scoring="points", target=1000)
    g = layout(rules, a=("6C",), b=("9D", "2S 3S"), s0="5H", fill=0, piles=1, scores=(90, 0))
    g.play(0, 0, 0)
    assert g.phase == spit.OVER and g.cards(0) == 0
    assert (g.score(0), g.score(1)) == (90, 52) and g.winner == 1
    g = layout(rules, a=("6C",), b=("9D", "2S 3S"), s0="5H", fill=0, piles=1, scores=(10, 0))
    g.play(0, 0, 0)
    assert g.winner == 0


def test_standard_scoring_keeps_scores_at_zero():
    g, _ = _ended_round()
    g.slap(0, 0)
    g.slap(1, 1)
    assert g.score(0) == g.score(1) == 0


def test_a_settled_round_tells_who_took_which_pile():
    g = layout(a=("6C",), b=("9D", "2S 3S"), s0="5H", s1="JC", fill=0)
    assert g.taker(0) == g.taker(1) == -1 and g.taken(0) == 0  # nothing settled yet
    assert g.play(0, 0, 0, t=5) == spit.OK  # A's last card: the slap race
    assert g.phase == spit.SLAP
    pile0, pile1 = g.spit_size(0), g.spit_size(1)
    assert g.slap(1, 0, t=10) == spit.OK and g.slap(0, 1, t=20) == spit.OK
    assert g.phase == spit.READY and g.round == 2
    assert (g.taker(0), g.taker(1)) == (1, 0) and (g.taken(0), g.taken(1)) == (pile0, pile1)
    assert g.taker(2) == -1 and g.taken(-1) == 0  # bad piles: no raise
    check_invariants(g)
