"""Issue 25: each player's line says what the table means at that moment — a refusal never
hides the slap call, a pause hold clears a refusal's X, a half-made move says what comes next,
and the end of the game shows the table as it ended with who won and why."""

import spit
from spit.input import panel
from spit.screen import banner, halves, sprites
from tests.screen.pixels import count_color, region, rgb, stock_box

R = spit.Rules()
RED_X = rgb(sprites.X_INK)


def _last_card(rules=R):
    """A to play his last stock card (5C on 4D): the round ends as it lands."""
    return spit.Game.from_layout(
        rules, stocks=([["5C"]], [["KS"], ["9D"]]), hands=(["2C"], ["2D"]), spit=(["4D"], ["QH"])
    )


def test_a_pile_press_as_the_slap_race_opens_leaves_the_slap_call(screen, view, shot):
    g = _last_card()
    view.show_game(g)
    assert g.play(0, 0, 0, 10) == spit.OK and g.phase == spit.SLAP
    code = g.play(1, 1, 0, 11)  # B's press, made before the race was on the glass: refused
    assert code != spit.OK
    view.outcome(1, 1, code, 11)
    view.update(g, 11)  # the frame that opens the race applies it
    view.update(g, 12)
    shot("slap_call_kept")
    assert view.banner.status[1].text.startswith("Slap smaller")
    assert count_color(region(screen, *stock_box(1, 1)), RED_X) > 300  # (the X still says no)


def test_a_press_with_no_x_to_show_as_the_race_opens_says_why_on_the_line(screen, view):
    # Soak (stocks4, seed 104): B's P5 of four piles, as the race opened, showed nothing at all.
    g = spit.Game.from_layout(
        spit.Rules(stocks=4), stocks=([["5C"]], [["KS"], ["9D"]]), hands=(["2C"], ["2D"]),
        spit=(["4D"], ["QH"]),
    )  # fmt: skip
    view.show_game(g)
    assert g.play(0, 0, 0, 10) == spit.OK and g.phase == spit.SLAP
    view.outcome(1, panel.P5, spit.E_INDEX, 11)  # (the input layer's answer: no such pile)
    view.update(g, 11)
    view.update(g, 12)
    line = view.banner.status[1]
    assert line.text == "No: no such pile" and line.ground == halves.PLATE_NO


def test_a_pile_press_in_the_slap_race_says_to_slap_then_the_call_comes_back(screen, view, shot):
    # Issue 38: once the race is on the glass, a pile press is told what counts there.
    g = _last_card()
    view.show_game(g)
    assert g.play(0, 0, 0, 10) == spit.OK and g.phase == spit.SLAP
    view.update(g, 10)
    view.update(g, 11)
    code = g.play(1, 1, 0, 200)
    view.outcome(1, 1, code, 200)
    view.update(g, 200)
    shot("slap_refused")
    line = view.banner.status[1]
    assert line.text == "No: slap with L or R" and line.ground == halves.PLATE_NO
    assert count_color(region(screen, *stock_box(1, 1)), RED_X) > 300
    view.update(g, 200 + banner.REFUSED_MS)
    shot("slap_refused_after")
    assert line.text == "Slap smaller: L %d R %d" % (g.spit_size(1), g.spit_size(0))
    assert line.ground == halves.PLATE
    assert count_color(region(screen, *stock_box(1, 1)), RED_X) == 0


def test_holding_spit_for_the_pause_takes_a_refusals_x_away(screen, view, shot):
    g = _last_card()
    view.show_game(g)
    code = g.play(1, 1, 0, 10)  # B's 9 on a 4: refused, his X shows
    view.outcome(1, 1, code, 10)
    view.update(g, 10)
    screen.refresh()
    assert count_color(region(screen, *stock_box(1, 1)), RED_X) > 300
    view.hold(1, 600, 200)  # he holds SPIT: the line fills towards the pause
    view.update(g, 200)
    shot("hold_after_refusal")
    assert view.banner.status[1].text.startswith("Hold to pause")
    assert count_color(region(screen, *stock_box(1, 1)), RED_X) == 0


def test_a_tapped_empty_slot_says_to_press_the_pile_to_move_from(screen, view, shot):
    g = spit.Game.from_layout(
        R,
        stocks=([["5C"], ["KH", "9D"]], [["JS"]]),
        hands=(["2C"], ["2D"]),
        spit=(["4D"], ["QS"]),
    )
    view.show_game(g)
    said = view.banner.status[0].text
    view.outcome(0, 3, panel.R_PENDING, 10)  # A taps his empty fourth slot
    view.update(g, 10)
    shot("move_hint")
    assert view.banner.status[0].text == "Now the pile to move from"
    assert view.banner.status[1].text != "Now the pile to move from"  # only on his line
    assert g.move(0, 1, 3, 20) == spit.OK  # ... then his second pile: the move is made
    view.outcome(0, 1, spit.OK, 20)
    view.update(g, 20)
    view.update(g, 21)
    assert view.banner.status[0].text == said


def test_a_slot_tapped_during_a_refusal_hints_after_it_but_not_into_the_next_phase(screen, view):
    g = spit.Game.from_layout(
        R,
        stocks=([["5C"], ["KH", "9D"]], [["JS"]]),
        hands=(["2C"], ["2D"]),
        spit=(["4D"], ["QS"]),
    )
    view.show_game(g)
    code = g.play(0, 1, 0, 10)  # A's 9D fits neither pile ...
    view.outcome(0, 1, code, 10)
    view.outcome(0, 3, panel.R_PENDING, 11)  # ... and he taps his empty fourth slot 1 ms later
    view.update(g, 11)
    line = view.banner.status[0]
    assert line.text == "No: rank does not fit" and line.ground == halves.PLATE_NO
    assert view.marks.slot[0] == 3
    view.update(g, 11 + banner.REFUSED_MS)  # the refusal read: the move's hint follows
    assert line.text == "Now the pile to move from"
    view.outcome(0, 1, code, 800)  # refused again, the slot tapped again: a hint is due ...
    view.outcome(0, 3, panel.R_PENDING, 801)
    view.update(g, 801)
    assert g.play(1, 0, 1, 900) == spit.OK and g.phase == spit.SLAP  # ... but B ends the round
    view.outcome(1, 0, spit.OK, 900)
    view.update(g, 900)
    view.update(g, 901)
    view.update(g, 801 + banner.REFUSED_MS)
    assert line.text.startswith("Slap smaller")  # the race's call, not the old move's hint
    assert view.marks.slot[0] == -1  # (the race forgot the half-made move: no yellow slot)


def test_the_end_shows_the_table_as_it_ended_with_who_won_and_why(screen, view, shot):
    for rules, why in ((R, "no cards left"), (spit.Rules(scoring="points"), "lowest score")):
        g = spit.Game.from_layout(
            rules,
            stocks=([["5C"]], [["9S"], ["KD"]]),
            hands=([], ["2H", "JC"]),
            spit=(["4D"], []),
            piles=1,
            **({"scores": (40, 90)} if rules.scoring == "points" else {}),
        )
        view.show_game(g)
        assert g.play(0, 0, 0, 10) == spit.OK and g.phase == spit.OVER
        view.update(g, 10)
        view.update(g, 11)
        shot("over_table_" + rules.scoring)
        assert view.table is not None  # the final position, not a page of text
        assert view.banner.status[0].text == "You win: " + why
        assert view.banner.status[1].text == "A wins: " + why
        assert [view.banner.shout[p].text for p in (0, 1)] == ["WIN", "LOSE"]


def test_the_words_of_a_phase_go_in_the_frame_its_cards_go(screen, view, shot):
    """After both called SPIT the new spit cards and the words of play come in one frame."""
    g = spit.Game(R, seed=4)
    view.show_game(g)
    assert g.phase == spit.READY and view.banner.shout[0].text == "SPIT!"
    assert g.spit(0, 10) == spit.OK and g.spit(1, 10) == spit.OK and g.phase == spit.PLAY
    view.update(g, 10)  # the frame that turns the spit cards
    shot("spit_turned")
    for p in (0, 1):
        assert view.banner.status[p].text == "P1-P5 play, L/R aim"
        assert view.banner.shout[p].text == ""
