# SPDX-License-Identifier: MIT
"""A console's input on the host: keypad stand-in + fake clock + the real Race + a real game.

``Rig`` presses switches at chosen ticks, lets the keypad stand-in scan them every 1 ms, drains
and steps the race once per frame exactly as the app does, and keeps every outcome as a tuple.
"""

from collections import namedtuple

import spit
from host_tools.sim.stubs import keypad, supervisor
from spit.input import panel
from spit.input.race import Race

Out = namedtuple("Out", "player button key t te gesture kind x y code lost_race first refused")
NAMES = panel.GESTURE_NAMES


def snapshot(o):
    return Out(
        o.player, o.button, o.key, o.t, o.te, NAMES[o.gesture], o.kind, o.x, o.y, o.code,
        o.lost_race, o.first, o.refused,
    )  # fmt: skip


def total_cards(game):
    """The conservation sum of ENGINE_API.md: 52 in every dealt game."""
    return (
        game.cards(0) + game.cards(1) + game.spit_size(0) + game.spit_size(1)
        + game.side_size(0) + game.side_size(1)
    )  # fmt: skip


class Rig:
    def __init__(
        self, game=None, seed=0, start=supervisor.START, bounce_ms=0, frame_ms=10,
        max_events=panel.MAX_EVENTS, threshold=panel.DEBOUNCE_THRESHOLD,
    ):  # fmt: skip
        keypad.reset_all()
        supervisor.reset(start)
        self.keys = keypad.Keys(
            list(range(panel.KEYS)), value_when_pressed=False, pull=True,
            interval=panel.SCAN_INTERVAL, max_events=max_events, debounce_threshold=threshold,
            bounce_ms=bounce_ms, seed=seed,
        )  # fmt: skip
        self.event = keypad.Event()
        self.out = []
        self.race = Race(seed=seed, listener=lambda o: self.out.append(snapshot(o)))
        self.game = game
        self.frame_ms = frame_ms
        self.race.reset(game, self.now())

    def now(self):
        return supervisor.ticks_ms()

    def at(self, dt):
        """The tick ``dt`` ms from now (wrapping)."""
        return (self.now() + dt) % supervisor.TICKS_PERIOD

    def frame(self):
        now = self.now()
        self.race.drain(self.keys, self.event, now)
        return self.race.step(self.game, now)

    def wait(self, ms):
        """Let ``ms`` pass, one frame every ``frame_ms``."""
        while ms > 0:
            dt = min(ms, self.frame_ms)
            supervisor.advance(dt)
            ms -= dt
            self.frame()

    def tap(self, player, button, hold=40, then=100):
        """Press at now, release ``hold`` ms later, let ``then`` ms pass in all."""
        k = panel.key(player, button)
        self.keys.press(k, self.now())
        self.keys.release(k, self.at(hold))
        self.wait(max(then, hold + 20))

    def new(self, kind=None):
        """Outcomes since the last call (optionally only one gesture kind)."""
        got, self.out = self.out, []
        return [o for o in got if kind is None or o.gesture == kind]


def layout(rules=None, **kw):
    """``Game.from_layout`` with the standard rules unless told."""
    return spit.Game.from_layout(rules or spit.Rules(), **kw)


class PileRace:
    """A stand-in engine for same-pile races: whoever plays pile 0 first gets it (nothing else)."""

    phase = spit.PLAY

    def __init__(self):
        self.taken = -1

    def piles_in_use(self):
        return 2

    def top(self, p, i):
        return spit.card("6H") if p == 0 else spit.card("4S")

    def spit_top(self, j):
        return spit.card("5C") if j == 0 else spit.card("KD")

    def play(self, p, i, j, t):
        if j != 0 or self.taken >= 0:
            return spit.E_RANK
        self.taken = p
        return spit.OK

    def tick(self, t):
        return False
