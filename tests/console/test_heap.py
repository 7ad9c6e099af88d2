# SPDX-License-Identifier: MIT
"""The app's heap in the real MicroPython VM: bounded, and nothing allocated by an idle frame."""

import os

import pytest
from heap import measure

from tests.mpvm.vm import available


@pytest.fixture(scope="module")
def figures():
    reason = available()
    if reason and os.environ.get("CI"):
        pytest.fail("MicroPython VM unavailable in CI: " + reason)
    if reason:
        pytest.skip("MicroPython VM unavailable: " + reason)
    return measure()


def test_a_game_runs_in_the_vm_without_faults(figures):
    assert figures["phase"] == 1  # PLAY: the title, the calls and the race all worked
    assert figures["faults"] == 0
    assert figures["log_bytes"] > 10000  # presses and actions were logged


def test_an_idle_frame_allocates_nothing_and_play_does_not_leak(figures):
    assert figures["idle_frame_alloc"] == 0
    assert figures["press_frame_alloc"] <= 128  # a log line's memoryview slice per press
    assert figures["in_use_after_play"] - figures["in_use_game"] <= 1024


def test_the_app_without_its_screen_fits_its_share_of_a_pico(figures):
    # A Pico has ~170 KB free; the screen takes its own share (tests/screen, bench_view). Counted
    # as a .mpy loads (no module docstrings): 82 400 B before issues 38-41, 83 296 B after them;
    # the old 96 KB counted ~10 KB of docstrings the device never holds.
    assert figures["in_use_game"] <= 86 * 1024


def test_cpu_code_is_loaded_for_a_cpu_game_and_let_go_for_a_game_between_two_people():
    from heap import BUILD, SETUP, start_vm

    if available():
        pytest.skip("MicroPython VM unavailable")
    with start_vm() as vm:
        vm.run(SETUP)
        vm.run(BUILD)
        vm.run("import sys, spit.input")
        assert vm.eval("'spit.input.bot' in sys.modules") is False  # the title needs no CPU code
        vm.run("app.new_game(NOW[0], (1,))")
        assert (
            vm.eval("app.stage.match.bots[1] is not None and app.stage.match.bots[0] is None")
            is True
        )
        with_cpu = vm.mem_alloc()
        vm.run("app.new_game(NOW[0], ())")
        assert vm.eval("'spit.input.bot' in sys.modules or hasattr(spit.input, 'bot')") is False
        assert vm.eval("app.stage.match.bots") == [None, None]
        assert with_cpu - vm.mem_alloc() >= 2048  # the CPU's code really went
        vm.run("app.new_game(NOW[0], (0,))\nframes(80)")
        assert vm.eval("app.stage.match.bots[0] is not None and app.faults == 0") is True
        assert vm.eval("h.log_out.n") > 0
