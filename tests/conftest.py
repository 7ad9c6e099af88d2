"""Shared test set-up: headless SDL for every test that touches the simulator's display."""

import os

for _name, _value in (
    ("SDL_VIDEODRIVER", "dummy"),
    ("SDL_AUDIODRIVER", "dummy"),
    ("PYGAME_HIDE_SUPPORT_PROMPT", "1"),
    ("BLINKA_OS_AGNOSTIC", "1"),
):
    os.environ.setdefault(_name, _value)
