# SPDX-License-Identifier: MIT
"""The settings menu (spit.console.flow.settings_menu): each change kept at once, saved on
leaving."""

from spit.console.flow import menu
from spit.console.flow.screens import TITLE


class Screen(menu.MenuScreen):
    needs = ("spit.console.flow.settings_menu",)  # (the title and the pages do without it)

    def make(self, stage):
        from spit.console.flow.settings_menu import SettingsMenu

        self.language = stage.stats.settings.language
        return SettingsMenu(stage.stats.settings, fixed=stage.powered("light_fixed"))

    def moved(self, stage, now):
        stage.powered("changed", now)  # brightness, volume, idle minutes, battery: applied at once
        language = stage.stats.settings.language
        if language != self.language:  # the log stays English: the change is an M line
            from spit.screen.lang import LANGS

            self.language = language
            stage.log.note(now, "language " + LANGS[language])
            if stage.view is not None:  # the page again in its new language
                stage.view.speak(language, language)
            stage.redraw(now)

    def chose(self, stage, action, now):
        stage.save(now)  # between games only: an nvm write stalls the console
        if action == menu.HWTEST:
            stage.start_hwtest(now)
        else:  # Back: the title
            stage.go(TITLE, now)
