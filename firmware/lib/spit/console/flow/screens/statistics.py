# SPDX-License-Identifier: MIT
"""The statistics pages (spit.console.flow.stats_page): SPIT the next page, L/R reset, on a player's
page P1 rename and P5 delete him; else the title. ``app.page`` is the page: the title sets it
to 0, and a rename or a delete comes back to it (the page after, when he is gone)."""

from spit.console.device import sound
from spit.console.flow import menu
from spit.console.flow.screens import CONFIRM, DELETE, RENAME, TITLE
from spit.console.flow.screens import Screen as Base
from spit.screen import forget


class Screen(Base):
    def draw(self, app, now):
        from spit.console.flow import stats_page

        app.page = min(app.page, stats_page.pages(app.stats) - 1)  # (a player deleted)
        head, lines, foot = stats_page.page(app.stats, app.page)
        app.view.show_message(head, lines, foot, now)
        forget(
            "spit.console.flow.stats_page",
            "spit.console.records.players",
            "spit.console.records.tally",
        )  # drawn

    def press(self, app, player, button, now):
        from spit.console.flow import stats_page

        app.sound.cue(sound.MENU, now)
        who = stats_page.player_on(app.stats, app.page)
        action = stats_page.stats_choice(button, app.page, stats_page.pages(app.stats), who >= 0)
        forget("spit.console.flow.stats_page")
        if action == menu.MORE:
            app.turn_page(now)
        elif action == menu.RESET:
            app.enter(CONFIRM, now)
        elif action == stats_page.RENAME:
            app.enter(RENAME, now)  # (its screen reads the player from app.page)
        elif action == stats_page.DELETE:
            app.enter(DELETE, now)
        else:
            app.save(now)  # between games only: an nvm write stalls the console
            app.enter(TITLE, now)
        return True
