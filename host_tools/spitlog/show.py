# SPDX-License-Identifier: MIT
"""Play a recorded game back on the simulator's screen, at real speed or faster.

The game is rebuilt from its logged actions with the engine and drawn by the console's own
``spit.view`` on ``host_tools.sim.screen.Screen``: the same pictures the players saw, refusals and
lost races included (from the P lines).
"""

from __future__ import annotations

import time

import spit
from host_tools.spitlog.games import read_games
from host_tools.spitlog.narrate import apply, ticks_diff

MAX_GAP_MS = 3000  # long pauses (a menu, a break) are shortened to this before the speed factor
SETTLE_MS = 1500  # after the last event: let flashes end before the final picture


def show(path, number: int = 1, speed: float = 1.0, headless=False, screenshot=None) -> int:
    log = read_games([path])
    if not 1 <= number <= len(log.games):
        raise ValueError(f"{path} holds {len(log.games)} games; there is no game {number}")
    if speed <= 0:
        raise ValueError("--speed must be more than 0")
    game = log.games[number - 1]
    from host_tools.sim.screen import Screen

    caption = f"Spit replay: game {number} of {path}"
    screen = Screen(headless=headless, zoom=1 if headless else 3, caption=caption)
    try:
        play_back(game, screen, speed, realtime=not headless)
        if screenshot:
            screen.save(screenshot)
        if not headless:
            while not screen.check_quit():  # keep the final picture up until the window closes
                time.sleep(0.05)
    finally:
        screen.release()
    return 0


def play_back(game, screen, speed: float, realtime: bool):
    """Drive a View through the game's events; returns the rebuilt engine game at its end."""
    from spit.view import View

    g = spit.Game(rules=game.make_rules(), seed=game.seed)
    view = View(screen.display)
    t = game.events[0].t if game.events else 0
    view.show_game(g, t)
    screen.refresh()
    for item in game.events:
        gap = min(max(ticks_diff(item.t, t), 0), MAX_GAP_MS)
        if realtime and gap:
            if _wait(screen, gap / 1000.0 / speed):
                return g
        t = item.t
        if item.tag == "A":
            apply(g, (item.t,) + item.fields)
        else:
            p, button, down, result, _kind, _x, _y, lost, _d = item.fields
            if down:
                view.outcome(p, button, result, t, bool(lost))
        view.update(g, t)
        if realtime:  # headless: only the final picture is wanted (a refresh costs ~40 ms)
            screen.refresh()
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
