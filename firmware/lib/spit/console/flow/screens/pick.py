# SPDX-License-Identifier: MIT
"""Who plays (after Play): each panel picks its player on its own half, both at once.

Each half lists the kept players, "Guest" (counts nothing), the CPU levels and "Back". The pair
that played last comes first (each panel's own, the cursor on it), so two regulars start a game
with two presses: SPIT each. A person picked at one panel is refused at the other ("No: ANA plays
at A"); one side must be a person. A picked half waits for the other; moving its cursor unpicks.
A CPU that played last at a panel comes picked (one person against it starts with one press).
When both have picked, the game starts with those seats (a CPU's level and side become the
settings', as the settings menu would set them).
"""

from micropython import const

from spit.console.device import sound
from spit.console.flow.menu import REPEATING
from spit.console.flow.screens import TITLE
from spit.console.flow.screens import Screen as Base
from spit.console.records.stats import CPU_LEVELS, GUEST, MAX_PLAYERS, NOBODY, cpu
from spit.input import panel
from spit.screen import words

try:
    from typing import Any  # noqa: F401 (type comments)
except ImportError:
    pass

BACK = -2  # the row that goes back to the title (a who is never negative)
# the row that makes a new player: initials entry on that half (spit.console.flow.initials)
_NEW = const(-3)
HEAD = words.WHO  # "Who plays here?"
FOOT = words.PICK_FOOT  # "P1/P2 P4/P5 move, SPIT pick"


def choices(st, p):
    """Panel p's rows as whos: the one who played there last first, then the players in the
    order made, Guest, New player, the CPU levels, Back."""
    whos = st.players() + [GUEST, _NEW] + [cpu(level) for level in range(1, CPU_LEVELS + 1)]
    last = st.last[p]
    if last == NOBODY and st.settings.cpu_side == p:  # (a console whose last game was older)
        last = cpu(st.settings.cpu_level)
    if last in whos:
        whos.remove(last)
        whos.insert(0, last)
    return whos + [BACK]


def pick_cpu(st):
    # The settings say where the CPU plays and at which level (the game and the bot read them).
    settings = st.settings
    was = (settings.cpu_side, settings.cpu_level)
    settings.cpu_side = NOBODY
    for p in (0, 1):
        if st.seats[p] > GUEST:
            settings.cpu_side = p
            settings.cpu_level = st.seats[p] - cpu(0)
    if (settings.cpu_side, settings.cpu_level) != was:
        st.changed()  # saved with the record, as the settings menu's change would be


def players_seat(st, p, who):
    from spit.console.records import players

    return players.seat(st, p, who)


class Screen(Base):
    repeats = REPEATING  # a held P1/P2/P4/P5/L/R presses again, as in the menus
    # initials: a new player's Entry; parts: the deal's code, loaded as the page comes up, where
    # time is cheap (imported at the deal it made that frame ~18 ms slower on the console UF2)
    needs = ("spit.console.flow.initials", "spit.console.flow.parts")
    lends = (  # (a seat checked, a player made, a match's score begun: ~7 KB on stock)
        "spit.console.records.players",
        "spit.console.records.tally",
        "spit.console.flow.match_score",
    )

    def enter(self, stage, now):
        from spit.console.flow import parts  # noqa: F401 (needs)

        st = stage.stats
        st.seats[0] = st.seats[1] = GUEST  # none picked yet: a pick is checked against the other
        self.rows = (choices(st, 0), choices(st, 1))
        self.cursor = [0, 0]
        self.picked = [False, False]
        self.said = ["", ""]  # type: list  # a refusal on the half's footer, until its next press
        self.entry = [None, None]  # type: list  # a half typing initials (initials.Entry)
        for p in (0, 1):  # a CPU that played last comes picked: one person, one press
            if self.rows[p][0] > GUEST and not self.picked[1 - p]:
                self.picked[p] = not players_seat(st, p, self.rows[p][0])
        self.due = [True, True]  # the half to redraw

    def draw(self, stage, now):
        stage.view.show_lists(now)
        self.due = [True, True]
        self.update(stage, now)

    def label(self, stage, who):
        if who < 0:
            return words.BACK_TITLE if who == BACK else words.NEW_PLAYER
        return (words.GUEST,) if who == GUEST else stage.stats.name(who)  # (a field: "%s: ready")

    def update(self, stage, now):
        for p in (0, 1):
            if not self.due[p]:
                continue
            self.due[p] = False
            rows = self.rows[p]
            who = rows[self.cursor[p]]
            entry = self.entry[p]
            if entry is not None:
                from spit.console.flow.initials import FOOT as typing

                rows = entry.rows()
                stage.view.update_list(p, words.NEW_PLAYER, rows, 0, self.said[p] or typing)
                continue
            if self.picked[p]:  # (head, foot: as spit.screen.text.said takes them)
                head, foot = (words.READY, self.label(stage, who)), words.WAIT_OTHER  # type: Any, Any
            else:
                head, foot = HEAD, self.said[p] or FOOT
            labels = [self.label(stage, w) for w in rows]
            stage.view.update_list(p, head, labels, self.cursor[p], foot)

    def press(self, stage, player, button, now):
        p = player
        n = len(self.rows[p])
        self.due[p] = True
        self.said[p] = ""
        if self.entry[p] is not None:
            return self.typed(stage, p, button, now)
        if button in (panel.P1, panel.P2, panel.P4, panel.P5):
            step = -1 if button in (panel.P1, panel.P2) else 1
            self.cursor[p] = (self.cursor[p] + step) % n
            self.unpick(stage, p)
        elif button == panel.SPIT or button == panel.P3:
            if self.picked[p]:
                return True  # (a second SPIT while waiting: nothing more to do)
            return self.choose(stage, p, now)
        else:
            return False
        stage.sound.cue(sound.MENU, now)
        return True

    def unpick(self, stage, p):
        if self.picked[p]:
            self.picked[p] = False
            stage.stats.seats[p] = GUEST

    def choose(self, stage, p, now):
        who = self.rows[p][self.cursor[p]]
        if who == BACK:
            stage.save(now)  # a new player made here is kept (between games: a save may stall)
            stage.sound.cue(sound.MENU, now)
            stage.go(TITLE, now)
            return True
        st = stage.stats
        if who == _NEW:
            if len(st.players()) >= MAX_PLAYERS:
                self.said[p] = (words.FULL, MAX_PLAYERS)  # (delete one in Stats)
                return False
            from spit.console.flow.initials import Entry

            self.entry[p] = Entry()
            stage.sound.cue(sound.MENU, now)
            return True
        other = st.seats[1 - p] if self.picked[1 - p] else GUEST
        if who > GUEST and other > GUEST:  # two CPUs: that is the demo, not a game
            self.said[p] = words.ONE_PERSON
            return False  # the buzz, and the footer says why
        why = players_seat(st, p, who)
        if why:
            from spit.console.flow.initials import refusal

            self.said[p] = refusal(why, st.name(who), "AB"[1 - p])
            return False
        self.picked[p] = True
        stage.sound.cue(sound.MENU, now)
        if self.picked[1 - p]:
            self.start(stage, now)
        return True

    def typed(self, stage, p, button, now):
        # A press on a half typing initials: a letter, the cursor, or SPIT: the new player.
        from spit.console.flow import initials

        entry = self.entry[p]
        got = entry.press(button)
        if got == initials.NOTHING:
            return False
        if got == initials.DONE:
            from spit.console.records import players

            who, why = players.add(stage.stats, entry.name)
            if why:
                self.said[p] = initials.refusal(why, entry.name)
                return False
            self.entry[p] = None
            for q in (0, 1):  # on both halves' lists, before Guest; his cursor on him
                rows = self.rows[q]
                at = rows.index(GUEST)
                rows.insert(at, who)
                if at <= self.cursor[q]:
                    self.cursor[q] += 1  # (the other half's cursor stays on its row)
                self.due[q] = True
            self.cursor[p] = self.rows[p].index(who)
            return self.choose(stage, p, now)
        stage.sound.cue(sound.MENU, now)
        return True

    def start(self, stage, now):
        st = stage.stats
        pick_cpu(st)
        if st.settings.best_of() > 1:  # a match: its score lives on the stage until it ends
            from spit.console.flow import match_score

            stage.score = match_score.start(st.settings.best_of(), st.seats)
        st.save()  # a new player made here is kept even if this game is abandoned
        stage.new_game(now, seated=True)
