# SPDX-License-Identifier: MIT
"""The pause menu (hold SPIT 2 s in a game): Resume or Quit game."""

from spit.console.flow import menu
from spit.console.flow.screens import GAME, TITLE
from spit.screen import words


class Screen(menu.MenuScreen):
    logged = in_match = True  # a game's own page: every press gets a P line

    def make(self, app):
        return menu.Menu(words.PAUSED, menu.PAUSE)

    def enter(self, app, now):
        app.park_bots()  # the CPU player's code makes room for this page
        self.corner = "%s vs %s" % app.names  # whose game this is, in the heading's corner
        menu.MenuScreen.enter(self, app, now)

    def chose(self, app, action, now):
        if action == menu.QUIT:
            app.end_match(now)
            app.enter(TITLE, now)
        else:  # Resume
            app.enter(GAME, now)
