# SPDX-License-Identifier: MIT
"""Read a UF2 and the FAT drive inside it, independently of the code that wrote them.

UF2: https://github.com/microsoft/uf2 (32-byte header, 476-byte data field, end magic).
FAT: the boot sector's geometry, the root directory (long names), cluster chains (FAT12/16).
"""

from __future__ import annotations

import pathlib
import struct
from dataclasses import dataclass

MAGIC0, MAGIC1, MAGIC_END = 0x0A324655, 0x9E5D5157, 0x0AB16F30
FLAG_FAMILY = 0x00002000
FLAG_NOT_MAIN_FLASH = 0x00000001


@dataclass(frozen=True)
class Block:
    flags: int
    addr: int
    data: bytes
    number: int
    total: int
    family: int


def read_blocks(path: pathlib.Path) -> list[Block]:
    raw = path.read_bytes()
    assert len(raw) % 512 == 0, f"{path}: {len(raw)} B is not a whole number of UF2 blocks"
    out = []
    for i in range(0, len(raw), 512):
        m0, m1, flags, addr, size, number, total, family = struct.unpack_from("<8I", raw, i)
        (end,) = struct.unpack_from("<I", raw, i + 508)
        assert (m0, m1, end) == (MAGIC0, MAGIC1, MAGIC_END), f"block {i // 512}: bad magic"
        assert size <= 476, f"block {i // 512}: payload {size} B"
        out.append(Block(flags, addr, raw[i + 32 : i + 32 + size], number, total, family))
    return out


def image_at(blocks: list[Block], start: int) -> bytes:
    """The bytes the blocks write from `start` on, which must follow one another."""
    chosen = sorted((b for b in blocks if b.addr >= start), key=lambda b: b.addr)
    out = bytearray()
    for b in chosen:
        assert b.addr == start + len(out), f"gap before 0x{b.addr:08x}"
        out += b.data
    return bytes(out)


def fat_files(image: bytes) -> dict[str, bytes]:
    """{name: bytes} of the files in the root directory of a FAT12/16 image."""
    bps, spc, reserved, nfats, root_entries, total16 = struct.unpack_from("<HBHBHH", image, 11)
    fat_sectors = struct.unpack_from("<H", image, 22)[0]
    total = total16 or struct.unpack_from("<I", image, 32)[0]
    root = (reserved + nfats * fat_sectors) * bps
    data = root + root_entries * 32
    clusters = (total * bps - data) // (spc * bps)
    fat = image[reserved * bps : (reserved + fat_sectors) * bps]

    def next_cluster(c: int) -> int:
        if clusters < 4085:  # FAT12: 12-bit entries, packed
            v = struct.unpack_from("<H", fat, c * 3 // 2)[0]
            return v >> 4 if c & 1 else v & 0xFFF
        return struct.unpack_from("<H", fat, c * 2)[0]

    end = 0xFF8 if clusters < 4085 else 0xFFF8
    files: dict[str, bytes] = {}
    lfn = ""
    for off in range(root, data, 32):
        e = image[off : off + 32]
        if e[0] == 0:
            break
        if e[0] == 0xE5:
            lfn = ""
            continue
        if e[11] == 0x0F:  # a long-name piece: 13 UTF-16 characters, last piece first
            part = (e[1:11] + e[14:26] + e[28:32]).decode("utf-16-le")
            lfn = part.split("\x00")[0] + lfn
            continue
        if e[11] & 0x18:  # volume label or directory
            lfn = ""
            continue
        name = lfn or (e[0:8].decode().rstrip() + "." + e[8:11].decode().rstrip()).lower()
        lfn = ""
        cluster = struct.unpack_from("<H", e, 26)[0]
        size = struct.unpack_from("<I", e, 28)[0]
        body = bytearray()
        while size and 2 <= cluster < end:
            at = data + (cluster - 2) * spc * bps
            body += image[at : at + spc * bps]
            cluster = next_cluster(cluster)
        files[name] = bytes(body[:size])
    return files


def binary_info(blocks: list[Block]) -> dict[int, str]:
    """{id: text} of the pico-sdk binary info strings (what `picotool info` prints), read from
    the blocks: the header after boot stage 2, its entry pointers, each id-and-string entry."""
    mem = {b.addr: b.data for b in blocks}

    def read(addr: int, n: int) -> bytes:
        base = addr & ~255
        out = mem[base][addr - base :]
        while len(out) < n:
            base += 256
            out += mem[base]
        return out[:n]

    def u32(addr: int) -> int:
        return struct.unpack("<I", read(addr, 4))[0]

    for at in range(0x10000100, 0x10000200, 4):
        if u32(at) == 0x7188EBF2 and u32(at + 16) == 0xE71AA390:
            start, end = u32(at + 4), u32(at + 8)
            break
    else:
        raise AssertionError("no binary info header")
    out = {}
    for slot in range(start, end, 4):
        entry = u32(slot)
        kind, tag, ident, value = struct.unpack("<HHII", read(entry, 12))
        if kind == 6 and tag == 0x5052:  # an id-and-string entry of Raspberry Pi's
            out[ident] = read(value, 128).split(b"\0")[0].decode()
    return out


PROGRAM_NAME, PROGRAM_VERSION, PROGRAM_URL = 0x02031C86, 0x11A9BC3A, 0x1856239A
