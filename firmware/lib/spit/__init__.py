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
from .replay import replay  # noqa: F401
from .rules import (  # noqa: F401
    A_CHOOSE,
    A_FLIP,
    A_MOVE,
    A_PLAY,
    A_SLAP,
    A_SPIT,
    A_TICK,
    CHOOSE,
    E_COLOR,
    E_EMPTY,
    E_FACE_DOWN,
    E_FLIP,
    E_INDEX,
    E_MODE,
    E_NO_CARDS,
    E_PHASE,
    E_PLAYER,
    E_RANK,
    E_REPEAT,
    E_REVEAL,
    E_SLOT,
    OK,
    OVER,
    PLAY,
    READY,
    SLAP,
    Rules,
    reason,
)
