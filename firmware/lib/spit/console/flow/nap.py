# SPDX-License-Identifier: MIT
"""What the console keeps in the sleep memory across its deep sleep (spit.console.flow.doze).

The sleep memory is 256 bytes of RAM that CircuitPython keeps through a deep sleep (lost with
the power). ``pack(app, now)`` writes what the console was showing: the title (``TITLE``), or a
paused game (``GAME``) with everything needed to play it on exactly as it was: the engine's
whole state (spit.snapshot), its seed, who plays (the seats, the names on the table, which side
the CPU plays and at what level), the handicaps, the match score, the time played, this game's
slaps and best reactions so far, each player's aim. ``unpack(data)`` reads it back: a dict, or
None when the bytes are not one of ours, of another version, cut short, or fail the checksum
(a power cut while asleep, garbage after power-up): the console then starts on its title, with
the statistics in flash untouched. ``restore(app, record, now)`` puts a paused game back on the
pause menu; a record that does not load (ValueError from the engine) is dropped the same way.

Layout: ``b"SP"``, version, kind, payload length (2 bytes), the payload, then a Fletcher-32 of
everything before it (4 bytes).
"""

from spit.console.flow.screens import PAUSE

try:
    from typing import Any, Optional  # noqa: F401 (type comments)
except ImportError:
    pass

SIZE = 256  # alarm.sleep_memory on the RP2040
VERSION = 1
TITLE = 1
GAME = 2
KIND_AT = 3  # a record's kind, after "SP" and its version (seal)
_HEAD = 6
_NAME = 6  # bytes a name takes ("CPU 5", initials)


def check(data):
    # type: (Any) -> int
    """Fletcher-32 of ``data`` (sums mod 65535, small ints on a 32-bit VM)."""
    a = b = 0
    for x in data:
        a = (a + x) % 65535
        b = (b + a) % 65535
    return b << 16 | a


def _u(out, value, n):
    # type: (bytearray, int, int) -> None
    for _ in range(n):
        out.append(value & 0xFF)
        value >>= 8


def _get(data, i, n):
    # type: (Any, int, int) -> int
    value = 0
    for k in range(n - 1, -1, -1):
        value = value << 8 | data[i + k]
    return value


def seal(kind, payload=b""):
    # type: (int, Any) -> bytes
    """The sleep memory's bytes for a record of ``kind`` carrying ``payload``."""
    out = bytearray(b"SP")
    out.append(VERSION)
    out.append(kind)  # (at KIND_AT)
    _u(out, len(payload), 2)
    out.extend(payload)
    _u(out, check(out), 4)
    if len(out) > SIZE:
        raise ValueError("sleep memory: %d bytes" % len(out))
    return bytes(out)


def pack(app, now):
    # type: (Any, int) -> bytes
    """The record of what ``app`` shows: its paused game, or the title."""
    match = app.stage.match
    if match is None or app.phase != PAUSE or match.over:
        return seal(TITLE)
    from spit import snapshot

    stats = app.stats
    out = bytearray()
    _u(out, match.seed, 4)
    _u(out, match.handicaps[0], 2)
    _u(out, match.handicaps[1], 2)
    _u(out, match.play_ms, 4)
    _u(out, match.slaps, 2)
    cpu = 0
    for p in app.parked:
        cpu |= 1 << p
    out.append(cpu)
    out.append(stats.settings.cpu_level)
    out.append(stats.seats[0])
    out.append(stats.seats[1])
    for p in (0, 1):
        out.append(app.race.panels[p].aim)
    for value in stats._game:  # this game's slaps and best reactions (counted at its end)
        _u(out, value, 2)
    for name in app.stage.names:
        raw = name.encode()[:_NAME]
        out.append(len(raw))
        out.extend(raw + b" " * (_NAME - len(raw)))
    score = app.stage.score
    if score is None:
        out.extend(b"\x00" * 6)
    else:
        for v in (score.best_of, score.pair[0], score.pair[1], score.wins[0], score.wins[1]):
            out.append(v)
        out.append(score.games)
    out.extend(snapshot.save(match.game, now))
    return seal(GAME, out)


def unpack(data):
    # type: (Any) -> Optional[dict[str, Any]]
    """The record in ``data`` (see the module docstring), or None."""
    if data is None or len(data) < _HEAD + 4 or data[0:2] != b"SP" or data[2] != VERSION:
        return None
    n = _get(data, 4, 2)
    end = _HEAD + n
    if end + 4 > len(data) or _get(data, end, 4) != check(data[:end]):
        return None
    kind = data[3]
    if kind == TITLE and n == 0:
        return {"kind": TITLE}
    if kind != GAME or n < 48:
        return None
    p = bytes(data[_HEAD:end])
    names = []
    i = 28
    for _ in (0, 1):
        names.append(p[i + 1 : i + 1 + min(p[i], _NAME)].decode())
        i += 1 + _NAME
    return {
        "kind": GAME,
        "seed": _get(p, 0, 4),
        "handicaps": (_get(p, 4, 2), _get(p, 6, 2)),
        "play_ms": _get(p, 8, 4),
        "slaps": _get(p, 12, 2),
        "cpu": tuple(s for s in (0, 1) if p[14] >> s & 1),
        "level": p[15],
        "seats": (p[16], p[17]),
        "aims": (p[18], p[19]),
        "counts": [_get(p, 20 + 2 * k, 2) for k in range(4)],
        "names": (names[0], names[1]),
        "score": tuple(p[i : i + 6]),
        "engine": p[i + 6 :],
    }


def restore(app, record, now):
    # type: (Any, dict[str, Any], int) -> bool
    """The paused game of ``record`` (unpack's) back on the pause menu, as it was; False (and
    nothing changed) when its engine bytes do not load under the settings' rules."""
    from spit import snapshot
    from spit.console.flow.match import Match
    from spit.console.flow.match_score import MatchScore

    stats = app.stats
    match = Match(app.race, stats.settings.rules_kwargs(), record["seed"], record["handicaps"])
    try:  # (the deal Match made is replaced: the one that was on the table comes back)
        match.game = snapshot.load(match.rules, record["engine"], now, record["seed"])
    except ValueError as err:
        app.log.note(now, "sleep memory: " + str(err))
        return False
    match.round = match.summed = match.game.round
    match.fresh = False  # its race's aims come back below, not from a new game's start
    match.play_ms = record["play_ms"]
    match.slaps = record["slaps"]
    match.bots = [None, None]
    match.stats = stats
    match.log = app.log
    best_of, a, b, wins_a, wins_b, games = record["score"]
    if best_of:
        score = MatchScore(best_of, (a, b))
        score.wins = [wins_a, wins_b]
        score.games = games
        app.stage.score = score
    stats.seats[0], stats.seats[1] = record["seats"]
    stats.begin_game()
    stats._game[:] = record["counts"]  # (this game's slaps and best reactions so far)
    stats.settings.cpu_level = record["level"]
    app.stage.names = record["names"]
    cpu = record["cpu"]
    if app.view is not None:
        settings = stats.settings
        app.view.set_four_colour(settings.four_color and not settings.alternate_colors)
        app.view.set_names(app.stage.names, (0 in cpu, 1 in cpu))
    app.stage.match = match
    app.enter(PAUSE, now)
    app.parked = cpu  # (entering the pause parked no CPU: none was made)
    for p in (0, 1):
        app.race.panels[p].aim = record["aims"][p]
    app.log.note(now, "woke: the paused game back, round %d" % match.game.round)
    from spit.screen import forget

    forget("spit.snapshot", "spit.console.flow.match_score")  # (the objects keep their classes)
    return True
