# SPDX-License-Identifier: MIT
"""`python -m bench calibrate`: the emulated Pico's clock against two published runs on real
RP2040 boards at 125 MHz, with the XIP cache model and without it (--ideal-flash). Printed, not
asserted: real / emulated near 1 (0.85-1.15) means the emulator's times can be planned on.

- Primes (adafruit/circuitpython#6279 and #6292, mjs513): the trial-division loop up to 20 000
  took 2.2 minutes on a QT Py RP2040 at 125 MHz. Scaled down to HIGHER (its inner-loop iterations
  counted exactly; the published time scaled by their ratio), the same program otherwise.
- Terminal scroll (adafruit/circuitpython#7147, jepler): display.refresh() of the REPL terminal
  on a 240x320 ST7789 over SPI, 2.7 fps on a Pico W at 125 MHz before that PR (which was closed,
  not merged). The same program; the init sequence is adafruit_st7789's (as
  spit.console.device.hw's).
Stock CircuitPython 10.2.1 leaves the core at 125 MHz, as on those boards.
"""

import re
import statistics

PUBLISHED_PRIMES_S = 2.2 * 60  # #6279: 20 000 in 2.2 minutes, QT Py RP2040 at 125 MHz
PUBLISHED_FPS = 2.7  # #7147: Pico W at 125 MHz, before the PR
HIGHER = 6000  # the bench's primes limit (20 000 would take ~2 emulated minutes, ~6 wall)

PRIMES = """import supervisor
lower = 2
higher = %d
time_now = supervisor.ticks_ms()
while (lower < higher):
    flag = 0
    for x in range(2, lower//2, 1):
        if (lower %% x == 0):
            flag = 1
            break
    lower = lower + 1
print("primes ms", (supervisor.ticks_ms() - time_now))
"""

SCROLL = """import board
import busio
import displayio
import time
from busdisplay import BusDisplay
from fourwire import FourWire

displayio.release_displays()
bus = busio.SPI(clock=board.GP18, MOSI=board.GP19)
display_bus = FourWire(bus, command=board.GP16, chip_select=board.GP20, reset=board.GP21)
INIT = (b"\\x01\\x80\\x96\\x11\\x80\\xff\\x3a\\x81\\x55\\x0a\\x36\\x01\\x08\\x21\\x80\\x0a"
        b"\\x13\\x80\\x0a\\x36\\x01\\xc0\\x29\\x80\\xff")
display = BusDisplay(display_bus, INIT, width=240, height=320, rowstart=0,
                     backlight_pin=board.GP15)
display.auto_refresh = False
for i in range(30):
    print(i)
t0 = time.monotonic_ns()
for i in range(12):
    display.refresh()
    t1 = time.monotonic_ns()
    fps = 1e9 / (t1-t0)
    print(f"{fps=}")
    t0 = t1
"""


def iterations(higher: int) -> int:
    """Inner-loop iterations of the primes program up to `higher`: up to and including the first
    divisor found in range(2, lower // 2), else the whole range."""
    total = 0
    for lower in range(2, higher):
        end = lower // 2
        x = 2
        while x * x <= lower and lower % x:
            x += 1
        total += x - 1 if x < end and x * x <= lower else max(0, end - 2)
    return total


def _run(uf2, code: str, until_ms: int, ideal: bool):
    from host_tools.pico import run

    items = [("code.py", code.encode())]
    return run.run(uf2, [], until_ms, items=items, ideal_flash=ideal, wall_timeout_s=1200)


def main():
    from bench import results
    from host_tools.pico import run

    uf2 = run.find_uf2()
    if uf2 is None:
        print("   skipped: " + run.GET_UF2)
        return
    scale = iterations(HIGHER) / iterations(20000)
    real_primes_ms = PUBLISHED_PRIMES_S * 1000 * scale
    print("   primes to %d (%.4f of the published 20 000's work): real %.0f ms (of %.1f min)"
          % (HIGHER, scale, real_primes_ms, PUBLISHED_PRIMES_S / 60))  # fmt: skip
    for ideal in (False, True):
        name = "ideal flash (rp2040js)" if ideal else "XIP cache model"
        res = _run(uf2, PRIMES % HIGHER, 40000, ideal)
        found = re.search(r"primes ms (\d+)", res.console)
        ms = int(found.group(1)) if found else None
        print("     %-24s emulated %s ms: real / emulated %s; %.0f s wall" % (
            name, ms, "%.2f" % (real_primes_ms / ms) if ms else "-", res.wall_s))  # fmt: skip
        flash = "ideal" if ideal else "xip"
        if ms:
            results.record("primes_%s_ratio" % flash, round(real_primes_ms / ms, 2), "",
                           "primes to %d, %s: real (published, scaled) / emulated time" % (
                               HIGHER, name), "pico-stock")  # fmt: skip
        res = _run(uf2, SCROLL, 15000, ideal)
        fps = [float(f) for f in re.findall(r"fps=([0-9.]+)", res.console)][2:]  # settled
        got = statistics.median(fps) if fps else None
        # fps: a frame taking longer emulated than real is a higher real / emulated time ratio
        if got:
            results.record("scroll_%s_ratio" % flash, round(got / PUBLISHED_FPS, 2), "",
                           "displayio terminal scroll, %s: real / emulated time" % name,
                           "pico-stock")  # fmt: skip
        print("     %-24s terminal scroll %s fps (real %.1f): real / emulated time %s; %.0f s wall"
              % (name, "%.2f" % got if got else "-", PUBLISHED_FPS,
                 "%.2f" % (got / PUBLISHED_FPS) if got else "-", res.wall_s))  # fmt: skip


if __name__ == "__main__":
    main()
