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
from host_tools.spitlog import lines

pytestmark = pytest.mark.soak
MINUTES = int(os.environ.get("SPIT_PICO_SOAK_MIN", "20"))


def _console_samples(console):
    """(free, largest, phase) of debug mode's console lines ("frame ... free F largest B [phase]"):
    the data port stops delivering after ~32 KB in rp2040js (docs/PICO.md), the REPL port not."""
    out = []
    for line in console.splitlines():
        words = line.split()
        if "free" in words and "largest" in words:
            at = words.index("free")
            try:
                free, largest = int(words[at + 1]), int(words[at + 3])
            except (IndexError, ValueError):
                continue
            out.append((free, largest, words[at + 4] if len(words) > at + 4 else ""))
    return out


def test_attract_mode_plays_game_after_game_with_a_flat_heap(any_uf2, request):
    firmware, uf2 = request.node.callspec.params["any_uf2"], any_uf2
    items = run.drive_items({"debug": 1}, **run.source_options(True, uf2))
    result = run.run(uf2, [], MINUTES * 60000, items=items, wall_timeout_s=3 * 3600)
    figures = report.build(result)
    assert figures["faults"] == [] and result.resets == 0 and result.error is None
    logged = [
        line for _, raw in result.log_lines() if isinstance(line := lines.parse(raw), lines.Line)
    ]
    samples = _console_samples(result.console)
    started = sum(1 for s in samples if s[2] == "attract")  # each demo enters attract mode
    games = max(sum(1 for line in logged if line.tag == "E"), started - 1)
    print("%s: %d demo games started, %d ended in %d emulated minutes, %.0f s wall"
          % (firmware, started, games, MINUTES, result.wall_s))  # fmt: skip
    assert started >= 1  # attract mode begins after a minute on the title
    assert games >= (MINUTES - 1) // 10  # a demo game between CPU players takes a few minutes
    demo = [free for free, _, _ in samples]
    quarter = len(demo) // 4
    early, late = min(demo[quarter : 2 * quarter]), min(demo[-quarter:])
    assert late >= early - 2048, f"free heap fell from {early} to {late} B over the soak"
    free_floor, largest_floor = FLOORS[firmware]
    low, small = min(demo), min(largest for _, largest, _ in samples)
    assert low >= free_floor and small >= largest_floor, (low, small)
