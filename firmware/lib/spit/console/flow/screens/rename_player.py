# SPDX-License-Identifier: MIT
"""A player's initials again (P1 on his statistics page): the pick screen's arcade entry
(spit.console.flow.initials), starting from his name, on both halves (either panel types: the page
was both panels' too). SPIT keeps the new name (his figures stay his; saved at once), P1/P5 go
back unchanged; a name refused ("ANA is taken") is said on the footer and the entry stays."""

from spit.console.device import sound
from spit.console.flow.screens import STATS
from spit.console.flow.screens import Screen as Base
from spit.input import panel
from spit.screen import words

try:
    from typing import Any  # noqa: F401 (type comments)
except ImportError:
    pass

BACK_KEYS = (panel.P1, panel.P5)


class Screen(Base):
    repeats = (panel.P2, panel.P4, panel.L, panel.R)  # held, they press again (not back)
    needs = ("spit.console.flow.initials",)
    lends = (  # (whose page it was; the rename)
        "spit.console.flow.stats_page",
        "spit.console.records.players",
        "spit.console.records.tally",
    )

    def enter(self, stage, now):
        from spit.console.flow.initials import Entry
        from spit.console.flow.stats_page import player_on

        self.who = player_on(stage.stats, stage.page)
        self.was = stage.stats.name(self.who)
        self.entry = Entry(self.was)  # type: Any
        self.said = ""  # a refused name's reason, until the next press

    def draw(self, stage, now):
        stage.view.show_lists(now)
        self.update(stage, now)

    def update(self, stage, now):
        if self.entry is None:
            return
        from spit.console.flow.initials import FOOT

        rows = self.entry.rows()
        for p in (0, 1):
            stage.view.update_list(p, (words.RENAME, self.was), rows, 0, self.said or FOOT)

    def press(self, stage, player, button, now):
        from spit.console.flow import initials

        self.said = ""
        if self.who < 0 or button in BACK_KEYS:
            self.leave(stage, now)
            return True
        got = self.entry.press(button)
        if got == initials.NOTHING:
            return False
        if got == initials.DONE:
            from spit.console.records import players

            name = self.entry.name
            why = players.rename(stage.stats, self.who, name) if name != self.was else ""
            if why:
                from spit.console.flow.initials import refusal

                self.said = refusal(why, name)
                return False  # the buzz; the footer says why
            if name != self.was:
                stage.log.note(now, "player %s renamed %s" % (self.was, name))
                stage.save(now)  # at once, as a delete: the name he was given is the one kept
            self.leave(stage, now)
            return True
        stage.sound.cue(sound.MENU, now)
        return True

    def leave(self, stage, now):
        stage.sound.cue(sound.MENU, now)
        self.entry = None
        stage.go(STATS, now)  # the same page: his, under the name he has now
