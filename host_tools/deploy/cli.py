# SPDX-License-Identifier: MIT
"""`python -m host_tools.deploy`: put the firmware on a console, or build a UF2 for a blank one."""

from __future__ import annotations

import argparse
import pathlib
import sys

from host_tools.deploy import drive as drives
from host_tools.deploy import install
from host_tools.deploy.libs import FIRMWARE, LibError

EPILOG = """examples:
  python -m host_tools.deploy                    find CIRCUITPY and install the firmware
  python -m host_tools.deploy --dry-run          only print what would be copied
  python -m host_tools.deploy --drive /media/me/CIRCUITPY
  python -m host_tools.deploy build-uf2 -o spit.uf2   filesystem UF2 for a blank board
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
    ap.add_argument("--debug", action="store_true", help="show tracebacks on errors")
    return ap


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        if args.command == "build-uf2":
            return build_uf2(args)
        return deploy(args)
    except (drives.DriveError, install.DeployError, LibError) as exc:
        if args.debug:
            raise
        print(f"deploy: {exc}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        return 130
    except Exception as exc:  # the CLI promise: a message, a traceback only with --debug
        if args.debug:
            raise
        print(f"deploy: unexpected error: {exc} (run with --debug for details)", file=sys.stderr)
        return 1


def deploy(args) -> int:
    drive = drives.find_drive(args.drive)
    info = drives.board_info(drive)
    print(f"CIRCUITPY at {drive}: CircuitPython {info['text']} ({info['board_id'] or '?'})")
    plan = install.make_plan(
        drive, install.sources(pathlib.Path(args.source)), with_settings=args.settings
    )
    for step in plan.steps:
        if step.action != "same":
            print(f"  {step.action:6} {step.dest}")
    same = sum(1 for s in plan.steps if s.action == "same")
    changes = plan.changes()
    print(f"{len(changes)} files to write, {same} unchanged")
    if args.dry_run:
        print(f"dry run: nothing written ({plan.needed_bytes(drive)} bytes more would be used)")
        return 0
    if not changes:
        print(f"nothing to do; {install.free_bytes(drive)} bytes free on the drive")
        return 0
    install.check_writable(drive)
    install.check_space(drive, plan)
    install.Transaction(drive, plan, say=lambda s: None).run()
    print(f"done: wrote and verified {len(changes)} files, code.py last")
    print(f"{install.free_bytes(drive)} bytes free on the drive")
    return 0


def build_uf2(args) -> int:
    from host_tools.deploy import uf2

    out = pathlib.Path(args.output)
    try:
        figures = uf2.build(out, args.board, pathlib.Path(args.source))
    except ValueError as exc:
        raise install.DeployError(f"cannot build the UF2: {exc}") from None
    print(
        f"wrote {out}: {figures['files']} files ({figures['file_bytes']} bytes) in a "
        f"{figures['fs_bytes'] // 1024} KB CIRCUITPY filesystem, {figures['blocks']} UF2 blocks "
        f"at 0x{figures['address']:08x}"
    )
    print(
        "flash: hold BOOTSEL, plug in, drop CircuitPython's UF2 on RPI-RP2; then BOOTSEL again "
        f"and drop {out.name}"
    )
    return 0
