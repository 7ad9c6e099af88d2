# SPDX-License-Identifier: MIT
"""How to play (spit.screen.howto's two pages): SPIT turns to the second, any other button goes
back to the title."""

from spit.console.device import sound
from spit.console.flow.screens import TITLE
from spit.console.flow.screens import Screen as Base
from spit.input import panel


class Screen(Base):
    lends = ("spit.screen.howto",)  # drawn: its text lives on in the page's labels

    def enter(self, stage, now):
        stage.page = 0

    def draw(self, stage, now):
        from spit.screen import howto

        page = stage.page
        stage.view.show_message(howto.HEADING, howto.PAGES[page], howto.FOOTS[page], now)

    def press(self, stage, player, button, now):
        stage.sound.cue(sound.MENU, now)
        if button == panel.SPIT and stage.page == 0:
            stage.turn_page(now)
        else:
            stage.go(TITLE, now)
        return True
