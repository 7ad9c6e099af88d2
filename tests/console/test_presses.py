# SPDX-License-Identifier: MIT
"""Issue 24's eight bugs, each as a player meets it: the press, then what the screen, the buzzer
and the log say. The scripts are the issue's repros, run by the real firmware in the headless
simulator (every script starts with the title's ``500 A.SPIT``, then the pick screen's
``PICK``: each panel's first row, the game dealt at 750 ms)."""

import sys

import spit
from host_tools.sim.script import parse
from spit.console.device import sound
from spit.console.flow.match import Match
from spit.input import panel
from spit.input.race import Race
from tests.console.simkit import look, simulate
from tests.input.rig import layout

A, B = 0, 1


PICK = "700 A.SPIT\n750 B.SPIT\n"  # who plays: A's SPIT, B's SPIT (the game starts)


def play(seed, script, at=(), buzz=False, until=None):
    """Run ``script`` (Play at 500 ms, then ``PICK`` put in) at ``seed``; returns (run, {ms: what
    the glass showed at the frame ending at or after ms}, [(ms, cue)] of every sound cue when
    ``buzz``)."""
    if PICK not in script:
        script = script.replace("500 A.SPIT\n", "500 A.SPIT\n" + PICK, 1)
    seen = {}
    cues = []

    def hook(sim):
        app = sys.modules["spit.console.flow.app"].current
        if app is None:
            return
        if buzz and not hasattr(app.sound, "_heard"):
            real = app.sound.cue

            def cue(what, now, real=real, sim=sim):
                cues.append((sim.elapsed, what))
                real(what, now)

            app.sound.cue = cue
            app.sound._heard = True
        for ms in at:
            if ms not in seen and sim.elapsed >= ms:
                seen[ms] = look(app)

    run = simulate(parse(script), seed=seed, on_frame=hook, until_ms=until)
    return run, seen, cues


def _presses(run):
    """P lines as (player, button, result, kind, x, y) of key-downs."""
    out = []
    for f in run.lines("P"):
        p, button, down, result, kind, x, y = (int(v) for v in f[:7])
        if down:
            out.append((p, button, result, kind, x, y))
    return out


def test_1_after_a_spit_that_leaves_the_game_stalled_both_are_asked_to_spit_again():
    script = "500 A.SPIT\n1000 A.SPIT\n1200 B.SPIT\n"
    _, seen, _ = play(31, script, at=(1400,))
    look = seen[1400]
    g = look["game"]
    assert g.phase == spit.READY
    for p in (A, B):
        can = any(a[0] == spit.A_SPIT for a in g.legal(p))
        assert can, "the engine waits for both calls again"
        assert "Waiting" not in look["line"][p], look["line"]
        assert "press SPIT" in look["line"][p], look["line"]


def test_2_the_aim_is_kept_through_the_pause_menu():
    # A aims R (B's pile), pauses, resumes, then taps P5, whose card fits both piles.
    script = "500 A.SPIT\n1000 A.SPIT\n1000 B.SPIT\n1300 A.R\n1600 A.SPIT 2200\n4300 A.SPIT\n"
    plain = script.replace("1600 A.SPIT 2200\n4300 A.SPIT\n", "") + "3200 A.P5\n"
    run, _, _ = play(4, plain)
    assert [x[5] for x in _presses(run) if x[1] == 4] == [1]  # without a pause: pile 1
    run, seen, _ = play(4, script + "5000 A.P5\n", at=(4950,))
    assert seen[4950]["phase"] == "game" and seen[4950]["aim"][A] == 1  # his arrow still on pile 1
    assert [x[5] for x in _presses(run) if x[1] == 4] == [1]


def test_3_a_move_that_times_out_puts_its_x_on_the_slot_tapped():
    script = "500 A.SPIT\n1000 A.SPIT\n1000 B.SPIT\n1300 A.P1\n1600 A.P1\n"
    run, seen, _ = play(6, script, at=(3200,), until=3300)
    assert (A, -1, panel.R_TIMEOUT) in [x[:3] for x in _presses(run)]
    look = seen[3200]
    assert look["line"][A] == "No: move timed out"
    slot = look["spot"](A, 0, 2).frame  # P1, the empty slot he tapped
    assert look["cross"][A] == (slot.x, slot.y)


def test_4_a_call_in_the_frame_that_stalls_the_game_is_shown_as_made():
    script = "500 A.SPIT\n1000 A.SPIT\n1000 B.SPIT\n1300 B.L\n1506 B.P4\n1511 A.SPIT\n"
    run, seen, _ = play(53, script, at=(1600,))
    assert (A, panel.SPIT, 0) in [x[:3] for x in _presses(run)]  # accepted
    look = seen[1600]
    assert look["line"][A] == "Waiting for B's SPIT"
    assert look["line"][B] == "Stalemate: press SPIT"


def test_5_a_refusal_shows_even_when_the_next_press_lands_in_the_same_frame():
    script = "500 A.SPIT\n1000 A.SPIT\n1000 B.SPIT\n1300 A.P2\n1300 A.P5\n"
    run, seen, _ = play(2, script, at=(1330, 1420))
    refused = [x for x in _presses(run) if x[0] == A and x[1] == 1]
    assert refused and 0 < refused[0][2] < 100  # the engine refused P2 ...
    look = seen[1330]
    p2 = look["spot"](A, 1, 2).frame
    assert look["cross"][A] == (p2.x, p2.y)  # ... and his X says so at once,
    later = seen[1420]  # and his red line once the cards' frame is drawn (LINE_WAIT)
    assert later["cross"][A] == (p2.x, p2.y) and later["line"][A].startswith("No:")
    assert later["plate"][A] != later["plate"][B]


def _last_card_match(handicap_b=0):
    # A's last stock card 6H fits pile 0: playing it ends the round and opens the slap race.
    race = Race()
    match = Match(race, {}, 1, (0, handicap_b))
    match.game = layout(
        stocks=([["6H"]], [["8S", "QC"]]), hands=(["2D"], ["2H"]), spit=(["5C"], ["9D"])
    )
    match.resume(0)
    return race, match


class _View:
    def __init__(self):
        self.told = []
        self.held = [-1, -1]  # (as View's: no pause bar shown)

    def outcome(self, p, button, code, now=0, lost=False):
        self.told.append((p, button, code))

    def hold(self, p, ms, now=0):
        pass

    def update(self, g, now=0):
        pass


def test_6_an_early_press_landing_in_the_slap_race_is_shown_and_buzzed():
    race, match = _last_card_match(handicap_b=100)
    race.push(panel.key(B, panel.R), True, 10)  # B, 10 ms before A's last card
    race.push(panel.key(A, panel.P1), True, 20)
    match.step(300)
    assert match.game.phase == spit.SLAP
    view, buzzer = _View(), sound.Sound(None)
    match.show(view, 300)
    match.cues(buzzer, 300)
    assert (B, panel.R, panel.R_EARLY) in view.told
    assert buzzer.last == sound.REFUSED or buzzer.played >= 2


def test_7_l_or_r_in_the_frame_that_ends_the_game_buzzes():
    race, match = _last_card_match()
    match.game = layout(
        spit.Rules(slap=False),
        stocks=([["6H"]], [["8S", "QC"]]),
        hands=([], []),
        spit=(["5C"], ["9D"]),
    )
    match.resume(0)
    race.push(panel.key(A, panel.P1), True, 10)  # ends the round: A picks the smaller pile
    race.push(panel.key(A, panel.L), True, 14)
    race.push(panel.key(B, panel.L), True, 16)  # the game is over: nothing to do now
    match.step(100)
    heard = []
    buzzer = sound.Sound(None)
    real = buzzer.cue
    buzzer.cue = lambda what, now: (heard.append(what), real(what, now))
    match.show(_View(), 100)
    match.cues(buzzer, 100)
    outs = [match.outcome(i) for i in range(match.n) if match.outcome(i).player == B]
    assert outs and not outs[-1].ok
    assert sound.REFUSED in heard


def test_8_the_other_players_spit_right_after_play_leaves_a_p_line_and_calls_nothing():
    run, seen, _ = play(7, "500 A.SPIT\n502 B.SPIT\n" + PICK, at=(950,))
    downs = _presses(run)
    assert [x[:2] for x in downs] == [(B, panel.SPIT)]  # B's, pressed on the title: logged
    assert downs[0][2] == panel.R_GONE and downs[0][3] == -1  # ... and no pick, no call
    assert seen[950]["line"][B] == "Press SPIT to start"


def test_8_two_players_spit_2_ms_apart_on_the_summary_both_go_on_neither_calls():
    from player import Scripter

    from host_tools.sim.run import SimStop

    scripter = Scripter(think_ms=(60, 90))
    state = {}

    def hook(sim):
        app = sys.modules["spit.console.flow.app"].current
        if app is None:
            return
        if app.phase == "round" and "at" not in state:  # the first round's summary
            at = sim.elapsed + 1600
            state["at"] = at
            scripter.type(sim, at, A, panel.SPIT)
            scripter.type(sim, at + 2, B, panel.SPIT)
        elif "at" in state and sim.elapsed >= state["at"] + 200:
            state["look"] = look(app)
            g = app.stage.match.game  # neither has called: both may still press SPIT
            state["called"] = [not any(a[0] == spit.A_SPIT for a in g.legal(p)) for p in (A, B)]
            raise SimStop("seen")
        elif "at" not in state:
            scripter(sim)

    run = simulate([], seed=3, on_frame=hook, until_ms=300000)
    at = state["at"]
    base = run.sim.start_ticks
    spits = []  # (ms, player, result) of the P lines of SPIT presses from then on
    for line in run.log.splitlines():
        f = line.split(" ")
        if f[0] == "P" and f[4] == "7" and f[5] == "1":
            ms = (int(f[2]) - base) & 0x1FFFFFFF
            if ms >= at:
                spits.append((ms, int(f[3]), int(f[6])))
    # A's dealt on (the summary's own press: a P line, carried out), B's is his "go on" too:
    # spent on the summary, which was still on the glass when he pressed
    assert spits == [(at, A, 0), (at + 2, B, panel.R_GONE)]
    assert state["look"]["phase"] == "game" and state["called"] == [False, False]
    assert all("press SPIT" in line for line in state["look"]["line"])
