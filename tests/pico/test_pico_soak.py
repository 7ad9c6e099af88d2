# SPDX-License-Identifier: MIT
"""`make soak`: the console left alone on the emulated Pico plays itself (attract mode, CPU vs
CPU) game after game. An owner relies on it running for hours: no fault, no reset, the heap flat.

SPIT_PICO_SOAK_MIN sets the emulated minutes (default 20: about an hour of wall time at the
emulator's ~0.35x).
"""

import os

import pytest
from test_pico_phases import FLOORS

from host_tools.pico import report, run

pytestmark = pytest.mark.soak
MINUTES = int(os.environ.get("SPIT_PICO_SOAK_MIN", "20"))


def test_attract_mode_plays_game_after_game_with_a_flat_heap(any_uf2, request):
    firmware, uf2 = request.node.callspec.params["any_uf2"], any_uf2
    items = run.drive_items({"debug": 1}, **run.source_options(True, uf2))
    result = run.run(uf2, [], MINUTES * 60000, items=items, wall_timeout_s=3 * 3600)
    figures = report.build(result)
    assert figures["faults"] == [] and result.resets == 0 and result.error is None
    # the log as the firmware wrote it (the host's copy of a long run was once cut short after
    # ~32 KB, docs/PICO.md; test_pico_usb.py checks the host's copy)
    logged = [line for _, line in report.parsed(result, written=True)]
    started = sum(1 for line in logged if line.tag == "M" and line.fields[0] == "attract")
    games = sum(1 for line in logged if line.tag == "E")
    rounds = sum(1 for line in logged if line.tag == "R") + games
    actions = sum(1 for line in logged if line.tag == "A")
    figures_line = (firmware, started, games, rounds, actions, MINUTES, result.wall_s)
    print("%s: %d demo games started, %d ended, %d rounds, %d actions in %d emulated minutes, "
          "%.0f s wall" % figures_line)  # fmt: skip
    assert started >= 1  # attract mode begins after a minute on the title
    # the demo plays on: a demo game between CPU players takes 4-11 minutes, a round about one
    # (before the CPU kept its plan through debug mode's slow frame, it stalled for minutes)
    assert games >= (MINUTES - 1) // 12 and rounds >= (MINUTES - 1) // 3, (games, rounds)
    assert actions >= (MINUTES - 1) * 30
    samples = [(s["free"], s["largest"] or 0) for s in figures["mem_free"] if s["phase"] != "boot"]
    demo = [free for free, _ in samples]
    quarter = len(demo) // 4
    early, late = min(demo[quarter : 2 * quarter]), min(demo[-quarter:])
    assert late >= early - 2048, f"free heap fell from {early} to {late} B over the soak"
    free_floor, largest_floor = FLOORS[firmware]
    low, small = min(demo), min(largest for _, largest in samples)
    assert low >= free_floor and small >= largest_floor, (low, small)
