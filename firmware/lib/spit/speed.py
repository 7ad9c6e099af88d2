# SPDX-License-Identifier: MIT
"""Speed (mode="speed"): hands of five refilled from draw piles, side piles turned up on"""

# "Spit!", the centre recycled at a stall, scoring to a target. Loaded only for Speed games.
#
# House addition (RULES.md is silent): when the side piles run out again after a recycle without
# a single play in between, the stall can never end, so the deal is void as if nothing were left
# to recycle.
#
# Storage is the Spit game's: hand slot i of p is stock slot p * _SLOTS + i (0 or 1 card), the draw
# pile is the hand, the centre piles are the spit piles and the side piles live in _side.

from .deal import gather

try:
    from micropython import const
except ImportError:  # CPython

    def const(x):  # type: ignore[no-redef,misc]
        return x


# Storage offsets: spit.game's (a test checks the copies match).
_SLOTS = const(5)
_DEPTH = const(5)
_PILE = const(52)


# Private copies of spit.rules' constants: compiled in, no globals (tests check they match).
_OVER = const(4)
_PLAY = const(1)
_READY = const(0)


def deal(g, n):
    """Speed's deal of the shuffled scratch deck[0:n]: draw piles, side piles, then five cards
    into each hand."""
    big = 15 if g.rules.speed_side == 10 else 20
    da = min(big, (n + 1) // 2)
    db = min(big, n - da)
    r = n - da - db
    sa = (r + 1) // 2
    d = g._deck
    for q in range(2):
        g._psize[q] = 0
        g._called[q] = 0
    k = _load(g._hand, 0, d, 0, da)
    k = _load(g._hand, 52, d, k, db)
    k = _load(g._side, 0, d, k, sa)
    _load(g._side, 52, d, k, r - sa)
    g._hsize[0] = da
    g._hsize[1] = db
    g._sdsize[0] = sa
    g._sdsize[1] = r - sa
    for s in range(10):
        g._ssize[s] = 0
        g._up[s] = 1
    for q in range(2):
        for i in range(5):
            refill(g, q, q * _SLOTS + i)
    g._piles = 2
    g._dry = 0
    g.phase = _READY


def _load(buf, off, d, k, m):
    # m cards from the deck at k onto the pile at buf[off]; the next deck index.
    for x in range(m):
        buf[off + x] = d[k + x]
    return k + m


def refill(g, p, s):
    """Fill p's empty hand slot s from the top of his draw pile, while it lasts."""
    h = g._hsize[p]
    if h and not g._ssize[s]:
        g._stock[s * _DEPTH] = g._hand[p * _PILE + h - 1]
        g._hsize[p] = h - 1
        g._ssize[s] = 1
        g._up[s] = 1


def spit(g, t):
    """Speed, both called at time t: each turns his side pile's top onto his own centre pile."""
    c = g._called
    if not (c[0] and c[1]):
        return
    c[0] = 0
    c[1] = 0
    for q in range(2):
        m = g._sdsize[q]
        if m:
            g._sdsize[q] = m - 1
            g._push(q, g._side[q * _PILE + m - 1])
    after(g)


def played(g, p, s):
    """A card left p's hand slot s: refill it, then see whether p won or the game stalled."""
    g._dry = 0
    refill(g, p, s)
    if g._hsize[p] or g._stock_cards(p):
        after(g)
    else:
        won(g, p)


def after(g):
    """After a Speed action: play goes on, or (nobody can play) the stall rules apply."""
    if not g.stalled():
        g.phase = _PLAY
    else:
        stall(g)


def stall(g):
    """Neither can play: back to READY; with both side piles empty, the centre is recycled (or
    the deal is void when it stalls again without a play)."""
    g.phase = _READY
    g._called[0] = 0
    g._called[1] = 0
    if g._sdsize[0] or g._sdsize[1]:
        return
    if g._dry or (g._psize[0] < 2 and g._psize[1] < 2):
        # Nothing to recycle, or a whole recycled pass went by without a play (every card of it
        # was a centre top and none fitted, so none ever will): the deal is void, unscored.
        _redeal(g)
        return
    g._dry = 1
    d = g._deck
    k = 0
    for j in range(2):
        m = g._psize[j]
        if m > 1:
            for x in range(m - 1):
                d[k + x] = g._pile[j * _PILE + x]
            k += m - 1
            g._pile[j * _PILE] = g._pile[j * _PILE + m - 1]
            g._psize[j] = 1
    g.rng.shuffle(d, 0, k)
    sa = (k + 1) // 2  # the odd card to side A
    for x in range(sa):
        g._side[x] = d[x]
    for x in range(k - sa):
        g._side[_PILE + x] = d[sa + x]
    g._sdsize[0] = sa
    g._sdsize[1] = k - sa


def _holding(g, p):
    return g._hsize[p] + g._stock_cards(p)


def won(g, p):
    """p played his last card: he scores the other's cards; the game ends at the target, else
    a new deal."""
    g._scores[p] += _holding(g, 1 - p)
    if g._scores[p] >= g.rules.target:
        g.winner = p
        g.phase = _OVER
    else:
        _redeal(g)


def _redeal(g):
    # Every card the game holds, shuffled and dealt again as a new deal (round + 1).
    d = g._deck
    k = 0
    for q in range(2):
        k = gather(g, k, g._hand, q * _PILE, g._hsize[q])
        k = gather(g, k, g._pile, q * _PILE, g._psize[q])
        k = gather(g, k, g._side, q * _PILE, g._sdsize[q])
        for i in range(5):
            s = q * _SLOTS + i
            if g._ssize[s]:
                d[k] = g._stock[s * _DEPTH]
                k += 1
    g.rng.shuffle(d, 0, k)
    g.round += 1
    deal(g, k)
