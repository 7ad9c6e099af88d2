# SPDX-License-Identifier: MIT
"""The engine on CPython: random full games per second, and plays per second of the engine alone.

`python -m bench engine` prints them. Times are CPU seconds of this process
(`time.process_time`), so other work on the machine disturbs them less than wall time would.

- Random full games: a random player drives each game the way two quick humans would: in PLAY a
  random player carries out one of his legal actions at random (`g.legal`; if he has none, the
  other does), in READY both call "Spit!", in a slap race both slap random piles (one race in
  eight waits for the timeout), in CHOOSE the chooser picks at random. The figure includes the
  random player's own work (mostly `g.legal`).
- Engine alone: the same games' histories replayed action by action on fresh non-recording games
  (what the console does with presses): plays per second counts `play` calls only, actions per
  second every call including `tick`.
- Refused actions: a button masher's cheapest call.
"""

import pathlib
import random
import re
import sys
import time

_LIB = str(pathlib.Path(__file__).resolve().parents[1] / "firmware" / "lib")
if _LIB not in sys.path:
    sys.path.insert(0, _LIB)

import spit  # noqa: E402
from bench import results  # noqa: E402

GAMES = 300
VARIANTS = (
    ("standard", {}),
    ("points to 100", {"scoring": "points"}),
    ("4 stocks, no slap", {"stocks": 4, "slap": False}),
    ("manual turn-up", {"auto_flip": False}),
    ("alternate colours", {"alternate_colors": True}),
    ("speed", {"mode": "speed"}),
)


def _act(g, p, kind, x, y, t):
    # spit.act inlined: its per-call lazy import would be part of what this bench measures
    if kind == spit.A_PLAY:
        return g.play(p, x, y, t)
    if kind == spit.A_MOVE:
        return g.move(p, x, y, t)
    if kind == spit.A_FLIP:
        return g.flip(p, x, t)
    if kind == spit.A_SLAP:
        return g.slap(p, x, t)
    if kind == spit.A_CHOOSE:
        return g.choose(p, x, t)
    return g.spit(p, t)


def random_game(rules, seed, record=False):
    """Play one full game at random."""
    rnd = random.Random(seed)
    g = spit.Game(rules=rules, seed=seed, record=record)
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
        elif ph == spit.SLAP:
            if rnd.randrange(8) == 0:
                t += rules.slap_timeout_ms
                g.tick(t)
            else:
                p = rnd.randrange(2)
                g.slap(p, rnd.randrange(2), t)
                g.slap(1 - p, rnd.randrange(2), t)
        else:
            g.choose(0, rnd.randrange(2), t)
            g.choose(1, rnd.randrange(2), t)
    return g


def _replay_timed(rules, seed, history):
    """CPU seconds for all actions and for the play() calls alone, on a non-recording game."""
    clock = time.process_time
    g = spit.Game(rules=rules, seed=seed)
    plays = 0.0
    start = clock()
    for t, p, kind, x, y in history:
        if kind == spit.A_TICK:
            g.tick(t)
        elif kind == spit.A_PLAY:
            a = clock()
            g.play(p, x, y, t)
            plays += clock() - a
        else:
            _act(g, p, kind, x, y, t)
    return clock() - start, plays


def _figures(label, kw):
    rules = spit.Rules(**kw)
    start = time.process_time()
    for seed in range(GAMES):
        random_game(rules, seed)
    games_s = GAMES / (time.process_time() - start)
    histories = [random_game(rules, seed, record=True).history for seed in range(GAMES // 3)]
    n_plays = n_actions = 0
    all_s = play_s = 0.0
    for seed, h in enumerate(histories):
        a, p = _replay_timed(rules, seed, h)
        all_s += a
        play_s += p
        n_actions += len(h)
        n_plays += sum(1 for step in h if step[2] == spit.A_PLAY)
    # process_time() around each play adds its own cost: subtract an empty timed region's.
    clock = time.process_time
    for _ in range(n_plays):
        a = clock()
        play_s -= clock() - a
    play_s = max(play_s, 1e-9)
    print(
        "   %-18s %6.0f random full games/s | engine alone: %7.0f plays/s, %7.0f actions/s"
        "  (%.0f actions per game)"
        % (label, games_s, n_plays / play_s, n_actions / all_s, n_actions / len(histories))
    )
    slug = re.sub(r"[^a-z0-9]+", "_", label.lower()).strip("_")
    say = "%s rules, %d random games (CPU seconds)" % (label, GAMES)
    for key, value, unit, what in (
        ("games_per_s", games_s, "/s", "random full games a second, the random player included"),
        ("plays_per_s", n_plays / play_s, "/s", "plays a second, the engine alone"),
        ("actions_per_s", n_actions / all_s, "/s", "actions a second, the engine alone"),
        ("actions_per_game", n_actions / len(histories), "count", "actions in a game"),
    ):
        results.record("%s.%s" % (slug, key), round(value), unit, "%s: %s" % (say, what), "cpython")


def main():
    for label, kw in VARIANTS:
        _figures(label, kw)
    g = spit.Game(seed=1)
    n = 200000
    start = time.process_time()
    for _ in range(n):
        g.play(0, 0, 0)  # refused: READY
    rate = n / (time.process_time() - start)
    print("   %.0f refused actions/s" % rate)
    results.record("refused_per_s", round(rate), "/s", "refused actions a second (play in READY)",
                   "cpython")  # fmt: skip


if __name__ == "__main__":
    main()
