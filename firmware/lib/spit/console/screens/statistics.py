# SPDX-License-Identifier: MIT
"""The statistics pages (spit.console.stats_page): SPIT the next page, L/R reset, else the title."""

from spit.console import menu, sound
from spit.console.app import CONFIRM, TITLE
from spit.console.screens import Screen as Base
from spit.screen import forget


class Screen(Base):
    def enter(self, app, now):
        app.page = 0

    def draw(self, app, now):
        from spit.console import stats_page

        head, lines, foot = stats_page.page(app.stats, app.page)
        app.view.show_message(head, lines, foot, now)
        forget("spit.console.stats_page", "spit.console.players", "spit.console.tally")  # drawn

    def press(self, app, player, button, now):
        from spit.console.stats_page import pages, stats_choice

        app.sound.cue(sound.MENU, now)
        action = stats_choice(button, app.page, pages(app.stats))
        forget("spit.console.stats_page")
        if action == menu.MORE:
            app.turn_page(now)
        elif action == menu.RESET:
            app.enter(CONFIRM, now)
        else:
            app.save(now)  # between games only: an nvm write stalls the console
            app.enter(TITLE, now)
        return True
