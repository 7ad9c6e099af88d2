# SPDX-License-Identifier: MIT
"""Stage what CircuitPython freezes into flash: spit, the pinned libraries, the firmware's name.

python -m frozen.stage DIR --cp-version 10.2.1     prints the firmware version (app.VERSION)
"""

from __future__ import annotations

import argparse
import ast
import pathlib
import shutil

from host_tools.deploy import catalogues
from host_tools.deploy.libs import FIRMWARE, lib_files, read_list

APP = FIRMWARE / "lib" / "spit" / "console" / "flow" / "app.py"
NAME_MODULE = "spit_firmware.py"
GUARD = ("spit_fault.py",)


def firmware_version(app: pathlib.Path = APP) -> str:
    """The VERSION string app.py assigns (read, not imported: the one source of truth)."""
    for node in ast.parse(app.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.Assign) and any(
            isinstance(t, ast.Name) and t.id == "VERSION" for t in node.targets
        ):
            if isinstance(node.value, ast.Constant) and isinstance(node.value.value, str):
                return node.value.value
    raise SystemExit(f"{app} assigns no VERSION = '<string>'")


def name_module(version: str, cp_version: str) -> str:
    """spit_firmware.py: frozen only, so its presence says the board runs the console's firmware."""
    name = f"Spit console {version} on CircuitPython {cp_version}"
    return (
        '"""The console\'s own firmware (frozen/): only on a board flashed with'
        f' spit-console-{version}.uf2."""\n\n'
        f"NAME = {name!r}\nVERSION = {version!r}\nCIRCUITPYTHON = {cp_version!r}\n"
    )


def stage(out: pathlib.Path, cp_version: str) -> str:
    version = firmware_version()
    lib = FIRMWARE / "lib"
    for src in sorted((lib / "spit").rglob("*.py")):  # the engine and its three part packages
        dest = out / src.relative_to(lib)
        dest.parent.mkdir(parents=True, exist_ok=True)
        if catalogues.is_catalogue(dest.as_posix()):  # its words as bytes: they stay in flash
            dest.write_text(catalogues.as_bytes(src.read_text(encoding="utf-8")), encoding="utf-8")
        else:
            shutil.copyfile(src, dest)
    for lib in read_list():
        for rel, src in sorted(lib_files(lib).items()):
            dest = out / rel
            dest.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(src, dest)
    for name in GUARD:  # code.py's boot guard, on a console whose drive holds only code.py
        shutil.copyfile(FIRMWARE / name, out / name)
    (out / NAME_MODULE).write_text(name_module(version, cp_version), encoding="utf-8")
    return version


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(prog="python -m frozen.stage", description=__doc__)
    ap.add_argument("out", type=pathlib.Path, help="an empty folder to fill")
    ap.add_argument("--cp-version", required=True)
    args = ap.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    print(stage(args.out, args.cp_version))


if __name__ == "__main__":
    main()
