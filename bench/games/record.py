# SPDX-License-Identifier: MIT
"""Record the device bench's scripted games: bench/games/long_human.txt and cpu_masher.txt.

    .venv/bin/python bench/games/record.py            # writes both (make's HEADLESS env vars)

long_human.txt, a long game of human presses:
tests/console/driver.py's whole-game ``Driver`` plays both panels in the headless simulator, closed
loop, with human timing (think times of 0.1-1 s, two presses in one ms now and then, stray presses,
L/R aims, moves into an empty slot, a pause hold and its Resume, mashed SPITs on the round summary
and the result pages), in a points game to 50 (VARIANTS) with slap races and round summaries.
Its presses are written as a script, which the bench then plays open loop on the emulated Pico
(stock and the console UF2) as `python -m host_tools.pico --script` does.

cpu_masher.txt, a CPU game: A against the CPU at level 5 (B), a no-slap points game to 25, A a
masher (as docs/screens/cpu_game.txt's, longer): every MASH_MS two pile buttons 150 ms apart,
every pair of P1-P5 in turn (a move when the first is an empty slot), now and then L or R (an
aim, or a choice when A must choose), and SPIT every SPIT_MS from the deal on; whatever fits
plays and the rest is refused. Such presses need no table to be right, so the device's CPU may
play differently from the simulator's and the game still holds.
Recorded closed loop too, only to know when the game ended (the masher stops then, and turns
the result's pages).

Open loop on a slower device, a press made before a new screen reached the glass is spent on the
screen before (the time rule), and the two would part ways. So the menus wait for each
screen as tests/pico/twin.py's do, and nobody presses for DEAL_WAIT_MS after a deal or a resume
(the stock firmware's deal takes ~0.5 s to draw); within a round the presses are the driver's.
"""

import pathlib
import sys

_ROOT = pathlib.Path(__file__).resolve().parents[2]
for _path in (_ROOT / "firmware" / "lib", _ROOT / "tests" / "console", _ROOT):
    if str(_path) not in sys.path:
        sys.path.insert(0, str(_path))

SEED = 3  # the game's seed: a clean judge, every kind of press, a pause hold, ~65 s
# The games' settings rows (spit.console.flow.settings_menu.SETTINGS): (row, presses of R), from the
# defaults and then from the game before: a points game to 50 with slap races (two rounds or more:
# a round summary's "go on"). A second game, ("no slap, points to 25", ((4, 1), (8, 3))), would
# add a choice; the CPU game has them instead (the emulated Pico plays ~0.05x real time on a busy
# machine: the bench's games are as short as they can be with every kind of press).
VARIANTS = (("points to 50", ((7, 1), (8, 1))),)
START_MS = 2500  # after the emulated Pico's boot to the title (stock: ~1.9 s)
MENU_GAP_MS = 250  # between menu presses: a menu frame takes ~100 ms on stock
SCREEN_GAP_MS = 1000  # after a SPIT that opens a screen (stock draws the settings in ~0.7 s)
DEAL_WAIT_MS = 1000  # no press until a deal (or the table after a pause) is on the glass
PICK_GAP_MS = 1500  # after Play: the pick page on the glass before its presses (as Settings)
PICK_B_MS = 50  # B's SPIT this long after A's: each panel its first row (a CPU comes picked)
OUT = pathlib.Path(__file__).with_name("long_human.txt")
CPU_OUT = pathlib.Path(__file__).with_name("cpu_masher.txt")
CPU_SEED = 7
CPU_ROWS = ((1, 1), (2, 3), (4, 1), (7, 1), (8, 4))  # CPU B, level 5, no slap, points to 25
MASH_MS = 400  # a pair of pile presses (or a SPIT) this often
PAIR_GAP_MS = 150
PAIRS = [(i, j) for i in range(5) for j in range(5) if i != j]
SPIT_MS = 2100


def setup(rows, start, panel_mod, hold, cpu=False):
    """Title -> Settings -> R on each (row, presses) -> Back -> Play -> the pick (A's SPIT, then
    B's unless a CPU plays there: its half comes picked), as (ms, key) presses, each waiting for
    the screen before it on a slow device; and the time of the pick's last press."""
    from spit.console.flow import settings_menu

    back_row = [item[0] for item in settings_menu.SETTINGS].index("back")
    P4, R, SPIT = panel_mod.P4, panel_mod.R, panel_mod.SPIT
    seq = [P4, SPIT]  # the title's cursor down to Settings, open it
    cur = 0
    for row, steps in rows:
        seq += [P4] * (row - cur) + [R] * steps
        cur = row
    seq += [P4] * (back_row - cur) + [SPIT, SPIT]  # Back, then Play on the title
    out = []
    t = start
    for b in seq:
        out.append((t, b))
        t += SCREEN_GAP_MS if b == SPIT else MENU_GAP_MS
    t += PICK_GAP_MS - SCREEN_GAP_MS
    out.append((t, SPIT))  # the pick: A's first row
    if not cpu:
        t += PICK_B_MS
        out.append((t, 8 + SPIT))  # B's (the game starts with the second)
    return out, t


def script_line(t, key, hold):
    from spit.input import panel

    return "%d %s.%s %d\n" % (t, "AB"[key // 8], panel.BUTTON_NAMES[key % 8], hold)


def _driver_class():
    from driver import HOLD, Driver

    from host_tools.sim.script import Event
    from spit.input import panel

    class LongGame(Driver):
        """The driver's games one after another, menus and deals waited for (see above)."""

        def __init__(self, variants, seed):
            self.todo = list(variants)
            self.start = START_MS
            self.setup_downs = []  # (ms, key) of the menu presses
            self.table_at = None  # when the table last came up (a deal, a resume)
            self.last_phase = None
            self.games = 0
            self.pauses = 0  # games in which the driver held SPIT into the pause menu
            self.variant, self.rows = self.todo.pop(0)
            super().__init__(self.variant, seed)

        def _setup(self):
            presses, self.play_at = setup(self.rows, self.start, panel, HOLD)
            events = []
            for t, key in presses:
                events += [Event(t, key, True), Event(t + HOLD, key, False)]
                self.setup_downs.append((t, key))
            return events

        def __call__(self, sim):
            mod = sys.modules.get("spit.console.flow.app")
            app = mod.current if mod is not None else None
            if app is not None and app.phase != self.last_phase:
                if app.phase == mod.GAME:
                    self.table_at = sim.elapsed
                self.last_phase = app.phase
            if app is not None and app.phase == mod.GAME and app.frames != self.seen:
                if sim.elapsed < self.table_at + DEAL_WAIT_MS:
                    self.seen = app.frames  # (watch as the driver does, press nothing yet)
                    self._watch(app)
                    self._lines(app, mod, sim.elapsed)
                    return
            super().__call__(sim)
            if self.done and self.todo:
                self.games += 1
                self._next_game(sim)

        def _next_game(self, sim):
            self.pauses += self.paused
            self.variant, self.rows = self.todo.pop(0)
            self.start = sim.elapsed + SCREEN_GAP_MS
            self.done = False
            self.summary = self.over_at = None
            self.paused = False
            self.over_page = -1
            self.busy = [0, 0]
            sim.events.extend(self._setup())
            sim.events.sort(key=lambda e: e.t)

        def script(self):
            """The presses as script lines: '<ms> <A|B>.<button> <hold>'."""
            rows = [(t, key, HOLD) for t, key in self.setup_downs]
            rows += [(t, key, hold) for t, key, hold in self.downs]
            return [script_line(t, key, hold) for t, key, hold in sorted(rows)]

    return LongGame


def record(seed=SEED, variants=VARIANTS):
    """(driver, run, script lines) of one closed-loop recording in the simulator."""
    import driver as driver_mod
    from driver import judge, tally
    from simkit import simulate

    from host_tools.sim.run import SimStop

    driver = _driver_class()(variants, seed)

    def hook(sim):
        driver_mod._clock["sim"] = sim
        driver(sim)
        if driver.done and not driver.todo:
            raise SimStop("driver done")

    run = simulate(driver.events, seed=seed, until_ms=3000000, on_frame=hook)
    driver_mod._clock["sim"] = None
    driver.pauses += driver.paused
    return driver, run, driver.script(), tally(driver, run), judge(driver, run)


def record_cpu(seed=CPU_SEED):
    """(script lines, ms the game ended, run) of the masher against the CPU, in the simulator."""
    from driver import HOLD
    from simkit import simulate

    from host_tools.sim.run import SimStop
    from host_tools.sim.script import Event
    from spit.input import panel

    presses, play_at = setup(CPU_ROWS, START_MS, panel, HOLD, cpu=True)
    rows = [(t, key, HOLD) for t, key in presses]
    state = {"dealt": None, "over": None, "next": 0, "i": 0, "spit": 0}

    def press(sim, at, key):
        rows.append((at, key, HOLD))
        sim.events += [Event(at, key, True), Event(at + HOLD, key, False)]
        sim.events.sort(key=lambda e: e.t)

    def hook(sim):
        mod = sys.modules["spit.console.flow.app"]
        app = mod.current
        now = sim.elapsed
        if app is None or now <= play_at:
            return
        if state["over"] is not None:  # the result's two pages, then the title: stop
            if app.phase == mod.TITLE:
                raise SimStop("back on the title")
            if now >= state["next"]:
                press(sim, now + 10, panel.SPIT)
                state["next"] = now + 2000
            return
        if app.phase == mod.OVER:
            state["over"] = now
            state["next"] = now + 1700
            return
        if state["dealt"] is None:
            if app.phase != mod.GAME:
                return
            state["dealt"] = now
            state["next"] = now + DEAL_WAIT_MS
            state["spit"] = state["next"]
        if now < state["next"]:
            return
        if now >= state["spit"]:  # a Spit! call, a summary's go-on; else a stray SPIT
            press(sim, now + 5, panel.SPIT)
            state["spit"] = now + SPIT_MS
        elif state["i"] % 6 == 5:  # L or R: an aim in play, a choice when A must choose
            press(sim, now + 5, panel.L if state["i"] % 12 == 5 else panel.R)
            state["i"] += 1
        else:  # Pi then Pj: a play or a refusal each, or a move when Pi is an empty slot
            i, j = PAIRS[state["i"] % len(PAIRS)]
            press(sim, now + 5, panel.P1 + i)
            press(sim, now + 5 + PAIR_GAP_MS, panel.P1 + j)
            state["i"] += 1
        state["next"] = now + MASH_MS

    events = [e for t, k, h in rows for e in (Event(t, k, True), Event(t + h, k, False))]
    run = simulate(events, seed=seed, until_ms=600000, on_frame=hook)
    lines = [script_line(t, key, hold) for t, key, hold in sorted(rows)]
    return lines, state["over"], run


def _comment(text):
    import textwrap

    return ["# %s\n" % line for line in textwrap.wrap(text, 96)]


def main():
    driver, run, lines, counts, broken = record()
    kinds = {k: v for k, v in counts.items() if k not in ("games", "typed", "p_lines", "lost")}
    did = ", ".join("%s %s" % kv for kv in sorted(kinds.items()))
    head = _comment(
        "A long game of human presses for `make bench` (bench_pico), made by"
        " bench/games/record.py: tests/console/driver.py's Driver, closed loop in the simulator,"
        " seed %d: a points game to 50. %d presses, %d of them in the"
        " games; the simulator was back on the title at %d ms. What the presses did there: %s;"
        " pause holds %d." % (SEED, len(lines), counts["typed"], run.elapsed, did, driver.pauses)
    )
    OUT.write_text("".join(head + lines))
    print("wrote %s: %d presses, %d ms; %s" % (OUT, len(lines), run.elapsed, counts))
    if broken:
        print("the driver's judge found: %s" % broken[:5])
    lines, over, run = record_cpu()
    head = _comment(
        "A CPU game for `make bench` (bench_pico), made by bench/games/record.py: A mashes pairs"
        " of P1-P5, L or R now and then (every %d ms) and SPIT (every %d ms) against the CPU at"
        " level 5, no slap, points to 25,"
        " seed %d. %d presses; in the simulator the game ended at %s ms, the title came at %d ms."
        % (MASH_MS, SPIT_MS, CPU_SEED, len(lines), over, run.elapsed)
    )
    CPU_OUT.write_text("".join(head + lines))
    print("wrote %s: %d presses, over at %s ms, %d ms" % (CPU_OUT, len(lines), over, run.elapsed))
    return 0


if __name__ == "__main__":
    sys.exit(main())
