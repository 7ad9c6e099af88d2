# SPDX-License-Identifier: MIT
"""What the app makes after boot (spit.console.flow.boot made the rest): a game's start and its
seats, the hardware test, a fresh view and the fault page's words after a fault, the demo's
banner. Loaded for them and let go when a game begins: nothing the app keeps refers to this code
(stock loads it into RAM)."""

import gc

from spit.console.device.hardware import Hardware, sleep_ms, ticks_ms  # noqa: F401 (tests, tools)
from spit.console.flow import drop_bot
from spit.console.records.stats import GUEST
from spit.screen import forget

try:
    from typing import Any, Callable, Optional  # noqa: F401 (type comments)
except ImportError:
    pass


def short(err):
    # type: (BaseException) -> str
    # The fault screen's words: what failed, where and what to do when a file on the drive is
    # to blame (spit_fault.py at the drive's root, loaded for this only), else the error.
    name = type(err).__name__
    text = str(err)
    try:
        import spit_fault  # type: ignore[import-not-found]

        said = spit_fault.explain(err, False)
        if said is not None:
            return (said[0] + " " + said[1])[:128]
        return spit_fault.said(err)[:128]  # the names as written (deploy's map), and where
    except Exception:  # noqa: BLE001 - no explainer on this drive (or no heap for it)
        pass
    finally:
        forget("spit_fault", "spit_names")
    return (name + ": " + text)[:128] if text else name  # the fault screen wraps it


def random_seed(salt):
    # type: (int) -> int
    try:
        import os

        data = os.urandom(4)
        return (data[0] | data[1] << 8 | data[2] << 16 | data[3] << 24) & 0x3FFFFFFF
    except Exception:  # noqa: BLE001 - no urandom: the clock is random enough for a deal
        return salt & 0x3FFFFFFF


def make_view(display):
    # type: (Any) -> Any
    if display is None:
        return None
    from spit.screen.view import View

    return View(display)


def fresh_view(display):
    # type: (Any) -> Any
    # A new view after a fault: the old one is let go first so both never share the heap.
    if display is None:
        return None
    import gc

    try:
        display.root_group = None
    except Exception:  # noqa: BLE001 - a display that will not let go gets the new group anyway
        pass
    gc.collect()
    return make_view(display)


def next_seed(hw):
    # type: (Hardware) -> int
    # The fixed seed from settings.toml for the first game (then +1 each), else random.
    if hw.seed is not None:
        seed = hw.seed
        hw.seed = seed + 1
        return seed
    return random_seed(hw.ticks_ms())


def make_hwtest(hw, view, sound, lang=0):
    # type: (Hardware, Any, Any, int) -> Any
    # A hardware test session (its words in language lang), or None when this firmware has no
    # spit.console.device.hwtest.
    try:
        from spit.console.device import hwtest
    except ImportError:
        return None
    return hwtest.HwTest(hw, view, sound, lang)


def demo_banner(view, on):
    # type: (Any, bool) -> bool
    # Show or hide attract mode's banner (``spit.screen.demo``, imported only for it, so a console
    # that never shows one never pays for it). True when the banner module is in use. Its code
    # goes at once: the banner is the view's labels (stock: ~0.9 KB more for the demo's game).
    try:
        from spit.screen import demo as attract
    except ImportError:
        return False
    attract.banner(view, on)
    forget("spit.screen.demo")
    return True


def new_game(app, now, cpu_sides=None, seated=False):
    # type: (Any, int, Any, bool) -> bool
    # Start a game with the settings chosen (both sides CPU in attract mode); ``seated``:
    # the pick screen seated the players (else who played at each panel last).
    s = app.stats.settings
    app.stage.match = None
    app.parked = ()
    if cpu_sides is None:
        cpu_sides = () if s.cpu_side > 1 else (s.cpu_side,)
    if not cpu_sides:
        drop_bot()  # a game between two people: no CPU code on the heap
    app.drop_menus()
    if app.view is not None:  # the page goes now, so one collection frees it and the menus
        app.view.clear_page(collect=False)  # (the deal would clear it and collect again)
    attract = cpu_sides == (0, 1)
    if not attract and not seated:  # (a test's game, straight from the title)
        seat_pair(app, cpu_sides, s.cpu_level)
    gc.collect()  # the last game's garbage goes before the new one is dealt
    handicaps = (0, 0) if attract else (s.handicap_a, s.handicap_b)
    from spit.console.flow.match import Match

    match = Match(app.race, s.rules_kwargs(), next_seed(app.hw), handicaps)
    bots = [None, None]  # type: list[Any]
    if app.cpu_maker is not None:
        for p in cpu_sides:
            bots[p] = app.cpu_maker(match.game, p, s.cpu_level)
    match.bots = bots
    match.stats = None if attract else app.stats
    app.stage.match = match
    names = ["A", "B"]
    for p in cpu_sides:
        names[p] = "CPU %d" % s.cpu_level
    if not attract:
        seats = app.stats.seats  # a Guest goes by his panel's letter (two may play)
        names = [app.stats.name(w) if w != GUEST else "AB"[p] for p, w in enumerate(seats)]
        app.stats.begin_game()
    app.stage.names = (names[0], names[1])
    if app.view is not None:
        # alternate colours need red/black to be seen: the settings say the mix is not on
        app.view.set_four_colour(s.four_color and not s.alternate_colors)
        app.view.set_names(app.stage.names, (0 in cpu_sides, 1 in cpu_sides))
    match.log_start(app.log, now)
    return attract  # (the app shows the table: ATTRACT or GAME)


def seat_pair(app, cpu_sides, level):
    # type: (Any, Any, int) -> None
    # No pick screen came first: who played at each panel last, or "A" / "B". A function of its
    # own, so that no frame of the deal holds the players' code (emulated Pico: the game's
    # largest free block 23.8 -> 29.2 KB); it goes before the collection before the deal.
    from spit.console.records import players

    players.seat_for_play(app.stats, cpu_sides, level)
    forget("spit.console.records.players", "spit.console.records.tally")


def start_hwtest(app, now):
    # type: (Any, int) -> bool
    # The test draws its own screen: the menus and the view's page go first (~14 KB on a
    # stock Pico); the settings page is made again when the test ends.
    app.drop_menus()
    if app.view is not None:
        app.view.let_go()
    app.stage.hwtest = make_hwtest(app.hw, app.view, app.sound, app.stats.settings.language)
    if app.stage.hwtest is None:
        app.log.note(now, "no hardware test in this firmware")
        return False
    app.stage.hwtest.gauge = app.gauge
    return True  # (the app shows it: HWTEST)
