# SPDX-License-Identifier: MIT
"""The game's end: the table as it ended (who won and why on each line), then its figures."""

from micropython import const

from spit.console.flow.screens import OVER_GUARD_MS, TITLE
from spit.console.flow.screens import Screen as Base
from spit.input import panel
from spit.screen import words

try:
    from typing import Any  # noqa: F401 (type comments)
except ImportError:
    pass

_OVER_TABLE_MS = const(5000)  # the final position shows this long (or to a SPIT), then the figures


class Screen(Base):
    sleeps = False  # the game's end stays awake until its figures are seen
    logged = True  # a game's own page: every press gets a P line
    lends = ("spit.console.flow.match_score",)  # (the score's count and footer)

    def enter(self, stage, now):
        stage.page = 0
        if stage.score is not None and stage.match is not None:  # a match: this game counts
            from spit.console.flow import match_score

            match_score.count(stage.score, stage.match.game.winner, stage.stats)
            stage.save(now)  # the match's winner, when this game decided it (between games)

    def draw(self, stage, now):
        view = stage.view
        if stage.page:
            foot = words.TO_TITLE  # type: Any  # (as spit.screen.text.said takes it)
            score = stage.score
            if score is not None:  # a match: its score, and the next game while it is on
                from spit.console.flow import match_score

                foot = match_score.footer(score, stage.names)
                foot = foot if score.over else (words.SPIT_NEXT, foot)
            view.show_over(stage.match.game, now, stage.names, foot)
        elif view.table is None:  # (the table as it ended is normally still up)
            view.show_game(stage.match.game, now)

    def press(self, stage, player, button, now):
        if button != panel.SPIT or stage.shown_ms(now) < OVER_GUARD_MS:
            return False
        if stage.page == 0:
            stage.turn_page(now)
        elif stage.score is not None and not stage.score.over:
            stage.new_game(now, seated=True)  # the match's next game, the same seats
        else:
            stage.score = None
            stage.go(TITLE, now)
        return True

    def step(self, stage, now):
        if stage.page == 0 and stage.shown_ms(now) >= _OVER_TABLE_MS:
            stage.turn_page(now)

    def update(self, stage, now):
        if stage.match is not None:
            stage.match.show(stage.view, now)
