# SPDX-License-Identifier: MIT
"""First press wins, fairly: raw presses in, time-ordered gestures onto the engine out.

Every source (the device keypad, the PIO backend, the CPU opponent, a test script) hands raw
presses to ``Race.push(key_number, pressed, t, sub)`` (``drain`` does it for a keypad-like
source); ``sub`` is the ns within ``t``'s ms when the source knows it (PIO), else SUB_UNKNOWN.
Each key is debounced on its leading edge (the first contact is the press time; contact changes
in the next ``panel.LOCKOUT_MS`` are bounce), the panel's handicap is added, and the press waits
in its player's queue. ``Race.step(game, now)`` then applies, in effective-time order, every
press whose time has come; two presses in one ms go by ``sub`` when both know it and differ,
else by the tie rule (who lost the previous tie wins this one). Each applied press, lapsed
move and state-changing engine tick fills one ``panel.Outcome`` (view, sound, log). Long
presses (the pause, menu repeats) are ``spit.input.holds``: Buttons over ``held_ms``.

Nothing here reads a clock or allocates per event: times are told, storage is preallocated.
See docs/INPUT.md for the contract and the reasoning.
"""

try:
    from micropython import const
except ImportError:  # CPython host

    def const(x):  # type: ignore[no-redef,misc]
        return x


from adafruit_ticks import ticks_add, ticks_diff

import spit
from spit.input import panel
from spit.input.panel import (
    G_BUTTON,
    G_OVERFLOW,
    G_SLAP,
    G_TICK,
    KEYS,
    LOCKOUT_MS,
    R_EARLY,
    R_GONE,
    R_NOT_NOW,
    R_OVERFLOW,
    Gestures,
    Outcome,
    PileMemory,
)

_QUEUE = const(96)  # presses waiting per player (500 ms handicap x mashing fits)
RING = const(16)  # outcomes kept for reading back after a step
SETTLE_MS = const(2)  # a scan in the same ms as `now` may not be drained yet: wait that long
_RESYNC_MS = const(4)  # after keys.reset(), held keys are re-reported within this many ms
_HANDICAP_MAX_MS = const(500)
SUB_UNKNOWN = const(-1)  # no sub-ms time: keypad, CPU opponent, lockout-delayed edges
# Within one player's same-ms presses: aim (L/R) before piles before SPIT, so "L+P3 at once" aims.
_PRIORITY = b"\x01\x01\x01\x01\x01\x00\x00\x02"


class Race:
    """Two panels' presses, arbitrated by time, applied to a game through ``panel.Gestures``.

    Public state: ``panels`` (each player's ``Gestures``: ``aim``, ``armed``, ``slot``),
    ``handicap`` (ms per player), ``listener`` (called with each ``Outcome`` as it is made),
    ``overflows``, ``dropped`` (presses lost to a full queue), ``ignored`` (bad key numbers).
    """

    def __init__(self, seed=0, listener=None):
        self.piles = PileMemory()
        self.panels = (Gestures(0, self.piles), Gestures(1, self.piles))
        self.handicap = [0, 0]
        self.listener = listener
        self.settle_ms = SETTLE_MS
        self.overflows = 0
        self.dropped = 0
        self.ignored = 0
        self._ring = [Outcome() for _ in range(RING)]
        self._seq = 0
        self._first = 0
        self._n = 0
        # Per key: logical (debounced) state, last raw contact, lockout start, lockout active.
        self._down = bytearray(KEYS)
        self._raw = bytearray(KEYS)
        self._raw_t = [0] * KEYS
        self._edge_t = [0] * KEYS
        self._lock = bytearray(KEYS)
        self._stale = bytearray(KEYS)  # down since before this screen (or an overflow): no hold
        # Per player: presses waiting, sorted by (effective time, priority).
        self._qcode = (bytearray(_QUEUE), bytearray(_QUEUE))  # key * 2 + pressed
        self._qte = ([0] * _QUEUE, [0] * _QUEUE)
        self._qt = ([0] * _QUEUE, [0] * _QUEUE)
        self._qsub = ([SUB_UNKNOWN] * _QUEUE, [SUB_UNKNOWN] * _QUEUE)  # ns within te's ms, or -1
        self._qhead = [0, 0]
        self._qlen = [0, 0]
        self._token = seed & 1  # who wins the next tie
        self._tie_on = False
        self._tie_t = 0
        self._tie_next = 0
        self._resync = False
        self._resync_t = 0
        self._overflowed = False
        self._overflow_t = 0
        self._phase = -1
        self._round = 0  # the game's round when this step began
        self.open_t = 0  # raw time the slap race opened
        # The time rule: a press stamped before ``since`` (the time the screen now shown reached
        # the glass; the app moves it there) was meant for the screen before: it is answered
        # ``gone_code`` (R_GONE: a page's press, spent; R_NOT_NOW: a table's, too late).
        self.since = 0
        self.gone_code = R_GONE

    # -- set-up -------------------------------------------------------------------------------

    def set_handicap(self, player, ms):
        """Add ``ms`` (0-500) to every press time of ``player``'s panel before arbitration."""
        if player not in (0, 1) or not 0 <= ms <= _HANDICAP_MAX_MS:
            raise ValueError("handicap: player 0/1 and 0-500 ms, not %r/%r" % (player, ms))
        self.handicap[player] = int(ms)

    def reset(self, game=None, t=0, seed=None):
        """Start a game (or a menu, ``game=None``) at time ``t``: gestures forgotten; keys still
        held stay held (they make no press). Presses still waiting are kept: stamped before
        ``since`` (``t`` until the app moves it), each is answered ``gone_code``, never lost."""
        for k in range(KEYS):
            self._stale[k] = self._down[k]
        self.since = t
        self.gone_code = R_GONE
        if seed is not None:
            self._token = seed & 1
        self._tie_on = False
        slots, speed, alternate = 5, False, False
        rules = getattr(game, "rules", None)
        if rules is not None:
            speed = getattr(rules, "mode", "spit") == "speed"
            slots = 5 if speed else getattr(rules, "stocks", 5)
            alternate = bool(getattr(rules, "alternate_colors", False))
        self.piles.clear(alternate)
        for g in self.panels:
            if game is None:
                g.cancel()  # a menu: the game's aim waits for its return (spit.console.flow.match)
            else:
                g.reset(slots, speed)
        self._phase = game.phase if game is not None else -1
        self.open_t = t

    def is_held(self, key):
        """True while ``key`` is down from a press made on this screen: the state a long press
        (``spit.input.holds``) reads. A key held into it (``reset``) or through an overflow is
        down but not held: it pauses nothing, repeats nothing, until pressed again."""
        return self._down[key] == 1 and self._stale[key] == 0

    def held_ms(self, key, now):
        """How long ``key`` has been held (``is_held``) by ``now``, from its press's own stamp
        (no handicap); -1 when it is not held."""
        if self._down[key] != 1 or self._stale[key]:
            return -1
        d = ticks_diff(now, self._edge_t[key])
        return d if d > 0 else 0

    def due_in(self, now):
        """ms from ``now`` until the first waiting press can be applied by ``step`` (0: now),
        -1 when none waits: a loop that drained a press too young to apply wakes for it."""
        due = -1
        for p in (0, 1):
            if self._qlen[p]:
                d = ticks_diff(self._qte[p][self._qhead[p]], now) + self.settle_ms
                d = d if d > 0 else 0
                if due < 0 or d < due:
                    due = d
        return due

    # -- raw presses in -----------------------------------------------------------------------

    def push(self, key_number, pressed, t, sub=SUB_UNKNOWN):
        """One raw contact change of ``key_number`` (0-15) at ``t`` (ticks ms) and ``sub`` ns
        into that ms (0-999999; SUB_UNKNOWN when the source has no sub-ms time). Returns False
        when it was dropped (bad key, full queue). Any source may call it, in time order."""
        if not 0 <= key_number < KEYS:
            self.ignored += 1
            return False
        k = key_number
        pressed = 1 if pressed else 0
        self._settle(k, t)
        if self._resync and pressed and 0 <= ticks_diff(t, self._resync_t) <= _RESYNC_MS:
            # keys.reset() re-reporting a key held through an overflow: state, not a press.
            self._raw[k] = self._down[k] = 1
            self._raw_t[k] = self._edge_t[k] = t
            self._lock[k] = 1
            self._stale[k] = 1  # held through it: no new hold
            return True
        if self._raw[k] != pressed:
            self._raw[k] = pressed
            self._raw_t[k] = t
        if self._lock[k] or self._down[k] == pressed:
            return True  # bounce inside the lockout, or no change
        return self._edge(k, pressed, t, t, sub if 0 <= sub < 1000000 else SUB_UNKNOWN)

    def drain(self, keys, event, now):
        """Push every event of a keypad-like ``keys`` (into the one preallocated ``event``);
        on ``events.overflowed`` clear the queue, ``keys.reset()`` and resync. Returns count.
        An event with ``sub_ns`` (spit.input.pio_keys) passes it as ``sub``; keypad's has none.
        Read ``now`` before draining, then ``step(game, now)``."""
        events = keys.events
        timed = hasattr(event, "sub_ns")  # once per source, not per event
        n = 0
        while events.get_into(event):
            sub = event.sub_ns if timed else SUB_UNKNOWN
            self.push(event.key_number, event.pressed, event.timestamp, sub)
            n += 1
        if events.overflowed:
            events.clear()
            keys.reset()
            self.resync(now)
        return n

    def resync(self, now):
        """Presses were lost (queue overflow): forget key states and half-made gestures; the
        source re-reports held keys (``keys.reset()``) within _RESYNC_MS of ``now``."""
        self.overflows += 1
        for k in range(KEYS):
            self._down[k] = self._raw[k] = self._lock[k] = 0
        for g in self.panels:
            g.cancel()
        self._resync = True
        self._resync_t = now
        self._overflowed = True
        self._overflow_t = now

    def _settle(self, k, now):
        """End ``k``'s lockout once it has run out; a contact that changed under it is applied."""
        if not self._lock[k] or ticks_diff(now, self._edge_t[k]) < LOCKOUT_MS:
            return
        self._lock[k] = 0
        if self._raw[k] != self._down[k]:
            at = ticks_add(self._edge_t[k], LOCKOUT_MS)  # never before a press already applied
            # A made-up time (the lockout's end): no sub-ms part to race with.
            self._edge(k, self._raw[k], at, self._raw_t[k], SUB_UNKNOWN)

    def _edge(self, k, pressed, t, lock_from, sub):
        """A debounced edge of key ``k`` at ``t`` (+ ``sub`` ns, kept under a whole-ms
        handicap): queue it for its player by (effective time, sub if both known, priority)."""
        p = panel.player_of(k)
        q = self._qlen[p]
        if q >= _QUEUE:
            self.dropped += 1
            return False
        self._down[k] = pressed
        self._edge_t[k] = lock_from
        self._lock[k] = 1
        te = ticks_add(t, self.handicap[p])
        if pressed:
            self._stale[k] = 0
        codes, tes, ts = self._qcode[p], self._qte[p], self._qt[p]  # 4 would build a tuple
        subs = self._qsub[p]
        head = self._qhead[p]
        pri = _PRIORITY[panel.button_of(k)]
        i = q  # insertion sort from the tail: sources push in time order, so usually no move
        while i > 0:
            j = (head + i - 1) % _QUEUE
            d = ticks_diff(tes[j], te)
            if d == 0 and sub >= 0 and subs[j] >= 0 and subs[j] != sub:
                d = subs[j] - sub  # the same ms, told apart by the source: time order
            elif d == 0:
                d = _PRIORITY[panel.button_of(codes[j] >> 1)] - pri  # same instant: the chord rule
                d = d if d > 0 else -1
            if d < 0:
                break
            n = (head + i) % _QUEUE
            codes[n], tes[n], ts[n] = codes[j], tes[j], ts[j]
            subs[n] = subs[j]
            i -= 1
        n = (head + i) % _QUEUE
        codes[n] = k * 2 + pressed
        tes[n] = te
        ts[n] = t
        subs[n] = sub
        self._qlen[p] = q + 1
        return True

    # -- gestures out -------------------------------------------------------------------------

    def step(self, game, now):
        """Apply every press whose effective time is at least ``settle_ms`` before ``now``, in
        time order, to ``game`` (``None``: menu mode, each press is a ``G_BUTTON``); tick the
        engine in the same order; report lapsed moves. Returns the number of
        outcomes made (read them with ``outcome(i)`` or the ``listener``)."""
        self._first = self._seq
        self._n = 0
        if game is not None:
            self._round = getattr(game, "round", -1)  # (-1: a stand-in engine without rounds)
        late = ticks_diff(now, self.since)
        if late > 60000 or late < -60000:  # a screen up for days (ticks wrap), or none yet
            self.since = ticks_add(now, -60000)
        horizon = ticks_add(now, -self.settle_ms)
        for k in range(KEYS):
            if self._lock[k]:
                self._settle(k, now)
        if self._resync and ticks_diff(now, self._resync_t) > _RESYNC_MS:
            self._resync = False
        if self._overflowed:
            self._overflowed = False
            out = self._begin(-1, -1, self._overflow_t, self._overflow_t)
            out.gesture = G_OVERFLOW
            out.code = R_OVERFLOW
            self._emit(out)
        while True:
            p = self._next(horizon)
            if p < 0:
                break
            head = self._qhead[p]
            code, te, t = self._qcode[p][head], self._qte[p][head], self._qt[p][head]
            self._qhead[p] = (head + 1) % _QUEUE
            self._qlen[p] -= 1
            self._advance(game, te)
            if code & 1:
                self._apply(game, code >> 1, t, te)
        self._advance(game, horizon)
        return self._n

    def outcome(self, i):
        """The ``i``-th outcome (0-based) of the last ``step``; only the last RING are kept."""
        return self._ring[(self._first + i) % RING]

    def _next(self, horizon):
        """The player whose waiting press comes next by ``horizon`` (-1: none); ties are fair."""
        due0 = self._qlen[0] and ticks_diff(horizon, self._qte[0][self._qhead[0]]) >= 0
        due1 = self._qlen[1] and ticks_diff(horizon, self._qte[1][self._qhead[1]]) >= 0
        if not due1:
            return 0 if due0 else -1
        if not due0:
            return 1
        te = self._qte[0][self._qhead[0]]
        d = ticks_diff(te, self._qte[1][self._qhead[1]])
        if d:
            return 0 if d < 0 else 1
        sub0 = self._qsub[0][self._qhead[0]]
        sub1 = self._qsub[1][self._qhead[1]]
        if sub0 >= 0 and sub1 >= 0 and sub0 != sub1:
            return 0 if sub0 < sub1 else 1  # the same ms, different samples: the earlier wins
        # Else a true tie (one sample) or a side without sub-ms time: an unknown is no 0.
        press0 = self._qcode[0][self._qhead[0]] & 1
        press1 = self._qcode[1][self._qhead[1]] & 1
        if not (press0 and press1):
            return 1 if press0 else 0  # a release first: it decides nothing
        if not self._tie_on or self._tie_t != te:
            # A new tie: the player who lost the last tie goes first; the next tie flips.
            self._tie_on = True
            self._tie_t = te
            self._tie_next = self._token
            self._token ^= 1
        w = self._tie_next
        self._tie_next ^= 1  # several presses each in one ms: alternate, winner first
        return w

    def _advance(self, game, te):
        """Bring time to ``te``: engine tick, lapsed moves."""
        if game is not None:
            if game.tick(te):
                out = self._begin(-1, -1, te, te)
                out.gesture = G_TICK
                out.kind = spit.A_TICK
                out.code = 0
                self._emit(out)
            self._watch(game, te)
        for g in self.panels:
            if g.slot < 0 and g.armed < 0:
                continue  # nothing under way, nothing can lapse (most frames: no outcome to clear)
            out = self._begin(g.player, -1, te, te)
            if g.expire(te, out):
                self._emit(out)

    def _watch(self, game, t):
        """Follow the phase: half-made gestures end with it; note when a slap race opens."""
        phase = game.phase
        if phase != self._phase:
            if phase == spit.SLAP:
                self.open_t = t
            self._phase = phase
            for g in self.panels:
                g.cancel()

    def _apply(self, game, k, t, te):
        p, button = panel.player_of(k), panel.button_of(k)
        out = self._begin(p, button, t, te)
        if ticks_diff(t, self.since) < 0:
            out.gesture = G_BUTTON
            out.code = self.gone_code  # meant for the screen before this one: spent there
        elif game is not None and self._round >= 0 and game.round != self._round:
            out.code = R_NOT_NOW  # the round this table showed was settled by an earlier press
        elif game is None:
            out.gesture = G_BUTTON
            out.code = 0
        elif game.phase == spit.SLAP and button in (panel.L, panel.R):
            if ticks_diff(t, self.open_t) < 0:
                out.gesture = G_SLAP
                out.code = R_EARLY  # pressed before the race opened (a handicapped panel)
            else:
                self.panels[p].press(game, button, te, out)
        else:
            self.panels[p].press(game, button, te, out)
        if game is not None:
            self._watch(game, t)
        self._emit(out)

    def _begin(self, player, button, t, te):
        out = self._ring[(self._first + self._n) % RING]
        out.clear()
        out.player = player
        out.button = button
        out.key = panel.key(player, button) if button >= 0 else -1
        out.t = t
        out.te = te
        return out

    def _emit(self, out):
        self._n += 1
        if self.listener is not None:
            self.listener(out)
