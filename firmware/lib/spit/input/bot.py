# SPDX-License-Identifier: MIT
"""The CPU player: looks at its own side of the table, then presses its panel's buttons.

``make(game, player, level)`` is the app's hook (``spit.console.flow.boot.bot_maker``); every
frame the match calls ``bot.feed(now, race)`` before ``race.step``. The bot pushes raw presses for
its panel's keys into ``race.push`` (a press, and its release a little later), so arbitration,
handicap, gestures, the log and replay treat it exactly like a human on that panel.

What it sees is what a person on its side sees: its own stock tops (Speed: its own hand), the
spit/centre pile tops and every count. It never reads a face-down card, a spit hand, a draw or
side pile's cards, the other player's Speed hand, or ``legal()``; who picks the pile in the
no-slap rule it learns from ``g.chooser()``, which the screen tells both players.

How it plays: when the table changes it "sees" it at the time the change reached the screen,
decides (flip a face-down top > play the top of its biggest pile that fits > move a card into
an empty slot to reveal one > SPIT when the screen asks > slap/choose the smaller pile) and
presses after its reaction time. Just before pressing it checks the press still makes sense on
the table as it is now; a press is pushed only once its effective time has come, so it reaches
the engine in that frame's ``race.step`` and a pause menu can never drop it half-way.

Levels (all numbers in ms or percent; reaction = base +/- jitter, a triangular spread):

=====  ========  ======  ====  ==========  ======  ========
level  reaction  jitter  miss  slap react  jitter  slap ok
=====  ========  ======  ====  ==========  ======  ========
1      1500      450     30 %  1600        500     55 %
2      1100      330     18 %  1150        350     70 %
3      800       240     10 %  800         250     82 %
4      580       160     5 %   560         160     92 %
5      400       100     2 %   380         90      98 %
=====  ========  ======  ====  ==========  ======  ========

*miss*: on each look with something to do, the chance it overlooks it and looks again one
reaction later. *slap ok*: the chance it slaps (or chooses) the smaller pile; otherwise it
takes the bigger one. Every press is held ``HOLD_MS`` plus up to ``_HOLD_JITTER_MS``.

Decisions draw from the engine's own PRNG (``spit.rng``) seeded from the game's seed, the
player and the level, so a game with CPU players is reproducible. Nothing is allocated per
decision: the plan is a handful of ints and the table is scanned in place.
"""

from adafruit_ticks import ticks_add, ticks_diff
from micropython import const  # CPython: Blinka's

import spit
from spit.input.panel import LOCKOUT_MS, SPIT, L, R, fits
from spit.input.panel import key as panel_key
from spit.rng import Rng

# reaction, jitter, miss %, slap reaction, slap jitter, slap-the-smaller %  (see the table above)
LEVELS = (
    (1500, 450, 30, 1600, 500, 55),
    (1100, 330, 18, 1150, 350, 70),
    (800, 240, 10, 800, 250, 82),
    (580, 160, 5, 560, 160, 92),
    (400, 100, 2, 380, 90, 98),
)
HOLD_MS = const(55)  # a press is held this long ...
_HOLD_JITTER_MS = const(40)  # ... plus up to this
_MOVE_GAP_MS = const(130)  # from the empty slot's press to the source pile's press
_RELOOK_MS = const(2500)  # nothing changed this long after a press: look again anyway
# No feed for longer (the pause menu, a stalled frame): start looking afresh. Debug mode's heap
# sample makes a ~160 ms frame once a second on a Pico: at 150 ms that reset both demo players
# every second and they stalled for minutes (a level 2 thinks longer than a second).
GAP_MS = const(300)

# What the bot is about to do (Bot.plan).
_NONE = const(0)
_TAP = const(1)  # a pile button: play its top (or flip it, face down)
_SLOT = const(2)  # a move, first press: the empty slot
_SOURCE = const(3)  # a move, second press: the pile to move from
_SPIT = const(4)
_SLAP = const(5)
_CHOOSE = const(6)


def make(game, player, level):
    """The app's hook: a CPU player for ``player``'s panel (levels 1-5; others are clamped)."""
    return Bot(game, player, level)


class Bot:
    """One CPU player on one panel of one game (see the module docstring)."""

    def __init__(self, game, player, level, seed=None):
        self.game = game
        self.player = player
        level = 1 if type(level) is not int or level < 1 else min(level, len(LEVELS))
        self.level = level
        lv = LEVELS[level - 1]
        self.react, self.jitter, self.miss = lv[0], lv[1], lv[2]
        self.slap_react, self.slap_jitter, self.slap_skill = lv[3], lv[4], lv[5]
        if seed is None:
            seed = (getattr(game, "seed", 0) & 0x1FFFFFF) * 16 + player * 8 + level
        self.rng = Rng(seed)
        self.gap_ms = GAP_MS
        self.presses = 0  # pushed so far (tests, benches)
        self.started = False
        self.last = 0  # the previous feed's time: when the last race.step changed the table
        self.seen = -1  # game.changes last looked at
        self.plan = _NONE
        self.button = 0  # the plan's button
        self.slot = 0  # a move's empty slot
        self.source = 0  # a move's source pile
        self.due = 0  # when the plan's press is made (raw time)
        self.relook = False  # look again at relook_t even if nothing changes
        self.relook_t = 0
        self.free_t = 0  # the earliest next press (after the last release and its lockout)
        self.spit_sig = -1  # the table when it last called "Spit!"
        self.slap_round = -1  # the round it last slapped or chose in

    # -- the frame ------------------------------------------------------------------------
    def feed(self, now, race):
        """Look at the table, and push the press whose time has come (at most one)."""
        g = self.game
        if not self.started or not 0 <= ticks_diff(now, self.last) <= self.gap_ms:
            self.started = True  # first frame, or back from a pause: presses are all applied
            self.last = now
            self.seen = g.changes
            self.plan = _NONE
            self.free_t = now
            self.think(now)
        seen_t = self.last
        self.last = now
        if g.changes != self.seen:
            self.seen = g.changes
            self.relook = False
            if self.plan != _NONE and not self.still_good():
                self.plan = _NONE
            if self.plan == _NONE:
                self.think(seen_t)
        elif self.plan == _NONE and self.relook and ticks_diff(now, self.relook_t) >= 0:
            self.relook = False
            self.think(self.relook_t)
        if self.plan == _NONE:
            return
        # The press is pushed once its effective time has come: this frame's step applies it.
        ready = ticks_add(now, -(race.settle_ms + race.handicap[self.player]))
        if ticks_diff(ready, self.due) < 0:
            return
        if not self.still_good():
            self.plan = _NONE
            self.think(now)
            return
        self.press(race, self.due)

    def press(self, race, t):
        p = self.player
        plan = self.plan
        key = panel_key(p, self.button)
        hold = HOLD_MS + self.rng.below(_HOLD_JITTER_MS + 1)
        race.push(key, True, t)
        race.push(key, False, ticks_add(t, hold))
        self.presses += 1
        self.free_t = ticks_add(t, hold + LOCKOUT_MS + 1)
        self.plan = _NONE
        self.relook = True
        self.relook_t = ticks_add(t, _RELOOK_MS)
        g = self.game
        if plan == _SLOT:
            self.plan = _SOURCE  # the slot is waiting: the source pile follows
            self.button = self.source
            self.due = ticks_add(t, _MOVE_GAP_MS + self.rng.below(60))
            self.later(self.free_t)
        elif plan == _SPIT:
            self.spit_sig = self.signature()
        elif plan == _SLAP or plan == _CHOOSE:
            self.slap_round = g.round

    # -- deciding -------------------------------------------------------------------------
    def think(self, t0):
        """Plan the next press from the table as it is, seen at ``t0`` (or plan nothing)."""
        self.plan = _NONE
        g = self.game
        phase = g.phase
        if phase == spit.PLAY:
            self.think_play(t0)
        elif phase == spit.READY:
            if self.may_spit():
                self.plan = _SPIT
                self.button = SPIT
                self.after(t0, self.react, self.jitter)
        elif phase == spit.SLAP:
            if self.slap_round != g.round:
                self.plan = _SLAP
                self.button = self.pick_pile() if g.piles_in_use() == 2 else L
                self.after(t0, self.slap_react, self.slap_jitter)
        elif phase == spit.CHOOSE:
            if self.slap_round != g.round and self.chooser():
                self.plan = _CHOOSE
                self.button = self.pick_pile()
                self.after(t0, self.slap_react, self.slap_jitter)

    def think_play(self, t0):
        """Scan the own stock tops once: flip, else play the biggest pile's fitting top, else
        move a card into an empty slot to reveal the one under it."""
        g = self.game
        p = self.player
        speed = g.rules.mode == "speed"
        alt = g.rules.alternate_colors
        top0 = g.spit_top(0)
        top1 = g.spit_top(1) if g.piles_in_use() == 2 else -1
        n = 5 if speed else g.rules.stocks
        flip = play = empty = source = -1
        play_n = source_n = 0
        for i in range(n):
            c = g.top(p, i)
            if c == -1:
                empty = i
            elif c == -2:
                flip = i
            else:
                m = g.pile_size(p, i)
                if fits(c, top0, alt) or fits(c, top1, alt):
                    if m > play_n:
                        play, play_n = i, m
                elif m > 1 and m > source_n:
                    source, source_n = i, m
        if flip >= 0:
            self.plan, self.button = _TAP, flip
        elif play >= 0:
            self.plan, self.button = _TAP, play
        elif not speed and empty >= 0 and source >= 0:
            self.plan, self.button = _SLOT, empty
            self.slot, self.source = empty, source  # (a 4-tuple would allocate on the device)
        else:
            return  # nothing to do: wait for the table to change
        if self.rng.below(100) < self.miss:
            self.plan = _NONE  # overlooked: look again a reaction later
            self.relook = True
            self.relook_t = ticks_add(t0, self.reaction(self.react, self.jitter))
            return
        self.after(t0, self.react, self.jitter)

    def after(self, t0, base, jitter):
        self.due = ticks_add(t0, self.reaction(base, jitter))
        self.later(self.free_t)

    def later(self, t):
        """Never press before ``t`` (the last press's release and its lockout)."""
        if ticks_diff(self.due, t) < 0:
            self.due = t

    def reaction(self, base, jitter):
        """base +/- jitter ms, triangular (two dice): most reactions near base, few at the ends."""
        rng = self.rng
        return base - jitter + rng.below(jitter + 1) + rng.below(jitter + 1)

    def pick_pile(self):
        """L or R: the smaller spit pile (slap_skill % of the time), else the bigger."""
        g = self.game
        p = self.player
        own = g.spit_size(p)
        other = g.spit_size(1 - p)
        smaller_is_own = own <= other
        if self.rng.below(100) >= self.slap_skill:
            smaller_is_own = not smaller_is_own  # a mistake: the bigger pile
        return L if smaller_is_own else R

    def chooser(self):
        """True when this player picks the pile (no-slap variant), as the screen says."""
        return self.game.chooser() == self.player

    def may_spit(self):
        g = self.game
        if g.rules.mode != "speed" and g.hand_size(self.player) == 0:
            return False  # no spit cards: the other spits alone
        return self.spit_sig != self.signature()

    def signature(self):
        """The table's counts as one small int: a completed "Spit!" always changes it."""
        g = self.game
        s = (g.round & 0x3FF) * 64 + g.hand_size(0) + g.hand_size(1)
        s = s * 64 + g.side_size(0) + g.side_size(1)
        return s * 128 + g.spit_size(0) + g.spit_size(1)

    def still_good(self):
        """Would the planned press still do what it was planned for, on the table as it is?"""
        g = self.game
        p = self.player
        plan = self.plan
        phase = g.phase
        if plan == _TAP:
            if phase != spit.PLAY:
                return False
            c = g.top(p, self.button)
            if c == -2:
                return True
            alt = g.rules.alternate_colors
            top1 = g.spit_top(1) if g.piles_in_use() == 2 else -1
            return c >= 0 and (fits(c, g.spit_top(0), alt) or fits(c, top1, alt))
        if plan == _SLOT or plan == _SOURCE:
            return (
                phase == spit.PLAY
                and g.top(p, self.slot) == -1
                and g.top(p, self.source) >= 0
                and g.pile_size(p, self.source) > 1
            )
        if plan == _SPIT:
            return phase == spit.READY and self.may_spit()
        if plan == _SLAP:
            return phase == spit.SLAP and self.slap_round != g.round
        if plan == _CHOOSE:
            return phase == spit.CHOOSE and self.slap_round != g.round
        return False

    def wake(self):
        """The time the bot next wants a frame, or None while it only waits for the table."""
        if self.plan != _NONE:
            return self.due
        if self.relook:
            return self.relook_t
        return None
