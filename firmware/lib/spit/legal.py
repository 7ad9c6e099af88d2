# SPDX-License-Identifier: MIT
"""Game.legal: every action a player could carry out now (bots, tests). Loaded on first use, so"""

# `import spit` does not pay for it.

from .cards import fit_ranks

try:
    from micropython import const
except ImportError:  # CPython

    def const(x):  # type: ignore[no-redef,misc]
        return x


# Storage offsets: spit.game's (a test checks the copies match).
_SLOTS = const(5)
_DEPTH = const(5)
_PILE = const(52)


# Private copies of spit's constants (tests check they match).
_READY = const(0)
_PLAY = const(1)
_A_SPIT = const(1)
_A_PLAY = const(2)
_A_MOVE = const(3)
_A_FLIP = const(4)
_A_SLAP = const(5)
_A_CHOOSE = const(6)


def legal(g, p):
    """Every (kind, x, y) p could carry out now (the same judgement as the actions' checks,
    without their overhead); a new list. Bots and tests."""
    out = []
    if type(p) is not int or not 0 <= p <= 1:
        return out
    ph = g.phase
    if ph == _READY:
        if not g._check_spit(p):
            out.append((_A_SPIT, 0, 0))
    elif ph == _PLAY:
        _legal_play(g, p, out)
    else:
        for j in range(2):
            if not g._check_slap(p, j):
                out.append((_A_SLAP, j, 0))
            if not g._check_choose(p, j):
                out.append((_A_CHOOSE, j, 0))
    return out


def _legal_play(g, p, out):
    # The same judgement as the checks (a test compares them), without their overhead.
    n = g._n
    sz = g._ssize
    base = p * _SLOTS
    ps = g._psize
    t0 = g._pile[ps[0] - 1] if ps[0] else -1
    t1 = g._pile[_PILE - 1 + ps[1]] if ps[1] and g._piles == 2 else -1
    # Bit r: a red / black card of rank r fits pile 0 / pile 1.
    alt = g._alt
    red0, black0 = fit_ranks(t0, True, alt), fit_ranks(t0, False, alt)
    red1, black1 = fit_ranks(t1, True, alt), fit_ranks(t1, False, alt)
    for i in range(n):
        m = sz[base + i]
        if not m:
            continue
        if not g._up[base + i]:
            out.append((_A_FLIP, i, 0))
            continue
        c = g._stock[(base + i) * _DEPTH + m - 1]
        red = 13 <= c < 39
        r = c % 13
        if ((red0 if red else black0) >> r) & 1:
            out.append((_A_PLAY, i, 0))
        if ((red1 if red else black1) >> r) & 1:
            out.append((_A_PLAY, i, 1))
        if m > 1 and g._sp is None:
            for k in range(n):
                if not sz[base + k]:
                    out.append((_A_MOVE, i, k))
