# SPDX-License-Identifier: MIT
"""On the emulated Pico (stock 10.2.1 + .mpy): what already held, kept so it keeps holding.

- A settings.toml with a syntax error and unknown keys: the console boots to its title.
- All 16 buttons held at once for 1 s, then a 1 kHz mash of SPIT (0.5 s; 2 s in `make soak`):
  no fault, no reset, and the title still answers (a game starts).
- `make soak`: both players tapping SPIT for 30 s in a game (a 3 s version saw 2 calls played,
  too few to judge: kept in the soak only).
"""

import pytest

from host_tools.pico import report, run
from host_tools.sim.script import parse
from host_tools.spitlog import lines

A_SPIT, B_SPIT = 7, 15
PICK = "%d A.SPIT\n%d B.SPIT\n"  # after Play, the pick page: each panel its first row (Guest)
# ms of the 1 kHz mash: 0.5 s in make test (its edges dominate the wall time), 2 s in make soak
MASH_MS = [500, pytest.param(2000, marks=pytest.mark.soak)]


def _log(result):
    out = []
    for _ms, raw in result.written_lines():
        line = lines.parse(raw)
        if isinstance(line, lines.Line):
            out.append(line)
    return out


def _edges(text):
    gpio = run.pin_numbers()
    return [(e.t, gpio[e.key], not e.pressed) for e in parse(text) if e.key >= 0]


def _healthy(result):
    figures = report.build(result)
    assert figures["faults"] == [] and result.error is None
    assert result.resets == 0 and result.restarts == []
    assert figures["boot_ms"] is not None  # the title was drawn


def test_a_garbled_settings_file_boots_to_the_title(stock_uf2):
    items = []
    for dest, data in run.drive_items({}, **run.source_options(True, stock_uf2)):
        if dest == "settings.toml":
            data += b'\nno_such_key = 5\ncpu_hz = = 3\ndisplay = "ili9341\n[table\n'
        items.append((dest, data))
    result = run.run(stock_uf2, _edges("3000 A.SPIT\n" + PICK % (4500, 4550)), 6000, items=items)
    _healthy(result)
    assert [line for line in _log(result) if line.tag == "G"]  # the game started


@pytest.mark.parametrize("mash_ms", MASH_MS)
def test_sixteen_buttons_held_then_a_1_khz_mash_leave_the_console_answering(stock_uf2, mash_ms):
    gpio = run.pin_numbers()
    exact = [(3000.0, pin, False) for pin in gpio] + [(4000.0, pin, True) for pin in gpio]
    for i in range(mash_ms):  # 1 kHz: SPIT down and up within each ms
        exact += [(4100.0 + i, gpio[A_SPIT], False), (4100.5 + i, gpio[A_SPIT], True)]
    play = 4100 + mash_ms + 1000
    text = "%d A.SPIT\n" % play + PICK % (play + 1500, play + 1550)
    # (the game's G line: ~1.6 s after the Play)
    result = run.run(stock_uf2, _edges(text), play + 2200, exact_edges=exact,
                     items=run.drive_items({}, **run.source_options(True, stock_uf2)))  # fmt: skip
    _healthy(result)
    assert [line for line in _log(result) if line.tag == "G"]  # SPIT on the title played


@pytest.mark.soak
def test_both_players_tapping_spit_for_30_s_in_a_game(stock_uf2):
    end = 36000
    text = (
        "4000 A.SPIT\n"
        + PICK % (5500, 5550)
        + "".join("%d A.SPIT\n%d B.SPIT\n" % (t, t + 37) for t in range(7000, end, 90))
    )
    result = run.run(stock_uf2, _edges(text), end + 1000,
                     items=run.drive_items({}, **run.source_options(True, stock_uf2)))  # fmt: skip
    _healthy(result)
    assert len([line for line in _log(result) if line.tag == "A"]) > 10  # the calls were played
