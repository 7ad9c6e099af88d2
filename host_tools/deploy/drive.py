# SPDX-License-Identifier: MIT
"""Find the CIRCUITPY drive (Linux, macOS, Windows) and check its CircuitPython version."""

from __future__ import annotations

import importlib.util
import os
import pathlib
import re
import sys

LABEL = "CIRCUITPY"
SUPPORTED_MAJOR = (9, 10)
_VERSION = re.compile(r"CircuitPython (\d+)\.(\d+)\.(\d+)(\S*)")
# The console's own firmware (CircuitPython with the game frozen in) names itself in boot_out.txt.
_CONSOLE = re.compile(r"Spit console (\S+)")


class DriveError(Exception):
    """No drive, several, or the wrong CircuitPython: the message says what to do."""


def mount_table(mounts_text: str) -> list[tuple[str, str]]:
    """(device, mount point) of each line of /proc/mounts text."""
    out = []
    for line in mounts_text.splitlines():
        parts = line.split()
        if len(parts) >= 2:
            # /proc/mounts escapes spaces and tabs as octal (\040).
            point = re.sub(r"\\([0-7]{3})", lambda m: chr(int(m.group(1), 8)), parts[1])
            out.append((parts[0], point))
    return out


def linux_mounts(mounts_text: str) -> list[pathlib.Path]:
    """Mount points in /proc/mounts text whose folder is named CIRCUITPY (or CIRCUITPY1...)."""
    return [
        pathlib.Path(point)
        for _device, point in mount_table(mounts_text)
        if pathlib.PurePath(point).name.startswith(LABEL)
    ]


def windows_drives() -> list[pathlib.Path]:
    import ctypes
    import string

    kernel = ctypes.windll.kernel32  # type: ignore[attr-defined]
    out = []
    mask = kernel.GetLogicalDrives()
    for i, letter in enumerate(string.ascii_uppercase):
        if not mask & (1 << i):
            continue
        root = f"{letter}:\\"
        name = ctypes.create_unicode_buffer(261)
        if kernel.GetVolumeInformationW(root, name, 261, None, None, None, None, 0):
            if name.value.startswith(LABEL):
                out.append(pathlib.Path(root))
    return out


def candidates() -> list[pathlib.Path]:
    """Every mounted drive that looks like CIRCUITPY on this computer."""
    if sys.platform.startswith("win"):
        found = windows_drives()
    elif sys.platform == "darwin":
        found = sorted(pathlib.Path("/Volumes").glob(LABEL + "*"))
    else:
        try:
            found = linux_mounts(pathlib.Path("/proc/mounts").read_text())
        except OSError:
            found = []
        user = os.environ.get("USER", "")
        for pattern in (
            f"/media/{user}/{LABEL}*",
            f"/run/media/{user}/{LABEL}*",
            f"/media/{LABEL}*",
        ):
            base = pathlib.Path(pattern).parent
            if base.is_dir():
                found += sorted(base.glob(pathlib.Path(pattern).name))
    unique = []
    for path in found:
        if path.is_dir() and path not in unique:
            unique.append(path)
    return unique


def find_drive(explicit: str | None = None) -> pathlib.Path:
    if explicit:
        path = pathlib.Path(explicit)
        if not path.is_dir():
            raise DriveError(f"{path} is not a folder: is the CIRCUITPY drive mounted there?")
        return path
    found = candidates()
    if not found:
        raise DriveError(
            "no CIRCUITPY drive found: plug the console in with a data USB cable and wait for the "
            "drive to appear, or give it with --drive PATH. A blank board shows RPI-RP2 instead: "
            "install CircuitPython first (see README)."
        )
    if len(found) > 1:
        names = "\n".join(f"  {p}" for p in found)
        raise DriveError(f"several CIRCUITPY drives found, choose one with --drive:\n{names}")
    return found[0]


def board_info(drive: pathlib.Path) -> dict:
    """boot_out.txt -> {"version": (9, 2, 1), "text": "9.2.1", "board_id": ...}; checks 9/10."""
    boot_out = drive / "boot_out.txt"
    try:
        text = boot_out.read_text(encoding="utf-8", errors="replace")
    except OSError:
        raise DriveError(
            f"{boot_out} is missing: this does not look like a CircuitPython drive "
            "(CircuitPython writes boot_out.txt at every start; reset the board and try again)"
        ) from None
    m = _VERSION.search(text)
    if not m:
        raise DriveError(f"{boot_out} does not name a CircuitPython version: {text[:80]!r}")
    version = (int(m.group(1)), int(m.group(2)), int(m.group(3)))
    shown = ".".join(str(v) for v in version) + m.group(4)
    if version[0] not in SUPPORTED_MAJOR:
        raise DriveError(
            f"the board runs CircuitPython {shown}; the console needs CircuitPython 9 or 10. "
            "Install a supported CircuitPython UF2 (see README), then deploy again."
        )
    board = re.search(r"Board ID:\s*(\S+)", text)
    console = _CONSOLE.search(text)
    return {
        "version": version,
        "text": shown,
        "board_id": board.group(1) if board else None,
        "spit_console": console.group(1) if console else None,  # the console's own firmware
    }


def supported_boards(firmware: pathlib.Path) -> dict[str, str]:
    """{board_id: board name} of every board the firmware's pin map (spit/console/device/pins.py)
    knows."""
    from host_tools.deploy.libs import FIRMWARE

    path = firmware / "lib" / "spit" / "console" / "device" / "pins.py"
    if not path.is_file():
        path = FIRMWARE / "lib" / "spit" / "console" / "device" / "pins.py"
    spec = importlib.util.spec_from_file_location("_spit_pins", path)
    assert spec is not None and spec.loader is not None
    pins = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(pins)  # pure data: it imports no board module
    return {bid: MODEL_NAMES.get(bid, b["name"]) for b in pins.BOARDS for bid in b["board_ids"]}


# The pin map names a wiring (one for the whole Pico family); people know the model they hold.
MODEL_NAMES = {
    "raspberry_pi_pico": "Raspberry Pi Pico",
    "raspberry_pi_pico_w": "Raspberry Pi Pico W",
    "raspberry_pi_pico2": "Raspberry Pi Pico 2",
    "raspberry_pi_pico2_w": "Raspberry Pi Pico 2 W",
}


def check_board(info: dict, firmware: pathlib.Path) -> str:
    """The board's name if the pin map knows its board id, else DriveError naming the known."""
    known = supported_boards(firmware)
    board_id = info["board_id"]
    if board_id in known:
        return known[board_id]
    raise DriveError(
        (
            f"the board is {board_id!r}"
            if board_id
            else "boot_out.txt has no 'Board ID:' line, so the board is unknown"
        )
        + f"; the console's pin map knows only {known_boards(known)}. Nothing was copied. For "
        "another RP2040 or RP2350 board, add its pins to "
        "firmware/lib/spit/console/device/pins.py first."
    )


def known_boards(known: dict[str, str]) -> str:
    """ "Raspberry Pi Pico (raspberry_pi_pico), ..." of a supported_boards() dict."""
    return ", ".join(f"{name} ({bid})" for bid, name in sorted(known.items()))
