# SPDX-License-Identifier: MIT
"""Short names for the console's modules before mpy-cross, for stock CircuitPython's heap.

Stock CircuitPython interns every name a ``.mpy`` carries that its ROM lacks, on the heap and for
good: its characters, and 6 B in a pool whose size doubles; the 1 261st name makes a 7 704 B pool
at once (docs/ARCHITECTURE.md). The console's modules carry ~1 600 such names. Most are used in
one module only (a constant, a private attribute, a helper, a class used where it is defined),
so each module's own names can be renamed to short ones that every module reuses (``_a``,
``_b``, ...): the names stop adding up across modules. What another module, the drive's
top-level programs or a library can see stays as written:

- a name is renamed only when it appears in exactly one module of ``lib/spit/`` and nowhere
  else on the drive, is not in the firmware's ROM (``rom_names.txt``: an attribute of a C
  object, a keyword argument of a C function), no keyword, builtin or stream-protocol name,
  not a dunder, not a module's or a folder's name, and no string on the drive spells it
  (``getattr(obj, "name")``, a settings table, ``name.upper()``: a string's words count in
  both cases). Docstrings and other bare
  string statements do not count: nothing looks a name up in them.
- the rename is done token by token in place, so lines keep their numbers.

Only deploy's ``.mpy`` for stock firmware gets this (the console's own UF2 keeps its names in
flash; ``--py`` ships the sources as written). A traceback on stock then names a renamed
function by its short name; the module it names is still right.
"""

from __future__ import annotations

import builtins
import io
import keyword
import pathlib
import re
import sys
import tokenize

TARGET = "lib/spit/"
# Every name stock CircuitPython 10.2.1's C code knows (its ROM qstrs: modules, classes,
# attributes, keywords): never renamed, whoever uses it. `python -m host_tools.deploy.shrink
# --rom ELF` writes it from the firmware's ELF; tests/tools/test_shrink.py checks it against it.
ROM = pathlib.Path(__file__).with_name("rom_names.txt")
# Names C code may call on a Python object (streams, iterators): never renamed.
PROTOCOL = {"read", "readinto", "readline", "write", "flush", "close", "ioctl", "send", "throw",
            "keys", "values", "items"}  # fmt: skip
_WORD = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


def rom() -> set[str]:
    return {n for n in ROM.read_text().splitlines() if n and not n.startswith("# ")}


def write_rom(elf: pathlib.Path) -> None:
    from host_tools.pico.qstrs import rom_names

    head = "# The names stock CircuitPython 10.2.1 (raspberry_pi_pico) has in ROM (its ELF).\n"
    ROM.write_text(head + "".join(n + "\n" for n in sorted(rom_names(elf)) if n and "\n" not in n))


def _tokens(text: str) -> list[tokenize.TokenInfo]:
    return list(tokenize.generate_tokens(io.StringIO(text).readline))


def _bare_string(tokens: list[tokenize.TokenInfo], i: int) -> bool:
    """Is the STRING token at ``i`` a statement of its own (a docstring)?"""
    skip = (tokenize.NL, tokenize.COMMENT)
    j = i - 1
    while j >= 0 and tokens[j].type in skip:
        j -= 1
    starts = j < 0 or tokens[j].type in (tokenize.NEWLINE, tokenize.INDENT, tokenize.DEDENT)
    k = i + 1
    while k < len(tokens) and tokens[k].type in skip:
        k += 1
    ends = k == len(tokens) or tokens[k].type in (tokenize.NEWLINE, tokenize.ENDMARKER)
    return starts and ends


def _short_names(taken: set[str]):
    """``_a``, ``_b``, ... ``_Z``, ``_aa``, ...: the ones no file on the drive uses."""
    letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
    size = 1
    while True:
        n = len(letters) ** size
        for i in range(n):
            name, rest = "", i
            for _ in range(size):
                name = letters[rest % len(letters)] + name
                rest //= len(letters)
            if "_" + name not in taken:
                yield "_" + name
        size += 1


def plan(items: list[tuple[str, bytes]]) -> dict[str, dict[str, str]]:
    """Each target module (drive path) -> {old name: short name}."""
    seen: dict[str, set[str]] = {}  # name -> the .py files it appears in as code
    spelled: set[str] = set()  # words of every string that is not a bare statement
    per_file: dict[str, list[tokenize.TokenInfo]] = {}
    for dest, data in items:
        if not dest.endswith(".py"):
            continue
        try:
            tokens = per_file[dest] = _tokens(data.decode())
        except (tokenize.TokenError, SyntaxError, UnicodeDecodeError):
            continue  # left as it is: mpy-cross names the file and the error
        for i, tok in enumerate(tokens):
            if tok.type == tokenize.NAME:
                seen.setdefault(tok.string, set()).add(dest)
            elif tok.type == tokenize.STRING and not _bare_string(tokens, i):
                for word in _WORD.findall(tok.string):
                    spelled.update((word, word.upper(), word.lower()))
    modules = {part for dest, _ in items for part in re.split(r"[/.]", dest)}  # imported by name
    fixed = set(dir(builtins)) | PROTOCOL | set(keyword.kwlist) | spelled | rom() | modules
    taken = set(seen) | spelled
    renames: dict[str, dict[str, str]] = {}
    for dest, tokens in per_file.items():
        if not dest.startswith(TARGET):
            continue
        # the most used first: the shortest names go where they save the most characters
        counts: dict[str, int] = {}
        for tok in tokens:
            name = tok.string
            if tok.type == tokenize.NAME and seen[name] == {dest}:
                counts[name] = counts.get(name, 0) + 1
        mine = sorted(
            (n for n in counts if n not in fixed and not n.startswith("__")),
            key=lambda n: (-counts[n], n),
        )
        short = _short_names(taken)
        table = {}
        for name in mine:
            new = next(short)
            if len(new) < len(name):
                table[name] = new
        renames[dest] = table
    return renames


def rename(text: str, table: dict[str, str]) -> str:
    """``text`` with every NAME token in ``table`` replaced, in place (lines keep their numbers)."""
    lines = text.splitlines(keepends=True)
    edits: dict[int, list[tuple[int, int, str]]] = {}
    for tok in _tokens(text):
        if tok.type == tokenize.NAME and tok.string in table:
            row, col = tok.start
            edits.setdefault(row - 1, []).append((col, col + len(tok.string), table[tok.string]))
    for row, spans in edits.items():
        line = lines[row]
        for start, end, new in sorted(spans, reverse=True):
            line = line[:start] + new + line[end:]
        lines[row] = line
    return "".join(lines)


def shrink(items: list[tuple[str, bytes]]) -> list[tuple[str, bytes]]:
    """The same drive items with the console's modules' own names shortened (module docstring)."""
    renames = plan(items)
    return [
        (dest, rename(data.decode(), renames[dest]).encode()) if renames.get(dest) else (dest, data)
        for dest, data in items
    ]


if __name__ == "__main__":
    if sys.argv[1:2] != ["--rom"] or len(sys.argv) != 3:
        sys.exit("usage: python -m host_tools.deploy.shrink --rom CIRCUITPYTHON.elf")
    write_rom(pathlib.Path(sys.argv[2]))
