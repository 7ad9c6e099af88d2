# SPDX-License-Identifier: MIT
"""Scripted presses for the simulator: ``<ms> <A|B>.<button> [hold_ms]`` lines.

    # comment lines and blank lines are skipped
    1000 A.SPIT          press A's SPIT at 1000 ms, release it 50 ms later
    1000 B.SPIT          the same instant: both presses carry timestamp 1000
    1800 A.P3 120        press A's P3 at 1800 ms and hold it for 120 ms
    5000 B.SPIT 2200     hold B's SPIT 2.2 s (opens the pause menu)
    6000 shot out/p.png  save a screenshot at 6000 ms

Times are milliseconds since the simulated console was switched on (the first frame), in any
order. A press is a key-down event stamped exactly ``ms`` and a key-up stamped ``ms + hold``
(default ``HOLD_MS``); the console reads both at its next frame, as it would from keypad.Keys.
A press of a button that is still held from an earlier line is ignored (a real button cannot be
pressed twice without a release). A bad line raises ScriptError naming the line.
"""

from host_tools.sim.keymap import parse_key

HOLD_MS = 50


class ScriptError(ValueError):
    """A line of a script that cannot be read."""


class Event:
    """One scripted happening: a key edge (key >= 0) or a screenshot (key = -1, path)."""

    __slots__ = ("t", "key", "pressed", "path", "line")

    def __init__(self, t, key, pressed, path=None, line=0):
        self.t = t
        self.key = key
        self.pressed = pressed
        self.path = path
        self.line = line

    def __repr__(self):
        return "Event(%d, %d, %r, %r)" % (self.t, self.key, self.pressed, self.path)


def parse(text, name="script"):
    """Events of a script, time-ordered (stable: same-time lines keep their order)."""
    events = []
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        fields = line.split()
        where = "%s:%d: " % (name, number)
        try:
            t = int(fields[0])
        except ValueError:
            raise ScriptError(where + "time must be whole milliseconds: %r" % fields[0]) from None
        if t < 0:
            raise ScriptError(where + "time must not be negative")
        if len(fields) >= 2 and fields[1].lower() in ("shot", "screenshot"):
            if len(fields) != 3:
                raise ScriptError(where + "want '<ms> shot FILE.png'")
            events.append(Event(t, -1, False, fields[2], number))
            continue
        if len(fields) not in (2, 3):
            raise ScriptError(where + "want '<ms> <A|B>.<button> [hold_ms]', got %r" % line)
        try:
            key = parse_key(fields[1])
        except ValueError as err:
            raise ScriptError(where + str(err)) from None
        hold = HOLD_MS
        if len(fields) == 3:
            try:
                hold = int(fields[2])
            except ValueError:
                raise ScriptError(where + "hold must be whole milliseconds") from None
            if hold < 1:
                raise ScriptError(where + "hold must be at least 1 ms")
        events.append(Event(t, key, True, None, number))
        events.append(Event(t + hold, key, False, None, number))
    events.sort(key=lambda e: e.t)
    return _drop_double_presses(events)


def _drop_double_presses(events):
    """A key pressed while still held is not pressed again; its release comes from the first."""
    held = {}
    out = []
    for e in events:
        if e.key < 0:
            out.append(e)
        elif e.pressed:
            if held.get(e.key, 0) == 0:
                out.append(e)
            held[e.key] = held.get(e.key, 0) + 1
        else:
            held[e.key] -= 1
            if held[e.key] == 0:
                out.append(e)
    return out


def load(path):
    with open(path, encoding="utf-8") as f:
        return parse(f.read(), str(path))


def end_time(events):
    """Time of the last event (0 for none)."""
    return events[-1].t if events else 0
