# SPDX-License-Identifier: MIT
"""Faults and the watchdog, through the real app: an exception, a hang, a fault loop."""

import numpy as np
import pygame
from simkit import play, presses, simulate

A_SPIT, B_SPIT = 7, 15


def _when_playing(action):
    """An on_frame hook running ``action(app, sim)`` once, at the first frame of a game."""
    import sys

    done = {"yes": False}

    def hook(sim):
        app = sys.modules["spit.console.flow.app"].current
        if (
            app is not None
            and not done["yes"]
            and app.phase == "game"
            and app.stage.match is not None
        ):
            done["yes"] = True
            action(app, sim)

    return hook


def _break_view_once(app, sim):
    real = app.view.update

    def broken(g, now=0):
        app.view.update = real
        raise RuntimeError("test fault: the view fell over")

    app.view.update = broken


def test_an_exception_shows_a_message_logs_the_traceback_and_returns_to_the_title(tmp_path):
    shot = tmp_path / "fault.png"
    title = tmp_path / "title.png"
    # again: Play, the pick (SPIT each), then both call "Spit!"
    events = presses(*play(500), *play(7000), (7700, A_SPIT), (7700, B_SPIT))
    run = simulate(events, until_ms=8100, on_frame=_when_playing(_break_view_once),
                   shots={1000: shot, 6500: title})  # fmt: skip
    faults = [" ".join(fields) for fields in run.lines("F")]
    assert any("test fault: the view fell over" in line for line in faults)
    assert any("Traceback" in line or "File" in line for line in faults)
    notes = [fields[0] for fields in run.lines("M") if len(fields) == 1]  # screens, not notes
    assert notes[:5] == ["title", "pick", "game", "fault", "title"]
    # the console plays again afterwards: a second game started and the calls were taken
    assert len(run.lines("G")) == 2
    assert run.app.phase == run.appmod.GAME and run.app.stage.match.game.phase == 1  # PLAY
    image = pygame.surfarray.array3d(pygame.image.load(str(shot)))
    back = pygame.surfarray.array3d(pygame.image.load(str(title)))
    assert (np.abs(image.astype(int) - back.astype(int)).sum(axis=2) > 30).mean() > 0.01
    assert run.sim.resets == 0  # handled by the app, not by a reset


def _hang(app, sim):
    """The frame never returns: the clock runs on 9 s inside it (the watchdog is not fed)."""

    def stuck(g, now=0):
        sim._set_elapsed(sim.elapsed + 9000)

    app.view.update = stuck


def test_a_hung_loop_is_reset_by_the_watchdog_and_boots_to_the_title():
    run = simulate(presses(*play(500)), until_ms=12000, on_frame=_when_playing(_hang))
    assert run.sim.resets == 1
    # a V line at each boot and before each game's G line: two boots, one game
    assert len(run.lines("G")) == 1 and len(run.lines("V")) == 3
    assert run.app.phase == run.appmod.TITLE


def test_a_fault_every_frame_stops_feeding_the_watchdog():
    import sys

    def hook(sim):
        app = sys.modules["spit.console.flow.app"].current
        if app is not None and sim.elapsed >= 1000 and sim.resets == 0:

            def broken(game, now):
                raise ValueError("test fault: every frame")

            app.race.step = broken

    run = simulate(until_ms=12000, on_frame=hook)
    assert run.sim.resets == 1  # the watchdog restarted the console
    # the first faults are logged with their traceback, then only counted
    faults = [f for f in run.lines("F") if f[0] == "ValueError:"]
    assert len(faults) == 5


def _fault_now_and_then(every_ms, first_ms=1000):
    """A hook making the title's input step raise once every ``every_ms`` (until a restart)."""
    import sys

    state = {"next": first_ms}

    def hook(sim):
        app = sys.modules["spit.console.flow.app"].current
        if app is None or sim.resets or sim.elapsed < state["next"]:
            return
        state["next"] += every_ms
        real = app.race.step

        def broken(*args):
            app.race.step = real
            raise ValueError("test fault: now and then")

        app.race.step = broken

    return hook


def test_five_faults_without_10_s_of_health_restart_the_console_which_then_says_why():
    # six faults in 12.5 s: before, each healthy frame between them fed the watchdog again
    run = simulate(until_ms=24000, on_frame=_fault_now_and_then(2500))
    assert run.sim.resets == 1
    assert "restarted by the watchdog" in [" ".join(f) for f in run.lines("M")]
    footer = run.app.view.pages.halves[0].foot.text
    assert run.app.phase == run.appmod.TITLE
    assert footer == "Restarted: faults or a hang"


def test_a_fault_loop_writes_nothing_to_nvm(tmp_path):
    import sys

    nvm = tmp_path / "nvm.bin"
    state = {"saved": None}

    def hook(sim):
        app = sys.modules["spit.console.flow.app"].current
        if app is None or state["saved"] is not None or app.faults < 2:
            return
        app.stats.settings.set("mode", 1)  # a change, then what would save it
        app.stats.changed()
        state["saved"] = app.stats.save()

    faults = _fault_now_and_then(100)
    run = simulate(until_ms=1500, on_frame=lambda sim: (faults(sim), hook(sim)), nvm=str(nvm))
    assert state["saved"] is False
    assert not nvm.exists() or set(nvm.read_bytes()) == {0xFF}
    assert run.app.stats.dirty  # kept for when the console is healthy again
