# SPDX-License-Identifier: MIT
"""Play a recorded game back on the simulator's screen, at real speed or faster.

The game is rebuilt from its logged actions with the engine and drawn by the console's own
``spit.screen.view`` on ``host_tools.sim.screen.Screen``: the same pictures the players saw,
refusals and lost races included (from the P lines).
"""

from __future__ import annotations

import sys
import time

import spit
from host_tools.spitlog.games import read_games
from host_tools.spitlog.names import as_written, load
from host_tools.spitlog.narrate import ticks_diff

MAX_GAP_MS = 3000  # long pauses (a menu, a break) are shortened to this before the speed factor
SETTLE_MS = 1500  # after the last event: let flashes end before the final picture
FRAME_S = 1 / 30  # events closer together than a frame are drawn together


def show(
    path, number: int = 1, speed: float = 1.0, headless=False, screenshot=None, names=None
) -> int:
    log = read_games([path])
    if not 1 <= number <= len(log.games):
        raise ValueError(f"{path} holds {len(log.games)} games; there is no game {number}")
    if speed <= 0:
        raise ValueError("--speed must be more than 0")
    game = log.games[number - 1]
    back = load(names)[1] if game.faults else {}
    for line in game.faults:  # the names as written (deploy's map), as spitlog watch says them
        print(f"spitlog show: the game faulted: {as_written(line, back)}", file=sys.stderr)
    trusted = _check(game)
    from host_tools.sim.screen import Screen

    caption = f"Spit replay: game {number} of {path}"
    screen = Screen(headless=headless, zoom=1 if headless else 3, caption=caption)
    try:
        wait = None if headless else (lambda seconds: _wait(screen, seconds))
        play_back(game, screen, speed, wait)
        if screenshot:
            screen.save(screenshot)
        if not headless:
            while not screen.check_quit():  # keep the final picture up until the window closes
                time.sleep(0.05)
    finally:
        screen.release()
    return 0 if trusted else 1


def _check(game) -> bool:
    """Warn (stderr) when the game cannot be shown as it was: lines lost, or it does not replay."""
    from host_tools.spitlog.games import verify

    if game.lost or game.bad_lines:
        print(
            f"spitlog show: warning: game {game.number} is not verifiable ({game.lost_text()}): "
            "what is shown may not be what was played",
            file=sys.stderr,
        )
        return False
    problems = verify(game)
    for m in problems:
        print(f"spitlog show: warning: {m}", file=sys.stderr)
    if problems:
        print(
            f"spitlog show: warning: game {game.number} does not replay as logged: what is shown "
            "after the first mismatch is not what was played",
            file=sys.stderr,
        )
    return not problems


def play_back(game, screen, speed: float, wait=None):
    """Drive a View through the game's events; returns the rebuilt engine game at its end.

    ``wait(seconds)`` is called between events for real-time playback (True from it stops the
    playback: the window was closed); without it the game runs through at once, drawn only at
    the end.
    """
    from spit.screen.view import View

    g = spit.Game(rules=game.make_rules(), seed=game.seed)
    view = View(screen.display)
    t = game.events[0].t if game.events else 0
    view.show_game(g, t)
    screen.refresh()
    for item in game.events:
        gap = min(max(ticks_diff(item.t, t), 0), MAX_GAP_MS)
        if wait is not None and gap:
            seconds = gap / 1000.0 / speed
            if seconds >= FRAME_S:
                screen.refresh()  # show what happened so far before pausing (~40 ms a refresh)
            if wait(seconds):
                return g
        t = item.t
        if item.tag == "A":
            spit.act(g, item.t, *item.fields)
        else:
            p, button, down, result, _kind, _x, _y, lost, _d = item.fields
            if down:
                view.outcome(p, button, result, t, bool(lost >= 0))
        view.update(g, t)
    view.update(g, t + SETTLE_MS)
    screen.refresh()
    return g


def _wait(screen, seconds: float) -> bool:
    """Sleep while keeping the window alive; True if the window was closed."""
    end = time.monotonic() + seconds
    while True:
        if screen.check_quit():
            return True
        left = end - time.monotonic()
        if left <= 0:
            return False
        time.sleep(min(left, 0.02))
