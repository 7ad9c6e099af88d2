# SPDX-License-Identifier: MIT
"""Stand-in for CircuitPython's ``digitalio`` (only what the firmware uses): ``DigitalInOut`` on
``board.VBUS_SENSE`` (GP24) reads whether the simulated console is on USB
(``host_tools.sim.stubs.power``); any other pin reads low."""

from host_tools.sim.stubs import power


class Direction:
    INPUT = "input"
    OUTPUT = "output"


class Pull:
    UP = "up"
    DOWN = "down"


class DigitalInOut:
    def __init__(self, pin):
        self.pin = pin
        self.direction = Direction.INPUT
        self.pull = None
        self._out = False

    @property
    def value(self):
        if self.direction == Direction.OUTPUT:
            return self._out
        return getattr(self.pin, "name", "") == "GP24" and power.supply.usb

    @value.setter
    def value(self, high):
        self._out = bool(high)

    def deinit(self):
        pass
