# SPDX-License-Identifier: MIT
"""The console's screens: one object each, all with the same few verbs, named in one table.

``SCREENS`` maps a screen's name (what ``App.phase`` holds, what the log's ``M`` lines and debug
mode's heap samples say) to the class that runs it, as "module.Class". The app loads that module
when the screen comes up and lets it go when another module's screen does (``spit.screen.forget``),
so only the screen on show costs heap. Adding a screen: one module with a ``Screen`` subclass, one
line here (docs/ARCHITECTURE.md, "Adding a screen").

The verbs (each gets the ``App``, ``app``: its view, stats, sound, log, race and match):

- ``enter(app, now)``: the screen comes up (its state set, before it is drawn).
- ``draw(app, now)``: put the whole page on the view (on entering, and on turning a page).
- ``press(app, player, button, now)``: one debounced press; False when it did nothing here (the
  player hears the refusal buzz).
- ``step(app, now)``: once a frame, after the frame's presses: its clocks, its game.
- ``update(app, now)``: once a frame, after ``step``: what moves on the view.

And four facts the loop needs: ``plays`` (the race plays a game here: the match reads the keys,
``press`` is not called), ``logged`` (every press here gets a ``P`` line: a game's own pages),
``late`` (the answer to a press meant for this screen that arrives after it was left) and ``demo``
(attract mode's "press any button" banner shows over it).
"""

from spit.input.panel import R_GONE

# Screen names (App.phase): the ones other code enters by name.
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

SCREENS = {
    TITLE: "spit.console.screens.title.Screen",
    SETTINGS: "spit.console.screens.settings.Screen",
    GAME: "spit.console.screens.play.Game",  # a game between people, or against the CPU
    PAUSE: "spit.console.screens.pause.Screen",  # hold SPIT 2 s in a game
    OVER: "spit.console.screens.over.Screen",  # the game's end: its table, then its figures
    FAULT: "spit.console.screens.Fault",  # here, always loaded: it comes up when the heap is short
    HWTEST: "spit.console.screens.hardware_test.Screen",
    ATTRACT: "spit.console.screens.play.Attract",  # the CPU's demo, after a minute on the title
    STATS: "spit.console.screens.statistics.Screen",
    CONFIRM: "spit.console.screens.confirm.Screen",  # "Reset statistics?"
    ROUND: "spit.console.screens.round.Screen",  # a round's summary, between rounds
    HOWTO: "spit.console.screens.how_to_play.Screen",  # "How to play", from the title
}


class Screen:
    """What every screen does unless it says otherwise: nothing, and a press does nothing."""

    plays = False
    logged = False
    late = R_GONE
    demo = False

    def enter(self, app, now):
        pass

    def draw(self, app, now):
        pass

    def press(self, app, player, button, now):
        return False

    def step(self, app, now):
        pass

    def update(self, app, now):
        pass


FAULT_MS = 4000  # the fault message shows this long, then the title
OVER_GUARD_MS = (
    1500  # a page that ends something stays up at least this long (a mash must not skip it)
)


class Fault(Screen):
    """Something broke: its message, then the title by itself (or, when faults repeat, the
    watchdog's restart). Lives here, loaded at boot: no import may be needed to show it."""

    def enter(self, app, now):
        app.drop_game()

    def draw(self, app, now):
        app.view.show_fault(app.fault_text, now, app.giving_up)

    def press(self, app, player, button, now):
        if app.shown_ms(now) >= OVER_GUARD_MS and not app.giving_up:
            app.enter(TITLE, now)
        return True

    def step(self, app, now):
        if app.shown_ms(now) >= FAULT_MS and not app.giving_up:
            app.enter(TITLE, now)
