# SPDX-License-Identifier: MIT
"""On the emulated Pico: what a console owner relies on when things go wrong or power goes.

- A fault in a phase shows the fault screen, logs its traceback, and the console comes back to
  the title by itself.
- Settings survive a power cycle, also after the 11th save (the one that changes nvm's sector).
"""

from pathlib import Path

import pytest
import screens
from PIL import Image
from simkit import simulate

from host_tools.deploy import shrink
from host_tools.pico import report, run
from host_tools.sim.script import parse
from host_tools.spitlog import lines
from spit.console.records.stats import Stats
from spit.console.records.store import SLOT, Store

FIRMWARE = Path(__file__).resolve().parents[2] / "firmware"

NVM_OFFSET = 0xFE000  # the console UF2's two nvm sectors below CIRCUITPY (stock: 0xFF000 only)
SLOTS = 4096 // SLOT

GAP = 300  # ms between presses: a device frame can take ~100 ms

# Prepended to code.py on the drive: the settings screen's first view update raises once.
INJECT = b"""import spit.console.flow.app as _app
_update = _app.App.view_update
_armed = [True]
def _boom(self, now):
    if self.phase == _app.SETTINGS and _armed[0]:
        _armed[0] = False
        raise RuntimeError("injected fault")
    return _update(self, now)
_app.App.view_update = _boom
"""


def _edges(text):
    gpio = run.pin_numbers()
    return [(e.t, gpio[e.key], not e.pressed) for e in parse(text) if e.key >= 0]


def _log(result):
    out = []
    for _ms, raw in result.log_lines():
        line = lines.parse(raw)
        if isinstance(line, lines.Line):
            out.append(line)
    return out


def test_a_fault_shows_its_screen_and_the_title_comes_back(console_uf2, tmp_path):
    items = [
        (d, INJECT + b if d == "code.py" else b)
        for d, b in run.drive_items({"debug": 1}, **run.source_options(True, console_uf2))
    ]
    # (the fault at ~3.5 s, its screen for 4 s: the title from ~7.3 s, drawn in ~0.1 s)
    shots = [(5000, str(tmp_path / "fault.png")), (8300, str(tmp_path / "after.png"))]
    result = run.run(
        console_uf2, _edges("3000 A.P4\n3300 A.SPIT\n"), 8500, items=items, shots=shots
    )
    figures = report.build(result)
    assert any("injected fault" in f for f in figures["faults"]), figures["faults"]
    phases = [line.fields[0] for line in _log(result) if line.tag == "M"]
    assert phases[-2:] == ["fault", "title"], phases
    simulate(seed=1, until_ms=4000, shots={3900: tmp_path / "title.png"})
    assert screens.differing_fraction(tmp_path / "title.png", tmp_path / "after.png") <= 0.02
    assert screens.differing_fraction(tmp_path / "title.png", tmp_path / "fault.png") > 0.05
    assert result.resets == 0


# A press after one that opens a screen waits for it to reach the glass (~0.7 s for the settings
# on the device): one made before is spent on the screen before (the time rule, docs/INPUT.md).
SCREEN_GAP = 1500
# Title: down to Settings, open it (cursor on Game), change Game, up to Back (the last item),
# choose it: one save, and the title again. (key, ms to the next press)
TOGGLE = (
    ("A.P4", GAP),
    ("A.SPIT", SCREEN_GAP),
    ("A.R", GAP),
    ("A.P1", GAP),
    ("A.SPIT", SCREEN_GAP),
)
TOGGLE_MS = sum(gap for _, gap in TOGGLE)


def _toggle_mode_and_back(t):
    out = []
    for key, gap in TOGGLE:
        out.append("%d %s\n" % (t, key))
        t += gap
    return "".join(out)


def _nvm_after(saves):
    """nvm's sector after `saves` changes of the game setting, written by the firmware's own
    spit.console.records.stats and spit.console.records.store on the host: the board's earlier
    life, without
    minutes of menus."""
    nvm = bytearray(b"\xff" * 4096)
    stats = Stats(Store(nvm))
    for _ in range(saves):
        stats.settings.set("mode", 1 - stats.settings.mode)
        stats.changed()
        assert stats.save()
    return bytes(nvm)


# make soak (~80 s): make test keeps the promise with test_pico_power's every cut state of 25
# saves across both sectors, and tests/reliability's torn-write and store tests
@pytest.mark.soak
def test_settings_survive_a_power_cycle_after_11_saves(console_uf2, tmp_path):
    # 11 saves in all, the last on the board: the 10 written before fill a sector's slots and
    # the 11th starts the other sector (an odd count leaves Speed chosen). The 10 are a stock
    # console's: its one sector is the console UF2's second. (The board's own saves into a
    # sector's last slots, and across both sectors: test_pico_power's 25 saves.)
    before, on_board = 10, 1
    assert SLOTS == before
    text = "".join(_toggle_mode_and_back(3000 + i * TOGGLE_MS) for i in range(on_board))
    until = 3000 + on_board * TOGGLE_MS - TOGGLE[-1][1] + 1000  # a second after the last Back
    flash = tmp_path / "flash.bin"
    first = run.run(
        console_uf2,
        _edges(text),
        until,
        items=run.drive_items({}, **run.source_options(True, console_uf2)),
        nvm=_nvm_after(before),
        flash_out=flash,
    )
    assert report.build(first)["faults"] == [] and first.error is None
    # the board's last save started the first sector; the second keeps its 10 records
    nvm = flash.read_bytes()[NVM_OFFSET : NVM_OFFSET + 8192]
    store = Store(bytearray(nvm))
    assert store.load() is not None and store.slot == 0 and store.seq == 11
    assert nvm[SLOT : 2 * SLOT] == b"\xff" * SLOT, "the 11th save did not start a new sector"
    assert Store(bytearray(nvm[4096:])).load() is not None  # the old sector, untouched
    # Power off and on: the same flash, a fresh boot. Play: the game is a Speed game.
    play = "3000 A.SPIT\n4500 A.SPIT\n4550 B.SPIT\n"  # Play, the pick: each panel its first row
    again = run.run(console_uf2, _edges(play), 5200, flash_in=flash)  # (the G line: ~4.6 s)
    games = [line for line in _log(again) if line.tag == "G"]
    assert games and "mode=speed" in games[0].fields, games
    assert report.build(again)["faults"] == []


# Prepended to code.py: after the harness's soft reload only (not after the restart), from the
# title's 11th frame on every frame raises, and once faults have begun each frame tries a save
# (to be refused).
LOOP = b"""import supervisor as _sup
if _sup.runtime.run_reason != _sup.RunReason.STARTUP:
    import spit.console.flow.app as _app
    _frame = _app.App.frame
    def _boom(self, now):
        if self.frames > 10:
            if self.faults:  # in the loop: what would save a change
                self.stats.settings.set("mode", 1)
                self.stats.changed()
                self.stats.save()
            raise RuntimeError("injected fault loop")
        return _frame(self, now)
    _app.App.frame = _boom
"""


# make soak (~100 s): make test keeps the loop's rules with tests/console/test_app_faults.py and
# tests/reliability/test_faults.py, and the device's fault page with the two tests around this one
@pytest.mark.soak
def test_a_fault_loop_restarts_the_console_which_says_why_and_never_writes_nvm(stock_uf2, tmp_path):
    shipped = run.drive_items({}, **run.source_options(True, stock_uf2))
    # the drive as deploy makes it; LOOP reaches into the app, so it is renamed with its map
    items = [
        (d, shrink.as_deployed(LOOP + b, shipped) if d == "code.py" else b) for d, b in shipped
    ]
    shot = tmp_path / "after.png"
    # (faults from ~2.7 s, the watchdog's restart 8 s after the last feed at ~10.9 s, the title
    # ~2.8 s later, drawn in ~0.8 s: by ~14.5 s; each logged fault reads deploy's map too)
    result = run.run(stock_uf2, [], 17400, items=items, shots=[(17200, shot)])
    assert [cause for _ms, cause in result.restarts] == ["watchdog"]
    assert [op for op in result.flash_ops if op[0] >= 0] == []  # nothing saved in the loop
    notes = [" ".join(line.fields) for line in _log(result) if line.tag == "M"]
    # (the loop's own fault, its saves tried: not an AttributeError of code that reached in)
    # (the page says where too: the function and code.py's line)
    said = "on screen: RuntimeError: injected fault loop in _boom, code.py line "
    assert any(note.startswith(said) for note in notes), notes
    assert "faults repeat: restarting" in notes, notes
    assert "restarted by the watchdog" in notes, (result.restarts, result.console[-1500:])
    # the title after the restart, its footer saying why (the simulator's title has no footer
    # note: they differ there, on both halves, and nowhere else but the firmware's name)
    simulate(seed=1, until_ms=4000, shots={3900: tmp_path / "title.png"})
    assert screens.differing_fraction(tmp_path / "title.png", shot) > 0.002
    for name in ("title.png", "after.png"):  # the footers' bands (B's mirrored at the top) cut
        Image.open(tmp_path / name).crop((0, 20, 320, 220)).save(tmp_path / ("mid-" + name))
    assert (
        screens.differing_fraction(tmp_path / "mid-title.png", tmp_path / "mid-after.png") <= 0.02
    )


def test_a_missing_match_module_is_named_whole_on_the_fault_screen_and_the_title_returns(
    stock_uf2, tmp_path
):
    # issue 28.7: "ImportError: no module named 'spi" (the name cut), "restarting" said while
    # the console went back to the title. (No manifest on this drive: spit_check has nothing
    # to check, so the import fails at Play, inside a frame.)
    items = [
        (d, b)
        for d, b in run.drive_items({}, **run.source_options(True, stock_uf2))
        if d != "lib/spit/console/flow/match.mpy"
    ]
    # (the fault at ~5.4 s, the title from ~8.7 s, drawn in ~0.8 s)
    shots = [(6500, str(tmp_path / "fault.png")), (10000, str(tmp_path / "after.png"))]
    play = "3000 A.SPIT\n4500 A.SPIT\n4550 B.SPIT\n"  # Play, the pick: the game's start imports it
    result = run.run(stock_uf2, _edges(play), 10200, items=items, shots=shots)
    figures = report.build(result)
    assert any("spit.console.flow.match" in f for f in figures["faults"]), figures["faults"]
    phases = [line.fields[0] for line in _log(result) if line.tag == "M"]
    assert phases[-2:] == ["fault", "title"], phases
    assert result.resets == 0 and result.restarts == []
    # the log says it as the screen does, with what to do (issue 43.1: any module a game loads)
    says = (
        "on screen: lib/spit/console/flow/match.mpy is missing. Copy it again or run spit-deploy."
    )
    assert says.encode() in result.data, result.data[-600:]
    # the screen: the simulator's fault screen for the same words (heading "Oops - an error",
    # the module's whole name on its own row)
    expected = tmp_path / "expected.png"
    _sim_fault_screen(figures["faults"][0], expected)
    assert screens.differing_fraction(expected, tmp_path / "fault.png") <= 0.01


def _sim_fault_screen(trace, png):
    """The simulator's fault screen for the exception a device traceback ends with."""
    import builtins
    import sys

    name, _, message = trace.strip().splitlines()[-1].partition(": ")
    error = getattr(builtins, name)(message)
    state = {"armed": True}

    def hook(sim):
        app = sys.modules["spit.console.flow.app"].current
        if app is None or not state["armed"] or sim.elapsed < 1000:
            return
        state["armed"] = False
        real = app.race.step
        # the fault screen's words come from spit_fault at the drive's root, as on the device,
        # whose drive holds .mpy files (the simulator's firmware/lib holds .py)
        sys.path.insert(0, str(FIRMWARE))
        import spit_fault

        sys.path.remove(str(FIRMWARE))
        spit_fault.drive_file = lambda name: "lib/" + name.replace(".", "/") + ".mpy"

        def broken(*args):
            app.race.step = real
            raise error

        app.race.step = broken

    simulate(until_ms=3000, on_frame=hook, shots={2800: png})


# Issue 50's maker: one misspelt attribute in the "How to play" screen, `frame_late` defined
# nowhere. Deployed as shipped, it once read App's `faults` (the same device name) and faulted
# with a ZeroDivisionError on a line that read as no source does.
TYPO = (
    "stage.turn_page(now)",
    "stage.turn_page(now + stage.shown_ms(now) // stage.frame_late)",
)
HOWTO = "lib/spit/console/flow/screens/how_to_play.py"


# (with every module's line numbers: make soak, ~65 s; as shipped is the maker's case)
LINES = [None, pytest.param(True, marks=pytest.mark.soak)]


@pytest.mark.parametrize("with_lines", LINES, ids=["as-shipped", "deploy-lines"])
def test_a_misspelt_name_faults_as_written_on_the_page_and_in_the_log(
    stock_uf2, tmp_path, with_lines
):
    # as shipped a screen's .mpy keep their line numbers and the app's loop's (held in a game:
    # the heap's floor, docs/ARCHITECTURE.md) do not: every frame names its module and function
    # as written, the typo's frame its line too, and none says a false "line 1"
    import shutil

    firmware = tmp_path / "firmware"
    shutil.copytree(FIRMWARE, firmware, ignore=shutil.ignore_patterns("__pycache__"))
    source = (firmware / HOWTO).read_text()
    assert source.count(TYPO[0]) == 1
    (firmware / HOWTO).write_text(source.replace(*TYPO))
    line = source[: source.index(TYPO[0])].count("\n") + 1
    options = {**run.source_options(True, stock_uf2), "lines": with_lines}
    items = run.drive_items({}, firmware, **options)
    # Title: down to How to play, open it, SPIT turns the page: the typo's line runs
    presses = "3000 A.P4\n3300 A.P4\n3600 A.P4\n3900 A.SPIT\n6100 A.SPIT\n"
    # (the fault at ~6.5 s; its page's words ~2 s later: the guard's code is compiled for them)
    result = run.run(stock_uf2, _edges(presses), 10500, items=items)
    log = _log(result)
    trace = [" ".join(entry.fields) for entry in log if entry.tag == "F"]
    assert trace, result.console[-1500:]
    assert trace[-1] == "AttributeError: 'App' object has no attribute 'frame_late'", trace
    # every frame names its function as written (none a ROM name deploy gave it)
    frames = [t.strip() for t in trace if t.strip().startswith('File "')]
    functions = [f.rsplit(", in ", 1)[1] for f in frames]
    assert functions[:2] == ["safe_frame", "frame"] and functions[-1] == "press", functions
    written = "".join(p.read_text() for p in (firmware / "lib" / "spit").rglob("*.py"))
    assert all("def %s(" % name in written for name in functions), functions
    where = 'File "spit.console.flow.screens.how_to_play", line %d' % line
    assert frames[-1] == where + ", in press", frames
    assert all(", line 1," not in f for f in frames), frames
    app = [f for f in frames if '"spit.console.flow.app"' in f]
    assert app and all((", line " in f) == bool(with_lines) for f in app), frames
    # the fault page's words (the log says them as the page does): the error and where
    notes = [" ".join(entry.fields) for entry in log if entry.tag == "M"]
    page = "on screen: AttributeError: 'App' object has no attribute 'frame_late' in press, "
    page += "how_to_play.py line %d" % line
    assert page in notes, (notes, result.console[-1500:])
