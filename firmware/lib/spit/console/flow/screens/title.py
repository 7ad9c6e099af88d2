# SPDX-License-Identifier: MIT
"""The title: Play, Settings, Statistics, How to play; a minute left alone, the demo (the hall
of fame first when there are records)."""

from adafruit_ticks import ticks_add, ticks_diff

from spit.console.flow import menu

ATTRACT_MS = 60000  # this long without a press, the title starts attract mode


class Screen(menu.MenuScreen):
    def make(self, app):
        m = menu.Menu("Spit", menu.TITLE)
        footer = self.footer(app)
        if footer:  # something needs saying: the footer says it
            m.footer = footer  # type: ignore[attr-defined]
        return m

    def footer(self, app):
        # A refused save's or the battery's word first, then boot's ("": the buttons' line).
        if app.unsaved or app.gauge is not None:
            return app.powered("warning") or app.notice
        return app.notice

    def enter(self, app, now):
        app.drop_game()  # no game: its code and table go
        app.score = None  # (a match left by a fault or a quit is over)
        self.corner = menu.firmware_name(app.log.fw_version)  # what firmware this is
        menu.MenuScreen.enter(self, app, now)

    def chose(self, app, action, now):
        app.page = 0  # the first page (the statistics': a rename or a delete comes back to its own)
        app.enter(action, now)  # (each row of menu.TITLE names the screen it opens)

    def step(self, app, now):
        menu.MenuScreen.step(self, app, now)
        if app.dark:  # nobody watches: the demo's clock held at its end, so it never wraps
            app.idle_t = ticks_add(now, -ATTRACT_MS)
        if app.screen is self and ticks_diff(now, app.idle_t) >= ATTRACT_MS:
            if app.cpu_maker is not None and not app.dark:  # (dark: nobody is watching)
                # Records to show: the hall of fame first, then the demo (a demo game takes
                # 3-6 min, and the screen goes dark 5 min after the last press by default:
                # shown only between two demo games, it was seldom seen)
                app.start_attract(now)

    def update(self, app, now):
        if app.gauge_moved:  # (a reading changed the gauge: every few seconds at most)
            footer = self.footer(app)
            if getattr(self.menu, "footer", "") != footer:
                self.menu.footer = footer  # the battery's word came or went: the page anew
                self.draw(app, now)
        menu.MenuScreen.update(self, app, now)
