# SPDX-License-Identifier: MIT
"""The statistics page's players: after the console's two pages, one page per kept player and
the head-to-head table ("ANA 2-1 MAX"), turned with SPIT on the title's Statistics."""

from simkit import presses, simulate

from host_tools.sim.stubs.microcontroller import FlashNVM
from spit.console.device import sound
from spit.console.records import players
from spit.console.records.stats import Stats
from spit.console.records.store import Store
from spit.screen.text import said  # (a menu's rows are words' numbers: said in English)

A, B = 0, 8
P1, P2, P4, P5, R, SPIT = 0, 1, 3, 4, 6, 7
TO_ANA = [(500, A + P4), (650, A + P4), (800, A + SPIT), (1400, A + SPIT), (2000, A + SPIT)]


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
    assert head == "ANA" and foot == "SPIT more P1 rename P5 delete"
    assert rows[0] == "Games 3  won 2" and rows[2] == "Streak 0  best 2"
    assert rows[3].startswith("Fastest 30 s  react ")
    assert all(len(row) <= 29 for row in rows), rows  # a half's 29 columns: nothing cut
    head, rows, _ = shown(nvm, 3)[0]
    assert head == "MAX" and rows[0] == "Games 3  won 1"
    head, rows, foot = shown(nvm, 4)[0]
    assert head == "Head to head" and rows == ["ANA 2-1 MAX"]
    assert foot == "SPIT: back   L/R: reset"
    # and SPIT there: back to the title
    keys = [(500, A + P4), (650, A + P4), (800, A + SPIT)] + [(1400 + 600 * i, A + SPIT)
                                                              for i in range(5)]  # fmt: skip
    assert simulate(presses(*keys), until_ms=4800, nvm=nvm).app.phase == "title"


def _run(path, keys, until):
    run = simulate(presses(*keys), until_ms=until, nvm=path)
    halves = [
        (h.head.text, h.names.text.split("\n"), h.foot.text) for h in run.app.view.pages.halves
    ]
    return run, halves


def _kept(path):
    st = Stats(Store(FlashNVM(path=str(path))))
    return st, {st.name(who): players.record(st, who) for who in st.players()}


def test_p1_on_a_players_page_renames_him_and_his_figures_stay_his(tmp_path):
    nvm = tmp_path / "nvm.bin"
    three_games(nvm)
    # ANA's page, P1: her initials on both halves, the cursor on the first letter
    run, halves = _run(nvm, TO_ANA + [(2600, A + P1)], 3000)
    assert run.app.phase == "rename" and halves[0] == halves[1]
    assert halves[0][0] == "Rename ANA (P1: back)" and halves[0][1][0] == "   A N A"
    # B's P2 (either panel types) makes it BNA; SPIT keeps it: her page again, under the name
    keys = TO_ANA + [(2600, A + P1), (3200, B + P2), (3400, B + SPIT)]
    run, halves = _run(nvm, keys, 4000)
    assert run.app.phase == "stats" and halves[0][0] == "BNA"
    assert halves[0][1][0] == "Games 3  won 2"
    assert ["player", "ANA", "renamed", "BNA"] in run.lines("M")
    st, kept = _kept(nvm)  # saved at once: a power cycle keeps it
    assert sorted(kept) == ["BNA", "MAX"] and kept["BNA"]["wins"] == 2
    assert players.head_to_head(st, players.find(st, "BNA"), players.find(st, "MAX")) == (2, 1)


def test_a_taken_name_is_refused_on_the_footer_and_p1_goes_back_unchanged(tmp_path):
    nvm = tmp_path / "nvm.bin"
    st = Stats(Store(FlashNVM(path=str(nvm))))
    players.add(st, "ANA"), players.add(st, "BNA")
    assert st.save()
    keys = TO_ANA + [(2600, A + P1), (3200, A + P2), (3400, A + SPIT)]
    run, halves = _run(nvm, keys, 3800)
    assert run.app.phase == "rename" and halves[0][2] == "No: BNA is taken"
    assert run.app.sound.last == sound.REFUSED  # the buzz
    run, halves = _run(nvm, keys + [(3800, A + P1)], 4400)
    assert run.app.phase == "stats" and halves[0][0] == "ANA"
    assert sorted(_kept(nvm)[1]) == ["ANA", "BNA"]


def test_p5_asks_first_then_deletes_the_player_and_his_head_to_head(tmp_path):
    nvm = tmp_path / "nvm.bin"
    three_games(nvm)  # MAX played last at A, ANA at B
    to_max = TO_ANA + [(2600, A + SPIT)]
    run, halves = _run(nvm, to_max + [(3200, A + P5)], 3600)
    assert run.app.phase == "delete" and said(0, run.app.screen.menu.title) == "Delete MAX?"
    # SPIT on the first row (a mashed SPIT): No, he stays
    run, halves = _run(nvm, to_max + [(3200, A + P5), (3800, A + SPIT)], 4300)
    assert run.app.phase == "stats" and halves[0][0] == "MAX"
    assert sorted(_kept(nvm)[1]) == ["ANA", "MAX"]
    # P5, down to Yes, SPIT: gone; the page after his is ANA's (the last page now)
    keys = to_max + [(3200, A + P5), (3800, A + P4), (4000, A + SPIT)]
    run, halves = _run(nvm, keys, 4600)
    assert run.app.phase == "stats" and halves[0][0] == "ANA"
    assert halves[0][2] == "SPIT back P1 rename P5 delete"
    assert ["player", "MAX", "deleted"] in run.lines("M")
    st, kept = _kept(nvm)  # saved at once
    assert sorted(kept) == ["ANA"] and kept["ANA"]["games"] == 3  # her own totals stay
    # he played last at A: the pick now offers ANA first there, not a ghost in his place
    new = players.add(st, "ZED")[0]
    assert st.last[0] != new and st.last[1] == players.find(st, "ANA")


def test_a_fresh_consoles_first_page_names_the_panels_not_two_guests(tmp_path):
    run, halves = _run(tmp_path / "nvm.bin", [(500, A + P4), (650, A + P4), (800, A + SPIT)], 1400)
    assert run.app.phase == "stats" and halves[0][1][1] == "A won 0   B won 0"


def test_a_players_rows_fit_a_half_at_their_largest(monkeypatch):
    # a long-kept record: every row still within a half's 29 columns (a cut row hides a figure)
    from spit.console.flow import stats_page
    from spit.console.records import players

    big = dict(games=9999, wins=9999, points=99999, slaps=9999, streak=999, best_streak=999,
               fastest_win=9999, best_reaction=9999, cpu_beaten=5, matches=999)  # fmt: skip
    monkeypatch.setattr(players, "record", lambda stats, who: big)
    rows = stats_page._player(None, 0)
    assert len(rows) == 5 and all(len(row) <= 29 for row in rows), rows


def _span(text):
    # A's pixels its words take in the heading's row: (left, right)
    grid, s = text.grid, (1 if text.group is text.grid else text.group.scale)
    n = len(text.text)
    pad = int(text.anchor * (grid.width - n))
    tile = text.font[2] * s
    return text.group.x + pad * tile, text.group.x + (pad + n) * tile


def test_a_players_heading_and_his_language_in_its_corner_never_meet(tmp_path):
    # "Statistiche: ANA" once ran into "P3: Italiano": each language, the longest name of one
    from spit.screen import lang

    for code in range(len(lang.LANGS)):
        nvm = tmp_path / ("nvm%d.bin" % code)
        st = Stats(Store(FlashNVM(path=str(nvm))))
        st.set_language(players.add(st, "WWW")[0], code)
        assert st.save()
        run = simulate(presses(*TO_ANA), until_ms=2500, nvm=nvm)
        half = run.app.view.pages.halves[0]
        assert half.corner is not None and half.corner.text == "P3: " + lang.NAMES[code]
        head, corner = _span(half.head), _span(half.corner)
        assert head[1] + 4 <= corner[0], (lang.NAMES[code], half.head.text, head, corner)
