# SPDX-License-Identifier: MIT
"""Players and their records (issue 40): who is credited, the rules on players, a match, the
guard on flash writes, and a console updated from version 1's record keeping its figures."""

import pathlib

import pytest

from host_tools.sim.stubs.microcontroller import NVM_SIZE, FlashNVM, PowerCut
from spit.console.flow.match_score import MatchScore
from spit.console.records import players
from spit.console.records import stats as stats_mod
from spit.console.records import store as store_mod
from spit.console.records.stats import GUEST, MAX_PLAYERS, NOBODY, V_SPIT, Stats, cpu
from spit.console.records.store import Store

DATA = pathlib.Path(__file__).parent / "data"


def boot(nvm):
    return Stats(Store(nvm))


def play(st, winner, ms=90_000):
    st.begin_game()
    st.end_game(winner, V_SPIT, play_ms=ms)


def test_records_land_on_the_person_when_seats_are_swapped():
    nvm = FlashNVM()
    st = boot(nvm)
    ana, max_ = players.add(st, "ANA")[0], players.add(st, "MAX")[0]
    players.seat(st, 0, ana), players.seat(st, 1, max_)
    play(st, 0)  # ANA at A wins
    assert st.save()
    st = boot(nvm)  # power off between games: the pair comes back as it sat
    assert st.seats == [ana, max_]
    assert players.seat(st, 0, max_) == "MAX plays at B"  # one person, one panel
    players.seat(st, 1, GUEST), players.seat(st, 0, max_), players.seat(st, 1, ana)
    assert st.seats == [max_, ana]
    play(st, 1)  # ANA, now at B, wins again
    play(st, 0)  # MAX at A wins
    assert st.save()
    back = boot(nvm)
    a, m = players.record(back, ana), players.record(back, max_)
    assert (a["games"], a["wins"], a["streak"], a["best_streak"]) == (3, 2, 0, 2)
    assert (m["games"], m["wins"], m["streak"]) == (3, 1, 1)
    assert players.head_to_head(back, ana, max_) == (2, 1)
    assert back.last == [max_, ana] and back.seats == [max_, ana]


def test_a_guest_counts_nothing_and_the_player_against_him_his_own_figures():
    st = Stats()
    ana = players.add(st, "ANA")[0]
    players.seat(st, 0, GUEST), players.seat(st, 1, ana)
    assert players.seat(st, 0, GUEST) == ""  # two guests may play: they are no one
    play(st, 0)
    play(st, 1, ms=45_500)
    r = players.record(st, ana)
    assert (r["games"], r["wins"], r["fastest_win"]) == (2, 1, 46)
    assert st.players() == [ana] and st.name(GUEST) == "Guest"
    assert st.played_total() == 2  # the console's own count has every game between people


def test_the_ninth_player_is_refused_with_a_message_and_places_are_reused():
    st = Stats()
    for i in range(MAX_PLAYERS):
        who, why = players.add(st, "P%d" % i)
        assert (who, why) == (i, "")
    assert players.add(st, "SAM") == (-1, "8 players already: delete one in Stats")
    assert players.add(st, "P3") == (-1, "P3 is taken")
    assert players.add(st, "sam")[1] == "letters and digits only"
    assert players.add(st, "SAMU")[1] == "1 to 3 letters"
    players.seat(st, 0, 3), players.seat(st, 1, 4)
    play(st, 0)
    assert players.delete(st, 3) == "" and st.seats[0] == GUEST and st.last[0] == NOBODY
    assert players.head_to_head(st, 4, 3) == (0, 0)
    assert players.add(st, "SAM") == (3, "")  # his place, none of his figures
    assert players.record(st, 3)["games"] == 0 and players.head_to_head(st, 4, 3) == (0, 0)
    assert players.record(st, 4)["games"] == 1  # the others keep their own totals
    assert (
        players.rename(st, 4, "ZED") == ""
        and st.name(4) == "ZED"
        and players.record(st, 4)["games"] == 1
    )
    assert (
        players.rename(st, 4, "SAM") == "SAM is taken" and players.delete(st, 9) == "no such player"
    )


def test_cpu_levels_sit_at_a_panel_and_their_beaten_level_is_the_players():
    st = Stats()
    ana = players.add(st, "ANA")[0]
    players.seat(st, 0, ana), players.seat(st, 1, cpu(3))
    assert st.name(st.seats[1]) == "CPU 3"
    for level, winner in ((3, 0), (5, 1), (2, 0)):
        players.seat(st, 1, cpu(level))
        st.begin_game()
        st.note_slap(0, 500)
        st.note_reaction(0, 350)
        st.end_game(winner, V_SPIT, cpu_side=1, cpu_level=level)
    r = players.record(st, ana)
    assert (r["cpu_beaten"], r["games"], r["slaps"], r["best_reaction"]) == (3, 0, 3, 350)
    assert st.last == [ana, cpu(2)]


def test_reactions_keep_the_best_of_the_believable():
    st = Stats()
    ana = players.add(st, "ANA")[0]
    players.seat(st, 0, ana)
    st.begin_game()
    for ms in (40, 620, 410, 12_000):  # 40 ms: a press before seeing; 12 s: a pause
        st.note_reaction(0, ms)
    st.end_game(0, V_SPIT)
    assert players.record(st, ana)["best_reaction"] == 410
    st.begin_game()
    st.note_reaction(0, 300)
    st.abort_game()  # an abandoned game is not counted
    assert players.record(st, ana)["best_reaction"] == 410
    assert players.hall(st)[2] == ("Best reaction", 410, ana)


def test_a_best_of_3_to_its_end_is_recorded_for_its_winner_whichever_panel():
    st = Stats()
    ana, max_ = players.add(st, "ANA")[0], players.add(st, "MAX")[0]
    st.settings.set("match", 1)
    match = MatchScore(st.settings.best_of(), (ana, max_))
    seats = ((ana, max_), (max_, ana), (max_, ana), (max_, ana))
    results = (0, -1, 0, 1)  # ANA wins at A, a draw, MAX wins at A, ANA wins at B
    lines = []
    for (a, b), winner in zip(seats, results, strict=True):
        assert not match.over
        (
            players.seat(st, 0, GUEST),
            players.seat(st, 1, GUEST),
            players.seat(st, 0, a),
            players.seat(st, 1, b),
        )
        play(st, winner)
        decided = match.game_over(st.seats[winner] if winner >= 0 else NOBODY)
        lines.append(match.line(("ANA", "MAX")))
    assert decided and match.over and match.winner == ana and match.games == 4
    assert lines == ["Match: ANA 1-0 MAX", "Match: ANA 1-0 MAX", "Match: ANA 1-1 MAX",
                     "Match: ANA 2-1 MAX"]  # fmt: skip
    assert match.score(max_) == (1, 2)
    st.end_match(match.winner)
    assert players.record(st, ana)["matches"] == 1 and players.record(st, max_)["matches"] == 0
    assert not match.game_over(max_)  # decided: later games are not the match's


def test_match_lengths_and_draws():
    assert MatchScore(1, (0, 1)).game_over(1)
    five = MatchScore(5, (0, 1))
    assert [five.game_over(w) for w in (0, 1, 0, 1, 0)] == [False] * 4 + [True]
    drawn = MatchScore(3, (0, 1))
    assert [drawn.game_over(w) for w in (0, -1, 1, -1, -1, -1)] == [False] * 5 + [True]
    assert drawn.winner == NOBODY  # six games, one win each: a drawn match
    s = stats_mod.Settings()
    s.set("match", 2)
    assert s.best_of() == 5
    s.set("scoring", 1)
    assert s.best_of() == 1  # points scoring: the target is the match
    with pytest.raises(ValueError):
        MatchScore(3, (2, 2))


def test_a_guard_refuses_flash_writes_and_says_why():
    nvm = FlashNVM()
    st = boot(nvm)
    players.add(st, "ANA")
    answer = ["battery low"]
    st.set_guard(lambda: answer[0])
    assert not st.save() and st.refused == "battery low" and nvm.writes == 0
    answer[0] = False
    assert not st.save() and st.refused == store_mod.HELD
    answer[0] = True
    assert st.save() and st.refused == "" and boot(nvm).name(0) == "ANA"


def test_new_settings_default_and_keep_their_range():
    s = stats_mod.Settings()
    expect = {"match": 0, "brightness": 4, "volume": 2, "dim_min": 1, "dark_min": 5, "battery": 0}
    assert {k: getattr(s, k) for k in expect} == expect
    assert not s.set("brightness", 5) and not s.set("volume", 3) and not s.set("battery", 4)
    assert s.set("volume", 1) and s.set("battery", 3)


# -- version 1's record (tests/reliability/data: written by the firmware before issue 40)


@pytest.mark.parametrize(
    "image, size", [("nvm-v1-stock.bin", NVM_SIZE), ("nvm-v1-console.bin", 8192)]
)
def test_a_console_updated_from_version_1_keeps_its_figures_as_players_a_and_b(image, size):
    nvm = FlashNVM(size)
    nvm.restore((DATA / image).read_bytes())
    st = boot(nvm)
    assert st.health == store_mod.OK and st.migrated
    assert [st.name(w) for w in st.players()] == ["A", "B"] and st.seats == [0, 1]
    a, b = players.record(st, 0), players.record(st, 1)
    games = 12 if size == NVM_SIZE else 36  # what the old pages said: "Games 12", "A won 7"
    assert (a["games"], a["wins"], b["games"], b["wins"]) == (games, games - 5, games, 4)
    assert players.head_to_head(st, 0, 1) == (games - 5, 4)
    assert a["best_streak"] == (3 if size == NVM_SIZE else 25) and b["streak"] == 0
    assert (st.fastest_slap, st.name(st.fastest_slap_who)) == (312, "B")
    assert st.human_wins[2] == 2 and st.cpu_wins[2] == 1
    s = st.settings  # settings kept; "sound off" is volume 0
    assert (s.volume, s.target, s.stocks, s.handicap_b, s.brightness) == (0, 150, 4, 100, 4)
    assert stats_page_lines(st)[1] == "A won %d   B won 4" % (games - 5)
    writes = nvm.writes
    boot(nvm)
    assert nvm.writes == writes  # nothing written at power-on: the first save is between games
    play(st, 1)
    assert st.save() and not st.migrated
    back = boot(nvm)
    assert back.health == store_mod.OK and not back.migrated
    assert players.record(back, 1)["wins"] == 5 and players.head_to_head(back, 1, 0) == (
        5,
        games - 5,
    )


def stats_page_lines(st):
    from spit.console.flow import stats_page

    return stats_page.page(st, 0)[1]


@pytest.mark.parametrize("size", [NVM_SIZE, 8192])
def test_a_power_cut_in_the_first_save_after_the_update_keeps_the_old_figures(size):
    image = (DATA / ("nvm-v1-stock.bin" if size == NVM_SIZE else "nvm-v1-console.bin")).read_bytes()
    nvm = FlashNVM(size)
    nvm.restore(image)
    old = boot(nvm).pack()
    st = boot(nvm)
    play(st, 0)
    new = st.pack()
    seen = set()
    k = 0
    while True:
        nvm.restore(image)
        again = boot(nvm)
        play(again, 0)
        nvm.cut_after(k)
        try:
            again.save()
            done = True
        except PowerCut:
            done = False
        back = boot(nvm).pack()
        if back == Stats().pack():
            assert size == NVM_SIZE, "cut after %d steps lost the old figures" % k
            seen.add("blank")  # stock's one sector: its erase window (store.py)
        else:
            assert back in (old, new), "cut after %d steps read back neither" % k
            seen.add("old" if back == old else "new")
        if done:
            break
        k += 1 if k < 800 else 97
    assert {"old", "new"} <= seen


def test_a_version_1_firmware_keeps_a_version_2_record():
    # the old firmware's reading of a later record: its 8-byte header and CRC after 4 bytes
    nvm = FlashNVM()
    st = boot(nvm)
    players.add(st, "ANA")
    assert st.save()
    old = Store(nvm, 1)
    assert old.load() is None and old.status == store_mod.NEWER
