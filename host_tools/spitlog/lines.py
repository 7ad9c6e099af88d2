# SPDX-License-Identifier: MIT
"""Parse one event-log line (docs/LOG.md) from raw bytes: a Line, or a Bad line with its reason."""

from __future__ import annotations

from typing import NamedTuple

from spit.console.records.log import RULES_KEYWORDS, fletcher16

MAX_LINE = 256
# Number of fields after `seq t` for each fixed-shape tag; F and M carry free text, G key=values.
FIELD_COUNTS = {"V": 2, "P": 9, "A": 4, "R": 6, "E": 6, "O": 2, "D": 4}
TEXT_TAGS = ("F", "M")
# The values each fixed-shape field can take (docs/LOG.md): a line with a field outside them is
# malformed, counted and named like a garbled one, even when its checksum is right.
_PILE = (-1, 63)  # x, y of an engine action: a pile or slot index, -1 for none
_CARDS, _SCORE, _ROUND = (0, 52), (-99999, 99999), (0, 99999)
RANGES = {
    # p, button, down, result (-1: a release), kind, x, y, lost, delay (the handicap: 0-500 ms)
    "P": ((0, 1), (0, 7), (0, 1), (-1, 255), (-1, 7), _PILE, _PILE, (-1, 1), (0, 500)),
    "A": ((-1, 1), (1, 7), _PILE, _PILE),  # p -1: a tick; kind spit.A_SPIT..A_TICK
    "R": (_ROUND, _ROUND, _CARDS, _CARDS, _SCORE, _SCORE),
    "E": ((-1, 1), _ROUND, _CARDS, _CARDS, _SCORE, _SCORE),  # winner -1: a draw
}
SEQ_MAX = 65535  # seq wraps at 2**16 (t is left as it comes: only differences of it are used)
# Types of the Rules keywords as they travel in a G line.
RULE_TYPES = {
    "mode": str,
    "stocks": int,
    "slap": bool,
    "alternate_colors": bool,
    "scoring": str,
    "target": int,
    "auto_flip": bool,
    "slap_timeout_ms": int,
    "speed_side": int,
}
assert set(RULE_TYPES) == set(RULES_KEYWORDS)


class Line(NamedTuple):
    tag: str
    seq: int
    t: int
    fields: tuple  # ints for fixed-shape tags, (text,) for F/M, ("k=v", ...) for G and unknown tags
    text: str  # the line as received, without its end of line


class Bad(NamedTuple):
    reason: str  # "garbled" (checksum or shape wrong) or "truncated" (no checksum: cut short)
    text: str


def parse(raw: bytes) -> Line | Bad | None:
    """One line of bytes (end of line optional) -> Line, Bad, or None for a blank line."""
    raw = raw.rstrip(b"\r\n")
    text = raw.decode("utf-8", "replace")
    if not raw.strip():
        return None
    star = raw.rfind(b" *")
    if star < 0 or len(raw) - star != 6:
        return Bad("truncated", text)
    try:
        want = int(raw[star + 2 :], 16)
    except ValueError:
        return Bad("garbled", text)
    if len(raw) > MAX_LINE or fletcher16(raw, 0, star) != want:
        return Bad("garbled", text)
    return _fields(raw[:star].decode("utf-8", "replace"), text)


def _fields(body: str, text: str) -> Line | Bad:
    head = body.split(" ", 3)
    if len(head) < 3 or len(head[0]) != 1:
        return Bad("garbled", text)
    tag = head[0]
    try:
        seq, t = int(head[1]), int(head[2])
    except ValueError:
        return Bad("garbled", text)
    if not 0 <= seq <= SEQ_MAX:
        return Bad("garbled", text)
    rest = head[3] if len(head) > 3 else ""
    if tag in TEXT_TAGS:
        return Line(tag, seq, t, (rest,), text)
    parts = tuple(rest.split()) if rest else ()
    count = FIELD_COUNTS.get(tag)
    if count is None:
        return Line(tag, seq, t, parts, text)
    if len(parts) != count:
        return Bad("garbled", text)
    if tag == "O":
        try:
            return Line(tag, seq, t, (parts[0], int(parts[1])), text)
        except ValueError:
            return Bad("garbled", text)
    if tag == "V":
        return Line(tag, seq, t, parts, text)
    try:
        values = tuple(int(p) for p in parts)
    except ValueError:
        return Bad("garbled", text)
    for value, (low, high) in zip(values, RANGES.get(tag, ()), strict=False):  # D: no ranges
        if not low <= value <= high:
            return Bad("garbled", text)
    return Line(tag, seq, t, values, text)


def game_fields(line: Line) -> tuple[dict, int, dict]:
    """A G line -> (Rules keyword arguments, seed, the other key=values as strings)."""
    rules: dict = {}
    extra: dict = {}
    seed = 0
    for part in line.fields:
        key, _, value = part.partition("=")
        if key == "seed":
            seed = int(value)
        elif key in RULE_TYPES:
            rules[key] = _rule_value(RULE_TYPES[key], value)
        else:
            extra[key] = value
    return rules, seed, extra


def _rule_value(kind, value: str):
    if value == "-":
        return None
    if kind is bool:
        return value == "1"
    if kind is int:
        return int(value)
    return value
