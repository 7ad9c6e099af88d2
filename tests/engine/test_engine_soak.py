"""Long fuzz runs for `make soak`: many more random sequences and full games than CI runs."""

import os

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_engine_properties import (
    RULES,
    _play_out,
    step,
)
from test_engine_properties import (
    test_random_action_sequences_keep_every_promise as _sequences,
)

pytestmark = pytest.mark.soak
MANY = int(os.environ.get("SPIT_SOAK_EXAMPLES", "5000"))


@settings(max_examples=MANY, deadline=None, suppress_health_check=list(HealthCheck))
@given(
    rules=st.sampled_from(RULES),
    seed=st.integers(-(2**40), 2**40),
    steps=st.lists(step, min_size=1, max_size=600),
)
def test_soak_random_action_sequences(rules, seed, steps):
    _sequences.hypothesis.inner_test(rules, seed, steps)


@settings(max_examples=MANY // 5, deadline=None)
@given(rules=st.sampled_from(RULES), seed=st.integers(0, 2**31))
def test_soak_games_end(rules, seed):
    assert _play_out(rules, seed, 200000).winner in (0, 1, -1)
