# SPDX-License-Identifier: MIT
"""The end of a Spit round and the next deal: slap race, choosing, settling, scoring, dealing."""

# Dealing works in the game's scratch `_deck` (no new storage); only the PRNG's 32-bit numbers
# may allocate on a 32-bit VM, and only here.

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
_CHOOSE = const(3)
_OVER = const(4)
_READY = const(0)
_SLAP = const(2)


def new_game(g):
    """Shuffle the 52 cards into g's scratch deck and deal round 1: 26 each (Speed: its own
    deal). Called by Game(); writes g's storage."""
    d = g._deck
    for c in range(52):
        d[c] = c
    g.rng.shuffle(d, 0, 52)
    if g._sp is not None:
        g._sp.deal(g, 52)
    else:
        _deal(g, 26, 26)


def _deal_one(g, p, off, n):
    # Stock piles of 1, 2, 3 ... cards as far as they go, top face up; the rest is the hand.
    d = g._deck
    k = 0
    for i in range(g._n):
        m = min(i + 1, n - k)
        s = p * _SLOTS + i
        for x in range(m):
            g._stock[s * _DEPTH + x] = d[off + k + x]
        k += m
        g._ssize[s] = m
        g._up[s] = 1 if m else 0
    for x in range(n - k):
        g._hand[p * _PILE + x] = d[off + k + x]
    g._hsize[p] = n - k


def _deal(g, n0, n1):
    # Deal _deck[0:n0] to A and _deck[n0:n0+n1] to B; the round waits for "Spit!".
    for q in range(2):
        g._psize[q] = 0
        g._sdsize[q] = 0
        g._called[q] = 0
        g._slapped[q] = 0
    g._first = -1
    g._chooser = -1
    _deal_one(g, 0, 0, n0)
    _deal_one(g, 1, n0, n1)
    g._piles = 2 if g._hsize[0] and g._hsize[1] else 1
    g.phase = _READY


def _coin(g, a, b, more):
    # The player with more (or fewer) stock cards; equal: the seeded coin.
    if a == b:
        return g.rng.below(2)
    return 0 if (a > b) == more else 1


def round_over(g, e, t):
    """The round ended at time t: player e emptied his stock, or e = -1 (a stalemate with no
    spit cards left). Opens the slap race, settles at once, or ends the game."""
    if g._piles == 1:
        if e >= 0:
            settle(g, 1 - e, -1)  # the emptier takes nothing from the middle
        elif g.rules.slap:
            _open_race(g, t)
        else:
            settle(g, _coin(g, g._stock_cards(0), g._stock_cards(1), True), -1)
    elif g.rules.slap:
        _open_race(g, t)
    else:
        g.phase = _CHOOSE
        g._chooser = e if e >= 0 else _coin(g, g._stock_cards(0), g._stock_cards(1), False)


def _open_race(g, t):
    g.phase = _SLAP
    g._t0 = t if type(t) is int else 0
    g._slapped[0] = 0
    g._slapped[1] = 0
    g._first = -1


def _take(g, f, j):
    # f gets pile j, the other player the other pile.
    if j == 0:
        settle(g, f, 1 - f)
    else:
        settle(g, 1 - f, f)


def slapped(g, p, j):
    """p's first slap, on pile j, is recorded: settle the round once the race is decided."""
    if g._piles == 1:
        settle(g, 1 - p, -1)  # the first to slap escapes the single pile
    elif g._first < 0:
        g._first = p
    else:
        f = g._first
        _take(g, f, g._slapped[f] - 1)


def timeout(g):
    """The slap race timed out (Game.tick): the piles go as the rules say for nobody slapping."""
    if g._piles == 1:
        settle(g, _coin(g, g._stock_cards(0), g._stock_cards(1), True), -1)
    elif g._first >= 0:
        _take(g, g._first, g._slapped[g._first] - 1)
    else:
        settle(g, 0, 1)


def gather(g, k, src, off, n):
    """Copy n cards from src[off:] to g's scratch deck at k; returns the next free deck index."""
    d = g._deck
    for x in range(n):
        d[k + x] = src[off + x]
    return k + n


def settle(g, a, b):
    """a takes spit pile 0, b pile 1 (-1: nobody); each adds his cards, shuffles, and the next
    round is dealt, or the game ends (its last position stays on the table at OVER)."""
    g._taker[0] = a
    g._taker[1] = b
    g._taken[0] = g._psize[0]
    g._taken[1] = g._psize[1]
    k = 0
    n0 = 0
    for p in range(2):
        if a == p:
            k = gather(g, k, g._pile, 0, g._psize[0])
        if b == p:
            k = gather(g, k, g._pile, 52, g._psize[1])
        for i in range(g._n):
            s = p * _SLOTS + i
            k = gather(g, k, g._stock, s * _DEPTH, g._ssize[s])
        k = gather(g, k, g._hand, p * _PILE, g._hsize[p])
        if p == 0:
            n0 = k
    n1 = k - n0
    g.rng.shuffle(g._deck, 0, n0)
    g.rng.shuffle(g._deck, n0, n1)
    if g.rules.scoring == "points":
        g._scores[0] += n0
        g._scores[1] += n1
        s0 = g._scores[0]
        s1 = g._scores[1]
        over = not (n0 and n1) or max(s0, s1) >= g.rules.target
        # Lowest score wins; equal: fewer cards held; still equal: a draw.
        w = _lower(s0, s1)
        if w < 0:
            w = _lower(n0, n1)
    else:
        over = not (n0 and n1)
        w = _lower(n0, n1)
    if not over:
        _deal(g, n0, n1)
        if not g._hsize[0] and not g._hsize[1]:
            # Only a layout of fewer than 52 cards gets here: nobody could spit, so it ends.
            over = True
            w = _lower(g._stock_cards(0), g._stock_cards(1))
    if over:
        g.winner = w
        g.phase = _OVER
    else:
        g.round += 1


def _lower(a, b):
    return 0 if a < b else 1 if b < a else -1
