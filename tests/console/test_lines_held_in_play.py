# SPDX-License-Identifier: MIT
"""Deploy keeps a module's line numbers unless a game holds it on the heap
(host_tools.deploy.mpy.HELD_IN_PLAY): line tables on every module a game holds would cost stock
~3.3 KB in a game and ~4.5 KB in attract mode, under the 40 000 B floor there. So the list must
name every module a game and a demo hold: checked here against a simulated CPU game and a demo,
on the device's path (spit.screen.KEEP_MODULES off: modules really let go, as on stock)."""

import pathlib
import sys

from simkit import simulate

from host_tools.deploy import mpy
from host_tools.sim import script

CPU_GAME = pathlib.Path(__file__).parents[2] / "bench" / "games" / "cpu_masher.txt"


def _held(events, until_ms, phase):
    # every spit module loaded at the end of a frame of ``phase``
    held = set()

    def watch(sim):
        sys.modules["spit.screen"].KEEP_MODULES = False  # the device's path (each power-on)
        app = sys.modules["spit.console.flow.app"].current
        if app is not None and app.phase == phase:
            held.update(name for name in sys.modules if name.startswith("spit"))
            held.add("(a frame of %s)" % phase)

    try:
        simulate(events, seed=7, until_ms=until_ms, on_frame=watch)
    finally:
        screen = sys.modules.get("spit.screen")
        if screen is not None:
            screen.KEEP_MODULES = True
    return held


def test_a_game_against_the_cpu_holds_only_modules_deployed_without_lines():
    held = _held(script.load(CPU_GAME), 20_000, "game")
    assert {"(a frame of game)", "spit.input.bot"} <= held, "no CPU game was played"
    held.discard("(a frame of game)")
    assert held <= mpy.HELD_IN_PLAY, sorted(held - mpy.HELD_IN_PLAY)


def test_attract_mode_holds_only_modules_deployed_without_lines():
    held = _held([], 75_000, "attract")  # (the demo starts after a minute on the title)
    assert {"(a frame of attract)", "spit.input.bot"} <= held, "attract mode never started"
    held.discard("(a frame of attract)")
    assert held <= mpy.HELD_IN_PLAY, sorted(held - mpy.HELD_IN_PLAY)


def test_a_screen_a_maker_edits_keeps_its_lines_and_the_table_does_not():
    assert mpy.keeps_lines("lib/spit/console/flow/screens/how_to_play.py")
    assert not mpy.keeps_lines("lib/spit/screen/table.py")
    assert not mpy.keeps_lines("lib/adafruit_ticks.py")  # (a pinned library: nobody edits it)
    assert mpy.keeps_lines("lib/spit/screen/table.py", lines=True)
