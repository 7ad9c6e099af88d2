# SPDX-License-Identifier: MIT
"""A best-of-3 match through the buttons: the setting, the pick (SPIT each), each game played by
tests/console/player.py, the result's SPIT deals the next game with the same seats; the pages'
footers say the match score; the match's winner is recorded on his player."""

import sys

from player import Scripter
from simkit import SimStop, simulate

from host_tools.sim.stubs.microcontroller import FlashNVM
from spit.console.records import players
from spit.console.records.stats import Stats
from spit.console.records.store import Store


def test_a_best_of_3_match_is_played_to_its_end_and_its_winner_recorded(tmp_path):
    nvm = tmp_path / "nvm.bin"
    st = Stats(Store(FlashNVM(path=str(nvm))))
    st.last = [players.add(st, "ANA")[0], players.add(st, "MAX")[0]]
    st.settings.match = 1  # best of 3 (the settings menu's "Match" row)
    st.dirty = True
    assert st.save()
    scripter = Scripter(think_ms=(60, 400))
    state = {"over": None, "feet": [], "rounds": set()}

    def on_frame(sim):
        appmod = sys.modules["spit.console.flow.app"]
        app = appmod.current
        if app is None:
            return
        scripter(sim)
        summary = app.view.summary
        if app.phase == appmod.ROUND and summary is not None:  # a round's summary: its footer
            state["rounds"].add(summary.foot[0].text)
        if app.phase == appmod.OVER and state["over"] != (app.phase_t, app.stage.page):
            state["over"] = (app.phase_t, app.stage.page)  # each of its pages: SPIT after 1.6 s
            scripter.type(sim, sim.elapsed + 1600, 0, 7)
            if app.stage.page:  # the result's figures: what both halves' footers say
                feet = {summary.foot[p].text for p in (0, 1)}
                assert len(feet) == 1
                state["feet"].append(feet.pop())
        if app.phase == appmod.TITLE and state["feet"]:
            raise SimStop("back on the title")
        if app.phase == appmod.GAME:
            scripter.over_at = None

    run = simulate(seed=5, until_ms=1500000, on_frame=on_frame, nvm=nvm)
    assert run.why == "back on the title"
    games = run.lines("G")
    assert 2 <= len(games) <= 6
    assert all("player0=ANA" in " ".join(g) and "player1=MAX" in " ".join(g) for g in games)
    feet = state["feet"]
    assert len(feet) == len(games)
    # "Match ANA 1-0 MAX, SPIT: next" after a game that did not decide it
    assert all(f.startswith("Match ANA ") and f.endswith(" MAX, SPIT: next") for f in feet[:-1])
    last = feet[-1]
    assert last in ("ANA wins the match 2-0", "ANA wins the match 2-1",
                    "MAX wins the match 2-0", "MAX wins the match 2-1")  # fmt: skip
    assert state["rounds"] and all(r.startswith("Match ANA ") and r.endswith(", SPIT: on")
                                   for r in state["rounds"])  # fmt: skip
    st = Stats(Store(FlashNVM(path=str(nvm))))
    winner = players.find(st, last[:3])
    loser = players.find(st, "MAX" if last[:3] == "ANA" else "ANA")
    assert players.record(st, winner)["matches"] == 1 and players.record(st, loser)["matches"] == 0
    assert players.record(st, winner)["games"] == len(games)
