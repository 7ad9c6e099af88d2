# SPDX-License-Identifier: MIT
"""Menus (title, settings, pause, reset confirmation) for either panel: P1/P2 up, P4/P5 down,
L/R change, SPIT (or P3) choose. The settings menu edits a spit.stats.Settings in place (what nvm
keeps). The statistics page is a message page, not a menu: ``stats_choice`` routes its presses."""

try:
    from typing import Any, Optional  # noqa: F401 (type comments)
except ImportError:
    pass

# Buttons (spit.panel numbering).
_P1, _P2, _P3, _P4, _P5, _L, _R, _SPIT = 0, 1, 2, 3, 4, 5, 6, 7

# What a press did to a menu.
NOTHING = 0
MOVED = 1  # cursor or value changed
CHOSEN = 2  # an action item was chosen: see Menu.chosen

_ON_OFF = ((1, 0), ("on", "off"))
_OFF_ON = ((0, 1), ("off", "on"))
_HANDICAP = (tuple(range(0, 501, 50)), tuple(str(ms) + " ms" for ms in range(0, 501, 50)))

# attribute of spit.stats.Settings, label, stored values offered, their labels (first = shown
# for a value not offered). ``None`` values = an action item.
SETTINGS = (
    ("mode", "Game", (0, 1), ("Spit", "Speed")),
    ("cpu_side", "CPU player", (255, 1, 0), ("off", "plays B", "plays A")),
    ("cpu_level", "CPU level", (1, 2, 3, 4, 5), ("1", "2", "3", "4", "5")),
    ("stocks", "Stock piles", (5, 4), ("5", "4")),
    ("slap", "Slap race", _ON_OFF[0], _ON_OFF[1]),
    ("alternate_colors", "Alt. colours", _OFF_ON[0], _OFF_ON[1]),
    ("auto_flip", "Auto flip", _ON_OFF[0], _ON_OFF[1]),
    ("scoring", "Scoring", (0, 1), ("standard", "points")),
    ("target", "Points target", (100, 50, 150, 200, 25), ("100", "50", "150", "200", "25")),
    ("speed_side", "Speed sides", (10, 5), ("10", "5")),
    ("sound", "Sound", _ON_OFF[0], _ON_OFF[1]),
    ("handicap_a", "Handicap A", _HANDICAP[0], _HANDICAP[1]),
    ("handicap_b", "Handicap B", _HANDICAP[0], _HANDICAP[1]),
    ("four_color", "4-colour deck", _OFF_ON[0], _OFF_ON[1]),
    ("hwtest", "Hardware test", None, None),
    ("back", "Back", None, None),
)  # type: tuple[tuple[str, str, Any, Any], ...]

# A setting that does nothing with the others as they are: (key, setting it needs, values it
# needs). Its row is greyed (RULES.md: in Speed stocks, slap, auto flip and scoring do not apply).
_NEEDS = (
    ("cpu_level", "cpu_side", (0, 1)),
    ("stocks", "mode", (0,)),
    ("slap", "mode", (0,)),
    ("auto_flip", "mode", (0,)),
    ("scoring", "mode", (0,)),
    ("target", "mode", (0,)),
    ("target", "scoring", (1,)),
    ("speed_side", "mode", (1,)),
    ("four_color", "alternate_colors", (0,)),  # four colours would hide the red/black rule
)
NOT_WITH_ALT = "not w/ alt."  # the 4-colour row's value while alternate colours are on

TITLE = (
    ("play", "Play", None, None),
    ("settings", "Settings", None, None),
    ("stats", "Statistics", None, None),
    ("howto", "How to play", None, None),
)  # type: tuple[tuple[str, str, Any, Any], ...]

PAUSE = (
    ("resume", "Resume", None, None),
    ("quit", "Quit game", None, None),
)  # type: tuple[tuple[str, str, Any, Any], ...]


# "No" first: a mashed SPIT keeps the statistics.
CONFIRM = (
    ("no", "No - keep them", None, None),
    ("yes", "Yes - reset all", None, None),
)  # type: tuple[tuple[str, str, Any, Any], ...]

_REPEATING = (_P1, _P2, _P4, _P5, _L, _R)  # held in a menu, these press again
REPEAT_MS = 400  # held this long, a menu button repeats ...
REPEAT_EVERY_MS = 120  # ... this often


def due_repeat(race, repeats, now):
    # type: (Any, bytearray, int) -> int
    # The key (0-15) of a held menu button due to press again by ``now``, else -1. ``repeats``
    # counts each key's repeats for its hold (255: held into this screen, never repeats).
    for p in (0, 1):
        for button in _REPEATING:
            k = p * 8 + button
            held = race.held_ms(k, now)
            if held < 0:
                repeats[k] = 0
            elif held >= REPEAT_MS and repeats[k] != 255:
                due = (held - REPEAT_MS) // REPEAT_EVERY_MS + 1
                if due > repeats[k]:
                    repeats[k] = due if due < 255 else 254
                    return k
    return -1


STATS_FOOT = "SPIT back     L/R reset statistics"


def stats_choice(button):
    # type: (int) -> str
    # A press on the statistics page: L/R asks to reset them, any other button goes back.
    return "reset" if button == _L or button == _R else "back"


class Menu:
    # A cursor over ``items``; setting items read and write attributes of ``target``.

    def __init__(self, title, items, target=None):
        # type: (str, tuple[tuple[str, str, Any, Any], ...], Any) -> None
        self.title = title
        self.items = items
        self.target = target
        self.cursor = 0
        self.chosen = ""  # key of the last action chosen
        self.by = -1  # player whose press changed the menu last
        self.version = 0

    def press(self, p, button):
        # type: (int, int) -> int
        # Apply player ``p``'s press of ``button``; NOTHING, MOVED or CHOSEN.
        n = len(self.items)
        if button == _P1 or button == _P2:
            self.cursor = (self.cursor - 1) % n
        elif button == _P4 or button == _P5:
            self.cursor = (self.cursor + 1) % n
        elif button == _L or button == _R:
            if not self.step(self.cursor, -1 if button == _L else 1):
                return NOTHING
        elif button == _SPIT or button == _P3:
            if self.items[self.cursor][2] is None:
                self.chosen = self.items[self.cursor][0]
                self.by = p
                self.version += 1
                return CHOSEN
            self.step(self.cursor, 1)
        else:
            return NOTHING
        self.by = p
        self.version += 1
        return MOVED

    def choice(self, i):
        # type: (int) -> int
        # Index of item i's current value among its choices (0 for actions or unknowns).
        choices = self.items[i][2]
        if choices is None or self.target is None:
            return 0
        value = getattr(self.target, self.items[i][0], None)
        for k in range(len(choices)):
            if choices[k] == value:
                return k
        return 0

    def step(self, i, delta):
        # type: (int, int) -> bool
        # Move item i's value by ``delta`` choices (wrapping); False for an action item.
        choices = self.items[i][2]
        if choices is None or self.target is None:
            return False
        value = choices[(self.choice(i) + delta) % len(choices)]
        setter = getattr(self.target, "set", None)
        if setter is not None:
            setter(self.items[i][0], value)
        else:
            setattr(self.target, self.items[i][0], value)
        self.version += 1
        return True

    def applies(self, i):
        # type: (int) -> bool
        # False when item i's setting does nothing with the other settings as they are.
        key = self.items[i][0]
        target = self.target
        if target is None:
            return True
        for need in _NEEDS:
            if need[0] == key and getattr(target, need[1], None) not in need[2]:
                return False
        return True

    def label(self, i):
        # type: (int) -> str
        return self.items[i][1]

    def value_text(self, i):
        # type: (int) -> str
        # The shown text of item i's value ("" for an action).
        names = self.items[i][3]
        if names is None:
            return ""
        if self.items[i][0] == "four_color" and not self.applies(i):
            return NOT_WITH_ALT
        return names[self.choice(i)]
