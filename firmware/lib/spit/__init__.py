# SPDX-License-Identifier: MIT
"""The Spit engine: `import spit` loads it alone; ENGINE_API.md is its contract."""

# Device-side parts (input, screen, sound, log, app, bot) are submodules imported by name. Actions
# carried out or refused allocate nothing unless the game records (dealing included); `legal()`,
# `from_layout` and `replay` load their code on first use.
#
# Additions to the contract:
# - `g.changes`: an int that grows by one on every state change (each carried-out action, each
#   tick that returns True): a frame can skip all work while it is unchanged.
# - `g.seed`, `g.rules`; `g.history` is None unless the game records.
# - `Rules.as_dict()` (keywords that rebuild equal rules), `==`, a readable repr.
# - `spit.card(c)` passes a card value through; `name` of a non-card is "--".
# - Reason codes beyond the listed ones: E_FACE_DOWN (that top is face down), E_REPEAT (a second
#   "Spit!" or slap), E_NO_CARDS ("Spit!" without spit cards), E_REVEAL (a move that would reveal
#   nothing), E_FLIP (turning up with auto_flip on, or a face-up top), E_MODE (move/flip in Speed).
#   A play onto an empty spit pile is E_EMPTY; onto pile 1 of a single-pile round E_INDEX; a
#   choice by the player who does not choose E_PLAYER.
# - `Game.from_layout(..., scores=(a, b))` starts with those scores. In Speed an empty hand slot is
#   refilled from the draw pile at once, as in play.
# - `spit.replay` rebuilds games started by `Game(rules, seed)`.
# - `g.held(p)`: the list of the cards `g.cards(p)` counts (stock piles left to right, each
#   bottom->top, then the hand/draw pile); it allocates: tools and tests, not the device.
# - `g.taker(j)`, `g.taken(j)`: who took spit pile j when the last round was settled (-1 nobody)
#   and how many cards it held (Spit; Speed deals are not settled by piles: -1 and 0).
# - The last round of a Spit game is not dealt again: at OVER the table shows its final
#   position (as in Speed), so `g.cards(p)` there leaves out the piles taken at the end.
# - `spit.act(g, t, p, kind, x, y)` carries out one action given in history form (tools, tests).
# - `spit.fits(card, top, alternate=False)`: whether a card may go on a spit pile's top (the one
#   place the rule is written; the engine's checks, legal() and the input's race use it).
# - `g.chooser()`: who chooses the pile to take at CHOOSE (-1 otherwise).
# - `spit.V_*`: where `g.visible()` puts each figure; `spit.shown(byte)` reads a card byte of it.
# - `g.visible(into)`: what the table shows (every stock top and size, hand, spit and side pile
#   sizes, spit tops, piles in use) written into a bytearray of `spit.VISIBLE` bytes in one call
#   that allocates nothing, for the view's every frame (the layout is in spit/game.py).
# - `spit.snapshot.save(g, t)` / `spit.snapshot.load(rules, data, t, seed)`: a dealt game's whole
#   state as 104 bytes and the same game again (its slap race as old at the load's `t`); load
#   raises ValueError on bytes that are not a 52-card game (the console's sleep memory).
# House rules where RULES.md is silent: in Speed, when the side piles run out again after a
# recycle without one play in between, every card of the centre has been a top and fitted
# nothing, so the stall can never end: the deal is void. A layout of fewer than 52 cards whose
# next deal gives nobody spit cards ends the game (fewer cards wins).

from .cards import card, fits, is_red, name, rank  # noqa: F401
from .game import VISIBLE, Game  # noqa: F401
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


def act(g, t, p, kind, x, y):
    """One action in history form (t, p, kind, x, y) through the public calls: its result code
    (a tick: OK when it changed the state, else E_PHASE; an unknown kind: -1). Tools and tests;
    loads spit.rebuild on first use."""
    from .rebuild import act as _act

    return _act(g, t, p, kind, x, y)


def replay(rules, seed, history):
    """A new recording Game in exactly the state ``history`` (g.history of a game started by
    ``Game(rules, seed)``) leads to; ValueError when it does not replay. Replays every action
    (allocates); loads spit.rebuild on first use: the device never replays."""
    from .rebuild import replay as rebuild

    return rebuild(rules, seed, history)
