# SPDX-License-Identifier: MIT
"""spit.input.holds: the long presses (pause, menu repeat, power-up) as adafruit_debouncer
Buttons over the race's key state, through the keypad stand-in and the race, frame by frame."""

import sys

import adafruit_ticks
import pytest

from host_tools.sim.stubs import supervisor
from spit.input import panel
from spit.input.holds import Holds
from tests.input.rig import Rig, layout

A, B = 0, 1
SPIT_KEYS = (panel.key(A, panel.SPIT), panel.key(B, panel.SPIT))


@pytest.fixture(autouse=True)
def clock(monkeypatch):
    """The Buttons' clock is adafruit_ticks.ticks_ms(), i.e. supervisor's: the rig's stand-in
    (adafruit_debouncer is imported afresh with a hold's first Button: it binds this one)."""
    monkeypatch.setattr(adafruit_ticks, "ticks_ms", supervisor.ticks_ms)
    monkeypatch.setitem(Holds.update.__globals__, "ticks_ms", supervisor.ticks_ms)
    monkeypatch.delitem(sys.modules, "adafruit_debouncer", raising=False)


class Held:
    """A rig whose every frame also polls ``holds``, as the app does; records when each came due."""

    def __init__(self, keys, long_ms, every_ms=0, game=None, frame_ms=25, start=supervisor.START):
        self.rig = Rig(game, frame_ms=frame_ms, start=start)
        self.holds = Holds(self.rig.race.held_ms, keys, long_ms, every_ms)
        self.due = []  # (ms since the rig began, key)
        self.t0 = self.rig.now()
        self.start = start
        real = self.rig.frame

        def frame():
            n = real()
            i = self.holds.update()
            if i >= 0:
                self.due.append(((self.rig.now() - self.t0) % supervisor.TICKS_PERIOD, keys[i]))
            return n

        self.rig.frame = frame

    def press(self, key):
        self.rig.keys.press(key, self.rig.now())

    def release(self, key):
        self.rig.keys.release(key, self.rig.now())


@pytest.mark.parametrize("game", [None, "play"])
def test_spit_held_two_seconds_is_one_pause(game):
    g = None
    if game:
        stocks = ([["6H"]], [["8S", "QC"]])
        g = layout(stocks=stocks, hands=(["2D"], ["2H"]), spit=(["5C"], ["9D"]))
    h = Held(SPIT_KEYS, panel.HOLD_MS, game=g)
    h.press(SPIT_KEYS[B])
    h.rig.wait(1950)
    assert h.due == []
    h.rig.wait(2000)  # held on: still one pause
    assert [k for _, k in h.due] == [SPIT_KEYS[B]]
    assert 2000 < h.due[0][0] <= 2000 + 3 * 25  # 2 s, found within a frame or two
    h.release(SPIT_KEYS[B])
    h.rig.wait(100)
    h.press(SPIT_KEYS[B])  # a short press is no pause
    h.rig.wait(500)
    h.release(SPIT_KEYS[B])
    h.rig.wait(3000)
    assert len(h.due) == 1


def test_a_handicap_does_not_delay_the_pause():
    h = Held(SPIT_KEYS, panel.HOLD_MS)
    h.rig.race.set_handicap(A, 500)
    h.press(SPIT_KEYS[A])
    h.rig.wait(2100)
    assert [k for _, k in h.due] == [SPIT_KEYS[A]]


def test_a_key_held_into_a_new_screen_is_no_hold_until_pressed_again():
    h = Held(SPIT_KEYS, panel.HOLD_MS)
    h.press(SPIT_KEYS[A])
    h.rig.wait(1000)
    h.rig.race.reset(None, h.rig.now())  # a new screen while A still holds SPIT
    h.rig.wait(3000)
    assert h.due == []
    h.release(SPIT_KEYS[A])
    h.rig.wait(100)
    h.press(SPIT_KEYS[A])
    h.rig.wait(2100)
    assert len(h.due) == 1


def test_a_key_held_through_a_queue_overflow_is_no_new_hold():
    h = Held(SPIT_KEYS, panel.HOLD_MS)
    h.press(SPIT_KEYS[A])
    h.rig.wait(500)
    h.rig.race.resync(h.rig.now())  # the events were lost: the keypad re-reports held keys
    h.rig.keys.reset()
    h.rig.wait(3000)
    assert h.due == []


def test_a_held_menu_button_repeats_after_400_ms_every_120_ms():
    keys = (panel.key(A, panel.P4), panel.key(B, panel.P1))
    h = Held(keys, 400, 120)
    h.press(keys[0])
    h.rig.wait(980)
    h.release(keys[0])
    h.rig.wait(500)
    times = [t for t, k in h.due]
    assert all(k == keys[0] for _, k in h.due)
    # due at 400, 520, 640, 760, 880 ms after the press (each found by the next 25 ms frame)
    assert len(times) == 5, times
    assert 400 < times[0] <= 400 + 3 * 25
    assert all(100 <= b - a <= 150 for a, b in zip(times, times[1:], strict=False)), times


def test_both_players_holding_come_due_one_after_the_other():
    h = Held(SPIT_KEYS, 60, frame_ms=5)
    h.press(SPIT_KEYS[A])
    h.press(SPIT_KEYS[B])
    h.rig.wait(200)
    assert sorted(k for _, k in h.due) == list(SPIT_KEYS)


def test_a_spit_hold_across_the_wrap_pauses_after_two_seconds():
    h = Held(SPIT_KEYS, panel.HOLD_MS, start=supervisor.TICKS_PERIOD - 1000)
    h.press(SPIT_KEYS[A])
    h.rig.wait(1990)
    assert h.due == []
    h.rig.wait(100)
    assert [k for _, k in h.due] == [SPIT_KEYS[A]]  # ticks went 2**29 - 1 -> 0 in between


def test_a_tap_makes_no_button_and_a_hold_lets_the_library_go_with_its_last_button():
    h = Held(SPIT_KEYS, panel.HOLD_MS)
    h.press(SPIT_KEYS[A])  # a "Spit!" call: shorter than LOAD_MS
    h.rig.wait(100)
    h.release(SPIT_KEYS[A])
    h.rig.wait(300)
    assert h.holds.made == 0 and "adafruit_debouncer" not in sys.modules
    h.press(SPIT_KEYS[A])
    h.rig.wait(600)
    assert h.holds.made == 1 and "adafruit_debouncer" in sys.modules  # a hold: its Button
    h.release(SPIT_KEYS[A])
    h.rig.wait(100)
    assert h.holds.made == 0 and "adafruit_debouncer" not in sys.modules
    assert h.due == []
