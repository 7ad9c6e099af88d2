# SPDX-License-Identifier: MIT
"""Whole games through the buttons alone (tests/console/driver.py), every press judged against
docs/PLAYING.md's promises. A few short games here; ``make soak`` plays 56 full ones."""

import json
import os

import pytest
from driver import TICKS_MASK, VARIANTS, _aims, drive, judge, tally

import spit


@pytest.mark.parametrize("variant", ["points", "cpu_b", "speed"])
def test_a_whole_game_keeps_every_promise_of_every_press(variant):
    driver, run = drive(variant, 4)
    assert driver.done, "the game did not come back to the title"
    assert len(driver.typed) > 80
    assert judge(driver, run) == []


def test_the_aim_judge_replays_the_game_in_time_order_across_the_ticks_wrap():
    # Soak speed-4: the judge applied every action after the wrap (small ticks) at the last press
    # before it, then judged later taps on a table from the future ("tap went to pile 1").
    g = spit.Game.from_layout(
        spit.Rules(), stocks=([["8H", "6H"]], [["7S"]]), hands=(["2D"], ["2H"]),
        spit=(["9D"], ["5C"]),
    )  # fmt: skip
    before, after = TICKS_MASK - 50, 20  # ms before / after the wrap
    presses = [
        dict(t=before, p=1, button=7, down=1, code=1, kind=spit.A_SPIT, x=0, y=0),  # B: no Spit!
        dict(t=after, p=0, button=0, down=1, code=0, kind=spit.A_PLAY, x=0, y=1),  # 6H fits 5C only
        dict(t=after + 200, p=1, button=0, down=1, code=0, kind=spit.A_PLAY, x=0, y=1),
    ]
    actions = [(after, 0, spit.A_PLAY, 0, 1), (after + 200, 1, spit.A_PLAY, 0, 1)]
    # (played early, 6H would be gone and A's 8H judged as fitting both 9D and B's 7S)
    assert _aims(presses, actions, {}, 0, game=g) == []


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
