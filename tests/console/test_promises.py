# SPDX-License-Identifier: MIT
"""Issue 53: four promises a black-box test of 587 whole games found broken, each as its script
plays it (tests/console/data/repro/, the issue's own scripts, run by the real firmware in the
headless simulator at the seed each names), then what the glass, the backlight and the log say.

1. A slap taken in the frame that opens the slap race is remembered by both lines, as one a
   frame later is: the slapper's next pile press says "No: wait for B's slap", B's line says
   that A slapped.
2. A move that times out in that same frame shows its X and its red line.
3. The hall of fame shows whenever it has a record to show: a player who has played only the
   CPU holds the best reaction his page shows.
4. A press on the demo or the hall of fame, dim or lit, brings the title, lit.
"""

import pathlib
import sys

import pytest

from host_tools.sim.script import parse
from spit.console.device import backlight
from spit.input import panel
from spit.screen import halves
from tests.console.simkit import look, simulate

A, B = 0, 1
REPRO = pathlib.Path(__file__).parent / "data" / "repro"


def run_script(name, seed, at=(), rows=False):
    """Play ``name`` (its shot lines left out) at ``seed``; returns (run, {ms: the glass at the
    frame ending at or after ms}, [the hall's rows each time it came up] when ``rows``)."""
    events = [e for e in parse((REPRO / name).read_text(), name) if e.key >= 0]
    seen, halls = {}, []

    def hook(sim):
        app = sys.modules["spit.console.flow.app"].current
        if app is None:
            return
        if rows and app.phase == "hall" and (not halls or halls[-1][0] != app.phase_t):
            pages = app.view.pages
            halls.append((app.phase_t, pages.halves[0].names.text.split("\n")))
        for ms in at:
            if ms not in seen and sim.elapsed >= ms:
                seen[ms] = dict(look(app), light=app.light.mode)

    run = simulate(events, seed=seed, on_frame=hook)
    return run, seen, [r for _, r in halls]


def screens(run):
    """The log's M lines that name a screen or the backlight, in order."""
    out = []
    for f in run.lines("M"):
        words = " ".join(f)
        if words in ("hall", "attract", "title", "screen dim", "screen awake", "screen dark"):
            out.append(words)
    return out


# -- 1. the slap taken in the race's first frame ----------------------------------------------
@pytest.mark.parametrize("name, slap_at", [("slap_in_opening_frame.txt", 22885),
                                           ("slap_later_frame.txt", 23100)])  # fmt: skip
def test_a_slap_in_the_races_first_frame_is_remembered_by_both_lines(name, slap_at):
    later = 23300 if name.startswith("slap_later") else 23000  # A's pile press after his slap
    run, seen, _ = run_script(name, 402, at=(later + 20,))
    pressed = {(ms, p, b): code for ms, p, b, code in run.downs()}
    assert pressed[(22884, B, panel.P3)] == 0  # B's last stock card: the race opens
    assert pressed[(slap_at, A, panel.L)] == 0  # A's slap, taken
    assert pressed[(later, A, panel.P1)] != 0  # his pile press after it, refused
    now = seen[later + 20]
    assert now["game"].phase == 2  # spit.SLAP: B has not slapped yet
    assert now["line"][A] == "No: wait for B's slap" and now["plate"][A] == halves.PLATE_NO
    p1 = now["spot"](A, panel.P1, 2).frame
    assert now["cross"][A] == (p1.x, p1.y)
    assert now["line"][B].startswith("A slapped! You: L "), now["line"][B]


def test_a_second_slap_after_one_in_the_races_first_frame_is_told_to_wait_too():
    run, seen, _ = run_script("slap_in_opening_frame.txt", 402, at=(23320,))
    pressed = {(ms, p, b): code for ms, p, b, code in run.downs()}
    assert pressed[(23300, A, panel.L)] not in (0, panel.R_PENDING)  # already slapped
    assert seen[23320]["line"][A] == "No: wait for B's slap"


def test_a_press_crossed_in_the_races_first_frame_leaves_the_line_following_the_race():
    # the slap_in_opening_frame position, but A presses a pile in that frame and B slaps later:
    # A's X shows 0.7 s, his line keeps the race's call, then says that B slapped
    text = (REPRO / "slap_in_opening_frame.txt").read_text()
    text = text[: text.index("# --- 22884")] + "22885 A.P1 60\n23000 B.L 60\n"
    events = [e for e in parse(text) if e.key >= 0]
    seen = {}

    def hook(sim):
        app = sys.modules["spit.console.flow.app"].current
        for ms in (22950, 23100):
            if app is not None and ms not in seen and sim.elapsed >= ms:
                seen[ms] = look(app)

    run = simulate(events, seed=402, on_frame=hook, until_ms=23200)
    pressed = {(ms, p, b): code for ms, p, b, code in run.downs()}
    assert pressed[(22885, A, panel.P1)] != 0 and pressed[(23000, B, panel.L)] == 0
    p1 = seen[22950]["spot"](A, panel.P1, 2).frame
    for ms, line in ((22950, "Slap smaller: L "), (23100, "B slapped! You: L ")):
        now = seen[ms]
        assert now["cross"][A] == (p1.x, p1.y)  # the X of his press, its 0.7 s
        assert now["line"][A].startswith(line) and now["plate"][A] == halves.PLATE, now["line"]


# -- 2. a move that times out in the race's first frame ---------------------------------------
def test_a_move_timing_out_in_the_races_first_frame_shows_its_x_and_its_red_line():
    run, seen, _ = run_script("timeout_in_opening_frame.txt", 511, at=(35060,))
    timed_out = [f for f in run.lines("P") if f[3] == str(panel.R_TIMEOUT)]
    assert [(f[0], f[5]) for f in timed_out] == [("0", "1")]  # A's slot P2, tapped at 33528
    now = seen[35060]
    assert now["game"].phase == 2  # the slap race opened in the frame the move timed out
    assert now["line"][A] == "No: move timed out" and now["plate"][A] == halves.PLATE_NO
    slot = now["spot"](A, panel.P2, 2).frame
    assert now["cross"][A] == (slot.x, slot.y)


# -- 3. the hall of fame of a player who has played only the CPU ------------------------------
def test_a_player_who_has_played_only_the_cpu_is_in_the_hall_of_fame():
    run, _, halls = run_script("hall_cpu_only.txt", 501, rows=True)
    st = run.app.stats
    assert st.played_total() == 0  # no game between two people
    (who,) = st.players()
    from spit.console.records import players

    best = players.record(st, who)["best_reaction"]
    assert best > 0  # his page shows a best reaction
    idle = screens(run)  # the title after his second game, left alone a minute: the hall
    at = idle.index("hall")
    assert idle[at - 2 : at + 2] == ["title", "screen dim", "hall", "attract"], idle
    assert halls[0] == ["Fastest win   -", "Best streak   -",
                        "Best reaction %-7s%s" % ("%d ms" % best, st.name(who))]  # fmt: skip


def test_between_demo_games_a_console_without_records_shows_no_empty_hall(tmp_path):
    # a fresh console: nothing to show in a hall, before the demo or between its games
    shown, ups = [], []

    def hook(sim):
        app = sys.modules["spit.console.flow.app"].current
        if app is not None and (not ups or ups[-1] != (app.phase, app.phase_t)):
            ups.append((app.phase, app.phase_t))
            shown.append(app.phase)
        if shown.count("attract") == 2:
            from host_tools.sim.run import SimStop

            raise SimStop("the second demo game")

    run = simulate(seed=2, until_ms=900000, on_frame=hook, nvm=never_dark(tmp_path / "nvm.bin"))
    assert run.why == "the second demo game"
    assert shown == ["title", "attract", "attract"], shown  # one demo game after the other


def never_dark(path):
    """nvm of a fresh console whose screen never goes dark (dark ends the demo before its game
    does)."""
    from host_tools.sim.stubs.microcontroller import FlashNVM
    from spit.console.records.stats import Stats
    from spit.console.records.store import Store

    st = Stats(Store(FlashNVM(path=str(path))))
    assert st.settings.set("dark_min", 0)
    st.changed()
    assert st.save()
    return path


# -- 4. a press on the dim demo or the dim hall -----------------------------------------------
@pytest.mark.parametrize("name, seed, press_at, player, button", [
    ("demo_dim_press.txt", 1, 66000, A, panel.P4),
    ("hall_dim_press.txt", 501, 364886, B, panel.L),
])  # fmt: skip
def test_a_press_on_a_dim_attract_screen_brings_the_title_lit(name, seed, press_at, player, button):
    run, seen, _ = run_script(name, seed, at=(press_at + 100,))
    attract = "hall" if name.startswith("hall") else "attract"
    idle = screens(run)
    at = idle.index(attract)
    assert idle[at - 1 : at + 3] == ["screen dim", attract, "screen awake", "title"], idle
    now = seen[press_at + 100]
    assert now["phase"] == "title" and now["light"] == backlight.AWAKE
    (code,) = [c for ms, p, b, c in run.downs() if (ms, p, b) == (press_at, player, button)]
    assert code == panel.R_GONE  # spent on the screen it ended (no buzz), as on a lit one
