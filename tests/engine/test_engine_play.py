"""Plays (rank +-1 with the A-K / A-2 wrap, alternate colours), first press wins, turning up,
moves to empty slots and the 'must reveal' house rule, and refusals that change nothing."""

import pytest
from engine_helpers import cs, layout, snapshot

import spit

C = spit.card


def _table(top, card, rules=None):
    # A plays `card` onto spit pile 0 (top `top`); B keeps the game going with 9D on 8S.
    return layout(rules, a=(card, "4S 9S"), b=("9D",), s0=top, s1="8S", fill=10)


@pytest.mark.parametrize(
    "top, card, result",
    [
        ("AH", "KC", spit.OK),  # an Ace takes a King
        ("AH", "2C", spit.OK),  # ... or a 2
        ("KH", "AC", spit.OK),  # a King takes an Ace
        ("2H", "AC", spit.OK),  # a 2 takes an Ace
        ("KH", "QC", spit.OK),
        ("5H", "6C", spit.OK),
        ("5H", "4C", spit.OK),
        ("10H", "JC", spit.OK),
        ("5H", "5C", spit.E_RANK),
        ("5H", "7C", spit.E_RANK),
        ("AH", "QC", spit.E_RANK),
        ("2H", "KC", spit.E_RANK),
        ("KH", "2C", spit.E_RANK),
    ],
)
def test_a_play_needs_rank_one_up_or_down_with_the_wrap(top, card, result):
    g = _table(top, card)
    assert g.phase == spit.PLAY
    before = g.spit_size(0)
    assert g.play(0, 0, 0, t=5) == result
    if result == spit.OK:
        assert g.spit_top(0) == C(card) and g.spit_size(0) == before + 1
        assert g.pile_size(0, 0) == 0
    else:
        assert g.spit_top(0) == C(top) and g.top(0, 0) == C(card)


@pytest.mark.parametrize(
    "top, card, result",
    [
        ("5H", "6D", spit.E_COLOR),
        ("5H", "6C", spit.OK),
        ("5S", "4C", spit.E_COLOR),
        ("5S", "4H", spit.OK),
        ("AD", "KH", spit.E_COLOR),
        ("AD", "KS", spit.OK),
        ("5S", "5H", spit.E_RANK),
    ],
)
def test_alternate_colours(top, card, result):
    g = _table(top, card, spit.Rules(alternate_colors=True))
    assert g.phase == spit.PLAY
    assert g.play(0, 0, 0) == result
    # Without the variant the same card fits whenever the rank does.
    assert _table(top, card).play(0, 0, 0) == (spit.E_RANK if top[0] == card[0] else spit.OK)


def test_either_player_may_play_on_either_pile():
    g = layout(a=("6C", "4S 9S"), b=("8D", "JD 4C"), s0="5H", s1="7C", fill=10)
    assert g.play(1, 1, 0) == spit.OK  # B's 4C onto A's pile (5H)
    assert g.play(0, 0, 0) == spit.E_RANK  # A's 6C no longer fits his own pile (4C)...
    assert g.play(0, 0, 1) == spit.OK  # ... but does fit B's (7C)
    assert (g.spit_top(0), g.spit_top(1)) == (C("4C"), C("6C"))


def test_first_press_wins_and_the_second_is_judged_against_the_new_top():
    g = layout(a=("6C", "4S 9S"), b=("4D", "7D", "9C 2S"), s0="5H", s1="JC", fill=10)
    assert g.play(0, 0, 0, t=100) == spit.OK  # A's 6C lands first on 5H
    assert g.play(1, 0, 0, t=101) == spit.E_RANK  # B's 4D fitted 5H, not 6C: refused
    assert g.top(1, 0) == C("4D")
    assert g.play(1, 1, 0, t=102) == spit.OK  # B's 7D did not fit 5H, fits 6C
    assert g.spit_top(0) == C("7D") and g.spit_size(0) == 3


def test_auto_flip_turns_up_the_card_beneath():
    g = layout(a=("3S 6C", "4S 9S"), b=("8D",), s0="5H", s1="7C", fill=10)
    assert g.play(0, 0, 0) == spit.OK
    assert g.top(0, 0) == C("3S") and g.pile_size(0, 0) == 1
    assert g.flip(0, 0) == spit.E_FLIP  # the console turns up by itself


def test_manual_flip():
    r = spit.Rules(auto_flip=False)
    g = layout(r, a=("4S 6C", "2S 9S"), b=("8D",), s0="5H", s1="7C", fill=10)
    assert g.play(0, 0, 0) == spit.OK
    assert g.top(0, 0) == -2 and g.pile_size(0, 0) == 1
    assert g.play(0, 0, 0) == spit.E_FACE_DOWN
    assert g.flip(0, 1) == spit.E_FLIP  # already face up
    assert g.flip(0, 3) == spit.E_EMPTY
    assert g.flip(0, 5) == spit.E_INDEX
    assert g.flip(0, 0, t=9) == spit.OK
    assert g.top(0, 0) == C("4S")
    assert g.flip(0, 0) == spit.E_FLIP
    assert g.play(0, 0, 1) == spit.E_RANK and g.play(0, 0, 0) == spit.E_RANK
    assert g.play(1, 0, 1) == spit.OK


def test_a_face_down_top_is_no_stalemate():
    r = spit.Rules(auto_flip=False)
    # A's 6C is the only playable card; the 2S beneath stays face down once it is played.
    g = layout(r, a=("2S 6C", "9S"), b=("9D",), s0="5H", s1="JC", fill=10)
    assert g.play(0, 0, 0) == spit.OK
    assert g.phase == spit.PLAY and not g.stalled()
    assert g.legal(0) == [(spit.A_FLIP, 0, 0)] and g.legal(1) == []
    assert g.flip(0, 0) == spit.OK
    assert g.stalled() and g.phase == spit.READY  # 2S fits nothing: a stalemate now


def test_move_to_an_empty_slot_reveals_the_card_beneath():
    g = layout(a=("9S 6C", "", "QS 3D"), b=("8D",), s0="5H", s1="7C", fill=10)
    assert g.move(0, 0, 1, t=3) == spit.OK
    assert g.top(0, 1) == C("6C") and g.top(0, 0) == C("9S")
    assert g.pile_size(0, 0) == 1 and g.pile_size(0, 1) == 1
    assert g.move(0, 0, 3) == spit.E_REVEAL  # house: moving a pile's only card is refused
    assert g.move(0, 2, 1) == spit.E_SLOT  # the slot is taken
    assert g.move(0, 4, 3) == spit.E_EMPTY
    assert g.move(0, 2, 5) == spit.E_INDEX
    assert g.move(0, 2, 2) == spit.E_SLOT
    assert g.move(0, 2, 3) == spit.OK and g.top(0, 3) == C("3D") and g.top(0, 2) == C("QS")


def test_never_more_piles_than_stocks():
    g = layout(a=("9S 6C", "2C", "3C", "4C", "QC"), b=("8D",), s0="5H", s1="7C", fill=10)
    assert g.move(0, 0, 1) == spit.E_SLOT
    assert all(kind != spit.A_MOVE for kind, _, _ in g.legal(0))
    r4 = spit.Rules(stocks=4)
    g = layout(r4, a=("9S 6C", "2C", "3C", ""), b=("8D",), s0="5H", s1="7C", fill=10)
    assert g.move(0, 0, 4) == spit.E_INDEX  # no fifth slot with four stock piles
    assert g.move(0, 0, 3) == spit.OK
    assert g.move(0, 0, 4) == spit.E_INDEX


def test_manual_flip_move_leaves_the_revealed_card_face_down():
    r = spit.Rules(auto_flip=False)
    g = layout(r, a=("9S 6C", ""), b=("8D",), s0="5H", s1="7C", fill=10)
    assert g.move(0, 0, 1) == spit.OK
    assert g.top(0, 0) == -2
    assert g.move(0, 0, 2) == spit.E_FACE_DOWN
    assert g.flip(0, 0) == spit.OK and g.top(0, 0) == C("9S")


def test_phases_refuse_out_of_turn_actions():
    g = spit.Game(seed=3)
    assert g.phase == spit.READY
    for call in (
        lambda: g.play(0, 0, 0),
        lambda: g.move(0, 4, 0),
        lambda: g.slap(0, 0),
        lambda: g.choose(0, 0),
    ):
        assert call() == spit.E_PHASE
    assert g.flip(0, 0) == spit.E_PHASE
    g.spit(0)
    g.spit(1)
    if g.phase == spit.PLAY:
        assert g.spit(0) == spit.E_PHASE
        assert g.slap(1, 0) == spit.E_PHASE and g.choose(1, 0) == spit.E_PHASE


def test_refusals_change_nothing_and_never_raise():
    g = layout(a=("9S 6C", "", "QS 3D"), b=("8D",), s0="5H", s1="7C", fill=10, record=True)
    before = snapshot(g)
    junk = (None, -1, 2, 7, 99, "a", 1.5, (), True)
    for x in junk:
        for y in junk:
            assert g.play(x, 0, 0) == spit.E_PLAYER
            assert g.play(0, x, y) in (spit.E_INDEX, spit.E_EMPTY)
            assert g.move(0, x, y) in (spit.E_INDEX, spit.E_SLOT, spit.E_EMPTY)
            assert g.flip(x, y) in (spit.E_PLAYER, spit.E_FLIP)
            assert g.slap(x, y) in (spit.E_PLAYER, spit.E_PHASE)
            assert g.choose(x, y) in (spit.E_PLAYER, spit.E_PHASE)
            assert g.spit(x) in (spit.E_PLAYER, spit.E_PHASE)
        assert g.tick(x) is False
    assert g.play(0, 2, 1) == spit.E_RANK and g.play(0, 1, 0) == spit.E_EMPTY
    assert snapshot(g) == before
    assert g.history == [] and g.changes == 0


def test_cards_lists_stock_then_hand():
    g = layout(a=("9S 6C", "", "QS 3D"), b=("8D",), s0="5H", s1="7C", ha="2C 3C", hb="4H")
    assert g.held(0) == cs("9S 6C QS 3D 2C 3C")
    assert g.held(1) == cs("8D 4H")
