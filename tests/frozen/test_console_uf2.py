# SPDX-License-Identifier: MIT
"""The console's own UF2 (make firmware): one file that flashes a working console on a blank Pico.

These read the built file; without it (no `make firmware` run here) they skip and say so.
"""

from __future__ import annotations

import pathlib

import pytest

from frozen.stage import firmware_version
from tests.frozen.uf2file import (
    FLAG_FAMILY,
    PROGRAM_NAME,
    PROGRAM_VERSION,
    binary_info,
    image_at,
    read_blocks,
)
from tests.frozen.uf2file import fat_files as read_fat

REPO = pathlib.Path(__file__).resolve().parents[2]
VERSION = firmware_version()
UF2 = REPO / "out" / f"spit-console-{VERSION}.uf2"
RP2040 = 0xE48BFF56
FLASH = 0x10000000
FIRMWARE_END = FLASH + 1016 * 1024  # CIRCUITPY_FIRMWARE_SIZE: frozen/patches/30-nvm-two-sectors
DRIVE = FLASH + 0x100000  # CIRCUITPY: 1 MB into flash (after 8 KB of nvm)
FLASH_END = FLASH + 2 * 1024 * 1024


@pytest.fixture(scope="module")
def blocks():
    if not UF2.exists():
        pytest.skip(f"{UF2.relative_to(REPO)} is not built: run `make firmware` (root, ~5 min)")
    return read_blocks(UF2)


def test_every_block_is_rp2040_numbered_across_the_file(blocks):
    assert all(b.flags & FLAG_FAMILY and b.family == RP2040 for b in blocks)
    assert [b.number for b in blocks] == list(range(len(blocks)))
    assert {b.total for b in blocks} == {len(blocks)}
    assert {len(b.data) for b in blocks} == {256}


def test_firmware_and_drive_fit_their_regions_without_overlap(blocks):
    fw = [b for b in blocks if b.addr < DRIVE]
    fs = [b for b in blocks if b.addr >= DRIVE]
    assert fw and fs
    assert fw[0].addr == FLASH  # the boot stage 2 comes first
    assert max(b.addr + len(b.data) for b in fw) <= FIRMWARE_END
    assert max(b.addr + len(b.data) for b in fs) <= FLASH_END
    addrs = [b.addr for b in blocks]
    assert len(set(addrs)) == len(addrs), "two blocks write the same flash page"
    # reflashing keeps what the console saved: no block over nvm's two sectors
    assert not [b for b in blocks if FIRMWARE_END <= b.addr < DRIVE]


def test_drive_holds_the_repo_files_and_nothing_to_shadow_the_frozen_code(blocks):
    files = read_fat(image_at(blocks, DRIVE))
    for name in ("code.py", "boot.py", "settings.toml"):
        # (after an edit of firmware/: `make firmware` again, the UF2 is older than the file)
        assert files.get(name) == (REPO / "firmware" / name).read_bytes(), f"{name} differs"
    # spit and its libraries are in flash: a copy on the drive would be imported instead
    assert not [n for n in files if n.endswith(".py") and n not in ("code.py", "boot.py")]


def test_firmware_names_itself_with_the_app_version(blocks):
    fw = b"".join(b.data for b in sorted(blocks, key=lambda b: b.addr) if b.addr < DRIVE)
    # MICROPY_BANNER_MACHINE: the text boot_out.txt and sys.implementation._machine carry
    assert f"Spit console {VERSION} on CircuitPython 10.2.1".encode() in fw


def test_picotool_sees_the_spit_console_by_name_and_version(blocks):
    """Issue 27.14: the binary info said CircuitPython 10.2.1 only."""
    info = binary_info(blocks)
    assert info[PROGRAM_NAME] == "Spit console"
    assert info[PROGRAM_VERSION] == f"{VERSION} (CircuitPython 10.2.1)"
