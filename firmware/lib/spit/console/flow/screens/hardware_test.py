# SPDX-License-Identifier: MIT
"""The hardware test (spit.console.device.hwtest draws its own screen and reads every raw edge);
three quick SPITs end it, back to the settings."""

from spit.console.flow.screens import SETTINGS
from spit.console.flow.screens import Screen as Base


class Screen(Base):
    sleeps = False  # a builder at work
    needs = ("spit.console.device.hwtest", "spit.console.device.pins")  # ~6 KB: the test's only

    def step(self, stage, now):
        if stage.hwtest is None or stage.hwtest.step(now):
            stage.hwtest = None
            stage.go(SETTINGS, now)  # its screen is drawn afresh over the test's
