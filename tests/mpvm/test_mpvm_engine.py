# SPDX-License-Identifier: MIT
"""The engine in a real 32-bit MicroPython: import footprint, zero-allocation actions, and games
recorded on CPython replaying to the identical state in the VM (same seed, same deal)."""

import pytest

import spit
from tests.mpvm.games import (
    MEASURE_SRC,
    SNAPSHOT_SRC,
    VARIANTS,
    record_game,
    ship_history,
    snapshot,
)
from tests.mpvm.vm import MicroPythonVM

IMPORT_BUDGET = 24 * 1024  # bytes retained after `import spit` (issue 2; aim 16 KB)
SEEDS = (3, 11)
# Steps per game measured one by one: gc.mem_alloc() walks the whole heap, so it costs more as
# the shipped history grows; the first MEASURED steps of every game cover every kind of action.
MEASURED = 800
# Device-side submodules `import spit` must not pull in (ARCHITECTURE.md); `layout` is the
# engine's from_layout, loaded only when a layout is built.
NOT_ON_IMPORT = (
    "pins panel race pio_keys hw sprites view sound log store stats bot menu hwtest app "
    "table banner screens match layout"
).split()
KIND_NAMES = {
    spit.A_SPIT: "spit",
    spit.A_PLAY: "play",
    spit.A_MOVE: "move",
    spit.A_FLIP: "flip",
    spit.A_SLAP: "slap",
    spit.A_CHOOSE: "choose",
    spit.A_TICK: "tick",
}


@pytest.fixture(scope="module")
def games() -> list[tuple[dict, int, list, list]]:
    """(rules, seed, history, final snapshot) of full random games of every variant, on CPython."""
    out = []
    for kw in VARIANTS:
        for seed in SEEDS:
            g, rules = record_game(kw, seed, max_steps=10000)
            assert g.phase == spit.OVER, f"{kw} seed {seed} did not finish"
            out.append((rules, seed, list(g.history), snapshot(g)))
    return out


@pytest.fixture(scope="module")
def vm(mpvm: MicroPythonVM) -> MicroPythonVM:
    mpvm.run("import spit\n" + SNAPSHOT_SRC + MEASURE_SRC)
    return mpvm


def test_import_footprint_within_budget(mpvm_factory) -> None:
    vm = mpvm_factory()
    vm.run("spit = None")  # the global slot exists before the measurement
    used = vm.retained("import spit")
    print(f"import spit retains {used} bytes in the VM")
    assert 0 < used <= IMPORT_BUDGET
    loaded = vm.eval("[k for k in __import__('sys').modules if k.startswith('spit.')]")
    assert not {f"spit.{m}" for m in NOT_ON_IMPORT} & set(loaded), loaded


@pytest.mark.parametrize("kw", VARIANTS, ids=lambda kw: ",".join(kw) or "standard")
def test_same_seed_deals_same_cards(vm: MicroPythonVM, kw: dict) -> None:
    rules = spit.Rules(**kw).as_dict()
    for seed in (0, 1, 77, 2**16 + 3, 2**30 - 1, 2**31 - 1, 2**32 - 1):
        host = snapshot(spit.Game(rules=spit.Rules(**rules), seed=seed))
        there = vm.eval(f"snapshot(spit.Game(rules=spit.Rules(**{rules!r}), seed={seed}))")
        assert there == host, f"seed {seed} deals differently in the VM"


def test_recorded_games_replay_to_identical_state(vm: MicroPythonVM, games) -> None:
    kinds = {step[2] for _, _, history, _ in games for step in history}
    assert kinds == set(KIND_NAMES), f"the games never {set(KIND_NAMES) - kinds}"
    for rules, seed, history, final in games:
        ship_history(vm, history)
        there = vm.eval(f"snapshot(spit.replay(spit.Rules(**{rules!r}), {seed}, H))")
        assert there == final, f"{rules} seed {seed}: the VM replay ends elsewhere"


def test_carried_out_actions_allocate_nothing(vm: MicroPythonVM, games) -> None:
    measured: dict[str, int] = {}
    for rules, seed, full, _ in games:
        history = full[:MEASURED]
        final = snapshot(spit.replay(spit.Rules(**rules), seed, history))
        n = len(history)
        ship_history(vm, history)
        vm.run(
            f"used = [0] * {n}\ntick_used = [0] * {n}\n"
            f"tick_changed = [False] * {n}\ndealt = [False] * {n}\n"
            f"g = spit.Game(rules=spit.Rules(**{rules!r}), seed={seed})"
        )
        vm.collect()  # takes effect when that call returns: measure in the next one
        vm.run("stop = measure(g, H, used, tick_used, tick_changed, dealt)")
        stop, used, tick_used, tick_changed, dealt = vm.eval(
            "(stop, used, tick_used, tick_changed, dealt)"
        )
        where = f"{rules} seed {seed}"
        assert stop == -1, f"{where}: step {stop} {history[stop]} refused in the VM"
        assert not any(tick_changed), f"{where}: an unrecorded tick changed the state"
        # A new deal (or the end of the game) may allocate; nothing else may.
        for step, size, new_deal in zip(history, used, dealt, strict=True):
            if not new_deal:
                name = KIND_NAMES[step[2]]
                assert size == 0, f"{where}: {name} {step} allocated {size} bytes"
                measured[name] = measured.get(name, 0) + 1
        assert set(tick_used) == {0}, f"{where}: a tick that changed nothing allocated"
        measured["tick"] = measured.get("tick", 0) + sum(1 for s in history if s[2] != spit.A_TICK)
        assert vm.eval("snapshot(g)") == final, f"{where}: the measured game ends elsewhere"
    # The games must exercise every kind of action the promise covers.
    for name in ("play", "move", "flip", "slap", "spit", "tick"):
        assert measured.get(name, 0) >= 5, f"too few {name} actions measured: {measured}"


def test_the_measurement_sees_an_allocation(vm: MicroPythonVM) -> None:
    # Control: the same loop around an action that allocates must report it.
    vm.run(
        "class Greedy:\n"
        "    round = 1\n"
        "    phase = spit.PLAY\n"
        "    def tick(self, t):\n"
        "        return False\n"
        "    def play(self, p, i, j, t):\n"
        "        self.kept = [0] * 8\n"
        "        return 0\n"
        "cg = Greedy()\nCH = [(5, 0, spit.A_PLAY, 0, 0)]\n"
        "cu = [0]\nct = [0]\ncc = [False]\ncd = [False]\n"
    )
    vm.collect()
    vm.run("cs = measure(cg, CH, cu, ct, cc, cd)")
    assert vm.eval("(cs, cu[0] >= 32, ct[0])") == (-1, True, 0)


def test_reading_what_the_table_shows_allocates_nothing(vm: MicroPythonVM) -> None:
    # The view reads g.visible() every frame the game changed: garbage there would mean
    # collections during play. Mid-game, both pile counts and face-down cards in it.
    vm.run(
        "vg = spit.Game(seed=7)\nvg.spit(0)\nvg.spit(1)\nVIS = bytearray(spit.VISIBLE)\n"
        "def look():\n    vg.visible(VIS)\n"
        "def grow():\n    global VIS2\n    VIS2 = bytearray(spit.VISIBLE)\n"
    )
    assert vm.allocated("grow") > 0  # the measurement sees a 29-byte allocation
    assert vm.allocated("look") == 0
    host = spit.Game(seed=7)
    host.spit(0)
    host.spit(1)
    assert vm.eval("list(VIS)") == list(host.visible(bytearray(spit.VISIBLE)))
