# SPDX-License-Identifier: MIT
"""Initials entry, arcade-style, on one player's half (the pick screen's "New player", the
statistics page's rename): three
letters, P2/P4 change the letter under the cursor (up and down the alphabet, then the digits,
round), L/R move the cursor, SPIT accepts. Every press leaves three valid letters and a cursor
on one of them: mashing cannot make a name the record refuses. Loaded with the entry, let go
with it."""

from spit.console.records.stats import LETTERS
from spit.input import panel
from spit.screen import words

SIZE = 3
FOOT = words.INITIALS_FOOT  # "P2/P4 letter L/R move SPIT ok"
DONE = 1  # press(): SPIT, the name is ready (``name``)
MOVED = 0
NOTHING = -1


class Entry:
    def __init__(self, name=""):
        # "AAA", or ``name``'s letters (a rename starts from the name; a shorter one ends in A's)
        self.letters = [LETTERS.find(ch) if ch in LETTERS else 0 for ch in name[:SIZE]]
        self.letters += [0] * (SIZE - len(self.letters))
        self.cursor = 0

    @property
    def name(self):
        return "".join(LETTERS[i] for i in self.letters)

    def press(self, button):
        """DONE, MOVED or NOTHING (a button that means nothing here)."""
        if button == panel.SPIT or button == panel.P3:
            return DONE
        if button == panel.P2 or button == panel.P4:
            step = 1 if button == panel.P2 else -1
            c = self.cursor
            self.letters[c] = (self.letters[c] + step) % len(LETTERS)
        elif button == panel.L or button == panel.R:
            self.cursor = (self.cursor + (1 if button == panel.R else -1)) % SIZE
        else:
            return NOTHING
        return MOVED

    def rows(self):
        """The half's rows: the letters spaced out, a caret under the cursor's."""
        return ("   " + " ".join(self.name), "   " + "  " * self.cursor + "^")


def refusal(why, name, panel=""):
    """A refusal of spit.console.records.players (English, the log's words) as the footer says
    it: the ones a pick or a rename can meet, in each half's language ("No: ANA is taken")."""
    if why == "%s is taken" % name:
        return (words.NAME_TAKEN, name)
    if why == "%s plays at %s" % (name, panel):
        return (words.PLAYS_AT, name, panel)
    return "No: " + why  # (none a page can meet: the entry makes only 1 to 3 letters)
