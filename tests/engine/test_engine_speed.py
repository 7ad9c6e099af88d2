"""Speed: the deal, "Spit!" turning up the side piles, plays and refills, stalls, recycling the
centre, void deals (including the dead-stall house addition) and scoring to a target."""

import pytest
from engine_helpers import check_invariants, cs, layout, spit_both

import spit
from spit import places

C = spit.card
SPEED = spit.Rules(mode="speed")
# Full hands that fit none of the ranks 2, 3, 4, 5 nor A.
FULL_A = ("9C", "9S", "10C", "10S", "JC")
FULL_B = ("9D", "9H", "10D", "10H", "JD")


def _speed(a, b, s0, s1, sides=("", ""), rules=SPEED, **kw):
    return layout(rules, a=a, b=b, s0=s0, s1=s1, sides=(cs(sides[0]), cs(sides[1])), **kw)


@pytest.mark.parametrize("side, draw, side_n", [(10, 10, 11), (5, 15, 6)])
def test_the_deal(side, draw, side_n):
    g = spit.Game(rules=spit.Rules(mode="speed", speed_side=side), seed=2)
    assert g.phase == spit.READY and g.round == 1 and g.piles_in_use() == 2
    for p in (0, 1):
        assert [g.pile_size(p, i) for i in range(5)] == [1] * 5
        assert all(g.top(p, i) >= 0 for i in range(5))
        assert g.hand_size(p) == draw and g.side_size(p) == side_n
        assert g.cards(p) == draw + 5
    assert g.spit_size(0) == g.spit_size(1) == 0
    check_invariants(g)


def test_spit_needs_both_calls_and_turns_up_each_side_pile():
    g = spit.Game(rules=SPEED, seed=4)
    side_tops = (places.side_cards(g, 0)[-1], places.side_cards(g, 1)[-1])
    assert g.spit(0, t=1) == spit.OK and g.phase == spit.READY and g.spit_size(0) == 0
    assert g.spit(0, t=2) == spit.E_REPEAT
    assert g.spit(1, t=3) == spit.OK
    assert (g.spit_top(0), g.spit_top(1)) == side_tops
    assert g.side_size(0) == g.side_size(1) == 10
    check_invariants(g)


def test_play_refills_the_slot_from_the_draw_pile():
    g = _speed(("6C", "9S", "9H"), ("JS",), "5H", "10D", ha="2C 3C", sides=("KC", "KD"))
    assert g.phase == spit.PLAY and g.hand_size(0) == 0  # layout: empty slots filled from draw
    assert [spit.name(g.top(0, i)) for i in range(5)] == ["6C", "9S", "9H", "3C", "2C"]
    g = _speed(("6C", "9S", "9H"), ("JS",), "5H", "10D", ha="2C 3C 4D", sides=("KC", "KD"))
    assert g.hand_size(0) == 1 and g.top(0, 3) == C("4D")
    assert g.play(0, 0, 0, t=5) == spit.OK
    assert g.spit_top(0) == C("6C") and g.top(0, 0) == C("2C") and g.hand_size(0) == 0
    assert g.play(0, 1, 1) == spit.OK  # 9S on 10D: either centre pile
    assert g.top(0, 1) == -1 and g.pile_size(0, 1) == 0  # the draw pile is used up
    assert g.move(0, 2, 1) == spit.E_MODE and g.flip(0, 2) == spit.E_MODE
    assert g.slap(0, 0) == spit.E_PHASE and g.choose(0, 0) == spit.E_PHASE
    # Now 9H and 4D (A) and JS (B) fit neither 6C nor 9S: a stall, back to READY.
    assert g.phase == spit.READY and g.play(0, 2, 0) == spit.E_PHASE


def test_alternate_colours_in_speed():
    r = spit.Rules(mode="speed", alternate_colors=True)
    g = _speed(("6D", "6S"), ("JS",), "5H", "10D", rules=r, ha="2C", sides=("KC", "KD"))
    assert g.play(0, 0, 0) == spit.E_COLOR
    assert g.play(0, 1, 0) == spit.OK


def test_a_stall_returns_to_ready_and_a_spit_turns_the_side_piles():
    g = _speed(("6C", "9S"), ("9D",), "5H", "2D", sides=("KC 8C", "KD"), under=1)
    assert g.play(0, 0, 0) == spit.OK  # A's 6C; then 9S and 9D fit nothing
    assert g.phase == spit.READY and g.stalled()
    assert g.play(0, 1, 0) == spit.E_PHASE
    spit_both(g)
    assert (g.spit_top(0), g.spit_top(1)) == (C("8C"), C("KD"))
    assert g.phase == spit.PLAY  # 9S and 9D fit the 8C


def test_an_empty_side_pile_still_calls_and_turns_nothing():
    g = _speed(("9C", "9S"), ("9D",), "5H", "2D", sides=("", "10H"), under=1)
    assert g.phase == spit.READY
    assert g.spit(1) == spit.OK and g.phase == spit.READY  # A must call too
    assert g.spit(0) == spit.OK
    assert (g.spit_top(0), g.spit_top(1)) == (C("5H"), C("10H")) and g.phase == spit.PLAY


def test_both_side_piles_empty_at_a_stall_recycles_the_centre_odd_card_to_a():
    g = _speed(("9C", "9S"), ("9D",), "2C 3C 4H", "2D 5D", sides=("", ""), fill=0)
    # Settled at once: stalled with both side piles empty -> recycle 3 cards under the tops.
    assert g.phase == spit.READY and g.round == 1
    assert (g.side_size(0), g.side_size(1)) == (2, 1)
    assert (g.spit_size(0), g.spit_size(1)) == (1, 1)
    assert (g.spit_top(0), g.spit_top(1)) == (C("4H"), C("5D"))
    assert sorted(places.side_cards(g, 0) + places.side_cards(g, 1)) == sorted(cs("2C 3C 2D"))
    check_invariants(g)


def test_nothing_to_recycle_makes_the_deal_void():
    g = _speed(FULL_A, FULL_B, "5H", "2D", sides=("", ""), fill=10, scores=(3, 4))
    assert g.round == 2 and g.phase == spit.READY
    assert (g.score(0), g.score(1)) == (3, 4)  # unscored
    for p in (0, 1):
        assert g.hand_size(p) == 10 and g.side_size(p) == 11
    check_invariants(g)


def test_a_recycled_pass_without_a_play_makes_the_deal_void():
    # House addition: 2C 3C / 2D 3D under the tops can never meet a 9.
    g = _speed(FULL_A, FULL_B, "2C 3C 4C", "2D 3D 4D", fill=20)
    assert g.round == 1 and (g.side_size(0), g.side_size(1)) == (2, 2)
    spit_both(g)
    assert g.phase == spit.READY and g.round == 1
    spit_both(g)
    assert g.round == 2 and g.side_size(0) == 11  # every card came round once: void
    check_invariants(g)


def test_a_play_after_a_recycle_allows_another_recycle():
    g = _speed(("9C", "4S"), ("9D",), "2C 3C 7H", "QD")
    # Stalled at once: 2C 3C are recycled, one to each side pile.
    assert g.phase == spit.READY and (g.side_size(0), g.side_size(1)) == (1, 1)
    spit_both(g)
    assert sorted([g.spit_top(0), g.spit_top(1)]) == sorted(cs("2C 3C"))
    j = 0 if g.spit_top(0) == C("3C") else 1
    assert g.phase == spit.PLAY and g.play(0, 1, j) == spit.OK  # 4S on 3C
    # Stalled again with both side piles empty: after a play that is a recycle, not a void deal.
    assert g.phase == spit.READY and g.round == 1
    assert (g.side_size(0), g.side_size(1)) == (2, 1)  # 7H, QD and 3C came round
    check_invariants(g, n_cards=7)


def test_winning_a_deal_scores_the_losers_cards_then_deals_again():
    g = _speed(("6C",), ("9D", "2S"), "5H", "JD", sides=("KC", "KD"), under=1)
    loser_cards = g.cards(1)
    assert g.play(0, 0, 0, t=8) == spit.OK
    assert g.score(0) == loser_cards and g.score(1) == 0
    assert g.round == 2 and g.phase == spit.READY and g.winner is None
    check_invariants(g)


def test_reaching_the_target_wins_the_game():
    g = _speed(("6C",), ("9D", "2S"), "5H", "JD", sides=("KC", "KD"), under=1, scores=(14, 9))
    held = g.held(1)
    assert g.play(0, 0, 0) == spit.OK
    assert g.phase == spit.OVER and g.winner == 0 and (g.score(0), g.score(1)) == (16, 9)
    assert g.held(1) == held  # no new deal: the cards stay where they were
    check_invariants(g)
    assert g.spit(0) == spit.E_PHASE


def test_speed_layout_errors():
    with pytest.raises(ValueError):
        _speed(("6C 7C",), ("9D",), "5H", "JD")  # a hand slot holds one card
    with pytest.raises(ValueError):
        layout(SPEED, a=("6C",), b=("9D",), s0="5H", piles=1)
    with pytest.raises(ValueError):
        _speed((), (), "5H", "JD", ha="", hb="")  # both hands already empty
    with pytest.raises(ValueError):
        _speed(("6C",), ("9D",), "", "")  # no centre card and no side card
    with pytest.raises(ValueError):
        layout(a=("6C",), b=("9D",), s0="5H", sides=([], []))  # sides are Speed only
