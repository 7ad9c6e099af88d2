# SPDX-License-Identifier: MIT
"""Issue 40 in the logs: the G line names who played; `spitlog stats` reports and charts each
player and the head-to-head, following people across seats; logs from before still replay."""

import io
import pathlib
import sys

from host_tools.spitlog import cli, games, stats

sys.path.insert(0, str(pathlib.Path(__file__).parent))
import gamelog  # noqa: E402
from test_spitlog_views import _sided  # noqa: E402

OLD_LOG = pathlib.Path(__file__).parent / "data" / "old-console-game.log"  # before issue 40
SEATS = [
    "player0=ANA player1=MAX side0=human side1=human",
    "player0=ANA player1=MAX side0=human side1=human",
    "player0=MAX player1=ANA side0=human side1=human",  # seats swapped
    "player0=MAX player1=ANA side0=human side1=human",
    "player0=guest player1=ANA side0=human side1=human",
    "player0=ANA player1=cpu3 side0=human side1=cpu3",
]


def named_log(tmp_path):
    out = io.BytesIO()
    played = gamelog.record_games(out, range(len(SEATS)))
    path = tmp_path / "named.log"
    path.write_text(_sided(out.getvalue().decode(), SEATS))
    return path, [g.winner for g in played]


def expected(winners):
    """Per player (games, wins, draws) and ANA-MAX head-to-head, counted by hand from SEATS."""
    rows = {"ANA": [0, 0, 0], "MAX": [0, 0, 0]}
    h2h = [0, 0, 0]
    for seats, w in zip(SEATS[:5], winners[:5], strict=True):
        names = [word.split("=")[1] for word in seats.split()[:2]]
        for p in (0, 1):
            if names[p] in rows:
                rows[names[p]][0] += 1
                rows[names[p]][1] += w == p
                rows[names[p]][2] += w not in (0, 1)
        if "guest" not in names:
            h2h[2 if w not in (0, 1) else ["ANA", "MAX"].index(names[w])] += 1
    return rows, h2h


def test_stats_follow_each_player_across_seats_and_keep_guests_and_the_cpu_out(tmp_path, capsys):
    path, winners = named_log(tmp_path)
    log = games.read_games([path])
    assert [g.player(0) for g in log.games] == ["ANA", "ANA", "MAX", "MAX", "guest", "ANA"]
    f = stats.compute(log.games)
    rows, h2h = expected(winners)
    for name in ("ANA", "MAX"):
        got = f["players"][name]
        assert [got["games"], got["wins"], got["draws"]] == rows[name], name
    assert set(f["players"]) == {"ANA", "MAX"}  # no row for the guest or the CPU
    assert f["h2h"] == {("ANA", "MAX"): h2h}
    assert cli.main(["stats", str(path), "--charts", str(tmp_path / "c")]) == 0
    text = capsys.readouterr().out
    assert f"ANA {h2h[0]}-{h2h[1]} MAX" in text
    assert "  ANA      %5d %5d %5d" % tuple(rows["ANA"]) in text
    png = (tmp_path / "c" / "players.png").read_bytes()
    assert png[:8] == b"\x89PNG\r\n\x1a\n" and len(png) > 5000
    assert cli.main(["replay", str(path)]) == 0  # the named G lines replay like any other


def test_a_log_from_before_players_still_replays_and_names_the_panels(tmp_path, capsys):
    assert cli.main(["replay", str(OLD_LOG)]) == 0
    assert "0 with mismatches, 0 not verifiable" in capsys.readouterr().out
    game = games.read_games([OLD_LOG]).games[0]
    assert "player0" not in game.extra and (game.player(0), game.player(1)) == ("A", "B")
    f = stats.compute([game])
    assert f["players"]["A"]["games"] == 1 and f["h2h"] == {("A", "B"): [1, 0, 0]}
