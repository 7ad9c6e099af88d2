# SPDX-License-Identifier: MIT
"""The statistics page's players: after the console's two pages, one page per kept player and
the head-to-head table ("ANA 2-1 MAX"), turned with SPIT on the title's Statistics."""

from simkit import presses, simulate

from host_tools.sim.stubs.microcontroller import FlashNVM
from spit.console import players
from spit.console.stats import Stats
from spit.console.store import Store

A = 0
P4, SPIT = 3, 7


def three_games(path):
    """ANA and MAX: ANA wins two (the second in 30 s), MAX one; the last, MAX at A."""
    st = Stats(Store(FlashNVM(path=str(path))))
    ana, max_ = players.add(st, "ANA")[0], players.add(st, "MAX")[0]
    for seats, winner, ms in (([ana, max_], 0, 61000), ([ana, max_], 0, 29500),
                              ([max_, ana], 0, 45000)):  # fmt: skip
        st.seats = seats
        st.begin_game()
        st.end_game(winner, 0, play_ms=ms, points=(0, 0))
    assert st.save()


def shown(path, spits):
    """Title -> Statistics, then ``spits`` SPITs: each half's (heading, rows, footer)."""
    keys = [(500, A + P4), (650, A + P4), (800, A + SPIT)]
    keys += [(1400 + 600 * i, A + SPIT) for i in range(spits)]
    run = simulate(presses(*keys), until_ms=1900 + 600 * spits, nvm=path)
    assert run.app.phase == "stats"
    return [(h.head.text, h.names.text.split("\n"), h.foot.text)
            for h in run.app.view.pages.halves]  # fmt: skip


def test_each_player_has_a_page_and_the_head_to_head_table_follows(tmp_path):
    nvm = tmp_path / "nvm.bin"
    three_games(nvm)
    ana = shown(nvm, 2)
    assert ana[0] == ana[1]  # both halves
    head, rows, foot = ana[0]
    assert head == "Stats: ANA" and foot == "SPIT: more   L/R: reset"
    assert rows[0] == "Games 3  won 2" and rows[2] == "Streak 0  best 2"
    assert rows[3].startswith("Fastest win 30 s")
    head, rows, _ = shown(nvm, 3)[0]
    assert head == "Stats: MAX" and rows[0] == "Games 3  won 1"
    head, rows, foot = shown(nvm, 4)[0]
    assert head == "Head to head" and rows == ["ANA 2-1 MAX"]
    assert foot == "SPIT: back   L/R: reset"
    # and SPIT there: back to the title
    keys = [(500, A + P4), (650, A + P4), (800, A + SPIT)] + [(1400 + 600 * i, A + SPIT)
                                                              for i in range(5)]  # fmt: skip
    assert simulate(presses(*keys), until_ms=4800, nvm=nvm).app.phase == "title"
