# SPDX-License-Identifier: MIT
"""The console's screens, one table (spit.console.flow.screens.SCREENS): what a maintainer relies
on.

- Every screen named there loads and answers the same verbs.
- The emulated Pico's report names heap samples by the screens' names (it had lost "howto").

(A new screen, done as docs/ARCHITECTURE.md says: tests/test_adding_a_screen.py.)
"""

import io
import sys

from host_tools.pico import report
from host_tools.spitlog import lines
from spit.console.flow import app, screens
from spit.console.records.log import EventLog

VERBS = ("enter", "draw", "press", "step", "update", "battery")


def _load(path):
    leaf, _, cls = path.partition(".")
    if not leaf:
        return getattr(app, cls)
    module = "spit.console.flow.screens." + leaf
    __import__(module)
    return getattr(sys.modules[module], cls or "Screen")


def test_every_screen_in_the_table_loads_and_answers_the_verbs():
    for name, path in app.SCREENS.items():
        cls = _load(path)
        assert issubclass(cls, screens.Screen) and cls is not screens.Screen, name
        for verb in VERBS:
            assert callable(getattr(cls(), verb)), (name, verb)


def test_the_report_names_heap_samples_by_every_screen():
    out = io.BytesIO()
    log = EventLog(out)
    log.note(10, screens.HOWTO)  # entering How to play, as the app logs it
    log.debug(20, 3, 20000, 150000, 4000)  # debug mode's sample there
    parsed = [(0.0, lines.parse(raw)) for raw in out.getvalue().splitlines()]
    assert [s["phase"] for s in report.mem_samples(parsed)] == ["howto"]


def _stage_members():
    return set(screens.Stage.__annotations__)


def test_a_screen_reaches_the_console_only_through_the_stage():
    # Every ``stage.x`` a screen (or the menus' MenuScreen) reads or writes is one of the Stage's
    # few members: a screen reaching for the App's input, power or loop state fails here, on
    # paths no walk happens to take (at run time it would be an AttributeError on the glass).
    import ast
    import pathlib

    members = _stage_members()
    assert len(members) <= 20, sorted(members)  # the narrow interface stays narrow
    folder = pathlib.Path(screens.__file__).parent
    files = sorted(folder.glob("*.py")) + [folder.parent / "menu.py"]
    reached = {}
    for path in files:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name):
                if node.value.id == "stage":
                    reached.setdefault(node.attr, path.name)
            if isinstance(node, ast.ClassDef):  # a screen's verbs take the stage
                for verb in node.body:
                    takes = (
                        [a.arg for a in verb.args.args] if isinstance(verb, ast.FunctionDef) else []
                    )
                    assert "app" not in takes, f"{path.name}: {verb.name} takes the app"
    beyond = {name: where for name, where in reached.items() if name not in members}
    assert not beyond, beyond
    assert {"view", "stats", "go", "match"} <= set(reached)  # (the walk saw the screens)
