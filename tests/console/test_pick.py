# SPDX-License-Identifier: MIT
"""The pick screen (after Play), through the simulated keypad: each panel picks on its own half,
the pair that played last first; one person cannot sit at both panels (refused, said on that
half); a CPU level picked becomes the game's CPU; Back returns to the title."""

import sys

from simkit import presses, simulate

from host_tools.sim.stubs.microcontroller import FlashNVM
from spit.console.records import players
from spit.console.records.stats import Stats, cpu
from spit.console.records.store import Store

A, B = 0, 8
P1, P2, P3, P4, P5, L, R, SPIT = range(8)


def kept(path, last=("ANA", "MAX")):
    """nvm with the players ANA and MAX, who played last at A and B (``last``)."""
    st = Stats(Store(FlashNVM(path=str(path))))
    for name in ("ANA", "MAX"):
        players.add(st, name)
    st.last = [players.find(st, name) if name in ("ANA", "MAX") else cpu(int(name[-1]))
               for name in last]  # fmt: skip
    st.dirty = True
    assert st.save()


def run_keys(path, specs, until_ms):
    return simulate(presses(*specs), seed=3, until_ms=until_ms, nvm=path)


def half(app, p):
    h = app.view.pages.halves[p]
    return h.head.text, h.names.text.split("\n"), h.foot.text


def test_the_pair_that_played_last_starts_with_a_spit_each(tmp_path):
    nvm = tmp_path / "nvm.bin"
    kept(nvm)
    run = run_keys(nvm, [(500, A + SPIT), (900, B + SPIT), (1000, A + SPIT)], 1300)
    assert run.app.phase == "game" and run.app.stage.names == ("ANA", "MAX")
    g = run.lines("G")[0]
    assert "player0=ANA" in g and "player1=MAX" in g


def test_one_person_cannot_sit_at_both_panels(tmp_path):
    nvm = tmp_path / "nvm.bin"
    kept(nvm)
    # A picks ANA; B moves down to ANA and picks: refused, B's half says why
    run = run_keys(nvm, [(500, A + SPIT), (900, A + SPIT), (1000, B + P4), (1100, B + SPIT)], 1300)
    app = run.app
    assert app.phase == "pick"
    head, rows, foot = half(app, 1)
    assert foot == "No: ANA plays at A" and rows[0] == "MAX"  # (ANA's row is under the bar)
    assert half(app, 0)[0] == "ANA: ready"
    refused = [f for f in run.lines("P") if f[:2] == ["1", "7"]]  # B's SPIT, refused
    assert refused, "the refused pick has its P line (and its buzz)"
    # ... then B goes up to MAX and picks: the game starts with ANA and MAX
    run = run_keys(nvm, [(500, A + SPIT), (900, A + SPIT), (1000, B + P4), (1100, B + SPIT),
                         (1300, B + P2), (1400, B + SPIT)], 1700)  # fmt: skip
    assert run.app.phase == "game" and run.app.stage.names == ("ANA", "MAX")


def test_a_cpu_level_picked_plays_that_side_and_comes_picked_next_time(tmp_path):
    nvm = tmp_path / "nvm.bin"
    kept(nvm)
    # B: MAX, ANA, Guest, New player, CPU 1, CPU 2, CPU 3 -> six rows down; A: ANA
    keys = [(500, A + SPIT)] + [(900 + 90 * i, B + P4) for i in range(6)]
    keys += [(1500, B + SPIT), (1600, A + SPIT)]
    run = run_keys(nvm, keys, 2000)
    app = run.app
    assert app.phase == "game" and app.stage.names == ("ANA", "CPU 3")
    assert app.stats.settings.cpu_side == 1 and app.stats.settings.cpu_level == 3
    assert app.stage.match.bots[1] is not None and app.stage.match.bots[0] is None
    # the CPU that played last at B comes picked: one press (A's) would start the game
    kept(tmp_path / "second.bin", last=("ANA", "CPU 3"))
    run = run_keys(tmp_path / "second.bin", [(500, A + SPIT)], 900)
    assert run.app.phase == "pick" and half(run.app, 1)[0] == "CPU 3: ready"
    run = run_keys(tmp_path / "second.bin", [(500, A + SPIT), (900, A + SPIT)], 1200)
    assert run.app.phase == "game" and run.app.stage.names == ("ANA", "CPU 3")


def test_two_cpus_are_refused_one_side_must_be_a_person(tmp_path):
    nvm = tmp_path / "nvm.bin"
    kept(nvm, last=("CPU 2", "CPU 4"))
    # A's CPU 2 comes picked; B's CPU 4 cannot (a CPU already sits at A)
    run = run_keys(nvm, [(500, A + SPIT), (900, B + SPIT)], 1200)
    assert run.app.phase == "pick"
    assert half(run.app, 1)[2] == "No: one side must be a person"


PICKS_CODE = ("spit.console.flow.screens.pick", "spit.console.flow.parts")  # (its needs)
LENT = ("spit.console.records.players", "spit.console.flow.initials")


def test_back_returns_to_the_title_and_lets_the_players_code_go(tmp_path):
    # on the device's path (spit.screen.KEEP_MODULES off): the pick holds its code and the
    # deal's, the title after Back none of it, nor the players' records the pick lent
    nvm = tmp_path / "nvm.bin"
    kept(nvm)
    seen = []

    def watch(sim):
        sys.modules["spit.screen"].KEEP_MODULES = False
        app = sys.modules["spit.console.flow.app"].current
        if app is not None:
            seen.append((app.phase, [name in sys.modules for name in PICKS_CODE + LENT]))

    events = presses((500, A + SPIT), (900, A + P2), (1000, A + SPIT))
    try:
        run = simulate(events, seed=3, until_ms=1300, nvm=nvm, on_frame=watch)
    finally:
        sys.modules["spit.screen"].KEEP_MODULES = True
    assert run.app.phase == "title"
    phases = [phase for phase, _ in seen]
    left = len(phases) - phases[::-1].index("pick")
    assert all(all(held[:2]) for phase, held in seen[:left] if phase == "pick")
    assert left < len(seen) and not any(any(held) for _, held in seen[left:]), seen[left:]


def names_in(path):
    st = Stats(Store(FlashNVM(path=str(path))))
    return [st.name(who) for who in st.players()]


def test_new_player_initials_with_a_held_button_then_picked_and_kept(tmp_path):
    nvm = tmp_path / "nvm.bin"
    kept(nvm)
    # A: ANA MAX Guest "New player": three rows down, SPIT; hold P2 1 s on the first letter
    # (one press, then a repeat every 0.12 s after 0.4 s), R, P2 once, SPIT; B: MAX
    keys = [(500, A + SPIT), (800, A + P4), (900, A + P4), (1000, A + P4), (1100, A + SPIT)]
    events = presses(*keys) + presses((1300, A + P2), hold=1000)
    events += presses((2500, A + R), (2600, A + P2), (2700, B + SPIT), (2900, A + SPIT))
    run = simulate(sorted(events, key=lambda e: e.t), seed=3, until_ms=3300, nvm=nvm)
    app = run.app
    assert app.phase == "game"
    first = app.stage.names[0]
    assert first[0] in "FGH" and first[1:] == "BA"  # A + 1 + 5 repeats (+-1: the hold's edge)
    assert app.stage.names[1] == "MAX"
    assert names_in(nvm) == ["ANA", "MAX", first]  # saved before the game


def test_mashing_the_initials_entry_makes_only_good_players_and_never_breaks(tmp_path):
    import random

    nvm = tmp_path / "nvm.bin"
    kept(nvm)
    rng = random.Random(7)
    keys = [(500, A + SPIT), (800, A + P4), (900, A + P4), (1000, A + P4), (1100, A + SPIT)]
    t = 1200
    while t < 9000:  # A mashes every button, down to a ms apart; B never picks
        keys.append((t, A + rng.randrange(8)))
        t += rng.choice((1, 3, 10, 30, 60))
    run = simulate(presses(*keys, hold=8), seed=3, until_ms=9500, nvm=nvm)
    assert not run.lines("F") and "fault" not in [f[0] for f in run.lines("M")]
    names = names_in(nvm)
    assert names[:2] == ["ANA", "MAX"] and 2 < len(names) <= 8  # some made, never a 9th
    assert len(set(names)) == len(names)
    assert all(players.name_problem(n) == "" and len(n) == 3 for n in names)


def test_the_ninth_player_is_refused_with_a_message(tmp_path):
    nvm = tmp_path / "nvm.bin"
    st = Stats(Store(FlashNVM(path=str(nvm))))
    for name in ("AAA", "BBB", "CCC", "DDD", "EEE", "FFF", "GGG", "HHH"):
        assert players.add(st, name)[1] == ""
    assert st.save()
    # A's list: the 8 players, Guest, New player: nine rows down (AAA was not last: no order)
    keys = [(500, A + SPIT)] + [(800 + 60 * i, A + P4) for i in range(9)] + [(1500, A + SPIT)]
    run = run_keys(nvm, keys, 1800)
    assert run.app.phase == "pick"
    assert half(run.app, 0)[2] == "No: 8 players kept"
    assert names_in(nvm)[-1] == "HHH" and len(names_in(nvm)) == 8


def test_initials_already_taken_are_refused_and_nothing_is_made(tmp_path):
    nvm = tmp_path / "nvm.bin"
    st = Stats(Store(FlashNVM(path=str(nvm))))
    players.add(st, "AAA")
    assert st.save()
    # A: AAA Guest "New player" (two down), SPIT, SPIT at once: "AAA" is taken
    keys = [(500, A + SPIT), (800, A + P4), (900, A + P4), (1000, A + SPIT), (1200, A + SPIT)]
    run = run_keys(nvm, keys, 1500)
    assert half(run.app, 0)[:1] == ("New player",)
    assert half(run.app, 0)[2] == "No: AAA is taken"
    assert names_in(nvm) == ["AAA"]


def test_the_pause_menu_names_the_seated_players(tmp_path):
    nvm = tmp_path / "nvm.bin"
    kept(nvm)
    events = presses((500, A + SPIT), (900, B + SPIT), (1000, A + SPIT))
    events += presses((1500, B + SPIT), hold=2300)  # B holds SPIT: the pause menu
    run = simulate(sorted(events, key=lambda e: e.t), seed=3, until_ms=4500, nvm=nvm)
    assert run.app.phase == "pause"
    for p in (0, 1):
        assert run.app.view.pages.halves[p].corner.text == "ANA vs MAX"
