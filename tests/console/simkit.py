# SPDX-License-Identifier: MIT
"""Run the real firmware (code.py -> spit.console.flow.app) in the headless simulator, from a test.

``simulate(...)`` returns a ``Run``: the app as the run left it, its event log, the simulator
(for screenshots taken during the run) and why it stopped. Every run powers the console on from
scratch; ``nvm`` (a path) carries the settings across runs like the real flash does.
"""

import sys

from host_tools.sim.run import Sim, SimStop  # noqa: F401 (Sim for tests)
from host_tools.sim.script import Event


class Run:
    def __init__(self, sim, why):
        self.sim = sim
        self.why = why
        self.appmod = sys.modules[
            "spit.console.flow.app"
        ]  # phase constants of the firmware that ran
        self.app = self.appmod.current
        self.log = sim.log_bytes().decode("utf-8", "replace")
        self.elapsed = sim.elapsed

    def downs(self):
        """P lines of key-downs as (ms since power-on it was pressed, player, button, result)."""
        base = self.sim.start_ticks
        out = []
        for line in self.log.splitlines():
            f = line.split(" ")
            if f[0] != "P":
                continue
            t, p, button, down, result = (int(v) for v in f[2:7])
            if down:  # (t less the handicap: the press's own stamp)
                out.append((((t - int(f[11]) - base) & 0x1FFFFFFF), p, button, result))
        return out

    def lines(self, tag):
        """The log's lines of one tag, each as its fields after ``seq t`` (checksum dropped)."""
        out = []
        for line in self.log.splitlines():
            fields = line.split(" ")
            if fields and fields[0] == tag:
                out.append(fields[3:-1])
        return out


def presses(*specs, hold=40):
    """Events for (ms, key) pairs: each a press at ms, released ``hold`` ms later."""
    events = []
    for ms, key in specs:
        events.append(Event(ms, key, True))
        events.append(Event(ms + hold, key, False))
    events.sort(key=lambda e: e.t)
    return events


def regulars(path, names=("A", "B")):
    """nvm at ``path`` with two kept players who played last at A and B (a console updated from
    version 1 has "A" and "B"): the pick screen offers them first, so SPIT each counts the game."""
    from host_tools.sim.stubs.microcontroller import FlashNVM
    from spit.console.records import players
    from spit.console.records.stats import Stats
    from spit.console.records.store import Store

    st = Stats(Store(FlashNVM(path=str(path))))
    st.last = [players.add(st, name)[0] for name in names]
    st.dirty = True
    assert st.save()
    return path


def settings_nvm(path, **settings):
    """nvm at ``path`` holding a record with these settings, as a console saved it before."""
    from host_tools.sim.stubs.microcontroller import FlashNVM
    from spit.console.records.stats import Stats
    from spit.console.records.store import Store

    nvm = FlashNVM()
    st = Stats(Store(nvm))
    for name, value in settings.items():
        st.settings.set(name, value)
    st.changed()
    assert st.save()
    path.write_bytes(nvm.snapshot())
    return path


def play(ms, gap=300):
    """(ms, key) presses from the title to a game: Play (A's SPIT) at ``ms``, then on the pick
    screen each panel's first row (A's SPIT, B's 50 ms later): the game starts at ms + gap + 50."""
    return [(ms, 7), (ms + gap, 7), (ms + gap + 50, 15)]


def simulate(events=(), seed=1, until_ms=None, on_frame=None, nvm=None, shots=None, **kw):
    """Power on, run, stop; ``shots`` = {ms: path} screenshots taken during the run."""
    events = list(events)
    for ms, path in (shots or {}).items():
        events.append(Event(ms, -1, False, str(path)))
    events.sort(key=lambda e: e.t)
    sim = Sim(headless=True, events=events, seed=seed, until_ms=until_ms, on_frame=on_frame,
              nvm_path=nvm, **kw)  # fmt: skip
    try:
        why = sim.run()
        run = Run(sim, why)
    finally:
        sim.close()
    return run


def look(app):
    """What the glass shows of a game: each half's line and plate, X, aim arrow, chosen slot."""
    banner = app.view.banner if app.view is not None else None
    if banner is None:
        return {"phase": app.phase}
    return {
        "phase": app.phase,
        "line": [banner.status[p].text for p in (0, 1)],
        "plate": [banner.status[p].ground for p in (0, 1)],
        "cross": [None if c.hidden else (c.x, c.y) for c in banner.cross],
        "aim": list(app.view.marks.aim),
        "slot": list(app.view.marks.slot),
        "game": app.stage.match.game if app.stage.match is not None else None,
        "spot": app.view.table.spot_of,
    }


def stop_when(predicate, after_ms=0):
    """An on_frame hook that ends the run ``after_ms`` after ``predicate(app, sim)`` held."""
    state = {"at": None}

    def hook(sim):
        app = sys.modules["spit.console.flow.app"].current
        if app is None:
            return
        if state["at"] is None and predicate(app, sim):
            state["at"] = sim.elapsed
        if state["at"] is not None and sim.elapsed >= state["at"] + after_ms:
            raise SimStop("condition met")

    return hook


def nvm_image(kind):
    """nvm as a board's earlier life left it: "saved", two saved games; "flipped", the same with a
    flipped bit in the newest record; "newer", a later firmware's record (the board went back)."""
    from host_tools.sim.stubs.microcontroller import FlashNVM
    from spit.console.records.stats import VERSION, Stats
    from spit.console.records.store import HEADER, SLOT, Store

    nvm = FlashNVM()
    if kind == "newer":
        Store(nvm, version=VERSION + 1).save(b"a later firmware's record")
        return nvm.snapshot()
    st = Stats(Store(nvm))
    for winner in (0, 1):
        st.begin_game()
        st.end_game(winner, 0)
        assert st.save()
    image = bytearray(nvm.snapshot())
    if kind == "flipped":
        image[SLOT + HEADER + 3] ^= 0x10  # a bit of the newest record
    return bytes(image)
