# SPDX-License-Identifier: MIT
"""The pause menu (hold SPIT 2 s in a game): Resume or Quit game."""

from spit.console.flow import menu
from spit.console.flow.screens import GAME, TITLE
from spit.screen import words


class Screen(menu.MenuScreen):
    logged = in_match = True  # a game's own page: every press gets a P line
    parks = True  # the CPU player's code makes room for this page

    def make(self, stage):
        return menu.Menu(words.PAUSED, menu.PAUSE)

    def enter(self, stage, now):
        self.corner = "%s vs %s" % stage.names  # whose game this is, in the heading's corner
        menu.MenuScreen.enter(self, stage, now)

    def chose(self, stage, action, now):
        if action == menu.QUIT:
            stage.end_match(now)
            stage.go(TITLE, now)
        else:  # Resume
            stage.go(GAME, now)
