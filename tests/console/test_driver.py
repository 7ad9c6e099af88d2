# SPDX-License-Identifier: MIT
"""Whole games through the buttons alone (tests/console/driver.py), every press judged against
the README's "Playing" promises. A few short games here; ``make soak`` plays 56 full ones."""

import json
import os

import pytest
from driver import VARIANTS, drive, judge, tally


@pytest.mark.parametrize("variant", ["points", "cpu_b", "speed"])
def test_a_whole_game_keeps_every_promise_of_every_press(variant):
    driver, run = drive(variant, 4)
    assert driver.done, "the game did not come back to the title"
    assert len(driver.typed) > 80
    assert judge(driver, run) == []


@pytest.mark.soak
@pytest.mark.parametrize("seed", range(7))
@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_soak_whole_games_of_every_variant(variant, seed):
    driver, run = drive(variant, 100 + seed)
    out = os.environ.get("SPIT_SOAK_TALLY")  # a file: one JSON line of counts per game
    if out:
        with open(out, "a") as f:
            f.write(json.dumps(dict(tally(driver, run), variant=variant, seed=seed)) + "\n")
    assert judge(driver, run) == []  # every press up to where it stopped
    assert driver.done, "the game did not come back to the title"
