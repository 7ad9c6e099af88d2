# SPDX-License-Identifier: MIT
""" "Reset statistics?" (L/R on a statistics page): No keeps them, Yes zeroes them."""

from spit.console.flow import menu
from spit.console.flow.screens import STATS
from spit.screen import words


class Screen(menu.MenuScreen):
    def make(self, app):
        return menu.Menu(words.RESET_Q, menu.CONFIRM)

    def chose(self, app, action, now):
        if action == menu.YES:
            app.stats.reset()  # zeroes and saves the statistics; settings stay
            app.log.note(now, "statistics reset")
        app.enter(STATS, now)  # back on the page, showing what there is
