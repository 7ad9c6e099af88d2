# SPDX-License-Identifier: MIT
"""How to play (spit.screen.howto's two pages): SPIT turns to the second, any other button goes
back to the title."""

from spit.console.device import sound
from spit.console.flow.screens import TITLE
from spit.console.flow.screens import Screen as Base
from spit.input import panel
from spit.screen import forget


class Screen(Base):
    def enter(self, app, now):
        app.page = 0

    def draw(self, app, now):
        from spit.screen import howto

        page = app.page
        app.view.show_message(howto.HEADING, howto.PAGES[page], howto.FOOTS[page], now)
        forget("spit.screen.howto")  # drawn: its text lives on in the page's labels

    def press(self, app, player, button, now):
        app.sound.cue(sound.MENU, now)
        if button == panel.SPIT and app.page == 0:
            app.turn_page(now)
        else:
            app.enter(TITLE, now)
        return True
