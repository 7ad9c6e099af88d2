# SPDX-License-Identifier: MIT
"""Stand-in for CircuitPython's ``analogio``: ``AnalogIn`` on ``board.VOLTAGE_MONITOR`` reads the
simulated VSYS / 3 (``host_tools.sim.stubs.power``) as the RP2040's 12-bit ADC would, scaled to
16 bits as CircuitPython does; any other pin reads 0."""

from host_tools.sim.stubs import power

REFERENCE = 3.3


class AnalogIn:
    def __init__(self, pin):
        self.pin = pin
        self.reference_voltage = REFERENCE

    @property
    def value(self):
        if getattr(self.pin, "name", "") != "GP29":
            return 0
        raw = max(0, min(4095, round(power.vsys_now() / 3 / REFERENCE * 4095)))
        return raw << 4 | raw >> 8  # 12 bits to 16, as common-hal/analogio does

    def deinit(self):
        pass
