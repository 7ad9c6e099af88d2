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

VERBS = ("enter", "draw", "press", "step", "update")


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
