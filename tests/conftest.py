"""Shared test set-up: headless SDL for every test that touches the simulator's display."""

import os

import pytest

for _name, _value in (
    ("SDL_VIDEODRIVER", "dummy"),
    ("SDL_AUDIODRIVER", "dummy"),
    ("PYGAME_HIDE_SUPPORT_PROMPT", "1"),
    ("BLINKA_OS_AGNOSTIC", "1"),
):
    os.environ.setdefault(_name, _value)


@pytest.hookimpl(tryfirst=True)  # before xdist names the groups in the node ids
def pytest_collection_modifyitems(config, items):
    # The emulated-Pico scenarios take minutes each. Each module's tests share one run (a
    # module fixture), so each module is one xdist group (make test runs --dist loadgroup): one
    # worker takes it, the groups go out first, and the rest of the suite fills the gaps.
    for item in items:
        if "tests/pico/" in item.nodeid:
            item.add_marker(pytest.mark.xdist_group(item.path.stem))
    items.sort(key=lambda item: 0 if "tests/pico/" in item.nodeid else 1)
