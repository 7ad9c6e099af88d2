# SPDX-License-Identifier: MIT
"""End to end: the real app in the simulator writes its event log; the log tool replays it."""

import os
import random
import subprocess
import sys

from host_tools.spitlog import cli, games


def test_a_simulated_console_log_replays_with_every_checkpoint_matching(tmp_path, capsys):
    rng = random.Random(3)
    lines = ["500 A.SPIT", "1500 A.SPIT", "2500 A.SPIT", "3000 B.SPIT"]
    t = 4000
    while t < 120_000:  # two minutes of both panels mashing every button
        t += rng.randrange(20, 200)
        button = rng.choice(["P1", "P2", "P3", "P4", "P5", "L", "R", "SPIT"])
        lines.append(f"{t} {rng.choice('AB')}.{button} 30")
    script = tmp_path / "mash.txt"
    script.write_text("\n".join(lines) + "\n")
    log = tmp_path / "console.log"
    run = subprocess.run(
        [sys.executable, "-m", "host_tools.sim", "--headless", "--seed", "5", "--script",
         str(script), "--log", str(log)],
        capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    assert run.returncode == 0, run.stderr
    read = games.read_games([log])
    assert read.games and read.bad == {"garbled": 0, "truncated": 0} and read.lost == 0
    game = read.games[0]
    assert len(game.actions) > 50 and game.checkpoints  # rounds were played and settled
    assert cli.main(["replay", str(log)]) == 0
    assert "0 with mismatches" in capsys.readouterr().out


def test_a_log_or_screenshot_the_simulator_cannot_write_is_one_line_not_a_traceback(tmp_path):
    """Issue 27.9: `spit-sim --log /nonexistent/x.log` (or a folder) printed a traceback."""
    for bad in (["--log", "/nonexistent/x.log"], ["--log", str(tmp_path)],
                ["--screenshot", str(tmp_path / "no" / "x.png")]):  # fmt: skip
        proc = subprocess.run(
            [sys.executable, "-m", "host_tools.sim", "--headless", "--until", "100", *bad],
            capture_output=True, text=True, timeout=120,
            env={**os.environ, "SDL_VIDEODRIVER": "dummy"},
        )  # fmt: skip
        assert proc.returncode == 2, (bad, proc.stderr)
        assert "Traceback" not in proc.stderr and proc.stderr.count("\n") == 1, proc.stderr
        assert "sim: cannot" in proc.stderr
