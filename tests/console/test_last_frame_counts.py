# SPDX-License-Identifier: MIT
"""A game that ends in a slap race: the slaps of the frame that ends it still count.

Both players slap at the same moment (one frame: a slow device frame, or two quick hands) and
the first slap ends the game. The game is counted in that frame; its slaps must be in the count
(found on the emulated Pico: "slaps won" kept 0 there and 1 in the simulator).
"""

import importlib.util

from simkit import regulars, simulate

from host_tools.sim import script
from host_tools.sim.run import ROOT
from host_tools.sim.stubs.microcontroller import FlashNVM
from spit.console.records import players
from spit.console.records.stats import Stats
from spit.console.records.store import Store

_spec = importlib.util.spec_from_file_location(
    "plan_round", ROOT / "docs" / "screens" / "plan_round.py"
)
plan_round = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(plan_round)
spit = plan_round.spit


def _slaps_won(tmp_path, name, one_frame):
    """ANA's and BOB's slaps after seed 3's points game, its last two slaps ``one_frame`` apart
    or as planned (100 ms)."""
    nvm = regulars(tmp_path / name, ("ANA", "BOB"))
    st = Stats(Store(FlashNVM(path=str(nvm))))
    assert st.settings.set("scoring", 1) and st.settings.set("target", 25)  # one round decides
    st.changed()
    assert st.save()
    g, planned, end, _ = plan_round.play(spit.Rules(scoring="points", target=25), 3000, 3)
    assert g.phase == spit.OVER
    slaps = [t for t, k in planned if k.endswith((".L", ".R"))]
    last_race = [t for t in slaps if t >= slaps[-1] - 100]
    assert len(last_race) == 2, "seed 3's game no longer ends in a two-slap race"
    same = {last_race[1]: last_race[0]} if one_frame else {}
    lines = ["1000 A.SPIT", "1300 A.SPIT", "1350 B.SPIT"]  # Play; the pick offers ANA and BOB
    lines += ["%d %s" % (same.get(t, t), k) for t, k in planned]
    simulate(script.parse("\n".join(lines)), seed=3, until_ms=end + 3000, nvm=str(nvm))
    st = Stats(Store(FlashNVM(path=str(nvm))))
    assert st.played_total() == 1, "the game was not counted"
    return [players.record(st, players.find(st, n))["slaps"] for n in ("ANA", "BOB")]


def test_the_slaps_of_the_frame_that_ends_the_game_are_counted(tmp_path):
    apart = _slaps_won(tmp_path, "apart.bin", one_frame=False)
    assert sum(apart) >= 1
    assert _slaps_won(tmp_path, "together.bin", one_frame=True) == apart
