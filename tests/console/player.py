# SPDX-License-Identifier: MIT
"""A test-side player that writes a press script while it plays the real app in the simulator.

``Scripter`` hooks ``Sim.on_frame``: every frame it looks at the running app's game (through
``spit.console.flow.app.current``, read-only), picks for each panel one action the engine says is
legal, turns it into the button presses a person would make (L/R to aim, then the pile; slot then
pile for a move; SPIT; L/R to slap or choose) and types them into the simulated keypad at future
times, recording each as a script line. The script can then be played open-loop by ``python -m
host_tools.sim --script``: the same presses must make the same game.

This is not the CPU opponent (spit.input.bot): it exists so that tests can reach every phase of a
real
game through the real input path without hand-writing hundreds of presses.
"""

import spit
from host_tools.sim.keymap import key_name

PRESS_GAP_MS = 90  # between one press of a gesture and the next
HOLD_MS = 40


def presses_for(game, p, action):
    """The buttons (0-7, in order) that carry out ``action`` = (kind, x, y) for player ``p``."""
    kind, x, y = action
    if kind == spit.A_SPIT:
        return [7]
    if kind == spit.A_PLAY:
        aim = 5 if y == p else 6  # L = his own pile, R = the other's
        if game.piles_in_use() == 1:
            return [x]
        return [aim, x]
    if kind == spit.A_MOVE:
        return [y, x]  # tap the empty slot, then the pile to move from
    if kind == spit.A_FLIP:
        return [x]
    if kind in (spit.A_SLAP, spit.A_CHOOSE):
        return [5 if x == p else 6]
    return []


def pick(game, p):
    """One legal action for ``p``: play if it can, else reveal, else spit/slap/choose."""
    legal = game.legal(p)
    if not legal:
        return None
    by_kind = {}
    for action in legal:
        by_kind.setdefault(action[0], []).append(action)
    for kind in (spit.A_PLAY, spit.A_FLIP, spit.A_MOVE, spit.A_SPIT):
        if kind in by_kind:
            return by_kind[kind][0]
    for kind in (spit.A_SLAP, spit.A_CHOOSE):
        if kind in by_kind:
            # take the smaller pile, as a player should
            return min(by_kind[kind], key=lambda a: game.spit_size(a[1]))
    return None


class Scripter:
    """Plays both panels; panel p thinks for ``think_ms[p]`` before each gesture."""

    def __init__(self, think_ms=(60, 400), start_ms=500, stop_after_over_ms=2500, pick=((), ()),
                 pick_wait_ms=100):  # fmt: skip
        self.think_ms = think_ms
        self.start_ms = start_ms
        self.stop_after_over_ms = stop_after_over_ms
        self.lines = []  # (ms, "A.P3") in the order typed
        self.busy_until = [0, 0]
        self.seen_change = [-1, -1]
        self.started = False
        self.over_at = None
        self.game = None
        self.actions = 0
        self.summary_at = None  # when the round summary last shown came up
        self.summaries = 0
        self.frames = -1  # the app's frame count at the last look
        self.pick = pick  # each panel's buttons on the pick screen before its SPIT
        self.picked_at = None  # when the pick screen last shown came up
        self.pick_wait_ms = pick_wait_ms  # its first press this long after (a device draws it)

    def type(self, sim, at_ms, p, button):
        """Schedule one press+release of ``button`` on panel ``p`` at simulated ``at_ms``."""
        key = p * 8 + button
        from host_tools.sim.script import Event

        sim.events.append(Event(at_ms, key, True))
        sim.events.append(Event(at_ms + HOLD_MS, key, False))
        sim.events.sort(key=lambda e: e.t)
        self.lines.append((at_ms, key_name(key)))

    def __call__(self, sim):
        from spit.console.flow import app

        a = app.current
        now = sim.elapsed
        if a is None or a.frames == self.frames:
            return  # one look a frame (the loop's wait between frames can be several sleeps)
        self.frames = a.frames
        if not self.started:
            if now >= self.start_ms:
                self.started = True
                self.type(sim, now + 10, 0, 7)  # SPIT on the title: play
            return
        if a.phase == getattr(app, "PICK", -1):  # who plays: each panel its rows, then SPIT
            if self.picked_at != a.phase_t:
                self.picked_at = a.phase_t
                for p in (0, 1):
                    at = now + self.pick_wait_ms + 30 * p
                    for b in tuple(self.pick[p]) + (7,):
                        self.type(sim, at, p, b)
                        at += 120
            return
        if a.phase == app.OVER:
            if self.over_at is None:
                self.over_at = now
            return
        if a.phase == getattr(app, "ROUND", -1):  # a round's summary: SPIT goes on, once
            if self.summary_at != a.phase_t:
                self.summary_at = a.phase_t
                self.summaries += 1
                self.type(sim, now + app.OVER_GUARD_MS + self.think_ms[1], 1, 7)
            return
        if a.phase != app.GAME or a.stage.match is None:
            return
        game = a.stage.match.game
        self.game = game
        if game.phase == spit.OVER:
            return
        for p in (0, 1):
            if now < self.busy_until[p]:
                continue
            action = pick(game, p)
            if action is None:
                continue
            buttons = presses_for(game, p, action)
            at = now + self.think_ms[p]
            for b in buttons:
                self.type(sim, at, p, b)
                at += PRESS_GAP_MS
            self.actions += 1
            self.busy_until[p] = at + 20

    def script_text(self):
        return "".join("%d %s\n" % line for line in sorted(self.lines, key=lambda x: x[0]))
