# SPDX-License-Identifier: MIT
"""``python -m host_tools.sim``: play the real firmware in a window, or run it from a script.

    python -m host_tools.sim                       # a window; the keyboard drives both panels
    python -m host_tools.sim --headless --seed 7 --script game.txt \\
        --screenshot out.png --log out.log         # a scripted game, no window

The key map is in host_tools/sim/keymap.py (F1 or H shows it in the window); the script format
in host_tools/sim/script.py. Exit status: 0 when the run ended normally, 2 for bad arguments or a
bad script line (the message names it).
"""

import argparse
import os
import pathlib
import sys


def parse_args(argv):
    from host_tools.clitools import prog_name, version

    ap = argparse.ArgumentParser(
        prog=prog_name("spit-sim", "host_tools.sim"), description=__doc__.split("\n")[0]
    )
    ap.add_argument("--version", action="version", version=f"%(prog)s {version()}")
    run = ap.add_argument_group("run")
    run.add_argument("--headless", action="store_true", help="no window, simulated clock")
    run.add_argument("--seed", type=int, help="seed of the first game (then seed+1, ...)")
    run.add_argument("--script", type=pathlib.Path, help="timed presses: '<ms> <A|B>.<button>'")
    run.add_argument("--until", type=int, metavar="MS", help="stop at this simulated time")
    run.add_argument(
        "--settle", type=int, default=1500, metavar="MS", help="run on after the script (1500)"
    )
    run.add_argument("--debug", action="store_true", help="debug mode: frame time and heap")
    run.add_argument("--nvm", type=pathlib.Path, help="keep the nvm (settings, stats) in FILE")
    run.add_argument("--setting", action="append", default=[], metavar="KEY=VALUE",
                     help="another settings.toml line for this run, e.g. language=de")  # fmt: skip
    run.add_argument(
        "--vsys",
        metavar="VOLTS|FROM:TO:S",
        help="VSYS: steady, or a ramp from:to over S seconds (default on USB, 4.7)",
    )
    run.add_argument("--usb", action=argparse.BooleanOptionalAction, default=None,
                     help="VBUS sense: on USB (default without --vsys) or not")  # fmt: skip
    out = ap.add_argument_group("output")
    out.add_argument("--screenshot", type=pathlib.Path, help="PNG of the screen at the end")
    out.add_argument("--log", type=pathlib.Path, help="the event log (usb_cdc.data) to FILE")
    out.add_argument("--zoom", type=int, default=2, help="window scale (default 2)")
    out.add_argument(
        "--draw-every-frame", action="store_true", help="headless: draw every frame (slow)"
    )
    args = ap.parse_args(argv)
    if args.zoom < 1 or args.zoom > 6:
        ap.error("--zoom must be 1-6")
    if args.script and not args.headless and args.until is None:
        pass  # a script in a window plays along with the keyboard; fine
    return args


def main(argv=None):
    args = parse_args(sys.argv[1:] if argv is None else argv)
    if args.headless:
        os.environ["SDL_VIDEODRIVER"] = "dummy"
        os.environ["SDL_AUDIODRIVER"] = "dummy"
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")  # the simulator makes no sound
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    os.environ.setdefault("BLINKA_OS_AGNOSTIC", "1")
    from host_tools.sim import script
    from host_tools.sim.run import Sim

    events = []
    if args.script is not None:
        try:
            events = script.load(args.script)
        except OSError as err:
            print("sim: cannot read the script: %s" % err, file=sys.stderr)
            return 2
        except script.ScriptError as err:
            print("sim: %s" % err, file=sys.stderr)
            return 2
    try:  # before the run: a log that cannot be written is said at once, in one line
        log_file = open(args.log, "wb") if args.log is not None else None  # noqa: SIM115
    except OSError as err:
        print("sim: cannot write the log %s: %s" % (args.log, err.strerror or err), file=sys.stderr)
        return 2
    if args.screenshot is not None and not args.screenshot.parent.is_dir():
        print("sim: cannot save the screenshot %s: no folder %s"
              % (args.screenshot, args.screenshot.parent), file=sys.stderr)  # fmt: skip
        return 2
    from host_tools.sim.stubs import power

    try:
        supply = power.parse(args.vsys, args.usb)
    except ValueError as err:
        print("sim: %s" % err, file=sys.stderr)
        return 2
    env = {}
    for item in args.setting:
        key, sep, value = item.partition("=")
        if not sep or not key.strip():
            print("sim: --setting wants KEY=VALUE, got %r" % item, file=sys.stderr)
            return 2
        env[key.strip()] = value.strip()
    until = args.until
    if args.headless and args.script is None and until is None:
        until = 3000  # nothing to play: show the title and stop
    sim = Sim(
        headless=args.headless,
        events=events,
        seed=args.seed,
        until_ms=until,
        settle_ms=args.settle,
        zoom=args.zoom,
        render="all" if args.draw_every_frame else "shots",
        nvm_path=args.nvm,
        debug=args.debug,
        supply=supply,
        env=env,
    )
    if not args.headless:
        from host_tools.sim import keymap

        print("\n".join(keymap.help_lines()), flush=True)
    try:
        if log_file is not None:
            import host_tools.sim.stubs.usb_cdc as usb_cdc

            usb_cdc.data.sink = log_file
        why = sim.run()
        if args.screenshot is not None:
            sim.screenshot(args.screenshot)
        print("sim: stopped (%s) at %d ms, %d frames" % (why, sim.elapsed, sim.frames),
              file=sys.stderr)  # fmt: skip
    finally:
        if log_file is not None:
            log_file.close()
        sim.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
