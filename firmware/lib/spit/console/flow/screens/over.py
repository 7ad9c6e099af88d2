# SPDX-License-Identifier: MIT
"""The game's end: the table as it ended (who won and why on each line), then its figures."""

from micropython import const

from spit.console.flow.screens import OVER_GUARD_MS, TITLE
from spit.console.flow.screens import Screen as Base
from spit.input import panel
from spit.screen import forget, words

try:
    from typing import Any  # noqa: F401 (type comments)
except ImportError:
    pass

_OVER_TABLE_MS = const(5000)  # the final position shows this long (or to a SPIT), then the figures


class Screen(Base):
    sleeps = False  # the game's end stays awake until its figures are seen
    logged = True  # a game's own page: every press gets a P line

    def enter(self, app, now):
        app.page = 0
        if app.score is not None and app.match is not None:  # a match: this game counts
            from spit.console.flow import match_score

            match_score.count(app.score, app.match.game.winner, app.stats)
            forget("spit.console.flow.match_score")
            app.save(now)  # the match's winner, when this game decided it (between games)

    def draw(self, app, now):
        view = app.view
        if app.page:
            foot = words.TO_TITLE  # type: Any  # (as spit.screen.text.said takes it)
            score = app.score
            if score is not None:  # a match: its score, and the next game while it is on
                from spit.console.flow import match_score

                foot = match_score.footer(score, app.names)
                foot = foot if score.over else (words.SPIT_NEXT, foot)
                forget("spit.console.flow.match_score")
            view.show_over(app.match.game, now, app.names, foot)
        elif view.table is None:  # (the table as it ended is normally still up)
            view.show_game(app.match.game, now)

    def press(self, app, player, button, now):
        if button != panel.SPIT or app.shown_ms(now) < OVER_GUARD_MS:
            return False
        if app.page == 0:
            app.result_page(now)
        elif app.score is not None and not app.score.over:
            app.new_game(now, seated=True)  # the match's next game, the same seats
        else:
            app.score = None
            app.enter(TITLE, now)
        return True

    def step(self, app, now):
        if app.page == 0 and app.shown_ms(now) >= _OVER_TABLE_MS:
            app.result_page(now)

    def update(self, app, now):
        if app.match is not None:
            app.match.show(app.view, now)
