# SPDX-License-Identifier: MIT
"""spit.replay: rebuild a game from its rules, seed and history of carried-out actions."""

# Loaded on the first spit.replay()/spit.act() call (host tools, tests), so `import spit` does not
# pay for it. It imports the engine's modules, not the package that loads it: no import circle.
from .game import Game
from .rules import reason

try:
    from micropython import const
except ImportError:  # CPython

    def const(x):  # type: ignore[no-redef,misc]
        return x


# Private copies of the package's constants, like every engine module's (a test checks them).
_E_PHASE = const(1)
_A_SPIT = const(1)
_A_PLAY = const(2)
_A_MOVE = const(3)
_A_FLIP = const(4)
_A_SLAP = const(5)
_A_CHOOSE = const(6)
_A_TICK = const(7)


def act(g, t, p, kind, x, y):
    """One history action (t, p, kind, x, y) on g through the public calls; its result code
    (a tick: OK when it changed the state, else E_PHASE; an unknown kind: -1)."""
    if kind == _A_TICK:
        return 0 if g.tick(t) else _E_PHASE
    if kind == _A_SPIT:
        return g.spit(p, t)
    if kind == _A_PLAY:
        return g.play(p, x, y, t)
    if kind == _A_MOVE:
        return g.move(p, x, y, t)
    if kind == _A_FLIP:
        return g.flip(p, x, t)
    if kind == _A_SLAP:
        return g.slap(p, x, t)
    if kind == _A_CHOOSE:
        return g.choose(p, x, t)
    return -1


def replay(rules, seed, history):
    """A new recording game in exactly the state the history leads to; ValueError (naming the
    step) if it does not replay."""
    g = Game(rules, seed, True)
    for n, step in enumerate(history):
        if not isinstance(step, (tuple, list)) or len(step) != 5:
            raise ValueError("history step %d is not (t, p, kind, x, y): %r" % (n, step))
        t, p, kind, x, y = step
        e = act(g, t, p, kind, x, y)
        if e < 0:
            raise ValueError("history step %d has an unknown kind: %r" % (n, step))
        if e:
            raise ValueError("history step %d %r does not replay: %s" % (n, step, reason(e)))
    return g
