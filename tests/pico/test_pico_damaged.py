# SPDX-License-Identifier: MIT
"""On the emulated Pico (stock 10.2.1 + .mpy): a damaged or missing console file gives a message
on the screen, the REPL and the data port, not a black screen (issue 28.2)."""

import pytest
from PIL import Image

from host_tools.deploy import manifest
from host_tools.pico import run

SHOT_MS = 3000  # the title is up ~2.1 s after code.py starts; the message well before


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
    [
        ("lib/spit/screen/table.mpy", 100),
        ("lib/spit/screen/table.mpy", 2000),
        ("lib/spit/console/app.mpy", None),
    ],
    ids=["table cut to 100 B", "table cut to 2000 B", "app deleted"],
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
