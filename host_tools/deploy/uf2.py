# SPDX-License-Identifier: MIT
"""Build a filesystem UF2 for a blank board: the same files deploy copies, packed by folder2uf2.

Drag CircuitPython's own UF2 onto RPI-RP2 first, then (board in BOOTSEL mode again) this one:
it writes a FAT image of firmware/ + lib/ into the flash region CircuitPython mounts as CIRCUITPY.
The same image (`fs_image`) is what the emulated Pico (host_tools.pico) boots from.
"""

from __future__ import annotations

import os
import pathlib
import tempfile

import folder2uf2

from host_tools.deploy import manifest, shrink
from host_tools.deploy.install import sources
from host_tools.deploy.libs import FIRMWARE

DEFAULT_BOARD = "raspberry_pi_pico"


def boards() -> list[str]:
    return sorted(folder2uf2.BOARDS)


def fs_image(
    items: list[tuple[str, bytes]],
    board: str = DEFAULT_BOARD,
    volume_id: int = 0x5B17C0DE,
    timestamp: float | None = None,
) -> tuple[bytes, int]:
    """The FAT image of CIRCUITPY holding `items` ((dest, bytes) pairs) and deploy's manifest
    of them (unless `items` has one already), and its used bytes.
    `timestamp` (seconds since the epoch) stamps every file and the volume instead of now:
    the same items then give the same bytes (folder2uf2 writes local time: pin TZ for that)."""
    if board not in folder2uf2.BOARDS:
        raise ValueError(f"unknown board {board!r}; known: {', '.join(boards())}")
    _family, offset, flash = folder2uf2.BOARDS[board]
    if not any(dest == manifest.NAME for dest, _ in items):  # as deploy would leave the drive
        unchecked = tuple(d for d, _ in items if d in manifest.UNCHECKED)
        items = [*items, (manifest.NAME, manifest.text(items, unchecked))]
    with tempfile.TemporaryDirectory(prefix="spit-uf2-") as stage:
        root = pathlib.Path(stage)
        for dest, data in items:
            path = root / dest
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(data)
        if timestamp is not None:
            for path in root.rglob("*"):
                os.utime(path, (timestamp, timestamp))
        geo = folder2uf2.Geometry((flash - offset) // folder2uf2.SECTOR)
        tree = folder2uf2.build_tree(str(root), build_ts=timestamp)
        fat = folder2uf2.FatBuilder(geo, volume_id=volume_id, build_ts=timestamp)
        fat.layout(tree)  # raises ValueError when the files do not fit
        return bytes(fat.image), fat.used_bytes()


def build(
    out: pathlib.Path,
    board: str = DEFAULT_BOARD,
    firmware: pathlib.Path = FIRMWARE,
    volume_id: int = 0x5B17C0DE,
    mpy_files: bool = False,
    mpy_cross=None,
    lines: bool | None = None,
) -> dict:
    """Write the UF2; returns figures (blocks, bytes of files, filesystem size).

    ``mpy_files``/``mpy_cross``/``lines`` as in ``install.sources``: the modules as .mpy.
    """
    items = sources(firmware, mpy_files=mpy_files, mpy_cross=mpy_cross, lines=lines)
    image, used = fs_image(items, board, volume_id)
    family, offset, flash = folder2uf2.BOARDS[board]
    blocks = folder2uf2.write_uf2(
        str(out), image, folder2uf2.XIP_BASE + offset, family, trim_to=used
    )
    return {
        "blocks": blocks,
        "files": len(items),
        "file_bytes": sum(len(d) for _, d in items),
        "fs_bytes": flash - offset,
        "address": folder2uf2.XIP_BASE + offset,
        "family": family,
        "mpy": sum(1 for dest, _ in items if dest.endswith(".mpy")),
        "names": shrink.keep_copy(items),  # the map's host copy (spitlog reads it), or None
    }
