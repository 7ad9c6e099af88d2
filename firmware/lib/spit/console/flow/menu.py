# SPDX-License-Identifier: MIT
"""Menus (title, settings, pause, reset confirmation) for either panel: P1/P2 up, P4/P5 down,
L/R change, SPIT (or P3) choose. The settings menu (spit.console.flow.settings_menu, loaded only
for it) edits a spit.console.records.stats.Settings in place (what nvm keeps). ``MenuScreen`` is a
screen that is a menu (spit.console.flow.screens). The statistics page is a message page, not a
menu: ``spit.console.flow.stats_page`` says what its presses mean."""

from adafruit_ticks import ticks_add, ticks_diff
from micropython import const

from spit.console.device import sound
from spit.console.flow.screens import HOWTO, PICK, SETTINGS, STATS, Screen, nothing
from spit.input import panel
from spit.screen import words

try:
    from typing import Any, Optional  # noqa: F401 (type comments)
except ImportError:
    pass


# What a press did to a menu.
NOTHING = 0
MOVED = 1  # cursor or value changed
CHOSEN = 2  # an action item was chosen: see Menu.chosen

# Actions (Menu.chosen, and what a statistics page's press asks for).
RESUME = "resume"
QUIT = "quit"
NO = "no"
YES = "yes"
HWTEST = "hwtest"
BACK = "back"
MORE = "more"
RESET = "reset"

# A row: (its key, its label, its values, their labels); a label is as spit.screen.text.said
# takes it (a word's number, said in each half's language; a str as it is).
# The title's rows: each opens the screen it names (spit.console.flow.screens.SCREENS)
TITLE = (
    (PICK, words.PLAY, None, None),  # who plays at each panel, then the game
    (SETTINGS, words.SETTINGS, None, None),
    (STATS, words.STATISTICS, None, None),
    (HOWTO, words.HOW_TO, None, None),
)  # type: tuple[tuple[str, Any, Any, Any], ...]

PAUSE = (
    (RESUME, words.RESUME, None, None),
    (QUIT, words.QUIT, None, None),
)  # type: tuple[tuple[str, Any, Any, Any], ...]


# "No" first: a mashed SPIT keeps the statistics.
CONFIRM = (
    (NO, words.KEEP_ALL, None, None),  # "No - keep them"
    (YES, words.RESET_ALL, None, None),  # "Yes - reset all"
)  # type: tuple[tuple[str, Any, Any, Any], ...]

# Held in a menu, these press again.
REPEATING = (panel.P1, panel.P2, panel.P4, panel.P5, panel.L, panel.R)
_REPEAT_MS = const(400)  # held this long, a menu button repeats ...
_REPEAT_EVERY_MS = const(120)  # ... this often


def repeater(race):
    # type: (Any) -> Any
    # Hold-to-repeat for both panels' menu buttons: an adafruit_debouncer.Button per key over
    # race.held_ms (spit.input.holds); ``update()`` gives the index in ``keys`` due to press again.
    from spit.input.holds import Holds

    keys = tuple(panel.key(p, b) for p in (0, 1) for b in REPEATING)
    return Holds(race.held_ms, keys, _REPEAT_MS, _REPEAT_EVERY_MS)


ATTRACT_MS = 60000  # this long without a press, the title starts attract mode (idles_to_demo)


def held(app, now):
    # type: (Any, int) -> None
    # A held button presses again on a screen that repeats it (Screen.repeats: the menus, the
    # pick, initials); a press that did nothing buzzes, as a press would. The app calls it.
    if app.repeater is None:
        app.repeater = repeater(app.race)
    i = app.repeater.update()
    if i >= 0:
        k = app.repeater.keys[i]
        button = panel.button_of(k)
        screen = app.screen
        if button in screen.repeats:
            app.idle_t = now
            if not screen.press(app.stage, panel.player_of(k), button, now):
                app.sound.cue(sound.REFUSED, now)


def idle(app, now):
    # type: (Any, int) -> None
    # A minute alone (Screen.idles_to_demo) starts attract mode: the hall of fame first when it
    # has records, then the demo (a demo game takes 3-6 min and the screen goes dark 5 min after
    # the last press by default: shown only between two demo games, the hall was seldom seen).
    if app.dark:  # nobody watches: the clock held at its end, so it never wraps
        app.idle_t = ticks_add(now, -ATTRACT_MS)
    elif ticks_diff(now, app.idle_t) >= ATTRACT_MS and app.cpu_maker is not None:
        app.start_attract(now)


def firmware_name(version):
    # type: (str) -> str
    # What the title's corner names (at most 23 characters): the console's own UF2 ("Spit console
    # 0.1.0"), else the CircuitPython it runs on (stock), or the simulator on the host.
    try:
        import spit_firmware  # type: ignore[import-not-found]  # in the console's UF2 only
    except ImportError:
        spit_firmware = None
    if spit_firmware is not None:
        import os

        try:
            os.stat("/spit")  # a changed game there runs instead of the built-in one
        except OSError:
            return "Spit console " + spit_firmware.VERSION
        return "Spit " + spit_firmware.VERSION + " modified"
    import sys

    impl = sys.implementation
    if impl.name == "circuitpython":
        return "CircuitPython %d.%d.%d" % tuple(impl.version[:3])
    return "Spit %s simulator" % version


class Menu:
    # A cursor over ``items``; setting items read and write attributes of ``target``.

    def __init__(self, title, items, target=None):
        # type: (Any, tuple[tuple[str, Any, Any, Any], ...], Any) -> None
        self.title = title
        self.items = items
        self.target = target
        self.cursor = 0
        self.chosen = ""  # key of the last action chosen
        self.by = -1  # player whose press changed the menu last
        self.version = 0

    def press(self, p, button):
        # type: (int, int) -> int
        # Apply player ``p``'s press of ``button``; NOTHING, MOVED or CHOSEN.
        n = len(self.items)
        if button == panel.P1 or button == panel.P2:
            self.cursor = (self.cursor - 1) % n
        elif button == panel.P4 or button == panel.P5:
            self.cursor = (self.cursor + 1) % n
        elif button == panel.L or button == panel.R:
            if not self.step(self.cursor, -1 if button == panel.L else 1):
                return NOTHING
        elif button == panel.SPIT or button == panel.P3:
            if self.items[self.cursor][2] is None:
                self.chosen = self.items[self.cursor][0]
                self.by = p
                self.version += 1
                return CHOSEN
            self.step(self.cursor, 1)
        else:
            return NOTHING
        self.by = p
        self.version += 1
        return MOVED

    def step(self, i, delta):
        # type: (int, int) -> bool
        # Change item i's value; these menus have actions only (values:
        # spit.console.flow.settings_menu).
        return False

    def applies(self, i):
        # type: (int) -> bool
        # False when item i does nothing with the other settings as they are (see SettingsMenu).
        return True

    def label(self, i):
        # type: (int) -> Any
        return self.items[i][1]

    def value_text(self, i):
        # type: (int) -> Any
        # The shown text of item i's value: "" for an action (values:
        # spit.console.flow.settings_menu).
        return ""


class MenuScreen(Screen):
    # A screen that is a menu: ``make(stage)`` gives its Menu (new each time it comes up: the cursor
    # on the first item), ``chose(stage, action, now)`` carries out an action item, ``moved(stage,
    # now)`` follows a changed value. A held menu button presses again (``repeater``).
    repeats = REPEATING
    menu = None  # type: Any
    corner = ""  # the page's corner text
    moved = nothing

    def enter(self, stage, now):
        # type: (Any, int) -> None
        self.menu = self.make(stage)  # type: ignore[attr-defined]

    def draw(self, stage, now):
        # type: (Any, int) -> None
        stage.view.show_menu(self.menu, now, self.corner)
        self.battery(stage, now)

    def press(self, stage, player, button, now):
        # type: (Any, int, int, int) -> bool
        result = self.menu.press(player, button)
        if result != NOTHING:
            stage.sound.cue(sound.MENU, now)
            if result == CHOSEN:
                self.chose(stage, self.menu.chosen, now)  # type: ignore[attr-defined]
            else:
                self.moved(stage, now)
        return True

    def update(self, stage, now):
        # type: (Any, int) -> None
        stage.view.update_menu(self.menu, now)

    def battery(self, stage, now):
        # type: (Any, int) -> None
        gauge = stage.powered("gauge_text")  # (None: no VSYS to read, no power code loaded)
        if gauge is not None:  # (Text.set redraws only a changed gauge)
            stage.view.set_gauge(gauge)
