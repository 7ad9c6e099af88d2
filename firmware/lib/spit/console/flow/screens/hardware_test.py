# SPDX-License-Identifier: MIT
"""The hardware test (spit.console.device.hwtest draws its own screen and reads every raw edge);
three quick SPITs end it, back to the settings."""

from spit.console.flow.screens import SETTINGS
from spit.console.flow.screens import Screen as Base
from spit.screen import forget


class Screen(Base):
    sleeps = False  # a builder at work

    def step(self, app, now):
        if app.hwtest is None or app.hwtest.step(now):
            app.hwtest = None
            forget(
                "spit.console.device.hwtest", "spit.console.device.pins"
            )  # ~6 KB of code only the test needs
            app.enter(SETTINGS, now)  # its screen is drawn afresh over the test's
