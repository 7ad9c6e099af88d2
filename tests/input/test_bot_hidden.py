# SPDX-License-Identifier: MIT
"""The CPU player cannot see hidden cards.

1. Two positions (Game.from_layout) that differ only in hidden cards - face-down stock cards,
   spit hands, draw and side piles, the other player's Speed hand - are played side by side
   with the same seeds. While everything the bot's player can see is the same in both, the bot
   must push exactly the same presses at exactly the same times.
2. Over whole games the bot is handed a stand-in for the game that answers only what its
   player sees (own stock tops / hand slots, the piles, counts) and fails the test on any other
   question: cards(), history, private state, the other's Speed hand, legal() (who picks the
   pile in the no-slap rule it asks chooser(), which the screen announces to both).
"""

import random

from adafruit_ticks import ticks_add
from test_bot_legal import Partner

import spit
from bench.bench_bot import START, play
from spit.input.bot import Bot
from spit.input.race import Race

FRAME_MS = 25
LAYOUTS = 60  # per mode


class Tape(Race):
    """A race that writes down every press pushed for ``player``'s panel."""

    def __init__(self, seed, player):
        super().__init__(seed)
        self.player = player
        self.tape = []

    def push(self, key_number, pressed, t):
        if key_number // 8 == self.player:
            self.tape.append((key_number, pressed, t))
        return super().push(key_number, pressed, t)


def _deal_spit(rng):
    """A random Spit position in PLAY: stocks 1..5 each, one card on each spit pile."""
    deck = list(range(52))
    rng.shuffle(deck)
    stocks = ([], [])
    for p in (0, 1):
        for size in range(1, 6):
            stocks[p].append([deck.pop() for _ in range(size)])
    spit_piles = ([deck.pop()], [deck.pop()])
    hands = (deck[:10], deck[10:20])
    return dict(stocks=stocks, hands=hands, spit=spit_piles)


def _shuffled(piles, keep, rng):
    """Copies of ``piles`` (bottom->top) whose cards below the top ``keep`` of each are shuffled
    among themselves, across all the piles."""
    pool = []
    for pile in piles:
        pool += pile[: max(0, len(pile) - keep)]
    rng.shuffle(pool)
    out = []
    for pile in piles:
        n = max(0, len(pile) - keep)
        out.append([pool.pop() for _ in range(n)] + pile[n:])
    return out


def _hide_spit(layout, p, rng, keep=0):
    """The same position with the cards nobody can see shuffled among the hidden places (the
    ``keep`` cards that would be turned up next in each pile or hand stay where they are)."""
    piles = layout["stocks"][0] + layout["stocks"][1] + list(layout["hands"])
    # the top card of a stock pile is face up: it never moves
    piles = [pile[:-1] for pile in piles[:10]] + piles[10:]
    mixed = _shuffled(piles, keep, rng)
    stocks = ([], [])
    for k in range(10):
        stocks[k // 5].append(mixed[k] + [layout["stocks"][k // 5][k % 5][-1]])
    return dict(stocks=stocks, hands=(mixed[10], mixed[11]), spit=layout["spit"])


def _deal_speed(rng):
    deck = list(range(52))
    rng.shuffle(deck)
    slots = tuple([[deck.pop()] for _ in range(5)] for _ in (0, 1))
    centre = ([deck.pop()], [deck.pop()])
    draws = (deck[:15], deck[15:30])
    sides = (deck[30:40], deck[40:50])
    return dict(stocks=slots, hands=draws, spit=centre, sides=sides)


def _hide_speed(layout, p, rng, keep=0):
    """Shuffle the other player's hand, both draw piles and both side piles (but for the top
    ``keep`` of each pile)."""
    o = 1 - p
    hand = [s[0] for s in layout["stocks"][o]]
    piles = [hand] + list(layout["hands"]) + list(layout["sides"])
    mixed = _shuffled(piles, keep + 5 if keep else 0, rng)  # keep: his hand stays as dealt
    slots = [None, None]
    slots[p] = layout["stocks"][p]
    slots[o] = [[c] for c in mixed[0]]
    return dict(stocks=tuple(slots), hands=(mixed[1], mixed[2]), spit=layout["spit"],
                sides=(mixed[3], mixed[4]))  # fmt: skip


def seen_by(g, p):
    """Everything player p can see on the table."""
    speed = g.rules.mode == "speed"
    view = [g.phase, g.round, g.piles_in_use()]
    for j in (0, 1):
        view += [g.spit_top(j), g.spit_size(j)]
    for q in (0, 1):
        view += [g.hand_size(q), g.side_size(q)]
        for i in range(5):
            view.append(g.pile_size(q, i))
            if q == p or not speed:
                view.append(g.top(q, i))
    return view


def _side_by_side(rules, a, b, p, level, seed):
    """Play both positions in lockstep; the bot's presses while its views agree, and why it
    stopped ("diverged", "over" or "time")."""
    runs = []
    for layout in (a, b):
        g = spit.Game.from_layout(rules, seed=seed, **layout)
        race = Tape(seed, p)
        race.reset(g, START, seed)
        runs.append((g, race, Bot(g, p, level), Partner(1 - p)))
    now = START
    for _ in range(2400):  # a minute of frames
        for g, race, bot, partner in runs:
            bot.feed(now, race)
            partner(now, race, g)
            race.step(g, now)
        assert runs[0][1].tape == runs[1][1].tape  # the same view so far: the same presses
        if seen_by(runs[0][0], p) != seen_by(runs[1][0], p):
            return runs[0][1].tape, "diverged"
        if runs[0][0].phase == spit.OVER:
            return runs[0][1].tape, "over"
        now = ticks_add(now, FRAME_MS)
    return runs[0][1].tape, "time"


def _compare(mode_kw, deal, hide, keep):
    rng = random.Random(7)
    rules = spit.Rules(**mode_kw)
    compared = 0
    for n in range(LAYOUTS):
        layout = deal(rng)
        p = n & 1
        other = hide(layout, p, rng, keep)
        assert other != layout
        presses, why = _side_by_side(rules, layout, other, p, 3 + n % 3, 100 + n)
        compared += len(presses) // 2
    return compared


def test_spit_hidden_cards_change_nothing_the_bot_does():
    # every hidden card shuffled: the views part at the first card turned up
    assert _compare({}, _deal_spit, _hide_spit, 0) >= LAYOUTS * 3 // 4
    # the next two cards of each pile and hand kept: longer stretches to compare
    assert _compare({}, _deal_spit, _hide_spit, 2) > 6 * LAYOUTS


def test_speed_hidden_cards_change_nothing_the_bot_does():
    # the other player's hand in Speed is hidden too
    assert _compare({"mode": "speed"}, _deal_speed, _hide_speed, 0) >= LAYOUTS // 2
    assert _compare({"mode": "speed"}, _deal_speed, _hide_speed, 4) > 8 * LAYOUTS


class Seen:
    """The game as player ``p`` sees it; any other question fails the test."""

    def __init__(self, game, p):
        object.__setattr__(self, "_g", game)
        object.__setattr__(self, "_p", p)

    # what is on the table for everyone
    phase = property(lambda self: self._g.phase)
    round = property(lambda self: self._g.round)
    rules = property(lambda self: self._g.rules)
    seed = property(lambda self: self._g.seed)
    changes = property(lambda self: self._g.changes)

    def spit_top(self, j):
        return self._g.spit_top(j)

    def spit_size(self, j):
        return self._g.spit_size(j)

    def piles_in_use(self):
        return self._g.piles_in_use()

    def hand_size(self, q):
        return self._g.hand_size(q)

    def side_size(self, q):
        return self._g.side_size(q)

    def pile_size(self, q, i):
        return self._g.pile_size(q, i)

    def top(self, q, i):
        assert q == self._p, "looked at the other player's cards"
        return self._g.top(q, i)

    def chooser(self):
        return self._g.chooser()  # who picks the pile: the screen tells both players

    def __getattr__(self, name):
        raise AssertionError("the bot asked the game for %r" % name)


def test_the_bot_asks_only_what_its_player_sees(monkeypatch):
    made = []
    real_init = Bot.__init__

    def init(self, game, player, level, seed=None):
        real_init(self, Seen(game, player), player, level, seed)
        made.append(self)

    monkeypatch.setattr(Bot, "__init__", init)
    variants = ({}, {"mode": "speed"}, {"slap": False}, {"auto_flip": False, "stocks": 4})
    presses = 0
    for n in range(40):
        r = play(1 + n % 5, 5 - n % 5, 900 + n, spit.Rules(**variants[n % 4]))
        presses += r.presses[0] + r.presses[1]
    assert len(made) == 80 and presses > 5000
