# SPDX-License-Identifier: MIT
"""Drive the real firmware (code.py -> spit.console.flow.app) headless in the simulator from a test.

``run_console(hook, until_ms, nvm_path, seed)`` powers a fresh console on (watchdog off, nvm from
``nvm_path``) and runs it, calling ``hook(sim, app, appmod)`` at every frame wait; the hook may
raise ``SimStop`` to end the run. The event log the run wrote is left in ``sim.log_text``.
``menu_way_out(app, appmod)`` gives the buttons a person would press to get from a menu screen
back into a game.
"""

import sys

from host_tools.sim.run import Sim, SimStop  # noqa: F401 (SimStop re-exported for tests)
from host_tools.sim.stubs import microcontroller

MASK = (1 << 29) - 1


def current():
    appmod = sys.modules.get("spit.console.flow.app")
    if appmod is None:
        return None, None
    return getattr(appmod, "current", None), appmod


def run_console(hook, until_ms, nvm_path, seed=1, **kw):
    """Power on and run until ``until_ms`` of simulated time or until the hook stops it."""
    microcontroller.power_on(nvm_path=str(nvm_path))

    def on_frame(sim):
        app, appmod = current()
        if app is not None:
            hook(sim, app, appmod)

    sim = Sim(headless=True, seed=seed, until_ms=until_ms, on_frame=on_frame, nvm_path=nvm_path,
              **kw)  # fmt: skip
    try:
        why = sim.run()
        app, appmod = current()
        sim.log_text = sim.log_bytes().decode("utf-8", "replace")  # before close() unloads it
        return sim, app, appmod, why
    finally:
        sim.close()


def ticks(sim, elapsed):
    return (sim.start_ticks + elapsed) & MASK


def menu_way_out(app, appmod):
    """Buttons (panel A) that lead from the screen that is up towards a game."""
    phase = app.phase
    if phase == appmod.SETTINGS:
        menu = app.screen.menu
        downs = (len(menu.items) - 1 - menu.cursor) % len(menu.items)  # "Back" is last
        return (3,) * downs + (7,)
    if phase == appmod.HWTEST:
        return (7, 7, 7)
    if phase == getattr(appmod, "PICK", None):
        return (7, 15)  # who plays: A's first row, B's first row (the game starts)
    if phase in (appmod.TITLE, appmod.PAUSE, appmod.OVER, appmod.FAULT, appmod.ATTRACT,
                 appmod.STATS, appmod.CONFIRM):  # fmt: skip
        return (7,)
    return ()
