# SPDX-License-Identifier: MIT
"""Every screen of the console, reached through the real app with key presses, screenshotted.

One scripted run: title -> settings (4 stock piles) -> back -> who plays -> game (ready, play) ->
pause menu (hold SPIT) -> resume -> pause -> quit -> title. The pixel checks are the ones a
player would notice at each step; the card drawing itself is checked in tests/screen.
Set SPIT_SHOTS=DIR to keep the screenshots (they are written to a temporary folder otherwise).
"""

import os
import pathlib

import numpy as np
import pygame
import pytest
from simkit import presses, simulate

from spit.screen import halves

A, B = 0, 8  # key numbers of each panel's P1
P1, P2, P3, P4, P5, L, R, SPIT = range(8)

# (ms, key) presses, and where the screenshots are taken
SCRIPT = [
    (1000, B + P4),  # title: cursor down to Settings (B's panel drives the menu too)
    (1200, B + SPIT),  # choose it
    (1600, A + P5), (1700, A + P5), (1800, A + P5),  # settings: down to "Stock piles"
    (1900, A + R),  # 5 -> 4
    (2000, A + P2), (2100, A + P2), (2200, A + P2), (2300, A + P2),  # up to the top, wrap: Back
    (2400, A + SPIT),  # back to the title (the settings are saved)
    (2800, A + SPIT),  # play
    (2900, A + SPIT), (2950, B + SPIT),  # who plays: each panel its first row (Guest), the game
    (3400, A + SPIT), (3400, B + SPIT),  # both call "Spit!"
]  # fmt: skip
SHOTS = {900: "title", 1500: "settings", 2700: "title-again", 2880: "pick", 3200: "ready",
         3800: "play"}  # fmt: skip
HOLD = [(4000, B + SPIT, 2300)]  # B holds SPIT: the pause menu
SCRIPT2 = [(6600, A + SPIT)]  # Resume (the cursor starts on it)
SHOTS.update({4300: "hold-early", 5600: "hold-late", 6500: "pause", 7000: "resumed"})
HOLD2 = [(7200, A + SPIT, 2300)]
SCRIPT3 = [(9700, A + P4), (9800, A + SPIT)]  # pause again: down to Quit, choose it
SHOTS.update({10300: "quit-to-title"})


def _events():
    events = presses(*SCRIPT) + presses(*SCRIPT2) + presses(*SCRIPT3)
    for ms, key, hold in HOLD + HOLD2:
        events += presses((ms, key), hold=hold)
    return sorted(events, key=lambda e: e.t)


@pytest.fixture(scope="module")
def run(tmp_path_factory):
    keep = os.environ.get("SPIT_SHOTS")
    folder = pathlib.Path(keep) if keep else tmp_path_factory.mktemp("phases")
    folder.mkdir(parents=True, exist_ok=True)
    shots = {ms: folder / (name + ".png") for ms, name in SHOTS.items()}
    result = simulate(_events(), seed=5, until_ms=10500, shots=shots)
    result.shots = {name: folder / (name + ".png") for name in SHOTS.values()}
    return result


def pixels(path):
    """(240, 320, 3) RGB array of a screenshot."""
    surface = pygame.image.load(str(path))
    return np.ascontiguousarray(pygame.surfarray.array3d(surface).transpose(1, 0, 2))


def white(image, x, y, w, h):
    """How many pure-white (card face) pixels are in a rectangle."""
    area = image[y : y + h, x : x + w].astype(int)
    return int(((area[:, :, 0] > 240) & (area[:, :, 1] > 240) & (area[:, :, 2] > 240)).sum())


def test_every_shot_was_taken(run):
    for name, path in run.shots.items():
        assert path.exists() and path.stat().st_size > 500, name


def test_title_reads_the_same_from_both_sides(run):
    image = pixels(run.shots["title"])
    turned = image[::-1, ::-1]  # B's half turned round is A's half
    same = (np.abs(image[120:].astype(int) - turned[120:].astype(int)).sum(axis=2) < 30).mean()
    assert same > 0.97


def test_settings_is_a_different_screen_and_the_change_stuck(run):
    title = pixels(run.shots["title"])
    settings = pixels(run.shots["settings"])
    assert (np.abs(title.astype(int) - settings.astype(int)).sum(axis=2) > 30).mean() > 0.01
    assert run.app.stats.settings.stocks == 4
    g_lines = run.lines("G")
    assert g_lines and "stocks=4" in g_lines[0]


def test_ready_shows_no_spit_cards_and_play_shows_both(run):
    ready = pixels(run.shots["ready"])
    play = pixels(run.shots["play"])
    for left in halves.PILE_X:  # spit piles 0 and 1, cards 40x54 at y 93
        assert white(ready, left, 93, 40, 54) < 50
        assert white(play, left, 93, 40, 54) > 400


def test_holding_spit_opens_the_pause_menu_and_resume_returns(run):
    play = pixels(run.shots["play"])
    pause = pixels(run.shots["pause"])
    resumed = pixels(run.shots["resumed"])
    assert white(pause, halves.PILE_X[0], 93, 40, 54) < 50  # the table is gone behind the menu
    assert white(resumed, halves.PILE_X[0], 93, 40, 54) > 400  # and back
    changed = (np.abs(play.astype(int) - pause.astype(int)).sum(axis=2) > 30).mean()
    assert changed > 0.05
    notes = [fields[0] for fields in run.lines("M")]
    assert notes.count("pause") == 2 and "game" in notes


def test_holding_spit_fills_a_bar_on_the_holders_half_without_a_refusal(run):
    early = pixels(run.shots["hold-early"])
    late = pixels(run.shots["hold-late"])
    plate = early[0 : halves.H - halves.STATUS_Y, :]  # B's line: the top edge, turned round
    reds = (np.abs(plate.astype(int) - np.array([0x9A, 0x10, 0x10])).max(axis=2) < 30).sum()
    assert reds == 0  # no red "No: not now" plate when the hold begins
    ink_early = (plate > 200).all(axis=2).sum()
    ink_late = (late[0 : halves.H - halves.STATUS_Y, :] > 200).all(axis=2).sum()
    assert ink_late > ink_early + 40  # the bar's "#" cells fill as he holds on
    a_line = slice(halves.STATUS_Y, halves.H)
    assert (np.abs(early[a_line].astype(int) - late[a_line].astype(int)) > 30).sum() == 0  # A's


def test_quit_goes_back_to_the_title(run):
    assert run.app.phase == run.appmod.TITLE
    assert run.app.stage.match is None
    assert run.app.stats.played_total() == 0  # an abandoned game is not counted
    notes = [fields[0] for fields in run.lines("M")]
    assert notes[-1] == "title"
    title = pixels(run.shots["title-again"])
    again = pixels(run.shots["quit-to-title"])
    assert (np.abs(title.astype(int) - again.astype(int)).sum(axis=2) > 30).mean() < 0.01
