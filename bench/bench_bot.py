# SPDX-License-Identifier: MIT
"""The CPU player's ladder: each level against the one below, 200 games each, headless.

`python -m bench bot` prints, for levels 2-5, the win rate against the level below (sides
alternate, seeds 1..GAMES), how long the games lasted, and the bot's presses that were refused
(every one of them a race lost to the other player's press in the same frame).

`play()` is the arena the tests use too: one game through ``spit.input.race`` + the engine, no
screen, on a simulated clock that starts just before ``ticks_ms`` wraps (as the device's does).
Frames come every FRAME_MS after a change, as in the app; while nothing changes the clock jumps to
the next time a bot wants to press (at most GAP_MS at a time, so a bot never thinks it was paused).
"""

import pathlib
import sys
import time

_LIB = str(pathlib.Path(__file__).resolve().parents[1] / "firmware" / "lib")
if _LIB not in sys.path:
    sys.path.insert(0, _LIB)

import spit  # noqa: E402
from spit.input.bot import Bot  # noqa: E402
from spit.input.panel import G_SLOT, G_TICK, R_PENDING  # noqa: E402
from spit.input.race import Race  # noqa: E402

GAMES = 200
FRAME_MS = 25  # the app's frame
STEP_MAX_MS = 100  # the clock never jumps further (slap timeouts are seen within this)
START = (1 << 29) - 65000  # ticks_ms starts ~65 s before its first wrap
LIMIT_MS = 45 * 60 * 1000  # a game still on after 45 simulated minutes is stopped
_MASK = (1 << 29) - 1
_HALF = 1 << 28


def _diff(a, b):
    return ((a - b + _HALF) & _MASK) - _HALF


class Result:
    """How one game went: ``winner`` (0, 1, -1 draw, None unfinished), ``ms``; per side the
    bot's ``presses``, ``refused`` (any press that carried nothing out, but a move's first
    press), of which ``lost_races`` the race layer flagged; ``unexplained``: refused presses
    with no action of the other player (or slap timeout) before them in the same step - a
    press the bot should not have made on the table it saw."""

    def __init__(self, game):
        self.game = game
        self.winner = None
        self.ms = 0
        self.presses = [0, 0]
        self.refused = [0, 0]
        self.lost_races = [0, 0]
        self.unexplained = []


def play(level_a, level_b, seed, rules=None, limit_ms=LIMIT_MS, players=(0, 1), other=None,
         watch=None, handicap=(0, 0)):  # fmt: skip
    """One game of bots at ``level_a`` (A) and ``level_b`` (B); ``players`` says which panels
    a Bot plays; ``other(now, race, game)`` may press for the rest (tests). ``watch(outcome)``
    sees every outcome. Returns a ``Result``."""
    g = spit.Game(rules=rules or spit.Rules(), seed=seed)
    race = Race(seed=seed)
    now = START
    race.reset(g, now, seed)
    race.set_handicap(0, handicap[0])
    race.set_handicap(1, handicap[1])
    levels = (level_a, level_b)
    bots = [Bot(g, p, levels[p]) if p in players else None for p in (0, 1)]
    res = Result(g)
    step_ok = [False, False]  # the other player changed the table earlier in this step

    def listen(out):
        p = out.player
        if p < 0:
            if out.gesture == G_TICK:  # a tick ended the slap race: both may have lost a race
                step_ok[0] = step_ok[1] = True
        elif out.code == 0 and out.kind >= 0:
            step_ok[1 - p] = True
        elif bots[p] is not None and not (out.gesture == G_SLOT and out.code == R_PENDING):
            # Anything but a carried-out action or a move's first press is a wasted press.
            res.refused[p] += 1
            res.lost_races[p] += 1 if out.lost_race else 0
            if not step_ok[p]:
                res.unexplained.append((out.t, p, out.button, out.gesture, out.code))
        if watch is not None:
            watch(out)

    race.listener = listen
    elapsed = 0
    while g.phase != spit.OVER and elapsed < limit_ms:
        for bot in bots:
            if bot is not None:
                bot.feed(now, race)
        if other is not None:
            other(now, race, g)
        step_ok[0] = step_ok[1] = False
        before = g.changes
        race.step(g, now)
        step = STEP_MAX_MS
        if g.changes != before:
            step = FRAME_MS
        for p in (0, 1):
            bot = bots[p]
            wake = bot.wake() if bot is not None else None
            if wake is not None:
                d = _diff(wake, now) + race.settle_ms + handicap[p]
                step = max(1, min(step, d))
        now = (now + step) & _MASK
        elapsed += step
    res.bots = bots
    res.winner = g.winner
    res.ms = elapsed
    for p in (0, 1):
        if bots[p] is not None:
            res.presses[p] = bots[p].presses
    return res


def ladder(games=GAMES, rules=None, out=sys.stdout):
    """Each level against the one below; returns {level: (wins, games, draws_or_unfinished)}."""
    table = {}
    for hi in range(2, 6):
        wins = other = 0
        total_ms = presses = refused = lost = 0
        unexplained = 0
        for seed in range(1, games + 1):
            side = seed & 1  # alternate panels: the stronger plays A in odd games
            levels = (hi, hi - 1) if side else (hi - 1, hi)
            r = play(levels[0], levels[1], seed, rules)
            strong = 0 if side else 1
            if r.winner == strong:
                wins += 1
            elif r.winner not in (0, 1):
                other += 1
            total_ms += r.ms
            presses += r.presses[0] + r.presses[1]
            refused += r.refused[0] + r.refused[1]
            lost += r.lost_races[0] + r.lost_races[1]
            unexplained += len(r.unexplained)
        table[hi] = (wins, games, other)
        if out is sys.stdout:  # (make bench's run, not a test's)
            from bench import results

            say = "level %d against %d, standard rules, %d games, sides alternate" % (
                hi,
                hi - 1,
                games,
            )
            results.record("ladder.l%d_won" % hi, wins, "count", say + ": games the higher won",
                           "cpython")  # fmt: skip
            results.record("ladder.l%d_won_pct" % hi, round(100.0 * wins / games, 1), "%",
                           say + ": the higher won", "cpython")  # fmt: skip
            results.record("ladder.l%d_mean_game_s" % hi, round(total_ms / 1000.0 / games), "s",
                           say + ": mean game", "cpython")  # fmt: skip
            results.record(
                "ladder.l%d_unexplained" % hi,
                unexplained,
                "count",
                say + ": refused presses not explained by a lost race",
                "cpython",
            )
        print(
            "level %d vs %d: won %d/%d = %.1f %%  (draw/unfinished %d; mean game %.0f s; "
            "presses %d, refused %d of which flagged lost-race %d, unexplained %d)"
            % (hi, hi - 1, wins, games, 100.0 * wins / games, other,
               total_ms / 1000.0 / games, presses, refused, lost, unexplained),
            file=out, flush=True,
        )  # fmt: skip
    return table


def feed_cost(games=10):
    """Mean and 99th-percentile CPython time of one ``bot.feed`` in the app's 25 ms frames
    (us; the worst single call says more about the PC's scheduler than about the bot)."""
    times = []
    clock = time.perf_counter_ns
    for seed in range(games):
        g = spit.Game(seed=seed)
        race = Race(seed=seed)
        now = START
        race.reset(g, now, seed)
        bots = (Bot(g, 0, 5), Bot(g, 1, 4))
        while g.phase != spit.OVER:
            for bot in bots:
                t = clock()
                bot.feed(now, race)
                times.append(clock() - t)
            race.step(g, now)
            now = (now + FRAME_MS) & _MASK
    times.sort()
    return sum(times) / len(times) / 1000.0, times[len(times) * 99 // 100] / 1000.0, len(times)


def main():
    start = time.perf_counter()
    print("CPU ladder, standard rules, %d games per pair, sides alternate" % GAMES)
    ladder()
    mean, p99, calls = feed_cost()
    from bench import results

    results.record("feed_mean_us", round(mean, 1), "us", "bot.feed, levels 5 v 4, 25 ms frames,"
                   " mean of %d calls" % calls, "cpython")  # fmt: skip
    print("bot.feed on CPython: mean %.1f us, 99th percentile %.1f us over %d calls (levels 5 "
          "v 4, 25 ms frames)" % (mean, p99, calls))  # fmt: skip
    print("  (%.1f s)" % (time.perf_counter() - start))


if __name__ == "__main__":
    main()
