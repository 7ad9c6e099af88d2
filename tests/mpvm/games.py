# SPDX-License-Identifier: MIT
"""Games recorded on CPython for the VM tests and bench, and one state snapshot for both sides.

`record_game(rules_kw, seed, ...)` plays random legal actions the way the console does: every
step first tells the engine the time (`tick`), then one player tries one of his legal actions.
`SNAPSHOT_SRC` is Python source that runs unchanged on CPython and MicroPython and defines
`snapshot(g)`: every query of the public API, as nested lists of small ints and bools.
"""

import json
import random

import spit

SNAPSHOT_SRC = """
def snapshot(g):
    out = [g.phase, g.round, g.winner, g.score(0), g.score(1), g.piles_in_use(), g.stalled()]
    for p in (0, 1):
        out.append([g.top(p, i) for i in range(5)])
        out.append([g.pile_size(p, i) for i in range(5)])
        out.append([g.hand_size(p), g.side_size(p)])
        out.append(g.held(p))
        out.append([list(a) for a in g.legal(p)])
    for j in (0, 1):
        out.append([g.spit_top(j), g.spit_size(j)])
    return out
"""

# Runs in the VM (and on CPython): apply a history to a game built with record=False, reading
# gc.mem_alloc() around each action into preallocated lists. Before each non-tick step it tells
# the engine the time, as the recording driver did; that tick must change nothing (and is measured).
# Only small ints, no range(), no f-strings, no attribute creation inside the measured windows.
MEASURE_SRC = """
import gc
import spit

def measure(g, hist, used, tick_used, tick_changed, dealt):
    m = gc.mem_alloc
    A_SPIT = spit.A_SPIT
    A_PLAY = spit.A_PLAY
    A_MOVE = spit.A_MOVE
    A_FLIP = spit.A_FLIP
    A_SLAP = spit.A_SLAP
    A_CHOOSE = spit.A_CHOOSE
    A_TICK = spit.A_TICK
    OVER = spit.OVER
    n = len(hist)
    i = 0
    while i < n:
        t, p, kind, x, y = hist[i]
        if kind != A_TICK:
            a = m()
            changed = g.tick(t)
            b = m()
            tick_used[i] = b - a
            tick_changed[i] = changed
        r = g.round
        a = m()
        if kind == A_PLAY:
            e = g.play(p, x, y, t)
        elif kind == A_MOVE:
            e = g.move(p, x, y, t)
        elif kind == A_SPIT:
            e = g.spit(p, t)
        elif kind == A_SLAP:
            e = g.slap(p, x, t)
        elif kind == A_FLIP:
            e = g.flip(p, x, t)
        elif kind == A_CHOOSE:
            e = g.choose(p, x, t)
        elif kind == A_TICK:
            e = 0 if g.tick(t) else 1
        else:
            e = -1
        b = m()
        used[i] = b - a
        if e:
            return i
        dealt[i] = g.round != r or g.phase == OVER
        i += 1
    return -1
"""

_ns: dict = {}
exec(SNAPSHOT_SRC, _ns)
snapshot = _ns["snapshot"]

# Variants the VM tests replay: standard, no auto flip (flips), no slap (choose), points,
# four stocks with alternate colours, and Speed.
VARIANTS = (
    {},
    {"auto_flip": False},
    {"slap": False},
    {"scoring": "points", "target": 40},
    {"stocks": 4, "alternate_colors": True},
    {"mode": "speed"},
)


def record_game(rules_kw, seed, max_steps=3000, chooser_seed=0, t0=1000):
    """Play random legal actions until the game is over or max_steps; return (game, rules_dict)."""
    rules = spit.Rules(**rules_kw)
    g = spit.Game(rules=rules, seed=seed, record=True)
    pick = random.Random(chooser_seed * 7919 + seed)
    t = t0
    for _ in range(max_steps):
        if g.phase == spit.OVER:
            break
        t += pick.choice((0, 5, 40, 150, 400, 900))
        g.tick(t)
        if g.phase == spit.SLAP and pick.random() < 0.4:
            continue  # nobody slaps yet: let the race run into its timeout now and then
        p = pick.randrange(2)
        moves = g.legal(p) or g.legal(1 - p)
        if not moves:
            continue
        kind, x, y = pick.choice(moves)
        p = p if moves == g.legal(p) else 1 - p
        code = spit.act(g, t, p, kind, x, y)
        assert code == spit.OK, (kind, x, y, spit.reason(code))
    return g, rules.as_dict()


def ship_history(vm, history, name="H"):
    """Send a history to the VM as a JSON file and load it as a list of tuples named `name`.

    A long list literal in the code itself would exhaust the VM's parser stack (pystack).
    """
    vm.write("/history.json", json.dumps(history))
    vm.run(
        "import json\nwith open('/history.json') as f:\n"
        f"    {name} = [tuple(s) for s in json.load(f)]\n"
    )
