# SPDX-License-Identifier: MIT
"""Issue 38: every refusal says why, as a player meets it through the buttons.

The real firmware in the headless simulator: both panels play a game (tests/console/player.py)
until the position of each case, then the case's presses are typed and the glass, the buzzer
and the log are read. Seed 402, as the issue's repros.
"""

import sys

import pytest
from driver import BACK, VARIANTS
from player import Scripter

import spit
from host_tools.sim.run import SimStop
from host_tools.sim.script import Event
from spit.console.device import sound
from spit.console.flow.app import GAME, OVER, TITLE
from spit.input import panel
from spit.screen import halves
from tests.console.simkit import look, simulate

A, B = 0, 1
SEED = 402


def _settings(variant):
    """Title -> Settings -> the variant's rows -> Back -> Play, as key events (player A)."""
    seq = [panel.P4, panel.SPIT]
    cur = 0
    for row, steps in VARIANTS[variant]:
        seq += [panel.P4] * (row - cur) + [panel.R] * steps
        cur = row
    seq += [panel.P4] * (BACK - cur) + [panel.SPIT, panel.SPIT]  # Back, Play (then the pick)
    events = []
    for k, button in enumerate(seq):
        events += [Event(500 + 150 * k, button, True), Event(540 + 150 * k, button, False)]
    return events


def reach(when, presses, looks, variant="standard", seed=SEED):
    """Play until ``when(app, sim)`` holds at a frame; then drop every press not yet made, type
    ``presses(app)`` -> [(ms after, player, button)] and look at the glass ``looks`` ms after.
    Returns (run, at, {ms after: look}, [(ms after, cue)])."""
    scripter = Scripter(think_ms=(60, 90))
    scripter.started = True  # (the settings' presses choose Play)
    state = {"at": None, "seen": {}, "cues": []}

    def hook(sim):
        app = sys.modules["spit.console.flow.app"].current
        if app is None:
            return
        now = sim.elapsed
        at = state["at"]
        if at is None:
            if not when(app, sim):
                scripter(sim)
                return
            at = state["at"] = now
            _hold_still(sim, now)
            real = app.sound.cue
            app.sound.cue = lambda what, t: (state["cues"].append((sim.elapsed - at, what)),
                                             real(what, t))  # fmt: skip
            for dt, p, button in presses(app):
                scripter.type(sim, at + dt, p, button)
        for dt in looks:
            if dt not in state["seen"] and now >= at + dt:
                state["seen"][dt] = look(app)
        if len(state["seen"]) == len(looks):
            raise SimStop("seen")

    run = simulate(_settings(variant), seed=seed, on_frame=hook, until_ms=600000)
    assert state["at"] is not None, "the position never came"
    return run, state["at"], state["seen"], state["cues"]


def _hold_still(sim, now):
    """Both players stop: the presses typed for later are not made (a key down stays down)."""
    dropped = {(e.key, e.t) for e in sim.events if e.pressed and e.t > now}
    sim.events[:] = [
        e for e in sim.events
        if (e.key, e.t) not in dropped and (e.key, e.t - 40) not in dropped
    ]  # fmt: skip


def _in_phase(phase):
    def when(app, sim):
        return (
            app.phase == GAME
            and app.stage.match is not None
            and app.stage.match.game.phase == phase
        )

    return when


def _chooser(g):
    return next(p for p in (A, B) if any(a[0] == spit.A_CHOOSE for a in g.legal(p)))


# -- 1. a pile button in the slap race or the choice -----------------------------------------
def test_a_pile_press_in_the_slap_race_says_slap_with_l_or_r_then_the_figures_come_back():
    flash = 150 + 700 + 100  # the press, its flash, a few frames
    run, _, seen, cues = reach(_in_phase(spit.SLAP), lambda app: [(150, A, panel.P3)],
                               (200, flash))  # fmt: skip
    refused = [x for x in run.downs() if x[1:3] == (A, panel.P3)]
    assert refused and 0 < refused[-1][3] < 100  # the engine refused it (not now)
    now = seen[200]
    assert now["game"].phase == spit.SLAP  # (the race is still on: nobody slapped)
    assert now["line"][A] == "No: slap with L or R"
    assert now["plate"][A] == halves.PLATE_NO
    p3 = now["spot"](A, panel.P3, 2).frame
    assert now["cross"][A] == (p3.x, p3.y)
    assert any(150 <= ms <= 200 and what == sound.REFUSED for ms, what in cues)
    assert now["line"][B].startswith("Slap smaller: L ")  # B's half is not his business
    later = seen[flash]
    assert later["game"].phase == spit.SLAP
    g = later["game"]
    assert later["line"][A] == "Slap smaller: L %d R %d" % (g.spit_size(A), g.spit_size(B))
    assert later["plate"][A] == halves.PLATE and later["cross"][A] is None


def test_a_pile_press_in_the_choice_says_who_picks_and_how():
    def presses(app):
        c = _chooser(app.stage.match.game)
        return [(150, c, panel.P2), (150, 1 - c, panel.P4)]

    run, _, seen, cues = reach(_in_phase(spit.CHOOSE), presses, (200,), variant="noslap")
    now = seen[200]
    c = _chooser(now["game"])
    assert now["line"][c] == "No: pick with L or R"
    assert now["line"][1 - c] == "No: %s picks a pile" % "AB"[c]
    for p, button in ((c, panel.P2), (1 - c, panel.P4)):
        assert now["plate"][p] == halves.PLATE_NO
        frame = now["spot"](p, button, 2).frame
        assert now["cross"][p] == (frame.x, frame.y)
    assert sum(1 for ms, what in cues if what == sound.REFUSED) == 2


# -- 2. a refusal and an empty-slot tap by the same player in one frame -----------------------
def _slot_and(kind):
    """A in play, nothing half-made, an empty slot and a pile whose tap is refused: a face-up
    card that fits neither spit pile ("rank"), or a lone card a move would reveal nothing under
    ("lone")."""

    def when(app, sim):
        if app.phase != GAME or app.stage.match is None or app.stage.match.game.phase != spit.PLAY:
            return False
        g = app.stage.match.game
        gesture = app.stage.match.race.panels[A]
        if gesture.slot >= 0 or gesture.armed >= 0 or any(e.t > sim.elapsed for e in sim.events):
            return False
        return _case(g, kind) is not None

    return when


def _case(g, kind):
    piles = range(g.rules.stocks)
    empty = [i for i in piles if g.top(A, i) == -1]
    if not empty:
        return None
    for j in piles:
        card = g.top(A, j)
        if card < 0:
            continue
        fits = any(panel.fits(card, g.spit_top(k), g.rules.alternate_colors)
                   for k in range(g.piles_in_use()))  # fmt: skip
        if kind == "rank" and not fits or kind == "lone" and g.pile_size(A, j) == 1:
            return empty[0], j
    return None


def test_a_refusal_then_an_empty_slot_tap_1_ms_later_shows_the_x_the_line_and_the_slot():
    def presses(app):
        slot, pile = _case(app.stage.match.game, "rank")
        return [(100, A, pile), (101, A, slot)]

    run, at, seen, cues = reach(_slot_and("rank"), presses, (140, 950))
    downs = [x for x in run.downs() if x[0] > at and x[1] == A]
    (_, _, pile, code), (_, _, slot, pending) = downs[:2]
    assert code == spit.E_RANK and pending == panel.R_PENDING
    now = seen[140]
    frame = now["spot"](A, pile, 2).frame
    assert now["cross"][A] == (frame.x, frame.y)
    assert now["line"][A] == "No: rank does not fit" and now["plate"][A] == halves.PLATE_NO
    assert now["slot"][A] == slot  # the move goes on: his slot is marked
    assert any(100 <= ms <= 140 and what == sound.REFUSED for ms, what in cues)
    later = seen[950]  # the refusal said, the slot still waits: the line says what comes next
    assert later["slot"][A] == slot and later["cross"][A] is None
    assert later["line"][A] == "Now the pile to move from"


def test_an_empty_slot_tap_then_a_refused_move_1_ms_later_shows_the_x_and_frees_the_slot():
    def presses(app):
        slot, pile = _case(app.stage.match.game, "lone")
        return [(100, A, slot), (101, A, pile)]

    run, at, seen, cues = reach(_slot_and("lone"), presses, (140,))
    downs = [x for x in run.downs() if x[0] > at and x[1] == A]
    (_, _, slot, pending), (_, _, pile, code) = downs[:2]
    assert pending == panel.R_PENDING and code == spit.E_REVEAL
    now = seen[140]
    frame = now["spot"](A, pile, 2).frame
    assert now["cross"][A] == (frame.x, frame.y)
    assert now["line"][A] == "No: would reveal nothing" and now["plate"][A] == halves.PLATE_NO
    assert now["slot"][A] == -1  # the move was tried and refused: no slot waits
    assert any(100 <= ms <= 140 and what == sound.REFUSED for ms, what in cues)


# -- 3. both players' "go on" on each page of the result ------------------------------------
def _result_page(page):
    def when(app, sim):
        return app.phase == OVER and app.stage.page == page

    return when


# (0: both in one frame; 1 and 3: B's in a frame of its own, stamped before the next page was on
# the glass: the frame comes 3-5 ms after A's press, the race taking presses 2 ms old)
@pytest.mark.parametrize("gap", [0, 1, 3])
@pytest.mark.parametrize("page", [0, 1])
def test_the_second_players_go_on_a_few_ms_later_is_spent_on_the_result_page(page, gap):
    go = 1600  # past the page's 1.5 s guard
    run, at, seen, cues = reach(_result_page(page),
                                lambda app: [(go, A, panel.SPIT), (go + gap, B, panel.SPIT)],
                                (go + 300,), variant="points")  # fmt: skip
    spits = [x for x in run.downs() if x[0] > at and x[2] == panel.SPIT]
    # A's turns the page; B's, pressed while that page was on the glass, is spent there
    assert [x[1:] for x in spits] == [(A, panel.SPIT, 0), (B, panel.SPIT, panel.R_GONE)]
    assert not any(what == sound.REFUSED for _, what in cues)
    after = seen[go + 300]["phase"]
    assert after == (OVER if page == 0 else TITLE)
