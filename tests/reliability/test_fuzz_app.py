# SPDX-License-Identifier: MIT
"""Fuzz the whole console: random presses from both panels into the simulated keypad, through
the real app (code.py -> spit.console.flow.app: menus, settings, race, engine, view, log, stats).

Every frame: no fault screen was needed (an exception in the app would show one), the 52 cards
are all there, the screen shows what the engine says, and nvm was not written while a game was
on. At the end the stats in nvm count exactly the games that were finished. ``SPIT_FUZZ_EDGES``
sets the number of raw key edges (default 100 000).
"""

import os
import random

import pytest

import spit  # noqa: F401  (the sim reloads spit; this only makes sure the path is set)
from host_tools.sim.stubs import keypad, microcontroller
from tests.reliability import appkit, fuzzkit

FRAME_MS = 25


def _cpu_games(stats):
    """Games against the CPU in the statistics (each level's human and CPU wins)."""
    return sum(stats.human_wins) + sum(stats.cpu_wins)


class ConsoleFuzz:
    """The on_frame hook: checks the last frame, then mashes the next one."""

    def __init__(self, seed, edges):
        self.rng = random.Random(seed)
        self.target = edges
        self.mash = fuzzkit.Mash(self.rng, keypad.inject, smart=0.5, noise=0.3)
        self.phase = -1
        self.since = 0
        self.patience = 2000
        self.finished = 0  # games between two people that reached the result screen
        self.cpu_finished = 0  # games against the CPU that did, with a winner (its own record)
        self.frames = 0
        self.planned = 0  # sim time of the next plan
        self.checked = 0
        self.seen = -1  # the app's frame count at the last check
        self.writes = 0
        self.phases = {}
        self.stalls = 0

    def stall(self, sim):
        """The loop stalls (a slow frame, a flash write) while both panels mash: the key queue
        overflows. Shorter than the watchdog's 8 s, so the console must cope without a reset."""
        at = sim.elapsed
        for _ in range(self.rng.randrange(30, 90)):
            self.mash._tap(self.rng.randrange(16), at + self.rng.randrange(200), 30)
        self.mash.deliver(at + 300, lambda e: appkit.ticks(sim, e))
        sim._set_elapsed(at + self.rng.randrange(300, 3000))
        self.stalls += 1

    def __call__(self, sim, app, appmod):
        self.frames += 1
        assert app.phase != appmod.FAULT, "fault: " + app.fault_text
        self.phases[app.phase] = self.phases.get(app.phase, 0) + 1
        nvm = microcontroller.nvm
        if app.phase == appmod.GAME and self.phase == appmod.GAME:
            assert nvm.writes == self.writes, "nvm written during play"
        self.writes = nvm.writes
        game = None
        if app.phase in (appmod.GAME, appmod.ATTRACT) and app.stage.match is not None:
            game = app.stage.match.game
            if app.frames != self.seen:  # (the hook comes at each poll of the wait: once a frame)
                self.seen = app.frames
                fuzzkit.check_cards(game)
                fuzzkit.check_screen(app.view, game)
                self.checked += 1
        if app.phase != self.phase:
            if app.phase == appmod.OVER and self.phase == appmod.GAME:
                if app.stage.match.bots[0] is None and app.stage.match.bots[1] is None:
                    self.finished += 1
                elif app.stage.match.game.winner in (0, 1):
                    self.cpu_finished += 1
            st = app.stats
            if self.phase == appmod.CONFIRM and st.played_total() + _cpu_games(st) == 0:
                self.finished = self.cpu_finished = 0  # "Yes - reset all": counting starts again
            self.phase = app.phase
            self.since = sim.elapsed
            self.patience = self.rng.randrange(500, 4000)
        # its exit is 3 SPITs in a row: mashing would trap it. Hands mash at their own pace:
        # a plan per FRAME_MS of time, however often frames come (a press wakes one early)
        if app.phase != appmod.HWTEST and sim.elapsed >= self.planned:
            self.mash.plan(game if app.phase == appmod.GAME else None, sim.elapsed, FRAME_MS)
            self.planned = sim.elapsed + FRAME_MS
        if self.rng.random() < 0.002:
            self.stall(sim)
        if sim.elapsed - self.since > self.patience:  # someone presses their way back to a game
            at = sim.elapsed
            for button in appkit.menu_way_out(app, appmod):
                self.mash._tap(button, at, 40)
                at += 120
            self.since = at
        self.mash.deliver(sim.elapsed + FRAME_MS, lambda e: appkit.ticks(sim, e))
        if self.mash.edges >= self.target:
            raise appkit.SimStop("enough edges")


def fuzz_console(tmp_path, edges, seed):
    fuzz = ConsoleFuzz(seed, edges)
    sim, app, appmod, why = appkit.run_console(fuzz, 1 << 40, tmp_path / "nvm.bin", seed=seed)
    assert why == "enough edges", why
    return fuzz, sim, app


def test_a_mashed_console_never_faults_desyncs_or_miscounts(tmp_path):
    edges = int(os.environ.get("SPIT_FUZZ_EDGES", "100000"))
    fuzz, sim, app = fuzz_console(tmp_path, edges, seed=77)
    stats = app.stats
    print(
        "\nfuzz app: %d edges, %d frames (%d checked in play), %d games finished, "
        "%d resets, %d stalls, overflows %d, phases %r, gestures %r"
        % (
            fuzz.mash.edges,
            fuzz.frames,
            fuzz.checked,
            fuzz.finished,
            sim.resets,
            fuzz.stalls,
            app.race.overflows,
            fuzz.phases,
            fuzz.mash.kinds,
        )
    )
    assert sim.resets == 0
    assert fuzz.finished + fuzz.cpu_finished >= 2
    assert fuzz.checked > 1000 and app.race.overflows >= 1
    # the stats in flash count the finished games, no more, no less
    from spit.console.records.stats import Stats
    from spit.console.records.store import Store

    saved = Stats(Store(microcontroller.FlashNVM(path=str(tmp_path / "nvm.bin"))))
    assert saved.played_total() == stats.played_total() == fuzz.finished
    assert _cpu_games(saved) == _cpu_games(stats) == fuzz.cpu_finished  # CPU games: their own


@pytest.mark.soak
def test_soak_a_mashed_console(tmp_path):
    edges = int(os.environ.get("SPIT_SOAK_EDGES", "1000000"))
    fuzz, sim, app = fuzz_console(tmp_path, edges, seed=78)
    print(
        "\nsoak fuzz app: %d edges, %d frames checked in play, %d games finished, %d stalls, "
        "%d overflows" % (fuzz.mash.edges, fuzz.checked, fuzz.finished, fuzz.stalls,
                          app.race.overflows)
    )  # fmt: skip
    assert sim.resets == 0 and fuzz.finished >= 10
