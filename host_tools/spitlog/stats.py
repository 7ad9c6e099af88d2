# SPDX-License-Identifier: MIT
"""Statistics of recorded games: reaction times, race and slap margins, ties, win rates; charts.

Definitions (all in the console's effective time, i.e. after handicaps):
- reaction time: a carried-out play's time minus the time of the action just before it (any
  player's play, move, spit, or a tick) -- how long the player took to answer the last change;
- race margin: a press that lost a same-pile race (P line ``lost`` = the pile), minus the other
  player's play onto that pile just before it;
- slap margin: the second slap of a slap race minus the first;
- tie: presses of both players carrying the very same time.

Per player (the G line's ``player0``/``player1``; "A"/"B" in logs from before players had
names): games against people (a guest's games count for the player he played, as on the
console; the guest and the CPU get no row), wins, draws, the median reaction as above;
head-to-head between two named players: each one's wins and the draws.
"""

from __future__ import annotations

import pathlib
import statistics
from collections import defaultdict

import spit
from host_tools.clitools import count
from host_tools.spitlog.narrate import ticks_diff

PLAYERS = ("A", "B")
MAX_REACTION_MS = 10_000  # longer than this is a pause, not a reaction


def compute(games: list) -> dict:
    reaction: dict = defaultdict(list)  # "A human", "B cpu3" ... -> reaction times
    race: list = []
    slap: list = []
    ties = 0
    wins: dict = defaultdict(lambda: [0, 0, 0])  # variant -> [A, B, draws]
    timeline: list = []  # (game number, winner, who played: "A human vs B cpu3")
    people: dict = defaultdict(lambda: {"games": 0, "wins": 0, "draws": 0, "reaction": []})
    h2h: dict = defaultdict(lambda: [0, 0, 0])  # (a, b) sorted -> [a wins, b wins, draws]
    for game in games:
        _players(game, people, h2h)
        _reactions(game, reaction)
        race += _race_margins(game)
        slap += _slap_margins(game)
        ties += _ties(game)
        if game.end is not None:
            winner = game.end.fields[0]
            wins[f"{game.variant()}; {who(game, 0)} vs {who(game, 1)}"][
                winner if winner in (0, 1) else 2
            ] += 1
            timeline.append((game.number, winner, f"{who(game, 0)} vs {who(game, 1)}"))
    return {
        "games": len(games),
        "ended": len(timeline),
        "reaction": dict(reaction),
        "race": race,
        "slap": slap,
        "ties": ties,
        "wins": dict(wins),
        "timeline": timeline,
        "players": dict(people),
        "h2h": dict(h2h),
    }


def is_person(name: str) -> bool:
    """A named player (initials): not a guest, a CPU or a demo."""
    return name != "guest" and not name.startswith(("cpu", "demo"))


def _players(game, people: dict, h2h: dict) -> None:
    names = (game.player(0), game.player(1))
    if game.end is None or not all(is_person(n) or n == "guest" for n in names):
        for p in (0, 1):  # an unfinished game or one against the CPU: only reactions
            if is_person(names[p]):
                people[names[p]]["reaction"] += _reactions_of(game, p)
        return
    winner = game.end.fields[0]
    for p in (0, 1):
        if not is_person(names[p]):
            continue
        row = people[names[p]]
        row["games"] += 1
        row["wins"] += winner == p
        row["draws"] += winner not in (0, 1)
        row["reaction"] += _reactions_of(game, p)
    if is_person(names[0]) and is_person(names[1]) and names[0] != names[1]:
        pair = tuple(sorted(names))
        cell = h2h[pair]
        cell[2 if winner not in (0, 1) else pair.index(names[winner])] += 1


def _reactions_of(game, p: int) -> list:
    out: dict = defaultdict(list)
    _reactions(game, out)
    return out.get(who(game, p), [])


def who(game, p: int) -> str:
    """A side and who played it (G line side0/side1): "A human", "B cpu3"; "A" in older logs."""
    side = game.side(p)
    return PLAYERS[p] if side == "?" else f"{PLAYERS[p]} {side}"


def split_demos(games: list) -> tuple[list, list]:
    """(games with a person or a CPU opponent chosen in settings, attract-mode demo games)."""
    return [g for g in games if not g.demo()], [g for g in games if g.demo()]


def _reactions(game, out: dict) -> None:
    last = None
    for item in game.events:
        if item.tag != "A":
            continue
        p, kind = item.fields[0], item.fields[1]
        if kind == spit.A_PLAY and last is not None:
            dt = ticks_diff(item.t, last)
            if 0 <= dt <= MAX_REACTION_MS:
                out[who(game, p)].append(dt)
        last = item.t


def _race_margins(game) -> list:
    out = []
    last_play: dict = {}  # pile -> (t, player) of the last carried-out play on it
    for item in game.events:
        if item.tag == "A" and item.fields[1] == spit.A_PLAY:
            last_play[item.fields[3]] = (item.t, item.fields[0])
        elif item.tag == "P":
            p, _b, down, _result, _kind, _x, _y, lost, _d = item.fields
            if down and lost in last_play and last_play[lost][1] == 1 - p:
                out.append(ticks_diff(item.t, last_play[lost][0]))
    return out


def _slap_margins(game) -> list:
    out = []
    first = None
    for item in game.events:
        if item.tag != "A":
            continue
        if item.fields[1] == spit.A_SLAP:
            if first is None:
                first = item
            else:
                if item.fields[0] != first.fields[0]:
                    out.append(ticks_diff(item.t, first.t))
                first = None
        elif item.fields[1] != spit.A_TICK:
            first = None
    return out


def _ties(game) -> int:
    ties = 0
    seen: dict = {}
    for item in game.presses:
        if item.fields[2]:
            seen.setdefault(item.t, set()).add(item.fields[0])
    for players in seen.values():
        ties += players == {0, 1}
    return ties


def _summary(values: list) -> str:
    if not values:
        return "-"
    v = sorted(values)
    return (
        f"n={len(v):<5} median {statistics.median(v):>6.0f}  mean {statistics.fmean(v):>6.0f}  "
        f"min {v[0]:>5}  max {v[-1]:>6}"
    )


def table(f: dict) -> str:
    lines = [f"{count(f['games'], 'game')} ({f['ended']} finished)", ""]
    lines.append("times in ms")
    for label, values in sorted(f["reaction"].items()):
        lines.append(f"  reaction {label:<14} {_summary(values)}")
    lines.append(f"  same-pile race margin   {_summary(f['race'])}")
    lines.append(f"  slap margin             {_summary(f['slap'])}")
    lines.append(f"  ties (same ms)          {f['ties']}")
    lines.append("")
    lines.append(
        f"  {'variant; who played':<58} {'games':>5} {'A wins':>7} {'B wins':>7} {'draws':>6}"
    )
    for variant, (a, b, d) in sorted(f["wins"].items()):
        n = a + b + d
        lines.append(f"  {variant:<58} {n:>5} {a / n:>7.0%} {b / n:>7.0%} {d:>6}")
    if f.get("players"):
        lines += [
            "",
            f"  {'player':<8} {'games':>5} {'wins':>5} {'draws':>5}  reaction (median ms)",
        ]
        for name, row in sorted(f["players"].items()):
            r = row["reaction"]
            median = f"{statistics.median(r):.0f}" if r else "-"
            lines.append(
                f"  {name:<8} {row['games']:>5} {row['wins']:>5} {row['draws']:>5}  {median}"
            )
    if f.get("h2h"):
        lines += ["", "  head-to-head"]
        for (a, b), (wa, wb, d) in sorted(f["h2h"].items()):
            draws = f"  ({count(d, 'draw')})" if d else ""
            lines.append(f"  {a} {wa}-{wb} {b}{draws}")
    return "\n".join(lines)


def charts(f: dict, folder: str | pathlib.Path) -> tuple[list[pathlib.Path], list[str]]:
    """reaction.png, margins.png, wins.png in ``folder``, each only when it has something to
    show; returns their paths and a line for each chart left out, saying why."""
    import matplotlib

    matplotlib.use("Agg")  # files only: no window, works on a headless machine
    import matplotlib.pyplot as plt

    out = pathlib.Path(folder)
    out.mkdir(parents=True, exist_ok=True)
    paths, skipped = [], []

    if f["reaction"]:
        fig, ax = plt.subplots(figsize=(7, 4))
        for label, values in sorted(f["reaction"].items()):
            ax.hist(values, bins=40, alpha=0.6, label=label)
        ax.set(title="Reaction time per play", xlabel="ms since the previous change",
               ylabel="plays")  # fmt: skip
        ax.legend()
        paths.append(_save(fig, out / "reaction.png"))
    else:
        skipped.append("reaction.png: no carried-out play")

    # same-pile races are decided within ~250 ms, slaps within seconds: one axis each
    races = [(name, f[key]) for name, key in (("same-pile race", "race"), ("slap race", "slap"))]
    races = [(name, values) for name, values in races if values]
    if races:
        fig, axes = plt.subplots(1, len(races), figsize=(7 if len(races) == 1 else 10, 4))
        for ax, (name, values) in zip([axes] if len(races) == 1 else axes, races, strict=True):
            ax.hist(values, bins=30, alpha=0.8)
            ax.set(title=f"{name}: loser behind winner", xlabel="ms", ylabel="races")
        paths.append(_save(fig, out / "margins.png"))
    else:
        skipped.append("margins.png: no race lost by a press")

    matchups = sorted({m for _, _, m in f["timeline"]})
    if matchups:
        fig, axes = plt.subplots(len(matchups), 1, figsize=(7, 3 * len(matchups)), squeeze=False)
        for ax, matchup in zip(axes[:, 0], matchups, strict=True):
            games = [(n, w) for n, w, m in f["timeline"] if m == matchup]
            for p in (0, 1):
                total, ys = 0, []
                for _, winner in games:
                    total += winner == p
                    ys.append(total)
                ax.plot([n for n, _ in games], ys, marker="o", label=f"player {PLAYERS[p]}")
            ax.set(title=f"Wins over time: {matchup}", xlabel="game", ylabel="games won")
            ax.set_ylim(bottom=0)
            for axis in (ax.xaxis, ax.yaxis):  # games are counted whole
                axis.get_major_locator().set_params(integer=True)
            ax.legend()
        paths.append(_save(fig, out / "wins.png"))
    else:
        skipped.append("wins.png: no finished game")
    if any(row["games"] for row in f.get("players", {}).values()):
        paths.append(_players_chart(plt, f, out / "players.png"))
    else:
        skipped.append("players.png: no finished game between named players")
    return paths, skipped


def _players_chart(plt, f: dict, path: pathlib.Path) -> pathlib.Path:
    """Per player his games, wins and draws (bars); beside it the head-to-head table as a grid
    (row player's wins over the column player)."""
    names = sorted(n for n, row in f["players"].items() if row["games"])
    fig, (left, right) = plt.subplots(1, 2, figsize=(11, 4))
    xs = range(len(names))
    rows = [f["players"][n] for n in names]
    for k, (key, width) in enumerate((("games", 0.27), ("wins", 0.27), ("draws", 0.27))):
        left.bar([x + (k - 1) * width for x in xs], [r[key] for r in rows], width, label=key)
    left.set_xticks(list(xs), names)
    left.set(title="Per player (games against people)", ylabel="games")
    left.yaxis.get_major_locator().set_params(integer=True)
    left.legend()
    grid = [[0] * len(names) for _ in names]
    for (a, b), (wa, wb, _d) in f["h2h"].items():
        if a in names and b in names:
            grid[names.index(a)][names.index(b)] = wa
            grid[names.index(b)][names.index(a)] = wb
    top = max(max(row) for row in grid) or 1
    right.imshow(grid, cmap="Greens", vmin=0, vmax=top * 1.25)  # the darkest cell stays readable
    right.set_xticks(list(xs), names)
    right.set_yticks(list(xs), names)
    for i in xs:
        for j in xs:
            dark = grid[i][j] > top * 0.6
            right.text(j, i, "-" if i == j else str(grid[i][j]), ha="center", va="center",
                       fontsize=14, color="white" if dark else "black")  # fmt: skip
    right.set(title="Head-to-head: row's wins over column", xlabel="against")
    return _save(fig, path)


def _save(fig, path: pathlib.Path) -> pathlib.Path:
    import matplotlib.pyplot as plt

    fig.tight_layout()
    fig.savefig(path, dpi=100)
    plt.close(fig)
    return path
