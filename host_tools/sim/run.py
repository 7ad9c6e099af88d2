# SPDX-License-Identifier: MIT
"""Run firmware/code.py on the PC: stand-ins in sys.modules, a clock, keys from keyboard or script.

``Sim`` installs the host stand-ins (``board``, ``keypad``, ``supervisor``, ``usb_cdc``,
``microcontroller``, ``watchdog``), puts ``firmware/lib`` first on ``sys.path``, gives
``board.DISPLAY`` the simulator's screen and runs ``firmware/code.py`` exactly as the device
does. The firmware waits for its next frame through ``spit.console.device.hardware.sleep_ms``; the
simulator takes that moment to move its clock, feed key edges to the keypad stand-in and check the
watchdog:

- in a window (``headless=False``) the clock is real time and the keyboard drives both panels
  (``host_tools.sim.keymap``);
- headless, the clock is simulated: each wait moves it on by exactly the time asked, so a
  scripted run is the same on every machine, however slow; the display is drawn only when a
  screenshot is due (``render="shots"``) unless asked to draw every frame (``render="all"``).

A watchdog reset or ``microcontroller.reset()`` restarts code.py with fresh ``spit`` modules, as
the board would. A deep sleep (``alarm.exit_and_deep_sleep_until_alarms``) blanks the screen and
moves the clock to the script's next press (the wake), then code.py runs again with the sleep
memory kept, the press still down as it starts (``sleeps``: when each began and ended). The run
ends at the end of the script (plus ``settle_ms``), at ``until_ms``, or when the window is closed.
"""

import os
import pathlib
import runpy
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parents[2]
FIRMWARE = ROOT / "firmware"
START_TICKS = (1 << 29) - 65000  # the device's ticks_ms starts ~65 s before its first wrap
_MASK = (1 << 29) - 1
TAP_MS = 2  # the shortest press the keypad stand-in is handed: its 1 ms scan sees it
STAND_INS = ("board", "keypad", "supervisor", "usb_cdc", "microcontroller", "watchdog", "analogio",
             "digitalio", "alarm")  # fmt: skip
# Bind supervisor.ticks_ms at import: imported afresh each boot, they read the simulated clock.
CLOCKED = ("adafruit_ticks", "adafruit_debouncer")


def _fresh_per_boot(name):
    return name == "spit" or name.startswith("spit.") or name in CLOCKED


_GETENV = os.getenv  # CPython's own (Sim.install puts settings.toml in front of it)


class SimStop(BaseException):
    """Ends a simulated run (a BaseException, so the firmware's fault handler lets it through)."""


def settings_toml(path=FIRMWARE / "settings.toml"):
    """key -> value of a settings.toml (strings and integers, as CircuitPython's getenv reads)."""
    values = {}
    try:
        text = pathlib.Path(path).read_text(encoding="utf-8")
    except OSError:
        return values
    for line in text.splitlines():
        line = line.split("#", 1)[0].strip()
        if "=" not in line:
            continue
        key, _, value = line.partition("=")
        values[key.strip()] = value.strip().strip('"')
    return values


class Sim:
    """One simulated console: ``run()`` returns when the run ends (see module docstring)."""

    def __init__(
        self,
        headless=True,
        events=(),
        seed=None,
        until_ms=None,
        settle_ms=1500,
        zoom=2,
        render="shots",
        nvm_path=None,
        debug=False,
        env=None,
        start_ticks=START_TICKS,
        on_frame=None,
        on_sleep=None,
        partial=None,
        supply=None,
    ):
        self.headless = headless
        self.events = list(events)
        self.next_event = 0
        self.seed = seed
        self.until_ms = until_ms
        self.settle_ms = settle_ms
        self.zoom = zoom
        self.render = render if headless else "all"
        self.nvm_path = nvm_path
        self.debug = debug
        self.env = dict(env or {})
        self.start_ticks = start_ticks
        self.on_frame = on_frame  # called as on_frame(sim) at every frame wait (tests, tools)
        self.on_sleep = on_sleep  # called as on_sleep(sim) as a deep sleep begins (tests)
        self.partial = (not headless) if partial is None else partial
        self.supply = supply  # a host_tools.sim.stubs.power.Supply (None: on USB)
        self.elapsed = 0  # simulated ms since power-on
        self.resets = 0
        self.sleeps = []  # [asleep_ms, woke_ms] of each deep sleep (woke None: never woken)
        self.frames = 0
        self.refreshes = 0  # display.refresh() calls (counted when drawing is deferred)
        self.screen = None
        self.keys = None  # the keypad.Keys the firmware made
        self.shots = []  # paths written
        self.help_shown = False
        self._t0 = 0.0
        self._pending_draw = False
        self._down_t = {}  # key -> when its last press went in (a tap must outlast a scan)
        self._work_t = None  # host time the firmware's frame work began (for --debug)
        self.work_ms = 0.0  # that work, last frame, in real ms on this PC
        self.worst_work_ms = 0.0
        self._debug_t = 0

    # -- set-up ---------------------------------------------------------------------------
    def install(self):
        """Stand-ins into sys.modules, firmware/lib on sys.path, settings.toml behind os.getenv."""
        from host_tools.sim.stubs import alarm, board, usb_cdc, watchdog

        # what to put back on close(): a test run in-process leaves the interpreter as it was
        self._saved_modules = {
            name: module
            for name, module in sys.modules.items()
            if name in STAND_INS or _fresh_per_boot(name)
        }

        lib = str(FIRMWARE / "lib")
        if lib not in sys.path:
            sys.path.insert(0, lib)
        sys.modules["board"] = board
        sys.modules["usb_cdc"] = usb_cdc
        sys.modules["watchdog"] = watchdog
        sys.modules["alarm"] = alarm
        alarm.power_on()
        usb_cdc.data.written.clear()
        usb_cdc.console.written.clear()
        from host_tools.sim.stubs import (
            analogio,
            digitalio,
            keypad,
            microcontroller,
            power,
            supervisor,
        )

        sys.modules["analogio"] = analogio
        sys.modules["digitalio"] = digitalio
        power.supply = self.supply if self.supply is not None else power.Supply()
        power.zero_ticks = self.start_ticks  # ramps count from code.py's start
        sys.modules["keypad"] = keypad
        sys.modules["supervisor"] = supervisor
        sys.modules["microcontroller"] = microcontroller
        # a fresh board each run: blank flash unless kept in a file, a watchdog that is off
        nvm_path = None if self.nvm_path is None else str(self.nvm_path)
        microcontroller.power_on(nvm_path, blank=nvm_path is None)
        keypad.reset_all()
        env = settings_toml()
        env["language"] = "en"  # a fresh console told English (--setting language= asks)
        env.update(self.env)
        if self.seed is not None:
            env["seed"] = str(self.seed)
        if self.debug:
            env["debug"] = "1"
        # os.getenv (how the firmware reads settings.toml) answers from these first. Not through
        # os.environ: its putenv while an earlier run's displayio thread was in SDL's getenv
        # crashed a test worker (a segfault in glibc's environ, seen once in a full make test).
        settings = {key: str(value) for key, value in env.items()}

        def getenv(key, default=None):
            return settings[key] if key in settings else _GETENV(key, default)

        os.getenv = getenv

    def restore_env(self):
        os.getenv = _GETENV

    def make_screen(self):
        from host_tools.sim import screen as screen_mod
        from host_tools.sim.stubs import board

        zoom = 1 if self.headless else self.zoom
        # a window draws only displayio's dirty areas (as the device sends only those)
        self.screen = screen_mod.Screen(headless=self.headless, zoom=zoom, partial=self.partial)
        board.DISPLAY = self.screen.display
        if self.render != "all":
            self._wrap_refresh(self.screen.display)
        return self.screen

    def _wrap_refresh(self, display):
        """Headless: the firmware's refresh() only notes that a frame is due (drawn on demand)."""
        real = display.refresh
        sim = self

        def refresh(*args, **kwargs):
            sim.refreshes += 1
            sim._pending_draw = True
            return True

        display.refresh = refresh
        self._real_refresh = real

    def draw(self):
        """Draw what the firmware last asked to show (headless, before a screenshot)."""
        if self.render != "all" and self._pending_draw:
            self._real_refresh()
            self._pending_draw = False

    # -- the clock ------------------------------------------------------------------------
    def ticks(self):
        if not self.headless and self._t0:  # a window runs on real time, even mid-frame
            return (self.start_ticks + int((time.monotonic() - self._t0) * 1000)) & _MASK
        return (self.start_ticks + self.elapsed) & _MASK

    def wait_ms(self, ms):
        """The firmware's frame wait: move the clock, deliver key edges, check the watchdog."""
        self.frames += 1
        if self.debug:
            self._debug_work()
        if self.headless:
            self._advance(ms)
        else:
            if ms > 0:
                time.sleep(ms / 1000)
            self._advance_real()
            self._pump_window()
        if self.on_frame is not None:
            self.on_frame(self)
        self._check_end()
        self._work_t = time.monotonic()

    def _debug_work(self):
        """--debug: the firmware's frame work in real time on this PC, once a simulated second
        (headless the firmware's own clock is simulated: its frame time reads 0 there)."""
        if self._work_t is None:
            return
        self.work_ms = (time.monotonic() - self._work_t) * 1000
        self.worst_work_ms = max(self.worst_work_ms, self.work_ms)
        if self.elapsed - self._debug_t < 1000:
            return
        self._debug_t = self.elapsed
        line = "sim: frame work %.2f ms worst %.2f (CPython on this PC) at %d ms" % (
            self.work_ms, self.worst_work_ms, self.elapsed)  # fmt: skip
        print(line, file=sys.stderr, flush=True)
        if not self.headless:
            import pygame

            pygame.display.set_caption("Spit  " + line[5:])
        self.worst_work_ms = 0.0

    def _advance(self, ms):
        """Simulated time: deliver every scripted edge due within the next ``ms``, in order."""
        target = self.elapsed + max(0, ms)
        while self.next_event < len(self.events) and self.events[self.next_event].t <= target:
            event = self.events[self.next_event]
            self._set_elapsed(max(self.elapsed, event.t))
            self._deliver(event)
            self.next_event += 1
        self._set_elapsed(target)

    def _advance_real(self):
        """Real time: scripted edges that came due are delivered with their own times."""
        self._set_elapsed(int((time.monotonic() - self._t0) * 1000))
        while self.next_event < len(self.events) and self.events[self.next_event].t <= self.elapsed:
            event = self.events[self.next_event]
            if event.key < 0:
                self.screenshot(event.path)
            else:
                self.key_edge(event.key, event.pressed, (self.start_ticks + event.t) & _MASK)
            self.next_event += 1

    def _set_elapsed(self, elapsed):
        self.elapsed = elapsed
        import supervisor

        supervisor_set = getattr(supervisor, "set_ticks", None)
        if supervisor_set is not None:
            supervisor_set(self.ticks())
        import microcontroller

        microcontroller.watchdog.check(self.ticks())

    def _deliver(self, event):
        if event.key < 0:
            self.screenshot(event.path)
        else:
            self.key_edge(event.key, event.pressed, self.ticks())

    def key_edge(self, key, pressed, t):
        """One key edge into the keypad stand-in the firmware scans, stamped ``t``. A release
        comes at least TAP_MS after its press: a tap shorter than a scan (two keyboard events
        read in one frame) would open and close the contact inside one scan and be lost."""
        import keypad

        if pressed:
            self._down_t[key] = t
        else:
            down = self._down_t.pop(key, None)
            if down is not None and ((t - down) & _MASK) < TAP_MS:
                t = (down + TAP_MS) & _MASK
        keypad.inject(key, pressed, t)

    def _check_end(self):
        if self.until_ms is not None:
            if self.elapsed >= self.until_ms:
                raise SimStop("until")
        elif self.headless and self.next_event >= len(self.events):
            last = self.events[-1].t if self.events else 0
            if self.elapsed >= last + self.settle_ms:
                raise SimStop("script done")

    # -- the window -----------------------------------------------------------------------
    def _pump_window(self):
        import pygame

        from host_tools.sim import keymap

        for event in pygame.event.get():
            if event.type in (pygame.QUIT, pygame.WINDOWCLOSE):
                raise SimStop("window closed")
            if event.type not in (pygame.KEYDOWN, pygame.KEYUP):
                continue
            name = pygame.key.name(event.key)
            down = event.type == pygame.KEYDOWN
            if name == keymap.QUIT_KEY and down:
                raise SimStop("escape")
            if name in keymap.HELP_KEYS and down:
                self.help_shown = not self.help_shown
                self.screen.display.overlay = self._help() if self.help_shown else None
                self.screen.display.present()  # at once, even on a frame nothing redraws
            elif name == keymap.SHOT_KEY and down:
                self.screenshot("spit-%d.png" % self.elapsed)
            elif name in keymap.KEYS:
                self.key_edge(keymap.KEYS[name], down, self.ticks())

    def _help(self):
        """The key map as a see-through surface the window shows over every frame (made once)."""
        box = getattr(self, "_help_box", None)
        if box is not None:
            return box
        import pygame

        from host_tools.sim import keymap

        window = self.screen.display._window or self.screen.surface
        font = pygame.font.Font(None, 14 * max(1, self.zoom) // 2 + 8)
        box = pygame.Surface(window.get_size(), pygame.SRCALPHA)
        box.fill((0, 0, 0, 210))
        y = 8
        for line in keymap.help_lines():
            box.blit(font.render(line, True, (255, 255, 255)), (10, y))
            y += font.get_linesize()
        self._help_box = box
        return box

    # -- output ---------------------------------------------------------------------------
    def screenshot(self, path):
        self.draw()
        path = pathlib.Path(path)
        if path.parent and not path.parent.exists():
            path.parent.mkdir(parents=True, exist_ok=True)
        self.screen.save(str(path))
        self.shots.append(str(path))

    def log_bytes(self):
        import usb_cdc

        return bytes(usb_cdc.data.written)

    # -- the run --------------------------------------------------------------------------
    def run(self):
        """Power on and run code.py until the run ends; returns why it ended."""
        self.make_screen()  # first: Blinka's displayio wants the real microcontroller.Pin
        self.install()
        self._t0 = time.monotonic()
        self._set_elapsed(0)
        try:
            while True:
                try:
                    self._boot()
                    return "code.py returned"
                except SimStop as stop:
                    return str(stop)
                except BaseException as err:  # noqa: BLE001 - a reset restarts code.py
                    if type(err).__name__ == "DeepSleepRequest":
                        ended = self._deep_sleep(err.alarms)
                        if ended:
                            return ended
                        self._reset_reason("DeepSleep")
                        continue
                    if type(err).__name__ not in ("WatchDogReset", "ResetRequested"):
                        raise
                    self.resets += 1
                    self._reset_reason(type(err).__name__)
        finally:
            self.draw()

    def _deep_sleep(self, alarms):
        """Asleep until the script's next press: the screen black, screenshots due meanwhile
        taken of it, then the wake (code.py again, the press due); the run's end when no press
        comes (its reason: "asleep", or "until")."""
        import alarm

        self.sleeps.append([self.elapsed, None])
        self.screen.asleep = True
        if self.on_sleep is not None:
            self.on_sleep(self)
        if not self.headless:
            return self._sleep_in_window(alarms)
        events = self.events
        while self.next_event < len(events):
            event = events[self.next_event]
            if event.key >= 0 and event.pressed:
                break
            if self.until_ms is not None and event.t >= self.until_ms:
                break
            self._set_elapsed(max(self.elapsed, event.t))
            if event.key < 0:
                self.screenshot(event.path)
            self.next_event += 1  # (a release while asleep: nothing happens)
        else:
            event = None
        if event is None or not event.pressed or event.key < 0:
            end = self.until_ms if self.until_ms is not None else self.elapsed + self.settle_ms
            self._set_elapsed(max(self.elapsed, end))
            return "asleep"
        if self.until_ms is not None and event.t >= self.until_ms:
            self._set_elapsed(self.until_ms)
            return "until"
        self._set_elapsed(max(self.elapsed, event.t))  # (the press itself comes in the boot)
        self.sleeps[-1][1] = self.elapsed
        self.screen.asleep = False
        alarm.woken_by(alarms[0] if alarms else None)
        return None

    def _sleep_in_window(self, alarms):
        """A window: black until a panel key goes down (that press only wakes it), or closed."""
        import alarm
        import pygame

        from host_tools.sim import keymap

        window = self.screen.display._window
        if window is not None:
            window.fill((0, 0, 0))
            pygame.display.flip()
        while True:
            for event in pygame.event.get():
                if event.type in (pygame.QUIT, pygame.WINDOWCLOSE):
                    return "window closed"
                if event.type == pygame.KEYDOWN and pygame.key.name(event.key) in keymap.KEYS:
                    self._set_elapsed(int((time.monotonic() - self._t0) * 1000))
                    self.sleeps[-1][1] = self.elapsed
                    self.screen.asleep = False
                    alarm.woken_by(alarms[0] if alarms else None)
                    return None
            time.sleep(0.02)

    def _reset_reason(self, why):
        import microcontroller

        reasons = getattr(microcontroller, "ResetReason", None)
        if reasons is not None:
            # (deep sleep ends in the watchdog's reboot with no magic: SOFTWARE on the RP2040)
            name = "WATCHDOG" if why == "WatchDogReset" else "SOFTWARE"
            microcontroller.cpu.reset_reason = getattr(reasons, name)

    def _boot(self):
        """code.py from scratch: fresh spit modules, the frame wait routed through the sim."""
        for name in list(sys.modules):
            if _fresh_per_boot(name):
                del sys.modules[name]
        import keypad

        reset = getattr(keypad, "reset_all", None)
        if reset is not None:
            reset()
        from spit.console.device import hardware

        hardware.sleep_ms = self.wait_ms  # the firmware's frame wait runs the simulated clock
        hardware.ticks_ms = self.ticks
        runpy.run_path(str(FIRMWARE / "code.py"), run_name="__main__")

    def close(self):
        self.restore_env()
        saved = getattr(self, "_saved_modules", None)
        if saved is not None:
            for name in list(sys.modules):
                if name in STAND_INS or _fresh_per_boot(name):
                    del sys.modules[name]
            sys.modules.update(saved)
            self._saved_modules = None
        if self.screen is not None:
            self.screen.release()
            self.screen = None
