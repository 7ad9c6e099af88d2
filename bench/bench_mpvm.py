# SPDX-License-Identifier: MIT
"""The engine in a real 32-bit MicroPython VM: import footprint, bytes per play, plays per second.

`python -m bench mpvm` prints them. Full random games of the standard rules are recorded on
CPython, shipped to the VM, and replayed there the way the console drives the engine (tick, then
the action) on games built without recording. Times come from the VM's own `time.ticks_us()`, so
the Node pipe is not counted; that clock only ticks in whole milliseconds in this VM, so play()
calls timed one by one are summed over many thousands (the rounding averages out). A WebAssembly
VM on a PC is far faster than an RP2040: compare these rates between commits, not with the device.
"""

import pathlib
import sys

# `python -m bench` runs from the repo root without firmware/lib (the device's /lib) on the path.
_LIB = str(pathlib.Path(__file__).resolve().parents[1] / "firmware" / "lib")
if _LIB not in sys.path:
    sys.path.insert(0, _LIB)

import spit  # noqa: E402
from bench import results  # noqa: E402
from tests.console.heap import device_files  # noqa: E402
from tests.mpvm.games import MEASURE_SRC, record_game, ship_history  # noqa: E402
from tests.mpvm.vm import MicroPythonVM, VMError, available  # noqa: E402

SEEDS = (1, 2, 3, 4)
REPEATS = 40

# Replays one history on a fresh non-recording game the way the console drives it (tick, then
# the action). Returns microseconds for the deal, for all steps, and for the play() calls alone
# (each timed on its own; the cost of an empty timed region is subtracted by the host).
REPLAY_SRC = """
import time

def replay_timed(rules, seed, hist):
    us = time.ticks_us
    diff = time.ticks_diff
    t0 = us()
    g = spit.Game(rules=rules, seed=seed)
    t1 = us()
    play_us = 0
    for s in hist:
        t, p, kind, x, y = s
        g.tick(t)
        if kind == 2:
            a = us()
            g.play(p, x, y, t)
            play_us += diff(us(), a)
        elif kind == 3:
            g.move(p, x, y, t)
        elif kind == 1:
            g.spit(p, t)
        elif kind == 5:
            g.slap(p, x, t)
        elif kind == 4:
            g.flip(p, x, t)
        elif kind == 6:
            g.choose(p, x, t)
    t2 = us()
    return diff(t1, t0), diff(t2, t1), play_us

def empty_region(n):
    us = time.ticks_us
    diff = time.ticks_diff
    total = 0
    for _ in range(n):
        a = us()
        total += diff(us(), a)
    return total
"""


def import_bytes(vm):
    vm.run("spit = None")
    return vm.retained("import spit")


def module_footprints(libs):
    """Bytes each firmware submodule keeps on top of `import spit`, each in a fresh VM (interned
    names outlive a module, so a second import in one VM would look cheaper than it is)."""
    rows = []
    root = pathlib.Path(_LIB)
    for path in sorted((root / "spit").rglob("*.py")):
        if path.stem == "__init__":
            continue
        name = ".".join(path.relative_to(root).with_suffix("").parts)  # spit.screen.view
        local = "m_" + name.replace(".", "_")
        with MicroPythonVM(files=device_files(), host_libs=libs) as vm:
            vm.run(f"spit = None\n{local} = None")
            vm.retained("import spit")
            try:
                rows.append((name, vm.retained(f"import {name} as {local}")))
            except VMError as err:
                rows.append((name, err.traceback.strip().splitlines()[-1]))
    return rows


def bytes_per_play(vm, games):
    """Total bytes allocated by carried-out plays (outside new deals) / number of such plays."""
    total = plays = 0
    for rules, seed, history in games:
        n = len(history)
        ship_history(vm, history)
        vm.run(
            f"used = [0] * {n}\ntu = [0] * {n}\ntc = [False] * {n}\ndealt = [False] * {n}\n"
            f"g = spit.Game(rules=spit.Rules(**{rules!r}), seed={seed})"
        )
        vm.collect()
        vm.run("stop = measure(g, H, used, tu, tc, dealt)")
        used, dealt = vm.eval("(used, dealt)")
        for step, size, new_deal in zip(history, used, dealt, strict=True):
            if step[2] == spit.A_PLAY and not new_deal:
                total += size
                plays += 1
    return total, plays


def speed(vm, games):
    """(us per deal, steps per second, plays per second) over REPEATS replays of every game."""
    deal_us = step_us = play_us = deals = steps = plays = 0
    for rules, seed, history in games:
        ship_history(vm, history)
        vm.run(f"R = spit.Rules(**{rules!r})")
        n_plays = sum(1 for s in history if s[2] == spit.A_PLAY)
        for _ in range(REPEATS):
            d, a, p = vm.eval(f"replay_timed(R, {seed}, H)")
            deal_us, step_us, play_us = deal_us + d, step_us + a, play_us + p
        deals += REPEATS
        steps += REPEATS * len(history)
        plays += REPEATS * n_plays
    timer_us = vm.eval("empty_region(20000)") / 20000
    play_us -= plays * timer_us
    return deal_us / deals, steps / (step_us / 1e6), plays / (play_us / 1e6)


def main():
    reason = available()
    if reason:
        print(f"   MicroPython VM unavailable: {reason}")
        return
    games = []
    for seed in SEEDS:
        g, rules = record_game({}, seed)
        games.append((rules, seed, list(g.history)))
    libs = ("adafruit_ticks", "adafruit_debouncer", "adafruit_display_text")
    # the modules as a device loads them: without their module docstrings (mpy-cross drops them)
    with MicroPythonVM(files=device_files(), host_libs=libs) as vm:
        footprint = import_bytes(vm)
        vm.run(MEASURE_SRC + REPLAY_SRC)
        total, plays = bytes_per_play(vm, games)
        deal_us, steps_per_s, plays_per_s = speed(vm, games)
    modules = module_footprints(libs)
    steps = sum(len(h) for _, _, h in games)
    print(f"   import spit retains   {footprint} bytes (budget 24576)")
    print(f"   bytes per play        {total / max(plays, 1):.2f} ({total} B over {plays} plays)")
    print(f"   plays per second      {plays_per_s:,.0f} (play() calls timed alone)")
    print(f"   steps per second      {steps_per_s:,.0f} (tick + action; {steps} steps x {REPEATS})")
    print(f"   deal of a new game    {deal_us:,.0f} us")
    print("   submodules, bytes kept on top of `import spit` (each imported alone):")
    for name, size in modules:
        print(f"     spit.{name:<10} {size}")
    vm = "mpvm"
    results.record("import_bytes", footprint, "B", "`import spit` retains", vm, ("<=", 24576))
    results.record("bytes_per_play", round(total / max(plays, 1), 2), "B",
                   "bytes allocated per carried-out play (%d plays of %d random games)"
                   % (plays, len(SEEDS)), vm)  # fmt: skip
    results.record(
        "plays_per_s", round(plays_per_s), "/s", "play() calls a second, timed alone", vm
    )
    results.record("steps_per_s", round(steps_per_s), "/s", "tick + action steps a second", vm)
    results.record("deal_us", round(deal_us), "us", "the deal of a new game", vm)
    for name, size in modules:
        if isinstance(size, int):
            results.record(
                "module.%s_bytes" % name,
                size,
                "B",
                "%s imported alone keeps, on top of `import spit`" % name,
                vm,
            )


if __name__ == "__main__":
    main()
