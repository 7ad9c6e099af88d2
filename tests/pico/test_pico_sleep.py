# SPDX-License-Identifier: MIT
"""Left on, it sleeps (issue 52), on the emulated Pico, stock CircuitPython 10.2.1 + .mpy and the
console's UF2, no USB host (``run(unplug=True)``): CircuitPython's deep sleep as the harness
models it (host_tools/pico/dormant.mjs, docs/PICO.md "Deep sleep").

- **The probe** (sleep_probe.py as code.py, no minutes of waiting): ``hw.deep_sleep`` puts the
  display's controller to sleep (the screenshot is black) and the chip in DORMANT; a press of
  B's ``P2`` wakes it at once, through the watchdog's reboot (reset reason SOFTWARE), and the
  sleep memory has kept the record (read once: cleared). A power cut while asleep: the chip
  powers up afresh, nothing kept, and it sleeps again.
- **The console** (``make soak``: a minute's wait each): a paused game on 3 x AA sleeps when its
  screen goes off, and the press that wakes it brings back the pause menu over the same table.
"""

import pathlib

import pytest
from PIL import Image

from host_tools.pico import report, run
from host_tools.sim.script import parse
from host_tools.sim.stubs.power import Supply
from host_tools.spitlog import lines
from spit.console.device import battery
from spit.console.records.stats import Stats
from spit.console.records.store import SECTOR, Store
from spit.input import panel

pytestmark = pytest.mark.xdist_group("pico")
PROBE = pathlib.Path(__file__).with_name("sleep_probe.py")
MASK = (1 << 29) - 1
MIN = 60000
AFTER_MS = 3000  # the probe's wait before it sleeps
WAKE_MS = 9000  # B's P2 pressed (for 120 ms)
B_P2 = 8 + panel.P2


def _gpio(key):
    return run.pin_numbers()[key]


def _press(at, key, hold=120):
    return [(at, _gpio(key), False), (at + hold, _gpio(key), True)]


def _marks(result):
    out = []
    for ms, raw in result.written_lines():
        words = raw.decode(errors="replace").split()
        if words[:1] == ["Q"]:
            out.append((ms, words[1:]))
    return out


def _black(png):
    return Image.open(png).convert("RGB").getextrema() == ((0, 0), (0, 0), (0, 0))


def _probe(uf2, tmp, cut=None):
    code = PROBE.read_text().replace("@AFTER_MS@", str(AFTER_MS))
    items = [
        (d, code.encode() if d == "code.py" else b)
        for d, b in run.drive_items({}, short_names=False, **run.source_options(True, uf2))
    ]
    shots = [(WAKE_MS - 1000, str(tmp / "asleep.png"))]
    edges = [] if cut is not None else _press(WAKE_MS, B_P2)
    result = run.run(uf2, edges, WAKE_MS + 5000, items=items, shots=shots, cut=cut,
                     supply=Supply(3.9, usb=False), unplug=True)  # fmt: skip
    assert result.error is None, result.error + result.console[-2000:]
    return result


@pytest.fixture(scope="module")
def slept(any_uf2, tmp_path_factory):
    tmp = tmp_path_factory.mktemp("sleep")
    return _probe(any_uf2, tmp), tmp


def test_deep_sleep_is_dormant_until_a_panel_button_and_the_screen_is_black(slept):
    result, tmp = slept
    marks = _marks(result)
    said = [m[0] for _ms, m in marks]
    assert said == ["BOOT", "SLEEP", "WOKE"], marks
    sleep_ms = next(ms for ms, m in marks if m[0] == "SLEEP")
    [(start, end, gpio)] = result.power["dormant"]
    assert AFTER_MS <= sleep_ms < start < sleep_ms + 1000  # the display told to sleep, then DORMANT
    assert WAKE_MS <= end < WAKE_MS + 10 and gpio == _gpio(B_P2)  # B's P2 woke it, at once
    assert _black(tmp / "asleep.png")  # the controller asleep, nothing on the glass
    figures = report.power_figures(result.power)
    assert figures["dormant_fraction"] == pytest.approx((end - start) / result.power["span_ms"],
                                                        abs=0.01)  # fmt: skip
    assert figures["asleep_ma"] <= 2.0


def test_the_wake_is_a_reboot_and_the_sleep_memory_kept_the_record(slept):
    result, _tmp = slept
    [(at, cause)] = result.restarts
    assert WAKE_MS <= at < WAKE_MS + 50 and cause == "software"  # the watchdog's reboot
    ms, woke = next((ms, m) for ms, m in _marks(result) if m[0] == "WOKE")
    assert woke[2:] == ["SOFTWARE", "1", "cleared"]  # the title's record came back; read once
    assert ms < WAKE_MS + 5000


def test_a_power_cut_while_asleep_keeps_nothing(any_uf2, tmp_path):
    cut = run.PowerCut(ms=WAKE_MS - 2000, edges=_press(1000, B_P2), until_ms=9000)
    result = _probe(any_uf2, tmp_path, cut)
    said = [m[0] for _ms, m in _marks(result)]
    assert said[:2] == ["BOOT", "SLEEP"] and "WOKE" not in said  # a power-up: nothing kept
    assert said.count("BOOT") == 2  # it booted afresh after the cut
    assert [c for _ms, c in result.restarts] == ["power"]


# -- the console (make soak: a minute of emulated time to the screen's going off, each) --
PAUSE_SCRIPT = "4000 A.SPIT\n5500 A.SPIT\n5550 B.SPIT\n"  # Play, the pick: two Guests play
PAUSE_AT = 8500  # A starts holding SPIT (the deal is on the glass by then)
BEFORE_MS = 8300  # the table, before the hold
CONSOLE_WAKE = PAUSE_AT + 2300 + MIN + 4000  # 4 s after the screen went off
RESUME_MS = CONSOLE_WAKE + 6000  # A's SPIT on the pause menu's Resume


def _nvm(size, **settings):
    nvm = bytearray(b"\xff" * size)
    st = Stats(Store(nvm))
    for name, value in settings.items():
        st.settings.set(name, value)
    st.changed()
    assert st.save()
    return bytes(nvm)


def _notes(result):
    out = []
    for ms, raw in result.written_lines():
        line = lines.parse(raw)
        if isinstance(line, lines.Line) and line.tag in ("M", "P"):
            out.append((ms, line.tag, line.fields))
    return out


def _same(a, b):
    return list(Image.open(a).convert("RGB").getdata()) == list(
        Image.open(b).convert("RGB").getdata()
    )


# (unplugged, the console's log is silent: its data port has no host. What it did is read from
# the glass, the harness's DORMANT spells and the refreshes it measures.)
@pytest.fixture(scope="module")
def paused_sleep(any_uf2, tmp_path_factory):
    tmp = tmp_path_factory.mktemp("paused")
    text = PAUSE_SCRIPT + "%d B.P2\n%d A.SPIT\n" % (CONSOLE_WAKE, RESUME_MS)
    edges = sorted([(e.t, _gpio(e.key), not e.pressed) for e in parse(text) if e.key >= 0]
                   + _press(PAUSE_AT, panel.SPIT, 2300))  # fmt: skip
    size = 2 * SECTOR if run.is_console_firmware(any_uf2) else SECTOR
    nvm = _nvm(size, dim_min=0, dark_min=1, battery=battery.ALKALINE_AA)
    shot = {name: str(tmp / (name + ".png")) for name in
            ("table", "paused", "asleep", "woke", "again")}  # fmt: skip
    shots = [(BEFORE_MS, shot["table"]), (PAUSE_AT + 4500, shot["paused"]),
             (CONSOLE_WAKE - 1000, shot["asleep"]), (CONSOLE_WAKE + 3000, shot["woke"]),
             (RESUME_MS + 1500, shot["again"])]  # fmt: skip
    items = run.drive_items({}, **run.source_options(True, any_uf2))
    result = run.run(any_uf2, edges, RESUME_MS + 2000, items=items, nvm=nvm, shots=shots,
                     supply=Supply(3.9, usb=False), unplug=True)  # fmt: skip
    assert result.error is None, result.error + result.console[-2000:]
    return result, shot


# Open (issue 52): on the console UF2 the dormant spell, the wake pin, the reboot and the black
# glass check out, and the first frame comes 2.45 s after the press; but no screenshot is taken
# after the wake's first 3 s (no frame is refreshed after it?): the restored game's frames on the
# emulated Pico are not yet explained. The simulator's test of the same flow passes.
@pytest.mark.soak
def test_a_paused_game_sleeps_and_a_press_brings_back_the_same_table(paused_sleep, any_uf2):
    result, shot = paused_sleep
    [(start, end, gpio)] = result.power["dormant"]
    assert PAUSE_AT + 2300 + MIN - 500 < start < CONSOLE_WAKE <= end < CONSOLE_WAKE + 10
    assert gpio == _gpio(B_P2)
    assert [c for _ms, c in result.restarts] == ["software"]  # the wake's reboot, nothing else
    assert _black(shot["asleep"])
    if run.is_console_firmware(any_uf2) and not pathlib.Path(shot["woke"]).exists():
        pytest.xfail("console UF2: no frame seen after the wake's first 3 s (open)")
    # the press woke it to the pause menu as it was (no other screen drawn first); the waking
    # press moved nothing (the cursor still on Resume)
    assert _same(shot["paused"], shot["woke"])
    # Resume: the same table, pixel for pixel
    assert _same(shot["table"], shot["again"])


# The goal: the paused game back on the glass 1.5 s after the press, on the console UF2. It took
# 2.45 s while CircuitPython waited 1 s for a second reset at every boot (the wake is a software
# reset); the console UF2 skips that wait (frozen/build.sh: CIRCUITPY_SKIP_SAFE_MODE_WAIT).
@pytest.mark.soak
def test_the_paused_game_is_back_on_the_glass_within_1_5_s(paused_sleep, any_uf2):
    result, _shot = paused_sleep
    if not run.is_console_firmware(any_uf2):
        pytest.xfail("the goal is the product's firmware's")
    shown = next(ms for ms in result.refreshes if ms > CONSOLE_WAKE)
    assert shown - CONSOLE_WAKE <= 1500, shown - CONSOLE_WAKE


@pytest.mark.soak
def test_on_usb_the_console_stays_dark_and_awake(any_uf2):
    size = 2 * SECTOR if run.is_console_firmware(any_uf2) else SECTOR
    nvm = _nvm(size, dim_min=0, dark_min=1, battery=battery.ALKALINE_AA)
    items = run.drive_items({}, **run.source_options(True, any_uf2))
    result = run.run(any_uf2, [], MIN + 8000, items=items, nvm=nvm)  # USB: the default supply
    assert result.error is None, result.error + result.console[-2000:]
    said = [f[0] for ms, tag, f in _notes(result) if tag == "M"]
    assert (
        "screen dark" in said and "on USB: dark, not asleep (USB keeps CircuitPython awake)" in said
    )
    assert result.power["dormant"] == [] and result.restarts == []


# an empty pack: 3 x AA at 2.6 V from the start (below critical, 2.76 V)
EMPTY_WAKE = 20000


@pytest.mark.soak
def test_an_empty_pack_sleeps_and_a_press_reads_it_again(any_uf2):
    size = 2 * SECTOR if run.is_console_firmware(any_uf2) else SECTOR
    nvm = _nvm(size, battery=battery.ALKALINE_AA)
    items = run.drive_items({}, **run.source_options(True, any_uf2))
    result = run.run(any_uf2, _press(EMPTY_WAKE, B_P2), EMPTY_WAKE + 16000, items=items, nvm=nvm,
                     supply=Supply(2.6, usb=False), unplug=True)  # fmt: skip
    assert result.error is None, result.error + result.console[-2000:]
    spells = result.power["dormant"]
    assert len(spells) == 2, spells  # "Battery empty" 10 s, asleep; woken: read again, asleep
    (a0, w0, _g0), (a1, w1, _g1) = spells
    assert 10000 <= a0 < 13000 and EMPTY_WAKE <= w0 < EMPTY_WAKE + 10
    assert 10000 <= a1 - w0 < 15000 and w1 is None
    assert not result.flash_ops  # nothing saved
