# SPDX-License-Identifier: MIT
"""A CPU player keeps playing through slow frames.

On a Pico some frames take long: a deal, a full-screen page, debug mode's heap sample (~160 ms,
once a second). A slow frame is no pause: the CPU must not forget what it was about to play, or
it never plays (attract mode on the emulated Pico with debug mode stalled for minutes)."""

from adafruit_ticks import ticks_add

import spit
from spit.input.bot import Bot
from spit.input.race import Race

FRAMES = 4000  # 100 s of game at 25 ms a frame


def _actions(stall_ms, level, seed):
    """Engine actions carried out in FRAMES frames by two CPU players; every 40th frame (once a
    second) lasts stall_ms instead of 25 ms."""
    g = spit.Game(rules=spit.Rules(), seed=seed)
    race = Race(seed=seed)
    now = 1000
    race.reset(g, now, seed)
    bots = (Bot(g, 0, level), Bot(g, 1, level))
    done = [0]

    def listen(out):
        if out.code == spit.OK and out.kind >= 0:
            done[0] += 1

    race.listener = listen
    for frame in range(FRAMES):
        for bot in bots:
            bot.feed(now, race)
        race.step(g, now)
        if g.phase == spit.OVER:
            break
        now = ticks_add(now, stall_ms if frame % 40 == 39 else 25)
    return done[0]


def test_a_slow_frame_once_a_second_does_not_stall_the_cpu_players():
    for level in (1, 2, 5):
        steady = _actions(25, level, 40 + level)
        stalled = _actions(180, level, 40 + level)
        assert steady > 30, (level, steady)
        assert stalled >= steady * 0.7, (level, steady, stalled)
