# SPDX-License-Identifier: MIT
"""Read a log (recorded JSON lines or raw text), cut it into games, and check each by replay."""

from __future__ import annotations

import json
import pathlib
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field

import spit
from host_tools.spitlog.lines import Bad, Line, game_fields, parse

SEQ_WRAP = 65536


@dataclass
class Game:
    """One game as logged: from its G line to its E line (or the next G, or the end)."""

    number: int  # 1-based, in file order
    line_no: int  # line of the G line in its file
    source: str
    rules: dict
    seed: int
    extra: dict
    actions: list = field(default_factory=list)  # history tuples (t, p, kind, x, y)
    action_lines: list = field(default_factory=list)  # file line of each action
    presses: list = field(default_factory=list)  # P Lines
    events: list = field(default_factory=list)  # P and A Lines in log order (for statistics)
    event_lines: list = field(default_factory=list)  # file line of each event
    checkpoints: list = field(default_factory=list)  # (line_no, Line, actions before it)
    end: Line | None = None
    lost: int = 0  # lines lost or garbled inside the game (seq gaps)
    gaps: list = field(default_factory=list)  # (file line after the gap, first seq lost, count)
    bad_lines: list = field(default_factory=list)  # file lines garbled or cut inside the game
    faults: list = field(default_factory=list)

    def side(self, p: int) -> str:
        """Who played side p: "human", "cpu3", "demo3" (attract mode), "?" in older logs."""
        return self.extra.get(f"side{p}", "?")

    def player(self, p: int) -> str:
        """Who sat at side p (G line player0/player1): initials ("ANA"), "guest" or
        "cpu3"; in older logs the panel's letter ("A", "B": what the console called them then)
        or the side's CPU ("cpu3", "demo3")."""
        name = self.extra.get(f"player{p}")
        if name:
            return name
        side = self.side(p)
        return side if side.startswith(("cpu", "demo")) else "AB"[p]

    def demo(self) -> bool:
        return self.side(0).startswith("demo") or self.side(1).startswith("demo")

    def lost_text(self) -> str:
        """Which lines were lost, for the "not verifiable" verdict."""
        bits = []
        for no, first, count in self.gaps:
            seqs = f"seq {first}" if count == 1 else f"seq {first}-{(first + count - 1) % SEQ_WRAP}"
            bits.append(f"{count} lost before line {no} ({seqs})")
        if self.bad_lines:
            bits.append("garbled or cut: line " + ", ".join(str(n) for n in self.bad_lines))
        return "; ".join(bits)

    def make_rules(self):
        return spit.Rules(**self.rules)

    def variant(self) -> str:
        r = self.rules
        if r.get("mode") == "speed":
            return f"speed side={r.get('speed_side')}"
        bits = [f"{r.get('stocks')} stocks", "slap" if r.get("slap") else "no slap"]
        if r.get("alternate_colors"):
            bits.append("alt colours")
        if r.get("scoring") == "points":
            bits.append(f"points to {r.get('target') or 100}")
        if r.get("auto_flip") is False:
            bits.append("manual flip")
        return ", ".join(bits)


@dataclass
class LogRead:
    games: list
    lines: int = 0
    bad: dict = field(default_factory=lambda: {"garbled": 0, "truncated": 0})
    lost: int = 0  # lines missing according to seq gaps (inside and outside games)
    announced: int = 0  # lines the device said it lost (O log N)


def raw_lines(path: str | pathlib.Path) -> Iterator[tuple[int, bytes]]:
    """(line number, raw bytes) from a record file (JSON lines) or a raw text log."""
    with open(path, "rb") as f:
        for no, raw in enumerate(f, 1):
            if raw.startswith(b"{"):
                try:
                    obj = json.loads(raw)
                except ValueError:
                    yield no, raw
                    continue
                if "line" in obj:
                    yield no, obj["line"].encode("utf-8", "surrogateescape")
            else:
                yield no, raw


def read_games(paths: Iterable[str | pathlib.Path]) -> LogRead:
    out = LogRead(games=[])
    for path in paths:
        _read_one(str(path), out)
    return out


def _read_one(path: str, out: LogRead) -> None:
    game: Game | None = None
    expect = None
    for no, raw in raw_lines(path):
        item = parse(raw)
        if item is None:
            continue
        out.lines += 1
        if isinstance(item, Bad):
            out.bad[item.reason] += 1
            if game is not None and game.end is None:
                game.bad_lines.append(no)
            continue
        rebooted = item.tag == "V" and item.seq == 0  # a fresh EventLog: the count restarts
        if expect is not None and item.seq != expect and not rebooted:
            gap = (item.seq - expect) % SEQ_WRAP
            out.lost += gap
            if game is not None and game.end is None and item.tag != "G":
                game.lost += gap
                game.gaps.append((no, expect, gap))
        expect = (item.seq + 1) % SEQ_WRAP
        game = _take(item, no, path, game, out)


def _take(item: Line, no: int, path: str, game: Game | None, out: LogRead) -> Game | None:
    tag = item.tag
    if tag == "G":
        rules, seed, extra = game_fields(item)
        game = Game(len(out.games) + 1, no, path, rules, seed, extra)
        out.games.append(game)
        return game
    if tag == "O" and item.fields[0] == "log":
        out.announced += item.fields[1]
    if game is None or game.end is not None:
        return game
    if tag == "A":
        game.actions.append((item.t,) + item.fields)
        game.action_lines.append(no)
        game.events.append(item)
        game.event_lines.append(no)
    elif tag == "P":
        game.presses.append(item)
        game.events.append(item)
        game.event_lines.append(no)
    elif tag in ("R", "E"):
        game.checkpoints.append((no, item, len(game.actions)))
        if tag == "E":
            game.end = item
    elif tag == "F":
        game.faults.append(item.fields[0])
    return game


@dataclass
class Mismatch:
    game: int
    line_no: int
    source: str
    what: str

    def __str__(self) -> str:
        return f"game {self.game} ({self.source} line {self.line_no}): {self.what}"


def logged_figures(line: Line) -> dict:
    f = line.fields
    out = {"round": f[1], "cards": (f[2], f[3]), "scores": (f[4], f[5])}
    if line.tag == "E":
        out["winner"] = f[0]
    return out


def game_figures(g, tag: str) -> dict:
    out = {
        "round": g.round,
        "cards": (g.cards(0), g.cards(1)),
        "scores": (g.score(0), g.score(1)),
    }
    if tag == "E":
        out["winner"] = -1 if g.winner is None else g.winner
    return out


def verify(game: Game) -> list[Mismatch]:
    """Replay the game at each R/E checkpoint and compare; [] when everything matches."""
    out: list[Mismatch] = []
    try:
        rules = game.make_rules()
    except (ValueError, TypeError) as exc:
        return [Mismatch(game.number, game.line_no, game.source, f"bad rules: {exc}")]
    if not _replays(rules, game, len(game.actions)):
        bad = _first_unreplayable(rules, game)
        line = game.action_lines[bad]
        what = f"action {game.actions[bad]} does not replay"
        out = [Mismatch(game.number, line, game.source, what)] + check_presses(game, rules)
        return sorted(out, key=lambda m: m.line_no)
    for no, line, n in game.checkpoints:
        g = spit.replay(rules, game.seed, game.actions[:n])
        want, got = logged_figures(line), game_figures(g, line.tag)
        for key, value in want.items():
            if got[key] != value:
                what = f"{line.tag} line logged {key} {value}, replay gives {got[key]}"
                out.append(Mismatch(game.number, no, game.source, what))
    out += check_presses(game, rules)
    out.sort(key=lambda m: m.line_no)
    return out


def button_fits(p: int, button: int, kind: int, x: int) -> bool:
    """Could this button's press carry out (or attempt) this action? A play, move or flip ends
    on the stock pile's button (P1-P5 = pile 0-4), Spit! is SPIT, a slap or a choice is L/R:
    L is the player's own pile (A: L=0, R=1; B: L=1, R=0; spit.input.panel)."""
    if kind in (spit.A_PLAY, spit.A_MOVE, spit.A_FLIP):
        return button == x
    if kind == spit.A_SPIT:
        return button == 7
    if kind in (spit.A_SLAP, spit.A_CHOOSE):
        return button in (5, 6) and (button - 5) ^ p == x
    return True  # a kind this reader does not know: nothing to hold it to


def _button(button: int) -> str:
    return ("P1", "P2", "P3", "P4", "P5", "L", "R", "SPIT")[button] if 0 <= button < 8 else "?"


ENGINE_REASONS = range(1, 100)  # P line results the engine gave (100.. come from the input layer)


def check_presses(game: Game, rules) -> list[Mismatch]:
    """Every P line against the replayed game: an engine refusal must be what the engine says
    at that moment, a carried-out press must be followed by its A line, and every player's A
    line must have its press (the console logs each as P then A)."""
    out: list[Mismatch] = []
    g = spit.replay(rules, game.seed, [])
    pending = None  # (line, P fields) of a carried-out press whose A line must come next

    def bad(no: int, what: str) -> None:
        out.append(Mismatch(game.number, no, game.source, what))

    for item, no in zip(game.events, game.event_lines, strict=True):
        f = item.fields
        if item.tag == "A":
            p, kind, x, y = f
            if p in (0, 1):
                if pending is None or pending[1] != (item.t, p, kind, x, y):
                    if pending is not None:
                        bad(pending[0], f"press {pending[1][1:]} was carried out but no A line "
                            "follows it")  # fmt: skip
                    bad(no, f"A line {f} has no press behind it (no P line just before it)")
                pending = None
            if spit.act(g, item.t, p, kind, x, y) != spit.OK:
                break  # (verify reports the action that does not replay)
            continue
        if pending is not None:
            bad(pending[0], f"press {pending[1][1:]} was carried out but no A line follows it")
            pending = None
        p, button, down, result, kind, x, y, _lost, _delay = f
        if not down or kind < 0 or p not in (0, 1):
            continue
        if result < 100 and not button_fits(p, button, kind, x):
            bad(no, f"press of {_button(button)} cannot be the action {(kind, x, y)} it logged")
        if result == spit.OK:
            pending = (no, (item.t, p, kind, x, y))
        elif result in ENGINE_REASONS:
            said = spit.act(g, item.t, p, kind, x, y)  # a refusal changes nothing (ENGINE_API)
            if said == spit.OK:  # ... but this was carried out: undo it, keep checking
                g = spit.replay(rules, game.seed, g.history[:-1])
            if said != result:
                what = f"press logged result {result} ({spit.reason(result)}) for {(kind, x, y)}"
                what += f", the replayed game gives {said} ({spit.reason(said)})"
                bad(no, what)
    if pending is not None:
        bad(pending[0], f"press {pending[1][1:]} was carried out but no A line follows it")
    return out


def _replays(rules, game: Game, n: int) -> bool:
    try:
        spit.replay(rules, game.seed, game.actions[:n])
    except ValueError:
        return False
    return True


def _first_unreplayable(rules, game: Game) -> int:
    """Index of the first action whose prefix does not replay (bisection: few replays)."""
    lo, hi = 0, len(game.actions)  # prefix lo replays, prefix hi does not
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if _replays(rules, game, mid):
            lo = mid
        else:
            hi = mid
    return hi - 1
