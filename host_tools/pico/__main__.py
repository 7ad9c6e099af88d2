# SPDX-License-Identifier: MIT
"""``python -m host_tools.pico``: play the real firmware on an emulated Pico.

    python -m host_tools.pico --seed 7 --script game.txt --screenshot out.png --log out.log \\
        --report out.json

The same interface and script format as ``python -m host_tools.sim --headless``: times are ms
since code.py started. The board is CircuitPython 10.2.1 (or --uf2) inside rp2040js; the drive
holds what ``host_tools.deploy`` would copy. Prints the console (REPL) output. Exit status: 0
when the run ended normally; 1 when the firmware raised, showed its fault screen or was reset by
the watchdog (the traceback is printed); 2 for bad arguments or no UF2.
"""

from __future__ import annotations

import argparse
import json
import pathlib
import sys

from host_tools.pico import report, run
from host_tools.sim import script
from host_tools.sim.stubs import power

SETTLE_MS = 1500


def parse_args(argv):
    ap = argparse.ArgumentParser(
        prog="python -m host_tools.pico", description=__doc__.split("\n")[0]
    )
    ap.add_argument("--seed", type=int, help="seed of the first game (then seed+1, ...)")
    ap.add_argument("--script", type=pathlib.Path, help="timed presses: '<ms> <A|B>.<button>'")
    ap.add_argument("--until", type=int, metavar="MS", help="stop this long after code.py started")
    ap.add_argument("--settle", type=int, default=SETTLE_MS, metavar="MS",
                    help="run on after the script (1500)")  # fmt: skip
    ap.add_argument("--screenshot", type=pathlib.Path, help="PNG of the screen at the end")
    ap.add_argument("--log", type=pathlib.Path, help="the event log (usb_cdc.data) to FILE")
    ap.add_argument("--report", type=pathlib.Path, help="figures (boot, heap, frames) as JSON")
    ap.add_argument("--uf2", help="the CircuitPython UF2 (default: $SPIT_CIRCUITPYTHON_UF2, "
                    "else ../shared/circuitpython/)")  # fmt: skip
    ap.add_argument("--py", action="store_true", help="put .py on the drive instead of .mpy")
    ap.add_argument("--no-debug", action="store_true",
                    help="no debug mode (then the report has no heap figures)")  # fmt: skip
    ap.add_argument("--nvm", type=pathlib.Path, metavar="FILE",
                    help="microcontroller.nvm at power-on (not written back)")  # fmt: skip
    ap.add_argument("--setting", action="append", default=[], metavar="KEY=VALUE",
                    help="another settings.toml line for this run, e.g. input=pio")  # fmt: skip
    ap.add_argument("--vsys", metavar="VOLTS|FROM:TO:S",
                    help="VSYS as GP29 reads it (VSYS/3, ADC3): steady, or a ramp from:to volts "
                    "over S seconds from time zero (default: on USB, 4.7 V)")  # fmt: skip
    ap.add_argument(
        "--usb",
        action=argparse.BooleanOptionalAction,
        default=None,
        help="VBUS sense (GP24): on USB or not (default: USB, not with --vsys)",
    )
    ap.add_argument("--unplug", action="store_true",
                    help="the USB host goes at time zero: deep sleep is DORMANT")  # fmt: skip
    ap.add_argument("--echo", action="store_true", help="show the console as it comes")
    ap.add_argument("--profile", type=pathlib.Path, metavar="OUT.txt",
                    help="where frames of play spend their time, by C function")  # fmt: skip
    ap.add_argument("--profile-all", action="store_true",
                    help="--profile over the whole run (boot, waits too)")  # fmt: skip
    ap.add_argument("--profile-slow", type=float, default=0, metavar="MS",
                    help="--profile only the frames of play that took MS or more")  # fmt: skip
    ap.add_argument("--ideal-flash", action="store_true",
                    help="no XIP cache model: flash as fast as SRAM, as in rp2040js")  # fmt: skip
    return ap.parse_args(argv)


def edges_and_shots(events):
    """Script events -> ([ms, gpio, high] pin edges, [ms, png] shots)."""
    gpio = run.pin_numbers()
    edges = [(e.t, gpio[e.key], not e.pressed) for e in events if e.key >= 0]  # active low
    shots = [(e.t, e.path) for e in events if e.key < 0]
    return edges, shots


def settings_for(args) -> dict:
    values: dict[str, object] = {} if args.no_debug else {"debug": 1}
    if args.seed is not None:
        values["seed"] = args.seed
    for item in args.setting:
        key, sep, value = item.partition("=")
        if not sep or not key.strip():
            raise ValueError(f"--setting wants KEY=VALUE, got {item!r}")
        values[key.strip()] = int(value) if value.strip().lstrip("-").isdigit() else value.strip()
    return values


def main(argv=None) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)
    try:
        events = script.load(args.script) if args.script else []
        settings = settings_for(args)
        supply = power.parse(args.vsys, args.usb)
        nvm = args.nvm.read_bytes() if args.nvm else None
        if nvm is not None and len(nvm) not in (4096, 8192):  # (stock's sector; the console's two)
            raise ValueError(f"--nvm {args.nvm}: {len(nvm)} bytes, not 4096 or 8192")
        uf2 = run.find_uf2(args.uf2)
    except (OSError, script.ScriptError, ValueError, run.PicoError) as err:
        print(f"pico: {err}", file=sys.stderr)
        return 2
    if uf2 is None:
        print(f"pico: {run.GET_UF2}", file=sys.stderr)
        return 2
    until = args.until if args.until is not None else script.end_time(events) + args.settle
    if not events and args.until is None:
        until = 6000  # nothing to play: show the title and stop
    edges, shots = edges_and_shots(events)
    end_png = str(args.screenshot) if args.screenshot else None
    if end_png:
        shots.append((until, end_png))
    try:
        items = run.drive_items(settings, **run.source_options(not args.py, uf2))
        result = run.run(
            uf2, edges, until, items=items, shots=shots, echo=args.echo,
            profile="all" if args.profile_all else bool(args.profile),
            profile_min_ms=args.profile_slow, ideal_flash=args.ideal_flash, supply=supply,
            unplug=args.unplug,
            nvm=nvm,
        )  # fmt: skip
    except run.PicoError as err:
        print(f"pico: {err}", file=sys.stderr)
        return 2
    if not args.echo:
        sys.stdout.write(result.console.replace("\r\n", "\n"))
    if args.log:
        args.log.write_bytes(result.data)
    if args.profile:
        args.profile.write_text(report.profile_text(result.raw.get("profile")))
    figures = report.build(result)
    if args.report:
        args.report.write_text(json.dumps(figures, indent=1))
    frames = figures["frames"]
    print(f"pico: {until} ms after code.py started ({result.emulated_ms:.0f} emulated ms, "
          f"{result.wall_s:.1f} s wall); boot {figures['boot_ms']} ms; frames median "
          f"{frames['median_ms']} p95 {frames['p95_ms']} max {frames['max_ms']} ms",
          file=sys.stderr)  # fmt: skip
    problems = figures["faults"] + ([result.error] if result.error else [])
    if result.resets:
        problems.append(f"{result.resets} reset(s) (watchdog or microcontroller.reset())")
    for problem in problems:
        print(f"pico: FAULT\n{problem}", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
