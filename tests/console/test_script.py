# SPDX-License-Identifier: MIT
"""The simulator's press scripts and command line: good lines play, bad lines are named."""

import subprocess
import sys

import pytest

from host_tools.sim import keymap, script


def test_a_press_is_a_down_edge_and_an_up_edge_after_its_hold():
    events = script.parse("# both call\n1000 A.SPIT\n1000 b.spit 120\n\n2000 A.P3\n")
    edges = [(e.t, keymap.key_name(e.key), e.pressed) for e in events]
    assert edges == [
        (1000, "A.SPIT", True), (1000, "B.SPIT", True), (1050, "A.SPIT", False),
        (1120, "B.SPIT", False), (2000, "A.P3", True), (2050, "A.P3", False),
    ]  # fmt: skip


def test_a_button_still_held_is_not_pressed_again():
    events = script.parse("100 A.L 500\n300 A.L\n")
    assert [(e.t, e.pressed) for e in events] == [(100, True), (600, False)]


@pytest.mark.parametrize(
    "line, words",
    [
        ("soon A.P1", "whole milliseconds"),
        ("100 C.P1", "not a button"),
        ("100 A.P9", "not a button"),
        ("100 A.P1 long", "hold must be"),
        ("100 A.P1 0", "at least 1 ms"),
        ("-5 A.P1", "negative"),
        ("100", "want"),
        ("100 shot", "shot FILE"),
    ],
)
def test_a_bad_line_is_named_with_its_number(line, words):
    with pytest.raises(script.ScriptError) as err:
        script.parse("100 A.P1\n" + line + "\n", "game.txt")
    assert "game.txt:2:" in str(err.value) and words in str(err.value)


def test_every_key_of_the_keyboard_map_is_a_different_button():
    assert sorted(keymap.KEYS.values()) == list(range(16))
    for key in keymap.KEYS.values():
        assert keymap.parse_key(keymap.key_name(key)) == key
    text = "\n".join(keymap.help_lines())
    assert "Player A" in text and "Player B" in text and "SPACE=SPIT" in text


def _sim(*args):
    return subprocess.run(
        [sys.executable, "-m", "host_tools.sim", "--headless", *args],
        capture_output=True, text=True, timeout=120,
    )  # fmt: skip


def test_the_command_line_refuses_a_bad_script_with_its_line(tmp_path):
    bad = tmp_path / "bad.txt"
    bad.write_text("500 A.SPIT\n700 A.JUMP\n")
    out = _sim("--script", str(bad))
    assert out.returncode == 2 and "bad.txt:2:" in out.stderr and "Traceback" not in out.stderr
    missing = _sim("--script", str(tmp_path / "none.txt"))
    assert missing.returncode == 2 and "cannot read" in missing.stderr


def test_the_command_line_writes_the_screenshot_and_the_log(tmp_path):
    play = tmp_path / "p.txt"
    play.write_text("500 A.SPIT\n700 A.SPIT\n750 B.SPIT\n1100 A.SPIT\n1100 B.SPIT\n"  # the pick
                    "1400 shot %s\n" % (tmp_path / "mid.png"))  # fmt: skip
    shot = tmp_path / "end.png"
    log = tmp_path / "out.log"
    out = _sim("--seed", "42", "--script", str(play), "--screenshot", str(shot), "--log", str(log))
    assert out.returncode == 0, out.stderr
    assert shot.stat().st_size > 1000 and (tmp_path / "mid.png").stat().st_size > 1000
    text = log.read_text()
    assert "seed=42" in text and "\nA " in text
    assert "script done" in out.stderr


def test_the_window_takes_keys_from_the_keyboard_map_and_toggles_the_help():
    """A real (SDL dummy) window: F1 shows the key map, Space is A's SPIT, Return is B's."""
    import pygame
    from simkit import Sim, SimStop

    posted = {"n": 0}

    def hook(sim):
        posted["n"] += 1
        if posted["n"] == 3:
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F1))
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE))
        elif posted["n"] == 6:
            pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_SPACE))
        elif posted["n"] == 12:
            raise SimStop("enough frames")

    sim = Sim(headless=False, seed=4, until_ms=20000, on_frame=hook)
    try:
        sim.run()
        app = sys.modules["spit.console.flow.app"].current
        assert sim.help_shown
        assert app.phase == "pick"  # Space = A's SPIT: Play chosen, who plays comes up
    finally:
        sim.close()
