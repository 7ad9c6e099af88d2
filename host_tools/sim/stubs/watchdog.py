# SPDX-License-Identifier: MIT
"""Stand-in for CircuitPython's ``watchdog`` module: the mode constants and the timeout error."""


class WatchDogMode:
    """RESET restarts the board when not fed; RAISE (not on RP2040) raises WatchDogTimeout."""

    RAISE = "RAISE"
    RESET = "RESET"


class WatchDogTimeout(Exception):
    """Raised in RAISE mode when the watchdog was not fed in time."""
