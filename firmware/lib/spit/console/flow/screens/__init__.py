# SPDX-License-Identifier: MIT
"""The console's screens: one object each, all with the same few verbs, named in one table.

``SCREENS`` (below) maps a screen's name (what ``App.phase`` holds, what the log's
``M`` lines and debug mode's heap samples say) to the class that runs it. The app loads that module
when the screen comes up and lets it go when another module's screen does (``spit.screen.forget``),
so only the screen on show costs heap. Adding a screen: one module here with a ``Screen`` subclass,
one line in that table (docs/ARCHITECTURE.md, "Adding a screen"). A screen imports its names
from here, never ``spit.console.flow.app`` (which loads the screens: tests/test_layout.py).

The verbs (each gets the ``Stage``, ``stage``: all a screen sees of the console, below):

- ``enter(stage, now)``: the screen comes up (its state set, before it is drawn).
- ``draw(stage, now)``: put the whole page on the view (on entering, and on turning a page).
- ``press(stage, player, button, now)``: one debounced press; False when it did nothing here (the
  player hears the refusal buzz).
- ``step(stage, now)``: once a frame, after the frame's presses: its clocks, its game.
- ``update(stage, now)``: once a frame, after ``step``: what moves on the view.
- ``battery(stage, now)``: the battery gauge's word changed (a menu shows it in its corner).

And the facts the loop needs: ``plays`` (the race plays a game here: the match reads the keys,
``press`` is not called), ``logged`` (every press here gets a ``P`` line: a game's own pages),
``late`` (the answer to a press meant for this screen that arrives after it was left), ``demo``
(its "press any button" banner shows over it), ``attract`` (attract mode: the demo or the hall of
fame; any press, dim or lit, or a dark screen ends it for the title, lit), ``in_match`` (a game
is under way: an empty battery ends it uncounted), ``awake`` (the screen never dims while it
shows), ``sleeps`` (dark on battery, the console deep-sleeps from it: spit.console.flow.doze),
``drops_game`` (coming up ends the game: its code, its table and its match go), ``parks`` (coming
up parks the CPU players: their code makes room for its page), ``idles_to_demo`` (a minute
without a press starts attract mode) and ``repeats`` (the buttons that press again when held).

What is in memory when is declared too, and the app's loader (``App.load``) does the rest:
``needs`` names the modules a screen keeps while it shows (they go when it leaves, unless the next
screen needs them too) and ``lends`` those a verb loads for a moment (they go at the end of every
frame, and on leaving). A screen loads either kind by importing it where it uses it: loading on
entry would cost a page that seldom uses one (initials, the players' code) heap it does not need.
"""

from spit.input.panel import R_GONE

try:
    from typing import Any  # noqa: F401 (annotations)
except ImportError:
    pass

# The screens (App.phase holds one's name) and the one table of their classes: "module" of this
# package holding a class Screen, or "module.Class"; ".Fault" is spit.console.flow.app's own.
TITLE = "title"
SETTINGS = "settings"
GAME = "game"
PAUSE = "pause"
OVER = "over"
FAULT = "fault"
HWTEST = "hwtest"
ATTRACT = "attract"
STATS = "stats"
CONFIRM = "confirm"
ROUND = "round"
HOWTO = "howto"
PICK = "pick"
RENAME = "rename"
DELETE = "delete"
HALL = "hall"
FIRST_LANGUAGE = "language"

SCREENS = {
    TITLE: "title",
    FIRST_LANGUAGE: "first_language",  # a new console's first power-up: which language?
    SETTINGS: "settings",
    GAME: "play.Game",  # a game between people, or against the CPU
    PAUSE: "pause",  # hold SPIT 2 s in a game
    OVER: "over",  # the game's end: its table, then its figures
    FAULT: ".Fault",  # in spit.console.flow.app, always loaded: it comes up when the heap is short
    HWTEST: "hardware_test",
    ATTRACT: "play.Attract",  # the CPU's demo, after a minute on the title
    STATS: "statistics",
    CONFIRM: "confirm",  # "Reset statistics?"
    ROUND: "round",  # a round's summary, between rounds
    HOWTO: "how_to_play",  # "How to play", from the title
    PICK: "pick",  # who plays at each panel, after Play
    RENAME: "rename_player",  # P1 on a player's statistics page: his initials again
    DELETE: "delete_player",  # P5 there: "Delete ANA?"
    HALL: "hall",  # the hall of fame, between the demo's games
}
OVER_GUARD_MS = 1500  # a page that ends a game or a fault stays up this long (a mash can't skip it)


def nothing(self, stage, now):
    """A verb that does nothing (one function for every screen that needs one)."""


class Screen:
    """What every screen does unless it says otherwise: nothing, and a press does nothing."""

    plays = logged = demo = attract = in_match = awake = False
    drops_game = parks = idles_to_demo = False
    sleeps = True  # the title, the menus and pages, a paused game
    late = R_GONE
    repeats = ()  # type: tuple
    needs = lends = ()  # type: tuple
    enter = draw = step = update = battery = nothing

    def press(self, stage, player, button, now):
        return False


class Stage:
    """All a screen sees of the console, handed to its every verb as ``stage``: these members and
    no others (tests/console/test_screens.py fails a screen that reaches for anything else). The
    App is made on this base and hands itself: an object of its own (a dict and eleven bound
    methods) cost ~430 B of stock's heap in every phase (emulated Pico), where the languages walk's
    game has little more than that over its 40 000 B floor. An annotation compiles to nothing."""

    view: Any  # the screen to draw on (spit.screen.view.View; None: no display)
    sound: Any  # the cues (spit.console.device.sound)
    stats: Any  # the players, their records, the settings (spit.console.records.stats.Stats)
    log: Any  # the event log (spit.console.records.log)
    match: Any  # the game under way (spit.console.flow.match.Match), else None
    score: Any  # a match of 3 or 5 games: its MatchScore (screens.pick), else None
    names: tuple  # the players as the screens name them ("CPU 5" for a CPU)
    page: int  # the page shown of a screen that has several
    hwtest: Any  # the hardware test under way (spit.console.device.hwtest), else None
    go: Any  # go(name, now): screen ``name`` (SCREENS) comes up
    redraw: Any  # redraw(now): the whole page again
    turn_page: Any  # turn_page(now): the next page (page + 1), drawn; its guard time anew
    shown_ms: Any  # shown_ms(now): how long this screen (page) has shown
    save: Any  # save(now): the record to nvm (between games: it stalls)
    powered: Any  # powered(what, now): spit.console.device.power's ``what``
    new_game: Any  # new_game(now, cpu_sides, seated): the table, dealt
    game_over: Any  # game_over(now): counted, saved, its end shown
    end_match: Any  # end_match(now): the game abandoned, uncounted
    start_attract: Any  # start_attract(now, hall): the hall of fame or a demo game
    start_hwtest: Any  # start_hwtest(now): the hardware test
