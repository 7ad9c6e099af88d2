# SPDX-License-Identifier: MIT
"""The hall of fame, before the CPU's first demo game and between its games when it has a record
to show (``players.in_hall``): the fastest win, the best streak and the best reaction, each with
its holder's initials, on both halves; any button, dim or lit, goes to the title (App.read_input:
attract mode), else the next demo game after _HALL_MS."""

from micropython import const

from spit.console.flow.screens import Screen as Base
from spit.screen import forget

_HALL_MS = const(8000)  # the page shows this long between two demo games


def lines(st):
    """The page's rows: "Fastest win   42 s   ANA" ("-" while no one holds a record)."""
    from spit.console.records import players
    from spit.console.records.stats import NOBODY

    out = []
    units = (" s", "", " ms")  # (zip's strict= is not CircuitPython's)
    for i, (title, figure, who) in enumerate(players.hall(st)):
        unit = units[i]
        if who == NOBODY:
            out.append("%-14s-" % title)
        else:  # the initials in one column
            out.append("%-14s%-7s%s" % (title, "%d%s" % (figure, unit), st.name(who)))
    forget("spit.console.records.players", "spit.console.records.tally")
    return out


class Screen(Base):
    attract = True

    def enter(self, app, now):
        app.drop_game()  # the demo's table goes: the page takes its place

    def draw(self, app, now):
        app.view.show_message("Hall of fame", lines(app.stats), "Any button: the title", now)

    def step(self, app, now):
        if app.shown_ms(now) >= _HALL_MS:
            app.start_attract(now, False)  # the next demo game
