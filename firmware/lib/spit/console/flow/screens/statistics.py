# SPDX-License-Identifier: MIT
"""The statistics pages (spit.console.flow.stats_page): SPIT the next page, L/R reset, on a player's
page P1 rename and P5 delete him, P3 his language (the page speaks it; its corner names it:
the console's, then each in turn); else the title. ``stage.page`` is the page: the title sets it
to 0, and a rename or a delete comes back to it (the page after, when he is gone)."""

from spit.console.device import sound
from spit.console.flow import menu
from spit.console.flow.screens import CONFIRM, DELETE, RENAME, TITLE
from spit.console.flow.screens import Screen as Base
from spit.input import panel


class Screen(Base):
    lends = (  # (drawn, or a press read: they go)
        "spit.console.flow.stats_page",
        "spit.console.records.players",
        "spit.console.records.tally",
    )

    def draw(self, stage, now):
        from spit.console.flow import stats_page

        stage.page = min(stage.page, stats_page.pages(stage.stats) - 1)  # (a player deleted)
        st = stage.stats
        who = stats_page.player_on(st, stage.page)
        language = st.language(who) if who >= 0 else st.settings.language
        stage.view.speak(language, language)  # a player's page speaks his language
        head, lines, foot = stats_page.page(st, stage.page, language)
        stage.view.show_message(head, lines, foot, now)
        if who >= 0:
            from spit.screen.lang import NAMES

            stage.view.set_corner("P3: " + NAMES[language])

    def press(self, stage, player, button, now):
        from spit.console.flow import stats_page

        stage.sound.cue(sound.MENU, now)
        who = stats_page.player_on(stage.stats, stage.page)
        if who >= 0 and button == panel.P3:  # his language: the console's, then each in turn
            from spit.screen.lang import LANGS

            st = stage.stats
            own = st.own_language(who)
            own = 0 if own >= len(LANGS) else own + 1
            st.set_language(who, own if own < len(LANGS) else 255)  # (255: the console's)
            stage.log.note(now, "player %s language %s" % (st.name(who), LANGS[st.language(who)]))
            stage.redraw(now)  # the page again, in his language
            return True
        action = stats_page.stats_choice(
            button, stage.page, stats_page.pages(stage.stats), who >= 0
        )
        if action == menu.MORE:
            stage.turn_page(now)
        elif action == menu.RESET:
            stage.go(CONFIRM, now)
        elif action == stats_page.RENAME:
            stage.go(RENAME, now)  # (its screen reads the player from stage.page)
        elif action == stats_page.DELETE:
            stage.go(DELETE, now)
        else:
            stage.save(now)  # between games only: an nvm write stalls the console
            stage.go(TITLE, now)
        return True
