# SPDX-License-Identifier: MIT
"""`python -m bench app`: the whole console app — frame cost, redraw per play, heap.

A full game is played through the real firmware in the headless simulator (tests/console/player.py
presses the buttons), first without drawing (the app's own cost per frame on CPython), then
drawing every frame with Blinka displayio (what `make play` pays). The redraw per play is the
dirty area the view reports for each frame in which a card was played (the PyGame display
repaints everything, so this is counted at the view layer). The heap comes from the MicroPython
VM (tests/console/heap.py), without the screen, which the VM cannot host.
"""

import pathlib
import statistics
import sys
import time

_ROOT = pathlib.Path(__file__).resolve().parents[1]
for _path in (_ROOT / "firmware" / "lib", _ROOT / "tests" / "console", _ROOT):
    if str(_path) not in sys.path:
        sys.path.insert(0, str(_path))

SEED = 3


def _game(render, until_ms=600000, partial=None):
    from player import Scripter

    from host_tools.sim.run import Sim, SimStop

    scripter = Scripter(think_ms=(60, 400))
    plays = []
    spent = []

    def on_frame(sim):
        now = time.perf_counter()
        if sim.last_wall is not None:
            spent.append(now - sim.last_wall)
        scripter(sim)
        app = sys.modules["spit.console.flow.app"].current
        match = app.stage.match if app is not None else None
        if match is not None and app.view is not None:
            for i in range(match.n):
                out = match.outcomes[i]
                if out.gesture == 1 and out.code == 0:  # panel.G_PLAY carried out
                    plays.append(app.view.dirty.pixels())
                    break
        if scripter.over_at is not None and sim.elapsed >= scripter.over_at + 500:
            raise SimStop("over")
        sim.last_wall = time.perf_counter()

    sim = Sim(headless=True, seed=SEED, until_ms=until_ms, on_frame=on_frame, render=render,
              partial=partial)  # fmt: skip
    sim.last_wall = None
    start = time.perf_counter()
    try:
        sim.run()
    finally:
        sim.close()
    wall = time.perf_counter() - start
    return sim, wall, spent, plays


def main():
    from bench import results

    sim, wall, spent, plays = _game("shots")
    print("full game, seed %d, headless, drawing deferred:" % SEED)
    print("  %d frames of %d ms = %.1f s of play in %.2f s wall" % (
        sim.frames, 25, sim.elapsed / 1000, wall))  # fmt: skip
    ms = [1000 * x for x in spent]
    print("  app frame on CPython: mean %.3f ms, median %.3f ms, worst %.1f ms (a deal)" % (
        statistics.mean(ms), statistics.median(ms), max(ms)))  # fmt: skip
    say = "a full game (seed %d, tests/console/player.py), headless, drawing deferred" % SEED
    results.record("frame_median_ms", round(statistics.median(ms), 3), "ms",
                   say + ": the app's frame, median", "cpython")  # fmt: skip
    if plays:
        median = statistics.median(plays)
        print("  redraw per play (view dirty area): median %d px (%.1f%% of 320x240), worst %d" % (
            median, 100 * median / 76800, max(plays)))  # fmt: skip
        results.record("play_redraw_median_px", round(median), "px",
                       say + ": redrawn per play, the view's count, median", "cpython")  # fmt: skip
    sim, wall, spent, _ = _game("all", until_ms=12000, partial=True)
    ms = [1000 * x for x in spent]
    print("first 12 s drawn every frame, dirty areas only (as `make play` draws):")
    print("  frame incl. Blinka displayio + PyGame: mean %.1f ms, worst %.1f ms; %.1f s wall" % (
        statistics.mean(ms), max(ms), wall))  # fmt: skip
    print("  (a full repaint, which PyGameDisplay does by default, costs ~170 ms a frame)")
    try:
        from heap import measure

        from tests.mpvm.vm import available

        reason = available()
        if reason:
            print("heap: MicroPython VM unavailable (%s)" % reason)
            return
        f = measure()
    except Exception as err:  # noqa: BLE001 - a bench prints what it can
        print("heap: not measured (%s)" % err)
        return
    print("heap in the MicroPython VM (app without the screen):")
    print("  imported code (engine included) %d B; app state on the title %d B" % (
        f["imports"], f["app_title"]))  # fmt: skip
    vm = " (MicroPython VM, the app without the screen)"
    for key, what in (("imports", "imported code, the engine included"),
                      ("app_title", "the app's state on the title"),
                      ("in_use_game", "in use during a game"),
                      ("in_use_after_play", "in use after 14 s of mashing"),
                      ("idle_frame_alloc", "allocated by an idle frame"),
                      ("press_frame_alloc", "allocated by a frame with presses")):  # fmt: skip
        results.record("vm.%s_b" % key, f[key], "B", what + vm, "mpvm")
    print("  in use during a game %d B; after 14 s of mashing %d B" % (
        f["in_use_game"], f["in_use_after_play"]))  # fmt: skip
    print("  allocated by an idle frame %d B, by a frame with presses %d B" % (
        f["idle_frame_alloc"], f["press_frame_alloc"]))  # fmt: skip


if __name__ == "__main__":
    main()
