# SPDX-License-Identifier: MIT
"""Issue 40 through the app: two named players play two whole games through the simulated
keypad, picked on the pick screen (the pair that played last comes first: SPIT each) and
changing seats there in between, and each game lands on the right person's record."""

import sys

from player import Scripter
from simkit import SimStop, simulate

from host_tools.sim.stubs.microcontroller import FlashNVM
from spit.console.records import players
from spit.console.records.stats import V_SPIT, Stats
from spit.console.records.store import Store


def seat(path, a, b):
    """Between games: who sits at A and B, saved as the pair that played last (what the app
    offers first)."""
    st = Stats(Store(FlashNVM(path=str(path))))
    for who in (a, b):
        if players.find(st, who) < 0:
            players.add(st, who)
    ids = players.find(st, a), players.find(st, b)
    st.seats = [8, 8]
    assert players.seat(st, 0, ids[0]) == players.seat(st, 1, ids[1]) == ""
    st.last = list(ids)
    st.dirty = True
    assert st.save()


def one_game(path, pick=((), ())):
    """A whole game (A thinks 60 ms, B 400 ms) through the buttons, each panel pressing
    ``pick[p]`` then SPIT on the pick screen; the run and its game."""
    scripter = Scripter(think_ms=(60, 400), pick=pick)

    def on_frame(sim):
        scripter(sim)
        if scripter.over_at is not None and sim.elapsed >= scripter.over_at + 2000:
            raise SimStop("game over shown")

    run = simulate(seed=5, until_ms=600000, on_frame=on_frame, nvm=path)
    assert run.why == "game over shown"
    return run, run.app.stage.match.game


def test_two_named_players_change_seats_and_each_game_lands_on_its_player(tmp_path):
    nvm = tmp_path / "nvm.bin"
    seat(nvm, "ANA", "MAX")
    run, first = one_game(nvm)
    assert run.app.stage.names == ("ANA", "MAX")  # the result page's names
    g_line = run.lines("G")[0]
    assert "player0=ANA" in g_line and "player1=MAX" in g_line
    # seats swapped on the pick screen: each panel one row down (A's list: ANA MAX ..., B's:
    # MAX ANA ...: the one who played there last comes first)
    run, second = one_game(nvm, pick=((4,), (4,)))
    assert run.app.stage.names == ("MAX", "ANA")
    assert "player0=MAX" in run.lines("G")[0]
    st = Stats(Store(FlashNVM(path=str(nvm))))
    ana, max_ = players.find(st, "ANA"), players.find(st, "MAX")
    winners = ["ANA MAX".split()[first.winner], "MAX ANA".split()[second.winner]]
    a, m = players.record(st, ana), players.record(st, max_)
    assert a["games"] == m["games"] == 2 and st.played[V_SPIT] == 2
    assert (a["wins"], m["wins"]) == (winners.count("ANA"), winners.count("MAX"))
    assert players.head_to_head(st, ana, max_) == (winners.count("ANA"), winners.count("MAX"))
    # the console measured reactions and the winners' time of play
    # the same deal twice (seed 5): panel A wins both, so each person has one win: the record
    # follows the person, not the panel
    assert first.winner == second.winner and sorted(winners) == ["ANA", "MAX"]
    for r in (a, m):  # (A's robot answers in 60 ms: under the 100 ms floor, not counted)
        assert 100 <= r["best_reaction"] <= 10000
    for who in set(winners):
        assert 0 < players.record(st, players.find(st, who))["fastest_win"] < 600
    assert st.last == [max_, ana]
    assert "spit.console.records.tally" not in sys.modules or sys.implementation.name == "cpython"
