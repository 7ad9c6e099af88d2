# SPDX-License-Identifier: MIT
"""Host stand-in for CircuitPython's ``keypad``: deterministic scans on the fake clock.

``Keys`` scans every ``interval`` (rounded to whole ms, at least 1) of the ``supervisor``
stand-in's clock, taking one timestamp per scan and checking keys in ``key_number`` order, so two
presses caught in one scan carry the same timestamp and are queued in pin order — as on the
device. ``debounce_threshold`` is modelled as the integrator of CircuitPython PR #8855: a counter
in 0..threshold steps towards the contact each scan and the key changes state at either end.
``EventQueue`` drops the NEWEST event when full and sets ``overflowed`` (what the device's code
does); ``get_into`` fills one preallocated ``Event``; ``reset()`` re-reports held keys.

Scanning is lazy: a queue catches up with the clock whenever it is read, so tests only move the
clock (``supervisor.set_ticks``/``advance``) and change contacts:

- ``keys.press(k, t=None)`` / ``keys.release(k, t=None)`` / ``keys.set_contact(k, pressed, t)``:
  the contact changes at ``t`` (default: now), with the optional random ``bounce_ms`` after it;
- ``keys.trace(k, t0, "1011011111")``: a per-ms contact trace from ``t0`` (a synthetic bounce);
- module ``inject(k, pressed, t)``: the same on the newest live ``Keys`` (the simulator's path);
  ``reset_all()`` forgets every instance; ``hold_from_power_up(keys)``: buttons held before the
  ``Keys`` is made, which (as on CircuitPython 10.2.1) give no event until ``reset()``.
"""

import random

from adafruit_ticks import ticks_diff

from host_tools.sim.stubs import supervisor

_PERIOD = supervisor.TICKS_PERIOD
_live = []
_held = set()  # keys held from power-up (hold_from_power_up)


class Event:
    """A key transition: ``key_number``, ``pressed``/``released``, ``timestamp`` (ticks ms)."""

    def __init__(self, key_number: int = 0, pressed: bool = True, timestamp=None):
        self._key_number = int(key_number)
        self._pressed = bool(pressed)
        self._timestamp = supervisor.ticks_ms() if timestamp is None else int(timestamp)

    key_number = property(lambda self: self._key_number)
    pressed = property(lambda self: self._pressed)
    released = property(lambda self: not self._pressed)
    timestamp = property(lambda self: self._timestamp)

    def _set(self, key_number, pressed, timestamp):
        self._key_number = key_number
        self._pressed = pressed
        self._timestamp = timestamp

    def __eq__(self, other):
        return (
            isinstance(other, Event)
            and other._key_number == self._key_number
            and other._pressed == self._pressed
        )

    def __hash__(self):
        return hash((self._key_number, self._pressed))

    def __repr__(self):
        state = "pressed" if self._pressed else "released"
        return "<Event: key_number %d %s>" % (self._key_number, state)


class EventQueue:
    """The bounded event queue of one scanner; reading it first catches the scans up."""

    def __init__(self, owner: "Keys", max_events: int):
        self._owner = owner
        self._max = max_events
        self._items = []  # (key_number, pressed, timestamp), oldest first
        self._overflowed = False

    def _record(self, key_number, pressed, timestamp):
        if len(self._items) >= self._max:
            self._overflowed = True  # the device drops the newest event
            return
        self._items.append((key_number, pressed, timestamp))

    def get_into(self, event: Event) -> bool:
        self._owner._catch_up()
        if not self._items:
            return False
        event._set(*self._items.pop(0))
        return True

    def get(self):
        self._owner._catch_up()
        if not self._items:
            return None
        return Event(*self._items.pop(0))

    def clear(self) -> None:
        self._owner._catch_up()
        self._items.clear()
        self._overflowed = False

    @property
    def overflowed(self) -> bool:
        self._owner._catch_up()
        return self._overflowed

    def __len__(self):
        self._owner._catch_up()
        return len(self._items)

    def __bool__(self):
        return len(self) > 0


class Keys:
    """``keypad.Keys`` over ``len(pins)`` keys, scanned on the fake clock (see module doc).

    Host-only keywords: ``bounce_ms`` (each contact change then chatters randomly for up to that
    many ms before settling) and ``seed`` (for that chatter).
    """

    def __init__(
        self,
        pins,
        *,
        value_when_pressed: bool,
        pull: bool = True,
        interval: float = 0.020,
        max_events: int = 64,
        debounce_threshold: int = 1,
        bounce_ms: int = 0,
        seed: int = 0,
    ):
        if not 1 <= debounce_threshold <= 127:
            raise ValueError("debounce_threshold must be 1-127")
        if max_events < 1:
            raise ValueError("max_events must be >= 1")
        if not 0 <= interval <= 100:
            raise ValueError("interval must be 0-100 s")
        self.key_count = len(pins)
        self.value_when_pressed = value_when_pressed
        self.interval_ms = max(1, round(interval * 1000))
        self.threshold = debounce_threshold
        self.bounce_ms = bounce_ms
        self.events = EventQueue(self, max_events)
        self.scans = 0  # scans actually computed (a quiet stretch is skipped, not scanned)
        self._rng = random.Random(seed)
        self._contact = [False] * self.key_count
        self._count = [0] * self.key_count  # integrator, 0..threshold
        self._state = [False] * self.key_count  # debounced
        self._changes = []  # (t, key, pressed) contact changes still to come, in time order
        self._active = set()  # keys whose integrator or state has not caught up with the contact
        self._next_scan = supervisor.ticks_ms()
        self._deinited = False
        for k in _held:  # held since before: down, with no event (as CircuitPython 10.2.1)
            if 0 <= k < self.key_count:
                self._contact[k] = self._state[k] = True
                self._count[k] = self.threshold
        _live.append(self)

    # -- keypad API ---------------------------------------------------------------------------
    def reset(self) -> None:
        """Forget the debounced states: held keys are reported pressed again by the next scans."""
        self._catch_up()
        self._count = [0] * self.key_count
        self._state = [False] * self.key_count
        self._active = set(range(self.key_count))

    def deinit(self) -> None:
        self._deinited = True
        if self in _live:
            _live.remove(self)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.deinit()

    # -- host-side contacts -------------------------------------------------------------------
    def set_contact(self, key: int, pressed: bool, t=None) -> None:
        """The switch of ``key`` closes (pressed) or opens at ``t`` (default now), with bounce."""
        if not 0 <= key < self.key_count:
            raise ValueError("no key %r" % (key,))
        t = supervisor.ticks_ms() if t is None else t
        self._schedule(t, key, bool(pressed))
        for offset in range(1, self.bounce_ms):
            if self._rng.random() < 0.5:  # chatter: the contact opens again for this ms
                self._schedule(t + offset, key, not pressed)
                self._schedule(t + offset + 1, key, bool(pressed))

    def _schedule(self, t, key, pressed):
        """Insert a contact change, keeping time order (same time: in the order given)."""
        t %= _PERIOD
        changes = self._changes
        i = len(changes)
        while i and ticks_diff(changes[i - 1][0], t) > 0:
            i -= 1
        changes.insert(i, (t, key, pressed))

    def press(self, key: int, t=None) -> None:
        self.set_contact(key, True, t)

    def release(self, key: int, t=None) -> None:
        self.set_contact(key, False, t)

    def trace(self, key: int, t0: int, pattern: str) -> None:
        """Contact of ``key`` for each ms from ``t0``: ``pattern`` of '1' closed / '0' open."""
        for i, ch in enumerate(pattern):
            self._schedule(t0 + i, key, ch == "1")

    # -- scanning -----------------------------------------------------------------------------
    def _catch_up(self) -> None:
        if self._deinited:
            return
        now = supervisor.ticks_ms()
        step = self.interval_ms
        while ticks_diff(now, self._next_scan) >= 0:
            if self._settled():
                # Nothing changes before the next contact change: skip the empty scans.
                until = now
                if self._changes and ticks_diff(self._changes[0][0], now) <= 0:
                    until = (self._changes[0][0] - 1) % _PERIOD
                skip = ticks_diff(until, self._next_scan) // step
                if skip > 0:
                    self._next_scan = (self._next_scan + skip * step) % _PERIOD
            self._scan(self._next_scan)
            self._next_scan = (self._next_scan + step) % _PERIOD

    def _settled(self) -> bool:
        return not self._active

    def _scan(self, t: int) -> None:
        self.scans += 1
        changes = self._changes
        active = self._active
        while changes and ticks_diff(t, changes[0][0]) >= 0:
            _, key, pressed = changes.pop(0)
            self._contact[key] = pressed
            active.add(key)
        top = self.threshold
        for k in sorted(active):  # key_number order, as the device scans
            c = self._count[k]
            c = min(top, c + 1) if self._contact[k] else max(0, c - 1)
            self._count[k] = c
            if not self._state[k] and c == top:
                self._state[k] = True
                self.events._record(k, True, t)
            elif self._state[k] and c == 0:
                self._state[k] = False
                self.events._record(k, False, t)
            if c == (top if self._contact[k] else 0) and self._state[k] == self._contact[k]:
                active.discard(k)


def hold_from_power_up(keys) -> None:
    """These keys are held down before any ``Keys`` is made (a button held at power-up). As on
    CircuitPython 10.2.1 a new ``Keys`` reports no event for them: its debounce counters start
    as if they were pressed, and only ``reset()`` reports them (as presses). Released by
    ``reset_all()`` or ``release()``."""
    _held.clear()
    _held.update(keys)


def inject(key: int, pressed: bool, t=None) -> None:
    """A contact change on the newest live ``Keys`` (the simulator feeds keys this way)."""
    if _live:
        _live[-1].set_contact(key, pressed, t)


def reset_all() -> None:
    """Forget every ``Keys`` (a simulated reboot) and the keys held from power-up."""
    _held.clear()
    for keys in list(_live):
        keys.deinit()
