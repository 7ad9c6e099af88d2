# SPDX-License-Identifier: MIT
"""A scripted two-player game on the emulated Pico, and its twin in the simulator.

One script (written closed-loop in the simulator, see twin.py) is played open-loop by both
``python -m host_tools.sim --headless`` and ``python -m host_tools.pico``. A player relies on
the device doing what the simulator shows: the same engine actions at the same times, the same
screens, a log that replays.
"""

import json
import shutil
import subprocess
import sys

import pytest
import screens
import twin

SEED = 5  # one of the shorter one-round games (15.7 s from time zero; seed 7's: 22.2 s)


def _cli(*args, timeout=1200):
    return subprocess.run([sys.executable, "-m", *args], capture_output=True, text=True,
                          timeout=timeout)  # fmt: skip


@pytest.fixture(scope="module")
def twins(console_uf2, tmp_path_factory):
    d = tmp_path_factory.mktemp("twin")
    # points to 25 already set (the settings menu's save): the test is the game, not the menu's
    # presses (test_pico_faults drives the settings menu on this firmware)
    nvm = twin.goals_nvm(d / "goals.nvm")
    shutil.copyfile(nvm, d / "sim.nvm")  # (the simulator saves to its copy)
    script, until, shots = twin.play_in_sim(SEED, d, nvm)
    for side in ("sim", "pico"):
        (d / f"{side}.txt").write_text(script.replace(str(d / "sim-"), str(d / f"{side}-")))
    sim = _cli("host_tools.sim", "--headless", "--seed", str(SEED), "--script", str(d / "sim.txt"),
               "--until", str(until), "--log", str(d / "sim.log"),
               "--nvm", str(d / "sim.nvm"))  # fmt: skip
    assert sim.returncode == 0, sim.stderr
    pico = _cli("host_tools.pico", "--uf2", str(console_uf2), "--seed", str(SEED), "--script",
                str(d / "pico.txt"), "--until", str(until), "--log", str(d / "pico.log"),
                "--report", str(d / "pico.json"), "--nvm", str(nvm))  # fmt: skip
    print(pico.stderr.splitlines()[-1])  # emulated vs wall time, shown with -s
    report = json.loads((d / "pico.json").read_text())
    return {"dir": d, "pico": pico, "report": report, "shots": [ms for ms, _ in shots]}


def test_the_game_plays_to_its_end_on_the_device(twins):
    pico = twins["pico"]
    assert pico.returncode == 0, pico.stderr[-3000:]
    log = (twins["dir"] / "pico.log").read_text(encoding="latin1")
    assert "\nE " in log, "no game-over line: the game did not end on the device"
    assert twins["report"]["faults"] == [] and twins["report"]["resets"] == 0


def test_the_device_log_replays(twins):
    out = _cli("host_tools.spitlog", "replay", str(twins["dir"] / "pico.log"), timeout=120)
    assert out.returncode == 0, out.stdout + out.stderr
    assert "0 with mismatches" in out.stdout and "unfinished" not in out.stdout, out.stdout


def test_the_twins_carry_out_the_same_actions_at_the_same_times(twins):
    d = twins["dir"]
    actions = twin.same_actions(d / "pico.log", twins["report"]["zero_ticks"], d / "sim.log")
    assert actions > 20  # a real game, not a few presses


def test_the_twins_show_the_same_screens(twins):
    d = twins["dir"]
    for ms in twins["shots"]:
        frac = screens.differing_fraction(d / f"sim-{ms}.png", d / f"pico-{ms}.png")
        assert frac <= screens.TWIN_TOLERANCE, f"at {ms} ms {frac:.1%} of the pixels differ"
