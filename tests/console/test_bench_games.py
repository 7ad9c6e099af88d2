# SPDX-License-Identifier: MIT
"""The device bench's scripted games (bench/games) still play what they say, in the simulator.

bench_pico judges the console's goals on them; a firmware change that made the long game's presses
miss their screens (or the CPU game stall) would leave the bench measuring menus and refusals.
Each script is played open loop here, as the emulated Pico plays it, and its P lines counted.
"""

import pathlib

from simkit import simulate

from bench.games import record
from host_tools.sim import script

GAMES = pathlib.Path(__file__).resolve().parents[2] / "bench" / "games"
KINDS = {1: "spit", 2: "play", 3: "move", 5: "slap", 6: "choose"}


def _played(name, seed):
    events = script.load(GAMES / name)
    run = simulate(events, seed=seed, until_ms=script.end_time(events) + 1500)
    did = {}
    for fields in run.lines("P"):
        v = [int(x) for x in fields]
        button, down, code, kind = v[1], v[2], v[3], v[4]
        if not down:
            continue
        if code == 0:
            what = KINDS.get(kind, "page")  # kind -1: a press on a summary, result or pause page
        elif code == 100:
            what = "aim" if button in (5, 6) else "slot"
        else:
            what = "refused"
        did[what] = did.get(what, 0) + 1
    return run, did


def test_the_long_human_game_presses_every_kind_and_ends():
    run, did = _played("long_human.txt", record.SEED)
    assert sum(did.values()) >= 200, did
    for kind in ("play", "aim", "slot", "move", "spit", "slap", "refused", "page"):
        assert did.get(kind, 0) > 0, (kind, did)
    phases = [f[0] for f in run.lines("M")]
    assert "pause" in phases and "round" in phases, phases  # the pause hold, a round's summary
    assert phases[-1] == "title" and "over" in phases, phases  # played to its end, then back


def test_the_cpu_game_ends_with_a_choice_and_the_cpus_plays():
    run, did = _played("cpu_masher.txt", record.CPU_SEED)
    assert sum(1 for f in run.lines("A") if f[1] == "6") > 0  # (A's or the CPU's choice)
    cpu_plays = sum(1 for f in run.lines("A") if f[0] == "1" and f[1] == "2")
    assert cpu_plays > 10
    phases = [f[0] for f in run.lines("M")]
    assert "over" in phases, phases
