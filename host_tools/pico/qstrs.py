# SPDX-License-Identifier: MIT
"""The names the console interns on a stock Pico's heap for good (``python -m
host_tools.pico.qstrs``).

CircuitPython interns every name a ``.mpy`` carries (identifiers, attribute and argument names,
short strings, the module's source name: deploy gives its dotted name, which the import interns
anyway) when the module loads, unless the firmware has it in ROM.
Interned names stay on the heap for the console's life, whatever ``forget`` does with the module:
their characters, and 6 bytes each in a pool. The pools double from 20 entries (ROM's ``alloc``
is 10), so the first 1 260 names fill 20 + 40 + ... + 640 entries and the 1 261st makes a pool of
1 280 entries, 7 704 B at once (docs/ARCHITECTURE.md, "the qstr pool"). This counts, for each
module of the drive (deploy's ``.mpy``, as the phase walk has them), the names ROM lacks, and
the total, against those steps. Names made at run time (``setattr`` from a table, ``**``
keywords) are not in a ``.mpy``, and code.py and the drive's other top-level ``.py`` files
compile on the device and add theirs (~30): the counts are a lower bound.
"""

import argparse
import pathlib
import struct
import sys

from host_tools.deploy import mpy
from host_tools.pico import run

POOL_STEPS = (20, 60, 140, 300, 620, 1260, 2540, 5100)  # names held when each pool is full
ENTRY_BYTES = 6  # a name's pointer, hash byte and length byte in its pool (stock 10.2.1)


def rom_names(elf: pathlib.Path) -> set[str]:
    """The qstrs of the firmware's two ROM pools (``mp_qstr_const_pool`` and its ``_static``
    parent), read from its ELF (32-bit little-endian ARM)."""
    data = elf.read_bytes()
    shoff, shentsize, shnum = (struct.unpack_from("<I", data, 0x20)[0],
                               *struct.unpack_from("<HH", data, 0x2E))  # fmt: skip
    sections = [
        struct.unpack_from("<IIIIIIIIII", data, shoff + i * shentsize) for i in range(shnum)
    ]

    def read(addr: int, n: int) -> bytes:
        for _, kind, _, base, off, size, *_ in sections:
            if kind == 1 and base <= addr < base + size:  # PROGBITS
                return data[off + addr - base : off + addr - base + n]
        raise ValueError(f"{addr:#x} is in no section of {elf}")

    symbols = {}
    for _, kind, _, _, off, size, link, _, _, entsize in sections:
        if kind != 2:  # SYMTAB
            continue
        strings = sections[link][4]
        for at in range(off, off + size, entsize):
            name_at, value = struct.unpack_from("<II", data, at)
            end = data.index(b"\0", strings + name_at)
            symbols[data[strings + name_at : end].decode()] = value
    names = set()
    for pool in ("mp_qstr_const_pool_static", "mp_qstr_const_pool"):
        at = symbols[pool]
        # prev, total_prev_len, alloc, len, hashes, lengths, then len pointers
        _, _, _, count, _, lengths = struct.unpack("<IIIIII", read(at, 24))
        sizes = read(lengths, count)
        for i, ptr in enumerate(struct.unpack(f"<{count}I", read(at + 24, 4 * count))):
            names.add(read(ptr, sizes[i]).decode("latin-1"))
    return names


def _uint(b: bytes, i: int) -> tuple[int, int]:
    value = 0
    while True:
        c = b[i]
        i += 1
        value = value << 7 | c & 0x7F
        if not c & 0x80:
            return value, i


def mpy_names(mpy: bytes) -> list[str]:
    """The names in a CircuitPython ``.mpy``'s qstr table (mpy v6; static ones left out: ROM has
    them)."""
    if mpy[:2] != b"C\x06":
        raise ValueError("not a CircuitPython v6 .mpy")
    count, i = _uint(mpy, 4)
    _, i = _uint(mpy, i)  # the constant objects, after the names
    names = []
    for _ in range(count):
        n, i = _uint(mpy, i)
        if n & 1:
            continue  # a static qstr: its index into the list every firmware has
        n >>= 1
        names.append(mpy[i : i + n].decode("utf-8", "replace"))
        i += n + 1
    return names


def module_names(items: list[tuple[str, bytes]], rom: set[str]) -> dict[str, set[str]]:
    """Each drive ``.mpy``'s module ("spit.console.flow.app") -> the names it interns (its own
    dotted
    name included: the import interns it)."""
    out = {}
    for dest, data in items:
        if not dest.endswith(".mpy"):
            continue
        module = mpy.module_name(dest.removesuffix(".mpy") + ".py")
        out[module] = {n for n in mpy_names(data) + [module] if n not in rom}
    return out


def step_after(count: int) -> int:
    """How many names the pools hold once the next is full (name 1 261 makes 1 280 entries)."""
    return next(step for step in POOL_STEPS if count <= step)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m host_tools.pico.qstrs", description=__doc__)
    ap.add_argument("--uf2", help="the stock CircuitPython UF2 (its ELF beside it)")
    ap.add_argument("modules", nargs="*", help="count these modules only (default: all)")
    args = ap.parse_args(argv)
    uf2 = run.find_uf2(args.uf2)
    elf = run.find_elf(uf2) if uf2 is not None else None
    if elf is None:
        print(run.GET_UF2, "(and its .elf beside it)", file=sys.stderr)
        return 2
    items = run.drive_items({}, **run.source_options(True, uf2))
    per = module_names(items, rom_names(elf))
    chosen = args.modules or sorted(per)
    held: set[str] = set()
    for module in chosen:
        held |= per[module]
        print(f"{len(per[module]):5d} {module}")
    step = step_after(len(held))
    print(f"{len(held)} names ({sum(len(n) + 1 for n in held)} B of characters), a lower bound; "
          f"name {step + 1} makes a pool of {step + 20} entries")  # fmt: skip
    return 0


if __name__ == "__main__":
    sys.exit(main())
