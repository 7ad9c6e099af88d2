# SPDX-License-Identifier: MIT
"""The console's own names renamed to ones stock CircuitPython has in ROM, before mpy-cross.

Stock CircuitPython interns every name a ``.mpy`` carries that its ROM lacks, on the heap and for
good: its characters, and 6 B in a pool whose size doubles; the 621st name makes a 3 864 B pool
at once (docs/ARCHITECTURE.md). A name the ROM has costs nothing, and the ROM holds ~1 300 names
no file on the drive uses (``bg``, ``baudrate``, ...): the console's own names are renamed to
those.

- one source name, one device name, across the whole drive (``table``): two names in the source
  never share one, so a misspelt name stays unknown and faults as itself (AttributeError,
  NameError), never reads another name's value.
- renamed only: a name the bytecode keeps (an attribute, a function's or class's name, a
  parameter, a keyword argument, a global; a function's own locals are slots, kept by no name),
  that no file outside ``lib/spit/`` uses (code.py, spit_fault.py, boot.py, the libraries), not
  in the ROM already (an attribute of a C object, a keyword argument of a C function), no
  keyword, builtin or stream-protocol name (C code calls those on Python objects), not a dunder,
  not a module's or a folder's name, and no string on the drive spells it: a string that is one
  name or a dotted path (``getattr(obj, "name")``, a settings table, ``name.upper()``: either
  case) or any word of an f-string. A message's words (spaces, punctuation) and docstrings do not
  count: nothing looks a name up in them.
- a device name is a ROM name that no file on the drive uses as a name and no string spells as
  one, so it meets no name the code means, and none a reader would take at its word (a type,
  an exception, an error code, a pin: ``misleading``); the ROM's spent, ``za``, ``zb``, ...
  Should a class of the console's have a C base (a ``displayio.Group``, an ``Exception``: C
  attributes its instances have), they are all ``za``, ``zb``, ... (none a C type has).
- the rename is done token by token in place, so lines keep their numbers.
- the map (``NAMES``: the source's hash, then ``device-name name-as-written`` a line) goes on
  the drive; the fault guard (firmware/spit_fault.py) reads it on a fault, so the fault page, the
  log and the REPL say the names as written, and spitlog reads its host copy (``HOST_COPIES``).

Only deploy's ``.mpy`` for stock firmware gets this: the console's own UF2 keeps its names in
flash, ``--game`` (on that UF2) and ``--py`` ship the names as written.
"""

from __future__ import annotations

import ast
import builtins
import hashlib
import io
import itertools
import keyword
import pathlib
import re
import symtable
import sys
import tokenize

from host_tools.deploy import fold

TARGET = "lib/spit/"
# The map of every rename, on the drive's root: the fault guard (spit_fault.py) reads it on a
# fault, spitlog from its host copy.
NAMES = "spit-names.txt"
HOST_COPIES = pathlib.Path(__file__).parents[2] / "out" / "names"
# Every name stock CircuitPython 10.2.1's C code knows (its ROM qstrs: modules, classes,
# attributes, keywords): never renamed, whoever uses it. `python -m host_tools.deploy.shrink
# --rom ELF` writes it from the firmware's ELF; tests/tools/test_shrink.py checks it against it.
ROM = pathlib.Path(__file__).with_name("rom_names.txt")
# Names C code may call on a Python object (streams, iterators): never renamed.
PROTOCOL = {"read", "readinto", "readline", "write", "flush", "close", "ioctl", "send", "throw",
            "keys", "values", "items"}  # fmt: skip
# builtin types (``int``, ``slice``) read as types (misleading); builtin functions may be given
_BUILTIN_TYPES = {n for n in dir(builtins) if isinstance(getattr(builtins, n), type)}
_WORD = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
_PATH = re.compile(r"[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*")


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


def _spelled(token: str) -> list[str]:
    """The names a string literal could be used to look up: the whole string when it is one name
    (``getattr(obj, "name")``, a settings table's key) or a dotted path; none from a message
    (words with spaces or punctuation). An f-string's words all count: its braces hold code."""
    try:
        value = ast.literal_eval(token)
    except (ValueError, SyntaxError):
        return _WORD.findall(token)
    if isinstance(value, bytes):
        value = value.decode("latin-1")
    return value.split(".") if _PATH.fullmatch(value) else []


def _c_bases(per_file: dict[str, list[tokenize.TokenInfo]]) -> set[str]:
    """The bases of the drive's classes that no file on it defines (C types)."""
    bases, classes, aliases = set(), set(), []
    for toks in per_file.values():
        bases.update(_bases(toks))
        for before, tok, after in zip(toks, toks[1:], toks[2:], strict=False):
            if before.string == "class":
                classes.add(tok.string)
            elif tok.string == "as":  # import ... Screen as Base
                aliases.append((before.string, after.string))
    classes.update(new for old, new in aliases if old in classes)
    return bases - classes - {"object"}


def _bases(tokens: list[tokenize.TokenInfo]) -> list[str]:
    """The last name of each base of each class statement (``displayio.Group`` -> ``Group``)."""
    out = []
    for i, tok in enumerate(tokens[:-1]):
        if tok.string == "class" and tok.type == tokenize.NAME and tokens[i + 2].string == "(":
            j, last = i + 3, None
            while tokens[j].string != ")":
                if tokens[j].string == ",":
                    out.append(last)
                elif tokens[j].type == tokenize.NAME:
                    last = tokens[j].string
                j += 1
            out.append(last)
    return [b for b in out if b]


# Names a reader would take at their word: types (``NoneType``, ``Pin``), exceptions, error and
# reset codes (``EIO``, ``HARD_FAULT``), pins (``GPIO13``, ``GP26_A0``, ``LED``): never given.
_MISLEADING = re.compile(
    r"[A-Z][A-Za-z0-9_]*[a-z][A-Za-z0-9_]*"  # CamelCase: a type (Status_Bar too)
    r"|.*(Error|Exception|Warning|Exit|Interrupt|Iteration)"
    r"|.*(ERROR|FAIL|FAULT|OVERFLOW|BROWNOUT|TOO_MANY|NOT_|NO_HEAP|NO_CIRCUITPY|OUTSIDE).*"
    r"|E[A-Z0-9]{2,}"  # errno
    r"|.*(GP|GPIO|IO)[0-9]+.*|[AD][0-9]+|LED|.*(SCK|MOSI|MISO|SDA|SCL|TX|RX|CS)[0-9]?"
    r"|.*(I2C|UART|SPI|PIN|BUTTON|NEOPIXEL|SENSE|SMPS|MONITOR).*|RTC|UUID|AES|LFO|UF2"
    r"|u?int[0-9]+|float[0-9]*|bool_|complex|deque|dtype|ndarray|namedtuple|OrderedDict"
)


def misleading(name: str) -> bool:
    """Is ``name`` a type, exception, error-code or pin name (a reader would believe it)?"""
    return bool(_MISLEADING.fullmatch(name)) or name in _BUILTIN_TYPES


def _spare_names(in_rom: set[str], taken: set[str], use_rom: bool = True):
    """Names to rename to: first the ROM's that no file on the drive uses (they cost stock's heap
    nothing) and that mislead no reader, shortest first; then ``za``, ``zb``, ... ``zaa``, ...
    (should the ROM's run out, or not be wanted). None begins with ``_``: mpy-cross makes
    ``_NAME = const(1)`` no global at all, so a constant another module reads would be lost."""
    for name in sorted(in_rom, key=lambda n: (len(n), n)) if use_rom else ():
        usable = name.isidentifier() and not name.startswith("_") and not misleading(name)
        if usable and name not in taken:
            yield name
    letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
    for size in itertools.count(1):
        for chars in itertools.product(letters, repeat=size):
            name = "z" + "".join(chars)
            if name not in taken and name not in in_rom and not hasattr(builtins, name):
                yield name


def _heap_names(text: str) -> set[str]:
    """The names a module's bytecode keeps (so stock's heap interns them): attributes, the
    module's and classes' names, functions, their parameters, keyword arguments, imports, and a
    function's globals. A function's own locals are slots, kept by no name: renaming them saves
    nothing, so they keep the names as written."""
    tree = ast.parse(text)
    out = set()
    folded = _private_consts(tree)
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute):
            out.add(node.attr)
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            out.add(node.name)
        elif isinstance(node, ast.keyword) and node.arg:
            out.add(node.arg)
        elif isinstance(node, ast.alias):
            out.update((node.name.split(".")[0], node.asname or ""))
        elif isinstance(node, ast.arg):
            out.add(node.arg)
        elif isinstance(node, (ast.Global, ast.Nonlocal)):
            out.update(node.names)
    scopes = [symtable.symtable(text, "<module>", "exec")]
    while scopes:
        scope = scopes.pop()
        function = scope.get_type() == "function"
        for sym in scope.get_symbols():
            if not function or sym.is_global() or sym.is_declared_global() or sym.is_parameter():
                out.add(sym.get_name())
        scopes.extend(scope.get_children())
    return out - folded


def _private_consts(tree: ast.Module) -> set[str]:
    """``_NAME = const(...)`` at a module's top level: mpy-cross folds it and keeps no name (and
    a rename would make it a global)."""
    out = set()
    for node in tree.body:
        if isinstance(node, ast.Assign) and len(node.targets) == 1:
            target, value = node.targets[0], node.value
            if (isinstance(target, ast.Name) and target.id.startswith("_")
                    and isinstance(value, ast.Call) and isinstance(value.func, ast.Name)
                    and value.func.id == "const"):  # fmt: skip
                out.add(target.id)
    return out


def _imported_modules(texts: list[str]) -> set[str]:
    """Every name an import statement looks up as a module (``import spit_firmware``: the console
    UF2's, absent on stock; renamed to a ROM module's name, it would import that one)."""
    out = set()
    for text in texts:
        for node in ast.walk(ast.parse(text)):
            if isinstance(node, ast.Import):
                out.update(part for a in node.names for part in a.name.split("."))
            elif isinstance(node, ast.ImportFrom) and node.module:
                out.update(node.module.split("."))
    return out


def table(items: list[tuple[str, bytes]]) -> dict[str, str]:
    """{name as written: device name} for the whole drive: one device name per source name, so a
    misspelt name stays unknown (an AttributeError or NameError naming it), never another's."""
    seen: dict[str, set[str]] = {}  # name -> the .py files it appears in as code
    spelled: set[str] = set()  # words of every string that is not a bare statement
    per_file: dict[str, list[tokenize.TokenInfo]] = {}
    counts: dict[str, int] = {}
    kept: set[str] = set()  # names some module's bytecode keeps
    for dest, data in items:
        if not dest.endswith(".py"):
            continue
        try:
            text = data.decode()
            tokens = per_file[dest] = _tokens(text)
            kept |= _heap_names(text)
        except (tokenize.TokenError, SyntaxError, UnicodeDecodeError, ValueError):
            per_file.pop(dest, None)
            continue  # left as it is: mpy-cross names the file and the error
        for i, tok in enumerate(tokens):
            if tok.type == tokenize.NAME:
                seen.setdefault(tok.string, set()).add(dest)
                counts[tok.string] = counts.get(tok.string, 0) + 1
            elif tok.type == tokenize.STRING and not _bare_string(tokens, i):
                for word in _spelled(tok.string):
                    spelled.update((word, word.upper(), word.lower()))
    modules = {part for dest, _ in items for part in re.split(r"[/.]", dest)}  # imported by name
    modules |= _imported_modules(
        [d.decode() for dest, d in items if dest in per_file]
    )  # (one not on the drive: a ROM name would import)
    in_rom = rom()
    fixed = set(dir(builtins)) | PROTOCOL | set(keyword.kwlist) | spelled | in_rom | modules

    def ours(name: str) -> bool:
        # renamable: only the console's modules use it, nothing looks it up by name, and it
        # costs heap (a local's name is kept nowhere)
        in_lib = all(f.startswith(TARGET) for f in seen[name])
        return in_lib and name in kept and name not in fixed and not name.startswith("__")

    # A class with a C base (displayio.Group, Exception) has C attributes a ROM name could meet.
    taken = set(seen) | spelled | (fixed - in_rom)
    spare = _spare_names(in_rom, taken, use_rom=not _c_bases(per_file))
    by_use = sorted((n for n in seen if ours(n)), key=lambda n: (-counts[n], n))
    return dict(zip(by_use, spare, strict=False))  # (the spares never run out)


def plan(items: list[tuple[str, bytes]]) -> dict[str, dict[str, str]]:
    """Each target module (drive path) -> {old name: new name} (``table``'s, for its names)."""
    names = table(items)
    renames: dict[str, dict[str, str]] = {}
    for dest, data in items:
        if dest.startswith(TARGET) and dest.endswith(".py"):
            try:
                words = {t.string for t in _tokens(data.decode()) if t.type == tokenize.NAME}
            except (tokenize.TokenError, SyntaxError, UnicodeDecodeError):
                continue
            renames[dest] = {n: names[n] for n in sorted(words) if n in names}
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


def source_id(items: list[tuple[str, bytes]]) -> str:
    """The console's modules as written, in 16 hex digits (sha256): the map names the source."""
    digest = hashlib.sha256()
    for dest, data in items:
        if dest.startswith(TARGET):
            digest.update(dest.encode() + b"\0" + data + b"\0")
    return digest.hexdigest()[:16]


def map_text(names: dict[str, str], source: str, folded: dict[str, int] | None = None) -> bytes:
    """The map deploy writes (``NAMES``): a heading naming the source, then a line a rename,
    ``device-name name-as-written``, in the device names' order; then each constant written as
    its number (``fold``), ``#= module.NAME value`` (a comment to the guard)."""
    head = "# spit-names %s: device name, name as written (host_tools/deploy/shrink.py)\n" % source
    lines = sorted("%s %s\n" % (new, old) for old, new in names.items())
    folds = sorted("#= %s %d\n" % item for item in (folded or {}).items())
    return (head + "".join(lines) + "".join(folds)).encode()


def read_folds(text: str) -> dict[str, int]:
    """{"module.NAME": value} of the constants a map says deploy wrote as numbers."""
    out = {}
    for line in text.splitlines():
        parts = line.split()
        if len(parts) == 3 and parts[0] == "#=":
            out[parts[1]] = int(parts[2])
    return out


def read_map(text: str) -> tuple[str, dict[str, str]]:
    """(source id, {device name: name as written}) from a map's text."""
    source, back = "", {}
    for line in text.splitlines():
        parts = line.split()
        if line.startswith("# spit-names ") and len(parts) > 2:
            source = parts[2].rstrip(":")
        elif len(parts) == 2 and not line.startswith("#"):
            back[parts[0]] = parts[1]
    return source, back


_SPOT = re.compile(r"(?<=')[A-Za-z_][A-Za-z0-9_]*(?=')|(?<=, in )[A-Za-z_][A-Za-z0-9_]*")


def as_written(text: str, back: dict[str, str]) -> str:
    """``text`` (a traceback, an error's words) with device names put back as written: each
    quoted name and each frame's function, as the fault guard does on the board
    (firmware/spit_fault.py); already written names pass unchanged (no source name is a device
    name)."""
    return _SPOT.sub(lambda m: back.get(m.group(0), m.group(0)), text)


def keep_copy(items: list[tuple[str, bytes]], folder: pathlib.Path | None = None):
    """The host's copy of the map a drive's items carry (``folder``/<source id>.txt, which
    spitlog reads); None when nothing was renamed."""
    data = dict(items).get(NAMES)
    if data is None:
        return None
    source, _ = read_map(data.decode())
    folder = folder or HOST_COPIES
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / (source + ".txt")
    path.write_bytes(data)
    return path


def newest_copy(folder: pathlib.Path | None = None):
    """The map deploy wrote last (its host copy), or None."""
    folder = folder or HOST_COPIES
    copies = (
        sorted(folder.glob("*.txt"), key=lambda p: p.stat().st_mtime) if folder.is_dir() else []
    )
    return copies[-1] if copies else None


def as_deployed(code: bytes, items: list[tuple[str, bytes]]) -> bytes:
    """``code`` written against the console's names (a test's code.py that reaches into the
    firmware) folded and renamed as deploy did the drive ``items`` (its map); as it is when the
    drive has no map (nothing renamed)."""
    data = dict(items).get(NAMES)
    if data is None:
        return code
    table = {old: new for new, old in read_map(data.decode())[1].items()}
    folded = fold.fold_code(code.decode(), read_folds(data.decode()))
    return rename(folded, table).encode()


def shrink(items: list[tuple[str, bytes]]) -> list[tuple[str, bytes]]:
    """The same drive items with the console's modules' own names shortened (module docstring),
    and the map (``NAMES``) just before code.py (the last item). The constants are folded first
    (``fold``): a constant written as its number needs no name at all."""
    source = source_id(items)
    items, folded = fold.fold(items)
    names = table(items)
    renames = plan(items)
    out = [
        (dest, rename(data.decode(), renames[dest]).encode()) if renames.get(dest) else (dest, data)
        for dest, data in items
    ]
    entry = (NAMES, map_text(names, source, folded))
    at = len(out) - 1 if out and out[-1][0] == "code.py" else len(out)
    return out[:at] + [entry] + out[at:]


if __name__ == "__main__":
    if sys.argv[1:2] != ["--rom"] or len(sys.argv) != 3:
        sys.exit("usage: python -m host_tools.deploy.shrink --rom CIRCUITPYTHON.elf")
    write_rom(pathlib.Path(sys.argv[2]))
