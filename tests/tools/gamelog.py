# SPDX-License-Identifier: MIT
"""Play seeded random games with the real engine on CPython and log them through
spit.console.records.log.

Players pick among their legal actions, sometimes mash an illegal button, and sometimes sit out a
slap race so it times out: every kind of line the console writes turns up.
"""

import random

import spit
from spit.console.records.log import EventLog

TICKS_WRAP = 1 << 29


def button_for(p, kind, x):
    """The button whose press carries out this action (spit.input.panel: L is the player's own
    pile)."""
    if kind == spit.A_SPIT:
        return 7
    if kind in (spit.A_SLAP, spit.A_CHOOSE):
        return 5 + (x ^ p)
    return x


def play_game(log: EventLog, seed: int, rules, t0: int = 1000, max_actions: int = 4000):
    """One full game logged to ``log``; returns the engine's game (record=True) at its end."""
    rng = random.Random(seed)
    g = spit.Game(rules=rules, seed=seed, record=True)
    t = t0
    log.game_start(t, rules, seed)
    dealt = g.round
    for _ in range(max_actions):
        if g.phase == spit.OVER:
            break
        t = (t + rng.randrange(1, 350)) % TICKS_WRAP
        if g.tick(t):
            log.action(t, -1, spit.A_TICK, 0, 0)
        elif g.phase == spit.SLAP and rng.random() < 0.2:
            continue  # nobody slaps yet: sometimes the race times out
        else:
            p = rng.randrange(2)
            legal = g.legal(p)
            if legal and rng.random() < 0.9:
                kind, x, y = rng.choice(legal)
            else:
                kind, x, y = spit.A_PLAY, rng.randrange(5), rng.randrange(2)  # a mashed button
            code = spit.act(g, t, p, kind, x, y)
            log.press(t, p, button_for(p, kind, x), True, code, kind, x, y)
            if code == spit.OK:
                log.action(t, p, kind, x, y)
            log.press(t + 40, p, button_for(p, kind, x), False)
        if g.phase != spit.OVER and g.round != dealt:
            log.round_end(t, g)
            dealt = g.round
    if g.phase == spit.OVER:
        log.game_end(t, g)
    return g


VARIANTS = (
    {},
    {"stocks": 4, "alternate_colors": True},
    {"slap": False, "scoring": "points", "target": 40},
    {"mode": "speed"},
    {"auto_flip": False, "slap_timeout_ms": 500},
)


def record_games(stream, seeds, fw="test") -> list:
    """Log one game per seed (rules cycling through VARIANTS) to ``stream``; the engine games."""
    log = EventLog(stream, fw)
    log.hello(0)
    games = []
    for i, seed in enumerate(seeds):
        rules = spit.Rules(**VARIANTS[i % len(VARIANTS)])
        t0 = TICKS_WRAP - 20_000 if i == 1 else 1000 + i  # one game crosses the ticks wrap
        games.append(play_game(log, seed, rules, t0))
    return games


def race_game(log: EventLog, seed: int, presses: int = 600):
    """A game driven through the real input layer (spit.input.race) with both panels mashed at once,
    every outcome logged with ``log.outcome``, as the console's app does. Returns the game."""
    from spit.input.race import Race

    rng = random.Random(seed)
    rules = spit.Rules()
    game = spit.Game(rules=rules, seed=seed, record=True)
    race = Race(seed=seed, listener=log.outcome)
    race.reset(game, 0)
    log.game_start(0, rules, seed)
    t = 100
    dealt = game.round
    for _ in range(presses):
        t += rng.randrange(5, 80)
        for p in (0, 1):
            if rng.random() < 0.6:
                k = p * 8 + (7 if game.phase == spit.READY else rng.randrange(7))
                at = t if rng.random() < 0.1 else t + rng.randrange(3)  # some exact ties
                race.push(k, True, at)
                race.push(k, False, at + 25)
        race.step(game, t + 40)
        if game.phase != spit.OVER and game.round != dealt:
            log.round_end(t, game)
            dealt = game.round
        if game.phase == spit.OVER:
            log.game_end(t, game)
            break
    return game
