"""Shared helpers for the engine tests: layouts by card name, full-state snapshots, invariants."""

import spit
from spit import places

DECK = list(range(52))


def cs(text):
    """Cards from space-separated names, bottom->top: cs("3C 9D") -> [card, card]."""
    return [spit.card(x) for x in text.split()]


def piles(*texts):
    """Stock piles from one string each ("" is an empty slot)."""
    return [cs(t) for t in texts]


def layout(
    rules=None,
    a=(),
    b=(),
    s0="",
    s1="",
    ha="",
    hb="",
    fill=None,
    under=None,
    **kw,
):
    """Game.from_layout by names; with fill=k the 52 - named cards go k to A's hand, rest to B's;
    with under=j they all go under the top of spit pile j instead."""
    stocks = (piles(*a), piles(*b))
    hands = [cs(ha), cs(hb)]
    spits = (cs(s0), cs(s1))
    spits = list(spits)
    if fill is not None or under is not None:
        used = set()
        for part in (stocks[0], stocks[1]):
            for pile in part:
                used.update(pile)
        for part in (hands[0], hands[1], spits[0], spits[1]) + tuple(kw.get("sides") or ()):
            used.update(part)
        rest = [c for c in DECK if c not in used]
        if under is not None:
            spits[under] = rest + spits[under]
        else:
            hands[0] = rest[:fill] + hands[0]
            hands[1] = rest[fill:] + hands[1]
    return spit.Game.from_layout(
        rules or spit.Rules(), stocks=stocks, hands=tuple(hands), spit=tuple(spits), **kw
    )


def where(g):
    """Every card the game holds, in a list per place (for conservation checks)."""
    out = [g.held(0), g.held(1)]
    for j in (0, 1):
        out.append(places.spit_cards(g, j))
        out.append(places.side_cards(g, j))
    return out


def total(g):
    """The conservation formula of ENGINE_API.md."""
    return (
        g.cards(0) + g.cards(1) + g.spit_size(0) + g.spit_size(1) + g.side_size(0) + g.side_size(1)
    )


def snapshot(g):
    """The whole state of a game as comparable values (bytearrays copied, rng state included)."""
    out = {}
    for k, v in vars(g).items():
        if k == "rng":
            v = v.state()
        elif isinstance(v, bytearray):
            v = bytes(v)
        elif isinstance(v, list):
            v = list(v)
        out[k] = v
    return out


def check_invariants(g, n_cards=52):
    """RULES.md 'Always true' and the API's conservation, on any game."""
    found = sorted(c for place in where(g) for c in place)
    assert found == sorted(set(found)), "a card is in two places"
    assert len(found) == n_cards == total(g)
    if n_cards == 52:
        assert found == DECK
    nst = 5 if g.speed else g.rules.stocks
    for p in (0, 1):
        for i in range(5):
            size = g.pile_size(p, i)
            if i >= nst:
                assert size == 0 and g.top(p, i) == -1
            if g.speed:
                assert size in (0, 1)
                # A hand slot is empty only once the draw pile is used up.
                if g.phase in (spit.READY, spit.PLAY) and g.hand_size(p):
                    assert size == 1
            elif size and g.rules.auto_flip and g.phase in (spit.READY, spit.PLAY):
                assert g.top(p, i) >= 0, "auto_flip leaves a top face down"
    if g.piles_in_use() == 1:
        assert g.spit_size(1) == 0
    assert (g.phase == spit.OVER) == (g.winner is not None)
    if not g.speed and g.phase == spit.PLAY:
        assert not g.stalled()


def act(g, p, kind, x, y, t=0):
    """Carry out one (kind, x, y) action of legal() form."""
    return spit.act(g, t, p, kind, x, y)


def spit_both(g, t=0):
    """Both players call "Spit!" (a call without spit cards is refused, as the rules say)."""
    g.spit(0, t)
    g.spit(1, t)
