# SPDX-License-Identifier: MIT
"""Tools for the fuzz and soak tests: invariant checks, a screen-vs-engine check, press makers.

- ``check_cards(g)``: all 52 cards accounted for, each once (ENGINE_API.md "Conservation").
- ``check_screen(view, g)``: what the displayio objects of ``spit.screen.view`` show (tile indices,
  hidden flags, label texts) is what the engine's queries say — read from the screen objects
  themselves, not from the view's own bookkeeping.
- ``presses_for(g, p, action)``: the buttons a person presses to carry out a legal action.
- ``Mash``: a seeded generator of raw contact edges for both panels (taps, legal gestures, held
  keys, bursts, same-ms ties, stalls that overflow the key queue).
- ``LegalBot``: a simple CPU player with the app's ``feed(now, race)`` interface, pressing legal
  actions through the race (until ``spit.input.bot`` is used for the soak).
"""

import spit
from spit.screen import lang, sprites, words
from spit.screen.banner import LINE_WAIT

WRAP = 1 << 29
MASK = WRAP - 1
_SUITS = "CDHS"
_SHOUT = {spit.READY: ("SPIT!",), spit.PLAY: ("",), spit.SLAP: ("SLAP!",)}
# the big words' numbers (the table says them by number: spit.screen.banner.say)
_BIG = {
    "SPIT!": words.W_SPIT,
    "SLAP!": words.W_SLAP,
    "PICK": words.W_PICK,
    "WAIT": words.W_WAIT,
    "WIN": words.W_WIN,
    "LOSE": words.W_LOSE,
    "DRAW": words.W_DRAW,
}


def local(said, word):
    """Big word ``word`` (English) as language number said's table shows it."""
    return lang.word(said, _BIG[word]) if word else word


def check_cards(g):
    """Every card is somewhere, exactly once, whatever happened."""
    held = g.held(0) + g.held(1)
    total = len(held) + g.side_size(0) + g.side_size(1)
    total += g.spit_size(0) + g.spit_size(1)
    assert total == 52, "cards: %d accounted for, not 52" % total
    assert len(set(held)) == len(held), "a card is held twice"
    for c in held:
        assert 0 <= c < 52, "a held card %r is no card" % c
    for j in (0, 1):
        top = g.spit_top(j)
        if g.spit_size(j):
            assert 0 <= top < 52 and top not in held, "spit pile %d top %r is also held" % (j, top)
        else:
            assert top == -1


def suit_of(c):
    return _SUITS.index(spit.name(c)[-1])


def _spot(view, spot, c, where):
    frame = spot.frame
    assert not frame.hidden, where + ": hidden"
    cover = spot.cover  # a stock pile's back or slot, laid over its face
    if c >= 0:
        assert frame[0] == sprites.FACE, "%s: %s not face up" % (where, spit.name(c))
        assert cover is None or cover.hidden, "%s: %s covered" % (where, spit.name(c))
        suit = suit_of(c)
        # rank and suit (a spit pile: rank and pip for each reader), all in the suit's ink
        for k, grid in enumerate(spot.inked):
            assert not grid.hidden, where + ": rank or suit hidden"
            want = suit if k & 1 else spit.rank(c)
            assert grid[0] == want, "%s shows tile %d, engine %s" % (where, grid[0], spit.name(c))
            assert grid.pixel_shader is view.sheets.inks[suit], where + ": wrong ink"
    else:
        want = sprites.BACK if c == -2 else sprites.SLOT
        top = frame if cover is None else cover
        assert not top.hidden, where + ": its back or slot hidden"
        assert top[0] == want, "%s shows tile %d, engine %d" % (where, top[0], c)
        if cover is None:  # (under a cover the marks cannot show)
            assert all(grid.hidden for grid in spot.inked), where + ": a rank shows on no card"


def _shown(count):
    """The number a count shows, read from its digit tiles (or its label), -1 for none."""
    grid = getattr(count, "grid", None)
    if grid is None:  # a text label
        text = count.text.text.split(" ")[-1]
        return int(text) if text else -1
    if grid[1] == sprites.BLANK:
        return -1
    tens = 0 if grid[0] == sprites.BLANK else grid[0]
    return tens * 10 + grid[1]


def _number(count, value, where):
    shown = _shown(count)
    assert shown == min(value, 99), "%s shows %d, engine %d" % (where, shown, value)


def check_screen(view, g):
    """The table and the phase words on both halves match the engine (raises AssertionError)."""
    table = view.table
    speed = g.rules.mode == "speed"
    stocks = 5 if speed else g.rules.stocks
    assert table.stocks == stocks and table.speed == speed
    for p in (0, 1):
        for i in range(5):
            spot = table.stock[p][i]
            if i >= stocks:
                assert spot.frame.hidden, "slot %d of %d shown" % (i, stocks)
                continue
            _spot(view, spot, g.top(p, i), "stock %d/%d" % (p, i))
            if not speed:
                depth = min(max(g.pile_size(p, i) - 1, 0), 4)
                assert table.depth[p][i].grid[0] == depth, "depth %d/%d" % (p, i)
        left = g.hand_size(p)
        _spot(view, table.hand[p], -2 if left else -1, "hand %d" % p)
        _number(table.hand_count[p], left, "hand count %d" % p)
        if speed:
            _number(table.side_count[p], g.side_size(p), "side pile %d" % p)
    piles = g.piles_in_use()
    for j in range(piles):
        _spot(view, table.pile[j], g.spit_top(j), "spit pile %d" % j)
        for viewer in (0, 1):
            _number(table.size[viewer][j], g.spit_size(j), "pile %d size" % j)
    if piles == 1:
        assert table.pile[1].frame.hidden, "a second spit pile shows in a one-pile round"
    banner = view.banner
    # the words as they should read; they are drawn in a frame in which the engine did nothing,
    # LINE_WAIT frames later at most, and then the screen shows exactly them
    assert banner.waited <= LINE_WAIT, "the words waited %d frames" % banner.waited
    for p in (0, 1):
        word = banner.word[p]
        if not banner.waited:
            shown = (banner.shout[p].text, banner.status[p].text)
            assert shown == (word, banner.line[p]), "%d reads %r, not %r" % (p, shown, word)
        said = view.langs[p]  # (a mashed Settings may have changed the console's language)
        if g.phase in _SHOUT:
            want = [local(said, w) for w in _SHOUT[g.phase]]
            assert word in want, "phase %d shows %r" % (g.phase, word)
        elif g.phase == spit.CHOOSE:
            assert word in (local(said, "PICK"), local(said, "WAIT")), word
        elif g.phase == spit.OVER:
            want = "DRAW" if g.winner == -1 else ("WIN" if g.winner == p else "LOSE")
            assert word == local(said, want), "game over shows %r to %d" % (word, p)


def presses_for(g, p, action):
    """The buttons (0-7, in order) a person presses to carry out ``action`` = (kind, x, y)."""
    kind, x, y = action
    if kind == spit.A_SPIT:
        return (7,)
    if kind == spit.A_PLAY:
        if g.piles_in_use() == 1:
            return (x,)
        return (5 if y == p else 6, x)  # aim (L = own pile), then the pile
    if kind == spit.A_MOVE:
        return (y, x)  # the empty slot, then the pile to move from
    if kind == spit.A_FLIP:
        return (x,)
    if kind == spit.A_SLAP or kind == spit.A_CHOOSE:
        if g.piles_in_use() == 1:
            return (5,)
        return (5 if x == p else 6,)
    return ()


def pick(g, p, rng):
    """A legal action for ``p`` (plays preferred, like a person), or None."""
    legal = g.legal(p)
    if not legal:
        return None
    plays = [a for a in legal if a[0] == spit.A_PLAY]
    if plays and rng.random() < 0.85:
        return rng.choice(plays)
    return rng.choice(legal)


class Mash:
    """Seeded raw contact edges for both panels into a keypad-like ``contact(key, pressed, t)``.

    Times are elapsed ms (ints that never wrap); the caller maps them to ticks. Each ``frame``
    schedules what happens in [t0, t1) and returns how many edges it handed over.
    """

    def __init__(self, rng, contact, smart=0.5, noise=0.35):
        self.rng = rng
        self.contact = contact
        self.smart = smart  # chance per frame per player of starting a legal gesture
        self.noise = noise  # chance per frame of a random tap
        self.future = []  # (elapsed, key, pressed) not yet handed over
        self.busy = [0, 0]  # elapsed time each player's current gesture ends
        self.edges = 0
        self.kinds = {}

    def _tap(self, key, at, hold):
        self.future.append((at, key, True))
        self.future.append((at + hold, key, False))

    def _note(self, kind):
        self.kinds[kind] = self.kinds.get(kind, 0) + 1

    def plan(self, g, t0, frame_ms):
        """Decide this frame's new gestures (they may reach into later frames)."""
        rng = self.rng
        for p in (0, 1):
            if g is not None and t0 >= self.busy[p] and rng.random() < self.smart:
                action = pick(g, p, rng)
                if action is not None:
                    at = t0 + rng.randrange(0, 250)
                    for button in presses_for(g, p, action):
                        self._tap(p * 8 + button, at, rng.randrange(20, 90))
                        at += rng.randrange(30, 200)
                    self.busy[p] = at
                    self._note("legal")
        roll = rng.random()
        if roll < self.noise:
            self._tap(rng.randrange(16), t0 + rng.randrange(frame_ms), rng.randrange(3, 400))
            self._note("tap")
        elif roll < self.noise + 0.01:
            key = rng.choice((7, 15, rng.randrange(16)))
            self._tap(key, t0 + rng.randrange(frame_ms), rng.randrange(1500, 4500))
            self._note("hold")
        elif roll < self.noise + 0.016:
            at = t0 + rng.randrange(frame_ms)
            for _ in range(rng.randrange(20, 60)):
                self._tap(rng.randrange(16), at + rng.randrange(25), rng.randrange(1, 40))
            self._note("burst")
        elif roll < self.noise + 0.03:
            at = t0 + rng.randrange(frame_ms)
            button = rng.randrange(8)
            self._tap(button, at, rng.randrange(20, 120))
            self._tap(8 + button, at, rng.randrange(20, 120))
            self._note("tie")

    def deliver(self, t1, to_ticks):
        """Hand every edge before ``t1`` to the keypad, in time order."""
        self.future.sort()
        n = 0
        while n < len(self.future) and self.future[n][0] < t1:
            at, key, pressed = self.future[n]
            self.contact(key, pressed, to_ticks(at))
            n += 1
        del self.future[:n]
        self.edges += n
        return n


class LegalBot:
    """A plain CPU player for one panel: thinks ``think_ms``, then presses a legal action.

    Same interface as the app expects of ``spit.input.bot`` players: ``feed(now, race)`` pushes raw
    presses (press and release) for its own panel's keys into the race.
    """

    def __init__(self, game, player, rng, think_ms=(80, 400)):
        self.game = game
        self.player = player
        self.rng = rng
        self.think_ms = think_ms
        self.next_t = None
        self.queue = []  # (t, key, pressed) due later

    def feed(self, now, race):
        while self.queue and ((now - self.queue[0][0] + WRAP // 2) & MASK) - WRAP // 2 >= 0:
            t, k, pressed = self.queue.pop(0)
            race.push(k, pressed, t)
        if self.queue:
            return
        if self.next_t is None:
            self.next_t = (now + self.rng.randrange(*self.think_ms)) & MASK
            return
        if ((now - self.next_t + WRAP // 2) & MASK) - WRAP // 2 < 0:
            return
        self.next_t = None
        action = pick(self.game, self.player, self.rng)
        if action is None:
            return
        t = now
        for button in presses_for(self.game, self.player, action):
            k = self.player * 8 + button
            self.queue.append((t, k, True))
            self.queue.append(((t + 30) & MASK, k, False))
            t = (t + 60) & MASK
