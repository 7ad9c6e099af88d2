# SPDX-License-Identifier: MIT
"""Game.from_layout: load any position, check it, and settle into the phase it implies."""

# Loaded only when a layout is built (tests, puzzles), so the device never pays for it. In Speed
# an empty hand slot is refilled from the draw pile at once, as in play.

from . import deal
from .cards import card, name

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
_PLAY = const(1)
_READY = const(0)


def _pair(x, what):
    if x is None:
        return ((), ())
    if not isinstance(x, (list, tuple)) or len(x) != 2:
        raise ValueError("%s must be a pair (player A, player B), not %r" % (what, x))
    for half in x:
        if not isinstance(half, (list, tuple)):
            raise ValueError("%s must hold lists, not %r" % (what, half))
    return x


def _cards(seq, seen, what):
    if not isinstance(seq, (list, tuple)):
        raise ValueError("%s must be a list of cards, not %r" % (what, seq))
    out = []
    for x in seq:
        c = card(x)
        if seen[c]:
            raise ValueError("card %s appears twice (%s)" % (name(c), what))
        seen[c] = 1
        out.append(c)
    return out


def _store(buf, off, cards, cap, what):
    if len(cards) > cap:
        raise ValueError("%s holds %d cards; at most %d fit" % (what, len(cards), cap))
    for x, c in enumerate(cards):
        buf[off + x] = c
    return len(cards)


def load(g, stocks, hands, spit, piles, sides, scores):
    """Fill g's storage from a layout (Game.from_layout's arguments); ValueError names what is
    wrong (a bad card, a duplicate, a pile too big). Allocates while checking."""
    if piles not in (1, 2) or type(piles) is not int:
        raise ValueError("piles must be 1 or 2, not %r" % (piles,))
    if g.speed and piles != 2:
        raise ValueError("Speed always has two centre piles")
    if sides is not None and not g.speed:
        raise ValueError("sides= is for Speed layouts only")
    stocks = _pair(stocks, "stocks")
    hands = _pair(hands, "hands")
    spit = _pair(spit, "spit")
    sides = _pair(sides, "sides")
    seen = bytearray(52)
    cap = 1 if g.speed else 5
    for p in range(2):
        if len(stocks[p]) > g._n:
            raise ValueError("player %d has %d stock piles; at most %d" % (p, len(stocks[p]), g._n))
        for i, pile in enumerate(stocks[p]):
            what = "stock pile %d of player %d" % (i, p)
            s = p * _SLOTS + i
            m = _store(g._stock, s * _DEPTH, _cards(pile, seen, what), cap, what)
            g._ssize[s] = m
            g._up[s] = 1 if m else 0
        what = "hand of player %d" % p
        g._hsize[p] = _store(g._hand, p * _PILE, _cards(hands[p], seen, what), _PILE, what)
        what = "spit pile %d" % p
        g._psize[p] = _store(g._pile, p * _PILE, _cards(spit[p], seen, what), _PILE, what)
        what = "side pile %d" % p
        g._sdsize[p] = _store(g._side, p * _PILE, _cards(sides[p], seen, what), _PILE, what)
    if scores is not None:
        if not isinstance(scores, (list, tuple)) or len(scores) != 2:
            raise ValueError("scores must be a pair of ints, not %r" % (scores,))
        for p in range(2):
            if type(scores[p]) is not int or scores[p] < 0:
                raise ValueError("scores must be ints >= 0, not %r" % (scores,))
            g._scores[p] = scores[p]
    g._piles = piles
    if g.speed:
        _settle_speed(g)
    else:
        _settle_spit(g)


def _settle_spit(g):
    h = g._hsize
    ps = g._psize
    if not ps[0] and not ps[1] and not h[0] and not h[1]:
        raise ValueError("nobody could continue: no spit pile and no spit cards")
    if g._piles == 1 and h[0] and h[1]:
        raise ValueError("a single-pile round has spit cards on one side only")
    if g._piles == 1 and ps[1]:
        raise ValueError("a single-pile round uses spit pile 0 only")
    a = g._stock_cards(0)
    b = g._stock_cards(1)
    if not a and not b:
        raise ValueError("both stocks are already empty")
    stalled = g.stalled()
    if not a or not b:
        deal.round_over(g, 0 if not a else 1, 0)
    elif stalled and not h[0] and not h[1]:
        deal.round_over(g, -1, 0)
    elif stalled or (not ps[0] and not ps[1]):
        g.phase = _READY
    else:
        g.phase = _PLAY


def _settle_speed(g):
    from . import speed

    for p in range(2):
        for i in range(5):
            speed.refill(g, p, p * _SLOTS + i)
    a = g._hsize[0] + g._stock_cards(0)
    b = g._hsize[1] + g._stock_cards(1)
    if not a and not b:
        raise ValueError("both hands are already empty")
    ps = g._psize
    if not ps[0] and not ps[1] and not g._sdsize[0] and not g._sdsize[1]:
        raise ValueError("nobody could continue: no centre pile and no side pile")
    if not a or not b:
        speed.won(g, 0 if not a else 1)
    elif not ps[0] and not ps[1]:
        g.phase = _READY
    else:
        speed.after(g)
