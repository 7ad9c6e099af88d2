# SPDX-License-Identifier: MIT
"""`python -m host_tools.deploy`: put the firmware on a console, or build a UF2 for a blank one."""

from __future__ import annotations

import argparse
import pathlib
import sys

from host_tools.deploy import drive as drives
from host_tools.deploy import install, mpy
from host_tools.deploy.libs import FIRMWARE, LibError, read_list

EPILOG = """examples (spit-deploy is the same as python -m host_tools.deploy):
  spit-deploy                    find CIRCUITPY and install the firmware
  spit-deploy --list             each console: its drive, REPL port, data port
  spit-deploy --dry-run          only print what would be copied
  spit-deploy --drive /media/me/CIRCUITPY --mpy-cross ~/mpy-cross-macos-10.2.1
  spit-deploy build-uf2 -o spit.uf2   filesystem UF2 for a blank board
Libraries come from the pinned packages in this venv (firmware/device-libs.txt): no internet.
When online, `circup install -r` is an alternative for the libraries alone."""


def build_parser() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(
        prog="python -m host_tools.deploy",
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
    ap.add_argument("--board", default="raspberry_pi_pico", help="build-uf2: folder2uf2 board name")
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
    ap.add_argument("--debug", action="store_true", help="show tracebacks on errors")
    return ap


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
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
        print(f"deploy: {exc}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print(
            "deploy: interrupted (Ctrl-C) before copying began: nothing was changed",
            file=sys.stderr,
        )
        return 130
    except Exception as exc:  # the CLI promise: a message, a traceback only with --debug
        if args.debug:
            raise
        print(f"deploy: unexpected error: {exc} (run with --debug for details)", file=sys.stderr)
        return 1


def deploy(args) -> int:
    source = pathlib.Path(args.source)
    drive = drives.find_drive(args.drive)
    info = drives.board_info(drive)
    name = drives.check_board(info, source)
    print(f"CIRCUITPY at {drive}: {name} ({info['board_id']}), CircuitPython {info['text']}")
    items, remove_libs = choose_files(args, info, source)
    plan = install.make_plan(drive, items, with_settings=args.settings, remove_libs=remove_libs)
    for step in plan.steps:
        if step.action == "delete":
            print(f"  delete {step.dest} ({step.why})")
        elif step.action != "same":
            print(f"  {step.action:6} {step.dest}")
    same = sum(1 for s in plan.steps if s.action == "same")
    changes = plan.changes()
    gone = sum(1 for s in changes if s.action == "delete")
    print(f"{len(changes) - gone} files to write, {gone} to delete, {same} unchanged")
    if args.dry_run:
        print(f"dry run: nothing written ({plan.needed_bytes(drive)} bytes more would be used)")
        return 0
    if not changes:
        print(f"nothing to do; {install.free_bytes(drive)} bytes free on the drive")
        return 0
    install.check_writable(drive)
    install.check_space(drive, plan)
    install.Transaction(drive, plan, say=lambda s: None).run()
    print(f"done: wrote and verified {len(changes) - gone} files, deleted {gone}, code.py last")
    print(f"{install.free_bytes(drive)} bytes free on the drive")
    return 0


def choose_files(args, info: dict, source: pathlib.Path) -> tuple[list, tuple]:
    """What this board gets: the console's firmware needs only the top-level files; stock
    CircuitPython gets the modules and libraries as .mpy (or .py when there is no mpy-cross)."""
    pinned = tuple(lib.module for lib in read_list(source / "device-libs.txt"))
    if info.get("spit_console"):
        print(
            f"the board runs the Spit console firmware {info['spit_console']}: the console and "
            f"its libraries are built in, so only code.py, boot.py and settings.toml are copied; "
            f"lib/spit and the libraries a stock install left ({', '.join(pinned)}) are removed"
        )
        return install.sources(source, libraries=False), ("spit",) + pinned
    return install.sources(source, **compile_choice(args)), ()


def compile_choice(args) -> dict:
    """sources() keywords: .mpy with the mpy-cross found, or .py (asked for, or none found)."""
    if args.py:
        return {"mpy_files": False}
    binary, where = mpy.find(args.mpy_cross)
    if binary is None:
        print(
            f"deploy: warning: no mpy-cross found (looked at {where}), so the modules go as .py. "
            "The board must then compile them itself, which needs several times the heap "
            "(bitmap_label: 69 KB free instead of 12 KB as .mpy) and may stop the console with "
            "MemoryError. Get mpy-cross for CircuitPython 10.2.1 for your computer from "
            f"{mpy.DOWNLOAD} and give it with --mpy-cross PATH or ${mpy.ENV}.",
            file=sys.stderr,
        )
        return {"mpy_files": False}
    return {"mpy_files": True, "mpy_cross": binary}


def build_uf2(args) -> int:
    from host_tools.deploy import uf2

    out = pathlib.Path(args.output)
    try:
        figures = uf2.build(out, args.board, pathlib.Path(args.source), **compile_choice(args))
    except ValueError as exc:
        raise install.DeployError(f"cannot build the UF2: {exc}") from None
    print(
        f"wrote {out}: {figures['files']} files ({figures['mpy']} as .mpy, "
        f"{figures['file_bytes']} bytes) in a "
        f"{figures['fs_bytes'] // 1024} KB CIRCUITPY filesystem, {figures['blocks']} UF2 blocks "
        f"at 0x{figures['address']:08x}"
    )
    print(
        "flash: hold BOOTSEL, plug in, drop CircuitPython's UF2 on RPI-RP2; then BOOTSEL again "
        f"and drop {out.name}"
    )
    return 0
