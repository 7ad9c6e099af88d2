# SPDX-License-Identifier: MIT
"""A round's summary, between rounds: SPIT (after its guard time) deals the next."""

from spit.console.flow.screens import GAME, OVER_GUARD_MS
from spit.console.flow.screens import Screen as Base
from spit.input import panel
from spit.screen import forget, words


class Screen(Base):
    logged = in_match = True  # a game's own page: every press gets a P line
    sleeps = False  # (it never goes dark: a game is under way)

    def draw(self, app, now):
        # a low battery: said between rounds, before the next deal
        foot = app.powered("warning") if app.gauge is not None else ""
        if not foot:
            foot = words.GO_ON  # (as spit.screen.text.said takes it)
            if app.score is not None:  # in a match: its score, then what SPIT does
                from spit.console.flow import match_score

                foot = (words.SPIT_ON, match_score.footer(app.score, app.names))
                forget("spit.console.flow.match_score")
        app.view.show_summary(app.match.game, now, app.names, foot)

    def press(self, app, player, button, now):
        if button != panel.SPIT or app.shown_ms(now) < OVER_GUARD_MS:
            return False
        app.enter(GAME, now)
        return True
