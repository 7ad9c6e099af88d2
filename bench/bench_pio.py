# SPDX-License-Identifier: MIT
"""PIO backend figures beside keypad's: resolution and first-press ordering, FIFO, read cost.

`python -m bench pio`. The PIO side runs the real ``spit.input.pio_keys.PROGRAM`` in
rp2040-pio-emulator (tests/input/pio_sim.py) at 125 MHz with the real reader; the keypad side is
the host stand-in (host_tools/sim/stubs/keypad.py) scanning every 1 ms on a microsecond clock.
Each trial: A presses at a random phase, B presses d us later; who comes first by the events,
and who gets the pile once the events go through ``Race.drain`` and ``Race.step`` (end to end:
the race orders same-ms presses by ``sub_ns`` when both have it, else by its tie rule)?
"""

import random
import sys
import time

sys.path[:0] = ["firmware/lib"]

from bench import results  # noqa: E402
from host_tools.sim.stubs import keypad, supervisor  # noqa: E402
from spit.input import pio_keys  # noqa: E402
from spit.input.race import Race  # noqa: E402
from tests.input.pio_sim import EmulatedStateMachine, make_keys  # noqa: E402
from tests.input.rig import PileRace  # noqa: E402

A_KEY, B_KEY = 0, 8  # A's P1, B's P1: both fit pile 0, the first to play it takes it
GAPS_US = (0, 0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10, 100, 500, 999, 1000, 1500, 2000)
WRAP = 1 << 29


class Tap:
    """Keys handed to ``Race.drain`` as they are, noting each press's (timestamp, sub_ns)."""

    def __init__(self, keys, scale=1):
        self.keys, self.inner, self.scale = keys, keys.events, scale
        self.events = self
        self.seen = {}
        self.overflowed = False

    def get_into(self, event):
        if not self.inner.get_into(event):
            return False
        if event.pressed:
            self.seen[event.key_number] = (event.timestamp, getattr(event, "sub_ns", None))
        return True

    def clear(self):
        self.inner.clear()

    def reset(self):
        self.keys.reset()


class MsKeys(Tap):
    """The keypad stand-in counted in us, handed over in ms (its 1 ms scans stay 1 ms apart);
    its events have no ``sub_ns``, as keypad's."""

    class Event:
        key_number, pressed, timestamp = 0, False, 0

    def __init__(self, keys):
        super().__init__(keys)
        self._ev = keypad.Event()

    def get_into(self, event):
        if not self.inner.get_into(self._ev):
            return False
        ev = self._ev
        event.key_number, event.pressed, event.timestamp = ev.key_number, ev.pressed, 0
        event.timestamp = ev.timestamp // 1000
        if ev.pressed:
            self.seen[ev.key_number] = (event.timestamp, None)
        return True


def order_of(seen):
    """1: A's press first by the events, 0: a tie (same ms and sub), -1: B's first."""
    (ma, na), (mb, nb) = seen[A_KEY], seen[B_KEY]
    dms = ((mb - ma) + WRAP // 2) % WRAP - WRAP // 2
    d = dms * 1_000_000 + (nb or 0) - (na or 0)
    return (d > 0) - (d < 0), dms == 0


def pio_pair(rng, d_us, race, i):
    """A presses pile 0 at a random phase, B d_us later, through the emulated PIO program, the
    reader, ``Race.drain`` and ``Race.step``: (event order, same ms, who got the pile)."""
    sm = EmulatedStateMachine(ms0=(i * 1000) % WRAP)  # one race a second: crosses no wrap
    keys = make_keys(sm)
    tap = Tap(keys)
    t = 20.0 + rng.random() * 1000.0
    sm.press(A_KEY, t)
    sm.press(B_KEY, t + d_us)
    sm.release(A_KEY, t + d_us + 15_000)
    sm.release(B_KEY, t + d_us + 15_000)
    sm.run_us(t + d_us + 40_000)
    game = PileRace()
    race.reset(game, sm.ticks_ms() - 41)
    race.drain(tap, pio_keys.Event(), sm.ticks_ms())
    race.step(game, sm.ticks_ms())
    return order_of(tap.seen) + (game.taken,)


def keypad_pair(rng, d_us, race):
    """The same with the keypad stand-in: 1 ms scans, its clock counted in microseconds."""
    keypad.reset_all()
    supervisor.reset(rng.randrange(WRAP - 10**7))  # the ms handed to the race do not wrap
    keys = keypad.Keys(range(16), value_when_pressed=False, interval=1.0)  # 1000 clock units
    t0 = supervisor.ticks_ms() + 20 + rng.randrange(1000)
    # The stand-in takes whole clock units: a sub-us gap is rounded onto the unit grid.
    ta = t0 + rng.random()
    keys.press(A_KEY, int(ta))
    keys.press(B_KEY, int(ta + d_us))
    keys.release(A_KEY, int(ta + d_us) + 15_000)
    keys.release(B_KEY, int(ta + d_us) + 15_000)
    supervisor.advance(int(d_us) + 41_000)
    now = supervisor.ticks_ms() // 1000
    game = PileRace()
    race.reset(game, now - 41)
    ms_keys = MsKeys(keys)
    race.drain(ms_keys, MsKeys.Event(), now)
    race.step(game, now)
    return order_of(ms_keys.seen) + (game.taken,)


def ordering(trials=100):
    rng = random.Random(8)
    print("first press, B presses d us after A (random phase), % of", trials, "pairs;")
    print("'race': the same presses through Race.drain + step onto one pile (end to end):")
    print("   d us  PIO events: A first   tie B first  same ms | PIO race: A gets it"
          " | keypad events: A first   tie | keypad race: A gets it")  # fmt: skip
    pio_race, kp_race = Race(seed=0), Race(seed=0)
    summary = []
    for d in GAPS_US:
        pio = [pio_pair(rng, d, pio_race, i) for i in range(trials)]
        kp = [keypad_pair(rng, d, kp_race) for _ in range(trials)]
        pct = lambda xs, j, v: 100 * sum(1 for x in xs if x[j] == v) / trials  # noqa: E731
        same_ms = 100 * sum(1 for x in pio if x[1]) / trials
        print(f"  {d:7.2f}   {pct(pio, 0, 1):16.1f} {pct(pio, 0, 0):5.1f} {pct(pio, 0, -1):7.1f}"
              f" {same_ms:8.1f} | {pct(pio, 2, 0):18.1f}"
              f" | {pct(kp, 0, 1):20.1f} {pct(kp, 0, 0):5.1f} | {pct(kp, 2, 0):21.1f}")  # fmt: skip
        summary.append((d, pct(pio, 2, 0), pct(kp, 2, 0)))
        slug = ("%g" % d).replace(".", "_")
        say = "B presses %g us after A (%d pairs, random phase), through Race: A gets the pile" % (
            d,
            trials,
        )
        results.record("race.pio_a_gets_pct_%sus" % slug, pct(pio, 2, 0), "%", "PIO: " + say,
                       "cpython")  # fmt: skip
        results.record("race.keypad_a_gets_pct_%sus" % slug, pct(kp, 2, 0), "%", "keypad: " + say,
                       "cpython")  # fmt: skip
    print("  (tie: one PIO sample / one keypad scan saw both; the race's alternating tie rule")
    print("   decides it. 'A gets it' at d = 0 is tie fairness; for d > 0 it is accuracy.)")
    return summary


def mixed(trials=200):
    """A presses through PIO, the CPU opponent's B press is pushed in that same ms (no sub)."""
    rng = random.Random(9)
    race = Race(seed=0)
    a_won = 0
    for i in range(trials):
        sm = EmulatedStateMachine(ms0=(i * 1000) % WRAP)
        keys = make_keys(sm)
        t = 20.0 + rng.random() * 1000.0
        sm.press(A_KEY, t)
        sm.release(A_KEY, t + 15_000)
        sm.run_us(t + 40_000)
        game = PileRace()
        race.reset(game, sm.ticks_ms() - 41)
        race.drain(keys, pio_keys.Event(), sm.ticks_ms())
        ms = sm.ms0 + int(t // 1000)
        race.push(B_KEY, True, ms)  # as spit.input.bot does: whole ms
        race.push(B_KEY, False, ms + 15)
        race.step(game, sm.ticks_ms())
        a_won += game.taken == 0
    share = 100 * a_won / trials
    results.record("mixed_pio_side_pct", share, "%", "a PIO press against a CPU press in the same"
                   " ms (%d races): the PIO side gets the pile" % trials, "cpython")  # fmt: skip
    print(f"PIO press vs a CPU press in the same ms ({trials} races, PIO phase random):"
          f" PIO side gets the pile {share:.1f} % (tie rule, not sub 0)")  # fmt: skip


def storm():
    """16 presses 2 us apart, read once: what each way of reading the words keeps."""
    for dma in (False, True):
        sm = EmulatedStateMachine(dma=dma)
        keys = make_keys(sm)
        sm.run_us(10)
        event = pio_keys.Event()
        while keys.events.get_into(event):
            pass
        for k in range(16):
            sm.press(k, 50.0 + 2 * k)
        sm.run_us(200)
        n = 0
        while keys.events.get_into(event):
            n += 1
        room = len(keys._ring) // 2 if keys._ring is not None else pio_keys.FIFO_WORDS // 2
        print(f"storm, {keys.mode:4}: room for {room:3} reports between reads; 16 presses 2 us"
              f" apart read once -> {n:2} events, overflowed={keys.events.overflowed}"
              f" (words dropped in the FIFO: {sm.dropped})")  # fmt: skip
    print("  overflow -> race.drain resyncs: keys.reset() restarts the program (held keys"
          " re-reported, taken as held)")  # fmt: skip


def read_cost(rounds=2000):
    """CPython time to turn one FIFO edge (2 words) into a queued event and hand it out."""
    sm = EmulatedStateMachine(dma=False)
    keys = make_keys(sm)
    words = []
    count = pio_keys.COUNT_MASK
    for i in range(rounds):
        pins = 0xFFFF ^ (1 << (i % 16)) if i % 2 == 0 else 0xFFFF
        count -= 20_000  # 2.08 ms between edges: each key's lockout has ended
        words += [pio_keys.STATE_TAG | pins, count & pio_keys.COUNT_MASK]
    event = pio_keys.Event()
    start = time.perf_counter()
    for i in range(0, len(words), 8):
        sm.fifo.extend(words[i : i + 8])
        keys.poll()
        while keys.events.get_into(event):
            pass
    us = (time.perf_counter() - start) * 1e6 / rounds
    print(f"reader cost, CPython on this PC: {us:.1f} us per edge (2 FIFO words -> one event)")
    results.record("reader_us_per_edge", round(us, 1), "us",
                   "the reader: 2 FIFO words to one event", "cpython")  # fmt: skip


def main():
    cycles = pio_keys.LOOP_CYCLES
    results.record("sample_ns", round(cycles * 1000 / 125), "ns",
                   "PIO loop: one sample at 125 MHz (%d cycles)" % cycles, "cpython")  # fmt: skip
    print(f"PIO loop: {cycles} cycles per sample = {cycles * 1000 / 125:.0f} ns at 125 MHz, "
          f"{cycles * 1000 / 150:.1f} ns at 150 MHz (RP2350); keypad: 1 ms scans")  # fmt: skip
    wrap_s = (1 << 29) * pio_keys.LOOP_CYCLES / 125e6
    print(f"PIO counter: 29 bits, wraps every {wrap_s:.1f} s (extended in software)")
    ordering()
    mixed()
    storm()
    read_cost()


if __name__ == "__main__":
    main()
