# SPDX-License-Identifier: MIT
"""A player's initials again (P1 on his statistics page): the pick screen's arcade entry
(spit.console.flow.initials), starting from his name, on both halves (either panel types: the page
was both panels' too). SPIT keeps the new name (his figures stay his; saved at once), P1/P5 go
back unchanged; a name refused ("ANA is taken") is said on the footer and the entry stays."""

from spit.console.device import sound
from spit.console.flow.screens import STATS
from spit.console.flow.screens import Screen as Base
from spit.input import panel
from spit.screen import forget, words

try:
    from typing import Any  # noqa: F401 (type comments)
except ImportError:
    pass

BACK_KEYS = (panel.P1, panel.P5)


def _who(app):
    from spit.console.flow.stats_page import player_on

    who = player_on(app.stats, app.page)
    forget("spit.console.flow.stats_page")
    return who


class Screen(Base):
    def enter(self, app, now):
        from spit.console.flow.initials import Entry

        self.who = _who(app)
        self.was = app.stats.name(self.who)
        self.entry = Entry(self.was)  # type: Any
        self.said = ""  # a refused name's reason, until the next press

    def draw(self, app, now):
        app.view.show_lists(now)
        self.update(app, now)

    def update(self, app, now):
        if self.entry is None:
            return
        from spit.console.flow.initials import FOOT

        rows = self.entry.rows()
        for p in (0, 1):
            app.view.update_list(p, (words.RENAME, self.was), rows, 0, self.said or FOOT)

    def press(self, app, player, button, now):
        from spit.console.flow import initials

        self.said = ""
        if self.who < 0 or button in BACK_KEYS:
            self.leave(app, now)
            return True
        got = self.entry.press(button)
        if got == initials.NOTHING:
            return False
        if got == initials.DONE:
            from spit.console.records import players

            name = self.entry.name
            why = players.rename(app.stats, self.who, name) if name != self.was else ""
            forget("spit.console.records.players", "spit.console.records.tally")
            if why:
                from spit.console.flow.initials import refusal

                self.said = refusal(why, name)
                return False  # the buzz; the footer says why
            if name != self.was:
                app.log.note(now, "player %s renamed %s" % (self.was, name))
                app.save(now)  # at once, as a delete: the name he was given is the one kept
            self.leave(app, now)
            return True
        app.sound.cue(sound.MENU, now)
        return True

    def step(self, app, now):
        # A held P2/P4/L/R presses again, as in the menus and the pick (spit.input.holds).
        if app.repeater is None:
            from spit.console.flow.menu import repeater

            app.repeater = repeater(app.race)
        i = app.repeater.update()
        if i >= 0 and panel.button_of(app.repeater.keys[i]) not in BACK_KEYS:
            k = app.repeater.keys[i]
            app.idle_t = now
            if not self.press(app, panel.player_of(k), panel.button_of(k), now):
                app.sound.cue(sound.REFUSED, now)

    def leave(self, app, now):
        app.sound.cue(sound.MENU, now)
        self.entry = None
        forget("spit.console.flow.initials")
        app.enter(STATS, now)  # the same page: his, under the name he has now
