# SPDX-License-Identifier: MIT
"""Whole games through the buttons alone (tests/console/driver.py), every press judged against
docs/PLAYING.md's promises, then the title left alone: the hall of fame or the demo, and a press
on it. A few short games here; ``make soak`` plays 64 full ones: every variant with Guests and
with kept players, the attract screen dim and lit."""

import json
import os

import pytest
from driver import TICKS_MASK, VARIANTS, _aims, drive, judge, tally

import spit


# (points: two kept players, the hall after; cpu_b: one against the CPU, the hall of his best
# reaction; speed: Guests, nothing kept: the demo at once)
@pytest.mark.parametrize("variant, kept", [("points", True), ("cpu_b", True), ("speed", False)])
def test_a_whole_game_keeps_every_promise_of_every_press(variant, kept, tmp_path):
    driver, run = drive(variant, 4, kept=kept, nvm=tmp_path / "nvm.bin")
    assert driver.done, "the game did not come back to the title, then the hall or the demo"
    assert len(driver.typed) > 80
    assert driver.attract["screen"] == ("hall" if kept else "attract")
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
@pytest.mark.parametrize("seed", range(8))
@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_soak_whole_games_of_every_variant(variant, seed, tmp_path):
    # each variant: Guests and kept players, the attract screen dim and lit, twice each
    kept, lit = seed % 2 == 1, seed // 2 % 2 == 1
    driver, run = drive(variant, 100 + seed, kept=kept, nvm=tmp_path / "nvm.bin", lit=lit)
    out = os.environ.get("SPIT_SOAK_TALLY")  # a file: one JSON line of counts per game
    if out:
        counts = dict(tally(driver, run), variant=variant, seed=seed, kept=kept)
        counts["attract"] = (driver.attract or {}).get("screen")
        with open(out, "a") as f:
            f.write(json.dumps(counts) + "\n")
    assert judge(driver, run) == []  # every press up to where it stopped
    assert driver.done, "the game did not come back to the title"
