# SPDX-License-Identifier: MIT
"""The two mirrored arcade panels: the one key table, and each player's gesture state machine.

Key numbers are ``player * 8 + button`` (A = keys 0-7, B = keys 8-15), buttons ``P1..P5 = 0..4``,
``L = 5``, ``R = 6``, ``SPIT = 7``; ``spit.console.device.pins`` lists the 16 pins in this order, so
``keypad.Keys`` yields these numbers directly. ``L`` is always the player's own spit pile and
``R`` the other's (A: L->0, R->1; B: L->1, R->0): B's ``L`` is on A's right.

How ``spit.console.device.hw`` builds the device keypad (see docs/INPUT.md)::

    keypad.Keys(pins, value_when_pressed=False, pull=True, interval=panel.SCAN_INTERVAL,
                max_events=panel.MAX_EVENTS, debounce_threshold=panel.DEBOUNCE_THRESHOLD)

``Gestures`` turns one player's debounced presses, already in fair time order (``spit.input.race``),
into engine actions and fills the shared ``Outcome`` record. Nothing here reads a clock.
"""

try:
    from micropython import const
except ImportError:  # CPython host

    def const(x):  # type: ignore[no-redef,misc]
        return x


from adafruit_ticks import ticks_diff

import spit
from spit.cards import fits  # noqa: F401 (the rule, for the race and the CPU player)

P1 = const(0)
P2 = const(1)
P3 = const(2)
P4 = const(3)
P5 = const(4)
L = const(5)
R = const(6)
SPIT = const(7)
BUTTONS = const(8)
KEYS = const(16)
BUTTON_NAMES = ("P1", "P2", "P3", "P4", "P5", "L", "R", "SPIT")

# keypad.Keys settings (spit.console.device.hw): 1 ms scans = the timestamp resolution
# (circuitpython #8777).
SCAN_INTERVAL = 0.001
SCAN_INTERVAL_MS = const(1)
# 1 = every scan counts: the press is timed at its first contact. A higher threshold is keypad's
# integrator, whose delay grows with how long a switch chatters (unequal between panels, see
# docs/INPUT.md); bounce (up to 10 ms) is removed by the leading-edge lockout below instead.
DEBOUNCE_THRESHOLD = const(1)
MAX_EVENTS = const(64)
# After an accepted edge a key's contact changes are ignored this long (10 ms bounce + 2 scans);
# a contact that ends it in the other state is applied then: delayed, never lost.
LOCKOUT_MS = const(12)

MOVE_WINDOW_MS = const(1500)  # empty slot, then the source pile within this
_AIM_WINDOW_MS = const(1500)  # L/R, then the pile within this (else the tap auto-targets)
HOLD_MS = const(2000)  # hold SPIT this long: pause menu
LOAD_MS = const(250)  # a key held this long gets its long-press Button (spit.input.holds)
# A refused play this soon after the other player's play on that pile (which it fitted) lost a race.
LOST_RACE_MS = const(250)

# Gestures (Outcome.gesture).
G_NONE = const(0)
G_PLAY = const(1)  # a pile tap (auto-target or aimed): engine play (or flip of a face-down top)
G_AIM = const(2)  # L/R in play: the next pile tap goes there
G_SLOT = const(3)  # an empty slot tapped: waiting for the source pile
G_MOVE = const(4)  # slot then source: engine move
G_FLIP = const(5)  # a face-down top tapped (auto_flip off): engine flip
G_SPIT = const(6)
G_SLAP = const(7)
G_CHOOSE = const(8)
# 9 was the pause gesture (GESTURE_NAMES keeps "pause" for old logs): the pause is a long press now
G_TIMEOUT = const(10)  # a pending move (slot tapped) expired
G_TICK = const(11)  # race.step ticked the engine and the state changed (slap race timed out)
G_BUTTON = const(12)  # menu mode (no game): a plain press
G_OVERFLOW = const(13)  # the event queue overflowed: keys resynced
GESTURE_NAMES = (
    "none", "play", "aim", "slot", "move", "flip", "spit", "slap", "choose", "pause",
    "timeout", "tick", "button", "overflow",
)  # fmt: skip

# Input-layer result codes; engine codes (spit.OK = 0, spit.E_*) are below 100.
R_PENDING = const(100)  # the gesture waits for another press (aim, slot): not a refusal
R_TIMEOUT = const(101)
R_CANCEL = const(102)
R_OVERFLOW = const(103)
R_NOT_NOW = const(104)  # the button does nothing in this phase
R_EARLY = const(105)  # an L/R press from before the slap race opened: no slap
R_GONE = const(106)  # stamped while the screen before this one was on the glass: spent on it
R_WOKE = const(107)  # pressed while the screen was dim or dark: spent on waking it
_R_TEXT = (
    "waiting for the next press",
    "move timed out",
    "cancelled",
    "input overflow: keys resynced",
    "nothing to do with that now",
    "pressed before the race opened",
    "that screen was already gone",
    "woke the screen",
)

NO_ACTION = const(-1)  # Outcome.kind when no engine action was attempted


def key(player, button):
    """The key number of ``button`` on ``player``'s panel."""
    return player * BUTTONS + button


def player_of(key_number):
    return key_number // BUTTONS


def button_of(key_number):
    return key_number % BUTTONS


def spit_pile(player, button, piles=2):
    """The spit pile ``L``/``R`` points at for ``player``: L = own pile, R = the other's. With
    one pile in play (``piles`` 1) pile 0 counts as everyone's own."""
    own = player if piles == 2 else 0
    return own if button == L else 1 - own


def reason(code):
    """Short English text for an outcome code: engine codes via ``spit.reason``, else ours."""
    if code >= R_PENDING and code - R_PENDING < len(_R_TEXT):
        return _R_TEXT[code - R_PENDING]
    return spit.reason(code)


class Outcome:
    """What one applied gesture did, for the view, sound and log. One instance is reused.

    ``player`` (-1 for none), ``button`` (the press, -1 for none), ``key`` (key number or -1),
    ``t`` (the press's own time), ``te`` (its effective time: ``t`` + handicap; the time given to
    the engine), ``gesture`` (G_*), ``kind``/``x``/``y`` (the engine action attempted, kind
    ``NO_ACTION`` if none), ``code`` (``spit.OK``, an engine ``E_*`` reason or an ``R_*`` code),
    ``lost_race`` (True when the other player's press on the same pile came first: the card was
    refused, or retargeted to the other pile when ``code`` is OK), ``first`` (the pile the player
    meant, when lost_race).
    """

    def __init__(self):
        self.clear()

    def clear(self):
        self.player = -1
        self.button = -1
        self.key = -1
        self.t = 0
        self.te = 0
        self.gesture = G_NONE
        self.kind = NO_ACTION
        self.x = 0
        self.y = 0
        self.code = R_NOT_NOW
        self.lost_race = False
        self.first = -1

    @property
    def ok(self):
        return self.code == 0

    @property
    def refused(self):
        """True when the screen should show a refusal (X, red line, buzz): every press that
        changed nothing, but a gesture under way and a press spent on a screen already gone."""
        code = self.code
        return 0 < code < R_PENDING or code == R_TIMEOUT or code == R_NOT_NOW or code == R_EARLY


class PileMemory:
    """The last carried-out play on each spit pile, shared by both players' gestures.

    It is what tells "your card was refused because the other player got there first"
    (``Outcome.lost_race``) from a plain wrong card.
    """

    def __init__(self):
        self.by = [-1, -1]  # player whose play landed last on pile j
        self.t = [0, 0]  # its effective time
        self.prev = [-1, -1]  # pile j's top card before that play
        self.alternate = False  # the game's alternate_colors rule

    def clear(self, alternate=False):
        self.by[0] = self.by[1] = -1
        self.alternate = alternate

    def landed(self, player, pile, before, te):
        self.by[pile] = player
        self.t[pile] = te
        self.prev[pile] = before

    def lost(self, player, pile, card, te):
        """True when ``card`` fitted ``pile`` until the other player's play just before ``te``."""
        if self.by[pile] != 1 - player:
            return False
        if not 0 <= ticks_diff(te, self.t[pile]) <= LOST_RACE_MS:
            return False
        return fits(card, self.prev[pile], self.alternate)


class Gestures:
    """One player's gesture state machine: presses in, engine actions and outcomes out.

    Readable by the view: ``aim`` (the spit pile a tap prefers), ``armed`` (the pile an L/R press
    aimed the next tap at, or -1), ``slot`` (the empty slot waiting for a source pile, or -1).
    """

    def __init__(self, player, piles):
        self.player = player
        self.piles = piles
        self.slots = 5
        self.speed = False
        self.reset()

    def reset(self, slots=5, speed=False):
        """A new game: no pending gesture, aim at his own pile."""
        self.slots = slots
        self.speed = speed
        self.aim = self.player
        self.armed = -1
        self.armed_t = 0
        self.slot = -1
        self.slot_t = 0

    def cancel(self):
        """Forget half-made gestures (phase change, overflow resync); keep the aim preference."""
        self.armed = -1
        self.slot = -1

    def expire(self, te, out):
        """Fill ``out`` with a move timeout when the pending slot's window closed by ``te``."""
        if self.armed >= 0 and ticks_diff(te, self.armed_t) > _AIM_WINDOW_MS:
            self.armed = -1  # an aim just lapses: the tap auto-targets, preferring ``aim``
        if self.slot < 0 or ticks_diff(te, self.slot_t) <= MOVE_WINDOW_MS:
            return False
        out.gesture = G_TIMEOUT
        out.code = R_TIMEOUT
        out.x = self.slot
        out.te = out.t = self.slot_t + MOVE_WINDOW_MS
        self.slot = -1
        return True

    def press(self, game, button, te, out):
        """Apply a fresh press of ``button`` at effective time ``te`` to ``game``; fill ``out``."""
        p = self.player
        phase = game.phase
        if button == SPIT:
            out.gesture = G_SPIT
            self._act(out, spit.A_SPIT, 0, 0, game.spit(p, te))
        elif button == L or button == R:
            pile = spit_pile(p, button)
            if game.piles_in_use() == 1:
                pile = 0
            if phase == spit.SLAP:
                out.gesture = G_SLAP
                self._act(out, spit.A_SLAP, pile, 0, game.slap(p, pile, te))
            elif phase == spit.CHOOSE:
                out.gesture = G_CHOOSE
                self._act(out, spit.A_CHOOSE, pile, 0, game.choose(p, pile, te))
            elif phase == spit.PLAY or phase == spit.READY:
                self.slot = -1
                self.armed = pile
                if game.piles_in_use() == 2:  # one pile: the aim for two-pile rounds stays
                    self.aim = pile
                self.armed_t = te
                out.gesture = G_AIM
                out.x = pile
                out.code = R_PENDING
            else:
                out.code = R_NOT_NOW
        elif button < self.slots:
            self._pile(game, button, te, out)
        else:
            out.code = spit.E_INDEX  # P5 with four stock piles

    def _act(self, out, kind, x, y, code):
        out.kind = kind
        out.x = x
        out.y = y
        out.code = code

    def _pile(self, game, i, te, out):
        p = self.player
        card = game.top(p, i)
        if self.slot >= 0 and game.phase == spit.PLAY:
            if i == self.slot:
                self.slot = -1
                out.gesture = G_SLOT
                out.x = i
                out.code = R_CANCEL
                return
            if card != -1:
                out.gesture = G_MOVE
                self._act(out, spit.A_MOVE, i, self.slot, game.move(p, i, self.slot, te))
                self.slot = -1
                return
        if card == -1 and not self.speed and game.phase == spit.PLAY:
            self.armed = -1
            self.slot = i
            self.slot_t = te
            out.gesture = G_SLOT
            out.x = i
            out.code = R_PENDING
            return
        if card == -2 and not self.speed:
            out.gesture = G_FLIP
            self._act(out, spit.A_FLIP, i, 0, game.flip(p, i, te))
            return
        self._play(game, i, card, te, out)

    def _play(self, game, i, card, te, out):
        p = self.player
        out.gesture = G_PLAY
        single = game.piles_in_use() == 1
        explicit = self.armed >= 0
        first = 0 if single else (self.armed if explicit else self.aim)
        self.armed = -1
        pile = first
        before = game.spit_top(first)
        code = game.play(p, i, first, te)
        if code == spit.E_RANK or code == spit.E_COLOR:
            other = -1 if explicit or single else 1 - first
            if other >= 0:
                other_top = game.spit_top(other)
                if game.play(p, i, other, te) == 0:
                    code, pile, before = 0, other, other_top
            # Lost a race: the pile meant (or, refused everywhere, either) was just taken.
            if self.piles.lost(p, first, card, te):
                out.first = first
            elif other >= 0 and code != 0 and self.piles.lost(p, other, card, te):
                out.first = other
            out.lost_race = out.first >= 0
        if code == 0:
            self.piles.landed(p, pile, before, te)
        self._act(out, spit.A_PLAY, i, pile, code)
