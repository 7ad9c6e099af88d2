# SPDX-License-Identifier: MIT
"""A whole game through the real app: title -> game -> result, its log replays, its script too.

The game is played by tests/console/player.py through the simulated keypad (the same path a person's
presses take: keypad -> race -> gestures -> engine), writing down every press as a script line.
"""

import os
import pathlib
import subprocess
import sys

import numpy as np
import pytest
from player import Scripter
from simkit import SimStop, regulars, simulate

import spit

SEED = 3
PHASES = ("ready", "play", "slap", "choose", "over")


def _parse_log(text):
    """Rules keywords, seed, history (A lines) and the E line of the first game in a log."""
    rules = {}
    seed = None
    history = []
    end = None
    for line in text.splitlines():
        fields = line.split(" ")
        tag = fields[0]
        if tag == "G":
            for field in fields[3:-1]:
                key, _, value = field.partition("=")
                if key == "seed":
                    seed = int(value)
                elif key in ("mode", "scoring"):
                    rules[key] = value
                elif key in ("stocks", "target", "slap_timeout_ms", "speed_side"):
                    if value != "-":
                        rules[key] = int(value)
                elif key in ("slap", "alternate_colors", "auto_flip"):
                    rules[key] = value == "1"
        elif tag == "A":
            t, p, kind, x, y = (int(v) for v in fields[2:7])
            history.append((t, p, kind, x, y))
        elif tag == "E":
            end = [int(v) for v in fields[3:-1]]
    return rules, seed, history, end


@pytest.fixture(scope="module")
def played(tmp_path_factory):
    """One scripted game, played closed-loop; the run, the script and the screenshot paths."""
    keep = os.environ.get("SPIT_SHOTS")
    folder = pathlib.Path(keep) if keep else tmp_path_factory.mktemp("game")
    folder.mkdir(parents=True, exist_ok=True)
    scripter = Scripter(think_ms=(60, 400))
    seen = set()

    def on_frame(sim):
        scripter(sim)
        game = scripter.game
        if game is not None:
            # one screenshot the first time each engine phase shows in each round, once its
            # words are drawn (they wait for a frame in which the engine did nothing:
            # spit.screen.banner)
            key = (game.round, game.phase)
            banner = sys.modules["spit.console.flow.app"].current.view.banner
            if key not in seen and banner is not None and banner.waited == 0:
                seen.add(key)
                name = "round%d-%s.png" % (game.round, PHASES[game.phase])
                sim.screenshot(folder / name)
        app = sys.modules["spit.console.flow.app"]
        current = app.current
        if current is not None and current.phase == app.ROUND and game is not None:
            name = folder / ("round%d-summary.png" % (game.round - 1))
            if not name.exists():
                sim.screenshot(name)
        if scripter.over_at is not None and sim.elapsed >= scripter.over_at + 2000:
            sim.screenshot(folder / "over.png")
            raise SimStop("game over shown")

    nvm = regulars(tmp_path_factory.mktemp("nvm") / "nvm.bin")  # the players A and B, kept
    run = simulate(seed=SEED, until_ms=600000, on_frame=on_frame, nvm=nvm)
    script = folder / "game.txt"
    script.write_text(scripter.script_text())
    return run, scripter, folder


def test_the_game_reaches_a_result_and_the_result_screen(played):
    run, scripter, _ = played
    app = run.app
    game = app.stage.match.game
    assert run.why == "game over shown"
    assert app.phase == run.appmod.OVER
    assert game.phase == spit.OVER
    # A thinks 60 ms, B 400 ms: the faster player gets more cards down (who wins the game is
    # the deal's and the slap races' too: a change of a few ms anywhere can change it).
    plays = [0, 0]
    for fields in run.lines("A"):
        if int(fields[1]) == spit.A_PLAY:
            plays[int(fields[0])] += 1
    assert plays[0] > plays[1]
    w = game.winner
    assert w in (0, 1) and game.cards(w) == 0 or game.score(w) > game.score(1 - w)
    assert app.stats.played_total() == 1 and app.stats.won_total(w) == 1
    assert scripter.actions > 50
    assert app.sound.played > 50  # a click per card (silent here: no buzzer in the simulator)


def _yellow(path, y0, y1):
    import pygame

    image = pygame.surfarray.array3d(pygame.image.load(str(path))).astype(int)
    band = image[:, y0:y1]
    return int(((band[:, :, 0] > 200) & (band[:, :, 1] > 180) & (band[:, :, 2] < 120)).sum())


def test_the_slap_race_and_the_result_are_on_screen(played):
    _, _, folder = played
    slaps = sorted(folder.glob("round*-slap.png"))
    assert slaps, "no slap race was screenshotted"
    plays = sorted(folder.glob("round*-play.png"))
    # "SLAP!" is shouted in yellow between the piles on both halves; play has no shout there
    assert _yellow(slaps[0], 120, 150) > 100 and _yellow(slaps[0], 90, 120) > 100
    assert _yellow(plays[0], 120, 150) < _yellow(slaps[0], 120, 150) // 4
    assert (folder / "over.png").stat().st_size > 1000


def test_each_round_ends_on_a_summary_and_spit_goes_on(played):
    run, scripter, folder = played
    game = run.app.stage.match.game
    assert game.round > 1 and scripter.summaries == game.round - 1
    notes = [fields[0] for fields in run.lines("M")]
    assert notes.count("round") == game.round - 1
    for r in range(1, game.round):
        shot = folder / ("round%d-summary.png" % r)
        # the heading in yellow on both halves (under the piles taken, issue 25), no card of
        # the next deal under it: the stock and spit-card rows are bare felt
        assert _yellow(shot, 150, 176) > 100 and _yellow(shot, 64, 90) > 100
        assert _card_backs(shot, 0, 93) == 0 and _card_backs(shot, 147, 240) == 0
    over = folder / "over.png"
    assert _yellow(over, 120, 150) > 100 and _yellow(over, 90, 120) > 100


def _card_backs(path, y0=0, y1=240):
    """Pixels of the card backs' blue in rows y0..y1 (a dealt table shows each player's
    face-down spit cards; the summary shows a taken pile it never saw whole as a back)."""
    import pygame

    from spit.screen import sprites

    image = pygame.surfarray.array3d(pygame.image.load(str(path))).astype(int)[:, y0:y1]
    blue = np.array([(sprites.BACK_INK >> s) & 255 for s in (16, 8, 0)])
    return int((np.abs(image - blue).max(axis=2) <= 12).sum())


def test_the_log_replays_to_the_same_state(played):
    run, _, _ = played
    game = run.app.stage.match.game
    rules, seed, history, end = _parse_log(run.log)
    assert seed == SEED
    again = spit.replay(spit.Rules(**rules), seed, history)
    assert again.phase == spit.OVER
    assert again.winner == game.winner
    assert again.round == game.round
    for p in (0, 1):
        assert sorted(again.held(p)) == sorted(game.held(p))
        assert again.score(p) == game.score(p)
    for j in (0, 1):
        assert again.spit_size(j) == game.spit_size(j)
        assert again.spit_top(j) == game.spit_top(j)
    assert end[0] == game.winner and end[2] == game.cards(0)


def test_the_log_passes_the_host_replay_tool(played, tmp_path):
    run, _, _ = played
    log = tmp_path / "game.log"
    log.write_text(run.log)
    out = subprocess.run(
        [sys.executable, "-m", "host_tools.spitlog", "replay", str(log)],
        capture_output=True, text=True, timeout=60,
    )  # fmt: skip
    assert out.returncode == 0, out.stdout + out.stderr
    assert "0 with mismatches" in out.stdout


def test_the_script_alone_plays_the_same_game_from_the_command_line(played, tmp_path):
    run, _, folder = played
    shot = tmp_path / "end.png"
    log = tmp_path / "again.log"
    out = subprocess.run(
        [sys.executable, "-m", "host_tools.sim", "--headless", "--seed", str(SEED), "--script",
         str(folder / "game.txt"), "--screenshot", str(shot), "--log", str(log)],
        capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert out.returncode == 0, out.stderr
    first = _parse_log(run.log)
    again = _parse_log(log.read_text())
    assert again[1] == first[1]  # seed
    assert again[2] == first[2]  # every carried-out action, at the same times
    assert again[3] == first[3]  # the same result
    assert shot.stat().st_size > 1000
