# SPDX-License-Identifier: MIT
"""The hall of fame between the CPU's demo games: its records with their holders' initials on
both halves, then the next demo game; any button goes to the title."""

from simkit import SimStop, presses, simulate, stop_when

from host_tools.sim.stubs.microcontroller import FlashNVM
from spit.console import players
from spit.console.stats import GUEST, Stats
from spit.console.store import Store


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


def test_after_a_demo_game_the_hall_of_fame_shows_then_the_next_demo(tmp_path):
    nvm = tmp_path / "nvm.bin"
    kept_records(nvm)
    shot = tmp_path / "hall.png"  # (SPIT_SHOTS: kept)
    import os

    if os.environ.get("SPIT_SHOTS"):
        shot = __import__("pathlib").Path(os.environ["SPIT_SHOTS"]) / "hall.png"
    seen = {}

    def hook(sim):
        import sys

        app = sys.modules["spit.console.app"].current
        if app is None:
            return
        if app.phase == "hall" and "hall" not in seen:
            seen["hall"] = sim.elapsed
            seen["rows"] = [h.names.text for h in app.view.pages.halves]
            seen["head"] = [h.head.text for h in app.view.pages.halves]
            sim.screenshot(shot)
        if "hall" in seen and app.phase == "attract" and sim.elapsed > seen["hall"]:
            seen["next"] = sim.elapsed
            raise SimStop("next demo")

    run = simulate(seed=2, until_ms=900000, on_frame=hook, nvm=nvm)
    assert run.why == "next demo"
    assert 8000 <= seen["next"] - seen["hall"] <= 8100
    rows = seen["rows"][0].split("\n")
    assert seen["rows"][0] == seen["rows"][1] and seen["head"] == ["Hall of fame"] * 2
    assert rows == ["Fastest win   42 s   ANA", "Best streak   1      ANA", "Best reaction -"]
    assert run.app.stats.played_total() == 1  # the demo games were not counted
    assert shot.stat().st_size > 1000


def test_any_button_on_the_hall_of_fame_goes_to_the_title(tmp_path):
    at = {}

    def when(app, sim):
        if app.phase == "hall" and "t" not in at:
            at["t"] = sim.elapsed
            sim.events.extend(presses((sim.elapsed + 500, 8 + 3)))
        return app.phase == "title" and "t" in at

    run = simulate(seed=2, until_ms=900000, on_frame=stop_when(when))
    assert run.app.phase == "title"
