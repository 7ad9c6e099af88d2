# SPDX-License-Identifier: MIT
"""spit.console.flow.match: what one frame of a game hands the view, the buzzer and the log."""

import sys

import adafruit_ticks
import pytest

import spit
from spit.console.device import sound
from spit.console.flow.match import Match
from spit.console.records.log import EventLog
from spit.input import holds, panel
from spit.input.race import Race


class Sink:
    def __init__(self):
        self.data = bytearray()

    def write(self, b):
        self.data.extend(b)
        return len(b)


class View:
    def __init__(self):
        self.outcomes = []
        self.updates = 0
        self.holds = []
        self.held = [-1, -1]  # (as View's: no pause bar shown)

    def hold(self, p, ms, now=0):
        if ms >= 0:
            self.holds.append((p, ms))

    def outcome(self, p, button, code, now=0, lost=False):
        self.outcomes.append((p, button, code))

    def update(self, g, now=0):
        self.updates += 1


def _history(text):
    history = []
    for line in text.splitlines():
        fields = line.split(" ")
        if fields[0] == "A":
            history.append(tuple(int(v) for v in fields[2:7]))
    return history


def _started(seed=5):
    race = Race()
    match = Match(race, {}, seed)
    match.resume(0)
    sink = Sink()
    log = EventLog(sink, "test")
    match.log_start(log, 0)
    race.push(7, True, 10)
    race.push(15, True, 10)
    race.push(7, False, 60)
    race.push(15, False, 60)
    match.step(100)
    match.write_log(log)
    assert match.game.phase == spit.PLAY
    return race, match, log, sink


def test_a_frame_with_more_outcomes_than_kept_loses_no_action_line():
    race, match, log, sink = _started()
    t = 200
    for i in range(40):  # both players mash every pile button within one frame
        for p in (0, 1):
            key = p * 8 + i % 5
            race.push(key, True, t + i)
            race.push(key, False, t + i + 15)
        t += 20
    match.step(t + 100)
    assert match.n > 16  # more than the race keeps (race.RING): some were logged early
    match.write_log(log)
    text = sink.data.decode()
    again = spit.replay(spit.Rules(), 5, _history(text))
    game = match.game
    assert game.changes > 2  # cards were played in that frame
    for j in (0, 1):
        assert again.spit_top(j) == game.spit_top(j) and again.spit_size(j) == game.spit_size(j)
    for p in (0, 1):
        assert sorted(again.held(p)) == sorted(game.held(p))


def test_the_view_hears_refusals_calls_and_aims_and_the_buzzer_each_outcome():
    race, match, log, sink = _started()
    view = View()
    buzzer = sound.Sound(None)
    race.push(0, True, 300)  # A's P1 on a card that fits nowhere, or plays: either is told
    race.push(0, False, 340)
    race.push(13, True, 310)  # B's L: an aim, neither refused nor carried out: his arrow moves
    match.step(400)
    match.show(view, 400)
    match.cues(buzzer, 400)
    assert view.updates == 1
    assert view.outcomes[1] == (1, 5, panel.R_PENDING)
    assert view.outcomes[0][:2] == (0, 0)
    assert buzzer.played == 1 and buzzer.last in (sound.REFUSED, sound.OK)  # the aim: no sound
    match.show(view, 425)  # the next frame without a step: nothing told twice
    match.cues(buzzer, 425)
    assert len(view.outcomes) == 2 and buzzer.played == 1


@pytest.fixture
def clock(monkeypatch):
    """The pause's Buttons read adafruit_ticks.ticks_ms() (supervisor's): a clock set here."""
    t = [0]
    monkeypatch.setattr(adafruit_ticks, "ticks_ms", lambda: t[0])
    monkeypatch.setitem(holds.Holds.update.__globals__, "ticks_ms", lambda: t[0])
    monkeypatch.delitem(sys.modules, "adafruit_debouncer", raising=False)  # binds it afresh
    return t


def _frames(match, clock, until, view=None, every=25):
    """The app's frames up to ``until``: the Buttons are polled once a frame, as on the device."""
    while clock[0] < until:
        clock[0] = min(until, clock[0] + every)
        match.step(clock[0])
        if view is not None:
            match.show(view, clock[0])


def test_spit_pressed_in_play_is_the_pause_hold_filling_not_a_refusal(clock):
    race, match, log, sink = _started()
    clock[0] = 100
    view = View()
    buzzer = sound.Sound(None)
    _frames(match, clock, 300)
    race.push(7, True, 300)  # SPIT in PLAY: the engine refuses it (E_PHASE) ...
    _frames(match, clock, 400, view)
    match.cues(buzzer, 400)
    assert view.outcomes == []  # ... but no "No: not now" flash
    assert buzzer.played == 0  # and no buzz
    assert view.holds and 0 <= view.holds[-1][1] <= 100  # the bar shows within a frame or two
    _frames(match, clock, 1400, view)
    assert view.holds[-1][0] == 0 and 1000 <= view.holds[-1][1] <= 1100  # filling up
    race.push(7, False, 1450)
    _frames(match, clock, 1500)
    view.holds.clear()
    match.show(view, 1500)
    assert view.holds == []  # let go: the bar goes
    assert not match.pause_asked


def test_an_ordinary_spit_call_shows_no_pause_bar_until_held(clock):
    race = Race()
    match = Match(race, {}, 5)
    match.resume(0)
    view = View()
    race.push(7, True, 10)  # A calls "Spit!" in READY: accepted
    _frames(match, clock, 250, view)
    assert view.holds == []
    _frames(match, clock, 500, view)
    assert view.holds and view.holds[-1][1] >= 300  # still held after 300 ms: a pause hold


def test_holding_spit_asks_for_the_pause_menu_once(clock):
    race, match, log, sink = _started()
    clock[0] = 100
    _frames(match, clock, 500)
    race.push(0 * 8 + 7, True, 500)
    _frames(match, clock, 2400)
    assert not match.pause_asked  # 1.9 s
    _frames(match, clock, 2600)
    assert match.pause_asked
    match.pause_asked = False
    _frames(match, clock, 4000)
    assert not match.pause_asked


def test_a_handicap_does_not_delay_the_pause(clock):
    # Issue 24: "the handicap does not apply to a pause" (it came 500 ms late for A here).
    race = Race()
    match = Match(race, {}, 5, handicaps=(500, 0))
    match.resume(0)
    view = View()
    race.push(7, True, 10)  # A, handicapped 500 ms, holds SPIT
    _frames(match, clock, 1000, view)
    assert 900 <= view.holds[-1][1] <= 990  # the bar counts his real time down
    _frames(match, clock, 2100)
    assert match.pause_asked  # 2 s after he pressed (and a frame or two), not 2.5 s


def test_a_spit_held_into_the_next_round_does_not_pause_it(clock):
    race, match, log, sink = _started()
    clock[0] = 100
    _frames(match, clock, 500)
    race.push(7, True, 500)  # A holds SPIT ...
    _frames(match, clock, 1500)
    match.resume(1500)  # ... through a summary and back to the table
    _frames(match, clock, 4000)
    assert not match.pause_asked  # a hold from the screen before pauses nothing
    race.push(7, False, 4010)
    _frames(match, clock, 4100)
    race.push(7, True, 4100)  # pressed again on this one: a hold
    _frames(match, clock, 6200)
    assert match.pause_asked


def test_holding_spit_to_the_pause_loads_no_long_press_library(clock):
    # On stock CircuitPython a library's code is RAM: a game, its pause hold included, must not
    # bring adafruit_debouncer (or spit.input.holds) in at its tightest moment.
    for name in ("adafruit_debouncer", "spit.input.holds"):
        sys.modules.pop(name, None)
    race, match, log, sink = _started()
    clock[0] = 100
    _frames(match, clock, 500)
    race.push(7, True, 500)
    for until in range(600, 2700, 100):
        _frames(match, clock, until)
        assert "adafruit_debouncer" not in sys.modules and "spit.input.holds" not in sys.modules
    assert match.pause_asked
