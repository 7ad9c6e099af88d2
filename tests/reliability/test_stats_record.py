# SPDX-License-Identifier: MIT
"""Statistics and settings: what a game adds, what a reset clears, what damaged flash reads as."""

import binascii
import random
import struct

from hypothesis import given, settings
from hypothesis import strategies as hs

from host_tools.sim.stubs.microcontroller import NVM_SIZE, FlashNVM
from spit.console.flow import stats_page
from spit.console.records import players, tally
from spit.console.records import stats as stats_mod
from spit.console.records import store as store_mod
from spit.console.records.stats import NOBODY, V_POINTS, V_SPEED, V_SPIT, Stats
from spit.console.records.store import MAX_PAYLOAD, Store


def boot(nvm):
    return Stats(Store(nvm))


def two_players(st, a="ANA", b="MAX"):
    """Players a and b made and seated at panels A and B."""
    pa, pb = players.add(st, a)[0], players.add(st, b)[0]
    assert players.seat(st, 0, pa) == "" and players.seat(st, 1, pb) == ""
    return pa, pb


def test_a_game_counts_once_per_player_and_variant_and_survives_power_off():
    nvm = FlashNVM()
    st = boot(nvm)
    ana, max_ = two_players(st)
    st.begin_game()
    st.note_slap(1, 420)
    st.note_slap(0, 999)
    st.end_game(1, V_SPEED, play_ms=61_200, points=(3, 9))
    assert st.save()
    back = boot(nvm)
    assert back.played == [0, 0, 1]
    assert back.won_total(1) == 1 and back.won_total(0) == 0  # the pair sits as it did
    assert (back.fastest_slap, back.name(back.fastest_slap_who)) == (420, "MAX")
    m = players.record(back, max_)
    assert (m["games"], m["wins"], m["points"], m["slaps"], m["fastest_win"]) == (1, 1, 9, 1, 62)
    assert players.record(back, ana)["points"] == 3 and players.head_to_head(back, max_, ana) == (
        1,
        0,
    )
    st.begin_game()
    st.end_game(1, V_SPEED, cpu_side=0, cpu_level=4)  # B beats the CPU playing A
    assert st.save()
    back = boot(nvm)
    assert back.cpu_wins == [0, 0, 0, 0, 0] and back.human_wins == [0, 0, 0, 1, 0]
    assert (
        back.played == [0, 0, 1] and players.record(back, max_)["wins"] == 1
    )  # not a people's game
    assert players.record(back, max_)["cpu_beaten"] == 4


def test_cpu_results_are_not_the_people_statistics():
    st = Stats()
    two_players(st)
    for _ in range(3):
        st.begin_game()
        st.end_game(1, V_SPIT, cpu_side=1, cpu_level=5)  # the CPU, playing B, wins
    assert st.played_total() == 0 and st.won_total(0) == 0
    assert players.hall(st)[1] == ("Best streak", 0, stats_mod.NOBODY)
    assert st.cpu_wins[4] == 3
    _, lines, _ = stats_page.page(st, 0)
    assert lines[0] == "Games 0" and lines[1] == "ANA won 0   MAX won 0"
    assert lines[4] == "Best streak -"
    _, lines, _ = stats_page.page(st, 1)  # the CPU's own page: level 5 has a whole row
    assert lines[4] == "Level 5: beaten 0 of 3"


def test_nothing_is_written_while_a_game_is_on():
    nvm = FlashNVM()
    st = boot(nvm)
    two_players(st)
    st.settings.set("volume", 0)
    st.changed()
    st.begin_game()
    writes = nvm.writes
    assert not st.save() and st.refused == "a game is on"
    assert not st.reset()
    assert players.add(st, "SAM") == (-1, "not during a game")
    st.note_slap(0, 300)
    assert nvm.writes == writes
    st.end_game(0, V_SPIT)
    assert st.save() and nvm.writes == writes + 1
    assert not st.save()  # nothing new to write


def test_streaks_follow_consecutive_wins_of_one_player():
    st = Stats()
    ana, max_ = two_players(st)
    for winner in (0, 0, 1, 1, 1, -1, 0):
        st.begin_game()
        st.end_game(winner, V_POINTS)
    a, m = players.record(st, ana), players.record(st, max_)
    assert (a["best_streak"], a["streak"], m["best_streak"], m["streak"]) == (2, 1, 3, 0)
    assert players.hall(st)[1] == ("Best streak", 3, max_)
    assert st.played[V_POINTS] == 7 and a["wins"] == 3 and m["wins"] == 3
    assert a["games"] == m["games"] == 7 and players.head_to_head(st, ana, max_) == (3, 3)


def test_reset_zeroes_statistics_but_keeps_settings():
    nvm = FlashNVM()
    st = boot(nvm)
    ana, _ = two_players(st)
    st.settings.set("handicap_b", 250)
    st.begin_game()
    st.end_game(0, V_SPIT)
    st.save()
    assert st.reset()
    back = boot(nvm)
    assert back.played_total() == 0 and players.record(back, ana)["wins"] == 0
    assert back.settings.handicap_b == 250 and back.name(ana) == "ANA"  # the players stay


def test_settings_refuse_out_of_range_values_and_build_rules():
    s = stats_mod.Settings()
    assert not s.set("stocks", 3) and s.stocks == 5
    assert not s.set("speed_side", 7) and not s.set("nonsense", 1)
    assert s.set("scoring", 1) and s.set("target", 50)
    kw = s.rules_kwargs()
    assert kw["scoring"] == "points" and kw["target"] == 50 and kw["mode"] == "spit"
    assert s.variant() == V_POINTS
    s.mode = 1
    assert s.variant() == V_SPEED


def test_a_setting_out_of_range_in_flash_reads_as_its_default():
    st = Stats()
    st.settings.set("stocks", 4)
    data = bytearray(st.pack())
    data[0] = 7  # mode: no such mode
    back = Stats()
    assert back.unpack(bytes(data))
    assert back.settings.mode == 0 and back.settings.stocks == 4


def test_counts_no_game_could_produce_read_as_zero_stats():
    st = Stats()
    ana, _ = two_players(st)
    st.begin_game()
    st.end_game(0, V_SPIT)
    good = st.pack()
    wins = stats_mod.PLAYERS_AT + ana * stats_mod.PLAYER_SIZE + 5
    for at, value in ((wins, 200), (stats_mod.PLAYERS_AT + 1, ord("a")), (stats_mod.H2H_AT - 1, 1)):
        data = bytearray(good)
        data[at] = value  # more wins than games; a name not in LETTERS; an empty place's figure
        back = Stats()
        assert not back.unpack(bytes(data))
        assert back.played_total() == 0 and back.players() == []
    assert Stats().unpack(good)


def test_python_crc32_matches_binascii():
    # (the console UF2 has no binascii.crc32: slots then computes it with spit.console.records.crc)
    from spit.console.records import crc

    rng = random.Random(5)
    for n in (0, 1, 12, 300, 377, 1024):
        data = bytes(rng.randrange(256) for _ in range(n))
        assert crc.crc32(data) == binascii.crc32(data)
        assert crc.crc32(data[n // 3 :], crc.crc32(data[: n // 3])) == binascii.crc32(data)
        assert crc.crc32(memoryview(data)[:12]) == binascii.crc32(data[:12])
    for i in range(256):  # its table: the reflected polynomial's, a byte at a time
        entry = i
        for _ in range(8):
            entry = entry >> 1 ^ (0xEDB88320 if entry & 1 else 0)
        assert crc._TOP[i] << 24 | crc._LOW[i] == entry


@settings(max_examples=200, deadline=None)
@given(hs.lists(hs.tuples(hs.integers(0, NVM_SIZE - 1), hs.integers(0, 7)), min_size=1, max_size=8))
def test_flipped_bits_read_as_a_saved_state_or_defaults_never_garbage(flips):
    nvm = FlashNVM()
    st = boot(nvm)
    rng = random.Random(len(flips))
    states = {Stats().pack()}
    two_players(st)
    for _ in range(5):
        st.begin_game()
        st.end_game(rng.choice((0, 1)), rng.randrange(3), NOBODY, 0)
        st.save()
        states.add(st.pack())
    image = bytearray(nvm.snapshot())
    for offset, bit in flips:
        image[offset] ^= 1 << bit
    nvm.restore(bytes(image))
    assert boot(nvm).pack() in states


def test_the_stats_screen_says_what_was_played():
    st = Stats()
    lines = stats_page.page(st, 0)[1]
    assert lines[3] == "Fastest slap -" and lines[4] == "Best streak -"
    two_players(st)
    for winner in (1, 1, 0):
        st.begin_game()
        st.end_game(winner, V_SPEED)
    for winner in (1, 1, 0):
        st.begin_game()
        st.end_game(winner, V_SPEED, cpu_side=0, cpu_level=2)
    st.note_slap(0, 287)
    head, lines, _ = stats_page.page(st, 0)
    assert head == "Stats: 2 players"
    assert lines[0] == "Games 3"
    assert lines[1] == "ANA won 1   MAX won 2"
    assert lines[2] == "Spit 0 Points 0 Speed 3"
    assert lines[3] == "Fastest slap 287 ms (ANA)"
    assert lines[4] == "Best streak 2 wins (MAX)"
    head, cpu, _ = stats_page.page(st, 1)
    assert head == "Stats: vs the CPU" and cpu[1] == "Level 2: beaten 2 of 3"
    assert all(len(line) <= 29 for line in lines + cpu)  # a row of the pages' font


def test_every_setting_is_declared_and_fits_its_stored_field():
    names = [entry[0] for entry in tally.SETTINGS]
    # (language is kept apart, after the head-to-head: spit.console.records.stats LANG_AT)
    assert set(stats_mod.Settings.__annotations__) == set(names) | {"language"}
    for name, default, lo, hi, code in tally.SETTINGS:
        assert lo <= default <= hi or (name == "cpu_side" and default == NOBODY)
        assert hi < (256 if code == "B" else 65536)


def test_the_players_start_where_the_header_of_settings_and_console_figures_ends():
    # stats keeps the header's length as a number (its format is tally's, not loaded in play)
    assert struct.calcsize(tally._HEAD_FMT) == stats_mod.PLAYERS_AT
    assert stats_mod.PAYLOAD <= MAX_PAYLOAD


def test_the_stats_screen_says_when_saved_statistics_could_not_be_read():
    nvm = FlashNVM()
    head, lines, _ = stats_page.page(Stats(Store(nvm)), 0)
    assert head == "Stats: 2 players" and lines[0].startswith("Games 0")  # blank: a new console
    nvm.restore(b"\x00" * len(nvm))  # damaged: said in the heading, above the zeros
    head, lines, _ = stats_page.page(Stats(Store(nvm)), 0)
    assert head == "Stats damaged (power cut?)" and lines[0].startswith("Games 0")
    assert len(head) <= 26  # the heading's columns (twice terminalio's size across a half)
    nvm.restore(b"\xff" * len(nvm))
    Store(nvm, version=stats_mod.VERSION + 1).save(b"later")
    assert stats_page.page(Stats(Store(nvm)), 0)[0] == "Stats of a newer firmware"


def test_blank_nvm_after_saved_statistics_is_said_to_be_a_power_cut_not_a_new_console(tmp_path):
    # boot.py's note on the drive (firmware/boot.py): "saved" once nvm held a record, "lost" and
    # the count one up when it found nvm blank after that (stock's erase window)
    nvm = FlashNVM()
    note = tmp_path / "spit-nvm.txt"
    assert stats_mod.read_note(str(note)) == ("none", 0)  # a new console's drive
    head = stats_page.page(Stats(Store(nvm), stats_mod.read_note(str(note))), 0)[0]
    assert head == "Stats: 2 players"
    note.write_text("spit-nvm lost 2\n(Spit console: ...)\n")
    st = Stats(Store(nvm), stats_mod.read_note(str(note)))
    assert st.health == stats_mod.LOST and st.cut_resets == 2
    head, lines, _ = stats_page.page(st, 0)
    assert head == "Stats reset by a power cut" and lines[0] == "Games 0"
    assert len(head) <= 26
    # the same note beside a record that loads: read as it is
    two_players(st)
    st.begin_game()
    st.end_game(0, V_SPIT)
    assert st.save()
    again = Stats(Store(nvm), stats_mod.read_note(str(note)))
    assert again.health == store_mod.OK and again.played_total() == 1
    note.write_text("garbage")
    assert stats_mod.read_note(str(note)) == ("none", 0)
