# SPDX-License-Identifier: MIT
"""What a console owner reads from recorded games: statistics (text and PNG charts), and the
playback on the simulator's screen ending on the game's real final position."""

import io
import pathlib
import sys

import pytest

import spit
from host_tools.spitlog import cli, games, show, stats
from spit.console.records.log import EventLog
from spit.input import panel

sys.path.insert(0, str(pathlib.Path(__file__).parent))
import gamelog  # noqa: E402


def test_stats_of_race_driven_games_measure_what_the_input_layer_decided(tmp_path, capsys):
    out = io.BytesIO()
    log = EventLog(out, "t")
    played = [gamelog.race_game(log, seed) for seed in (1, 2, 3)]
    path = tmp_path / "races.log"
    path.write_bytes(out.getvalue())
    figures = stats.compute(games.read_games([path]).games)
    # Every lost race was lost to a play at most LOST_RACE_MS earlier, never to a later one.
    assert figures["race"] and all(0 <= m <= panel.LOST_RACE_MS for m in figures["race"])
    assert figures["ties"] > 0
    plays = [sum(1 for h in g.history if h[2] == spit.A_PLAY) for g in played]
    # Every play but a round's first has a reaction time (the first follows the Spit! call).
    reactions = figures["reaction"]["A"] + figures["reaction"]["B"]  # (no side names: old log)
    assert 0 < len(reactions) <= sum(plays)
    assert all(0 <= r <= stats.MAX_REACTION_MS for r in reactions)
    assert cli.main(["stats", str(path), "--charts", str(tmp_path / "charts")]) == 0
    text = capsys.readouterr().out
    assert "same-pile race margin   n=" in text and "3 games" in text
    assert "left out wins.png: no finished game" in text  # (race games stop mid-game)
    for name in ("reaction.png", "margins.png"):
        png = (tmp_path / "charts" / name).read_bytes()
        assert png[:8] == b"\x89PNG\r\n\x1a\n" and len(png) > 5000


def test_win_rates_per_variant_count_every_finished_game(tmp_path):
    out = io.BytesIO()
    played = gamelog.record_games(out, range(5))
    path = tmp_path / "five.log"
    path.write_bytes(out.getvalue())
    figures = stats.compute(games.read_games([path]).games)
    assert sum(sum(w) for w in figures["wins"].values()) == 5
    assert [w for _, w, _ in figures["timeline"]] == [g.winner for g in played]
    assert len(figures["wins"]) == 5  # one row per variant in gamelog.VARIANTS


def test_show_plays_a_game_back_to_its_real_final_position(tmp_path):
    from host_tools.sim.screen import Screen
    from spit.screen.view import View

    out = io.BytesIO()
    played = gamelog.record_games(out, [7, 8, 9])
    path = tmp_path / "rec.log"
    path.write_bytes(out.getvalue())
    shot = tmp_path / "show.png"
    assert (
        cli.main(["show", str(path), "--game", "3", "--headless", "--screenshot", str(shot)]) == 0
    )
    assert shot.read_bytes()[:4] == b"\x89PNG"
    import pygame

    shown = pygame.image.load(str(shot))
    final = played[2]
    with Screen(headless=True) as screen:
        view = View(screen.display)
        view.show_game(spit.replay(final.rules, final.seed, final.history), 10**6)
        screen.refresh()
        expect = screen.surface
        diff = sum(
            shown.get_at((x, y))[:3] != expect.get_at((x, y))[:3]
            for x in range(0, 320, 4)
            for y in range(0, 240, 4)
        )
    # The played-back view also carries the players' last gestures (an aim arrow, a chosen slot:
    # the P lines), which a freshly drawn final position has not; the cards must all agree.
    assert diff <= 4800 // 100
    # Real-time playback waits the logged gaps (long pauses shortened), divided by the speed.
    game = games.read_games([path]).games[2]
    waits: list = []
    with Screen(headless=True) as screen:
        end = show.play_back(game, screen, 4.0, lambda s: waits.append(s) or False)
    times = [e.t for e in game.events]
    gaps = [min(b - a, show.MAX_GAP_MS) for a, b in zip(times, times[1:], strict=False) if b > a]
    assert waits == pytest.approx([gap / 1000 / 4.0 for gap in gaps])
    assert (end.round, end.winner, end.held(0), end.held(1)) == (
        final.round, final.winner, final.held(0), final.held(1))  # fmt: skip
    nine = ["show", str(path), "--game", "9", "--headless", "--screenshot", str(shot)]
    assert cli.main(nine) == 1  # no such game


def _sided(text: str, sides: list[str]) -> str:
    """The log with each G line naming who played it (side0=.. side1=..), checksums remade."""
    from spit.console.records.log import fletcher16

    out, n = [], 0
    for line in text.splitlines():
        if line.startswith("G "):
            body = line.rsplit(" *", 1)[0] + " " + sides[n]
            line, n = f"{body} *{fletcher16(body.encode()):04x}", n + 1
        out.append(line)
    return "\n".join(out) + "\n"


def test_charts_show_only_what_there_is_and_keep_matchups_and_race_kinds_apart(tmp_path, capfd):
    """Issue 27.8: demo games gave three empty charts and matplotlib warnings; wins.png with no
    finished game had an axis of -0.04..0.04; same-pile races (0-250 ms) shared an axis with
    slaps of up to 2 s; human-vs-CPU and human-vs-human wins were merged."""
    from PIL import Image

    out = io.BytesIO()
    gamelog.record_games(out, range(4))
    demo = tmp_path / "demo.log"
    demo.write_text(_sided(out.getvalue().decode(), ["side0=demo2 side1=demo2"] * 4))
    assert cli.main(["stats", str(demo), "--charts", str(tmp_path / "d")]) == 0
    said = capfd.readouterr()
    assert "no charts" in said.out and "Warning" not in said.err
    assert not list((tmp_path / "d").glob("*.png"))

    mixed = tmp_path / "mixed.log"
    sides = ["side0=human side1=cpu2"] * 2 + ["side0=human side1=human"] * 2
    mixed.write_text(_sided(out.getvalue().decode(), sides))
    assert cli.main(["stats", str(mixed), "--charts", str(tmp_path / "m")]) == 0
    assert "Warning" not in capfd.readouterr().err
    wins = Image.open(tmp_path / "m" / "wins.png")
    assert wins.height == 2 * 300  # one panel per matchup: A human vs B cpu2, A human vs B human

    unfinished = tmp_path / "unfinished.log"
    unfinished.write_text("\n".join(x for x in mixed.read_text().splitlines()
                                    if not x.startswith("E ")) + "\n")  # fmt: skip
    assert cli.main(["stats", str(unfinished), "--charts", str(tmp_path / "u")]) == 0
    assert "left out wins.png: no finished game" in capfd.readouterr().out
    assert not (tmp_path / "u" / "wins.png").exists()


def test_margins_put_same_pile_races_and_slaps_on_their_own_axes(tmp_path):
    from PIL import Image

    figures = {"reaction": {}, "race": [10, 40, 200], "slap": [300, 1200, 1900], "timeline": []}
    paths, _ = stats.charts(figures, tmp_path)
    assert [p.name for p in paths] == ["margins.png"]
    assert Image.open(paths[0]).width == 1000  # two panels side by side, one axis each
