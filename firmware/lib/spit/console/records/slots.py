# SPDX-License-Identifier: MIT
"""How ``spit.console.records.store.Store`` reads and writes its log of slots (the format and the
power-cut rules: ``spit.console.records.store``). Loaded at power-on and for each save, then let go:
in play only the Store's state is on the heap, not this code.
"""

import struct

from micropython import const

# The format's numbers as spit.console.records.store states them, copied: the half the store
# loads does not import the store back (tests/console/test_copies.py holds each copy equal).
MAGIC = b"SP"
HEADER = const(16)
OVERHEAD = const(20)
V1_HEADER = const(8)
_ERASED = const(0xFF)
_LONG = const(4)
BLANK = const(0)
OK = const(1)
DAMAGED = const(2)
NEWER = const(3)
HELD = "flash writes held"
NO_ROOM = "memory full"


try:
    from binascii import crc32
except ImportError:  # the console UF2 (no zlib, so no binascii.crc32): a table a byte, in flash
    from spit.console.records.crc import crc32


def _u32(b, i):
    return b[i] | b[i + 1] << 8 | b[i + 2] << 16 | b[i + 3] << 24


def record_at(s, slot, any_version=False):
    """(seq, payload) of a valid record in ``slot`` (of our version unless ``any_version``:
    then (version, None)), or None."""
    nvm = s.nvm
    base = s.base(slot)
    head = nvm[base : base + V1_HEADER]
    if head[0] != MAGIC[0] or head[1] != MAGIC[1]:
        return None
    version = head[2]
    if version != s.version and not any_version:
        return None
    length = head[3]
    start = V1_HEADER
    if version > 1 and length == _LONG:  # the long header: its own CRC, then the length
        top = nvm[base : base + HEADER]
        if crc32(memoryview(top)[:12]) & 0xFFFFFFFF != _u32(top, 12):
            return None
        length = top[8] | top[9] << 8
        start = HEADER
    elif version > 1 and version == s.version:
        return None
    # A later format may write longer records (over more than one slot): its CRC is still
    # checked, so that its record is known and kept, never erased as damage.
    if length > s.max_payload and version == s.version:
        return None
    end = start + length
    if base + end + 4 > len(nvm):
        return None
    body = nvm[base : base + end + 4]
    if crc32(memoryview(body)[:end]) & 0xFFFFFFFF != _u32(body, end):
        return None
    if any_version:
        return version, None
    return _u32(head, 4), bytes(body[start:end])


def load(s):
    """The payload of the newest valid record, or None when nvm holds none (``status`` says
    why: BLANK, DAMAGED or NEWER)."""
    best = None
    s.seq = 0
    s.slot = -1
    used = False  # any slot not erased
    newer = False
    # Newest records sit last in a sector, so scanning backwards skips most CRCs of older ones.
    for slot in range(s.slots - 1, -1, -1):
        first = s.nvm[s.base(slot)]
        if first == _ERASED:
            continue  # (a record, whole or torn, starts with its magic)
        used = True
        if first != MAGIC[0]:
            continue
        found = record_at(s, slot)
        if found is None:
            other = record_at(s, slot, True)
            newer = newer or (other is not None and other[0] > s.version)
        elif best is None or found[0] > s.seq:
            s.seq = found[0]
            s.slot = slot
            best = found[1]
    if newer:
        s.status = NEWER
    elif best is None:
        s.status = DAMAGED if used else BLANK
    else:
        s.status = DAMAGED if torn_after(s, s.slot) else OK
    s._scanned = True
    return best


def torn_after(s, slot):
    # True when the slot a save would have used after ``slot`` holds bytes but no record:
    # the newest save was cut, or a bit of the newest record flipped (an older one was read).
    nxt = slot + 1
    if nxt % s.per_sector == 0:
        if s.sectors == 1:
            return False  # the sector's last slot: the next save erases
        nxt = nxt % s.slots
    return not erased(s, nxt) and record_at(s, nxt) is None


def erased(s, slot):
    base = s.base(slot)
    for byte in s.nvm[base : base + s.size]:
        if byte != _ERASED:
            return False
    return True


def may_write(s):
    """ "" when flash may be written now, else why not (a newer record, the guard's no)."""
    if not s._scanned:
        load(
            s,
        )
    if s.status == NEWER:
        return "a newer firmware's record"
    guard = s.guard
    if guard is not None:
        answer = guard()
        if answer is not True and answer is not None:
            return answer if isinstance(answer, str) and answer else HELD
    return ""


def sector_image(n):
    """``n`` erased (0xFF) bytes for a sector's rewrite, or None when the heap has no block that
    big even after a collection (saves come between games, where the phase walk finds >= 8 KB)."""
    try:
        image = bytearray(n)
    except MemoryError:
        return None
    for i in range(n):  # (a bytes of 0xFF to copy from would be a second block as big)
        image[i] = 0xFF
    return image


def save(s, payload):
    """Write ``payload`` (at most ``max_payload`` bytes) as the newest record; False (nothing
    written, ``refused`` says why) when nvm holds a record of a newer format, which an erase
    would destroy, or when ``guard()`` says no (returns False or a reason).

    Stalls the console (a flash write with interrupts off): call it between games only.
    """
    length = len(payload)
    if length > s.max_payload:
        raise ValueError("record payload too long: %d > %d" % (length, s.max_payload))
    if s.version == 1:
        raise ValueError("version 1 records are read, never written")
    s.refused = may_write(
        s,
    )
    if s.refused:
        return False
    seq = (s.seq + 1) & 0xFFFFFFFF
    record = bytearray(length + OVERHEAD)
    struct.pack_into("<2sBBIHH", record, 0, MAGIC, s.version, _LONG, seq, length, 0)
    struct.pack_into("<I", record, 12, crc32(record[:12]) & 0xFFFFFFFF)
    record[HEADER : HEADER + length] = payload
    struct.pack_into("<I", record, HEADER + length, crc32(record[: HEADER + length]))
    per = s.per_sector
    target = s.slot + 1 if s.slot >= 0 else s.first_sector * per
    if (s.slot < 0 or target % per) and erased(s, target):
        # Onto erased bytes: a page program that leaves every other byte alone.
        base = s.base(target)
        s.nvm[base : base + len(record)] = record
    else:
        # The newest record's sector is full: the other sector (the same one when there is
        # only one) is erased and gets the new record first, the rest left erased.
        if s.slot >= 0:
            sector = (s.slot // per + 1) % s.sectors
        else:
            sector = s.first_sector
        target = sector * per
        image = sector_image(per * s.size)
        if image is None:  # nothing written: the last record stands, the caller keeps its data
            s.refused = NO_ROOM
            return False
        image[0 : len(record)] = record
        base = s.base(target)
        s.nvm[base : base + len(image)] = image
        del image
        s.erases += 1
    s.seq = seq
    s.slot = target
    s.status = OK
    s.saves += 1
    return True
