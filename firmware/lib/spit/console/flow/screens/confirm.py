# SPDX-License-Identifier: MIT
""" "Reset statistics?" (L/R on a statistics page): No keeps them, Yes zeroes them."""

from spit.console.flow import menu
from spit.console.flow.screens import STATS
from spit.screen import words


class Screen(menu.MenuScreen):
    def make(self, stage):
        return menu.Menu(words.RESET_Q, menu.CONFIRM)

    def chose(self, stage, action, now):
        if action == menu.YES:
            stage.stats.reset()  # zeroes and saves the statistics; settings stay
            stage.log.note(now, "statistics reset")
        stage.go(STATS, now)  # back on the page, showing what there is
