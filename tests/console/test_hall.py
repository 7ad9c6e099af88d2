# SPDX-License-Identifier: MIT
"""The hall of fame in the attract loop: before the first demo game and between demo games (when
there are records), its records with their holders' initials on both halves, then the next demo
game; any button goes to the title (a press on the dim hall too: tests/console/test_promises.py)."""

from simkit import SimStop, presses, simulate, stop_when

from host_tools.sim.stubs.microcontroller import FlashNVM
from spit.console.records import players
from spit.console.records.stats import GUEST, Stats
from spit.console.records.store import Store


def kept_records(path):
    """ANA beat MAX in a 42 s game (fastest win, best streak 1); no reaction kept yet."""
    st = Stats(Store(FlashNVM(path=str(path))))
    ana, max_ = players.add(st, "ANA")[0], players.add(st, "MAX")[0]
    st.seats = [ana, max_]
    st.begin_game()
    st.end_game(0, 0, play_ms=41200)
    st.seats = [GUEST, GUEST]
    st.settings.dark_min = 0  # never dark: a dark screen ends the demo before its game does
    assert st.save()


def test_the_hall_of_fame_shows_before_the_demo_and_after_each_demo_game(tmp_path):
    nvm = tmp_path / "nvm.bin"
    kept_records(nvm)
    shot = tmp_path / "hall.png"  # (SPIT_SHOTS: kept)
    import os

    if os.environ.get("SPIT_SHOTS"):
        shot = __import__("pathlib").Path(os.environ["SPIT_SHOTS"]) / "hall.png"
    seen = {"hall": [], "attract": []}

    def hook(sim):
        import sys

        app = sys.modules["spit.console.flow.app"].current
        if app is None or app.phase not in seen:
            return
        times = seen[app.phase]
        if times and times[-1][1] == app.phase_t:
            return  # (the same showing)
        times.append((sim.elapsed, app.phase_t))
        if app.phase == "hall" and len(times) == 1:
            seen["rows"] = [h.names.text for h in app.view.pages.halves]
            seen["head"] = [h.head.text for h in app.view.pages.halves]
            sim.screenshot(shot)
        if len(seen["attract"]) == 2:
            raise SimStop("the second demo game")

    run = simulate(seed=2, until_ms=900000, on_frame=hook, nvm=nvm)
    assert run.why == "the second demo game"
    (hall1, _), (hall2, _) = seen["hall"]
    (demo1, _), (demo2, _) = seen["attract"]
    assert 60000 <= hall1 <= 60100  # the title's idle minute: the records before the demo
    assert 8000 <= demo1 - hall1 <= 8100 and 8000 <= demo2 - hall2 <= 8100
    assert demo1 < hall2  # and again after the demo game ended
    rows = seen["rows"][0].split("\n")
    assert seen["rows"][0] == seen["rows"][1] and seen["head"] == ["Hall of fame"] * 2
    assert rows == ["Fastest win   42 s   ANA", "Best streak   1      ANA", "Best reaction -"]
    assert run.app.stats.played_total() == 1  # the demo games were not counted
    assert shot.stat().st_size > 1000


def test_a_console_without_records_starts_the_demo_at_once(tmp_path):
    run = simulate(seed=2, until_ms=61000)  # a fresh console: nothing to show in a hall
    assert run.app.phase == "attract"


def test_any_button_on_the_hall_of_fame_goes_to_the_title(tmp_path):
    nvm = tmp_path / "nvm.bin"
    kept_records(nvm)
    at = {}

    def when(app, sim):
        if app.phase == "hall" and "t" not in at:
            at["t"] = sim.elapsed
            sim.events.extend(presses((sim.elapsed + 500, 8 + 3)))
        return app.phase == "title" and "t" in at

    run = simulate(seed=2, until_ms=900000, on_frame=stop_when(when), nvm=nvm)
    assert run.why == "condition met" and run.app.phase == "title"
    assert 500 <= run.elapsed - at["t"] <= 600  # at the press, not when the hall timed out
