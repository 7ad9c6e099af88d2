"""Shared test set-up: headless SDL for every test that touches the simulator's display."""

import os
import sys
import uuid

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


FAT_RUN = "SPIT_FAT_RUN"  # (tests/tools/fatdrive.py's RUN: imported only when a test uses it)


def pytest_configure(config):
    # One id for this run, inherited by its xdist workers: they share one FAT probe (fatdrive).
    if not hasattr(config, "workerinput"):
        os.environ.setdefault(FAT_RUN, uuid.uuid4().hex)


def pytest_unconfigure(config):
    fatdrive = sys.modules.get("tests.tools.fatdrive")
    if fatdrive is not None and not hasattr(config, "workerinput"):
        fatdrive.forget(os.environ.get(FAT_RUN, ""))


def pytest_terminal_summary(terminalreporter):
    # Which FAT the deploy tests ran on (User-Mode Linux's vfat, or a fallback, and why).
    try:
        from tests.tools import fatdrive
    except ImportError:  # (a conftest copied elsewhere: no FAT tests there)
        return
    chose = fatdrive.recorded(os.environ.get(FAT_RUN, ""))
    if chose is not None:
        name, why = chose
        said = {
            "uml": "a FAT image mounted by User-Mode Linux's vfat",
            "mtools": "a folder packed into a FAT image by mtools (not vfat's own writes)",
            "folder": "a plain folder (no FAT: those checks skipped)",
        }[name]
        terminalreporter.write_line(f"FAT drive tests ran on {said}" + (f": {why}" if why else ""))
