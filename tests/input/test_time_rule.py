# SPDX-License-Identifier: MIT
"""The time rule (docs/INPUT.md): a press acts on the screen that was on the glass when it was
stamped; presses still waiting at a reset are kept and answered, never dropped."""

import spit
from spit.input import panel
from tests.input.rig import Rig, layout

A, B = 0, 1


def _table():
    return layout(stocks=([["6H"], ["KS"]], [["8S"], ["QC"]]), hands=(["2D"], ["2H"]),
                  spit=(["5C"], ["9D"]))  # fmt: skip


def test_a_press_made_before_the_screen_reached_the_glass_is_spent_with_its_outcome():
    rig = Rig(_table())
    t = rig.now()
    rig.keys.press(panel.key(A, panel.P1), t)  # made while the screen before was showing
    rig.keys.release(panel.key(A, panel.P1), rig.at(40))
    rig.race.since = rig.at(5)  # the app: the table reached the glass 5 ms later
    rig.keys.press(panel.key(B, panel.P1), rig.at(10))
    rig.keys.release(panel.key(B, panel.P1), rig.at(50))
    rig.wait(100)
    got = [(o.player, o.code, o.kind) for o in rig.new()]
    assert (A, panel.R_GONE, panel.NO_ACTION) in got  # told, not applied: his 6H is still there
    assert rig.game.top(A, 0) == spit.card("6H")
    assert any(p == B and kind == spit.A_PLAY for p, _, kind in got)  # made seeing it: applied


def test_a_reset_keeps_waiting_presses_and_answers_them():
    rig = Rig(_table())
    rig.race.set_handicap(A, 300)
    rig.keys.press(panel.key(A, panel.P1), rig.now())
    rig.keys.release(panel.key(A, panel.P1), rig.at(40))
    rig.wait(50)  # still waiting out its handicap when the screen changes
    assert rig.new() == []
    rig.race.reset(None, rig.now())  # a page comes up: the press is from the table before it
    rig.race.gone_code = panel.R_NOT_NOW
    rig.game = None
    rig.wait(400)
    got = [(o.player, o.button, o.code) for o in rig.new()]
    assert got == [(A, panel.P1, panel.R_NOT_NOW)]
