# SPDX-License-Identifier: MIT
"""The console around the engine: title -> settings/stats -> game -> results -> title (APP.md).

One frame every FRAME_MS, always in this order: read input -> step engine -> update view ->
sound -> log -> refresh (display.refresh() once; a late frame drops the ticks it missed).
"""

import gc
import sys

from adafruit_ticks import ticks_add, ticks_diff

from spit.console.device import sound
from spit.console.flow import drop_bot
from spit.console.flow.screens import (  # noqa: F401 (every name: the simulator and tests read them here)
    ATTRACT,
    CONFIRM,
    DELETE,
    FAULT,
    FIRST_LANGUAGE,
    GAME,
    HALL,
    HOWTO,
    HWTEST,
    OVER,
    OVER_GUARD_MS,
    PAUSE,
    PICK,
    RENAME,
    ROUND,
    SCREENS,
    SETTINGS,
    STATS,
    TITLE,
    Screen,
    Stage,
)
from spit.input import panel
from spit.input.panel import R_WOKE
from spit.input.race import SETTLE_MS as RACE_SETTLE_MS
from spit.input.race import SUB_UNKNOWN
from spit.screen import FROZEN, forget

try:
    from typing import Any, Optional  # noqa: F401 (type comments)
except ImportError:
    pass

VERSION = "0.1.0"
FRAME_MS = 25  # 40 frames a second, for animation, the CPU player and the clocks on screen
POLL_MS = 2  # between frames the key queue is looked at this often: a press starts a frame
# (not 1: CircuitPython sleeps (WFI) only in whole 1/1024 s ticks and busy-waits the rest, so a
# 1 ms sleep kept the core spinning between frames; 2 ms lets it sleep about half of that)
SETTLE_MS = RACE_SETTLE_MS + 1  # ...this long after it is seen: the race applies presses
# 2 ms old (race.SETTLE_MS), and a sleep begun inside a ms may end a ms early by ticks_ms()
KEY_INTERVAL = panel.SCAN_INTERVAL
KEY_DEBOUNCE = panel.DEBOUNCE_THRESHOLD
FAULTS_BEFORE_RESET = 5  # this many faults without 10 s of health: stop feeding the watchdog
FAULTS_HOLD_SAVES = 1  # from a fault until 10 s of health nothing is saved (kept, not lost)
HEALTHY_MS = 10000
DARK_FRAME_MS = 250  # the backlight off: a frame this often (no refresh), the core asleep between
DARK_POLL_MS = 20  # ...and the key queue looked at this often (a press wakes it within this)
LIGHT_NOTES = ("screen awake", "screen dim", "screen dark")  # the log's M line per idle state
# spit.console.device.backlight's modes (not imported here: no display, no backlight code)
AWAKE = 0
DARK = 2
EMPTY_SLEEP_MS = 10000  # "Battery empty" shows this long, then the console sleeps (doze.empty)

_SCREENS = "spit.console.flow.screens"
# the pages' words from spit.console.device.power (with no gauge: none, but boot's notice)
_PAGE_WORDS = ("gauge_text", "warning", "footer")

FAULT_MS = 4000  # the fault message shows this long, then the title


class Fault(Screen):
    """Something broke: its message, then the title by itself (or, when faults repeat, the
    watchdog's restart). Lives here, loaded at boot: no import may be needed to show it. The one
    screen that is the App's own: it reads what broke from it."""

    sleeps = False
    drops_game = True

    def __init__(self, app=None):
        # type: (Any) -> None
        self.app = app  # type: Any

    def draw(self, stage, now):
        stage.view.show_fault(self.app.fault_text, now, self.app.giving_up)

    def press(self, stage, player, button, now):
        self.step(stage, now, OVER_GUARD_MS)
        return True

    def step(self, stage, now, after=FAULT_MS):
        if stage.shown_ms(now) >= after and not self.app.giving_up:
            stage.go(TITLE, now)


current = None  # type: Optional[App]  # the running app (set by code.py): the sim and tests read it


class App(Stage):
    # Every screen of the console and the loop that drives them. Its members, set by
    # spit.console.flow.boot.set_up (that code stays off the heap after boot; an annotation compiles
    # to nothing), beyond the Stage's (view, sound, stats, log, the game, its match, the page):
    hw: Any
    event: Any
    cpu_maker: Any
    gauge: Any  # None: no VSYS to read
    battery_said: int  # the gauge state the log last said (LOW, CRITICAL)
    unsaved: Any  # why the last save was refused (the title's footer says it)
    empty_t: Optional[int]  # when the gauge last said empty (on battery)
    light: Any  # the backlight (spit.console.device.backlight) ...
    idle: Any  # ... and its idle timer (None: no display)
    dark: bool  # the backlight is off: no refresh, slow frames
    race: Any  # one for the console's life: menus and games read keys through it
    phase: str  # the name of the screen on show (spit.console.flow.screens)
    screen: Any  # ...and its object, a spit.console.flow.screens.Screen
    phase_t: int
    idle_t: int
    fault_text: str
    faults: int
    giving_up: bool  # faults repeated: the watchdog is left to restart the console
    notice: Any  # the title's footer when something at boot needs saying
    healthy_since: int
    frames: int
    late: int  # frames that started late (their missed ticks were dropped)
    frame_ms: int  # how long the last frame's work took
    worst_ms: int
    debug_phase: Optional[str]  # a screen entered: debug mode samples it
    debug_t: int
    demo_shown: bool
    parked: tuple  # the sides whose CPU player waits out the pause
    repeater: Any  # the menus' hold-to-repeat (spit.input.holds)
    glass_due: bool  # a screen was entered: its first refresh puts it on the glass
    stopped: bool
    stage: Any  # itself: what the screens are handed (Stage: the members they may use)

    def __init__(self, hw):
        # type: (Any) -> None
        from spit.console.flow.boot import set_up  # (let go once the watchdog is armed: loop)

        set_up(self, hw, VERSION)

    def drop_menus(self):
        # type: () -> None
        # A game is on: its menus (and their code) go until the pause menu or the title.
        if self.repeater is not None:
            self.repeater.let_go()
            self.repeater = None
        # ...and the code that makes the console's parts (loaded again when one is made)
        forget("spit.console.flow.settings_menu", "spit.console.flow.menu", "spit.input.holds")
        forget("spit.console.flow.parts")

    # -- the loop --
    def loop(self):
        # type: () -> None
        hw = self.hw
        now = hw.ticks_ms()
        self.start(now)
        tick = now
        armed = False
        while not self.stopped:
            healthy = self.safe_frame(now)
            if not armed:  # once the first frame is drawn: a slow first draw cannot loop resets
                from spit.console.flow.boot import arm_watchdog

                armed = arm_watchdog(hw) or True
                forget("spit.console.flow.boot")  # boot is over: none of its code stays
            if healthy and hw.watchdog is not None and not self.giving_up:
                hw.watchdog.feed()
            done = hw.ticks_ms()
            self.frame_ms = ticks_diff(done, now)
            if self.glass_due:  # the time rule: presses from the next ms on were made seeing
                self.glass_due = False  # the screen this frame's refresh put on the glass
                self.race.since = ticks_add(done, 1)
            if ticks_diff(done, tick) >= 0:  # the tick's own frame (not one a press started)
                tick = ticks_add(tick, DARK_FRAME_MS if self.dark else FRAME_MS)
                if ticks_diff(tick, done) < 0:
                    self.late += 1
                    tick = done  # lateness does not pile up: the next frame starts now
            self.wait(tick)
            now = hw.ticks_ms()

    def wait(self, tick):
        # type: (int) -> None
        # Sleep to the next tick, or less: a key event in the queue starts a frame at once
        # (SETTLE_MS after it, when the race takes it), the ticks keep their 25 ms for the rest.
        hw = self.hw
        keys = hw.keys
        left = ticks_diff(tick, hw.ticks_ms())
        if keys is None or self.stage.hwtest is not None:
            hw.sleep_ms(max(0, left))
            return
        events = keys.events
        # a press the frame drained in its first ms is too young for the race (it settles
        # first): the frame after it comes when it is due, not at the next tick (up to 25 ms on)
        due = self.race.due_in(hw.ticks_ms())
        if 0 <= due < left:
            hw.sleep_ms(due + 1)
            return
        poll = DARK_POLL_MS if self.dark else POLL_MS
        while left > 0:
            if events:
                hw.sleep_ms(min(left, SETTLE_MS))
                return
            hw.sleep_ms(min(left, poll))
            left = ticks_diff(tick, hw.ticks_ms())

    def start(self, now):
        # type: (int) -> None
        # Boot: say hello in the log and show the title (spit.console.flow.boot: run once).
        from spit.console.flow.boot import start

        start(self, now)

    def safe_frame(self, now):
        # type: (int) -> bool
        # One frame; an exception becomes the fault screen. True when the frame was healthy.
        try:
            self.frame(now)
        except MemoryError as err:
            self.stage.match = None
            gc.collect()
            return self.fault(err, now)
        except Exception as err:  # noqa: BLE001 - any fault: message, log, back to the title
            return self.fault(err, now)
        if self.faults and ticks_diff(now, self.healthy_since) >= HEALTHY_MS:
            self.faults = 0
            self.stats.hold = False
        return True

    def frame(self, now):
        # type: (int) -> None
        self.frames += 1
        self.power(now)  # the battery gauge, the backlight's idle dimming
        self.read_input(now)  # 1
        self.step(now)  # 2
        self.view_update(now)  # 3
        # the loader: what a verb loaded this frame goes; frozen (spit.screen.FROZEN), a screen
        # keeps it until it leaves (the pick's last press made the deal ~10 ms slower)
        if self.screen.lends and not FROZEN:
            self.let_go(self.screen.lends)
        match = self.stage.match
        if match is not None:  # 4
            match.cues(self.sound, now)
        self.sound.update(now)
        if match is not None:  # 5
            match.write_log(self.log)
        if self.hw.display is not None and not self.dark:  # 6 (dark: nothing to see)
            self.hw.display.refresh()
        if self.hw.debug:  # after the refresh: its collection is no part of the frame's work
            from spit.console.flow.debug import sample

            sample(self, now, self.debug_phase)
            self.debug_phase = None

    # -- 1. input --
    def read_input(self, now):
        # type: (int) -> None
        # Drain the key queue into the race (it debounces, handicaps and orders presses).
        keys = self.hw.keys
        if keys is None:
            return
        events = keys.events
        event = self.event
        race = self.race
        timed = hasattr(event, "sub_ns")  # PIO events carry sub-ms time; keypad's do not
        while events.get_into(event):
            if self.stage.hwtest is not None:
                self.stage.hwtest.press(event.key_number, event.pressed, event.timestamp)
                continue  # the test sees every raw edge, presses and releases
            if event.pressed:
                self.idle_t = now
                woke = self.idle is not None and self.idle.press(now)
                if woke:
                    self.wake(now)
                if self.hw.held >> event.key_number & 1:  # held as it woke from deep sleep:
                    self.hw.held &= ~(1 << event.key_number)  # the waking press, spent on that
                    woke = True
                if self.screen.attract:  # any press ends attract mode, dim or lit: it and the
                    self.end_match(now)  # frame's others were made on the demo or the hall,
                    self.enter(TITLE, now)  # spent there
                elif woke:  # the press (and any before it) only woke the screen: spent on that
                    if ticks_diff(race.since, ticks_add(event.timestamp, 1)) < 0:
                        race.since = ticks_add(event.timestamp, 1)
                    race.gone_code = R_WOKE
            sub = event.sub_ns if timed else SUB_UNKNOWN
            race.push(event.key_number, event.pressed, event.timestamp, sub)
        if events.overflowed:
            events.clear()
            keys.reset()  # held keys are reported again: nothing stays stuck
            race.resync(now)  # in a game the race's overflow outcome goes to the log

    # -- power: the battery gauge, the backlight --
    def power(self, now):
        # type: (int) -> None
        # The gauge's reading (every half second) and what it means; dim and dark when idle.
        gauge = self.gauge
        if gauge is not None and gauge.update(now):  # its text or state changed
            self.powered("battery_moved", now)
            self.screen.battery(self.stage, now)  # (a menu's corner says the new word)
            if self.dark and not gauge.usb:  # unplugged while dark: asleep now, as on battery
                self.doze("dark", now)
        if gauge is not None and not gauge.may_write() and self.screen.in_match:
            self.end_match(now)  # battery empty: the game ends uncounted, nothing written
            self.enter(TITLE, now)  # its footer: "Battery empty: charge now"
        if self.empty_t is not None and ticks_diff(now, self.empty_t) >= EMPTY_SLEEP_MS:
            self.empty_t = None
            self.doze("empty", now)  # on battery: asleep until a press reads VSYS again
        idle = self.idle
        if idle is None:
            return
        if self.screen.awake or self.stage.hwtest is not None:
            idle.last = now  # a game in play, the hardware test: never dimmed
        mode = idle.state(now)
        if mode == self.light.mode:
            return
        self.light.show(mode)
        self.dark = mode == DARK
        self.log.note(now, LIGHT_NOTES[mode])
        if self.dark and self.screen.attract:  # nobody watches a dark demo: the title waits
            self.end_match(now)
            self.enter(TITLE, now)
        if self.dark:  # on battery: deep sleep, what is shown kept (spit.console.flow.doze)
            self.doze("dark", now)

    def doze(self, what, now):
        # type: (str, int) -> None
        # spit.console.flow.doze's ``what`` (dark, empty, woke); its code goes again if it returns.
        from spit.console.flow import doze

        getattr(doze, what)(self, now)
        forget("spit.console.flow.doze", "spit.console.flow.nap")

    def wake(self, now):
        # type: (int) -> None
        # A press on a dim or dark screen: the backlight back at its setting, frames at speed.
        self.light.show(AWAKE)
        self.dark = False
        self.log.note(now, LIGHT_NOTES[AWAKE])

    def save(self, now):
        # type: (int) -> bool
        # Save the record; a refusal (an empty battery's) is said in the log and on the title.
        if self.stats.save():
            self.unsaved = ""
            return True
        if self.stats.refused:
            self.powered("refused", now)
        return False

    def powered(self, what, now=0):
        # type: (str, int) -> Any
        # spit.console.device.power's ``what``: a gauge change, a refused save, a changed setting,
        # the pages' words. Its code loads for that and goes again (none of it stays for a game).
        if self.gauge is None and not self.unsaved and what in _PAGE_WORDS:
            return self.notice if what == "footer" else None  # no VSYS: nothing to load for it
        from spit.console.device import power

        answer = getattr(power, what)(self, now)
        forget("spit.console.device.power")
        return answer

    def spent(self, out, now):
        # A press on a game's page, or one meant for a screen already left: a P line, and a
        # buzz when it did nothing (or was a table's press that came too late for its round).
        self.log.outcome(out)
        if out.refused:
            self.sound.cue(sound.REFUSED, now)

    # -- 2. engine --
    def step(self, now):
        # type: (int) -> None
        # The presses of a screen that is not a game, then the screen's own work (its clocks,
        # its game); a press that changed the screen leaves that to the next frame.
        screen = self.screen
        if not screen.plays:
            self.buttons(now)
            if screen.repeats and self.screen is screen:
                from spit.console.flow.menu import held  # (a screen that repeats has menu's code)

                held(self, now)
            if self.screen is not screen:
                return
        screen.step(self.stage, now)
        if screen.idles_to_demo and self.screen is screen:
            from spit.console.flow.menu import idle

            idle(self, now)

    def buttons(self, now):
        # type: (int) -> None
        # Each debounced press to the screen on show (a press made on the one before: spent).
        race = self.race
        screen = self.screen
        stage = self.stage
        page = stage.page
        n = race.step(None, now)
        for i in range(n):
            out = race.outcome(i)
            if out.gesture != panel.G_BUTTON:
                continue
            if (self.screen is not screen or stage.page != page) and out.code == 0:
                out.code = race.gone_code  # made on the screen (page) an earlier press just left
            if out.code == 0 and not self.screen.press(stage, out.player, out.button, now):
                out.code = panel.R_NOT_NOW  # a summary's SPIT before its 1.5 s, a P3 there
            if out.code != 0 or screen.logged:
                self.spent(out, now)

    def shown_ms(self, now):
        # type: (int) -> int
        # How long the screen (or its page) has been up.
        return ticks_diff(now, self.phase_t)

    def park_bots(self):
        # type: () -> None
        # Paused: the CPU player and its code (~3 KB) make room for the pause menu's page; a
        # new one takes the same side when play resumes (it only looks at the table as it is).
        match = self.stage.match
        self.parked = tuple(p for p in (0, 1) if match.bots[p] is not None)
        if self.parked:
            match.bots = [None, None]
            drop_bot()
            gc.collect()

    def wake_bots(self):
        # type: () -> None
        match = self.stage.match
        if match is None or not self.parked or self.cpu_maker is None:
            return
        bots = [None, None]  # type: list[Any]
        for p in self.parked:
            bots[p] = self.cpu_maker(match.game, p, self.stats.settings.cpu_level)
        match.bots = bots
        self.parked = ()

    def new_game(self, now, cpu_sides=None, seated=False):
        # type: (int, Any, bool) -> None
        # Start a game with the settings chosen (both sides CPU in attract mode); ``seated``:
        # the pick screen seated the players (else who played at each panel last). The code
        # is spit.console.flow.parts', let go when the game begins.
        from spit.console.flow import parts

        self.let_go(self.screen.needs + self.screen.lends)  # (before the deal's collection)
        attract = parts.new_game(self, now, cpu_sides, seated)
        self.enter(ATTRACT if attract else GAME, now)

    def game_over(self, now):
        # type: (int) -> None
        match = self.stage.match
        if match is None:
            return
        match.note()  # the frame's last plays and slaps count before the game is counted
        s = self.stats.settings
        g = match.game
        scores = (g.score(0), g.score(1))
        self.stats.end_game(g.winner, s.variant(), s.cpu_side, s.cpu_level, match.play_ms, scores)
        self.save(now)  # the game is over: the stall cannot hurt anyone now
        self.enter(OVER, now)

    def turn_page(self, now):
        # type: (int) -> None
        # The next page of this screen: like a new screen, a press stamped before it reached
        # the glass was meant for the page before (the time rule), not for this one; its guard
        # time starts again (shown_ms).
        self.phase_t = now
        self.stage.page += 1
        self.race.since = now
        self.race.gone_code = panel.R_GONE  # (the result's first page came from the table)
        self.glass_due = True
        self.view_enter(now)

    def end_match(self, now):
        # type: (int) -> None
        stage = self.stage
        stage.score = None  # an abandoned game ends its match
        if stage.match is not None and not stage.match.over:
            self.stats.abort_game()
            self.log.note(now, "game abandoned")
        stage.match = None

    def start_attract(self, now, hall=True):
        # type: (int, bool) -> None
        # Attract mode's next screen: the hall of fame when it has a record to show (unless it
        # just showed), else a demo game.
        if hall:
            self.drop_game()  # (the demo's table and code go before the players' code comes)
            from spit.console.records import players

            hall = players.in_hall(self.stats)
            forget("spit.console.records.players", "spit.console.records.tally")
        if hall:
            self.enter(HALL, now)
        else:
            self.new_game(now, (0, 1))

    def start_hwtest(self, now):
        # type: (int) -> None
        from spit.console.flow import parts

        if parts.start_hwtest(self, now):
            self.enter(HWTEST, now)

    def drop_game(self):
        # type: () -> None
        # No game: its code goes until the next one, and so does its table, for the menus' heap.
        self.stage.match = None
        forget("spit.console.flow.match", "spit.input.bot")
        if self.view is not None:
            self.view.drop_table()

    # -- 3. view --
    def enter(self, name, now):
        # type: (str, int) -> None
        # Go to screen ``name`` (spit.console.flow.screens.SCREENS): the last one's code goes, this
        # one's comes (App.load), it is set up, drawn, and its presses start the ms after.
        left = self.screen
        screen = self.load(name)
        self.screen = screen
        self.phase = name  # (a button held from the last screen is no hold here: race.reset)
        self.phase_t = now
        self.idle_t = now
        stage = self.stage
        if screen.drops_game:
            self.drop_game()
            stage.score = None  # (a match left by a fault or a quit is over)
        if screen.parks:
            self.park_bots()
        if screen.plays and screen.in_match:  # a game in play (back from the pause menu):
            self.drop_menus()  # the menus' code goes, its CPU players come back
            self.wake_bots()
        screen.enter(stage, now)
        match = stage.match
        if screen.plays and match is not None:
            match.resume(now)  # the race plays this game (with its handicaps) again
        else:
            self.race.listener = None
            self.race.reset(None, now)  # menus: plain presses, no handicap
            self.race.set_handicap(0, 0)
            self.race.set_handicap(1, 0)
        if left is not None:  # a press still on its way to the last screen: its answer
            self.race.gone_code = left.late
        self.race.since = ticks_add(now, 1)  # nobody saw it in the ms it was entered
        self.glass_due = True
        self.log.note(now, name)
        self.speak(screen)
        self.view_enter(now)
        if screen.plays and match is not None:
            match.show_aims(self.view)
        self.debug_phase = name  # debug mode: the new screen's heap, named

    go = enter  # (the Stage's name for it)

    def speak(self, screen):
        # type: (Any) -> None
        # Each half's language: in a game and its pages its player's, else the console's.
        view, st = self.view, self.stats
        if view is not None:
            console = st.settings.language
            a = b = console
            if screen.in_match or screen.logged:  # (logged: a game's pages, its end's too)
                a, b = st.language(st.seats[0]), st.language(st.seats[1])
            view.speak(a, b, 2 if screen.plays else 1 if screen.in_match else 0)  # (the table)

    def load(self, name):
        # type: (str) -> Any
        # The loader: a new object of screen ``name``'s class. The module of the screen left goes
        # first (when it is another's), so two screens' code are never on the heap at once; then
        # what it needed or lent, unless this one needs it too (Screen.needs, Screen.lends).
        leaf, _, cls = SCREENS[name].partition(".")
        left = self.screen
        if left is not None:
            gone = SCREENS[self.phase].partition(".")[0]
            if gone and gone != leaf:
                forget(_SCREENS + "." + gone)
        if leaf:
            module = _SCREENS + "." + leaf
            __import__(module)
            screen = getattr(sys.modules[module], cls or "Screen")()
        else:
            screen = Fault(self)  # (the one screen in this module)
        if left is not None:
            self.let_go(tuple(m for m in left.needs + left.lends if m not in screen.needs))
        return screen

    def let_go(self, names):
        # type: (tuple) -> None
        # The loader's letting go (spit.screen.forget): the next import loads them again.
        forget(*names)

    def view_enter(self, now):
        # type: (int) -> None
        # The screen's whole page (on entering it, on turning a page).
        view = self.view
        if view is None:
            return
        screen = self.screen
        if screen.demo or self.demo_shown:  # the demo's "press any button" banner
            from spit.console.flow.parts import demo_banner

            # (once hidden, nothing to do until the next demo: no import at every screen)
            self.demo_shown = demo_banner(view, screen.demo) and screen.demo
            if screen.plays:
                forget(
                    "spit.console.flow.parts"
                )  # let go in play (drop_menus): the demo too, ~3.5 KB
        screen.draw(self.stage, now)

    redraw = view_enter  # (the Stage's name for it)

    def view_update(self, now):
        # type: (int) -> None
        if self.view is not None:
            self.screen.update(self.stage, now)

    # -- faults and debug --
    def fault(self, err, now):
        # type: (BaseException, int) -> bool
        # Message on screen, traceback to the log, fresh state: back to the title soon. False
        # when faults repeat (the caller then stops feeding the watchdog).
        self.faults += 1
        self.healthy_since = now
        if self.faults <= FAULTS_BEFORE_RESET:  # a fault loop logs its first few only
            self.log.fault(now, err)
        self.stats.in_game = False  # the game is not counted
        self.stats.hold = self.faults >= FAULTS_HOLD_SAVES  # a fault loop never writes nvm
        self.stage.match = self.stage.hwtest = None
        gave_up = self.giving_up
        if self.faults >= FAULTS_BEFORE_RESET:
            self.giving_up = True  # for good: the watchdog restarts the console within 8 s
            if not gave_up:
                self.log.note(now, "faults repeat: restarting")
        if not isinstance(self.screen, Fault) or self.faults == 1 or self.giving_up != gave_up:
            from spit.console.flow import parts

            self.fault_text = parts.short(err)
            if self.faults <= FAULTS_BEFORE_RESET:
                self.log.note(now, "on screen: " + self.fault_text)  # the fault page's words
            self.view = self.stage.view = None
            self.sound.cue(sound.FAULT, now)
            try:
                self.view = self.stage.view = parts.fresh_view(self.hw.display)  # the old one
                self.enter(FAULT, now)  # may be what broke
            except Exception as again:  # noqa: BLE001 - no screen: the log has it, carry on
                self.view = self.stage.view = None
                self.screen = Fault(self)
                self.phase = FAULT
                self.phase_t = now
                self.log.fault(now, again)
        return not self.giving_up
