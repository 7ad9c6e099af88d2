# SPDX-License-Identifier: MIT
"""Left on, it sleeps (issue 52), in the simulator: on battery, when the screen goes dark, the
console keeps what it showed in the sleep memory and deep-sleeps until a panel button; the press
that wakes it does nothing else and the console comes back to the title or to the paused game as
it was. On USB it stays dark, awake. A power cut while asleep ends on the title with the records
whole; an empty pack sleeps, and a press that wakes it reads the pack again."""

import sys

from simkit import play, presses, settings_nvm, simulate

from host_tools.sim.stubs import alarm as sim_alarm
from host_tools.sim.stubs import power as sim_power
from spit.console.device import battery
from spit.input import panel

A, B = 0, 8
P1, P2, P3, P4, P5, L, R, SPIT = range(8)
MIN = 60000


def _app():
    return sys.modules["spit.console.flow.app"].current


def _notes(run):
    return [" ".join(f) for f in run.lines("M")]


def _woken(run):
    return [f[:2] for f in run.lines("P") if f[2] == "1" and f[3] == str(panel.R_WOKE)]


def _run(tmp_path, script, until, volts="3.9", usb=False, on_frame=None, on_sleep=None, **nvm):
    nvm.setdefault("battery", battery.ALKALINE_AA)
    nvm.setdefault("dim_min", 0)
    nvm.setdefault("dark_min", 1)
    path = settings_nvm(tmp_path / "nvm.bin", **nvm)
    return simulate(presses(*script), until_ms=until, nvm=path, on_frame=on_frame,
                    supply=sim_power.parse(volts, usb=usb), on_sleep=on_sleep)  # fmt: skip


def test_the_title_on_battery_sleeps_when_dark_and_a_press_brings_it_back(tmp_path):
    wake_at = 3 * MIN
    run = _run(tmp_path, [(wake_at, A + P4)], wake_at + 1000)
    assert len(run.sim.sleeps) == 1
    asleep, woke = run.sim.sleeps[0]
    assert MIN <= asleep < MIN + 400 and woke == wake_at  # dark after its minute: asleep
    notes = _notes(run)
    assert "asleep until a button (the title kept, 10 bytes)" in notes
    assert "woke: the title" in notes
    app = run.app
    assert app.phase == "title" and app.screen.menu.cursor == 0  # the press moved nothing
    assert _woken(run) == [["0", "3"]]  # P4 of panel A: spent on waking (107)


def test_on_usb_it_stays_dark_and_awake_and_says_so(tmp_path):
    run = _run(tmp_path, [], 3 * MIN, usb=True)
    assert run.sim.sleeps == [] and run.why == "until"
    assert run.app.dark and run.app.phase == "title"
    assert "on USB: dark, not asleep (USB keeps CircuitPython awake)" in _notes(run)


def test_unplugged_while_dark_it_sleeps(tmp_path):
    # Dark on USB, then the cable goes: on battery now, it sleeps as if it had gone dark there
    # (else it would stay dark and awake, ~34 mA, until the pack is flat).
    def unplug(sim):
        if sim.elapsed >= 2 * MIN:
            sim_power.supply.usb = False

    run = _run(tmp_path, [(4 * MIN, A + P4)], 4 * MIN + 1000, usb=True, on_frame=unplug)
    assert len(run.sim.sleeps) == 1
    asleep, woke = run.sim.sleeps[0]
    assert 2 * MIN <= asleep < 2 * MIN + 1000 and woke == 4 * MIN
    notes = _notes(run)
    assert "on USB: dark, not asleep (USB keeps CircuitPython awake)" in notes
    assert "asleep until a button (the title kept, 10 bytes)" in notes


def test_a_paused_game_sleeps_and_wakes_to_the_same_table(tmp_path):
    seen = {}

    def on_frame(sim):
        app = _app()
        if app is None or app.stage.match is None:
            return
        g = app.stage.match.game
        state = (app.phase, g.phase, g.round, g.held(0), g.held(1), g.spit_top(0),
                 g.spit_size(0), g.spit_top(1), g.spit_size(1), g.score(0), g.score(1),
                 app.stage.names, app.stage.match.handicaps, app.stage.match.seed)  # fmt: skip
        if sim.sleeps:
            seen.setdefault("after", state)  # the first frame after the wake
            seen["last"] = state
        else:
            seen["before"] = state  # the last frame before the sleep

    hold = presses(*play(800)) + presses((2600, B + SPIT), (3000, A + SPIT))  # "Spit!" both
    hold += presses((4000, A + SPIT), hold=2300)  # held 2 s: the pause menu
    wake_at = 4000 + 2300 + MIN + 30000
    events = sorted(hold + presses((wake_at, B + P2), (wake_at + 500, A + SPIT)),
                    key=lambda e: e.t)  # fmt: skip
    nvm = settings_nvm(tmp_path / "nvm.bin", battery=battery.ALKALINE_AA, dim_min=0, dark_min=1,
               handicap_b=120)  # fmt: skip
    run = simulate(events, until_ms=wake_at + 1000, nvm=nvm, on_frame=on_frame,
                   supply=sim_power.parse("3.9", usb=False))  # fmt: skip
    assert len(run.sim.sleeps) == 1
    before, after = seen["before"], seen["after"]
    assert before[0] == "pause" and before[1] == 1  # paused in play ("Spit!" called by both)
    assert after == before  # every card, pile, the round, the scores, who plays, the handicap
    assert _woken(run) == [["1", "1"]]  # B's P2 woke it, and did nothing else
    notes = _notes(run)
    assert any(n.startswith("asleep until a button (the paused game kept") for n in notes)
    assert "woke: the paused game back, round 1" in notes
    # Resume (A's SPIT on the pause menu's first row): the same game plays on
    assert run.app.phase == "game" and run.app.stats.in_game
    assert seen["last"][1:] == before[1:]  # (nobody has played yet)


def test_a_power_cut_while_asleep_ends_on_the_title_with_the_records_whole(tmp_path):
    cut = {}

    def on_sleep(sim):
        cut["memory"] = bytes(sim_alarm.sleep_memory[:8])
        sim_alarm.power_on()  # the pack taken out while asleep: RAM gone, nvm kept

    hold = presses(*play(800)) + presses((2600, B + SPIT), (3000, A + SPIT))
    hold += presses((4000, A + SPIT), hold=2300)
    wake_at = 4000 + 2300 + MIN + 30000
    events = sorted(hold + presses((wake_at, B + P2)), key=lambda e: e.t)
    path = settings_nvm(tmp_path / "nvm.bin", battery=battery.ALKALINE_AA, dim_min=0, dark_min=1)
    before = path.read_bytes()
    run = simulate(events, until_ms=wake_at + 400, nvm=path, on_sleep=on_sleep,
                   supply=sim_power.parse("3.9", usb=False))  # fmt: skip
    assert cut["memory"][:2] == b"SP" and cut["memory"][3] == 2  # a paused game was kept...
    assert run.app.phase == "title" and run.app.stage.match is None  # ...and is gone: the title
    assert not [n for n in _notes(run) if n.startswith("woke")]  # a power-up, as after a cut
    assert path.read_bytes() == before  # the records in flash untouched (no game counted)


def test_garbage_in_the_sleep_memory_never_gives_a_game(tmp_path):
    def on_sleep(sim):
        data = bytearray(sim_alarm.sleep_memory)
        data[40] ^= 0x10  # one bit of the paused game's bytes flipped
        sim_alarm.sleep_memory[:] = data

    hold = presses(*play(800)) + presses((2600, B + SPIT), (3000, A + SPIT))
    hold += presses((4000, A + SPIT), hold=2300)
    wake_at = 4000 + 2300 + MIN + 30000
    events = sorted(hold + presses((wake_at, B + P2)), key=lambda e: e.t)
    path = settings_nvm(tmp_path / "nvm.bin", battery=battery.ALKALINE_AA, dim_min=0, dark_min=1)
    run = simulate(events, until_ms=wake_at + 400, nvm=path, on_sleep=on_sleep,
                   supply=sim_power.parse("3.9", usb=False))  # fmt: skip
    assert run.app.phase == "title" and run.app.stage.match is None
    assert "woke: nothing kept (a power cut, or no sleep): the title" in _notes(run)


def test_an_empty_pack_sleeps_and_a_press_reads_it_again(tmp_path):
    wake_at = 40000
    run = _run(tmp_path, [(wake_at, A + P4)], wake_at + 15000, volts="2.7", dark_min=5)
    assert len(run.sim.sleeps) == 2  # empty: asleep; the press: the pack read again, asleep
    (a0, w0), (a1, w1) = run.sim.sleeps
    assert 10000 <= a0 < 12000 and w0 == wake_at and 10000 <= a1 - w0 < 12000 and w1 is None
    notes = _notes(run)
    assert sum(n.startswith("Battery empty") for n in notes) == 2  # said at each wake
