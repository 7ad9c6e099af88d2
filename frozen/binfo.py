# SPDX-License-Identifier: MIT
"""Name the console in its firmware's binary info (what `picotool info` shows).

CircuitPython's ports/raspberrypi/supervisor/port.c declares its program name ("CircuitPython"),
version and URL as pico-sdk binary info: entries in flash that point at strings. Rather than
patch the source, the build points those three entries at new strings, put in one spare
256-byte block right after the firmware (inside its region). The strings CircuitPython itself
uses (the version in boot_out.txt) are left as they are.
"""

from __future__ import annotations

import struct

MARKER_START, MARKER_END = 0x7188EBF2, 0xE71AA390
TYPE_ID_AND_STRING = 6
TAG_RP = 0x5052  # 'R', 'P': Raspberry Pi's tag
IDS = {"name": 0x02031C86, "version": 0x11A9BC3A, "url": 0x1856239A}
HEADER_FROM, HEADER_TO = 0x10000100, 0x10000200  # picotool looks after boot stage 2 only
PAGE = 256


class Flash:
    """UF2 blocks ([(address, 256 bytes)]) as flash to read and write by address."""

    def __init__(self, blocks) -> None:
        self.pages = {addr: bytearray(chunk) for addr, chunk in blocks}

    def read(self, addr: int, n: int) -> bytes:
        out = b""
        while len(out) < n:
            base = addr - addr % PAGE
            page = self.pages[base]
            out += bytes(page[addr - base : addr - base + n - len(out)])
            addr = base + PAGE
        return out

    def u32(self, addr: int) -> int:
        return struct.unpack("<I", self.read(addr, 4))[0]

    def write_u32(self, addr: int, value: int) -> None:
        base = addr - addr % PAGE
        struct.pack_into("<I", self.pages[base], addr - base, value)  # (aligned: one page)

    def blocks(self) -> list[tuple[int, bytes]]:
        return [(a, bytes(p)) for a, p in sorted(self.pages.items())]


def string_entries(flash: Flash) -> dict[int, int]:
    """{binary info id: address of its entry} of Raspberry Pi's id-and-string entries."""
    for at in range(HEADER_FROM, HEADER_TO, 4):
        if flash.u32(at) == MARKER_START and flash.u32(at + 16) == MARKER_END:
            start, end = flash.u32(at + 4), flash.u32(at + 8)
            break
    else:
        raise ValueError("no binary info header after boot stage 2")
    out = {}
    for slot in range(start, end, 4):
        entry = flash.u32(slot)
        kind, tag = struct.unpack("<HH", flash.read(entry, 4))
        if kind == TYPE_ID_AND_STRING and tag == TAG_RP:
            out[flash.u32(entry + 4)] = entry
    return out


def rename(blocks, limit: int, **texts: str) -> list[tuple[int, bytes]]:
    """The firmware's blocks with binary info strings set (``name``, ``version``, ``url``; one
    left out stays CircuitPython's); one block added after the last (ending below ``limit``)."""
    flash = Flash(blocks)
    entries = string_entries(flash)
    spare = max(flash.pages) + PAGE
    data = b""
    for field, text in texts.items():
        key = IDS[field]
        if key not in entries:
            raise ValueError(f"the firmware declares no binary info {field} (0x{key:08x})")
        flash.write_u32(entries[key] + 8, spare + len(data))
        data += text.encode("ascii") + b"\0"
    if len(data) > PAGE or spare + PAGE > limit:
        raise ValueError("no room for the program's name after the firmware")
    flash.pages[spare] = bytearray(data.ljust(PAGE, b"\xff"))
    return flash.blocks()
