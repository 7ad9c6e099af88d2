# SPDX-License-Identifier: MIT
"""The PIO backend in rp2040-pio-emulator: the real program, scripted pin edges, the real reader.

What a player would notice: the earlier of two presses 1 us apart is first, a bouncing switch
presses once, presses no sample can tell apart are a true tie (and the race's tie rule then
alternates), time stays right across the counter's wraps, a flood of edges is reported as an
overflow the race recovers from, and the console falls back to keypad when PIO is missing.
"""

import sys
import types

import adafruit_pioasm
import pytest

from spit.input import panel, pio_keys
from spit.input.race import Race
from tests.input.pio_sim import EmulatedStateMachine, make_keys

A_P1, A_L, B_P1, B_L = panel.key(0, 0), panel.key(0, 5), panel.key(1, 0), panel.key(1, 5)


def read_all(keys):
    out = []
    event = pio_keys.Event()
    while keys.events.get_into(event):
        out.append((event.key_number, event.pressed, event.timestamp, event.sub_ns))
    return out


def ns_of(ev):
    """An event's time in ns since ms 0 (the tests start the clock at 0 and stay short)."""
    return ev[2] * 1_000_000 + ev[3]


@pytest.fixture(params=["ring", "fifo"])
def rig(request):
    """A running program and its reader: through the DMA ring, or the FIFO alone."""
    sm = EmulatedStateMachine(dma=request.param == "ring")
    keys = make_keys(sm)
    assert keys.mode == request.param
    sm.run_us(10)
    assert read_all(keys) == []  # nothing held at start: no event
    return sm, keys


def test_the_shipped_opcodes_are_the_assembled_program():
    program = adafruit_pioasm.Program(pio_keys.PROGRAM)
    assert list(pio_keys.OPCODES) == list(program.assembled)
    kw = program.pio_kwargs
    assert (pio_keys.WRAP_TARGET, pio_keys.WRAP) == (kw["wrap_target"], kw["wrap"])


def test_resolution_is_one_loop_of_13_cycles(rig):
    sm, keys = rig
    assert sm.loop_cycles == pio_keys.LOOP_CYCLES  # measured in the emulator, not assumed
    assert sm.loop_step == 1
    assert keys.resolution_ns == 104  # 13 cycles at 125 MHz


@pytest.mark.parametrize("first, second", [(A_P1, B_P1), (B_P1, A_P1), (A_L, B_L), (B_L, A_L)])
@pytest.mark.parametrize("at_us", [37.0, 999.6])  # inside a millisecond, and straddling one
def test_presses_1us_apart_are_ordered(rig, first, second, at_us):
    sm, keys = rig
    sm.press(first, at_us)
    sm.press(second, at_us + 1.0)
    sm.run_us(at_us + 50)
    events = read_all(keys)
    assert [(k, p) for k, p, _, _ in events] == [(first, True), (second, True)]
    gap = ns_of(events[1]) - ns_of(events[0])
    assert abs(gap - 1000) <= keys.resolution_ns  # the gap itself, to one sample


def test_edges_one_sample_apart_are_no_tie(rig):
    sm, keys = rig
    step_us = pio_keys.LOOP_CYCLES / 125  # one loop, in us
    sm.press(B_L, 100.0)
    sm.press(A_L, 100.0 + step_us)
    sm.run_us(120)
    events = read_all(keys)
    assert [k for k, *_ in events] == [B_L, A_L]
    assert ns_of(events[0]) < ns_of(events[1])


def test_simultaneous_edges_are_a_true_tie_then_the_tie_rule_alternates(rig):
    sm, keys = rig
    race = Race(seed=0)
    winners = []
    for i in range(6):
        t_us = 1000.0 + i * 40_000.0  # each race 40 ms after the last (lockouts over)
        sm.press(A_L, t_us)
        sm.press(B_L, t_us)  # the same instant on both panels
        sm.release(A_L, t_us + 20_000)
        sm.release(B_L, t_us + 20_000)
        sm.run_us(t_us + 30_000)
        events = read_all(keys)
        presses = [e for e in events if e[1]]
        assert len(presses) == 2
        assert (presses[0][2], presses[0][3]) == (presses[1][2], presses[1][3])  # a true tie
        for k, pressed, ms, sub in events:
            race.push(k, pressed, ms, sub)  # as race.drain does: equal subs, a true tie
        race.step(None, sm.ticks_ms() + 10)
        winners.append(race.outcome(0).player)
    assert winners == [0, 1, 0, 1, 0, 1]  # who lost the last tie wins the next


def test_bounce_yields_one_press_at_first_contact(rig):
    sm, keys = rig
    sm.bounce(A_P1, 500.0, "1010011011010111", step_us=300)  # 4.8 ms of chatter, then closed
    sm.run_us(30_000, poll=keys)  # read every 0.5 ms: the FIFO holds 4 edges (docs/PIO.md)
    sm.bounce(A_P1, 30_000.0, "0101101000", step_us=200)  # release chatter, then open
    sm.run_us(60_000, poll=keys)
    events = read_all(keys)
    assert [(k, p) for k, p, _, _ in events] == [(A_P1, True), (A_P1, False)]
    assert abs(ns_of(events[0]) - 500_000) <= keys.resolution_ns  # timed at the first contact
    assert abs(ns_of(events[1]) - 30_000_000) <= keys.resolution_ns
    assert keys.bounces > 10 and not keys.events.overflowed


def test_bounce_is_the_same_delay_for_both_panels(rig):
    sm, keys = rig
    sm.bounce(A_P1, 200.0, "1", step_us=100)  # a clean switch
    sm.bounce(B_P1, 201.0, "10101010101111", step_us=90)  # a chattering one, 1 us later
    sm.run_us(20_000, poll=keys, every_us=200)
    events = read_all(keys)
    assert [(k, p) for k, p, _, _ in events] == [(A_P1, True), (B_P1, True)]
    assert abs(ns_of(events[1]) - ns_of(events[0]) - 1000) <= keys.resolution_ns


def test_a_quick_repress_in_the_lockout_is_delayed_not_lost(rig):
    sm, keys = rig
    sm.press(A_P1, 100.0)
    sm.release(A_P1, 3_000.0)  # released 3 ms later, inside the 12 ms lockout
    sm.run_us(40_000)
    events = read_all(keys)
    assert [(k, p) for k, p, _, _ in events] == [(A_P1, True), (A_P1, False)]
    assert events[1][2] - events[0][2] == panel.LOCKOUT_MS
    assert events[1][3] == pio_keys.SUB_UNKNOWN  # a made-up time: no sub-ms part to race with


def test_timestamps_do_not_drift_over_many_edges(rig):
    # Every change costs the program as many cycles as a quiet loop, or the clock would slip.
    sm, keys = rig
    for i in range(60):
        sm.press(i % 16, 1000.0 + i * 800.0)
        sm.release(i % 16, 1000.0 + i * 800.0 + 400.0)
    sm.run_us(60_000)
    read_all(keys)
    sm.press(B_L, 123_456.7)
    sm.run_us(130_000)
    (event,) = read_all(keys)
    assert abs(ns_of(event) - 123_456_700) <= keys.resolution_ns


@pytest.mark.parametrize(
    "x, what",
    [(pio_keys.STATE_TAG + 40, "the 29-bit counter word wraps"), (40, "X wraps through 0")],
)
def test_counter_wrap(x, what):
    sm = EmulatedStateMachine()
    keys = make_keys(sm)
    # Start the program at its loop 40 steps before the wrap (the emulator need not run 2**29
    # loops to get there); its first sample anchors the clock as after any reset.
    sm.restart(x=x, y=0xFFFFFFFF, pc=sm.wrap_target)
    keys._start()
    sm.press(A_P1, 2.0)  # before the wrap (40 loops = 4.16 us)
    sm.press(B_P1, 9.0)  # after it
    sm.run_us(30.0)
    events = read_all(keys)
    assert [k for k, *_ in events] == [A_P1, B_P1], what
    assert abs(ns_of(events[1]) - ns_of(events[0]) - 7000) <= keys.resolution_ns, what


def test_a_wait_longer_than_the_counter_wrap_keeps_the_clock(rig):
    sm, keys = rig
    wrap_s = (1 << 29) * pio_keys.LOOP_CYCLES / 125e6  # ~55.8 s
    assert 55 < wrap_s < 56
    for t_s in (1.0, 60.0, 200.5):  # gaps of 59 s and 140.5 s: one and two wraps
        sm.press(A_P1, t_s * 1e6)
        sm.release(A_P1, t_s * 1e6 + 30_000)
        sm.run_us(t_s * 1e6 + 50_000)
        events = read_all(keys)
        assert [(k, p) for k, p, _, _ in events] == [(A_P1, True), (A_P1, False)]
        assert abs(ns_of(events[0]) - round(t_s * 1e9)) <= keys.resolution_ns


def test_a_storm_overflows_the_fifo_and_the_race_recovers():
    sm = EmulatedStateMachine(dma=False)
    keys = make_keys(sm)
    sm.run_us(10)
    assert read_all(keys) == []
    for k in range(16):  # all 16 pins change within 16 us: 16 edges, 32 words, FIFO holds 8
        sm.press(k, 100.0 + k)
    sm.release(3, 5_000)
    sm.run_us(10_000)
    assert sm.rxstall
    race = Race()
    race.reset(None, 0)
    event = pio_keys.Event()
    race.drain(keys, event, sm.ticks_ms())
    assert race.overflows == 1
    assert not sm.rxstall and not keys.events.overflowed
    # keys.reset() restarted the program: the 15 keys still down are re-reported, as held.
    sm.run_us(11_000)
    race.drain(keys, event, sm.ticks_ms())
    n = race.step(None, sm.ticks_ms() + 10)
    got = [(race.outcome(i).gesture, race.outcome(i).key) for i in range(n)]
    # The FIFO kept the oldest words: the first 4 presses count; the 15 keys re-reported after
    # the restart are held, not pressed (no phantom presses).
    assert got == [(panel.G_OVERFLOW, -1)] + [(panel.G_BUTTON, k) for k in range(4)]
    sm.release(0, 20_000)
    sm.press(3, 20_000)  # a real press after the storm is a press
    sm.run_us(30_000)
    race.drain(keys, event, sm.ticks_ms())
    n = race.step(None, sm.ticks_ms() + 10)
    assert [(race.outcome(i).gesture, race.outcome(i).key) for i in range(n)] == [
        (panel.G_BUTTON, 3)
    ]


def test_the_ring_takes_a_storm_whole():
    sm = EmulatedStateMachine()
    keys = make_keys(sm)
    for k in range(16):  # the same storm, read once: all 16 presses, in order, no overflow
        sm.press(k, 100.0 + k)
    sm.run_us(10_000)
    events = read_all(keys)
    assert [(k, p) for k, p, _, _ in events] == [(k, True) for k in range(16)]
    assert all(ns_of(b) - ns_of(a) > 900 for a, b in zip(events, events[1:], strict=False))
    assert not keys.events.overflowed and not sm.rxstall


def test_a_lapped_ring_is_an_overflow():
    sm = EmulatedStateMachine()
    keys = make_keys(sm, ring=32)  # 16 reports fit; 40 edges come before the next read
    for i in range(40):
        sm.edge(i % 16, (i // 16 + 1) % 2, 100.0 + 20 * i)
    sm.run_us(2_000)
    race = Race()
    race.reset(None, 0)
    race.drain(keys, pio_keys.Event(), sm.ticks_ms())
    assert race.overflows == 1
    assert keys.mode == "ring" and sm.ring is not None  # reset() restarted the DMA too
    sm.run_us(3_000)
    race.drain(keys, pio_keys.Event(), sm.ticks_ms())
    n = race.step(None, sm.ticks_ms() + 10)
    # Every slot had been written over: nothing from before counts; keys still down after the
    # restart are held, not pressed.
    assert [race.outcome(i).gesture for i in range(n)] == [panel.G_OVERFLOW]
    assert not keys.events.overflowed


def test_held_keys_are_reported_after_reset(rig):
    sm, keys = rig
    sm.press(B_L, 100.0)
    sm.run_us(1_000)
    assert [(k, p) for k, p, _, _ in read_all(keys)] == [(B_L, True)]
    keys.reset()
    sm.run_us(2_000)
    assert [(k, p) for k, p, _, _ in read_all(keys)] == [(B_L, True)]  # as keypad.reset()


def test_drain_into_race_gives_buttons(rig):
    sm, keys = rig
    race = Race()
    race.reset(None, 0)
    sm.press(B_P1 + 7, 500.0)  # B's SPIT
    sm.run_us(5_000)
    race.drain(keys, pio_keys.Event(), sm.ticks_ms())
    n = race.step(None, sm.ticks_ms())
    o = race.outcome(0)
    assert n == 1 and (o.gesture, o.player, o.button, o.t) == (panel.G_BUTTON, 1, panel.SPIT, 0)


# -- the factory ------------------------------------------------------------------------------


def test_make_without_rp2pio_falls_back_with_a_reason(monkeypatch):
    monkeypatch.setitem(sys.modules, "rp2pio", None)
    notes = []
    assert pio_keys.make(list(range(16)), lambda what, why: notes.append((what, why))) is None
    assert notes and notes[0][0] == "input" and "keypad used" in notes[0][1]


def fake_rp2pio(made):
    def state_machine(program, frequency, **kwargs):
        made.append((program, frequency, kwargs))
        sm = EmulatedStateMachine()
        return sm

    module = types.ModuleType("rp2pio")
    module.StateMachine = state_machine
    module.pins_are_sequential = lambda pins: pins == list(range(pins[0], pins[0] + len(pins)))
    return module


def test_make_builds_the_state_machine(monkeypatch):
    made = []
    monkeypatch.setitem(sys.modules, "rp2pio", fake_rp2pio(made))
    cpu = types.SimpleNamespace(cpu=types.SimpleNamespace(frequency=125_000_000))
    monkeypatch.setitem(sys.modules, "microcontroller", cpu)
    keys, event = pio_keys.make(list(range(16)), None, ticks_ms=lambda: 0)
    ((program, frequency, kwargs),) = made
    assert program is pio_keys.OPCODES
    assert frequency == 0  # the system clock
    assert kwargs["first_in_pin"] == 0 and kwargs["in_pin_count"] == 16
    assert kwargs["pull_in_pin_up"] == 0xFFFF and kwargs["in_shift_right"] is False
    assert kwargs["fifo_type"] == "rx"
    assert (kwargs["wrap_target"], kwargs["wrap"]) == (9, 17)
    assert keys.resolution_ns == 104 and isinstance(event, pio_keys.Event)
    assert keys.mode == "ring"  # background_read is there: the DMA ring is used


def test_make_refuses_pins_out_of_order(monkeypatch):
    monkeypatch.setitem(sys.modules, "rp2pio", fake_rp2pio([]))
    notes = []
    pins = list(range(16))
    pins[3], pins[4] = pins[4], pins[3]
    assert pio_keys.make(pins, lambda what, why: notes.append(why), ticks_ms=lambda: 0) is None
    assert "consecutive" in notes[0]
