# SPDX-License-Identifier: MIT
"""Power-cut-safe records in ``microcontroller.nvm``: one 4 KB sector (stock), two (console UF2).

The RP2040 keeps nvm in 4 KB flash sectors. A write onto erased (0xFF) bytes only programs
them; any other write erases a sector and programs all of it again from byte 0, with
interrupts off (stock CircuitPython always erases nvm's first sector; the console UF2's
frozen/patches/30-nvm-two-sectors.patch erases the sector being written). Each sector is a log of
``SLOT``-byte slots:

- a save appends its record to the next erased slot of the newest record's sector: nothing else
  is touched, so a cut at any byte leaves the previous record whole and the torn one fails its
  CRC;
- when that sector has no erased slot left (every ``SLOTS``-th save, or after a torn write), the
  save rewrites the *other* sector as [new record, erased...]. With two sectors the newest record
  stays whole in its own sector through that erase: no cut loses it. With one sector (stock) the
  other sector is the same one, and a cut in its erase or its first record's bytes (about 45 ms
  once in 32 saves) leaves no valid record: it reads as "nothing saved", never as garbage.

A record: magic ``b"SP"``, version u8, payload length u8, sequence u32, payload, CRC-32 (u32) of
everything before it, little-endian. On load the valid record with the highest sequence wins.
``status`` then says what was found: ``BLANK`` (nothing ever saved), ``OK``, ``DAMAGED`` (bytes
that are no whole record where the newest one should be: a cut save, a flipped bit, garbage),
``NEWER`` (a record of a later format: ``save()`` then refuses, so it is never erased).

Writes stall the whole console, so the caller saves only between games (``spit.console.stats``).
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
SLOT = 128  # bytes a record may take, header and CRC included
HEADER = 8  # magic 2, version 1, length 1, sequence 4
OVERHEAD = 12  # header + CRC
MAX_PAYLOAD = SLOT - OVERHEAD
_HEADER_FMT = "<2sBBI"
_ERASED = 0xFF
_BLANK = b"\xff" * SLOT  # one erased slot
# Store.status after load()
BLANK = 0
OK = 1
DAMAGED = 2
NEWER = 3


class Store:
    """The newest valid record in ``nvm`` (any bytearray-like object of whole slots).

    ``load()`` returns the payload of the newest valid record of ``version``, or ``None`` when
    there is none (blank, corrupt, or another version). ``save(payload)`` writes a new one.
    """

    def __init__(self, nvm, version=1):
        self.nvm = nvm
        self.version = version
        self.slots = len(nvm) // SLOT
        self.per_sector = min(self.slots, SECTOR // SLOT)  # slots a sector holds
        self.sectors = max(1, self.slots // self.per_sector) if self.slots else 1
        self.seq = 0  # sequence of the newest valid record, 0 when none
        self.slot = -1  # where it is, -1 when none
        self.status = BLANK
        self.saves = 0  # records written since this Store was made
        self.erases = 0  # of which rewrote a whole sector
        self._scanned = False
        # The erase path's sector image, made now: a 4 KB contiguous block may not be there at
        # the 32nd save on a fragmented heap. It stays erased (0xFF) between saves.
        self._sector = bytearray(self.per_sector * SLOT)
        for base in range(0, len(self._sector), SLOT):
            self._sector[base : base + SLOT] = _BLANK

    def _record_at(self, slot, any_version=False):
        """(seq, payload) of a valid record in ``slot`` (of our version unless ``any_version``:
        then (version, payload)), or None."""
        nvm = self.nvm
        base = slot * SLOT
        head = nvm[base : base + HEADER]
        if head[0] != MAGIC[0] or head[1] != MAGIC[1]:
            return None
        if head[2] != self.version and not any_version:
            return None
        length = head[3]
        # A later format may write longer records (over more than one slot): its CRC is still
        # checked, so that its record is known and kept, never erased as damage.
        if length > MAX_PAYLOAD and (head[2] == self.version or not any_version):
            return None
        if base + HEADER + length + 4 > len(nvm):
            return None
        body = nvm[base : base + HEADER + length + 4]
        end = HEADER + length
        stored = body[end] | body[end + 1] << 8 | body[end + 2] << 16 | body[end + 3] << 24
        if crc32(memoryview(body)[:end]) & 0xFFFFFFFF != stored:
            return None
        if any_version:
            return head[2], None
        seq = head[4] | head[5] << 8 | head[6] << 16 | head[7] << 24
        return seq, bytes(body[HEADER:end])

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
            nvm = self.nvm
            base = slot * SLOT
            first = nvm[base]
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
        base = slot * SLOT
        for byte in self.nvm[base : base + SLOT]:
            if byte != _ERASED:
                return False
        return True

    def save(self, payload):
        """Write ``payload`` (at most MAX_PAYLOAD bytes) as the newest record; False (nothing
        written) when nvm holds a record of a newer format, which an erase would destroy.

        Stalls the console (a flash write with interrupts off): call it between games only.
        """
        length = len(payload)
        if length > MAX_PAYLOAD:
            raise ValueError("record payload too long: %d > %d" % (length, MAX_PAYLOAD))
        if not self._scanned:
            self.load()
        if self.status == NEWER:
            return False
        seq = (self.seq + 1) & 0xFFFFFFFF
        record = bytearray(length + OVERHEAD)
        struct.pack_into(_HEADER_FMT, record, 0, MAGIC, self.version, length, seq)
        record[HEADER : HEADER + length] = payload
        struct.pack_into("<I", record, HEADER + length, crc32(record[: HEADER + length]))
        per = self.per_sector
        target = self.slot + 1
        if (self.slot < 0 or target % per) and self._erased(target):
            # Onto erased bytes: a page program that leaves every other byte alone.
            base = target * SLOT
            self.nvm[base : base + len(record)] = record
        else:
            # The newest record's sector is full: the other sector (the same one when there is
            # only one) is erased and gets the new record first, the rest left erased.
            sector = (self.slot // per + 1) % self.sectors if self.slot >= 0 else 0
            target = sector * per
            image = self._sector
            image[0 : len(record)] = record
            base = target * SLOT
            try:
                self.nvm[base : base + len(image)] = image
            finally:
                image[0 : len(record)] = _BLANK[: len(record)]  # erased again for the next time
            self.erases += 1
        self.seq = seq
        self.slot = target
        self.status = OK
        self.saves += 1
        return True
