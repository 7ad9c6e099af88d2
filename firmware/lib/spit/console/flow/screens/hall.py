# SPDX-License-Identifier: MIT
"""The hall of fame, before the CPU's first demo game and between its games when it has a record
to show (``players.in_hall``): the fastest win, the best streak and the best reaction, each with
its holder's initials, on both halves; any button, dim or lit, goes to the title (App.read_input:
attract mode), else the next demo game after _HALL_MS."""

from micropython import const

from spit.console.flow.screens import Screen as Base
from spit.screen import words

_HALL_MS = const(8000)  # the page shows this long between two demo games


def lines(st, lang=0):
    """The page's rows in language lang: "Fastest win   42 s   ANA" ("-" while no one holds a
    record)."""
    from spit.console.records import players
    from spit.console.records.stats import NOBODY
    from spit.screen.text import said

    out = []
    units = (" s", "", " ms")  # (zip's strict= is not CircuitPython's)
    titles = (words.FASTEST_WIN, words.BEST_STREAK, words.BEST_REACTION)
    for i, (_, figure, who) in enumerate(players.hall(st)):
        title = said(lang, titles[i])
        title += " " * (14 - len(title))  # (not "%-14s": MicroPython pads UTF-8 by its bytes)
        if who == NOBODY:
            out.append(title + "-")
        else:  # the initials in one column
            out.append("%s%-7s%s" % (title, "%d%s" % (figure, units[i]), st.name(who)))
    return out


class Screen(Base):
    attract = True
    drops_game = True  # the demo's table goes: the page takes its place
    lends = ("spit.console.records.players", "spit.console.records.tally")  # (lines: the records)

    def draw(self, stage, now):
        lang = stage.stats.settings.language  # (attract mode: both halves speak the console's)
        stage.view.show_message(words.HALL, lines(stage.stats, lang), words.ANY_TITLE, now)

    def step(self, stage, now):
        if stage.shown_ms(now) >= _HALL_MS:
            stage.start_attract(now, False)  # the next demo game
