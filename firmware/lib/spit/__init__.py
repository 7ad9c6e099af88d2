# SPDX-License-Identifier: MIT
"""The Spit engine: `import spit` loads it alone (ENGINE_API.md is its contract).

Device-side parts (input, screen, sound, log, app, bot) are submodules imported by name.
Additions to the contract: `g.changes` (an int that grows on every state change, so a frame can
skip all work while it is unchanged), `g.seed`, `g.rules`, `g.history` None unless recording,
`Rules.as_dict()`, reason codes E_FACE_DOWN, E_REPEAT, E_NO_CARDS, E_REVEAL, E_FLIP, E_MODE, and
`Game.from_layout(..., scores=(a, b))`.
"""

from .cards import card, is_red, name, rank  # noqa: F401
from .game import Game  # noqa: F401
from .rules import Rules, reason  # noqa: F401

try:
    from micropython import const
except ImportError:  # CPython

    def const(x):  # type: ignore[no-redef,misc]
        return x


# Phases (g.phase).
READY = const(0)
PLAY = const(1)
SLAP = const(2)
CHOOSE = const(3)
OVER = const(4)

# Results of an action: OK, or why it was refused (spit.reason(code) gives the text).
# The engine's modules keep private const copies of these numbers (a test checks they match).
OK = const(0)
E_PHASE = const(1)
E_EMPTY = const(2)
E_RANK = const(3)
E_COLOR = const(4)
E_SLOT = const(5)
E_PLAYER = const(6)
E_INDEX = const(7)
E_FACE_DOWN = const(8)
E_REPEAT = const(9)
E_NO_CARDS = const(10)
E_REVEAL = const(11)
E_FLIP = const(12)
E_MODE = const(13)

# Kinds of action in g.history and g.legal().
A_SPIT = const(1)
A_PLAY = const(2)
A_MOVE = const(3)
A_FLIP = const(4)
A_SLAP = const(5)
A_CHOOSE = const(6)
A_TICK = const(7)


def replay(rules, seed, history):
    """A new recording game in exactly the state `history` leads to (ValueError if it cannot).

    The rebuilding code is loaded on first use: the device never replays.
    """
    from .rebuild import replay as rebuild

    return rebuild(rules, seed, history)
