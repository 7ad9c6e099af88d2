# SPDX-License-Identifier: MIT
"""The numbers a module copies instead of importing, equal to where they are stated.

(The engine's own copies: tests/engine/test_engine_basics.py.) A module's rarer half (stats'
``tally`` and ``stats_v1``, the store's ``slots``) is loaded by the module it was cut from, so
importing that module back would be a circle (tests/test_layout.py); it keeps copies of the numbers
it needs instead. A copy that drifts would read or write another record than the one the resident
half describes: these fail then.
"""

import pytest

from spit.console.device import backlight
from spit.console.flow import app, match_score
from spit.console.records import log, slots, stats, stats_v1, store, tally
from spit.input import panel, pio_keys, race

COPIES = [
    (slots, store, ("MAGIC", "HEADER", "OVERHEAD", "V1_HEADER", "_ERASED", "_LONG", "BLANK", "OK",
                    "DAMAGED", "NEWER", "HELD", "NO_ROOM")),
    (tally, stats, ("VERSION", "VARIANTS", "CPU_LEVELS", "MAX_PLAYERS", "GUEST", "CPU", "NOBODY",
                    "LETTERS", "LOST", "PLAYER_SIZE", "PLAYERS_AT", "H2H_AT", "LANG_AT",
                    "LANGUAGES", "PAYLOAD")),
    (stats_v1, stats, ("CPU_LEVELS", "NOBODY")),
    # (a module that copies another's numbers so as not to load it for them)
    (app, backlight, ("AWAKE", "DARK")),  # the app keeps no backlight code on a board without one
    (match_score, stats, ("NOBODY",)),
    (log, panel, ("NO_ACTION",)),  # the log does not import the input layer
    (pio_keys, race, ("SUB_UNKNOWN",)),
]  # fmt: skip


@pytest.mark.parametrize("copy, source, names", COPIES, ids=lambda v: getattr(v, "__name__", ""))
def test_each_copy_equals_its_source(copy, source, names):
    for name in names:
        assert getattr(copy, name) == getattr(source, name), (copy.__name__, name)


def test_tally_reads_the_store_status_as_the_store_says_it():
    # stats names the store's statuses _BLANK, _OK, _DAMAGED; tally copies those
    assert (tally._BLANK, tally._OK, tally._DAMAGED) == (store.BLANK, store.OK, store.DAMAGED)
    assert (stats._BLANK, stats._OK, stats._DAMAGED) == (store.BLANK, store.OK, store.DAMAGED)


def test_the_log_names_the_input_layers_gestures_as_it_does():
    assert (log._G_TICK, log._G_OVERFLOW) == (panel.G_TICK, panel.G_OVERFLOW)


def test_tally_knows_a_player_as_stats_does():
    for who in range(-1, 256):
        assert tally.is_player(who) == stats.is_player(who), who
