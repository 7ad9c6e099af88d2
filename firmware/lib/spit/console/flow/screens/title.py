# SPDX-License-Identifier: MIT
"""The title: Play, Settings, Statistics, How to play; a minute left alone, the demo (the hall
of fame first when there are records)."""

from spit.console.flow import menu


class Screen(menu.MenuScreen):
    # (no game: its code, table and match go; a minute alone, attract mode: App.demo_clock)
    drops_game = idles_to_demo = True

    def make(self, stage):
        m = menu.Menu("Spit", menu.TITLE)
        footer = self.footer(stage)
        if footer:  # something needs saying: the footer says it
            m.footer = footer  # type: ignore[attr-defined]
        return m

    def footer(self, stage):
        # A refused save's or the battery's word first, then boot's ("": the buttons' line).
        return stage.powered("footer")

    def enter(self, stage, now):
        self.corner = menu.firmware_name(stage.log.fw_version)  # what firmware this is
        menu.MenuScreen.enter(self, stage, now)

    def chose(self, stage, action, now):
        stage.page = (
            0  # the first page (the statistics': a rename or a delete comes back to its own)
        )
        stage.go(action, now)  # (each row of menu.TITLE names the screen it opens)

    def battery(self, stage, now):
        footer = self.footer(stage)
        if getattr(self.menu, "footer", "") != footer:
            self.menu.footer = footer  # the battery's word came or went: the page anew
            self.draw(stage, now)
        else:
            menu.MenuScreen.battery(self, stage, now)
