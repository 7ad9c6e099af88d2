# SPDX-License-Identifier: MIT
"""The statistics pages (spit.console.flow.stats_page): SPIT the next page, L/R reset, on a player's
page P1 rename and P5 delete him, P3 his language (the page speaks it; its corner names it:
the console's, then each in turn); else the title. ``app.page`` is the page: the title sets it
to 0, and a rename or a delete comes back to it (the page after, when he is gone)."""

from spit.console.device import sound
from spit.console.flow import menu
from spit.console.flow.screens import CONFIRM, DELETE, RENAME, TITLE
from spit.console.flow.screens import Screen as Base
from spit.input import panel
from spit.screen import forget


class Screen(Base):
    def draw(self, app, now):
        from spit.console.flow import stats_page

        app.page = min(app.page, stats_page.pages(app.stats) - 1)  # (a player deleted)
        st = app.stats
        who = stats_page.player_on(st, app.page)
        language = st.language(who) if who >= 0 else st.settings.language
        app.view.speak(language, language)  # a player's page speaks his language
        head, lines, foot = stats_page.page(st, app.page, language)
        app.view.show_message(head, lines, foot, now)
        if who >= 0:
            from spit.screen.lang import NAMES

            app.view.set_corner("P3: " + NAMES[language])
        forget(
            "spit.console.flow.stats_page",
            "spit.console.records.players",
            "spit.console.records.tally",
        )  # drawn

    def press(self, app, player, button, now):
        from spit.console.flow import stats_page

        app.sound.cue(sound.MENU, now)
        who = stats_page.player_on(app.stats, app.page)
        if who >= 0 and button == panel.P3:  # his language: the console's, then each in turn
            from spit.screen.lang import LANGS

            st = app.stats
            own = st.own_language(who)
            own = 0 if own >= len(LANGS) else own + 1
            st.set_language(who, own if own < len(LANGS) else 255)  # (255: the console's)
            app.log.note(now, "player %s language %s" % (st.name(who), LANGS[st.language(who)]))
            forget("spit.console.flow.stats_page")
            app.view_enter(now)  # the page again, in his language
            return True
        action = stats_page.stats_choice(button, app.page, stats_page.pages(app.stats), who >= 0)
        forget("spit.console.flow.stats_page")
        if action == menu.MORE:
            app.turn_page(now)
        elif action == menu.RESET:
            app.enter(CONFIRM, now)
        elif action == stats_page.RENAME:
            app.enter(RENAME, now)  # (its screen reads the player from app.page)
        elif action == stats_page.DELETE:
            app.enter(DELETE, now)
        else:
            app.save(now)  # between games only: an nvm write stalls the console
            app.enter(TITLE, now)
        return True
