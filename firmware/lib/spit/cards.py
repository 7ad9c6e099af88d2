# SPDX-License-Identifier: MIT
"""Cards as small ints: suit * 13 + rank; rank 0 is a 2 ... 12 an Ace; suits C D H S."""

# `-1` means "no card" and `-2` "a face-down card" wherever the API returns a card.

_RANKS = "23456789TJQKA"
_SUITS = "CDHS"


def card(text):
    """The card value of ``text`` ("QH", "10h", "TH"; a card value passes through):
    suit * 13 + rank. ValueError naming a bad one. Allocates (string work): not for the hot path."""
    if type(text) is int and 0 <= text < 52:
        return text
    if not isinstance(text, str):
        raise ValueError("not a card: %r" % (text,))
    s = text.strip().upper()
    r = s[:-1]
    if r == "10":
        r = "T"
    ri = _RANKS.find(r) if len(r) == 1 else -1
    si = _SUITS.find(s[-1]) if s else -1
    if ri < 0 or si < 0:
        raise ValueError("not a card: %r" % (text,))
    return si * 13 + ri


def name(c):
    """The card's short name: "QH", ten as "10H"; "--" for no card (-1 or any non-card),
    "??" for a face-down card (-2). Allocates a small string."""
    if c == -2:
        return "??"
    if type(c) is not int or not 0 <= c < 52:
        return "--"
    r = c % 13
    return ("10" if r == 8 else _RANKS[r]) + _SUITS[c // 13]


def rank(c):
    """0 for a 2 ... 12 for an Ace; -1 for no card or a face-down card. Allocates nothing."""
    if type(c) is not int or not 0 <= c < 52:
        return -1
    return c % 13


def is_red(c):
    """True for diamonds and hearts (False for -1, -2 and non-cards). Allocates nothing."""
    return type(c) is int and 13 <= c < 39


def fit_ranks(top, red, alternate=False):
    """The same rule as ``fits`` as a bit mask: bit r set when a card of rank r, red when
    ``red``, may go on ``top`` (0 for no top). For scans over many cards (stalled, legal)."""
    if type(top) is not int or not 0 <= top < 52:
        return 0
    if alternate and red == (13 <= top < 39):
        return 0  # alternate colours: only the other colour goes on it
    return (1 << (top + 1) % 13) | (1 << (top + 12) % 13)  # one up or down, A-K and A-2 wrap


def fits(c, top, alternate=False):
    """True when card c may go on ``top``: one rank up or down (A-K and A-2 wrap) and, under
    ``alternate``, the other colour. False for no card (-1, -2). The one rule; no allocation."""
    if type(c) is not int or not 0 <= c < 52:
        return False
    return (fit_ranks(top, 13 <= c < 39, alternate) >> (c % 13)) & 1 == 1
