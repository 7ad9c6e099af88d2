# SPDX-License-Identifier: MIT
"""The levels are what the documentation says, measured from the presses the bot makes.

Reaction: from the frame a playable card reached the table to the press. Miss: how often the
first look overlooks it (the press then comes a reaction later). Slap: how often the smaller
pile is slapped, and how fast. Then: the numbers in the module docstring and docs/BOT.md are the
code's; a higher level beats a lower one; a game with CPU players replays from its seed alone.
"""

import pathlib
import re

import spit
from bench.bench_bot import play
from spit.input import bot as botmod
from spit.input.bot import LEVELS, Bot, make

TRIALS = 400
T0 = 10000


class Keys:
    """Stands in for the race: keeps the bot's pushes (press times only) and nothing else."""

    settle_ms = 2
    handicap = (0, 0)

    def __init__(self):
        self.pressed = []

    def push(self, key, pressed, t):
        if pressed:
            self.pressed.append((key, t))
        return True


def _first_press(g, p, level, seed):
    bot = Bot(g, p, level, seed=seed)
    keys = Keys()
    now = T0
    while not keys.pressed:
        bot.feed(now, keys)  # the first feed looks at the table as it is at T0
        now += 50
    return keys.pressed[0][0] % 8, keys.pressed[0][1] - T0


def _play_position():
    # A's only fitting card is the 4S (on the 5D); B's cards fit nothing
    return spit.Game.from_layout(
        spit.Rules(),
        stocks=([["3C"], ["9D", "4S"], ["7H"], ["8C"], ["JD"]],
                [["2H"], ["7S"], ["QC"], ["10D"], ["9H"]]),
        hands=(["2C"], ["2D"]),
        spit=(["5D"], ["KS"]),
    )  # fmt: skip


def test_reaction_and_miss_rate_match_the_table():
    for level in range(1, 6):
        base, jitter, miss = LEVELS[level - 1][:3]
        quick = []
        late = 0
        for seed in range(TRIALS):
            button, ms = _first_press(_play_position(), 0, level, seed)
            assert button == 1  # the 4S, on its pile of two
            if ms <= base + jitter:
                assert ms >= base - jitter
                quick.append(ms)
            else:
                late += 1
                assert ms >= 2 * (base - jitter)  # overlooked once: a whole reaction more
        mean = sum(quick) / len(quick)
        assert abs(mean - base) < jitter / 5, (level, mean)
        assert max(quick) - min(quick) > jitter  # human-like spread, not a fixed delay
        assert abs(100.0 * late / TRIALS - miss) < 6, (level, late)


def _slap_position(bigger):
    """A emptied his stock: the slap race is open; pile ``bigger`` holds 8 cards, the other 3."""
    deck = ["2C", "3C", "4C", "5C", "6C", "7C", "8C", "9C", "10C", "JC", "QC"]
    piles = [deck[:3], deck[3:]]
    if bigger == 0:
        piles.reverse()
    return spit.Game.from_layout(
        spit.Rules(),
        stocks=([], [["2H"], ["7S"]]),
        hands=(["2D"], ["3D"]),
        spit=(piles[0], piles[1]),
    )


def test_slap_skill_and_speed_match_the_table():
    for level in range(1, 6):
        base, jitter, skill = LEVELS[level - 1][3:]
        right = 0
        for seed in range(TRIALS):
            p = seed & 1
            bigger = (seed >> 1) & 1
            g = _slap_position(bigger)
            assert g.phase == spit.SLAP
            button, ms = _first_press(g, p, level, seed)
            pile = p if button == 5 else 1 - p  # L = his own pile
            right += pile != bigger
            assert base - jitter <= ms <= base + jitter
        assert abs(100.0 * right / TRIALS - skill) < 6, (level, right)


def _table(text):
    """Rows of six numbers (level first) from a table in text (rst or markdown)."""
    rows = {}
    for line in text.splitlines():
        nums = [int(x) for x in re.findall(r"\d+", line)]
        if len(nums) == 7 and "vs" not in line and re.match(r"^\|? ?[1-5] ", line):
            rows[nums[0]] = tuple(nums[1:])
    return rows


def test_documented_numbers_are_the_code():
    want = {level: LEVELS[level - 1] for level in range(1, 6)}
    assert _table(botmod.__doc__) == want
    doc = pathlib.Path(__file__).resolve().parents[2] / "docs" / "BOT.md"
    assert _table(doc.read_text(encoding="utf-8")) == want


def test_each_level_is_quicker_and_surer_than_the_one_below():
    for lo, hi in zip(LEVELS, LEVELS[1:], strict=False):
        assert hi[0] < lo[0] and hi[2] < lo[2] and hi[3] < lo[3] and hi[5] > lo[5]


def test_a_higher_level_wins_more_often():
    # the full ladder (200 games a pair) is `python -m bench bot`; a short one here
    for hi in range(2, 6):
        wins = 0
        for seed in range(1, 21):
            side = seed & 1
            r = play(hi if side else hi - 1, hi - 1 if side else hi, seed)
            wins += r.winner == (0 if side else 1)
        assert wins >= 14, (hi, wins)


def test_same_seed_same_game_and_bad_levels_are_clamped():
    a = play(3, 4, 77)
    b = play(3, 4, 77)
    c = play(3, 4, 78)
    assert (a.presses, a.winner, a.ms) == (b.presses, b.winner, b.ms)
    assert a.game.held(0) == b.game.held(0)
    assert (a.presses, a.ms) != (c.presses, c.ms)
    g = spit.Game(seed=1)
    assert make(g, 0, 0).level == 1 and make(g, 1, 99).level == 5
    assert make(g, 0, "x").level == 1 and make(g, 0, None).level == 1
