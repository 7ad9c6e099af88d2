# SPDX-License-Identifier: MIT
"""The host watchdog behaves like the RP2040's: fed in time it stays quiet, starved it resets."""

import pytest

from host_tools.sim.stubs import microcontroller as mc
from host_tools.sim.stubs.watchdog import WatchDogMode

WRAP = 1 << 29


class Clock:
    def __init__(self, now=0):
        self.now = now

    def __call__(self):
        return self.now


def armed(clock, seconds=2.0):
    dog = mc.WatchDogTimer(clock=clock)
    dog.timeout = seconds
    dog.mode = WatchDogMode.RESET
    return dog


def test_a_fed_watchdog_never_resets_even_across_the_ticks_wrap():
    clock = Clock(WRAP - 5000)  # the wrap comes 5 s in
    dog = armed(clock)
    for _ in range(100):
        clock.now = (clock.now + 1500) % WRAP
        dog.check()
        dog.feed()
    assert not dog.expired


def test_a_starved_watchdog_resets_the_board():
    clock = Clock(WRAP - 1000)
    dog = armed(clock)
    clock.now = (clock.now + 2000) % WRAP
    dog.check()  # exactly the timeout: still in time
    clock.now = (clock.now + 1) % WRAP
    with pytest.raises(mc.WatchDogReset):
        dog.check()
    assert dog.expired and dog.mode is None  # after a reset it is off until armed again


def test_the_reset_cannot_be_swallowed_by_the_apps_fault_handler():
    clock = Clock()
    dog = armed(clock)
    clock.now = 10_000
    with pytest.raises(mc.WatchDogReset):
        try:
            dog.check()
        except Exception:  # what a fault screen catches
            pytest.fail("a watchdog reset was caught as an ordinary error")


def test_rp2040_limits_are_enforced():
    dog = mc.WatchDogTimer(clock=Clock())
    with pytest.raises(ValueError):
        dog.timeout = 9
    with pytest.raises(ValueError):
        dog.mode = WatchDogMode.RESET  # no timeout yet
    dog.timeout = 8
    with pytest.raises(NotImplementedError):
        dog.mode = WatchDogMode.RAISE
    dog.mode = WatchDogMode.RESET
    with pytest.raises(RuntimeError):
        dog.deinit()


def test_an_unarmed_watchdog_does_nothing():
    clock = Clock()
    dog = mc.WatchDogTimer(clock=clock)
    clock.now = 100_000
    dog.check()
    dog.feed()
    assert not dog.expired
