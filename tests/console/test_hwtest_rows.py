# SPDX-License-Identifier: MIT
"""The hardware test's B row reads as B's buttons sit: his panel faces A's across the table, so
his P1 is on A's right, above A's SPIT. Set SPIT_SHOTS=DIR to keep hwtest.png."""

import os
import pathlib
import types

import pygame

from host_tools.sim.screen import Screen
from spit.console.device import hwtest
from spit.console.device.sound import Sound
from spit.input import panel


def test_bs_row_runs_as_his_buttons_sit(tmp_path):
    screen = Screen(headless=True)
    try:
        hw = types.SimpleNamespace(display=screen.display, board_id="raspberry_pi_pico",
                                   mem_free=lambda: 1)  # fmt: skip
        test = hwtest.HwTest(hw, None, Sound(None))
        b = panel.BUTTONS
        xs_a = [test.tiles[k].box[0] for k in range(b)]
        xs_b = [test.tiles[b + k].box[0] for k in range(b)]
        assert xs_a == sorted(xs_a)  # A reads P1 ... SPIT left to right
        assert xs_b == sorted(xs_b, reverse=True)  # B's P1 on the right, his SPIT on the left
        assert xs_b[panel.P1] == xs_a[panel.SPIT] and xs_b[panel.SPIT] == xs_a[panel.P1]
        test.press(b + panel.P1, True, 100)  # B's P1 held: the green tile is top right
        screen.refresh()
        keep = os.environ.get("SPIT_SHOTS")
        folder = pathlib.Path(keep) if keep else tmp_path
        folder.mkdir(parents=True, exist_ok=True)
        path = folder / "hwtest.png"
        screen.save(path)
        px = pygame.surfarray.array3d(pygame.image.load(str(path))).transpose(1, 0, 2)
        green = (px[:, :, 1] > 140) & (px[:, :, 0] < 40) & (px[:, :, 2] < 40)
        rows = green[52:100]
        assert rows[:, 160:].sum() > 200 and rows[:, :160].sum() == 0
        test.close()
    finally:
        screen.release()
