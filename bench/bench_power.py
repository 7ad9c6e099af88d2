# SPDX-License-Identifier: MIT
"""Hours of play and of idle-dark on the BOM's packs: the emulated Pico's current estimate.

Two runs of the console UF2 (debug off) on the emulated Pico, whose report estimates the current
from VSYS at 4.0 V from the core's WFI time and the backlight's PWM duty (host_tools/pico/report.py,
hardware/README.md "Power budget": planning currents, not this console measured):

- **play**: bench/games/long_human.txt (the title, the pick, a whole game of human presses, back
  to the title), default settings (brightness 4 = full), the estimate from its first press to its
  last;
- **dark**: the console left on the title with "Dim screen" never and "Screen off" 1 min (an nvm
  record, as a maker would set them), the estimate over the dark spell only: from 1 s after the
  backlight went off to the run's end (report.window_power). On USB: it stays dark, awake.
- **asleep**: the same on batteries (3 x AA, 3.9 V, no USB host: ``run(unplug=True)``): the
  screen goes off and the console deep-sleeps (DORMANT) until a press; the run checks that it
  went dormant and stayed so to its end (``dormant_fraction`` over that spell) and its current
  is the report's ``asleep_ma`` (the Pico dormant, the display's controller asleep, the VSYS
  divider: report.py's figures).

Hours = a pack's usable mAh / the pack's current, the estimate scaled as constant power from
4.0 V to the pack's mid-discharge VSYS (after the 0.3 V diode), as hardware/README.md says.
"""

import hashlib
import json
import os
import pathlib
import sys
from concurrent.futures import ThreadPoolExecutor

_ROOT = pathlib.Path(__file__).resolve().parents[1]
for _path in (_ROOT / "firmware" / "lib", _ROOT):
    if str(_path) not in sys.path:
        sys.path.insert(0, str(_path))

from bench import results  # noqa: E402
from bench.games import record  # noqa: E402

WHERE = "pico-console"
CACHE = _ROOT / "out" / "bench-power"  # each run's power figures, by the fingerprint of its inputs
PLAY_SCRIPT = _ROOT / "bench" / "games" / "long_human.txt"
DARK_MIN = 1  # the "Screen off" minutes of the dark run ("Dim screen" never)
DARK_TAIL_MS = 25000  # the dark run goes on this long after the screen went off
SETTLE_MS = 1000  # the dark spell is taken from this long after the light went off
# (name, usable mAh, VSYS at mid-discharge, where the mAh comes from): the BOM's packs
PACKS = (
    ("aa", 2400, 3.3, "3 x AA alkaline (Energizer E91): 2,400 mAh, the E91 datasheet's capacity "
     "at a ~100 mA continuous drain to 0.9 V a cell, rounded down; VSYS ~3.3 V mid-discharge"),
    ("nimh", 1900, 3.3, "3 x AA NiMH (Panasonic eneloop BK-3MCC): 1,900 mAh, its datasheet's "
     "minimum rated capacity; VSYS ~3.3 V on its 1.2 V plateau, less the diode"),
    ("lipo", 1100, 3.4, "1-cell LiPo (Adafruit 258, 1,200 mAh): 1,100 mAh taken usable to the "
     "3.0 V protection cut-off at ~0.1 C (~90 % of the rating); VSYS ~3.4 V at its 3.7 V middle"),
)  # fmt: skip
MODEL_VSYS = 4.0  # the estimate's currents are at this VSYS (report.py)


def _nvm(**settings):
    """microcontroller.nvm with a settings record: the console UF2's two sectors."""
    from spit.console.records.stats import Stats
    from spit.console.records.store import SECTOR, Store

    nvm = bytearray(b"\xff" * (2 * SECTOR))
    st = Stats(Store(nvm))
    for name, value in settings.items():
        st.settings.set(name, value)
    st.changed()
    if not st.save():
        raise RuntimeError("the settings record was not saved")
    return bytes(nvm)


def _run(uf2, edges, until, nvm=None, supply=None, unplug=False):
    """The run's power side (result.power) and its press times: read back from CACHE when the
    UF2, drive, presses, nvm and emulator are unchanged (the emulator is deterministic);
    SPIT_BENCH_FRESH=1 runs it again."""
    from host_tools.pico import run

    settings = {"debug": 0, "seed": record.SEED}
    items = run.drive_items(settings, **run.source_options(True, uf2))
    h = hashlib.sha256(pathlib.Path(uf2).read_bytes())
    for dest, data in items:
        h.update(dest.encode() + b"\0" + data)
    power = supply.job() if supply is not None else None
    h.update(json.dumps([edges, until, power, unplug]).encode() + (nvm or b""))
    for path in sorted((_ROOT / "host_tools" / "pico").glob("*.*")):
        h.update(path.read_bytes())
    cached = CACHE / (h.hexdigest() + ".json")
    if cached.exists() and not os.environ.get("SPIT_BENCH_FRESH"):
        return json.loads(cached.read_text())
    result = run.run(uf2, edges, until, items=items, nvm=nvm, wall_timeout_s=7200,
                     supply=supply, unplug=unplug)  # fmt: skip
    if result.error:
        raise RuntimeError(result.error + result.console[-2000:])
    out = {"power": result.power, "emulated_ms": result.emulated_ms, "wall_s": result.wall_s}
    CACHE.mkdir(parents=True, exist_ok=True)
    cached.write_text(json.dumps(out))
    return out


def _play(uf2):
    from host_tools.pico import report
    from host_tools.pico.__main__ import edges_and_shots
    from host_tools.sim import script

    events = script.load(PLAY_SCRIPT)
    edges, _shots = edges_and_shots(events)
    first, last = edges[0][0], script.end_time(events)
    got = _run(uf2, edges, last + 1500)
    return report.window_power(got["power"], first, last), (first, last), got


def _dark(uf2):
    from host_tools.pico import report

    until = DARK_MIN * 60000 + DARK_TAIL_MS
    got = _run(uf2, [], until, nvm=_nvm(dim_min=0, dark_min=DARK_MIN))
    timeline = got["power"].get("backlight", [])
    off = [ms for ms, duty in timeline if duty == 0 and ms > 0]
    if not off:
        raise RuntimeError("the backlight never went off: %r" % timeline[-5:])
    start = off[0] + SETTLE_MS
    return report.window_power(got["power"], start, until), (start, until), got


def _asleep(uf2):
    from host_tools.pico import report
    from host_tools.sim.stubs.power import Supply
    from spit.console.device import battery

    until = DARK_MIN * 60000 + DARK_TAIL_MS
    nvm = _nvm(dim_min=0, dark_min=DARK_MIN, battery=battery.ALKALINE_AA)
    got = _run(uf2, [], until, nvm=nvm, supply=Supply(3.9, usb=False), unplug=True)
    spells = got["power"].get("dormant", [])
    if not spells:
        raise RuntimeError("the console never went dormant: %r" % got["power"].get("backlight"))
    start = spells[0][0]
    fraction = got["power"].get("dormant_ms", 0) / max(1.0, until - start)
    return {"asleep_ma": round(report.ASLEEP_MA, 2), "dormant_fraction": round(fraction, 4),
            "asleep_from_ms": start}, (start, until), got  # fmt: skip


def _hours(ma, vsys, mah):
    pack_ma = ma * MODEL_VSYS / vsys  # constant power: the regulator draws more at a lower VSYS
    return round(mah / pack_ma, 1)


def main():
    from host_tools.pico import run

    found = sorted((_ROOT / "out").glob("spit-console-*.uf2"))
    if not found or not run.is_console_firmware(found[-1]):
        raise RuntimeError("the power bench runs the console UF2: `make firmware` makes it")
    uf2 = found[-1]
    with ThreadPoolExecutor(2) as pool:
        play_job, dark_job = pool.submit(_play, uf2), pool.submit(_dark, uf2)
        asleep_job = pool.submit(_asleep, uf2)
        play, play_span, play_run = play_job.result()
        dark, dark_span, dark_run = dark_job.result()
        asleep, asleep_span, asleep_run = asleep_job.result()
    game = "the long game of human presses (bench/games/long_human.txt), default settings "
    game += "(brightness 4), debug off, its first press to its last (%.0f-%.0f ms)" % play_span
    idle = "the console left on the title, Dim screen never, Screen off %d min, debug off; " % (
        DARK_MIN
    )
    idle += "the dark spell only (%.0f-%.0f ms)" % dark_span
    model = "; the report's model at VSYS 4.0 V: %(core_awake)s mA awake, %(core_wfi)s mA in "
    model = (model + "WFI, %(backlight_full)s mA backlight at full") % _model()
    for name, fig, text in (("play", play, game), ("dark", dark, idle)):
        print(
            "  %-5s est %5.1f mA  awake %.3f  backlight duty %.3f   (%s)"
            % (name, fig["est_ma"], fig["core_awake_fraction"], fig["backlight_duty"], text)
        )
        results.record("%s_ma" % name, fig["est_ma"], "mA", text + model, WHERE)
        results.record("%s_awake" % name, fig["core_awake_fraction"], "fraction", text, WHERE)
        results.record("%s_duty" % name, fig["backlight_duty"], "fraction", text, WHERE)
    sleep = "the console left on the title on 3 x AA (3.9 V, no USB host), Dim screen never, "
    sleep += "Screen off %d min: deep sleep (DORMANT) from %.0f ms to the run's end (%.0f ms)" % (
        DARK_MIN, *asleep_span)  # fmt: skip
    print("  asleep est %5.2f mA  dormant %.4f of the spell   (%s)"
          % (asleep["asleep_ma"], asleep["dormant_fraction"], sleep))  # fmt: skip
    parts = "; report.py's model: the Pico dormant %.2f mA, the display's controller asleep %.2f "
    parts = (parts + "mA, the VSYS divider %.3f mA") % _asleep_parts()
    results.record("asleep_ma", asleep["asleep_ma"], "mA", sleep + parts, WHERE, goal=("<=", 2))
    results.record("asleep_dormant", asleep["dormant_fraction"], "fraction", sleep, WHERE)
    asleep["est_ma"] = asleep["asleep_ma"]
    for pack, mah, vsys, source in PACKS:
        for name, fig in (("play", play), ("dark", dark), ("asleep", asleep)):
            hours = _hours(fig["est_ma"], vsys, mah)
            print("  %-4s %-6s %7.1f h" % (pack, name, hours))
            what = {"play": "playing", "dark": "idle, screen off (USB: awake)",
                    "asleep": "left on, asleep (deep sleep)"}[name]  # fmt: skip
            text = "%s / power.%s_ma scaled from VSYS 4.0 V to %.1f V (constant power). %s" % (
                what,
                name,
                vsys,
                source,
            )
            results.record("hours.%s_%s" % (pack, name), hours, "h", text, WHERE)
            if name == "asleep":  # (the goal: 3 x AA last 6 weeks left on)
                goal = (">=", 6) if pack == "aa" else None
                results.record("weeks.%s_asleep" % pack, round(hours / 168, 1), "weeks",
                               text, WHERE, goal=goal)  # fmt: skip
    print("  (wall: play %.0f s, dark %.0f s, asleep %.0f s)"
          % (play_run["wall_s"], dark_run["wall_s"], asleep_run["wall_s"]))  # fmt: skip


def _asleep_parts():
    from host_tools.pico import report

    return report.PICO_DORMANT_MA, report.DISPLAY_SLEEP_MA, report.VSYS_DIVIDER_MA


def _model():
    from host_tools.pico import report

    return {"core_awake": report.CORE_AWAKE_MA, "core_wfi": report.CORE_WFI_MA,
            "backlight_full": report.BACKLIGHT_MA}  # fmt: skip


if __name__ == "__main__":
    main()
