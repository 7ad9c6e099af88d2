# SPDX-License-Identifier: MIT
"""The CPU player and attract mode through the real app: the hooks spit.input.bot plugs into."""

import sys

import pytest
from simkit import presses, simulate

A = 0
P1, P2, P3, P4, P5, L, R, SPIT = range(8)


def _bot_present():
    try:
        from spit.input import bot  # noqa: F401
    except ImportError:
        return False
    return True


pytestmark = pytest.mark.skipif(not _bot_present(), reason="no spit.input.bot in this firmware")


def test_a_cpu_on_b_plays_against_a_human_through_the_race():
    # settings: "CPU player" is the second item; R steps off -> plays B; then Back, then Play
    script = [(800, A + P4), (1000, A + SPIT), (1200, A + P5), (1400, A + R)]
    script += [(1600, A + P2), (1700, A + P2), (1900, A + SPIT)]  # up, wrap to "Back", choose
    script += [(2300, A + SPIT), (2600, A + SPIT)]  # Play; A picks (B's CPU comes picked)
    script += [(3000, A + SPIT)]  # A calls "Spit!"; B, the CPU, calls by itself
    run = simulate(presses(*script), until_ms=9000, seed=11)
    app = run.app
    assert app.stats.settings.cpu_side == 1
    assert (
        app.stage.match is not None
        and app.stage.match.bots[1] is not None
        and app.stage.match.bots[0] is None
    )
    presses_b = [f for f in run.lines("P") if f[0] == "1"]
    assert presses_b, "the CPU pressed nothing"
    assert any(f[1] == "7" and f[3] == "0" for f in presses_b)  # its SPIT call was carried out
    assert app.stage.match.game.phase != 0  # both called: the game left READY


def test_after_a_pause_the_cpu_plays_on(tmp_path):
    """The pause menu lets the CPU player go (its heap is the menu's); Resume brings it back."""
    from simkit import Event

    script = [(800, A + P4), (1000, A + SPIT), (1200, A + P5), (1400, A + R)]
    script += [(1600, A + P2), (1700, A + P2), (1900, A + SPIT), (2300, A + SPIT)]  # CPU on B
    script += [(2600, A + SPIT)]  # who plays: A's first row (B's CPU comes picked)
    script += [(3000, A + SPIT)]  # Spit! (B, the CPU, calls by itself)
    events = presses(*script) + [Event(5000, A + SPIT, True), Event(7400, A + SPIT, False)]
    seen = {}

    def watch(sim):
        appmod = sys.modules["spit.console.flow.app"]
        app = appmod.current
        if app is not None and app.phase == appmod.PAUSE and "paused" not in seen:
            seen["paused"] = (app.stage.match.bots[0], app.stage.match.bots[1])

    run = simulate(events + presses((8500, A + SPIT)), until_ms=14000, seed=11, on_frame=watch)
    app = run.app
    assert seen["paused"] == (None, None)  # no CPU on the heap while the menu is up
    assert app.phase == run.appmod.GAME and app.stage.match.bots[1] is not None
    resumed = [n for n, f in enumerate(run.lines("M")) if f[0] == "game"][-1]
    after = run.log.split("\nM ")[resumed + 1 :]
    assert any(line.startswith("P ") and line.split(" ")[3] == "1"
               for chunk in after for line in chunk.splitlines())  # fmt: skip


def test_attract_mode_starts_when_idle_and_any_press_ends_it():
    run = simulate(until_ms=75000, seed=2)
    app = run.app
    assert app.phase == run.appmod.ATTRACT
    assert app.stage.match.bots[0] is not None and app.stage.match.bots[1] is not None
    assert app.stage.match.game.changes > 3  # the CPUs are playing
    assert app.stats.played_total() == 0
    ended = simulate(presses((61000, 8 + P3)), until_ms=62000, seed=2)
    assert ended.app.phase == ended.appmod.TITLE
    assert ended.app.screen.menu.cursor == 0  # the press that ended the demo moved nothing
    notes = [" ".join(f) for f in ended.lines("M") if f[0] not in ("hw:", "screen")]
    assert notes[-3:] == ["attract", "game abandoned", "title"]
    # (the demo began as the screen dimmed, a minute without a press: the press also woke it)
    assert [" ".join(f) for f in ended.lines("M") if f[0] == "screen"] == [
        "screen dim",
        "screen awake",
    ]


def test_a_finished_demo_is_logged_to_its_end_and_the_next_begins(tmp_path):
    import subprocess
    import sys

    from simkit import SimStop

    def second_demo(sim):
        app = sys.modules["spit.console.flow.app"].current
        if app is not None and app.frames == 1:  # a console set never to switch the screen off
            app.stats.settings.dark_min = 0  # (dark, a demo ends and the title waits: no next)
            app.idle.set_minutes(app.stats.settings.dim_min, 0)
        if sim.log_bytes().count(b"\nG ") >= 2:
            raise SimStop("second demo")

    run = simulate(until_ms=900000, seed=4, on_frame=second_demo)
    assert run.why == "second demo"
    assert len(run.lines("E")) == 1 and run.app.phase == run.appmod.ATTRACT
    assert run.app.stats.played_total() == 0  # demos are not counted
    log = tmp_path / "demo.log"
    log.write_text(run.log)
    out = subprocess.run(
        [sys.executable, "-m", "host_tools.spitlog", "replay", str(log)],
        capture_output=True, text=True, timeout=60,
    )  # fmt: skip
    assert out.returncode == 0 and "ended: OK" in out.stdout, out.stdout


def test_a_palm_ending_the_demo_moves_nothing_on_the_title():
    # three buttons of both panels within 2 ms, 1 s into the demo (the simulator draws the title
    # in the frame that starts SETTLE_MS after the first press: a press from 61004 on is made
    # seeing the title, and the time rule lets it act there)
    palm = presses((61000, 8 + P5), (61000, A + P4), (61002, A + P5))
    run = simulate(palm, seed=2, until_ms=61500)
    assert run.app.phase == run.appmod.TITLE and run.app.screen.menu.cursor == 0


def test_the_cpus_half_is_labelled_and_the_human_is_told_its_name(tmp_path):
    import os
    import pathlib

    import numpy as np
    import pygame

    from spit.screen import halves

    keep = os.environ.get("SPIT_SHOTS")
    folder = pathlib.Path(keep) if keep else tmp_path
    folder.mkdir(parents=True, exist_ok=True)
    shot = folder / "cpu-ready.png"
    script = [(800, A + P4), (1000, A + SPIT), (1200, A + P5), (1400, A + R)]  # CPU plays B
    script += [(1600, A + P2), (1700, A + P2), (1900, A + SPIT), (2300, A + SPIT)]  # Back, Play
    script += [(2600, A + SPIT)]  # who plays: A a Guest (a new console's first row); B's CPU
    seen = {}

    def on_frame(sim):
        import sys

        app = sys.modules["spit.console.flow.app"].current
        view = app.view if app is not None else None
        if view is not None and app.phase == run_phase(app):
            seen["lines"] = [t.text for t in view.banner.status]

    def run_phase(app):
        import sys

        return sys.modules["spit.console.flow.app"].GAME

    run = simulate(presses(*script), until_ms=3000, seed=11, shots={2950: shot},
                   on_frame=on_frame)  # fmt: skip
    level = run.app.stats.settings.cpu_level
    assert run.app.stage.names == ("A", "CPU %d" % level)  # a Guest goes by his panel's letter
    a_line, b_line = seen["lines"]
    assert b_line == "CPU %d plays this side" % level
    img = pygame.image.load(str(shot))
    px = np.ascontiguousarray(pygame.surfarray.array3d(img).transpose(1, 0, 2)).astype(int)
    b_plate = px[0 : halves.H - halves.STATUS_Y][::-1, ::-1]  # B's line, turned to read
    a_plate = px[halves.STATUS_Y : halves.H]
    assert (b_plate > 200).all(axis=2).sum() > 300  # the label is drawn on the CPU's half
    assert ((b_plate > 200).all(axis=2) != (a_plate > 200).all(axis=2)).sum() > 100
