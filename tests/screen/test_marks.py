"""Issue 15 item 2: every gesture shows at once on the presser's half (aim arrow, chosen slot).

Presses go through the real input race and spit.console.flow.match, as on the console, to the real
view.
"""

import spit
from spit.console.flow.match import Match
from spit.input import panel
from spit.input.race import Race
from spit.screen import halves, sprites
from tests.screen.pixels import count_color, region, rgb, stock_box

YELLOW = rgb(sprites.PICK_INK)


def _arrow_box(p, j):
    """Where p's aim arrow for spit pile j sits: just off the pile's edge on his side."""
    x = halves.PILE_X[j] if p == 0 else halves.W - halves.PILE_X[j] - halves.CARD_W
    y = halves.PILE_Y + halves.CARD_H
    return (
        halves.mirror_x(p, x + 3, halves.ARROW_W),
        halves.mirror_y(p, y, halves.ARROW_H),
        halves.ARROW_W,
        halves.ARROW_H,
    )


def _match(view):
    race = Race()
    match = Match(race, {}, 1)
    match.game = spit.Game.from_layout(
        spit.Rules(),
        stocks=([["KC"], ["5C", "7H"], []], [["JS"], ["AD"]]),
        hands=(["2C"], ["2D"]),
        spit=(["4D"], ["QS"]),
    )
    match.resume(0)
    view.show_game(match.game, 0)
    return race, match


def _press(race, match, view, screen, p, button, t):
    race.push(panel.key(p, button), True, t)
    race.push(panel.key(p, button), False, t + 40)
    for now in (t + 25, t + 50):  # two frames: the press is applied and drawn in the first
        match.step(now)
        match.show(view, now)
    screen.refresh()


def _yellow(screen, box):
    return count_color(region(screen, *box), YELLOW, 30)


def test_aiming_moves_the_arrow_on_the_pressers_half_at_once(screen, view, shot):
    race, match = _match(view)
    screen.refresh()
    assert _yellow(screen, _arrow_box(0, 0)) > 10 and _yellow(screen, _arrow_box(0, 1)) == 0
    _press(race, match, view, screen, 0, panel.R, 100)  # A aims at B's pile
    shot("aim_a_right")
    assert _yellow(screen, _arrow_box(0, 1)) > 10
    assert _yellow(screen, _arrow_box(0, 0)) == 0
    assert _yellow(screen, _arrow_box(1, 1)) > 10  # B's own arrow has not moved
    _press(race, match, view, screen, 1, panel.R, 300)  # B aims at A's pile
    assert _yellow(screen, _arrow_box(1, 0)) > 10 and _yellow(screen, _arrow_box(1, 1)) == 0


def test_tapping_an_empty_slot_marks_it_until_the_move(screen, view, shot):
    race, match = _match(view)
    _press(race, match, view, screen, 0, panel.P3, 100)  # A's third slot is empty
    shot("slot_chosen")
    assert _yellow(screen, stock_box(0, 2)) > 20
    _press(race, match, view, screen, 0, panel.P3, 300)  # the same slot again: cancelled
    assert _yellow(screen, stock_box(0, 2)) == 0
    assert view.banner.status[0].text == "P1-P5 play, L/R aim"  # no refusal for a cancel
    _press(race, match, view, screen, 0, panel.P3, 500)
    _press(race, match, view, screen, 0, panel.P2, 700)  # ... then the 7H moves into it
    shot("slot_moved")
    assert match.game.top(0, 2) == spit.card("7H") and match.game.top(0, 1) == spit.card("5C")
    assert _yellow(screen, stock_box(0, 2)) == 0


def test_a_slap_marks_the_pile_and_changes_the_other_players_line(screen, view, shot):
    g = spit.Game.from_layout(
        spit.Rules(),
        stocks=([], [["9S"], ["KD"]]),
        hands=(["2C", "3C"], ["4H"]),
        spit=(["4D", "5S"], ["KH"]),
    )
    assert g.phase == spit.SLAP
    view.show_game(g)
    assert g.slap(0, 1, 50) == spit.OK  # A slaps B's pile (his R): the race is still open
    view.outcome(0, panel.R, spit.OK, 50)
    view.update(g, 50)
    view.update(g, 51)  # the lines: in the next frame in which the engine does nothing
    shot("slapped_a")
    screen.refresh()
    assert _yellow(screen, _arrow_box(0, 1)) > 10 and _yellow(screen, _arrow_box(0, 0)) == 0
    assert view.banner.status[0].text == "Slapped! Waiting for B"
    assert view.banner.status[1].text == "A slapped! You: L 1 R 2"
