# SPDX-License-Identifier: MIT
"""One short game, played in the simulator and on the emulated Pico from the same script.

The script is written closed-loop in the simulator (tests/console/player.py's Scripter, plus a menu
driver that sets points scoring with target 25 so that one round ends the game; on a console
whose nvm has them already, ``goals_nvm``, it goes straight to Play), then played open-loop on
both. Presses start after the device's boot (~2.1 s of code.py on CircuitPython;
the simulator has no boot time), so both see every press.
"""

import shutil
import sys

from player import HOLD_MS, Scripter
from simkit import SimStop, simulate

START_MS = 4000  # after the emulated Pico's boot to the title (~2.1 s)
MENU_GAP_MS = 300  # between menu presses: a device frame can take ~100 ms
# After SPIT opens a screen, the next press waits for it to reach the glass (~0.7 s for the
# settings on the device): one made before is spent on the screen before (the time rule).
SCREEN_GAP_MS = 1500
# The first gesture waits for the device's deal frame (~1.2 s): a press made before the deal
# reached the glass is spent on the title (the time rule), and on the device that frame is long.
DEAL_WAIT_MS = 1500
GOALS = (("scoring", 1), ("target", 25))  # settings values: points scoring, target 25
KEY_SCAN_MS = (
    1  # spit.console.flow.app.KEY_INTERVAL: keypad scans every ms and stamps with its scan
)
ZERO_TICKS_SIM = (1 << 29) - 65000  # host_tools.sim.run.START_TICKS: the simulator's time zero


class ShortGame(Scripter):
    """Sets the GOALS in the settings menu through the panel, then plays one game to the end."""

    def __init__(self):
        # (the pick page's presses wait for it as for the settings: the time rule)
        super().__init__(think_ms=(60, 300), start_ms=10**9, pick_wait_ms=SCREEN_GAP_MS)
        self.next_ms = START_MS
        self.set_up = False
        self.dealt_at = None

    def __call__(self, sim):
        app = sys.modules["spit.console.flow.app"].current
        now = sim.elapsed
        if self.set_up:
            if app is not None and app.phase == sys.modules["spit.console.flow.app"].GAME:
                self.dealt_at = now if self.dealt_at is None else self.dealt_at
                if now < self.dealt_at + DEAL_WAIT_MS:
                    return None
            return super().__call__(sim)
        if app is None or now < self.next_ms:
            return
        button = self.menu_press(app)
        if button is None:
            self.set_up = True
            self.start_ms = now + MENU_GAP_MS
            return
        self.type(sim, now + 10, 0, button)
        self.next_ms = now + (SCREEN_GAP_MS if button == 7 else MENU_GAP_MS)

    def menu_press(self, app):
        """A's next menu button towards the goals; None once they are set and the title shows."""
        mod = sys.modules["spit.console.flow.app"]
        settings = app.screen.menu
        todo = [(k, v) for k, v in GOALS if getattr(app.stats.settings, k) != v]
        if app.phase == mod.TITLE:
            if not todo:
                return None
            want = _index(app.screen.menu, "settings")
            return 7 if app.screen.menu.cursor == want else 3  # SPIT to open, else P4 down
        if app.phase != mod.SETTINGS:
            return None
        key = todo[0][0] if todo else "back"
        if settings.items[settings.cursor][0] != key:
            return 3  # P4: down
        return 6 if todo else 7  # R: next value; SPIT on Back


def _index(menu, key):
    return [item[0] for item in menu.items].index(key)


def goals_nvm(path):
    """nvm (a 4 KB sector: stock's one, the console UF2's second) of a console set to the GOALS,
    as its settings menu saves them: the short game without ~13 s of menu presses."""
    from host_tools.sim.stubs.microcontroller import FlashNVM
    from spit.console.records.stats import Stats
    from spit.console.records.store import SECTOR, Store

    nvm = FlashNVM(SECTOR)
    stats = Stats(Store(nvm))
    for key, value in GOALS:
        assert stats.settings.set(key, value), key
    stats.changed()
    assert stats.save()
    path.write_bytes(nvm.snapshot())
    return path


def play_in_sim(seed, shots_dir, nvm=None):
    """Closed loop in the simulator: (script text, run, [(ms, png)] shots to compare). ``nvm``:
    the console's nvm at power-on (a path; the run saves to a copy of it)."""
    driver = ShortGame()

    def on_frame(sim):
        driver(sim)
        if driver.over_at is not None and sim.elapsed >= driver.over_at + 2500:
            raise SimStop("game over shown")

    kept = None
    if nvm is not None:
        kept = shots_dir / "closed-loop.nvm"
        shutil.copyfile(nvm, kept)
    simulate(seed=seed, until_ms=240000, on_frame=on_frame, nvm=kept)
    assert driver.over_at is not None, "the scripted game did not end in 240 s"
    text = driver.script_text()
    end = max(ms for ms, _ in driver.lines) + HOLD_MS
    shot_times = (START_MS - 500, driver.start_ms + 1500, end + 2000)
    shots = [(ms, str(shots_dir / ("sim-%d.png" % ms))) for ms in shot_times]
    script = text + "".join("%d shot %s\n" % s for s in shots)
    return script, end + 2500, shots


def a_lines(path, zero):
    """(ms since time zero, p, kind, x, y) of every A line of the log at ``path``."""
    out = []
    for line in path.read_bytes().decode("latin1").splitlines():
        f = line.split()
        if f and f[0] == "A":
            out.append(((int(f[2]) - zero) % (1 << 29), *map(int, f[3:7])))
    return out


def same_actions(device_log, zero_ticks, sim_log):
    """Assert that the device's log (time zero at ``zero_ticks``) carried out the simulator's
    engine actions in the same order at the same times; returns how many."""
    device = a_lines(device_log, zero_ticks)
    sim = a_lines(sim_log, ZERO_TICKS_SIM)
    # The same actions in the same order; times to keypad's resolution. The harness presses at
    # the scan that stamps the script's ms, but the supervisor tick that runs the scans drifts
    # (977 us after the last one, not on a 1024 Hz grid), so now and then no scan carries that
    # ms and the press is stamped 1 ms later: the device's truth, which the simulator idealises.
    assert [a[1:] for a in device] == [a[1:] for a in sim]
    late = [(d[0] - s[0]) for d, s in zip(device, sim, strict=True) if d[0] != s[0]]
    assert all(0 < dt <= KEY_SCAN_MS for dt in late), late
    assert len(late) <= len(sim) // 10, late  # the exception, not the rule
    return len(sim)
