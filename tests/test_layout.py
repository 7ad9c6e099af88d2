# SPDX-License-Identifier: MIT
"""The tree is the architecture: four parts, imports only downwards, no circle, docs that match.

A newcomer finds the rules in ``spit/``, the buttons in ``spit/input/``, the screen in
``spit/screen/`` and the console in ``spit/console/``, and can change one without reading the
others: the engine imports nothing of the rest, input only the engine, the screen only the
engine and input (the outcome codes it draws), and the console wires them all. The console is
three rooms: ``device`` (the board) and ``records`` (what it keeps) import neither each other
nor ``flow`` (the app and its screens), which may import both. Every import counts, also the
ones inside functions that load a module for its phase.
"""

import ast
import pathlib

import pytest

REPO = pathlib.Path(__file__).resolve().parents[1]
LIB = REPO / "firmware" / "lib"
PARTS = ("engine", "input", "screen", "console")  # lowest first: a part imports only below it
# The console's rooms, lowest first: a room imports only rooms below it (equal: neither).
ROOMS = {"console": 0, "device": 1, "records": 1, "flow": 2}
CODE = REPO / "firmware" / "code.py"


def module_name(path):
    parts = list(path.relative_to(LIB).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def part_of(module):
    """engine, input, screen or console for a spit module; None for anything else."""
    names = module.split(".")
    if names[0] != "spit":
        return None
    return names[1] if len(names) > 1 and names[1] in PARTS[1:] else "engine"


def modules():
    return {module_name(p): p for p in sorted((LIB / "spit").rglob("*.py"))}


def strings_of(tree):
    return {n.value for n in ast.walk(tree) if isinstance(n, ast.Constant) and type(n.value) is str}


def by_name(tree, known, imported=()):
    """The modules a module reaches by name: ``__import__`` of a name it spells (a package's name
    it holds, joined to a leaf it or a module it imports holds: the app and the table of screens),
    ``sys.modules[name]`` and ``sys.modules.get(name)``."""
    own = strings_of(tree)
    strings = set(own)
    for module in imported:
        strings |= strings_of(ast.parse(known[module].read_text(encoding="utf-8")))
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "__import__":
            packages = {s for s in own if s in known and known[s].name == "__init__.py"} | {""}
            leaves = {s.partition(".")[0] for s in strings}
            out.update(
                m for m in (p + "." + leaf if p else leaf for p in packages for leaf in leaves)
                if m in known
            )  # fmt: skip
        reach = node.value if isinstance(node, ast.Subscript) else None
        if isinstance(node, ast.Call) and getattr(node.func, "attr", None) == "get":
            reach = node.func.value
        if ast.unparse(reach) == "sys.modules" if reach is not None else False:
            key = node.slice if isinstance(node, ast.Subscript) else node.args[0]
            if isinstance(key, ast.Constant) and key.value in known:
                out.add(key.value)
    return out


def imports_of(path, name, known):
    """Every spit module `path` imports (at its top or inside a function, or by name)."""
    is_package = path.name == "__init__.py"
    tree = ast.parse(path.read_text(encoding="utf-8"))
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = name.split(".")
                base = base[: len(base) - node.level + (1 if is_package else 0)]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            submodules = {target + "." + a.name for a in node.names} & set(known)
            out.update(submodules)  # `from spit.screen import view`: the module view ...
            if len(submodules) < len(node.names):
                out.add(target)  # ... `from spit.screen.view import View`: the module itself
    out = {m for m in out if m.split(".")[0] == "spit" and m != name}
    return out | by_name(tree, known, sorted(out & set(known))) - {name}


@pytest.fixture(scope="module")
def graph():
    known = modules()
    return {name: imports_of(path, name, known) for name, path in known.items()}


def test_every_module_sits_in_one_of_the_four_parts():
    folders = {p.parent.relative_to(LIB).as_posix() for p in (LIB / "spit").rglob("*.py")}
    # (the console's screens are its own folder: one module each, docs/ARCHITECTURE.md)
    assert folders == {
        "spit",
        "spit/input",
        "spit/screen",
        "spit/console",
        "spit/console/device",
        "spit/console/records",
        "spit/console/flow",
        "spit/console/flow/screens",
    }


def room_of(module):
    """device, records or flow for a module of the console's rooms; console for its package."""
    names = module.split(".")
    return names[2] if len(names) > 2 else "console"


def test_each_room_imports_only_the_rooms_below_it(graph):
    wrong = []
    for name, targets in graph.items():
        if part_of(name) != "console":
            continue
        for target in targets:
            if part_of(target) != "console" or room_of(target) == room_of(name):
                continue
            if ROOMS[room_of(target)] >= ROOMS[room_of(name)]:
                wrong.append(f"{name} -> {target}")
    assert wrong == []


def test_each_room_says_what_it_owns_and_may_import():
    for room in ROOMS:
        init = LIB / "spit" / (room if room == "console" else "console/" + room) / "__init__.py"
        doc = ast.get_docstring(ast.parse(init.read_text(encoding="utf-8"))) or ""
        assert "import" in doc.lower() and len(doc) > 200, init


def test_no_part_imports_a_part_above_it(graph):
    upward = []
    for name, targets in graph.items():
        rank = PARTS.index(part_of(name))
        for target in targets:
            if target == "spit" and rank > 0:
                continue  # the engine's public face: every part may use it
            if PARTS.index(part_of(target)) > rank:
                upward.append(f"{name} -> {target}")
    assert upward == []


def test_the_engine_imports_nothing_of_the_other_parts(graph):
    engine = {n: t for n, t in graph.items() if part_of(n) == "engine"}
    assert engine and all(part_of(t) == "engine" for ts in engine.values() for t in ts)


def test_there_is_no_import_circle(graph):
    # Also none through a name (the app loads its screens by their names in the table: a screen
    # that imported the app would close a circle), nor between a module and the half of it that
    # loads only when needed (stats' tally, the store's slots: tests/console/test_copies.py).
    # Importing spit.screen.view runs spit.screen's __init__ first: no circle unless __init__
    # imports back.
    state = {}
    circles = []

    def visit(name, path):
        state[name] = "open"
        for target in sorted(graph.get(name, ())):
            if state.get(target) == "open":
                circles.append(path[path.index(target) :] + [target])
            elif target not in state:
                visit(target, path + [target])
        state[name] = "done"

    for name in sorted(graph):
        if name not in state:
            visit(name, [name])
    assert circles == []


def test_code_py_wires_the_console_only():
    tree = ast.parse(CODE.read_text(encoding="utf-8"))
    used = {n.module for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)}
    spit = {m for m in used if m.split(".")[0] == "spit"} - {"spit.screen"}  # (its forget)
    assert spit and all(m.startswith("spit.console.") for m in spit)


SCREENS_DIR = "spit/console/flow/screens/"


def test_architecture_md_names_every_module_and_no_other():
    doc = (REPO / "docs" / "ARCHITECTURE.md").read_text(encoding="utf-8")
    layout = doc[doc.index("## Layout") : doc.index("## ", doc.index("## Layout") + 3)]
    listed = set()
    for line in layout.splitlines():
        cells = line.split()
        if cells and cells[0].startswith("spit/") and cells[0].endswith(".py"):
            listed.add(cells[0])
    on_disk = {p.relative_to(LIB).as_posix() for p in (LIB / "spit").rglob("*.py")}
    # (a screen's own index is the SCREENS table, test_every_screen_module_is_in_the_table: a new
    # page need not be listed here too)
    screens = {p for p in on_disk if p.startswith(SCREENS_DIR) and not p.endswith("__init__.py")}
    assert listed - on_disk == set(), sorted(listed - on_disk)
    assert on_disk - screens <= listed, sorted(on_disk - screens - listed)


def test_every_screen_module_is_in_the_table():
    # a module in spit/console/flow/screens/ that SCREENS does not name would never be shown
    from spit.console.flow.screens import SCREENS

    named = {path.partition(".")[0] for path in SCREENS.values()} - {""}
    on_disk = {p.stem for p in (LIB / SCREENS_DIR).glob("*.py")} - {"__init__"}
    assert on_disk == named, (sorted(on_disk - named), sorted(named - on_disk))
