# SPDX-License-Identifier: MIT
"""spit.replay: rebuild a game from its rules, seed and history of carried-out actions."""

# Loaded on the first spit.replay()/spit.act() call (host tools, tests), so `import spit` does not
# pay for it, and the package's public constants serve here: no private copies.
from . import A_CHOOSE, A_FLIP, A_MOVE, A_PLAY, A_SLAP, A_SPIT, A_TICK, E_PHASE
from .game import Game
from .rules import reason


def act(g, t, p, kind, x, y):
    if kind == A_TICK:
        return 0 if g.tick(t) else E_PHASE
    if kind == A_SPIT:
        return g.spit(p, t)
    if kind == A_PLAY:
        return g.play(p, x, y, t)
    if kind == A_MOVE:
        return g.move(p, x, y, t)
    if kind == A_FLIP:
        return g.flip(p, x, t)
    if kind == A_SLAP:
        return g.slap(p, x, t)
    if kind == A_CHOOSE:
        return g.choose(p, x, t)
    return -1


def replay(rules, seed, history):
    # A new recording game in exactly the state the history leads to; ValueError if it cannot.
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
