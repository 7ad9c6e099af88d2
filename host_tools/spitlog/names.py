# SPDX-License-Identifier: MIT
"""The names as written in a log's fault lines: on stock CircuitPython deploy renames the
console's names (host_tools/deploy/shrink.py) and keeps the map on the drive and a copy on the
host. The board's guard puts the names back when it can (firmware/spit_fault.py); a fault line it
could not (no heap for the guard) names device names, which these read back with the map."""

from __future__ import annotations

import pathlib

from host_tools.deploy import shrink


def load(path: str | None = None) -> tuple[pathlib.Path | None, dict[str, str]]:
    """(the map's file, {device name: name as written}): ``path`` (spitlog's --names), else the
    map deploy wrote last (its host copy); (None, {}) when there is none."""
    found = pathlib.Path(path) if path else shrink.newest_copy()
    if found is None:
        return None, {}
    return found, shrink.read_map(found.read_text())[1]


def as_written(text: str, back: dict[str, str]) -> str:
    return shrink.as_written(text, back) if back else text
