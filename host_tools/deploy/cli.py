# SPDX-License-Identifier: MIT
"""`python -m host_tools.deploy`: put the firmware on a console, or build a UF2 for a blank one."""

from __future__ import annotations

import argparse
import pathlib
import sys

from host_tools.clitools import count, prog_name, quiet_stdout, version
from host_tools.deploy import drive as drives
from host_tools.deploy import install, mpy, shrink
from host_tools.deploy.libs import FIRMWARE, LibError

EPILOG = """examples (spit-deploy is the same as python -m host_tools.deploy):
  spit-deploy                    find CIRCUITPY and install the firmware
  spit-deploy --list             each console: its drive, REPL port, data port
  spit-deploy --dry-run          only print what would be copied
  spit-deploy --drive /media/me/CIRCUITPY --mpy-cross ~/mpy-cross-macos-10.2.1
  spit-deploy --game             console firmware: run your changed firmware/lib/spit
  spit-deploy --restore          console firmware: take it away (the built-in game again)
  spit-deploy build-uf2 -o spit.uf2   filesystem UF2 for a blank board
Libraries come from the pinned packages in this venv (firmware/device-libs.txt): no internet.
When online, `circup install -r` is an alternative for the libraries alone."""


def build_parser() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(
        prog=prog_name("spit-deploy", "host_tools.deploy"),
        description="Copy the Spit console firmware and its libraries onto a CircuitPython board's "
        "CIRCUITPY drive (code.py last, unchanged files skipped, everything verified), or build "
        "a filesystem UF2 for a blank board.",
        epilog=EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    ap.add_argument("command", nargs="?", default="install", choices=("install", "build-uf2"))
    ap.add_argument(
        "--list", action="store_true", help="list each console: drive, REPL port, data port"
    )
    ap.add_argument("--drive", help="the CIRCUITPY folder (default: find it)")
    ap.add_argument("--dry-run", action="store_true", help="print the plan, change nothing")
    ap.add_argument(
        "--settings", action="store_true", help="also replace settings.toml already on the board"
    )
    ap.add_argument("-o", "--output", default="spit-console.uf2", help="build-uf2: output file")
    ap.add_argument(
        "--board",
        default="raspberry_pi_pico",
        help="build-uf2: the board's id (raspberry_pi_pico, ..._pico_w, ..._pico2, ..._pico2_w, "
        "adafruit_feather_rp2040)",
    )
    ap.add_argument(
        "--source", default=str(FIRMWARE), help="the firmware folder (default: firmware/)"
    )
    ap.add_argument(
        "--mpy-cross",
        metavar="PATH",
        help=f"CircuitPython's mpy-cross (default: ${mpy.ENV}, else the shared 10.2.1 copy)",
    )
    ap.add_argument(
        "--py", action="store_true", help="copy the modules as .py (no .mpy; needs far more heap)"
    )
    ap.add_argument(
        "--lines",
        action="store_true",
        help="stock: every .mpy with its line numbers, the engine's and the table's too (by "
        "default only the modules a game does not hold keep theirs: ~3.3 KB less free heap in a "
        "game, ~4.5 KB in attract mode, under the 40 000 B floor)",
    )
    game = ap.add_mutually_exclusive_group()
    game.add_argument(
        "--game",
        action="store_true",
        help="on the console's own firmware: put your changed spit/ (from --source) at the "
        "drive's root, where it runs instead of the built-in game (the title says modified)",
    )
    game.add_argument(
        "--restore",
        action="store_true",
        help="on the console's own firmware: take a --game copy away (the built-in game again)",
    )
    ap.add_argument("--debug", action="store_true", help="show tracebacks on errors")
    ap.add_argument("--version", action="version", version=f"%(prog)s {version()}")
    return ap


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        with install.stop_signals_interrupt(), quiet_stdout():
            if args.list:
                from host_tools.spitlog.port import consoles, describe

                print("\n".join(describe(consoles())))
                return 0
            if args.command == "build-uf2":
                return build_uf2(args)
            return deploy(args)
    except (drives.DriveError, install.DeployError, LibError, mpy.MpyError) as exc:
        if args.debug:
            raise
        say_error(f"deploy: {exc}")
        signum = getattr(exc, "signum", None)
        return 128 + signum if signum else 1
    except KeyboardInterrupt as exc:
        name = getattr(exc, "name", "Ctrl-C")
        say_error(f"deploy: interrupted ({name}) before copying began: nothing was changed")
        return 128 + getattr(exc, "signum", 2)
    except Exception as exc:  # the CLI promise: a message, a traceback only with --debug
        if args.debug:
            raise
        say_error(f"deploy: unexpected error: {exc} (run with --debug for details)")
        return 1


def say_error(text: str) -> None:
    try:
        print(text, file=sys.stderr, flush=True)
    except OSError:
        pass  # the terminal has gone (SIGHUP): the exit status still says it


def check_source(source: pathlib.Path) -> None:
    """--source must be a firmware folder like firmware/: code.py and device-libs.txt in it."""
    missing = [name for name in ("code.py", "device-libs.txt") if not (source / name).is_file()]
    if missing:
        raise install.DeployError(
            f"--source {source} is not a firmware folder: it has no {' and no '.join(missing)}. "
            f"Give the project's firmware/ folder ({FIRMWARE}), or leave --source out."
        )


def deploy(args) -> int:
    source = pathlib.Path(args.source)
    check_source(source)
    drive = drives.find_drive(args.drive)
    info = drives.board_info(drive)
    name = drives.check_board(info, source)
    print(f"CIRCUITPY at {drive}: {name} ({info['board_id']}), CircuitPython {info['text']}")
    items = choose_files(args, info, source)
    plan = install.make_plan(drive, items, with_settings=args.settings)
    for step in plan.steps:
        if step.action == "delete":
            print(f"  delete {step.dest} ({step.why})")
        elif step.action == "keep":
            print(f"  keep   {step.dest} (yours; --settings sets the console's keys in it)")
        elif step.action != "same":
            print(f"  {step.action:6} {step.dest}")
    same = sum(1 for s in plan.steps if s.action == "same")
    changes = plan.changes()
    gone = sum(1 for s in changes if s.action == "delete")
    print(f"{files(len(changes) - gone)} to write, {gone} to delete, {same} unchanged")
    if args.dry_run:
        print(f"dry run: nothing written. {install.dry_run_verdict(drive, plan)}")
        return 0
    if not changes:
        print(f"nothing to do; {install.free_text(drive)} on the drive")
        return 0
    install.check_writable(drive)
    install.check_space(drive, plan)
    install.Transaction(drive, plan, say=lambda s: None).run()
    print(f"done: wrote and verified {files(len(changes) - gone)}, deleted {gone}, code.py last")
    kept = shrink.keep_copy(items)
    if kept is not None:
        print(f"the names deploy renamed: {shrink.NAMES} on the drive, {kept} here (spitlog's)")
    print(f"{install.free_text(drive)} on the drive")
    return 0


def files(n: int) -> str:
    return count(n, "file")


def choose_files(args, info: dict, source: pathlib.Path) -> list:
    """What this board gets: the console's firmware needs only the top-level files; stock
    CircuitPython gets the modules and libraries as .mpy (or .py with --py)."""
    if info.get("spit_console") and args.game:
        print(
            f"the board runs the Spit console firmware {info['spit_console']}: the game in "
            f"{source / 'lib' / 'spit'} goes to spit/ at the drive's root, which CircuitPython "
            "searches before its built-in modules; the title then says 'modified'. "
            "`spit-deploy --restore` takes it away"
        )
        # the console UF2's heap has room for the names as written and the lines: a changed
        # game keeps them
        choice = {**compile_choice(args), "short_names": False, "lines": True}
        game = [
            (dest[len("lib/") :], data)
            for dest, data in install.sources(source, **choice)
            if dest.startswith(install.OWN_PACKAGE)
        ]
        return game + install.sources(source, libraries=False)
    if args.game:
        raise install.DeployError(
            "--game is for the console's own firmware, where the game is built in; on stock "
            f"CircuitPython {info['text']} the game is on the drive already: spit-deploy "
            "without --game installs your changes. Nothing was changed."
        )
    if args.restore:
        print("restore: the firmware as released; a changed game at the drive's root goes")
    if info.get("spit_console"):
        print(
            f"the board runs the Spit console firmware {info['spit_console']}: the console and "
            "its libraries are built in, so only the top-level files (code.py, boot.py, "
            "settings.toml, ...) are copied; "
            f"lib/spit and the libraries an earlier deploy installed (its manifest names them) "
            "are removed"
        )
        return install.sources(source, libraries=False)
    return install.sources(source, **compile_choice(args))


def compile_choice(args) -> dict:
    """sources() keywords: .mpy with the mpy-cross found, or .py when asked; no mpy-cross and
    no --py is an error that says where to get one."""
    if args.py:
        return {"mpy_files": False}
    binary, where = mpy.find(args.mpy_cross)
    if binary is None:
        raise mpy.MpyError(
            f"no mpy-cross found (looked at {where}), and the console does not fit in a stock "
            "Pico's heap as .py (the board would compile every module itself). Get "
            f"CircuitPython 10.2.1's mpy-cross: `make firmware` builds one into {mpy.BUILT}, or "
            f"download the one for your computer from {mpy.DOWNLOAD}; give it with "
            f"--mpy-cross PATH or ${mpy.ENV}. Or add --py to copy .py on purpose. Nothing was "
            "changed."
        )
    return {"mpy_files": True, "mpy_cross": binary, "lines": True if args.lines else None}


def build_uf2(args) -> int:
    from host_tools.deploy import uf2

    out = pathlib.Path(args.output)
    check_source(pathlib.Path(args.source))
    known = drives.supported_boards(pathlib.Path(args.source))
    if args.board not in known:
        raise install.DeployError(
            f"--board {args.board}: the console's pin map does not know that board, so its "
            f"firmware would not run there; it knows {drives.known_boards(known)}. Nothing was "
            "written."
        )
    try:
        figures = uf2.build(out, args.board, pathlib.Path(args.source), **compile_choice(args))
    except ValueError as exc:
        raise install.DeployError(f"cannot build the UF2: {exc}") from None
    print(
        f"wrote {out}: {count(figures['files'], 'file')} ({figures['mpy']} as .mpy, "
        f"{figures['file_bytes']} bytes) in a "
        f"{figures['fs_bytes'] // 1024} KB CIRCUITPY filesystem, {figures['blocks']} UF2 blocks "
        f"at 0x{figures['address']:08x}"
    )
    if figures["names"] is not None:
        print(f"the names it renamed: {shrink.NAMES} in it, {figures['names']} here (spitlog's)")
    print(
        "flash: hold BOOTSEL, plug in, drop CircuitPython's UF2 on RPI-RP2; then BOOTSEL again "
        f"and drop {out.name}"
    )
    return 0
