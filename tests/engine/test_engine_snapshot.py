# SPDX-License-Identifier: MIT
"""spit.snapshot: a game packed into bytes (the console's sleep memory) and loaded again plays on
exactly as the original, to its end; damaged bytes raise ValueError, never give a game."""

import random

import pytest
from engine_helpers import check_invariants

import spit
from spit import snapshot


def seen(g):
    out = bytearray(spit.VISIBLE)
    g.visible(out)
    return (bytes(out), g.phase, g.round, g.winner, g.score(0), g.score(1), g.held(0), g.held(1))


def act(g, rnd, t):
    # One random legal action (or a tick) at time t.
    moves = [(p, m) for p in (0, 1) for m in g.legal(p)]
    if not moves or rnd.random() < 0.1:
        g.tick(t)
        return
    p, (kind, x, y) = rnd.choice(moves)
    assert spit.act(g, t, p, kind, x, y) == 0


RULES = [
    {},
    {"slap": False},
    {"scoring": "points", "target": 30},
    {"stocks": 4, "alternate_colors": True},
    {"mode": "speed"},
    {"mode": "speed", "speed_side": 5},
]


@pytest.mark.parametrize("kw", RULES)
@pytest.mark.parametrize("seed", [1, 7, 1234])
def test_a_loaded_snapshot_plays_on_as_the_original(kw, seed):
    rules = spit.Rules(**kw)
    rnd = random.Random(seed)
    g = spit.Game(rules, seed)
    t = 1000
    for cut in sorted(rnd.sample(range(5, 400), 3)) + [10**9]:
        while g.phase != spit.OVER and t < 1000 + cut * 40:
            act(g, rnd, t)
            t += 40
        if g.phase == spit.OVER or cut == 10**9:
            break
        data = snapshot.save(g, t)
        assert len(data) == 104  # 52 cards and where they lie: room in the 256 bytes for the rest
        later = t + 12345678  # woken hours later: the clock moved on
        h = snapshot.load(rules, data, later, seed)
        check_invariants(h)
        assert seen(h) == seen(g)
        # both play the same actions from here (h's clock shifted): always the same table
        rg, rh = random.Random(cut), random.Random(cut)
        for _ in range(300):
            if g.phase == spit.OVER:
                break
            act(g, rg, t)
            act(h, rh, t + later - t)
            later += 40
            t += 40
            assert seen(h) == seen(g)
        g = h  # and on from the loaded one
        t = later


def test_a_slap_race_is_as_old_after_loading():
    used = [spit.card(c) for c in ("3C", "9D", "4H", "KS")]
    rest = [c for c in range(52) if c not in used]  # (the console's games hold all 52)
    g = spit.Game.from_layout(
        spit.Rules(), stocks=([["3C"]], [["9D"]]), hands=([], []), spit=(rest + ["4H"], ["KS"])
    )
    assert g.phase == spit.PLAY and g.play(0, 0, 0, 5000) == 0  # A empties his stock
    assert g.phase == spit.SLAP
    data = snapshot.save(g, 6000)  # a second into the race
    h = snapshot.load(g.rules, data, 100000)
    assert not h.tick(100000 + 1999)  # 3 s in all: not yet
    assert h.tick(100000 + 2000)


@pytest.mark.parametrize("how", ["cut", "flip", "garbage", "twice", "empty"])
def test_damaged_bytes_raise_and_never_load(how):
    g = spit.Game(spit.Rules(), 3)
    data = bytearray(snapshot.save(g))
    if how == "cut":
        data = data[:-5]
    elif how == "flip":
        data[40] ^= 0x80  # a card over 51
    elif how == "garbage":
        data = bytearray(random.Random(5).randbytes(len(data)))
    elif how == "twice":
        assert data[24] == 1 and data[27] == 2  # A's first two stock piles: 1 card, 2 cards
        data[26] = data[29]  # the second's bottom card on the first too: one twice, one gone
    else:
        data = bytearray()
    with pytest.raises(ValueError):
        snapshot.load(g.rules, bytes(data))
