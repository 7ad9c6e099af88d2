# SPDX-License-Identifier: MIT
"""The settings menu: its rows, and which rows do nothing with the others as they are.

Loaded only while the settings page is up (the title and the pause menu do without its tables),
and let go with the other menus when a game begins.
"""

from spit.console.flow.menu import Menu
from spit.screen import words
from spit.screen.lang import NAMES

try:
    from typing import Any  # noqa: F401 (type comments)
except ImportError:
    pass

# (labels as spit.screen.text.said takes them: a word's number, a (number, field) tuple, a str
# said as it is: figures, and names the same in every language)
_ON_OFF = ((1, 0), (words.V_ON, words.V_OFF))
_OFF_ON = ((0, 1), (words.V_OFF, words.V_ON))
_HANDICAP = (tuple(range(0, 501, 50)), tuple(str(ms) + " ms" for ms in range(0, 501, 50)))
# Idle minutes (0: never); a setting's own value first, so a stored value not offered reads as
# the default's label only when it is the default.
_DIM = ((1, 2, 5, 10, 0), tuple([(words.V_AFTER_MIN, m) for m in (1, 2, 5, 10)] + [words.V_NEVER]))
_DARK = ((5, 10, 15, 30, 0),
         tuple([(words.V_AFTER_MIN, m) for m in (5, 10, 15, 30)] + [words.V_NEVER]))  # fmt: skip
FIXED = words.V_FIXED  # the brightness row's value on a backlight wired to 3V3 (no PWM)

# attribute of spit.console.records.stats.Settings, label, stored values offered, their labels
# (first = shown for a value not offered). ``None`` values = an action item.
SETTINGS = (
    ("mode", words.S_GAME, (0, 1), ("Spit", "Speed")),
    (
        "cpu_side",
        words.S_CPU,
        (255, 1, 0),
        (words.V_OFF, (words.V_PLAYS, "B"), (words.V_PLAYS, "A")),
    ),
    ("cpu_level", words.S_CPU_LEVEL, (1, 2, 3, 4, 5), ("1", "2", "3", "4", "5")),
    ("stocks", words.S_STOCKS, (5, 4), ("5", "4")),
    ("slap", words.S_SLAP, _ON_OFF[0], _ON_OFF[1]),
    ("alternate_colors", words.S_ALT, _OFF_ON[0], _OFF_ON[1]),
    ("auto_flip", words.S_AUTO_FLIP, _ON_OFF[0], _ON_OFF[1]),
    ("scoring", words.S_SCORING, (0, 1), (words.V_STANDARD, words.V_POINTS)),
    ("target", words.S_TARGET, (100, 50, 150, 200, 25), ("100", "50", "150", "200", "25")),
    (
        "match",
        words.S_MATCH,
        (0, 1, 2),
        (words.V_ONE_GAME, (words.V_BEST_OF, 3), (words.V_BEST_OF, 5)),
    ),
    ("speed_side", words.S_SPEED_SIDES, (10, 5), ("10", "5")),
    (
        "volume",
        words.S_VOLUME,
        (0, 1, 2),
        (words.V_OFF, words.V_LOW, words.V_HIGH),
    ),  # sound's levels
    ("handicap_a", (words.S_HANDICAP, "A"), _HANDICAP[0], _HANDICAP[1]),
    ("handicap_b", (words.S_HANDICAP, "B"), _HANDICAP[0], _HANDICAP[1]),
    ("four_color", words.S_FOUR, _OFF_ON[0], _OFF_ON[1]),
    ("brightness", words.S_BRIGHTNESS, (0, 1, 2, 3, 4), ("1", "2", "3", "4", "5")),
    ("dim_min", words.S_DIM, _DIM[0], _DIM[1]),  # minutes without a press
    ("dark_min", words.S_DARK, _DARK[0], _DARK[1]),
    ("battery", words.S_BATTERY, (0, 1, 2, 3), (words.V_NONE_USB, "3xAA", "3xNiMH", "LiPo")),
    ("language", words.LANGUAGE, tuple(range(len(NAMES))), NAMES),  # each named in itself
    ("hwtest", words.HWTEST, None, None),
    ("back", words.BACK, None, None),
)  # type: tuple[tuple[str, Any, Any, Any], ...]

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
    ("match", "scoring", (0,)),  # points scoring plays to its target: that is the match
    ("four_color", "alternate_colors", (0,)),  # four colours would hide the red/black rule
)
NOT_WITH_ALT = words.V_NOT_WITH_ALT  # the 4-colour row's value while alternate colours are on


class SettingsMenu(Menu):
    # The settings page: a Menu over SETTINGS editing ``target`` (a
    # spit.console.records.stats.Settings).

    def __init__(self, target=None, title=words.SETTINGS, fixed=False):
        # type: (Any, Any, bool) -> None
        Menu.__init__(self, title, SETTINGS, target)
        self.fixed = fixed  # the backlight cannot be dimmed: brightness reads "fixed", greyed

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
        if (
            choices is None
            or self.target is None
            or (self.fixed and self.items[i][0] == "brightness")
        ):
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
        if key == "brightness" and self.fixed:
            return False
        for need in _NEEDS:
            if need[0] == key and getattr(target, need[1], None) not in need[2]:
                return False
        return True

    def value_text(self, i):
        # type: (int) -> Any
        # The shown text of item i's value ("" for an action).
        names = self.items[i][3]
        if names is None:
            return ""
        if self.items[i][0] == "four_color" and not self.applies(i):
            return NOT_WITH_ALT
        if self.items[i][0] == "brightness" and self.fixed:
            return FIXED
        return names[self.choice(i)]
