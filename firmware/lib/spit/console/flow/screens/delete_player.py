# SPDX-License-Identifier: MIT
""" "Delete ANA?" (P5 on his statistics page): No keeps him, Yes deletes him and every figure
of his (spit.console.records.players.delete: his head-to-head with the others too; they keep their
own totals), and the record is saved at once. Who played last at a panel may be deleted: between
games a seat is only who the pick offers first (a panel he sat at offers the others then)."""

from spit.console.flow import menu
from spit.console.flow.screens import STATS
from spit.screen import words


class Screen(menu.MenuScreen):
    lends = (  # (whose page it was; the delete)
        "spit.console.flow.stats_page",
        "spit.console.records.players",
        "spit.console.records.tally",
    )

    def make(self, stage):
        from spit.console.flow.stats_page import player_on

        self.who = player_on(stage.stats, stage.page)
        name = stage.stats.name(self.who)
        rows = ((menu.NO, (words.KEEP_HIM, name), None, None),  # "No" first: a mash keeps him
                (menu.YES, (words.DELETE_HIM, name), None, None))  # fmt: skip
        return menu.Menu((words.DELETE_Q, name), rows)

    def chose(self, stage, action, now):
        if action == menu.YES and self.who >= 0:
            from spit.console.records import players

            name = stage.stats.name(self.who)
            why = players.delete(stage.stats, self.who)
            if not why:
                stage.log.note(now, "player %s deleted" % name)
                stage.save(now)  # at once: a power cut must not bring him back
        stage.go(STATS, now)  # the page after his (the last: the one before)
