# SPDX-License-Identifier: MIT
"""The settings menu (spit.console.flow.settings_menu): each change kept at once, saved on
leaving."""

from spit.console.flow import menu
from spit.console.flow.screens import TITLE
from spit.screen import forget


class Screen(menu.MenuScreen):
    def make(self, app):
        from spit.console.flow.settings_menu import SettingsMenu

        light = app.light  # (None without a display: nothing to set either way)
        self.language = app.stats.settings.language
        return SettingsMenu(app.stats.settings, fixed=light is None or light.fixed)

    def moved(self, app, now):
        app.powered("changed", now)  # brightness, volume, idle minutes, battery: applied at once
        language = app.stats.settings.language
        if language != self.language:  # the log stays English: the change is an M line
            from spit.screen.lang import LANGS

            self.language = language
            app.log.note(now, "language " + LANGS[language])
            app.speak(self)  # the page again in its new language
            app.view_enter(now)

    def chose(self, app, action, now):
        app.save(now)  # between games only: an nvm write stalls the console
        if action == menu.HWTEST:
            app.start_hwtest(now)
        else:  # Back: the title (and the pages after it) do without the settings' tables
            forget("spit.console.flow.settings_menu")
            app.enter(TITLE, now)
