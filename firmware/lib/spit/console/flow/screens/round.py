# SPDX-License-Identifier: MIT
"""A round's summary, between rounds: SPIT (after its guard time) deals the next."""

from spit.console.flow.screens import GAME, OVER_GUARD_MS
from spit.console.flow.screens import Screen as Base
from spit.input import panel
from spit.screen import words


class Screen(Base):
    logged = in_match = True  # a game's own page: every press gets a P line
    sleeps = False  # (it never goes dark: a game is under way)
    lends = ("spit.console.flow.match_score",)  # (the score's footer)

    def draw(self, stage, now):
        # a low battery: said between rounds, before the next deal
        foot = stage.powered("warning")
        if not foot:
            foot = words.GO_ON  # (as spit.screen.text.said takes it)
            if stage.score is not None:  # in a match: its score, then what SPIT does
                from spit.console.flow import match_score

                foot = (words.SPIT_ON, match_score.footer(stage.score, stage.names))
        stage.view.show_summary(stage.match.game, now, stage.names, foot)

    def press(self, stage, player, button, now):
        if button != panel.SPIT or stage.shown_ms(now) < OVER_GUARD_MS:
            return False
        stage.go(GAME, now)
        return True
