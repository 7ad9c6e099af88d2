"""Shared test set-up: headless SDL for every test that touches the simulator's display."""

import os

for _name, _value in (
    ("SDL_VIDEODRIVER", "dummy"),
    ("SDL_AUDIODRIVER", "dummy"),
    ("PYGAME_HIDE_SUPPORT_PROMPT", "1"),
    ("BLINKA_OS_AGNOSTIC", "1"),
):
    os.environ.setdefault(_name, _value)


def pytest_collection_modifyitems(config, items):
    # The emulated-Pico scenarios take minutes each: hand them to the workers first, so the
    # rest of the suite fills the gaps instead of waiting on them at the end.
    items.sort(key=lambda item: 0 if "tests/pico/" in item.nodeid else 1)
