# SPDX-License-Identifier: MIT
"""A new console's first power-up (blank nvm, no language in settings.toml): which language? Each
half lists the five, each named in itself; the heading and footer speak the one under the bar.
SPIT (or P3) on either half makes it the console's, saves it and goes to the title: asked once."""

from spit.console.flow.screens import TITLE
from spit.console.flow.screens import Screen as Base
from spit.input import panel
from spit.screen import lang


class Screen(Base):
    def enter(self, stage, now):
        self.cursor = [0, 0]
        self.due = [True, True]

    def draw(self, stage, now):
        stage.view.show_lists(now)
        self.due = [True, True]
        self.update(stage, now)

    def update(self, stage, now):
        from spit.screen import words

        for p in (0, 1):
            if self.due[p]:
                self.due[p] = False
                hover = self.cursor[p]  # the heading and footer in the language under the bar
                head, foot = lang.say(hover, words.CHOOSE_LANG), lang.say(hover, words.PICK_FOOT)
                stage.view.update_list(p, head, lang.NAMES, hover, foot)
                lang.keep(self.cursor[0], self.cursor[1])

    def press(self, stage, player, button, now):
        if button in (panel.P1, panel.P2, panel.P4, panel.P5):
            step = -1 if button in (panel.P1, panel.P2) else 1
            self.cursor[player] = (self.cursor[player] + step) % len(lang.NAMES)
            self.due[player] = True
            return True
        if button not in (panel.SPIT, panel.P3):
            return False
        choice = self.cursor[player]
        stage.stats.settings.language = choice
        stage.stats.changed()
        stage.log.note(now, "language " + lang.LANGS[choice])
        stage.save(now)  # asked once: the record now says it
        stage.go(TITLE, now)
        return True
