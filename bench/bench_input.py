# SPDX-License-Identifier: MIT
"""Input figures: tie fairness, first-press resolution, bounce delay, cost of one event.

`python -m bench input`. Everything runs the real spit.input.race / spit.input.panel; the keypad is
the
host stand-in (host_tools/sim/stubs/keypad.py) scanning on a fake clock, and the memory figure
comes from the real MicroPython VM (tests/mpvm/vm.py) when node is available.
"""

import random
import sys
import time

sys.path[:0] = ["firmware/lib"]

from bench import results  # noqa: E402
from host_tools.sim.stubs import keypad, supervisor  # noqa: E402
from spit.input import panel  # noqa: E402
from spit.input.race import Race  # noqa: E402
from tests.input.rig import PileRace  # noqa: E402

A, B = 0, 1
WRAP = 1 << 29


def tie_fairness(races=100_000):
    rng = random.Random(1)
    race, game = Race(seed=0), PileRace()
    race.reset(game, 0)
    t = WRAP - 5_000_000
    a_wins = {True: [0, 0], False: [0, 0]}  # queue order (A handed over first) -> [A, B] wins
    start = time.perf_counter()
    for _ in range(races):
        game.taken = -1
        ka, kb = panel.key(A, rng.randrange(5)), panel.key(B, rng.randrange(5))
        a_first = rng.random() < 0.5
        order = (ka, kb) if a_first else (kb, ka)
        for k in order:
            race.push(k, True, t)
        for k in order:
            race.push(k, False, (t + 30) % WRAP)
        race.step(game, (t + 40) % WRAP)
        a_wins[a_first][game.taken] += 1
        t = (t + 100) % WRAP
    elapsed = time.perf_counter() - start
    total_a = a_wins[True][0] + a_wins[False][0]
    print(f"tie fairness: {races} same-ms races, A won {100 * total_a / races:.3f} %")
    results.record("tie_a_wins_pct", round(100 * total_a / races, 3), "%",
                   "same-ms ties of %d races: A won" % races, "cpython")  # fmt: skip
    for a_first in (True, False):
        wa, wb = a_wins[a_first]
        who = "A" if a_first else "B"
        print(f"  {who}'s press queued first ({wa + wb} races): A won {100 * wa / (wa + wb):.2f} %")
    print(f"  CPython: {1e6 * elapsed / races:.1f} us per race (2 presses + 2 releases + step)")


def keypad_same_scan(races=2000):
    """Same-scan presses through the keypad stand-in: queued in pin order (A first) every time."""
    keypad.reset_all()
    supervisor.reset()
    keys = keypad.Keys(range(16), value_when_pressed=False, interval=panel.SCAN_INTERVAL)
    event = keypad.Event()
    race = Race(seed=1)
    a = 0
    for _ in range(races):
        game = PileRace()
        race.reset(game, supervisor.ticks_ms())
        t = supervisor.advance(3)
        keys.press(panel.key(A, panel.P1), t)
        keys.press(panel.key(B, panel.P1), t)
        keys.release(panel.key(A, panel.P1), t + 30)
        keys.release(panel.key(B, panel.P1), t + 30)
        for _ in range(6):
            now = supervisor.advance(10)
            race.drain(keys, event, now)
            race.step(game, now)
        a += game.taken == A
    print(f"keypad same-scan ties (A's pins always queued first): A won {100 * a / races:.2f} %")
    results.record("same_scan_a_wins_pct", round(100 * a / races, 2), "%",
                   "keypad same-scan ties of %d races (A's pins queued first): A won" % races,
                   "cpython")  # fmt: skip


def resolution(trials=400):
    """Who wins when B presses d ms after A, the presses at a random phase of the 1 ms scan.

    The stand-in's clock runs in 0.1 ms units here and scans every 10 units (1 ms)."""
    rng = random.Random(5)
    print("first-press resolution (scan interval 1 ms; B presses d ms after A):")
    print("   d ms   A first   tie(->rule)   B first")
    for tenths in (0, 2, 5, 8, 10, 15, 20):
        first = tie = 0
        for _ in range(trials):
            keypad.reset_all()
            supervisor.reset(rng.randrange(WRAP))
            keys = keypad.Keys(range(16), value_when_pressed=False, interval=0.010)
            t = (supervisor.ticks_ms() + 1 + rng.randrange(10)) % WRAP
            keys.press(0, t)
            keys.press(8, (t + tenths) % WRAP)
            supervisor.advance(40)
            event, seen = keypad.Event(), {}
            while keys.events.get_into(event):
                seen[event.key_number] = event.timestamp
            d = ((seen[8] - seen[0]) + WRAP // 2) % WRAP - WRAP // 2
            first += d > 0
            tie += d == 0
        print(f"   {tenths / 10:4.1f}   {100 * first / trials:6.1f} %   {100 * tie / trials:6.1f} %"
              f"      {100 * (trials - first - tie) / trials:5.1f} %")  # fmt: skip
        results.record("resolution.a_first_pct_%02d" % tenths, round(100 * first / trials, 1),
                       "%", "keypad, B presses %.1f ms after A: A's press first (of %d)" % (
                           tenths / 10, trials), "cpython")  # fmt: skip
    print("  -> presses >= 1 ms apart are always ordered right: resolution = scan interval = 1 ms")


def bounce_delay(trials=2000):
    """Press time minus first contact, for random chatter up to 10 ms, by debounce threshold."""
    rng = random.Random(9)
    for threshold in (1, 2, 3):
        delays = []
        for _ in range(trials):
            keypad.reset_all()
            supervisor.reset()
            keys = keypad.Keys(
                range(16), value_when_pressed=False, interval=panel.SCAN_INTERVAL,
                debounce_threshold=threshold,
            )  # fmt: skip
            race = Race()
            race.reset(None, 0)
            t0 = supervisor.ticks_ms() + 2
            n = rng.randrange(11)
            trace = "1" + "".join(rng.choice("01") for _ in range(max(0, n - 1))) + "1" * 30
            keys.trace(3, t0, trace)
            now = supervisor.advance(60)
            race.drain(keys, keypad.Event(), now)
            race.step(None, now)
            delays.append((race.outcome(0).t - t0) % WRAP)
        delays.sort()
        mean = sum(delays) / trials
        print(f"bounce (0-10 ms random chatter), debounce_threshold {threshold}: press timed "
              f"{mean:.2f} ms after first contact on average, max {delays[-1]} ms")  # fmt: skip
        say = "0-10 ms random chatter, debounce_threshold %d: press timed after first contact" % (
            threshold
        )
        results.record("bounce.t%d_mean_ms" % threshold, round(mean, 2), "ms", say + ", mean",
                       "cpython")  # fmt: skip
        results.record("bounce.t%d_max_ms" % threshold, delays[-1], "ms", say + ", max",
                       "cpython")  # fmt: skip


def drain_cost(rounds=1000):
    """Per frame: 32 queued events drained, then their 16 presses applied to a real game.

    CPython times, then the MicroPython VM's bytes allocated (and its wasm time, for scale)."""
    from tests.input.test_input_mpvm import VM_SOURCE

    scope = {}
    exec(VM_SOURCE, scope)  # the same preallocated keypad-like source the VM test uses
    drained = applied = 0.0
    for _ in range(rounds):
        scope["fill"](32)
        t0 = time.perf_counter()
        scope["drain_all"]()
        t1 = time.perf_counter()
        scope["step_all"]()
        drained += t1 - t0
        applied += time.perf_counter() - t1
    race = scope["race"]
    assert race.dropped == 0 and race.overflows == 0
    print(f"CPython: drain one event {1e6 * drained / (32 * rounds):.1f} us; apply one press "
          f"(gesture + engine) {1e6 * applied / (16 * rounds):.1f} us")  # fmt: skip
    results.record("drain_event_us", round(1e6 * drained / (32 * rounds), 1), "us",
                   "drain one queued key event", "cpython")  # fmt: skip
    results.record("apply_press_us", round(1e6 * applied / (16 * rounds), 1), "us",
                   "apply one press (gesture + engine)", "cpython")  # fmt: skip
    try:
        from tests.mpvm.vm import MicroPythonVM, available
    except ImportError as err:
        print(f"MicroPython VM: not run ({err})")
        return
    reason = available()
    if reason:
        print(f"MicroPython VM: not run ({reason})")
        return
    with MicroPythonVM(dirs=["firmware/lib"], host_libs=["adafruit_ticks"]) as vm:
        vm.run(VM_SOURCE)
        vm.run("fill(N)")
        alloc_drain = vm.allocated("drain_all")
        alloc_step = vm.allocated("step_all")
        vm.run(
            "import time\n_d = _s = 0\nfor _ in range(200):\n    fill(N)\n"
            "    _t0 = time.ticks_us()\n    drain_all()\n    _t1 = time.ticks_us()\n"
            "    step_all()\n    _d += time.ticks_diff(_t1, _t0)\n"
            "    _s += time.ticks_diff(time.ticks_us(), _t1)"
        )
        us_drain = vm.eval("_d") / (200 * 32)
        us_step = vm.eval("_s") / (200 * 16)
    results.record("vm.drain_32_events_alloc_b", alloc_drain, "B",
                   "bytes allocated draining 32 events", "mpvm")  # fmt: skip
    results.record("vm.apply_16_presses_alloc_b", alloc_step, "B",
                   "bytes allocated applying 16 presses to a game", "mpvm")  # fmt: skip
    print(
        f"MicroPython VM (32-bit): {alloc_drain} bytes allocated draining 32 events, "
        f"{alloc_step} bytes applying their 16 presses to a game; {us_drain:.0f} us per "
        f"drained event, {us_step:.0f} us per applied press (wasm on this PC, not an RP2040)"
    )


def main():
    tie_fairness()
    keypad_same_scan()
    resolution()
    bounce_delay()
    drain_cost()


if __name__ == "__main__":
    main()
