# SPDX-License-Identifier: MIT
"""The words' catalogues (``spit/screen/words_<code>.py``) as the device loads them: ``WORDS``
written as a bytes literal of its UTF-8 before mpy-cross.

A catalogue's source is text a translator edits, one str a word a line; ``spit.screen.lang``
keeps a catalogue as UTF-8 bytes (CircuitPython's str has no index: docs/LANGUAGES.md). Given
bytes, the device needs no ``.encode()`` copy: the console UF2's frozen catalogue stays in flash
and costs no heap at all, and on stock the .mpy's constant is the only copy. Lines keep their
numbers (the literal on the first line of the assignment, the rest left blank).
"""

from __future__ import annotations

import ast
import re

_CATALOGUE = re.compile(r"(^|/)spit/screen/words_[a-z]{2}\.py$")


def is_catalogue(dest: str) -> bool:
    """A language's catalogue by its path on the drive or in the frozen tree."""
    return bool(_CATALOGUE.search(dest))


def as_bytes(source: str) -> str:
    """``source`` with its ``WORDS = "..."`` assignment written as a bytes literal."""
    for node in ast.parse(source).body:
        if (
            isinstance(node, ast.Assign)
            and [getattr(t, "id", None) for t in node.targets] == ["WORDS"]
            and isinstance(node.value, ast.Constant)
            and isinstance(node.value.value, str)
        ):
            lines = source.split("\n")
            top, end = node.lineno - 1, node.end_lineno or node.lineno
            literal = "WORDS = " + repr(node.value.value.encode("utf-8"))
            return "\n".join(lines[:top] + [literal] + [""] * (end - top - 1) + lines[end:])
    return source


def items_as_bytes(items: list[tuple[str, bytes]]) -> list[tuple[str, bytes]]:
    """Drive items with each catalogue's WORDS as bytes (other items as they are)."""
    return [(dest, as_bytes(data.decode()).encode() if is_catalogue(dest) else data)
            for dest, data in items]  # fmt: skip
