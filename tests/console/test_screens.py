# SPDX-License-Identifier: MIT
"""The console's screens, one table (spit.console.flow.screens.SCREENS): what a maintainer relies
on.

- Every screen named there loads and answers the same verbs.
- A new screen is one module and one table line: entered, drawn, pressed, left, logged by name.
- The emulated Pico's report names heap samples by the same table (it had lost "howto").
"""

import io
import sys
import textwrap
import types

from simkit import SimStop, presses, simulate

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


CREDITS = """
from spit.console.flow.screens import TITLE
from spit.console.flow.screens import Screen as Base


class Screen(Base):
    def draw(self, app, now):
        app.view.show_message("Credits", ("Made by a newcomer",), "Any button: back", now)

    def press(self, app, player, button, now):
        app.enter(TITLE, now)
        return True
"""


def test_a_new_screen_is_one_module_and_one_table_line():
    seen = {}

    def on_frame(sim):
        app = sys.modules["spit.console.flow.app"].current
        if app is None:
            return
        if "entered" not in seen and sim.elapsed >= 500:
            # the module (as if spit/console/flow/screens/credits.py) and the table line; the
            # firmware's modules are fresh each boot: both last this run
            module = types.ModuleType("spit.console.flow.screens.credits")
            exec(textwrap.dedent(CREDITS), module.__dict__)
            sys.modules[module.__name__] = module
            sys.modules["spit.console.flow.app"].SCREENS["credits"] = "credits"
            app.enter("credits", app.hw.ticks_ms())
            seen["entered"] = sim.elapsed
        if app.phase == "credits":
            seen["text"] = [h.names.text for h in app.view.pages.halves]
        if "entered" in seen and app.phase == "title":
            seen["back"] = True
            raise SimStop("back on the title")

    run = simulate(presses((1200, 3)), until_ms=2000, on_frame=on_frame)
    assert seen.get("back"), "the new screen's press did not lead back to the title"
    assert all("Made by a newcomer" in text for text in seen["text"])  # both halves
    entered = [fields[0] for fields in run.lines("M")]
    assert entered[-2:] == ["credits", "title"]


def test_the_report_names_heap_samples_by_every_screen():
    assert set(report.PHASES) == set(app.SCREENS)
    out = io.BytesIO()
    log = EventLog(out)
    log.note(10, screens.HOWTO)  # entering How to play, as the app logs it
    log.debug(20, 3, 20000, 150000, 4000)  # debug mode's sample there
    parsed = [(0.0, lines.parse(raw)) for raw in out.getvalue().splitlines()]
    assert [s["phase"] for s in report.mem_samples(parsed)] == ["howto"]
