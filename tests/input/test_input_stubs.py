# SPDX-License-Identifier: MIT
"""The keypad and supervisor stand-ins behave like the device where the input layer relies on it."""

from host_tools.sim.stubs import keypad, supervisor


def make(**kw):
    keypad.reset_all()
    supervisor.reset()
    return keypad.Keys(range(16), value_when_pressed=False, interval=0.001, **kw)


def drain(keys):
    event, got = keypad.Event(), []
    while keys.events.get_into(event):
        got.append((event.key_number, event.pressed, event.timestamp))
    return got


def test_the_clock_starts_a_minute_before_the_wrap_and_wraps():
    supervisor.reset()
    assert supervisor.ticks_ms() == (1 << 29) - 65_000
    supervisor.advance(65_001)
    assert supervisor.ticks_ms() == 1


def test_one_scan_one_timestamp_in_pin_order():
    keys = make()
    t = supervisor.ticks_ms() + 3
    keys.press(12, t)
    keys.press(2, t)
    supervisor.advance(10)
    assert drain(keys) == [(2, True, t), (12, True, t)]


def test_a_full_queue_drops_the_newest_event_and_says_so():
    keys = make(max_events=3)
    t = supervisor.ticks_ms() + 1
    for k in range(5):
        keys.press(k, t + k)
    supervisor.advance(20)
    assert keys.events.overflowed
    assert [e[0] for e in drain(keys)] == [0, 1, 2]  # the oldest kept
    keys.events.clear()
    assert not keys.events.overflowed


def test_reset_reports_held_keys_again():
    keys = make()
    keys.press(5, supervisor.ticks_ms() + 1)
    supervisor.advance(10)
    assert [e[:2] for e in drain(keys)] == [(5, True)]
    keys.reset()
    supervisor.advance(2)
    assert [e[:2] for e in drain(keys)] == [(5, True)]


def test_event_looks_like_circuitpython():
    e = keypad.Event(3, False, 77)
    assert (e.key_number, e.pressed, e.released, e.timestamp) == (3, False, True, 77)
    assert e == keypad.Event(3, False, 12) and e != keypad.Event(3, True, 77)
    assert repr(e) == "<Event: key_number 3 released>"


def test_inject_reaches_the_newest_keys():
    keys = make()
    keypad.inject(9, True, supervisor.ticks_ms())
    supervisor.advance(5)
    assert [e[:2] for e in drain(keys)] == [(9, True)]
