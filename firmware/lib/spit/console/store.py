# SPDX-License-Identifier: MIT
"""Power-cut-safe records in ``microcontroller.nvm``: one 4 KB sector (stock), two (console UF2).

The RP2040 keeps nvm in 4 KB flash sectors. A write onto erased (0xFF) bytes only programs
them; any other write erases a sector and programs all of it again from byte 0, with
interrupts off (stock CircuitPython always erases nvm's first sector; the console UF2's
frozen/patches/30-nvm-two-sectors.patch erases the sector being written). Each sector is a log of
slots (``SLOT`` bytes for this format; a sector's last ``SECTOR % SLOT`` bytes are no slot):

- a save appends its record to the next erased slot of the newest record's sector: nothing else
  is touched, so a cut at any byte leaves the previous record whole and the torn one fails its
  CRC;
- when that sector has no erased slot left (every ``SECTOR // SLOT``-th save, or after a torn
  write), the save rewrites the *other* sector as [new record, erased...]. With two sectors the
  newest record stays whole in its own sector through that erase: no cut loses it. With one
  sector (stock) the other sector is the same one, and a cut in its erase or its first record's
  bytes (about 45 ms once in 10 saves) leaves no valid record: it reads as "nothing saved",
  never as garbage.

Two record formats (both little-endian, CRC-32 as binascii.crc32):

- version 1 (up to issue 39; 128-byte slots): magic ``b"SP"``, version u8, payload length u8,
  sequence u32, payload, CRC-32 of everything before it.
- version 2 on (issue 40's players; ``SLOT`` = 384-byte slots, 10 a sector): magic, version u8,
  the byte 4, sequence u32, payload length u16, 0 u16, CRC-32 of those 12 bytes, payload, CRC-32
  of everything before it (``OVERHEAD`` = 20 bytes). A version-1 firmware reads the first 12
  bytes as a whole 4-byte record of a later version (the header CRC is where it looks for its
  CRC), so after a downgrade it keeps the newer record (``NEWER``) instead of erasing it.
  ``spit.console.stats``'s record: 357 bytes of payload, 377 a record: 10 saves between erases
  of a sector (32 with version 1's 76-byte records), in both sectors of the console UF2.

On load the valid record of this version with the highest sequence wins. ``status`` then says
what was found: ``BLANK`` (nothing ever saved), ``OK``, ``DAMAGED`` (bytes that are no whole
record where the newest one should be: a cut save, a flipped bit, garbage, or only records of an
older format: ``spit.console.stats`` reads those with ``Store(nvm, 1)``), ``NEWER`` (a record of
a later format: ``save()`` then refuses, so it is never erased).

Writes stall the whole console, so the caller saves only between games (``spit.console.stats``),
and ``guard`` (a callable, e.g. a low-battery check) may refuse them: ``save()`` then returns
False and ``refused`` says why.
"""

import struct


def crc32_py(data, value=0):
    """CRC-32 as binascii.crc32 computes it, for builds without binascii (slow: ~8 ops a bit)."""
    crc = value ^ 0xFFFFFFFF
    for byte in data:
        crc ^= byte
        for _ in range(8):
            crc = (crc >> 1) ^ (0xEDB88320 & -(crc & 1))
    return crc ^ 0xFFFFFFFF


try:
    from binascii import crc32
except ImportError:
    crc32 = crc32_py


MAGIC = b"SP"
SECTOR = 4096  # the flash erase unit
SLOT = 384  # bytes a record may take, headers and CRC included (version 2 on)
HEADER = 16  # magic 2, version 1, 4 1, sequence 4, length 2, 0 2, header CRC 4
OVERHEAD = 20  # headers + CRC
MAX_PAYLOAD = SLOT - OVERHEAD
V1_SLOT = 128  # version 1's slots, header and overhead
V1_HEADER = 8
V1_OVERHEAD = 12
_ERASED = 0xFF
_LONG = 4  # the length byte of a version-2 header: its 4 bytes of length and 0
# Store.status after load()
BLANK = 0
OK = 1
DAMAGED = 2
NEWER = 3
HELD = "flash writes held"  # Store.refused when the guard said no without a reason


def _u32(b, i):
    return b[i] | b[i + 1] << 8 | b[i + 2] << 16 | b[i + 3] << 24


class Store:
    """The newest valid record in ``nvm`` (any bytearray-like object of whole sectors).

    ``load()`` returns the payload of the newest valid record of ``version``, or ``None`` when
    there is none (blank, corrupt, or another version). ``save(payload)`` writes a new one.
    ``Store(nvm, 1)`` reads version 1's records (128-byte slots), for a migration.
    """

    def __init__(self, nvm, version=2, guard=None):
        self.nvm = nvm
        self.version = version
        self.guard = guard  # callable: True when flash may be written now (see save)
        self.refused = ""  # why the last save() wrote nothing
        self.size = V1_SLOT if version == 1 else SLOT
        overhead = V1_OVERHEAD if version == 1 else OVERHEAD
        self.max_payload = min(self.size - overhead, 255 if version == 1 else 65535)
        n = len(nvm)
        self.sectors = max(1, n // SECTOR)
        self.per_sector = min(n, SECTOR) // self.size  # slots a sector holds
        self.slots = self.sectors * self.per_sector
        self.seq = 0  # sequence of the newest valid record, 0 when none
        self.slot = -1  # where it is, -1 when none
        self.first_sector = 0  # where a save goes when there is no record (stats: migration)
        self.status = BLANK
        self.saves = 0  # records written since this Store was made
        self.erases = 0  # of which rewrote a whole sector
        self._scanned = False
        self._blank = b"\xff" * self.size  # one erased slot
        # The erase path's sector image, made now: a 4 KB contiguous block may not be there at
        # the 10th save on a fragmented heap. It stays erased (0xFF) between saves.
        self._sector = bytearray(self.per_sector * self.size) if version > 1 else None
        if self._sector is not None:
            for base in range(0, len(self._sector), self.size):
                self._sector[base : base + self.size] = self._blank

    def base(self, slot):
        """The nvm offset of ``slot`` (slots never cross a sector)."""
        per = self.per_sector
        return (slot // per) * SECTOR + (slot % per) * self.size

    def _record_at(self, slot, any_version=False):
        """(seq, payload) of a valid record in ``slot`` (of our version unless ``any_version``:
        then (version, None)), or None."""
        nvm = self.nvm
        base = self.base(slot)
        head = nvm[base : base + V1_HEADER]
        if head[0] != MAGIC[0] or head[1] != MAGIC[1]:
            return None
        version = head[2]
        if version != self.version and not any_version:
            return None
        length = head[3]
        start = V1_HEADER
        if version > 1 and length == _LONG:  # the long header: its own CRC, then the length
            top = nvm[base : base + HEADER]
            if crc32(memoryview(top)[:12]) & 0xFFFFFFFF != _u32(top, 12):
                return None
            length = top[8] | top[9] << 8
            start = HEADER
        elif version > 1 and version == self.version:
            return None
        # A later format may write longer records (over more than one slot): its CRC is still
        # checked, so that its record is known and kept, never erased as damage.
        if length > self.max_payload and version == self.version:
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

    def load(self):
        """The payload of the newest valid record, or None when nvm holds none (``status`` says
        why: BLANK, DAMAGED or NEWER)."""
        best = None
        self.seq = 0
        self.slot = -1
        used = False  # any slot not erased
        newer = False
        # Newest records sit last in a sector, so scanning backwards skips most CRCs of older ones.
        for slot in range(self.slots - 1, -1, -1):
            first = self.nvm[self.base(slot)]
            if first == _ERASED:
                continue  # (a record, whole or torn, starts with its magic)
            used = True
            if first != MAGIC[0]:
                continue
            found = self._record_at(slot)
            if found is None:
                other = self._record_at(slot, True)
                newer = newer or (other is not None and other[0] > self.version)
            elif best is None or found[0] > self.seq:
                self.seq = found[0]
                self.slot = slot
                best = found[1]
        if newer:
            self.status = NEWER
        elif best is None:
            self.status = DAMAGED if used else BLANK
        else:
            self.status = DAMAGED if self._torn_after(self.slot) else OK
        self._scanned = True
        return best

    def _torn_after(self, slot):
        # True when the slot a save would have used after ``slot`` holds bytes but no record:
        # the newest save was cut, or a bit of the newest record flipped (an older one was read).
        nxt = slot + 1
        if nxt % self.per_sector == 0:
            if self.sectors == 1:
                return False  # the sector's last slot: the next save erases
            nxt = nxt % self.slots
        return not self._erased(nxt) and self._record_at(nxt) is None

    def _erased(self, slot):
        base = self.base(slot)
        for byte in self.nvm[base : base + self.size]:
            if byte != _ERASED:
                return False
        return True

    def may_write(self):
        """ "" when flash may be written now, else why not (a newer record, the guard's no)."""
        if not self._scanned:
            self.load()
        if self.status == NEWER:
            return "a newer firmware's record"
        guard = self.guard
        if guard is not None:
            answer = guard()
            if answer is not True and answer is not None:
                return answer if isinstance(answer, str) and answer else HELD
        return ""

    def save(self, payload):
        """Write ``payload`` (at most ``max_payload`` bytes) as the newest record; False (nothing
        written, ``refused`` says why) when nvm holds a record of a newer format, which an erase
        would destroy, or when ``guard()`` says no (returns False or a reason).

        Stalls the console (a flash write with interrupts off): call it between games only.
        """
        length = len(payload)
        if length > self.max_payload:
            raise ValueError("record payload too long: %d > %d" % (length, self.max_payload))
        if self.version == 1:
            raise ValueError("version 1 records are read, never written")
        self.refused = self.may_write()
        if self.refused:
            return False
        seq = (self.seq + 1) & 0xFFFFFFFF
        record = bytearray(length + OVERHEAD)
        struct.pack_into("<2sBBIHH", record, 0, MAGIC, self.version, _LONG, seq, length, 0)
        struct.pack_into("<I", record, 12, crc32(record[:12]) & 0xFFFFFFFF)
        record[HEADER : HEADER + length] = payload
        struct.pack_into("<I", record, HEADER + length, crc32(record[: HEADER + length]))
        per = self.per_sector
        target = self.slot + 1 if self.slot >= 0 else self.first_sector * per
        if (self.slot < 0 or target % per) and self._erased(target):
            # Onto erased bytes: a page program that leaves every other byte alone.
            base = self.base(target)
            self.nvm[base : base + len(record)] = record
        else:
            # The newest record's sector is full: the other sector (the same one when there is
            # only one) is erased and gets the new record first, the rest left erased.
            if self.slot >= 0:
                sector = (self.slot // per + 1) % self.sectors
            else:
                sector = self.first_sector
            target = sector * per
            image = self._sector
            image[0 : len(record)] = record
            base = self.base(target)
            try:
                self.nvm[base : base + len(image)] = image
            finally:
                image[0 : len(record)] = self._blank[: len(record)]  # erased for the next time
            self.erases += 1
        self.seq = seq
        self.slot = target
        self.status = OK
        self.saves += 1
        return True
