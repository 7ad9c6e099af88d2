# SPDX-License-Identifier: MIT
"""The console's named constants written as their numbers, across modules, before mpy-cross.

mpy-cross folds ``_NAME = const(4)`` inside its own module only: a public ``NAME = const(4)``
stays a global, and every module that reads it (``halves.LEFT``, ``from spit import LEFT``)
keeps the name, which stock CircuitPython interns on its heap for good. So the source states a
constant once, where it belongs, and readers import it by name; deploy writes its value into
every reader, drops imports left with nothing to do, and makes the definition private
(``_NAME``) once nothing on the drive reads it by name any more. Lines keep their numbers (a
fault's line is the source's).

Folded: a module-level ``NAME = const(<int expression>)`` of a module under ``lib/spit/`` (or a
name it imports from one and so re-exports), read as ``module.NAME`` through an imported module
(``from spit.screen import halves``; ``import spit``) or as ``NAME`` after ``from module import
NAME``. Left as written: anything a string spells (``getattr``), a name a file rebinds, a file
that imports ``*``, code outside ``lib/spit/`` (code.py, the guard), and a name any of those
reads: it stays public for them.
"""

from __future__ import annotations

import ast
import re

TARGET = "lib/spit/"
_WORD = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


def module_of(dest: str) -> str:
    """``lib/spit/screen/halves.py`` -> ``spit.screen.halves`` (a package's __init__: its name)."""
    name = dest[len("lib/") : -len(".py")].replace("/", ".")
    return name[: -len(".__init__")] if name.endswith(".__init__") else name


def _value(node: ast.expr, known: dict[str, int]) -> int | None:
    """An int expression of literals and known constants (what const() accepts), else None."""
    if isinstance(node, ast.Constant) and type(node.value) is int:
        return node.value
    if isinstance(node, ast.Name):
        return known.get(node.id)
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.USub, ast.Invert)):
        v = _value(node.operand, known)
        return None if v is None else (-v if isinstance(node.op, ast.USub) else ~v)
    if isinstance(node, ast.BinOp):
        a, b = _value(node.left, known), _value(node.right, known)
        ops = {ast.Add: int.__add__, ast.Sub: int.__sub__, ast.Mult: int.__mul__,
               ast.LShift: int.__lshift__, ast.RShift: int.__rshift__, ast.BitOr: int.__or__,
               ast.BitAnd: int.__and__, ast.FloorDiv: int.__floordiv__}  # fmt: skip
        op = ops.get(type(node.op))
        if a is None or b is None or op is None or (op is int.__floordiv__ and b == 0):
            return None
        return op(a, b)
    return None


def _own_consts(tree: ast.Module) -> dict[str, int]:
    """A module's public ``NAME = const(...)`` at its top level (in order: later ones may use
    earlier ones), assigned nowhere else in it."""
    out: dict[str, int] = {}
    known: dict[str, int] = {}
    for node in tree.body:
        if (
            isinstance(node, ast.Assign)
            and len(node.targets) == 1
            and isinstance(node.targets[0], ast.Name)
            and isinstance(node.value, ast.Call)
            and isinstance(node.value.func, ast.Name)
            and node.value.func.id == "const"
            and len(node.value.args) == 1
        ):
            v = _value(node.value.args[0], known)
            if v is not None:
                known[node.targets[0].id] = v
                if not node.targets[0].id.startswith("_"):
                    out[node.targets[0].id] = v
    names = [n for n in ast.walk(tree) if isinstance(n, ast.Name)]
    stores = [n.id for n in names if isinstance(n.ctx, ast.Store)]
    return {k: v for k, v in out.items() if stores.count(k) == 1}


def _absolute(node: ast.ImportFrom, here: str, package: bool) -> str:
    """An ImportFrom's module as an absolute name (``from .game import`` in spit.rules)."""
    if not node.level:
        return node.module or ""
    parts = here.split(".") if package else here.split(".")[:-1]
    parts = parts[: len(parts) - node.level + 1]
    return ".".join(parts + ([node.module] if node.module else []))


class _File:
    """One module's tree, what its names are bound to by imports, and its text's edits."""

    def __init__(self, dest: str, text: str):
        self.dest, self.text = dest, text
        self.tree = ast.parse(text)
        self.name = module_of(dest) if dest.startswith(TARGET) else ""
        self.package = dest.endswith("__init__.py")
        self.aliases: dict[str, str] = {}  # local name -> the module it is bound to
        self.imported: dict[str, tuple[str, str]] = {}  # local name -> (module, its name)
        self.stars = False
        for node in ast.walk(self.tree):
            if isinstance(node, ast.Import):
                for a in node.names:
                    if a.asname:
                        self.aliases[a.asname] = a.name
                    else:
                        self.aliases[a.name.split(".")[0]] = a.name.split(".")[0]
            elif isinstance(node, ast.ImportFrom):
                source = _absolute(node, self.name, self.package)
                for a in node.names:
                    if a.name == "*":
                        self.stars = True
                    else:
                        self.imported[a.asname or a.name] = (source, a.name)
        stores = [n.id for n in ast.walk(self.tree) if isinstance(n, ast.Name)
                  and not isinstance(n.ctx, ast.Load)]  # fmt: skip
        args = [a.arg for a in ast.walk(self.tree) if isinstance(a, ast.arg)]
        self.rebound = set(stores) | set(args)
        self.edits: list[tuple[int, int, int, int, str]] = []  # (row0, col0, row1, col1, new)

    def path(self, node: ast.expr) -> str | None:
        """``a.b.c`` as the dotted name it reads through an import (``halves.LEFT`` ->
        ``spit.screen.halves.LEFT``), or None."""
        parts = []
        while isinstance(node, ast.Attribute):
            parts.append(node.attr)
            node = node.value
        if not isinstance(node, ast.Name) or node.id in self.rebound:
            return None
        root = self.aliases.get(node.id)
        if root is None and node.id in self.imported:
            root = ".".join(self.imported[node.id])  # from spit.screen import halves
        return None if root is None else ".".join([root] + parts[::-1])

    def edit(self, node: ast.AST, new: str) -> None:
        self.edits.append((node.lineno, node.col_offset, node.end_lineno, node.end_col_offset, new))  # type: ignore[attr-defined]

    def written(self) -> str:
        lines = self.text.splitlines(keepends=True)
        for r0, c0, r1, c1, new in sorted(self.edits, reverse=True):
            head, tail = lines[r0 - 1][:c0], lines[r1 - 1][c1:]
            # a span over several lines keeps them (as empty lines): lines keep their numbers
            lines[r0 - 1 : r1] = [head + new + "\n" * (r1 - r0) + tail]
        return "".join(lines)


def _table(files: list[_File]) -> dict[str, int]:
    """{module.NAME: value} for every foldable constant, re-exports (``from m import NAME`` at a
    module's top level) included."""
    consts: dict[str, int] = {}
    for f in files:
        if f.name:
            consts.update({f.name + "." + k: v for k, v in _own_consts(f.tree).items()})
    for _ in range(3):  # a re-export of a re-export
        for f in files:
            for node in f.tree.body if f.name else ():
                if isinstance(node, ast.ImportFrom):
                    src = _absolute(node, f.name, f.package)
                    for a in node.names:
                        key = src + "." + a.name
                        if key in consts and (a.asname or a.name) not in f.rebound:
                            consts.setdefault(f.name + "." + (a.asname or a.name), consts[key])
    return consts


def _fold_file(f: _File, consts: dict[str, int]) -> set[str]:
    """Edit f: each read of a foldable constant becomes its number; an import left with
    nothing to do goes. The dotted names it folded."""
    done: set[str] = set()
    for node in ast.walk(f.tree):
        if isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Load):
            key = f.path(node)
            if key in consts:
                f.edit(node, "(%d)" % consts[key])
                done.add(key)
        elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load):
            src = f.imported.get(node.id)
            key = ".".join(src) if src else None
            if key in consts and node.id not in f.rebound:
                f.edit(node, "(%d)" % consts[key])
                done.add(key)
    _drop_imports(f, consts, done)
    return done


def _drop_imports(f: _File, consts: dict[str, int], done: set[str]) -> None:
    """``from m import NAME`` of folded constants goes, and an import of a module whose every
    use was folded (``from spit.screen import words`` read only for numbers)."""
    uses: dict[str, list[ast.Name]] = {}
    for node in ast.walk(f.tree):
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load):
            uses.setdefault(node.id, []).append(node)
    covered = {(e[0], e[1]) for e in f.edits}

    def all_folded(local: str) -> bool:
        return bool(uses.get(local)) and all(
            (u.lineno, u.col_offset) in covered for u in uses[local]
        )

    for node in ast.walk(f.tree):
        if not isinstance(node, (ast.Import, ast.ImportFrom)) or f.stars:
            continue
        keep = []
        for a in node.names:
            if isinstance(node, ast.ImportFrom):
                local = a.asname or a.name
                key = _absolute(node, f.name, f.package) + "." + a.name
                gone = (key in done or key not in consts) and all_folded(local)
            else:
                local = a.asname or ""  # (``import spit.game`` binds spit: kept)
                gone = bool(local) and all_folded(local)
            at_top = f.name and node in f.tree.body
            if not gone or local in f.rebound or at_top and local in _EXPORTED.get(f.name, ()):
                keep.append(a)
        if len(keep) < len(node.names):
            f.edit(node, _statement(node, keep) if keep else "pass")


_EXPORTED: dict[str, set[str]] = {}  # module -> names other modules import from it (kept)


def _statement(node: ast.Import | ast.ImportFrom, names: list[ast.alias]) -> str:
    said = ", ".join(a.name + (" as " + a.asname if a.asname else "") for a in names)
    if isinstance(node, ast.Import):
        return "import " + said
    return "from %s%s import %s" % ("." * node.level, node.module or "", said)


def fold(items: list[tuple[str, bytes]]) -> tuple[list[tuple[str, bytes]], dict[str, int]]:
    """The drive's items with the console's constants folded (module docstring), and the
    constants made private ({"spit.module.NAME": value}: deploy's map lists them, so code
    written against the firmware can be folded alike, ``fold_code``)."""
    files: dict[str, _File] = {}
    for dest, data in items:
        if dest.endswith(".py"):
            try:
                files[dest] = _File(dest, data.decode())
            except (SyntaxError, UnicodeDecodeError, ValueError):
                continue  # left as it is: mpy-cross names the file and the error
    consts = _table(list(files.values()))
    blocked = _blocked(items, files)
    _EXPORTED.clear()
    for f in files.values():
        for src, name in f.imported.values():
            _EXPORTED.setdefault(src, set()).add(name)
    targets = [f for dest, f in files.items() if dest.startswith(TARGET)]
    for f in targets:
        _fold_file(f, consts)
    for f in targets:  # a definition nothing reads by name any more becomes private
        f.__init__(f.dest, f.written())  # type: ignore[misc]
    still = _read_by_name(files)
    private = {}
    for f in targets:
        for name, value in _own_consts(f.tree).items():
            if name not in still.get(f.dest, set()) and name not in blocked:
                _privatize(f, name)
                private[f.name + "." + name] = value
    out = []
    for dest, data in items:
        done = files.get(dest)
        out.append((dest, done.written().encode() if done else data))
    return out, private


def fold_code(code: str, consts: dict[str, int]) -> str:
    """Code outside the drive (a test's code.py that reaches into the firmware) with the
    constants ``fold`` made private written as their numbers, as the drive's modules are."""
    f = _File("code.py", code)
    _fold_file(f, consts)
    return f.written()


def _blocked(items: list[tuple[str, bytes]], files: dict[str, _File]) -> set[str]:
    """Names left as written everywhere: any a string on the drive spells, any used outside
    lib/spit/ (code.py, the guard), any a file that imports * could see."""
    out: set[str] = set()
    for dest, data in items:
        if not dest.endswith(".py"):
            continue
        text = data.decode(errors="replace")
        f = files.get(dest)
        if f is None or not dest.startswith(TARGET) or f.stars:
            out.update(_WORD.findall(text))
            continue
        for node in ast.walk(f.tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                out.update(_WORD.findall(node.value))
    return out


def _read_by_name(files: dict[str, _File]) -> dict[str, set[str]]:
    """dest -> its constants some other module still reads by name (after folding)."""
    out: dict[str, set[str]] = {}
    by_module = {f.name: dest for dest, f in files.items() if f.name}
    for f in files.values():
        for node in ast.walk(f.tree):
            if isinstance(node, ast.Attribute):
                out.setdefault("*", set()).add(node.attr)  # m.NAME through any object: keep
            elif isinstance(node, ast.ImportFrom):
                src = by_module.get(_absolute(node, f.name, f.package))
                for a in node.names:
                    out.setdefault(src or "*", set()).add(a.name)
    every = out.pop("*", set())
    return {dest: names | every for dest, names in out.items()} | {
        dest: set(every) for dest in files if dest not in out
    }


def _privatize(f: _File, name: str) -> None:
    """``NAME`` -> ``_NAME`` throughout f (mpy-cross then folds it and keeps no global)."""
    new = "_" + name
    while new in {n.id for n in ast.walk(f.tree) if isinstance(n, ast.Name)}:
        new = "_" + new
    for node in ast.walk(f.tree):
        if isinstance(node, ast.Name) and node.id == name:
            f.edit(node, new)
