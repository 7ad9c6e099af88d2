# SPDX-License-Identifier: MIT
"""On the emulated Pico (stock 10.2.1 + .mpy): a damaged or missing console file gives a message
on the screen, the REPL and the data port, not a black screen (issue 28.2)."""

import pytest
from PIL import Image
from simkit import nvm_image

from host_tools.deploy import manifest
from host_tools.pico import run

SHOT_MS = 2300  # the message is said at ~1 s and on the glass by 2 s (black at 1.5 s)


def damaged_drive(stock_uf2, path, size):
    """What deploy put on the drive (its manifest too), then ``path`` cut to ``size`` bytes
    (None: deleted), as an unplugged copy can leave it."""
    items = run.drive_items({}, **run.source_options(True, stock_uf2))
    named = [(d, b) for d, b in items if d in ("settings.toml",)]
    items.append((manifest.NAME, manifest.text(items, tuple(d for d, _ in named))))
    if size is None:
        return [(d, b) for d, b in items if d != path]
    return [(d, b[:size] if d == path else b) for d, b in items]


def lit_fraction(png) -> float:
    img = Image.open(png).convert("L")
    return sum(img.histogram()[129:]) / (img.width * img.height)


@pytest.mark.parametrize(
    "path, size",
    # the table's two cuts (the guard's host tests read both) in make soak: ~40 s
    [
        pytest.param("lib/spit/screen/table.mpy", 100, marks=pytest.mark.soak),
        pytest.param("lib/spit/screen/table.mpy", 2000, marks=pytest.mark.soak),
        ("lib/spit/console/flow/app.mpy", None),
        # match is imported at the first Play: cut, it asked for 4 294 966 788 bytes (a
        # MemoryError) or hung the loader, over a frozen title (issue 28.7)
        ("lib/spit/console/flow/match.mpy", 2000),
    ],
    ids=["table cut to 100 B", "table cut to 2000 B", "app deleted", "match cut to 2000 B"],
)
def test_a_damaged_or_missing_file_is_said_on_screen_repl_and_data_port(
    stock_uf2, tmp_path, path, size
):
    shot = tmp_path / "damaged.png"
    items = damaged_drive(stock_uf2, path, size)
    result = run.run(stock_uf2, [], SHOT_MS + 200, items=items, shots=[(SHOT_MS, str(shot))])
    assert result.error is None, result.error
    repl = result.console[result.console.find("code.py output:") :]
    assert "Run spit-deploy again" in repl and "/" + path in repl, repl[-600:]
    assert b"Run spit-deploy again" in result.data, result.data[-300:]
    assert lit_fraction(shot) > 0.005, "the screen is black"


NVM_AT = 0x100000 - 4096  # stock's one nvm sector, just below CIRCUITPY


@pytest.mark.parametrize(
    "kind, note",
    # The flipped bit's reading is the same firmware code the host's test_stats_screen runs: on
    # the device in make soak; the newer record (kept byte for byte by a save) in make test.
    [
        pytest.param("flipped", "stats damaged", marks=pytest.mark.soak),
        ("newer", "stats of a newer firmware"),
    ],  # fmt: skip
    ids=["a flipped bit in the newest record", "a newer firmware's record"],
)
def test_damaged_or_newer_statistics_are_said_and_a_save_keeps_a_newer_record(
    stock_uf2, tmp_path, kind, note
):
    # issue 28.6: read silently before (a flipped bit fell back to the older record)
    from host_tools.sim.script import parse
    from host_tools.spitlog import lines

    gpio = run.pin_numbers()
    # title: down to Settings, open it, change Game, up to Back, choose it (a save)
    text = "3000 A.P4\n3300 A.SPIT\n4800 A.R\n5100 A.P1\n5400 A.SPIT\n"
    edges = [(e.t, gpio[e.key], not e.pressed) for e in parse(text) if e.key >= 0]
    before = nvm_image(kind)
    flash = tmp_path / "flash.bin"
    result = run.run(stock_uf2, edges, 6500, nvm=before, flash_out=flash,
                     items=run.drive_items({}, **run.source_options(True, stock_uf2)))  # fmt: skip
    notes = []
    for _ms, raw in result.written_lines():
        line = lines.parse(raw)
        if isinstance(line, lines.Line) and line.tag == "M":
            notes.append(" ".join(line.fields))
    assert any(n.startswith(note) for n in notes), notes
    assert "settings" in [n.split()[0] for n in notes]  # opened, changed and left: a save
    after = flash.read_bytes()[NVM_AT : NVM_AT + 4096]
    if kind == "newer":
        assert after == before  # refused: never erased, never written
    else:
        assert after != before  # the change was saved
