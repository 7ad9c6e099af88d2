# SPDX-License-Identifier: MIT
"""CPU-vs-CPU games the way the app runs them (one Race for life, a Match per game, spit.input.bot
on
both panels, a frame every FRAME_MS), written to run unchanged in the MicroPython VM and on
CPython, so the same seed can be compared across games, processes and platforms.

``play(seed, i)`` plays game ``i``'s rules and levels to the end and returns its signature:
(winner, rounds, frames, actions carried out, a checksum of the final table).
"""

from spit.console.flow.match import Match
from spit.input import bot
from spit.input.race import Race

FRAME_MS = 25
# frames (about 7 hours of play): two level-1 bots can trade cards for hours (seed 1825 plays 240
# rounds in 175 minutes), but every game ends well before this
LIMIT = 1000000
START = (1 << 29) - 65000  # the device's ticks start 65 s before their first wrap
MASK = (1 << 29) - 1
RULES = (
    {},
    {"stocks": 4},
    {"slap": False},
    {"scoring": "points", "target": 60},
    {"alternate_colors": True},
    {"auto_flip": False},
    {"mode": "speed", "target": 6},
    {"mode": "speed", "speed_side": 5},
)

race = Race()  # the app keeps one for the console's whole life
clock = [START]
counts = [0, 0]  # carried-out actions, outcomes seen


def _count(out):
    counts[1] += 1
    if out.code == 0 and out.kind >= 0:
        counts[0] += 1


def play(seed, i):
    """Game ``i`` (its rules and levels follow from i) dealt from ``seed``; its signature."""
    rules = RULES[i % len(RULES)]
    match = Match(race, rules, seed)
    game = match.game
    match.bots = (bot.make(game, 0, 1 + i % 5), bot.make(game, 1, 1 + (i // 5) % 5))
    t = clock[0]
    match.resume(t)
    race.listener = _count  # (Match.resume set its own: the soak only counts)
    counts[0] = counts[1] = 0
    frames = 0
    while not match.over and frames < LIMIT:
        t = (t + FRAME_MS) & MASK
        match.step(t)
        frames += 1
    clock[0] = t
    check = 0
    for p in (0, 1):
        for c in game.held(p):
            check = (check * 31 + c + 1) & 0xFFFFFF
        check = (check * 31 + game.score(p)) & 0xFFFFFF
    return (game.winner, game.round, frames, counts[0], check)


def cards_ok(game):
    held = game.held(0) + game.held(1)
    total = len(held) + game.spit_size(0) + game.spit_size(1)
    return total + game.side_size(0) + game.side_size(1) == 52 and len(set(held)) == len(held)


def batch(seed0, i0, n):
    """Play games i0..i0+n-1 (seed = seed0 + i); print one signature line each."""
    for i in range(i0, i0 + n):
        sig = play(seed0 + i, i)
        winner = -9 if sig[0] is None else sig[0]  # None: the game hit LIMIT
        print("G", i, winner, sig[1], sig[2], sig[3], sig[4])
