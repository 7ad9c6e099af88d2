# SPDX-License-Identifier: MIT
"""The console's screens: one object each, all with the same few verbs, named in one table.

``spit.console.app.SCREENS`` maps a screen's name (what ``App.phase`` holds, what the log's ``M``
lines and debug mode's heap samples say) to the class that runs it. The app loads that module when
the screen comes up and lets it go when another module's screen does (``spit.screen.forget``), so
only the screen on show costs heap. Adding a screen: one module here with a ``Screen`` subclass,
one line in that table (docs/ARCHITECTURE.md, "Adding a screen").

The verbs (each gets the ``App``, ``app``: its view, stats, sound, log, race and match):

- ``enter(app, now)``: the screen comes up (its state set, before it is drawn).
- ``draw(app, now)``: put the whole page on the view (on entering, and on turning a page).
- ``press(app, player, button, now)``: one debounced press; False when it did nothing here (the
  player hears the refusal buzz).
- ``step(app, now)``: once a frame, after the frame's presses: its clocks, its game.
- ``update(app, now)``: once a frame, after ``step``: what moves on the view.

And five facts the loop needs: ``plays`` (the race plays a game here: the match reads the keys,
``press`` is not called), ``logged`` (every press here gets a ``P`` line: a game's own pages),
``late`` (the answer to a press meant for this screen that arrives after it was left), ``demo``
(attract mode's "press any button" banner shows over it) and ``attract`` (attract mode: the demo
or the hall of fame; any press, dim or lit, ends it for the title, lit, and so does the dark).
"""

from spit.input.panel import R_GONE


def nothing(self, app, now):
    """A verb that does nothing (one function for every screen that needs one)."""


class Screen:
    """What every screen does unless it says otherwise: nothing, and a press does nothing."""

    plays = logged = demo = attract = False
    late = R_GONE
    enter = draw = step = update = nothing

    def press(self, app, player, button, now):
        return False
