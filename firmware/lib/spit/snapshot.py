# SPDX-License-Identifier: MIT
"""spit.snapshot: a game's whole state as a few bytes, and the game again from them.

``save(g, t)`` packs everything the game will ever read again (every pile and its cards, which
tops are face up, phase, round, scores, the generator that deals the later rounds, the slap
race's state, its age at ``t``) into 104 bytes (52 cards and where they lie); ``load(rules,
data, t)`` rebuilds the game exactly, its slap race as old at ``t`` as it was when saved. Not a
record: the game's
``history`` is not kept (the device never records). ``load`` raises ValueError on bytes that
are not a game of these rules (a wrong length, a card twice, not 52 cards), so damaged bytes
never give a damaged game. Loaded on first use (the console's sleep), like spit.layout.
"""

from .game import Game

try:
    from micropython import const
except ImportError:  # CPython

    def const(x):  # type: ignore[no-redef,misc]
        return x


_SLOTS = const(5)  # spit.game's storage: slots per player, cards a slot holds, a pile holds
_DEPTH = const(5)
_PILE = const(52)
_HEAD = const(24)  # bytes before the piles


def _u16(b, i):
    return b[i] | b[i + 1] << 8


def save(g, t=0):
    """The game's state as bytes (see the module docstring)."""
    age = ((t - g._t0 + 0x10000000) & 0x1FFFFFFF) - 0x10000000
    age = 0 if age < 0 else 65535 if age > 65535 else age
    winner = 0 if g.winner is None else g.winner + 2
    out = bytearray(_HEAD)
    hi, lo = g.rng.hi, g.rng.lo
    for i, v in enumerate(
        (
            g.phase, winner, g.round & 0xFF, g.round >> 8, g._scores[0] & 0xFF, g._scores[0] >> 8,
            g._scores[1] & 0xFF, g._scores[1] >> 8, hi & 0xFF, hi >> 8, lo & 0xFF, lo >> 8,
            g._piles, g._called[0], g._called[1], g._slapped[0], g._slapped[1], g._first + 1,
            g._chooser + 1, g._taker[0] + 1, g._taker[1] + 1, g._dry, age & 0xFF, age >> 8,
        )
    ):  # fmt: skip
        out[i] = v
    for p in (0, 1):
        for i in range(_SLOTS):
            s = p * _SLOTS + i
            out.append(g._ssize[s])
            out.append(g._up[s])
            out.extend(g._stock[s * _DEPTH : s * _DEPTH + g._ssize[s]])
    for sizes, cards in ((g._hsize, g._hand), (g._psize, g._pile), (g._sdsize, g._side)):
        for q in (0, 1):
            out.append(sizes[q])
            out.extend(cards[q * _PILE : q * _PILE + sizes[q]])
    out.append(g._taken[0])
    out.append(g._taken[1])
    return bytes(out)


def load(rules, data, t=0, seed=0):
    """The game ``save`` packed, under ``rules`` (ValueError: not one); its seed ``seed``."""
    g = Game(rules, seed)  # (its deal is overwritten)
    try:
        _fill(g, data, t)
    except IndexError:
        raise ValueError("snapshot: cut short") from None
    seen = bytearray(52)
    count = 0
    for p in (0, 1):
        for i in range(_SLOTS):
            s = p * _SLOTS + i
            for c in g._stock[s * _DEPTH : s * _DEPTH + g._ssize[s]]:
                count += _see(seen, c)
    for sizes, cards in ((g._hsize, g._hand), (g._psize, g._pile), (g._sdsize, g._side)):
        for q in (0, 1):
            for c in cards[q * _PILE : q * _PILE + sizes[q]]:
                count += _see(seen, c)
    if count != 52:
        raise ValueError("snapshot: %d cards, not 52" % count)
    return g


def _see(seen, c):
    if c >= 52 or seen[c]:
        raise ValueError("snapshot: card %d twice or unknown" % c)
    seen[c] = 1
    return 1


def _fill(g, b, t):
    if b[0] > 4 or b[1] > 3 or b[12] not in (1, 2):
        raise ValueError("snapshot: not a game")
    g.phase = b[0]
    g.winner = None if b[1] == 0 else b[1] - 2
    g.round = _u16(b, 2)
    g._scores[0] = _u16(b, 4)
    g._scores[1] = _u16(b, 6)
    g.rng.hi = _u16(b, 8)
    g.rng.lo = _u16(b, 10)
    g._piles = b[12]
    g._called[0], g._called[1] = b[13], b[14]
    g._slapped[0], g._slapped[1] = b[15], b[16]
    g._first = b[17] - 1
    g._chooser = b[18] - 1
    g._taker[0], g._taker[1] = b[19] - 1, b[20] - 1
    g._dry = b[21]
    g._t0 = (t - _u16(b, 22)) & 0x1FFFFFFF
    i = _HEAD
    for p in (0, 1):
        for k in range(_SLOTS):
            s = p * _SLOTS + k
            n = b[i]
            if n > _DEPTH or (n and k >= g._n):
                raise ValueError("snapshot: a stock slot of %d cards" % n)
            g._ssize[s] = n
            g._up[s] = b[i + 1]
            g._stock[s * _DEPTH : s * _DEPTH + n] = b[i + 2 : i + 2 + n]
            i += 2 + n
    for sizes, cards in ((g._hsize, g._hand), (g._psize, g._pile), (g._sdsize, g._side)):
        for q in (0, 1):
            n = b[i]
            if n > _PILE or i + 1 + n > len(b):
                raise ValueError("snapshot: cut short")
            sizes[q] = n
            cards[q * _PILE : q * _PILE + n] = b[i + 1 : i + 1 + n]
            i += 1 + n
    g._taken[0], g._taken[1] = b[i], b[i + 1]
    if i + 2 != len(b):
        raise ValueError("snapshot: %d bytes too many" % (len(b) - i - 2))
    g.changes += 1
