# SPDX-License-Identifier: MIT
"""Fuzz the input path: mashed, bouncing, held, tied and overflowing keys through the keypad
stand-in -> spit.input.race -> the engine -> spit.screen.view, with the clock wrapping between
games.

After every applied press the 52 cards are all accounted for; after every frame the screen
objects show what the engine says. ``SPIT_RACE_EDGES`` sets the number of raw key edges (default
30 000 in CI: test_fuzz_app.py does the 100 000 through the whole app; ``make soak`` runs the
soak-marked long version).
"""

import os
import random

import pytest

import spit
from host_tools.sim.stubs import keypad, supervisor
from spit.input import panel
from spit.input.race import Race
from spit.screen.view import View
from tests.reliability import fuzzkit

FRAME_MS = 25
RULES = (
    {},
    {"stocks": 4, "slap": False},
    {"scoring": "points", "target": 40, "alternate_colors": True},
    {"auto_flip": False},
    {"mode": "speed", "target": 5},
    {"mode": "speed", "speed_side": 5, "alternate_colors": True},
)


class Rig:
    """One console's input and screen without the app: what the fuzz drives."""

    def __init__(self, seed):
        self.rng = random.Random(seed)
        supervisor.reset(fuzzkit.WRAP - 30_000)  # the first wrap comes 30 s in
        self.base = supervisor.ticks_ms()
        self.elapsed = 0
        self.keys = keypad.Keys(
            list(range(16)),
            value_when_pressed=False,
            interval=panel.SCAN_INTERVAL,
            max_events=panel.MAX_EVENTS,
            debounce_threshold=panel.DEBOUNCE_THRESHOLD,
            bounce_ms=6,
            seed=seed,
        )
        self.event = keypad.Event()
        self.race = Race(seed=seed, listener=self.applied)
        self.view = View(None)
        self.mash = fuzzkit.Mash(self.rng, self.keys.set_contact)
        self.game = None
        self.games = 0
        self.presses = 0
        self.stalls = 0
        self.wraps = 0
        self.new_game()

    def ticks(self, elapsed):
        return (self.base + elapsed) & fuzzkit.MASK

    def applied(self, out):
        """Race listener: after every gesture, the cards are all there; refusals go on screen."""
        self.presses += 1
        if self.game is not None:
            fuzzkit.check_cards(self.game)
            if out.player >= 0 and (out.refused or out.code == 0):
                self.view.outcome(out.player, out.button, out.code, 0, out.lost_race)

    def new_game(self):
        seed = self.rng.randrange(1 << 30)
        rules = spit.Rules(**self.rng.choice(RULES))
        self.game = spit.Game(rules=rules, seed=seed)
        now = self.ticks(self.elapsed)
        self.race.reset(self.game, now, seed)
        for p in (0, 1):
            self.race.set_handicap(p, self.rng.choice((0, 0, 50, 500)))
        self.view.show_game(self.game, now)

    def idle_to_near_wrap(self):
        """Between games: the title sits idle until just before the next ticks wrap."""
        now = self.ticks(self.elapsed)
        gap = (fuzzkit.WRAP - self.rng.randrange(2_000, 40_000) - now) & fuzzkit.MASK
        while gap > 0:  # idle in steps short enough for ticks_diff, as menu frames would be
            step = min(gap, 1 << 27)
            self.advance(step)
            self.race.drain(self.keys, self.event, self.ticks(self.elapsed))
            self.race.step(None, self.ticks(self.elapsed))
            gap -= step
        self.wraps += 1

    def advance(self, ms):
        self.elapsed += ms
        supervisor.set_ticks(self.ticks(self.elapsed))

    def frame(self):
        t0 = self.elapsed
        self.mash.plan(self.game, t0, FRAME_MS)
        self.mash.deliver(t0 + FRAME_MS, self.ticks)
        self.advance(FRAME_MS)
        if self.rng.random() < 0.002:  # the loop stalls (an nvm write, a slow frame)
            self.stalls += 1
            for _ in range(self.rng.randrange(4, 40)):
                self.mash.plan(self.game, self.elapsed, FRAME_MS)
                self.mash.deliver(self.elapsed + FRAME_MS, self.ticks)
                self.advance(FRAME_MS)
        now = self.ticks(self.elapsed)
        self.race.drain(self.keys, self.event, now)
        self.race.step(self.game, now)
        self.view.update(self.game, now)
        fuzzkit.check_cards(self.game)
        fuzzkit.check_screen(self.view, self.game)
        if self.game.phase == spit.OVER:
            self.games += 1
            self.idle_to_near_wrap()
            self.new_game()


def fuzz(edges, seed):
    rig = Rig(seed)
    while rig.mash.edges < edges:
        rig.frame()
    return rig


def test_fuzzed_presses_never_crash_lose_cards_or_desync_the_screen():
    edges = int(os.environ.get("SPIT_RACE_EDGES", "30000"))
    rig = fuzz(edges, seed=2026)
    print(
        "\nfuzz race: %d edges, %d keypad scans, %d presses applied, %d games, %d wraps, "
        "%d overflows, %d stalls, %d dropped, gestures %r"
        % (
            rig.mash.edges,
            rig.keys.scans,
            rig.presses,
            rig.games,
            rig.wraps,
            rig.race.overflows,
            rig.stalls,
            rig.race.dropped,
            rig.mash.kinds,
        )
    )
    assert rig.mash.edges >= edges
    # the fuzz really went where it claims: finished games, wraps, overflowed queues
    assert rig.games >= 3 and rig.wraps >= 3 and rig.race.overflows >= 1


@pytest.mark.soak
def test_soak_fuzz_many_seeds():
    edges = int(os.environ.get("SPIT_SOAK_EDGES", "1000000"))
    for seed in range(4):
        rig = fuzz(edges // 4, seed=seed)
        print(
            "\nsoak fuzz race seed %d: %d edges, %d presses, %d games, %d wraps, %d overflows"
            % (seed, rig.mash.edges, rig.presses, rig.games, rig.wraps, rig.race.overflows)
        )
        assert rig.games >= 10
