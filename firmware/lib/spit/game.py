# SPDX-License-Identifier: MIT
"""A game of Spit (or Speed): actions, checks and queries on preallocated storage."""

# Every action first runs its check (which changes nothing), then carries out; neither allocates
# when the game does not record. Storage is internal and free to change (the _SLOTS, _DEPTH and
# _PILE constants below): stock slot s = p * _SLOTS + i keeps up to _DEPTH cards bottom->top at
# _stock[s * _DEPTH], its size in _ssize[s] and whether its top is face up in _up[s]; spit hands
# (Speed: draw piles), spit piles (Speed: centre piles) and Speed side piles keep up to _PILE
# cards at q * _PILE in _hand, _pile, _side, sizes in _hsize, _psize, _sdsize. A Speed hand slot
# is a stock slot of 0 or 1 card, always face up.
#
# Additions to ENGINE_API.md (listed in spit/__init__.py): `g.changes` counts every state change
# (a frame can skip all work while it stays the same); `g.seed`, `g.rules`; `g.history` is None
# unless recording; `Game.from_layout(..., scores=(a, b))` starts with those scores;
# `g.visible(into)` writes what the table shows into a bytearray of VISIBLE bytes in one call.

from . import deal
from .cards import fit_ranks, fits
from .rng import Rng
from .rules import Rules

try:
    from micropython import const
except ImportError:  # CPython

    def const(x):  # type: ignore[no-redef,misc]
        return x


# Private copies of spit.rules' constants: compiled in, no globals (tests check they match).
_A_SPIT = const(1)
_A_PLAY = const(2)
_A_MOVE = const(3)
_A_FLIP = const(4)
_A_SLAP = const(5)
_A_CHOOSE = const(6)
_A_TICK = const(7)
_CHOOSE = const(3)
_E_PHASE = const(1)
_E_EMPTY = const(2)
_E_RANK = const(3)
_E_COLOR = const(4)
_E_SLOT = const(5)
_E_PLAYER = const(6)
_E_INDEX = const(7)
_E_FACE_DOWN = const(8)
_E_REPEAT = const(9)
_E_NO_CARDS = const(10)
_E_REVEAL = const(11)
_E_FLIP = const(12)
_E_MODE = const(13)
_OK = const(0)
_PLAY = const(1)
_READY = const(0)
_SLAP = const(2)


# Storage (private; deal, speed, layout and legal keep const copies, a test checks they match):
_SLOTS = const(5)  # stock slots per player: slot s = p * _SLOTS + i (Spit uses rules.stocks)
_DEPTH = const(5)  # cards a stock slot holds: slot s's cards at _stock[s * _DEPTH:]
_PILE = const(52)  # cards a hand, spit or side pile holds: pile q's at q * _PILE

# Where visible() writes each figure (spit.screen.table keeps copies; a test checks them).
_V_TOP = const(0)  # [_V_TOP + s] top(p, i) + _V_CARD, stock slot s = p * _SLOTS + i
_V_SIZE = const(10)  # [_V_SIZE + s] pile_size(p, i)
_V_HAND = const(20)  # [_V_HAND + p] hand_size(p)
_V_SPIT_TOP = const(22)  # [_V_SPIT_TOP + j] spit_top(j) + _V_CARD
_V_SPIT_SIZE = const(24)  # [_V_SPIT_SIZE + j] spit_size(j)
_V_SIDE = const(26)  # [_V_SIDE + p] side_size(p)
_V_PILES = const(28)  # piles_in_use()
_V_CARD = const(2)  # a card byte is the card + 2: 0 a face-down card, 1 no card

_legal = None  # legal.legal once loaded
VISIBLE = const(29)  # bytes g.visible() writes


def _bad(x, n):
    # Player input may be anything: only ints in 0 .. n-1 are indices.
    return type(x) is not int or x < 0 or x >= n


class Game:
    """One game of Spit or Speed: ``Game(rules=None, seed=0, record=False)`` shuffles and deals
    round 1 (ENGINE_API.md). Storage is preallocated at creation (~450 bytes of bytearrays):
    actions and queries allocate nothing unless the game records (``record=True``: g.history)."""

    def __init__(self, rules=None, seed=0, record=False):
        self._setup(rules, seed, record)
        deal.new_game(self)

    @classmethod
    def from_layout(
        cls,
        rules,
        stocks=None,
        hands=None,
        spit=None,
        seed=0,
        record=False,
        piles=2,
        sides=None,
        scores=None,
    ):
        """A Game in any position (tests, puzzles; ENGINE_API.md): ``stocks``, ``hands``,
        ``spit``, ``sides`` as lists of cards (names or values), ``piles`` in use, ``scores``.
        ValueError names a bad layout. Allocates; loads spit.layout."""
        from . import layout

        g = object.__new__(cls)
        g._setup(rules, seed, record)
        layout.load(g, stocks, hands, spit, piles, sides, scores)
        return g

    def _setup(self, rules, seed, record):
        if rules is None:
            rules = Rules()
        if not isinstance(rules, Rules):
            raise ValueError("rules must be a spit.Rules, not %r" % (rules,))
        if type(seed) is not int:
            raise ValueError("seed must be an int, not %r" % (seed,))
        self.rules = rules
        self.seed = seed
        self.rng = Rng(seed)
        self.history = [] if record else None
        self.speed = rules.mode == "speed"
        self._sp = None
        if self.speed:
            from . import speed

            self._sp = speed
        self._n = 5 if self.speed else rules.stocks
        self._auto = self.speed or rules.auto_flip
        self._alt = rules.alternate_colors
        self.phase = _READY
        self.winner = None
        self.round = 1
        self.changes = 0
        self._scores = [0, 0]
        self._stock = bytearray(2 * _SLOTS * _DEPTH)
        self._ssize = bytearray(2 * _SLOTS)
        self._up = bytearray(2 * _SLOTS)
        self._hand = bytearray(2 * _PILE)
        self._hsize = bytearray(2)
        self._pile = bytearray(2 * _PILE)
        self._psize = bytearray(2)
        self._side = bytearray(2 * _PILE)
        self._sdsize = bytearray(2)
        self._deck = bytearray(52)  # scratch for shuffles and deals
        self._piles = 2
        self._called = bytearray(2)
        self._slapped = bytearray(2)  # pile + 1, 0 = not yet
        self._first = -1  # first to slap
        self._t0 = 0  # when the slap race opened
        self._chooser = -1
        self._taker = [-1, -1]  # who took spit pile 0 / 1 when the last round was settled
        self._taken = bytearray(2)  # ...and how many cards it held
        self._dry = 0  # Speed: no play since the centre was last recycled

    # ---- checks: a reason code, or _OK; they change nothing ----

    def _check_spit(self, p):
        if _bad(p, 2):
            return _E_PLAYER
        if self.phase != _READY:
            return _E_PHASE
        if self._called[p]:
            return _E_REPEAT
        if self._sp is None and not self._hsize[p]:
            return _E_NO_CARDS
        return _OK

    def _check_play(self, p, i, j):
        # The hottest check: _bad() written out.
        if type(p) is not int or p < 0 or p > 1:
            return _E_PLAYER
        if self.phase != _PLAY:
            return _E_PHASE
        if type(i) is not int or i < 0 or i >= self._n:
            return _E_INDEX
        if type(j) is not int or j < 0 or j >= self._piles:
            return _E_INDEX
        s = p * _SLOTS + i
        m = self._ssize[s]
        if not m:
            return _E_EMPTY
        if not self._up[s]:
            return _E_FACE_DOWN
        c = self._stock[s * _DEPTH + m - 1]
        m = self._psize[j]
        if not m:
            return _E_EMPTY
        top = self._pile[j * _PILE + m - 1]
        if fits(c, top, self._alt):
            return _OK
        return _E_RANK if not fits(c, top) else _E_COLOR

    def _check_move(self, p, i, k):
        if _bad(p, 2):
            return _E_PLAYER
        if self._sp is not None:
            return _E_MODE
        if self.phase != _PLAY:
            return _E_PHASE
        if _bad(i, self._n) or _bad(k, self._n):
            return _E_INDEX
        s = p * _SLOTS + i
        m = self._ssize[s]
        if not m:
            return _E_EMPTY
        if not self._up[s]:
            return _E_FACE_DOWN
        if self._ssize[p * _SLOTS + k]:
            return _E_SLOT
        if m < 2:
            return _E_REVEAL
        return _OK

    def _check_flip(self, p, i):
        if _bad(p, 2):
            return _E_PLAYER
        if self._sp is not None:
            return _E_MODE
        if self.phase != _PLAY:
            return _E_PHASE
        if self._auto:
            return _E_FLIP
        if _bad(i, self._n):
            return _E_INDEX
        s = p * _SLOTS + i
        if not self._ssize[s]:
            return _E_EMPTY
        if self._up[s]:
            return _E_FLIP
        return _OK

    def _check_slap(self, p, j):
        if _bad(p, 2):
            return _E_PLAYER
        if self.phase != _SLAP:
            return _E_PHASE
        if _bad(j, self._piles):
            return _E_INDEX
        if self._slapped[p]:
            return _E_REPEAT
        return _OK

    def _check_choose(self, p, j):
        if _bad(p, 2):
            return _E_PLAYER
        if self.phase != _CHOOSE:
            return _E_PHASE
        if p != self._chooser:
            return _E_PLAYER
        if _bad(j, 2):
            return _E_INDEX
        return _OK

    # ---- actions ----

    def _did(self, t, p, kind, x, y):
        self.changes += 1
        if self.history is not None:
            self.history.append((t, p, kind, x, y))

    def spit(self, p, t=0):
        """Player p calls "Spit!" at time t; returns OK or the reason code it was refused (E_PHASE
        outside READY, E_REPEAT, E_NO_CARDS, E_PLAYER). When both have called, each turns his hand's
        top onto a spit pile. A refusal changes nothing; nothing allocates unless recording."""
        e = self._check_spit(p)
        if e:
            return e
        self._did(t, p, _A_SPIT, 0, 0)
        self._called[p] = 1
        if self._sp is not None:
            self._sp.spit(self, t)
            return _OK
        h = self._hsize
        c = self._called
        if (c[0] or not h[0]) and (c[1] or not h[1]):
            c[0] = 0
            c[1] = 0
            for q in range(2):
                n = h[q]
                if n:
                    h[q] = n - 1
                    self._push(q if self._piles == 2 else 0, self._hand[q * _PILE + n - 1])
            self._after(-1, t)
        return _OK

    def _push(self, j, c):
        m = self._psize[j]
        self._pile[j * _PILE + m] = c
        self._psize[j] = m + 1

    def play(self, p, i, j, t=0):
        """Player p plays the top card of his stock pile i onto spit pile j at time t; OK or why not
        (E_RANK, E_COLOR, E_EMPTY, E_FACE_DOWN, E_INDEX, E_PHASE, E_PLAYER). The round may end
        (his stock empty) or stall. The hottest call: a few dozen bytecodes, no allocation."""
        e = self._check_play(p, i, j)
        if e:
            return e
        self._did(t, p, _A_PLAY, i, j)
        s = p * _SLOTS + i
        m = self._ssize[s] - 1
        self._ssize[s] = m
        self._push(j, self._stock[s * _DEPTH + m])
        if self._sp is not None:
            self._sp.played(self, p, s)
        else:
            self._up[s] = 1 if m and self._auto else 0
            self._after(p, t)
        return _OK

    def move(self, p, i, k, t=0):
        """Player p moves the top card of stock pile i into his empty slot k (Spit only), revealing
        the card under it; OK or why not (E_SLOT, E_REVEAL, E_MODE, ...). Allocates nothing."""
        e = self._check_move(p, i, k)
        if e:
            return e
        self._did(t, p, _A_MOVE, i, k)
        s = p * _SLOTS + i
        d = p * _SLOTS + k
        m = self._ssize[s] - 1
        self._ssize[s] = m
        self._stock[d * _DEPTH] = self._stock[s * _DEPTH + m]
        self._ssize[d] = 1
        self._up[d] = 1
        self._up[s] = 1 if self._auto else 0
        self._after(p, t)
        return _OK

    def flip(self, p, i, t=0):
        """Player p turns up the face-down top of stock pile i (auto_flip off; Spit only); OK or why
        not (E_FLIP, E_MODE, ...). Allocates nothing."""
        e = self._check_flip(p, i)
        if e:
            return e
        self._did(t, p, _A_FLIP, i, 0)
        self._up[p * _SLOTS + i] = 1
        self._after(p, t)
        return _OK

    def slap(self, p, j, t=0):
        """Player p slaps spit pile j in the slap race at time t; OK or why not (E_PHASE outside
        SLAP, E_REPEAT, ...). The first slap (or the race's end) settles the round."""
        e = self._check_slap(p, j)
        if e:
            return e
        self._did(t, p, _A_SLAP, j, 0)
        self._slapped[p] = j + 1
        deal.slapped(self, p, j)
        return _OK

    def choose(self, p, j, t=0):
        """Player p, who chooses (no-slap rule: see ``chooser``), takes spit pile j (the other
        player the other pile); OK or why not (E_PLAYER when p does not choose). Settles the
        round."""
        e = self._check_choose(p, j)
        if e:
            return e
        self._did(t, p, _A_CHOOSE, j, 0)
        if j == 0:
            deal.settle(self, p, 1 - p)
        else:
            deal.settle(self, 1 - p, p)
        return _OK

    def tick(self, t):
        """Tell the engine the time t (ticks_ms, wrapping at 2**29); True when that changed the
        state (the slap race timed out), else False. Cheap: call it every frame."""
        if self.phase != _SLAP or type(t) is not int:
            return False
        # Wrap-safe (ticks_ms wraps at 2**29), adafruit_ticks.ticks_diff written out: `import spit`
        # loads the engine alone (ENGINE_API.md); every other module imports adafruit_ticks.
        if ((t - self._t0 + 0x10000000) & 0x1FFFFFFF) - 0x10000000 < self.rules.slap_timeout_ms:
            return False
        self._did(t, -1, _A_TICK, 0, 0)
        deal.timeout(self)
        return True

    def _after(self, p, t):
        # After an action: did p (-1: nobody) empty his stock, or did the game stall?
        if p >= 0 and not self._stock_cards(p):
            deal.round_over(self, p, t)
        elif not self.stalled():
            self.phase = _PLAY
        elif self._hsize[0] or self._hsize[1]:
            self.phase = _READY
        else:
            deal.round_over(self, -1, t)

    def _stock_cards(self, p):
        n = 0
        for i in range(self._n):
            n += self._ssize[p * _SLOTS + i]
        return n

    # ---- queries: never raise ----

    def stalled(self):
        """True when no player can play and none can reveal a card, whatever the phase. Runs after
        every action: two bit masks, no allocation."""
        sz = self._ssize
        up = self._up
        ps = self._psize
        t0 = self._pile[ps[0] - 1] if ps[0] else -1
        t1 = self._pile[_PILE - 1 + ps[1]] if ps[1] and self._piles == 2 else -1
        # Bit r set: a red (black) card of rank r fits a spit top.
        red = fit_ranks(t0, True, self._alt) | fit_ranks(t1, True, self._alt)
        black = fit_ranks(t0, False, self._alt) | fit_ranks(t1, False, self._alt)
        # Can any face-up top be played? (Slots past the rules' stocks are always empty.)
        for s in range(2 * _SLOTS):
            m = sz[s]
            if m and up[s]:
                c = self._stock[s * _DEPTH + m - 1]
                if ((red if 13 <= c < 39 else black) >> (c % 13)) & 1:
                    return False
        # Can anyone reveal a card: a face-down top, or a pile of two or more and an empty slot?
        for p in range(2):
            free = False
            deep = False
            for i in range(self._n):
                m = sz[p * _SLOTS + i]
                if not m:
                    free = True
                elif not up[p * _SLOTS + i]:
                    return False
                elif m > 1:
                    deep = True
            if free and deep:
                return False
        return True

    def called(self, p):
        """True while p's "Spit!" call in this READY waits for the other's (the screens say so)."""
        return self.phase == _READY and not _bad(p, 2) and self._called[p] == 1

    def top(self, p, i):
        """The top card of p's stock pile i: -1 when empty (or bad indices), -2 when face down."""
        if type(p) is not int or p < 0 or p > 1 or type(i) is not int or i < 0 or i >= self._n:
            return -1
        s = p * _SLOTS + i
        m = self._ssize[s]
        if not m:
            return -1
        if not self._up[s]:
            return -2
        return self._stock[s * _DEPTH + m - 1]

    def pile_size(self, p, i):
        """How many cards p's stock pile i holds (0 for bad indices)."""
        if type(p) is not int or p < 0 or p > 1 or type(i) is not int or i < 0 or i >= self._n:
            return 0
        return self._ssize[p * _SLOTS + i]

    def visible(self, into):
        """What the table shows, written into ``into`` (a bytearray of VISIBLE bytes) and
        returned: the queries' answers in one call that allocates nothing (the view reads them
        every frame the game changed; thirty query calls cost far more). Layout: the _V_*
        constants above."""
        sz = self._ssize
        up = self._up
        stock = self._stock
        for s in range(2 * _SLOTS):
            m = sz[s]
            into[_V_TOP + s] = (stock[s * _DEPTH + m - 1] + _V_CARD if up[s] else 0) if m else 1
            into[_V_SIZE + s] = m
        ps = self._psize
        pile = self._pile
        for q in range(2):
            into[_V_HAND + q] = self._hsize[q]
            m = ps[q]
            into[_V_SPIT_TOP + q] = pile[q * _PILE + m - 1] + _V_CARD if m else 1
            into[_V_SPIT_SIZE + q] = m
            into[_V_SIDE + q] = self._sdsize[q]
        into[_V_PILES] = self._piles
        return into

    def hand_size(self, p):
        """How many cards p's hand (Speed: draw pile) holds."""
        return 0 if _bad(p, 2) else self._hsize[p]

    def side_size(self, p):
        """How many cards p's Speed side pile holds (0 in Spit)."""
        return 0 if _bad(p, 2) else self._sdsize[p]

    def spit_top(self, j):
        """The top card of spit pile j (Speed: centre pile j), -1 when empty."""
        if _bad(j, 2) or not self._psize[j]:
            return -1
        return self._pile[j * _PILE + self._psize[j] - 1]

    def spit_size(self, j):
        """How many cards spit pile j holds."""
        return 0 if _bad(j, 2) else self._psize[j]

    def piles_in_use(self):
        """2, or 1 in a round with one spit pile (a player had no spit cards)."""
        return self._piles

    def score(self, p):
        """p's score (points scoring and Speed; 0 otherwise)."""
        return 0 if _bad(p, 2) else self._scores[p]

    def cards(self, p):
        """How many cards p holds: his stock piles and hand (Speed: hand slots and draw pile).
        A count: allocates nothing."""
        if _bad(p, 2):
            return 0
        n = self._hsize[p]
        for i in range(self._n):
            n += self._ssize[p * _SLOTS + i]
        return n

    def chooser(self):
        """The player who chooses which spit pile to take (CHOOSE, the no-slap rule: who emptied his
        stock, else fewer stock cards, else the seeded coin), or -1 outside CHOOSE."""
        return self._chooser if self.phase == _CHOOSE else -1

    def taker(self, j):
        """Who took spit pile j when the last round was settled (-1: nobody, or none yet)."""
        return -1 if _bad(j, 2) else self._taker[j]

    def taken(self, j):
        """How many cards spit pile j held when the last round was settled."""
        return 0 if _bad(j, 2) else self._taken[j]

    def held(self, p):
        """Every card p holds, as a new list: stock piles left to right, each bottom->top, then the
        hand (Speed: draw pile). Allocates: tools and tests, not the device."""
        out = []
        if _bad(p, 2):
            return out
        for i in range(self._n):
            s = p * _SLOTS + i
            for x in range(self._ssize[s]):
                out.append(self._stock[s * _DEPTH + x])
        for x in range(self._hsize[p]):
            out.append(self._hand[p * _PILE + x])
        return out

    def legal(self, p):
        """Every (kind, x, y) p could carry out now, as a new list: for bots and tests, not the hot
        path (allocates; loads spit.legal on first use)."""
        global _legal
        if _legal is None:
            from .legal import legal

            _legal = legal
        return _legal(self, p)
