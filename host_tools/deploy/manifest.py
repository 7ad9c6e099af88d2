# SPDX-License-Identifier: MIT
"""spit-manifest.txt: what deploy installed on the drive (format: docs in deploy/README.md).

One line a file, ``<size> <crc32 as 8 hex digits> <path>``; settings.toml (the owner edits it)
as ``- - settings.toml``. A later deploy deletes only files the previous manifest names, and
code.py checks the files it imports against it before importing them.
"""

from __future__ import annotations

import zlib

NAME = "spit-manifest.txt"
HEADER = (
    "# spit-deploy manifest v1: what deploy installed; other files on this drive are the owner's"
)
UNCHECKED = ("settings.toml",)  # the owner may edit it: named, never checked


def text(items: list[tuple[str, bytes]], unchecked: tuple[str, ...] = ()) -> bytes:
    """The manifest naming ``items`` ((dest, bytes)) and, with "- -", the ``unchecked`` paths."""
    lines = [HEADER]
    for dest, data in items:
        if dest in UNCHECKED:
            continue
        lines.append(f"{len(data)} {zlib.crc32(data) & 0xFFFFFFFF:08x} {dest}")
    lines += [f"- - {dest}" for dest in unchecked]
    return ("\n".join(lines) + "\n").encode("ascii")


def parse(data: bytes | None) -> dict[str, tuple[int, int] | None]:
    """{path: (size, crc32), or None for an unchecked file}; {} for no or an unreadable manifest."""
    out: dict[str, tuple[int, int] | None] = {}
    if not data:
        return out
    for line in data.decode("ascii", "replace").splitlines():
        parts = line.split(" ", 2)
        if line.startswith("#") or len(parts) != 3 or ".." in parts[2].split("/"):
            continue
        size, crc, path = parts
        if size == "-" and crc == "-":
            out[path] = None
        elif size.isdigit() and len(crc) == 8:
            try:
                out[path] = (int(size), int(crc, 16))
            except ValueError:
                continue
    return out
