# SPDX-License-Identifier: MIT
"""Stand-in for CircuitPython's ``board`` on a Raspberry Pi Pico, plus the simulator's screen.

Pins are plain named objects (GP0-GP28 and the Pico's aliases); ``DISPLAY`` is the simulator's
window (``None`` until ``host_tools.sim`` makes one), exactly like a board with a built-in screen,
so ``spit.console.device.hw`` uses it instead of building an SPI display.
"""

board_id = "raspberry_pi_pico"


class Pin:
    """A pin name; compares and hashes by name like microcontroller.Pin does by identity."""

    def __init__(self, name):
        self.name = name

    def __repr__(self):
        return "board." + self.name


for _n in range(29):
    globals()["GP" + str(_n)] = Pin("GP" + str(_n))
LED = globals()["GP25"]
A0, A1, A2 = globals()["GP26"], globals()["GP27"], globals()["GP28"]
# The Pico's power pins (read by host_tools.sim.stubs.analogio / digitalio from the simulated
# supply): VSYS / 3 on GP29 (ADC3, not on the header), VBUS sense on GP24.
VOLTAGE_MONITOR = A3 = Pin("GP29")
VBUS_SENSE = globals()["GP24"]

DISPLAY = None  # set by host_tools.sim before code.py runs
