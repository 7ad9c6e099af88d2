# SPDX-License-Identifier: MIT
"""The simulator's window (an SDL dummy window here): the key map stays up on every frame, a
tap shorter than a frame is not lost, and --debug prints real figures."""

import sys

import pygame
from simkit import Sim, SimStop, presses, simulate


def test_the_help_overlay_is_on_every_frame_the_window_shows():
    shown = []
    real_flip = pygame.display.flip

    def flip():
        window = pygame.display.get_surface()
        if window is not None:
            shown.append(window.get_at((2, 2))[:3])  # the key map darkens the whole window
        real_flip()

    frames = {"n": 0}

    def hook(sim):
        frames["n"] += 1
        if frames["n"] == 3:
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F1))
        elif frames["n"] == 5:
            shown.clear()  # from here on the help is up
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z))  # A's P1:
        elif frames["n"] == 7:  # the title redraws under the help
            pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_z))
        elif frames["n"] == 40:
            raise SimStop("enough frames")

    pygame.display.flip = flip
    sim = Sim(headless=False, seed=4, until_ms=20000, on_frame=hook)
    try:
        sim.run()
    finally:
        pygame.display.flip = real_flip
        sim.close()
    assert sim.help_shown and len(shown) >= 2  # the firmware redrew while the help was up
    assert all(max(rgb) < 60 for rgb in shown), shown  # and every frame shown carried it


def test_a_tap_shorter_than_a_frame_is_not_lost():
    frames = {"n": 0}

    def hook(sim):
        frames["n"] += 1
        if frames["n"] == 5:  # down and up read in the same frame: a tap of under 1 ms
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE))
            pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_SPACE))
        elif frames["n"] == 20:
            raise SimStop("enough frames")

    sim = Sim(headless=False, seed=4, until_ms=20000, on_frame=hook)
    try:
        sim.run()
        app = sys.modules["spit.console.flow.app"].current
        assert app.phase == "pick"  # A's SPIT on the title: Play was chosen (who plays)
    finally:
        sim.close()


def test_debug_prints_the_frame_work_measured_on_this_pc(capsys):
    simulate(presses((500, 7)), until_ms=2600, debug=True)
    err = capsys.readouterr()
    lines = [line for line in err.err.splitlines() if line.startswith("sim: frame work")]
    assert len(lines) >= 2
    work = [float(line.split()[6]) for line in lines]  # each second's worst frame
    assert max(work) > 0  # real time: drawing a frame costs something on any PC
    assert "free n/a" in err.out  # CPython has no heap figure: said, not "free 0"


def test_the_window_shows_the_backlight_dimmed_as_the_glass_would():
    from host_tools.sim import screen

    s = screen.Screen(headless=True, zoom=2)
    try:
        s.surface.fill((200, 200, 200))
        s.display.present()
        full = pygame.display.get_surface().get_at((5, 5))[0]
        s.display.brightness = 0.25
        s.display.present()
        dim = pygame.display.get_surface().get_at((5, 5))[0]
        assert full == 200 and abs(dim - 50) <= 2
        assert s.pixel(5, 5) == (200, 200, 200)  # screenshots are the panel's pixels, as on a Pico
    finally:
        s.release()
