# SPDX-License-Identifier: MIT
"""Turn log lines into readable sentences: who played what, races and margins, slaps, scores.

A live copy of the game is kept by applying each A line to a ``spit.Game``, so plays can be told
with their cards, exactly as the console saw them.
"""

from __future__ import annotations

from adafruit_ticks import ticks_diff  # noqa: F401 (spitlog's commands take it from here)

import spit
from host_tools.spitlog.lines import Line, game_fields
from host_tools.spitlog.names import as_written
from spit.input import panel

PLAYER = ("A", "B")
BUTTONS = ("P1", "P2", "P3", "P4", "P5", "L", "R", "SPIT")


class Narrator:
    """Feed it Lines; it returns the sentences to print (maybe none) for each."""

    def __init__(self, names: dict[str, str] | None = None) -> None:
        self.names = names or {}  # deploy's map: a fault line's device names as written
        self.game = None
        self.last_play: dict = {}  # pile -> (t, player) of the last carried-out play on it
        self.slap_open: int | None = None
        self.slaps: list = []

    def line(self, item: Line) -> list[str]:
        tag = item.tag
        if tag == "G":
            return self._start(item)
        if tag == "A":
            return self._action(item)
        if tag == "P":
            return self._press(item)
        if tag == "R":
            f = item.fields
            return [f"round settled: round {f[1]} dealt; A holds {f[2]} cards, B {f[3]}" + _sc(f)]
        if tag == "E":
            f = item.fields
            who = "a draw" if f[0] < 0 else f"{PLAYER[f[0]]} wins"
            return [f"GAME OVER: {who} after {f[1]} rounds; cards A {f[2]} B {f[3]}" + _sc(f)]
        if tag == "F":
            return [f"FAULT: {as_written(item.fields[0], self.names)}"]
        if tag == "O":
            return [f"overflow: {item.fields[1]} {item.fields[0]} lost"]
        if tag == "V":
            return [f"console log v{item.fields[0]}, firmware {item.fields[1]}"]
        if tag == "D":
            f = item.fields
            return [f"debug: frame {f[0]} ms, free {f[1]} B, used {f[2]} B"]
        if tag == "M":
            return [item.fields[0]]
        return []

    def _start(self, item: Line) -> list[str]:
        rules, seed, extra = game_fields(item)
        self.last_play, self.slap_open, self.slaps = {}, None, []
        try:
            self.game = spit.Game(rules=spit.Rules(**rules), seed=seed)
        except (ValueError, TypeError) as exc:
            self.game = None
            return [f"game starts with rules the engine refuses ({exc})"]
        desc = ", ".join(f"{k}={v}" for k, v in rules.items())
        return [f"=== game {extra.get('game', '?')} starts: seed {seed}; {desc}"]

    def _action(self, item: Line) -> list[str]:
        g = self.game
        if g is None:
            return []
        p, kind, x, y = item.fields
        t = item.t
        before = g.phase
        card = g.top(p, x) if kind in (spit.A_PLAY, spit.A_MOVE) else -1
        under = g.spit_top(y) if kind == spit.A_PLAY else -1
        spit.act(g, t, p, kind, x, y)
        out = []
        who = PLAYER[p] if p in (0, 1) else "-"
        if kind == spit.A_PLAY:
            out.append(
                f"{who} plays {spit.name(card)} from pile {x + 1} onto {PLAYER[y]}'s pile "
                f"(on {spit.name(under)})"
            )
            self.last_play[y] = (t, p)
        elif kind == spit.A_MOVE:
            out.append(f"{who} moves {spit.name(card)} from pile {x + 1} to slot {y + 1}")
        elif kind == spit.A_SPIT:
            out.append(f"{who} calls Spit!")
        elif kind == spit.A_FLIP:
            out.append(f"{who} turns up pile {x + 1}")
        elif kind == spit.A_SLAP:
            out.append(self._slap(t, p, x))
        elif kind == spit.A_CHOOSE:
            out.append(f"{who} chooses {PLAYER[x]}'s pile")
        out += self._phase_change(before, g.phase, t)
        return out

    def _slap(self, t: int, p: int, pile: int) -> str:
        self.slaps.append((t, p))
        if len(self.slaps) == 1:
            after = "" if self.slap_open is None else f" {ticks_diff(t, self.slap_open)} ms in"
            return f"{PLAYER[p]} slaps {PLAYER[pile]}'s pile first{after}"
        margin = ticks_diff(t, self.slaps[0][0])
        return f"{PLAYER[p]} slaps {PLAYER[pile]}'s pile, {margin} ms behind"

    def _phase_change(self, before, after, t: int) -> list[str]:
        if before == after:
            return []
        if after == spit.SLAP:
            self.slap_open, self.slaps = t, []
            g = self.game
            return [f"SLAP! piles: A's {g.spit_size(0)} cards, B's {g.spit_size(1)}"]
        if after == spit.READY and before == spit.PLAY:
            return ["stalemate: both press SPIT"]
        if after == spit.CHOOSE:
            return ["round over: choose a pile (L/R)"]
        return []

    def _press(self, item: Line) -> list[str]:
        p, button, down, result, kind, x, y, lost, delay = item.fields
        if not down or p not in (0, 1) or result in (spit.OK, panel.R_PENDING):
            return []
        btn = BUTTONS[button] if 0 <= button < len(BUTTONS) else str(button)
        if lost in (0, 1):
            t0 = self.last_play.get(lost, (item.t, 1 - p))[0]
            said = f"  {PLAYER[p]} lost the race for {PLAYER[lost]}'s pile by "
            said += f"{ticks_diff(item.t, t0)} ms"
            if result == spit.OK:
                said += f" (card went onto {PLAYER[y]}'s pile)"
            return [said]
        if result == spit.OK:
            return []
        return [f"  {PLAYER[p]} {btn} refused: {panel.reason(result)}"]


def _sc(f) -> str:
    return f"; scores A {f[4]} B {f[5]}" if f[4] or f[5] else ""
