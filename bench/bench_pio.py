# SPDX-License-Identifier: MIT
"""PIO backend figures beside keypad's: resolution and first-press ordering, FIFO, read cost.

`python -m bench pio`. The PIO side runs the real ``spit.pio_keys.PROGRAM`` in
rp2040-pio-emulator (tests/pio/pio_sim.py) at 125 MHz with the real reader; the keypad side is
the host stand-in (host_tools/sim/stubs/keypad.py) scanning every 1 ms on a microsecond clock.
Each trial: A presses at a random phase, B presses d us later; who comes first by the events?
"""

import random
import sys
import time

sys.path[:0] = ["firmware/lib"]

from host_tools.sim.stubs import keypad, supervisor  # noqa: E402
from spit import pio_keys  # noqa: E402
from tests.pio.pio_sim import EmulatedStateMachine, make_keys  # noqa: E402

A_KEY, B_KEY = 5, 13  # A's L, B's L
GAPS_US = (0, 0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10, 100, 500, 999, 1000, 1500, 2000)
WRAP = 1 << 29


def pio_pair(rng, d_us):
    """(order, same_ms) of A's and B's press d_us apart: order 1 A first, 0 tie, -1 B first."""
    sm = EmulatedStateMachine(ms0=rng.randrange(WRAP))
    keys = make_keys(sm)
    t = 20.0 + rng.random() * 1000.0
    sm.press(A_KEY, t)
    sm.press(B_KEY, t + d_us)
    sm.run_us(t + d_us + 20)
    seen = {}
    event = pio_keys.Event()
    while keys.events.get_into(event):
        seen[event.key_number] = (event.timestamp, event.sub_ns)
    (ma, na), (mb, nb) = seen[A_KEY], seen[B_KEY]
    dms = ((mb - ma) + WRAP // 2) % WRAP - WRAP // 2
    d = dms * 1_000_000 + nb - na
    return (d > 0) - (d < 0), dms == 0


def keypad_pair(rng, d_us):
    """The same with the keypad stand-in: 1 ms scans, its clock counted in microseconds."""
    keypad.reset_all()
    supervisor.reset(rng.randrange(WRAP))
    keys = keypad.Keys(range(16), value_when_pressed=False, interval=1.0)  # 1000 clock units
    t0 = supervisor.ticks_ms() + 20 + rng.randrange(1000)
    # The stand-in takes whole clock units: a sub-us gap is rounded onto the unit grid.
    ta = t0 + rng.random()
    keys.press(A_KEY, int(ta) % WRAP)
    keys.press(B_KEY, int(ta + d_us) % WRAP)
    supervisor.advance(4000)
    seen = {}
    event = keypad.Event()
    while keys.events.get_into(event):
        seen[event.key_number] = event.timestamp
    d = ((seen[B_KEY] - seen[A_KEY]) + WRAP // 2) % WRAP - WRAP // 2
    return (d > 0) - (d < 0)


def ordering(trials=100):
    rng = random.Random(8)
    print("first press, B presses d us after A (random phase), % of", trials, "pairs:")
    print("   d us     PIO: A first  tie   B first | same ms   keypad 1 ms: A first  tie")
    for d in GAPS_US:
        pio = [pio_pair(rng, d) for _ in range(trials)]
        kp = [keypad_pair(rng, d) for _ in range(trials)]
        pct = lambda xs, v: 100 * sum(1 for x in xs if x == v) / trials  # noqa: E731
        same_ms = 100 * sum(1 for _, s in pio if s) / trials
        orders = [o for o, _ in pio]
        print(f"  {d:7.2f}   {pct(orders, 1):10.1f} {pct(orders, 0):6.1f} {pct(orders, -1):7.1f}"
              f"  | {same_ms:6.1f}   {pct(kp, 1):17.1f} {pct(kp, 0):6.1f}")  # fmt: skip
    print("  (tie: the race's alternating tie rule decides; 'same ms': today's race.py sees a tie")
    print("   there too, unless it also compares sub_ns - docs/PIO.md)")


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


def main():
    cycles = pio_keys.LOOP_CYCLES
    print(f"PIO loop: {cycles} cycles per sample = {cycles * 1000 / 125:.0f} ns at 125 MHz, "
          f"{cycles * 1000 / 150:.1f} ns at 150 MHz (RP2350); keypad: 1 ms scans")  # fmt: skip
    wrap_s = (1 << 29) * pio_keys.LOOP_CYCLES / 125e6
    print(f"PIO counter: 29 bits, wraps every {wrap_s:.1f} s (extended in software)")
    ordering()
    storm()
    read_cost()


if __name__ == "__main__":
    main()
