# SPDX-License-Identifier: MIT
"""The engine on CPython: random full games per second and carried-out plays per second.

`python -m bench engine` prints them. A random player drives each game the way two quick humans
would: in PLAY a random player carries out one of his legal actions at random (g.legal; if he
has none, the other does), in READY both call "Spit!", in a slap race both slap random piles (or one
waits for the timeout), in CHOOSE the chooser picks at random. The last figure is the cost of a
refused action (a button masher's).
"""

import pathlib
import random
import sys
import time

_LIB = str(pathlib.Path(__file__).resolve().parents[1] / "firmware" / "lib")
if _LIB not in sys.path:
    sys.path.insert(0, _LIB)

import spit  # noqa: E402

GAMES = 400


def _act(g, p, kind, x, y, t):
    if kind == spit.A_PLAY:
        return g.play(p, x, y, t)
    if kind == spit.A_MOVE:
        return g.move(p, x, y, t)
    if kind == spit.A_FLIP:
        return g.flip(p, x, t)
    return g.spit(p, t)


def random_game(rules, seed, stats):
    """Play one full game at random; add its plays and engine calls to stats."""
    rnd = random.Random(seed)
    g = spit.Game(rules=rules, seed=seed)
    t = 0
    while g.phase != spit.OVER:
        t += 50
        ph = g.phase
        if ph == spit.READY:
            g.spit(0, t)
            g.spit(1, t)
        elif ph == spit.PLAY:
            p = rnd.randrange(2)
            acts = g.legal(p)
            if not acts:  # not stalled, so the other one can act
                p = 1 - p
                acts = g.legal(p)
            kind, x, y = acts[rnd.randrange(len(acts))]
            _act(g, p, kind, x, y, t)
            stats[0] += kind == spit.A_PLAY
        elif ph == spit.SLAP:
            if rnd.randrange(8) == 0:
                g.tick(t + rules.slap_timeout_ms)
            else:
                p = rnd.randrange(2)
                g.slap(p, rnd.randrange(2), t)
                g.slap(1 - p, rnd.randrange(2), t)
        else:
            g.choose(0, rnd.randrange(2), t)
            g.choose(1, rnd.randrange(2), t)
    stats[1] += g.round
    return g


def _figures(label, rules):
    stats = [0, 0]
    start = time.perf_counter()
    for seed in range(GAMES):
        random_game(rules, seed, stats)
    dt = time.perf_counter() - start
    print(
        "   %-22s %6.0f random full games/s  %8.0f plays/s  (%.1f rounds, %.0f plays per game)"
        % (label, GAMES / dt, stats[0] / dt, stats[1] / GAMES, stats[0] / GAMES)
    )


def main():
    _figures("standard", spit.Rules())
    _figures("points to 100", spit.Rules(scoring="points"))
    _figures("4 stocks, no slap", spit.Rules(stocks=4, slap=False))
    _figures("manual turn-up", spit.Rules(auto_flip=False))
    _figures("speed", spit.Rules(mode="speed"))
    g = spit.Game(seed=1)
    n = 0
    start = time.perf_counter()
    while n < 200000:
        g.play(0, 0, 0)  # a refused action: the cheapest call a masher can make
        n += 1
    print("   %.0f refused actions/s" % (n / (time.perf_counter() - start)))


if __name__ == "__main__":
    main()
