# SPDX-License-Identifier: MIT
"""hardware/ is generated from spit.console.device.pins and kept current; the drawings show a
buildable
layout."""

import math
import shutil

import pytest

from host_tools import hwdocs
from spit.console.device import pins
from spit.input import panel


def test_generated_docs_are_up_to_date(tmp_path):
    """Regenerate into a temp dir: every file must equal the committed one."""
    assert hwdocs.main(["--out", str(tmp_path)]) == 0
    for path in sorted(tmp_path.iterdir()):
        committed = hwdocs.HARDWARE / path.name
        assert committed.exists(), (
            "missing hardware/%s: run python -m host_tools.hwdocs" % path.name
        )
        assert committed.read_text(encoding="utf-8") == path.read_text(encoding="utf-8"), (
            "hardware/%s is stale: run python -m host_tools.hwdocs" % path.name
        )
    assert hwdocs.main(["--check"]) == 0


def test_check_reports_a_stale_or_missing_file(tmp_path, monkeypatch, capsys):
    copy = tmp_path / "hardware"
    shutil.copytree(hwdocs.HARDWARE, copy)
    (copy / "panels.svg").write_text("<svg/>", encoding="utf-8")
    (copy / "bom.csv").unlink()
    assert hwdocs.stale(copy) == ["bom.csv", "panels.svg"]
    monkeypatch.setattr(hwdocs, "HARDWARE", copy)
    assert hwdocs.main(["--check"]) == 1
    assert "hardware/panels.svg" in capsys.readouterr().err


def test_readme_without_markers_is_a_clear_error(tmp_path, monkeypatch, capsys):
    (tmp_path / "README.md").write_text("# no markers here\n", encoding="utf-8")
    monkeypatch.setattr(hwdocs, "HARDWARE", tmp_path)
    assert hwdocs.main([]) == 2
    assert "markers" in capsys.readouterr().err


@pytest.mark.parametrize("board", pins.BOARDS, ids=lambda b: b["name"])
def test_readme_wiring_table_names_each_button_and_its_pin(board):
    """The maker's table, read back: every key's row carries that key's pin from the map."""
    text = (hwdocs.HARDWARE / "README.md").read_text(encoding="utf-8")
    block = text.split("<!-- BEGIN wiring-%s -->" % hwdocs.board_slug(board))[1].split("<!-- END")[
        0
    ]
    rows = [[c.strip() for c in line.strip("|").split("|")] for line in block.splitlines()]
    seen = {}
    for row in rows:
        if len(row) == 4 and row[0].startswith("Panel "):
            player = "AB".index(row[0][-1])
            name, key = row[1].split(" (key ")
            key = int(key.rstrip(")"))
            assert key == player * 8 + panel.BUTTON_NAMES.index(name)
            assert row[2].split(" ")[0] == board["panel"][key]
            seen[key] = row[2]
    assert sorted(seen) == list(range(16))
    assert "SCK / CLK | %s" % hwdocs.board_pin_label(board, board["tft"]["sck"]) in block


def positions():
    return {key: (x, y) for key, x, y in hwdocs.button_positions()}


def test_panels_are_mirror_images():
    """A player's L is the other's R: same end of the console, facing each other."""
    spot = positions()
    a_l, a_r, b_l, b_r = spot[panel.L], spot[panel.R], spot[8 + panel.L], spot[8 + panel.R]
    assert a_l[0] < a_r[0]  # A, at the bottom, has L on the page's left
    assert b_l[0] == a_r[0] and b_r[0] == a_l[0]  # B's L is over A's R
    assert b_l[1] < a_r[1]
    a_piles = [spot[i][0] for i in range(5)]
    b_piles = [spot[8 + i][0] for i in range(5)]
    assert a_piles == sorted(a_piles) and b_piles == sorted(b_piles, reverse=True)
    for key in range(8):  # B's panel is A's turned 180 degrees about the centre
        ax, ay = spot[key]
        bx, by = spot[8 + key]
        assert math.isclose(ax + bx, hwdocs.WIDTH) and math.isclose(ay + by, hwdocs.DEPTH)


def test_buttons_fit_on_the_plate_without_touching():
    spot = positions()
    assert len(spot) == 16
    band = (hwdocs.PANEL_DEPTH, hwdocs.PANEL_DEPTH + hwdocs.SCREEN_BAND)
    for key, (x, y) in spot.items():
        room = hwdocs.SPIT_CLEAR if key % 8 == panel.SPIT else hwdocs.BUTTON_BEZEL
        r = room / 2
        assert r <= x <= hwdocs.WIDTH - r and r <= y <= hwdocs.DEPTH - r, key
        assert y + r <= band[0] or y - r >= band[1], key  # clear of the screen band
        for other, (ox, oy) in spot.items():
            if other != key:
                other_r = hwdocs.BUTTON_BEZEL / 2
                assert math.hypot(x - ox, y - oy) >= r + other_r, (key, other)


def test_drawings_label_every_button():
    svg = hwdocs.panels_svg()
    scad = hwdocs.enclosure_scad()
    for key in range(16):
        assert ">%s key %d<" % ("AB"[key // 8], key) in svg
        assert '%d, "%s"]' % (key, hwdocs.key_label(key)) in scad
    for board in pins.BOARDS:
        wiring = hwdocs.wiring_svg(board)
        for name in board["panel"]:
            assert ">%s" % hwdocs.board_pin_label(board, name) in wiring


def test_bom_csv_lists_sixteen_buttons_and_a_board():
    import csv
    import io

    rows = list(csv.DictReader(io.StringIO(hwdocs.bom_csv())))
    by_part = {r["part"]: r for r in rows}
    buttons = [r for r in rows if "arcade push button" in r["part"]]
    assert sum(int(r["quantity"]) for r in buttons) == 16
    assert by_part["Raspberry Pi Pico (RP2040)"]["quantity"] == "1"
    assert all(float(r["rough cost each USD"]) > 0 for r in rows)
