# SPDX-License-Identifier: MIT
"""`--settings`: set the console's own keys in the board's settings.toml, keep every other byte.

The owner's file may hold CIRCUITPY_WIFI_SSID, comments, blank lines and Windows line ends; only
the lines that set one of the console's keys change, and a key the board lacks is appended.
"""

from __future__ import annotations

import re

# `key = value` at the top level (CircuitPython's getenv reads only the top level of the file).
_KEY = re.compile(rb"^[ \t]*([A-Za-z0-9_]+)[ \t]*=")
_TABLE = re.compile(rb"^[ \t]*\[")


def assignments(data: bytes) -> dict[bytes, bytes]:
    """{key: its whole line, without the line end} of each top-level key in a settings.toml."""
    out: dict[bytes, bytes] = {}
    for line in data.splitlines():
        if _TABLE.match(line):
            break
        m = _KEY.match(line)
        if m:
            out.setdefault(m.group(1), line)
    return out


def merge(board: bytes, ours: bytes) -> bytes:
    """``board`` with each key of ``ours`` set as ``ours`` sets it; every other line unchanged."""
    todo = assignments(ours)
    lines = board.splitlines(keepends=True)
    in_table = False
    for i, line in enumerate(lines):
        in_table = in_table or bool(_TABLE.match(line))
        m = None if in_table else _KEY.match(line)
        if m and m.group(1) in todo:
            body = line.rstrip(b"\r\n")
            lines[i] = todo.pop(m.group(1)) + line[len(body) :]
    if todo:
        # appended keys go before any [table] (getenv reads only the top level)
        at = next((i for i, line in enumerate(lines) if _TABLE.match(line)), len(lines))
        end = b"\r\n" if b"\r\n" in board else b"\n"
        if at and not lines[at - 1].endswith(b"\n"):
            lines[at - 1] += end
        lines[at:at] = [line + end for line in todo.values()]
    return b"".join(lines)
