# SPDX-License-Identifier: MIT
"""spit.places: the cards of the centre and side piles, bottom to top (tools and tests).

The engine's queries give a pile's top and size, and held(p) a player's cards; these give the rest
of the table, so a check that every card is somewhere needs no private storage. Loaded only by
who imports it: the device never does."""

try:
    from micropython import const
except ImportError:  # CPython

    def const(x):  # type: ignore[no-redef,misc]
        return x


# Storage offsets: spit.game's (a test checks the copies match).
_PILE = const(52)


def spit_cards(g, j):
    """The cards of spit pile j (Speed: centre pile j), bottom to top, as a new list."""
    if j not in (0, 1):
        return []
    return list(g._pile[j * _PILE : j * _PILE + g._psize[j]])


def side_cards(g, p):
    """The cards of p's Speed side pile, bottom to top (the top turns up next), as a new list."""
    if p not in (0, 1):
        return []
    return list(g._side[p * _PILE : p * _PILE + g._sdsize[p]])
