# SPDX-License-Identifier: MIT
"""The statistics page: a finished game shows on it, a reset asks first and keeps the settings.

Set SPIT_SHOTS=DIR to keep the screenshots (stats.png, confirm.png, reset.png).
"""

import os
import pathlib
import sys

import pytest
from player import Scripter
from simkit import SimStop, nvm_image, presses, regulars, simulate

from spit.console.flow import menu, settings_menu
from spit.console.records import players
from spit.screen.text import said  # (a menu's rows are words' numbers: said in English)

A, B = 0, 8
P1, P2, P3, P4, P5, L, R, SPIT = range(8)
TO_STATS = [k for k, *_ in menu.TITLE].index("stats")
SOUND = [k for k, *_ in settings_menu.SETTINGS].index("volume")
BACK = [k for k, *_ in settings_menu.SETTINGS].index("back")


def _shown(app):
    """The body text of each half of the page that is up (A's, B's)."""
    return [half.names.text for half in app.view.pages.halves]


def _appmod():
    return sys.modules["spit.console.flow.app"]  # the firmware the simulator is running


def _folder(tmp_path):
    keep = os.environ.get("SPIT_SHOTS")
    folder = pathlib.Path(keep) if keep else tmp_path / "shots"
    folder.mkdir(parents=True, exist_ok=True)
    return folder


@pytest.fixture(scope="module")
def after_a_game(tmp_path_factory):
    """One game played to its end, then B opens the statistics from the title."""
    nvm = regulars(tmp_path_factory.mktemp("nvm") / "nvm.bin")  # the players A and B, kept
    scripter = Scripter(think_ms=(60, 400))
    state = {"stats_at": None}

    def on_frame(sim):
        scripter(sim)
        over = scripter.over_at
        if over is not None and "end" not in state and sim.elapsed >= over + 500:
            app = _appmod().current  # the game's end: its table, not yet the figures
            state["end"] = (app.view.table is not None, app.view.summary is None)
        if over is not None and "figures" not in state and sim.elapsed >= over + 2500:
            app = _appmod().current  # a SPIT later: the figures' page
            state["figures"] = (app.view.table is None, app.view.summary is not None)
        if scripter.over_at is not None and state["stats_at"] is None:
            at = scripter.over_at + 2000  # past the results' guard time
            scripter.type(sim, at, 0, SPIT)  # A: from the final position to the figures ...
            at += 2000
            scripter.type(sim, at, 0, SPIT)  # ... and back to the title
            for i in range(TO_STATS):
                scripter.type(sim, at + 300 + i * 150, 1, P4)  # B walks down ...
            state["stats_at"] = at + 300 + TO_STATS * 150
            scripter.type(sim, state["stats_at"], 1, SPIT)  # ... and opens the page
        if state["stats_at"] is not None and sim.elapsed >= state["stats_at"] + 300:
            raise SimStop("stats shown")

    run = simulate(seed=3, until_ms=600000, on_frame=on_frame, nvm=nvm)
    run.end_seen = (state.get("end"), state.get("figures"))
    return run, nvm


def test_the_end_of_a_game_shows_its_table_then_the_figures(after_a_game):
    """Issue 25 item 10: the final position with who won, then (SPIT) the figures."""
    run, _ = after_a_game
    assert run.end_seen == ((True, True), (True, True))


def test_the_stats_page_shows_the_finished_game_on_both_halves(after_a_game):
    run, _ = after_a_game
    app = run.app
    assert run.why == "stats shown"
    assert app.phase == run.appmod.STATS
    assert app.stats.played_total() == 1
    winner = "AB"[app.stats.won_total(1)]
    a, b = _shown(app)
    assert a == b  # B reads the same page, upside down on his half
    assert "Games 1\n" in a
    assert ("%s won 1" % winner) in a
    assert "Spit 1 " in a  # the variant that was played (the default settings)
    heads = [half.head.text for half in app.view.pages.halves]
    assert heads == ["Stats: 2 players", "Stats: 2 players"]


def test_no_keeps_them_yes_zeroes_them_for_good_and_the_settings_stay(after_a_game, tmp_path):
    _, nvm = after_a_game
    shots = _folder(tmp_path)
    # power on again: change a setting (sound off, by B) and save it with Back, then statistics
    t = 600
    script = [(t, A + P4), (t + 150, A + SPIT)]  # Settings
    script += [(t + 300 + i * 120, B + P5) for i in range(SOUND)]
    t += 300 + SOUND * 120
    script += [(t, B + R)]  # volume: high -> off (off, low, high: it wraps)
    script += [(t + 150 + i * 120, A + P5) for i in range(BACK - SOUND)]
    t += 150 + (BACK - SOUND) * 120
    script += [(t, A + SPIT)]  # Back: saved
    script += [(t + 300 + i * 150, A + P4) for i in range(TO_STATS)]
    t += 300 + TO_STATS * 150
    script += [(t, A + SPIT)]  # Statistics
    shot_stats = t + 300
    script += [(t + 400, B + R)]  # B asks to reset: the confirmation, "No" first
    shot_confirm = t + 700
    script += [(t + 800, A + SPIT)]  # No
    no_at = t + 1000
    script += [(t + 1100, A + L), (t + 1300, B + P4)]  # again, B moves to "Yes" ...
    yes_at = t + 1400
    script += [(t + 1600, B + SPIT)]  # ... and takes it
    done = t + 1900

    seen = {}

    def on_frame(sim):
        app = _appmod().current
        if app is None:
            return
        for name, ms in (("stats", shot_stats), ("confirm", shot_confirm), ("no", no_at)):
            if name not in seen and sim.elapsed >= ms:
                seen[name] = (app.phase, _shown(app)[0], app.stats.played_total())
                if name in ("stats", "confirm"):
                    sim.screenshot(shots / (name + ".png"))
        if "yes" not in seen and sim.elapsed >= yes_at:
            seen["yes"] = (
                app.phase,
                app.screen.menu.cursor,
                said(0, app.screen.menu.label(app.screen.menu.cursor)),
            )
        if sim.elapsed >= done:
            sim.screenshot(shots / "reset.png")
            raise SimStop("reset")

    second = simulate(presses(*script), until_ms=done + 1000, nvm=nvm, on_frame=on_frame)
    m = second.appmod
    assert second.why == "reset"
    assert seen["stats"][0] == m.STATS and "Games 1\n" in seen["stats"][1]
    phase, body, played = seen["confirm"]
    assert phase == m.CONFIRM and played == 1
    assert body.splitlines()[0].startswith("No")  # the first row, where the cursor starts
    assert seen["no"][0] == m.STATS and seen["no"][2] == 1  # "No": nothing lost
    assert "Games 1\n" in seen["no"][1]
    assert seen["yes"][0] == m.CONFIRM and seen["yes"][2].startswith("Yes")
    app = second.app
    assert app.phase == m.STATS  # back on the page, now showing zeros
    assert "Games 0\n" in _shown(app)[0] and "Fastest slap -" in _shown(app)[0]
    assert any(f[:2] == ["statistics", "reset"] for f in second.lines("M"))

    # the power goes: the zeros were written, the setting changed before is still there
    third = simulate(until_ms=500, nvm=nvm)
    assert third.app.stats.played_total() == 0
    assert third.app.stats.fastest_slap == 0 and players.hall(third.app.stats)[1][1] == 0
    assert third.app.stats.settings.volume == 0


def test_a_mashed_spit_on_the_confirmation_keeps_the_statistics(tmp_path):
    from host_tools.sim.stubs.microcontroller import FlashNVM
    from spit.console.records.stats import Stats
    from spit.console.records.store import Store

    # the record of a console that has played 3 games, in the nvm file the simulator reads
    nvm = tmp_path / "nvm.bin"
    stats = Stats(Store(FlashNVM(path=str(nvm))))
    a, b = players.add(stats, "A")[0], players.add(stats, "B")[0]
    players.seat(stats, 0, a), players.seat(stats, 1, b)
    for winner in (0, 0, 1):
        stats.begin_game()
        stats.end_game(winner, 0)
    assert stats.save()
    assert simulate(until_ms=300, nvm=nvm).app.stats.played_total() == 3
    script = [(600 + i * 150, A + P4) for i in range(TO_STATS)]
    t = 600 + TO_STATS * 150
    script += [(t, A + SPIT), (t + 300, A + L)]  # the page, then the confirmation
    script += [(t + 500 + i * 60, (A if i % 2 else B) + SPIT) for i in range(4)]  # a mash
    run = simulate(presses(*script), until_ms=t + 1500, nvm=nvm)
    assert run.app.stats.played_total() == 3
    assert not any(f[:2] == ["statistics", "reset"] for f in run.lines("M"))
    again = simulate(until_ms=300, nvm=nvm)
    assert again.app.stats.played_total() == 3 and again.app.stats.won_total(0) == 2


def test_spit_turns_to_the_cpu_page_and_then_goes_back():
    """Issue 25 item 5: the CPU's record has a page of its own, one SPIT away."""
    from spit.console.flow.stats_page import PAGES, stats_choice

    assert PAGES == 2
    assert stats_choice(SPIT, 0) == "more" and stats_choice(SPIT, 1) == "back"
    assert stats_choice(L, 0) == stats_choice(R, 1) == "reset"
    assert stats_choice(P3, 0) == "back"


def _title_footer(nvm_image, tmp_path):
    path = tmp_path / "nvm.bin"
    path.write_bytes(nvm_image)
    run = simulate(until_ms=2500, nvm=str(path))
    assert run.app.phase == run.appmod.TITLE
    return run.app.view.pages.halves[0].foot.text, path.read_bytes()


def test_the_title_says_when_the_saved_statistics_could_not_be_read(tmp_path):
    # issue 28.6: a flipped bit in the newest record (the older one is read) or a record of a
    # newer firmware were read silently; the stats page's heading is a page a family may never open
    assert _title_footer(nvm_image("saved"), tmp_path)[0] != "Saved stats were damaged"
    assert _title_footer(nvm_image("flipped"), tmp_path)[0] == "Saved stats were damaged"
    newer = nvm_image("newer")
    footer, after = _title_footer(newer, tmp_path)
    assert footer == "Stats of a newer firmware" and after == newer
