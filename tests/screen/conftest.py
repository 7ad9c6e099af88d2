"""Fixtures for the screen tests: one headless simulated panel per module, a fresh View per test.

Screenshots go to pytest's tmp dir; set SPIT_SHOTS=DIR to keep them (e.g. SPIT_SHOTS=out/view).
"""

import os
import pathlib

import pytest

from host_tools.sim.screen import Screen


@pytest.fixture(scope="module")
def screen():
    s = Screen(headless=True)
    yield s
    s.release()


@pytest.fixture
def view(screen):
    from spit.screen.view import View

    v = View(screen.display)
    screen.refresh()
    screen.refresh()  # Blinka reports every layer once more after a full refresh: settle it
    return v


@pytest.fixture
def shot(screen, tmp_path, request):
    """shot(name): refresh, save a PNG named after the test, return its path."""
    keep = os.environ.get("SPIT_SHOTS")
    folder = pathlib.Path(keep) if keep else tmp_path
    folder.mkdir(parents=True, exist_ok=True)

    def take(name):
        screen.refresh()
        path = folder / (name + ".png")
        screen.save(path)
        return path

    return take
