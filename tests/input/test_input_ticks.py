# SPDX-License-Identifier: MIT
"""spit.panel's tick arithmetic agrees with adafruit_ticks (which the firmware no longer loads
for the app, the race and the panels) everywhere, including right across the 2**29 wrap."""

import adafruit_ticks
import pytest
from hypothesis import given
from hypothesis import strategies as st

from spit import panel

TICK = st.integers(min_value=0, max_value=(1 << 29) - 1)
WRAP = st.integers(min_value=(1 << 29) - 600, max_value=(1 << 29) - 1)  # the last 600 ms


@given(st.one_of(TICK, WRAP), st.one_of(TICK, WRAP))
def test_ticks_diff_matches_adafruit_ticks(t1, t2):
    assert panel.ticks_diff(t1, t2) == adafruit_ticks.ticks_diff(t1, t2)


@given(st.one_of(TICK, WRAP), st.integers(min_value=-(1 << 28) + 1, max_value=(1 << 28) - 1))
def test_ticks_add_matches_adafruit_ticks_and_diff_undoes_it(t, delta):
    moved = panel.ticks_add(t, delta)
    assert moved == adafruit_ticks.ticks_add(t, delta)
    assert panel.ticks_diff(moved, t) == delta


def test_a_press_just_after_the_wrap_is_later_and_a_huge_step_is_refused():
    assert panel.ticks_diff(5, (1 << 29) - 5) == 10
    assert panel.ticks_add((1 << 29) - 5, 10) == 5
    with pytest.raises(OverflowError):
        panel.ticks_add(0, 1 << 28)
