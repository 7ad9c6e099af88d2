# SPDX-License-Identifier: MIT
"""Every gesture of CONSOLE.md "The buttons in play", through keypad, race and engine."""

import pytest

import spit
from spit.input import panel
from tests.input.rig import Rig, layout

A, B = 0, 1
P1, P2, P3, P5, L, R, SPIT = panel.P1, panel.P2, panel.P3, panel.P5, panel.L, panel.R, panel.SPIT


def table(a_stocks, b_stocks, piles=("5C", "9D"), rules=None, record=False):
    return layout(
        rules,
        stocks=(a_stocks, b_stocks),
        hands=(["2D"], ["2H"]),
        spit=([piles[0]], [piles[1]]),
        record=record,
    )


def only(outs, gesture):
    got = [o for o in outs if o.gesture == gesture]
    assert len(got) == 1, outs
    return got[0]


# -- play: tap, auto-target, aim ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("player", "card", "piles", "onto"),
    [
        (A, "6H", ("5C", "9D"), 0),  # fits pile 0 only
        (A, "10H", ("5C", "9D"), 1),  # fits pile 1 only, though A prefers his own
        (A, "6H", ("5C", "7D"), 0),  # fits both: his own pile first
        (B, "6H", ("5C", "7D"), 1),  # B's own pile is 1
        (B, "6H", ("5C", "9D"), 0),
    ],
)
def test_tap_plays_where_the_card_fits(player, card, piles, onto):
    stocks = [[card], ["3S", "JC"]]
    other = [["8S", "QC"]]
    game = table(stocks if player == A else other, other if player == A else stocks, piles)
    rig = Rig(game)
    rig.tap(player, P1)
    o = only(rig.new(), "play")
    assert (o.player, o.code, o.kind, o.x, o.y) == (player, spit.OK, spit.A_PLAY, 0, onto)
    assert game.spit_top(onto) == spit.card(card)


def test_the_last_pile_pointed_at_is_preferred_when_a_card_fits_both():
    game = table([["6H"], ["4S", "6C"]], [["8S", "QC"]], ("5C", "7D"))
    rig = Rig(game)
    rig.tap(A, R, then=1600)  # aim at pile 1, then let the armed aim lapse
    assert only(rig.new(), "aim").x == 1
    rig.tap(A, P1)
    assert only(rig.new(), "play").y == 1
    assert rig.race.panels[A].aim == 1


@pytest.mark.parametrize(("player", "button", "pile"), [(A, L, 0), (A, R, 1), (B, L, 1), (B, R, 0)])
def test_aim_then_pile_plays_onto_that_side(player, button, pile):
    stocks = [["6H"], ["3S", "JC"]]
    other = [["8S", "QC"]]
    game = table(stocks if player == A else other, other if player == A else stocks, ("5C", "7D"))
    rig = Rig(game)
    rig.tap(player, button)
    rig.tap(player, P1)
    o = only(rig.new(), "play")
    assert (o.code, o.y) == (spit.OK, pile)


def test_an_aimed_card_that_does_not_fit_is_refused_not_retargeted():
    game = table([["6H"], ["3S", "JC"]], [["8S", "QC"]], ("5C", "9D"))
    rig = Rig(game)
    rig.tap(A, R)
    rig.tap(A, P1)
    o = only(rig.new(), "play")
    assert (o.code, o.y, o.lost_race) == (spit.E_RANK, 1, False)
    assert game.top(A, 0) == spit.card("6H")


def test_aim_and_pile_in_the_same_scan_aims_first():
    game = table([["6H"], ["3S", "JC"]], [["8S", "QC"]], ("5C", "7D"))
    rig = Rig(game)
    t = rig.at(5)
    rig.keys.press(panel.key(A, P1), t)  # scanned before R (lower pin), applied after it
    rig.keys.press(panel.key(A, R), t)
    rig.wait(50)
    assert only(rig.new(), "play").y == 1


# -- move into an empty slot -------------------------------------------------------------------


def test_slot_then_source_moves_within_the_window():
    game = table([["6H"], ["3S", "JC"]], [["8S", "QC"]])
    rig = Rig(game)
    rig.tap(A, P3)
    assert only(rig.new(), "slot").code == panel.R_PENDING
    assert rig.race.panels[A].slot == 2
    rig.tap(A, P2, then=1000)
    o = only(rig.new(), "move")
    assert (o.code, o.kind, o.x, o.y) == (spit.OK, spit.A_MOVE, 1, 2)
    assert game.top(A, 2) == spit.card("JC") and game.top(A, 1) == spit.card("3S")


def test_a_move_times_out_after_one_and_a_half_seconds():
    game = table([["6H"], ["3S", "4C"]], [["8S", "QC"]])
    rig = Rig(game)
    rig.tap(A, P3)
    slot_t = rig.new()[0].te
    rig.wait(1600)
    o = only(rig.new(), "timeout")
    assert (o.code, o.x, o.te) == (panel.R_TIMEOUT, 2, slot_t + panel.MOVE_WINDOW_MS)
    assert panel.reason(o.code) == "move timed out"
    rig.tap(A, P2)  # now a fresh tap: 4C plays onto 5C
    o = only(rig.new(), "play")
    assert (o.code, o.y) == (spit.OK, 0)


def test_move_refusals_are_explained():
    game = table([["6H"], ["3S", "JC"]], [["8S", "QC"]])
    rig = Rig(game)
    rig.tap(A, P3)
    rig.tap(A, P1)  # a one-card pile: moving it would reveal nothing
    o = only(rig.new(), "move")
    assert o.code == spit.E_REVEAL and o.refused
    rig.tap(A, P3)
    rig.tap(A, P3)  # the same slot again: cancelled
    assert [o.code for o in rig.new()] == [panel.R_PENDING, panel.R_CANCEL]


def test_p5_with_four_stock_piles_is_no_such_pile():
    game = table([["6H"], ["3S", "JC"]], [["8S", "QC"]], rules=spit.Rules(stocks=4))
    rig = Rig(game)
    rig.tap(A, P5)
    (o,) = rig.new()
    assert o.code == spit.E_INDEX and o.refused


def test_a_face_down_top_is_turned_up_when_auto_flip_is_off():
    game = table([["6H"], ["3S", "4C"]], [["8S", "QC"]], rules=spit.Rules(auto_flip=False))
    rig = Rig(game)
    rig.tap(A, P2)  # 4C onto 5C; 3S stays face down
    assert game.top(A, 1) == -2
    rig.tap(A, P2)
    o = only(rig.new(), "flip")
    assert (o.code, o.kind, o.x) == (spit.OK, spit.A_FLIP, 1)
    assert game.top(A, 1) == spit.card("3S")


# -- spit, slap, choose --------------------------------------------------------------------------


def test_spit_calls_start_the_round():
    game = spit.Game(seed=5)
    rig = Rig(game)
    rig.tap(A, SPIT)
    assert only(rig.new(), "spit").code == spit.OK and game.phase == spit.READY
    rig.tap(A, SPIT)
    assert only(rig.new(), "spit").code == spit.E_REPEAT
    rig.tap(B, SPIT)
    assert only(rig.new(), "spit").code == spit.OK and game.phase == spit.PLAY


def last_card_table(rules=None):
    # A's last stock card 6H fits pile 0: playing it ends the round and opens the slap race.
    return table([["6H"]], [["8S", "QC"]], rules=rules, record=True)


def test_a_key_held_since_before_the_race_never_slaps():
    game = last_card_table()
    rig = Rig(game)
    rig.keys.press(panel.key(B, L), rig.now())  # B holds L down through the end of the round
    rig.wait(50)
    rig.tap(A, P1)
    assert game.phase == spit.SLAP
    rig.tap(A, R)
    rig.wait(3500)  # the slap race times out with B's L still held
    outs = rig.new()
    assert [o.player for o in outs if o.gesture == "slap"] == [A]
    assert any(o.gesture == "tick" and o.kind == spit.A_TICK for o in outs)
    slaps = [h for h in game.history if h[2] == spit.A_SLAP]
    assert [h[1] for h in slaps] == [A]


def test_a_fresh_press_after_the_race_opens_slaps():
    game = last_card_table()
    rig = Rig(game)
    rig.keys.press(panel.key(B, L), rig.now())
    rig.wait(50)
    rig.tap(A, P1)
    rig.keys.release(panel.key(B, L), rig.now())
    rig.wait(60)
    rig.tap(B, L)  # B's own pile: pile 1
    o = only(rig.new(), "slap")
    assert (o.player, o.code, o.kind, o.x) == (B, spit.OK, spit.A_SLAP, 1)


def test_a_handicapped_press_made_before_the_race_opened_is_no_slap():
    game = last_card_table()
    rig = Rig(game, frame_ms=5)
    rig.race.set_handicap(B, 100)
    t = rig.at(20)
    rig.keys.press(panel.key(B, R), (t - 10) % (1 << 29))  # B, 10 ms before A's last card
    rig.keys.press(panel.key(A, P1), t)
    rig.wait(300)
    o = only(rig.new(), "slap")
    assert (o.player, o.code) == (B, panel.R_EARLY)
    assert panel.reason(o.code) == "pressed before the race opened"
    assert game.phase == spit.SLAP


def test_choose_with_l_or_r_in_the_no_slap_variant():
    game = last_card_table(spit.Rules(slap=False))
    rig = Rig(game)
    rig.tap(A, P1)
    assert game.phase == spit.CHOOSE
    rig.tap(B, L)
    assert only(rig.new(), "choose").code == spit.E_PLAYER  # A emptied his stock: A chooses
    rig.tap(A, R)
    o = only(rig.new(), "choose")
    assert (o.code, o.kind, o.x) == (spit.OK, spit.A_CHOOSE, 1)


# (the pause, a long press: tests/input/test_holds.py)


def test_speed_taps_play_hand_slots_and_never_start_a_move():
    game = layout(
        spit.Rules(mode="speed"),
        stocks=([["6H"], [], ["KS"]], [["8S"]]),
        hands=(["2D", "3D"], ["2H"]),
        spit=(["5C"], ["9D"]),
        sides=(["4C"], ["4D"]),
    )
    rig = Rig(game)
    rig.tap(A, P1)
    o = only(rig.new(), "play")
    assert (o.code, o.x, o.y) == (spit.OK, 0, 0)
    rig.tap(A, P3)  # KS fits neither pile
    rig.tap(A, P5)  # an empty hand slot: refused, not a move
    codes = [(o.gesture, o.refused) for o in rig.new()]
    assert codes == [("play", True), ("play", True)]
    assert rig.race.panels[A].slot == -1
