# SPDX-License-Identifier: MIT
"""Faults in every phase of the real app, and hangs the watchdog must end.

For each screen the console can be on (title, settings, game, pause, result, hardware test,
attract mode, and the fault screen itself) a one-time exception is forced in each stage of the
loop (input, engine step, view, sound). Each must land on the fault screen, put its traceback in
the event log, return to the title, and leave the statistics exactly as they were in flash; the
console then plays again. A hang (the frame never returns, the clock runs on) in each screen must
be ended by the watchdog, and the console boots to the title with the statistics intact.
"""

import random

import pytest

from host_tools.sim.stubs import keypad, microcontroller
from spit.console.records import players
from spit.console.records.stats import V_POINTS, Stats
from spit.console.records.store import Store
from tests.reliability import appkit, fuzzkit

STAGES = ("read_input", "step", "view_update", "sound")
PHASES = ("TITLE", "SETTINGS", "GAME", "PAUSE", "OVER", "HWTEST", "ATTRACT", "FAULT")


class Boom(Exception):
    """The forced fault."""


def prepared_nvm(path):
    """Flash holding a few games of statistics; points to 25 so a game is one short round."""
    st = Stats(Store(microcontroller.FlashNVM(path=str(path))))
    st.settings.set("scoring", 1)
    st.settings.set("target", 25)
    for p, name in enumerate("AB"):  # the pair the app seats again (spit.console.records.players)
        players.seat(st, p, players.add(st, name)[0])
    for winner in (0, 1, 1):
        st.begin_game()
        st.note_slap(winner, 345)
        st.end_game(winner, V_POINTS)
    assert st.save()
    return st.pack()


def flash_stats(path):
    return Stats(Store(microcontroller.FlashNVM(path=str(path)))).pack()


class Driver:
    """Presses its way to a target screen, like a person would (panel A; both in a game)."""

    def __init__(self, rng):
        self.rng = rng
        self.busy = 0
        self.mash = fuzzkit.Mash(rng, keypad.inject, smart=1.0, noise=0.0)

    def tap(self, sim, button, hold=40):
        at = sim.elapsed + 10
        keypad.inject(button, True, appkit.ticks(sim, at))
        keypad.inject(button, False, appkit.ticks(sim, at + hold))
        self.busy = at + hold + 250

    def toward(self, sim, app, m, target):
        """One step towards screen ``target`` (an App phase constant name)."""
        if sim.elapsed < self.busy:
            return
        phase = app.phase
        want = getattr(m, target)
        if target == "ATTRACT":
            if app.cpu_maker is None or getattr(app.cpu_maker, "fuzz", False) is False:
                maker = lambda game, p, level: fuzzkit.LegalBot(game, p, self.rng)  # noqa: E731
                maker.fuzz = True
                app.cpu_maker = maker
            if phase not in (m.TITLE, m.HALL):
                self.tap(sim, 7)
            return  # the title, left alone for a minute, starts attract mode (its records
            # kept: the hall of fame first, left alone too)
        if phase == m.TITLE:
            if target in ("SETTINGS", "HWTEST"):
                if app.screen.menu.cursor != 1:
                    self.tap(sim, 3)  # down to "Settings"
                else:
                    self.tap(sim, 2)  # P3 chooses
            else:
                self.tap(sim, 7)  # SPIT: play
        elif phase == m.SETTINGS and target == "HWTEST":
            keys = [item[0] for item in app.screen.menu.items]
            self.tap(sim, 3 if app.screen.menu.cursor != keys.index("hwtest") else 2)
        elif phase == m.GAME and target == "PAUSE":
            self.tap(sim, 7, hold=2300)
        elif phase == m.GAME and target in ("OVER", "FAULT"):
            if target == "FAULT":
                return
            self.mash.plan(app.stage.match.game, sim.elapsed, 25)
            self.mash.deliver(sim.elapsed + 25, lambda e: appkit.ticks(sim, e))
        elif phase != want:
            for button in appkit.menu_way_out(app, m):
                self.tap(sim, button)


class FaultRun:
    """The on_frame hook: reach each screen, force a fault in one stage, watch the recovery."""

    def __init__(self, target, stages, nvm, seed=5):
        self.nvm = nvm
        self.target = target
        self.stages = list(stages)
        self.rng = random.Random(seed)
        self.driver = Driver(self.rng)
        self.state = "drive"
        self.stage = None
        self.arrived = 0
        self.results = []  # (stage, phase seen after the fault, back at the title)
        self.seen_fault = False
        self.feeds = 0

    def arm(self, app, m, stage):
        """The next call of ``stage`` raises once."""
        self.snap = flash_stats(self.nvm)
        owner, name = (app.sound, "update") if stage == "sound" else (app, stage)
        real = getattr(owner, name)

        def broken(*args, **kwargs):
            setattr(owner, name, real)
            raise Boom("forced fault in %s on %s" % (stage, self.target))

        setattr(owner, name, broken)

    def __call__(self, sim, app, m):
        if self.state == "drive":
            if self.target == "FAULT" and app.phase == m.GAME and app.stage.match is not None:
                self.arm(app, m, "view_update")  # a first fault puts the fault screen up
                self.state = "fault-screen"
                return
            if app.phase == getattr(m, self.target):
                self.arrived += 1
                if self.arrived > 3:  # settled on the screen
                    self.stage = self.stages.pop(0)
                    self.arm(app, m, self.stage)
                    self.state = "armed"
                    self.seen_fault = False
                return
            self.arrived = 0
            self.driver.toward(sim, app, m, self.target)
        elif self.state == "fault-screen":
            if app.phase == m.FAULT:
                self.arrived += 1
                if self.arrived > 3:
                    self.stage = self.stages.pop(0)
                    self.arm(app, m, self.stage)
                    self.state = "armed"
                    self.seen_fault = False
                    self.fault_count = app.faults
        elif self.state == "armed":
            if app.phase == m.FAULT and (self.target != "FAULT" or app.faults > self.fault_count):
                self.seen_fault = True
                self.state = "recovering"
                self.fault_at = sim.elapsed
                self.fault_text = app.fault_text
        elif self.state == "recovering":
            if app.phase == m.TITLE:
                kept = flash_stats(self.nvm) == self.snap == app.stats.pack()
                self.results.append((self.stage, self.seen_fault, self.fault_text, kept))
                self.state = "healthy"
                self.healthy_from = sim.elapsed
            elif sim.elapsed - self.fault_at > 8000:
                pytest.fail("no way back to the title after a fault in %s" % self.stage)
        elif self.state == "healthy":
            # 10 s of health clear the fault count (spit.console.flow.app HEALTHY_MS) before the
            # next one
            if sim.elapsed - self.healthy_from > 11000:
                if not self.stages:
                    self.state = "play-again"
                    return
                self.state = "drive"
                self.arrived = 0
        elif self.state == "play-again":
            if app.phase == m.GAME and app.stage.match is not None:
                raise appkit.SimStop("played again")
            self.driver.toward(sim, app, m, "GAME")


@pytest.mark.parametrize("target", PHASES)
def test_a_fault_in_any_stage_of_any_screen_recovers_with_stats_intact(tmp_path, target):
    nvm = tmp_path / "nvm.bin"
    before = prepared_nvm(nvm)
    run = FaultRun(target, STAGES, nvm)
    sim, app, m, why = appkit.run_console(run, 600_000, nvm)
    assert why == "played again", "%s: stopped with %r after %r" % (target, why, run.results)
    assert sim.resets == 0
    assert [r[0] for r in run.results] == list(STAGES)
    for stage, seen, text, kept in run.results:
        assert seen, "no fault screen after a fault in %s on %s" % (stage, target)
        if target != "FAULT":  # (a fault on the fault screen keeps the first message up)
            assert "forced fault in " + stage in text
        assert kept, "statistics changed by a fault in %s on %s" % (stage, target)
    log = sim.log_text
    for stage in STAGES:
        lines = [line for line in log.splitlines() if line.startswith("F ")]
        text = "\n".join(lines)
        assert "forced fault in %s on %s" % (stage, target) in text
        assert "Traceback" in text and "in broken" in text, "no traceback in the log"
    assert app.stats.pack() == flash_stats(nvm)
    if target != "OVER":  # (reaching the result screen adds finished games)
        assert flash_stats(nvm) == before, "the statistics in flash changed"
    else:
        assert Stats(Store(microcontroller.FlashNVM(path=str(nvm)))).played_total() == 3 + 4


class Hang:
    """Reach a screen, then hang the frame: the clock runs on inside it and nothing feeds."""

    def __init__(self, target, nvm):
        self.nvm = nvm
        self.snap = None
        self.rng = random.Random(9)
        self.driver = Driver(self.rng)
        self.target = target
        self.hung = False
        self.arrived = 0
        self.reason = None

    def __call__(self, sim, app, m):
        if self.hung:
            self.reason = microcontroller.cpu.reset_reason
            if sim.resets and app.phase == m.TITLE:
                raise appkit.SimStop("rebooted")
            return
        if app.phase == getattr(m, self.target):
            self.arrived += 1
            if self.arrived > 3:
                self.hung = True
                self.snap = flash_stats(self.nvm)
                real = app.step

                def stuck(now):
                    for _ in range(100):  # ten seconds stuck in a loop that never returns
                        sim._set_elapsed(sim.elapsed + 100)
                    return real(now)

                app.step = stuck
            return
        self.arrived = 0
        self.driver.toward(sim, app, m, self.target)


@pytest.mark.parametrize("target", ("TITLE", "SETTINGS", "GAME", "PAUSE", "OVER", "ATTRACT"))
def test_a_hang_in_any_screen_is_ended_by_the_watchdog(tmp_path, target):
    nvm = tmp_path / "nvm.bin"
    before = prepared_nvm(nvm)
    hang = Hang(target, nvm)
    sim, app, m, why = appkit.run_console(hang, 600_000, nvm)
    assert why == "rebooted", why
    assert sim.resets == 1
    assert hang.reason == microcontroller.ResetReason.WATCHDOG
    assert flash_stats(nvm) == hang.snap and app.stats.pack() == hang.snap
    if target != "OVER":  # (reaching the result screen adds a finished game)
        assert hang.snap == before


def test_the_watchdog_is_fed_only_while_frames_finish(tmp_path):
    """Healthy frames feed it; a frame that raises every time (a fault loop) soon stops."""
    nvm = tmp_path / "nvm.bin"
    prepared_nvm(nvm)
    seen = {"feeds": [], "resets": 0}

    def hook(sim, app, m):
        dog = microcontroller.watchdog
        seen["feeds"].append((sim.elapsed, dog.feeds, app.faults))
        if sim.elapsed > 2000 and sim.resets == 0 and app.read_input.__name__ != "broken":

            def broken(now):
                raise Boom("every frame")

            app.read_input = broken
        if sim.resets:
            raise appkit.SimStop("reset")

    sim, app, m, why = appkit.run_console(hook, 60_000, nvm)
    assert why == "reset" and sim.resets == 1
    feeds = seen["feeds"]
    healthy = [f for t, f, faults in feeds if t <= 2000]
    assert healthy[-1] - healthy[0] >= 60  # about one feed a frame while healthy
    late = [f for t, f, faults in feeds if faults >= 5]
    assert late and late[-1] == late[0]  # from the fifth fault on, nothing fed it
