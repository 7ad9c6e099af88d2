# SPDX-License-Identifier: MIT
"""One UF2 for a blank Pico: the frozen firmware's blocks, then the CIRCUITPY drive's.

    python -m frozen.combine FIRMWARE.uf2 OUT.uf2 [--build-log LOG]

The drive holds code.py, boot.py and settings.toml from firmware/ (spit and its libraries are
frozen into the firmware). Its FAT image is host_tools.deploy.uf2.fs_image, the one the deploy
UF2 and the emulated Pico use; folder2uf2 numbers the blocks across the whole file.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import pathlib
import re
import time

import folder2uf2

from frozen import binfo
from frozen.stage import firmware_version
from host_tools.deploy.libs import FIRMWARE
from host_tools.deploy.uf2 import DEFAULT_BOARD, fs_image

DRIVE_FILES = ("boot.py", "settings.toml", "code.py")
# ports/raspberrypi/mpconfigport.h as frozen/patches/30-nvm-two-sectors.patch leaves it: 1016 KB
# of firmware, then 8 KB of nvm (two sectors; stock has 1020 KB and one), then CIRCUITPY at 1 MB
# as on stock.
FIRMWARE_REGION = 1016 * 1024
NVM_SIZE = 8 * 1024


class CombineError(Exception):
    """The two halves do not fit together: the message says where."""


def drive_items(firmware: pathlib.Path = FIRMWARE) -> list[tuple[str, bytes]]:
    return [(name, (firmware / name).read_bytes()) for name in DRIVE_FILES]


@contextlib.contextmanager
def utc():
    """folder2uf2 writes FAT times in local time: UTC for the build, so the bytes never depend
    on the machine's zone."""
    tz = os.environ.get("TZ")
    os.environ["TZ"] = "UTC"
    time.tzset()
    try:
        yield
    finally:
        if tz is None:
            del os.environ["TZ"]
        else:
            os.environ["TZ"] = tz
        time.tzset()


def check_layout(fw_blocks, fs_blocks, fs_addr: int) -> None:
    """Firmware inside its 1016 KB, the drive from its start on, no address written twice."""
    fw_limit = folder2uf2.XIP_BASE + FIRMWARE_REGION
    for addr, chunk in fw_blocks:
        if addr < folder2uf2.XIP_BASE or addr + len(chunk) > fw_limit:
            raise CombineError(
                f"firmware block at 0x{addr:08x} lies outside its region "
                f"0x{folder2uf2.XIP_BASE:08x}..0x{fw_limit:08x}"
            )
    nvm = folder2uf2.XIP_BASE + FIRMWARE_REGION
    if fs_addr != nvm + NVM_SIZE:
        raise CombineError(f"CIRCUITPY at 0x{fs_addr:08x}, nvm ends at 0x{nvm + NVM_SIZE:08x}")
    for addr, _chunk in fs_blocks:
        if addr < fs_addr:
            raise CombineError(f"drive block at 0x{addr:08x} lies before CIRCUITPY 0x{fs_addr:08x}")
    seen: set[int] = set()
    for addr, chunk in list(fw_blocks) + list(fs_blocks):
        for page in range(addr, addr + len(chunk), folder2uf2.UF2_PAYLOAD):
            if page in seen:
                raise CombineError(f"two blocks write 0x{page:08x}")
            seen.add(page)


def flash_used(build_log: pathlib.Path) -> tuple[int, int] | None:
    """(used, size) of FLASH_FIRMWARE from the linker's --print-memory-usage table."""
    m = re.search(r"FLASH_FIRMWARE:\s+(\d+)\s*(B|KB|MB)\s+(\d+)\s*(B|KB|MB)", build_log.read_text())
    if not m:
        return None
    scale = {"B": 1, "KB": 1024, "MB": 1024 * 1024}
    return int(m.group(1)) * scale[m.group(2)], int(m.group(3)) * scale[m.group(4)]


def name_it(fw_blocks):
    """picotool shows "Spit console", version "0.1.0 (CircuitPython 10.2.1)" (frozen/binfo)."""
    flash = binfo.Flash(fw_blocks)
    entry = binfo.string_entries(flash).get(binfo.IDS["version"])
    cp = flash.read(flash.u32(entry + 8), 32).split(b"\0")[0].decode() if entry else "?"
    limit = folder2uf2.XIP_BASE + FIRMWARE_REGION
    version = f"{firmware_version()} (CircuitPython {cp})"
    return binfo.rename(fw_blocks, limit, name="Spit console", version=version)


def combine(fw_uf2: pathlib.Path, out: pathlib.Path, epoch: int, board: str = DEFAULT_BOARD):
    family, offset, _flash = folder2uf2.BOARDS[board]
    fw_blocks, fw_family = folder2uf2.read_uf2(str(fw_uf2))
    if fw_family != family:
        raise CombineError(f"{fw_uf2} has family 0x{fw_family:08x}, {board} needs 0x{family:08x}")
    fw_blocks = name_it(fw_blocks)
    with utc():
        image, used = fs_image(drive_items(), board, timestamp=epoch)
    fs_addr = folder2uf2.XIP_BASE + offset
    fs_blocks = folder2uf2.image_blocks(image, fs_addr, trim_to=used)
    check_layout(fw_blocks, fs_blocks, fs_addr)
    total = folder2uf2.write_uf2_blocks(str(out), fw_blocks + fs_blocks, family)
    fw_end = max(a + len(c) for a, c in fw_blocks)
    return {
        "blocks": total,
        "fw_blocks": len(fw_blocks),
        "fs_blocks": len(fs_blocks),
        "fw_end": fw_end,
        "fs_addr": fs_addr,
        "fs_used": used,
    }


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(prog="python -m frozen.combine", description=__doc__)
    ap.add_argument("firmware", type=pathlib.Path, help="CircuitPython's firmware.uf2")
    ap.add_argument("out", type=pathlib.Path)
    ap.add_argument("--build-log", type=pathlib.Path, help="for the flash figures")
    args = ap.parse_args(argv)
    epoch = int(os.environ.get("SOURCE_DATE_EPOCH", "0"))
    try:
        f = combine(args.firmware, args.out, epoch)
    except (CombineError, ValueError) as e:
        raise SystemExit(f"[firmware] ERROR: {e}") from None
    print(
        f"[firmware] {args.out}: {f['blocks']} blocks = {f['fw_blocks']} firmware "
        f"(0x10000000..0x{f['fw_end']:08x}) + {f['fs_blocks']} CIRCUITPY "
        f"(from 0x{f['fs_addr']:08x}, {f['fs_used']} B of FAT)"
    )
    if args.build_log:
        figures = flash_used(args.build_log)
        if figures:
            used, size = figures
            print(
                f"[firmware] flash: firmware {used} B of {size} B, "
                f"headroom {size - used} B ({(size - used) / 1024:.1f} KB) for the game to grow"
            )


if __name__ == "__main__":
    main()
