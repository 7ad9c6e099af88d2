# SPDX-License-Identifier: MIT
"""The simulator's keyboard map: both panels on one keyboard, laid out like the screen.

Player A sits at the bottom: his stock buttons run left to right on the bottom letter row.
Player B sits at the top, facing A: his P1 is on the screen's right, so his keys run right to
left on the number row, and his L (the pile on *his* left, on A's right) is the rightmost.

    B:  6=P5 7=P4 8=P3 9=P2 0=P1        O=R  P=L          Return=SPIT
    A:  Z=P1 X=P2 C=P3 V=P4 B=P5        A=L  S=R          Space=SPIT

Other keys: F1 or H shows this map on screen, F12 saves a screenshot, Esc quits.
"""

from spit.input import panel
from spit.input.panel import BUTTON_NAMES  # the one button table (firmware, simulator, docs)

PLAYER_NAMES = ("A", "B")

# pygame key name (pygame.key.name) -> key number (player * 8 + button)
KEYS = {
    "z": 0,
    "x": 1,
    "c": 2,
    "v": 3,
    "b": 4,
    "a": 5,
    "s": 6,
    "space": 7,
    "0": 8,
    "9": 9,
    "8": 10,
    "7": 11,
    "6": 12,
    "p": 13,
    "o": 14,
    "return": 15,
}

HELP_KEYS = ("f1", "h")
SHOT_KEY = "f12"
QUIT_KEY = "escape"


def key_name(key_number):
    """'A.P1' ... 'B.SPIT' for a key number 0-15."""
    return (
        PLAYER_NAMES[panel.player_of(key_number)] + "." + BUTTON_NAMES[panel.button_of(key_number)]
    )


def parse_key(text):
    """Key number of 'A.P1' / 'b.spit' / 'B.L'; raises ValueError with a clear message."""
    player, _, button = text.strip().upper().partition(".")
    if player not in PLAYER_NAMES or button not in BUTTON_NAMES:
        raise ValueError(
            "not a button: %r (want A.<b> or B.<b>, <b> one of %s)" % (text, " ".join(BUTTON_NAMES))
        )
    return panel.key(PLAYER_NAMES.index(player), BUTTON_NAMES.index(button))


def help_lines():
    """The key map as short lines for the on-screen help."""
    lines = ["KEYS  (F1/H: close help, Esc: quit)", ""]
    for player in (1, 0):
        keys = sorted(
            (k for k, n in KEYS.items() if panel.player_of(n) == player), key=lambda k: KEYS[k]
        )
        lines.append("Player " + PLAYER_NAMES[player] + (" (top)" if player else " (bottom)"))
        lines.append(
            "  " + "  ".join(k.upper() + "=" + BUTTON_NAMES[panel.button_of(KEYS[k])] for k in keys)
        )
    lines += [
        "",
        "Hold SPIT 2 s: pause menu",
        "Menus: P1/P2 up, P4/P5 down,",
        "  L/R change, SPIT choose",
    ]
    return lines
