# SPDX-License-Identifier: MIT
"""Power-cut-safe records in the 4 KB ``microcontroller.nvm`` sector.

The RP2040 keeps nvm in one 4 KB flash sector. A write onto erased (0xFF) bytes only programs
them; any other write erases the whole sector and programs all of it again from byte 0, with
interrupts off. Two slots in one sector therefore do not survive a cut: rewriting the first slot
erases the second one too. So the sector is a log of ``SLOT``-byte slots instead:

- a save appends its record to the next erased slot: nothing else in the sector is touched, so a
  cut at any byte leaves the previous record whole and the torn one fails its CRC;
- when no erased slot is left (every ``SLOTS``-th save, or after a torn write), the save rewrites
  the sector as [new record, erased...]. A cut in that save's erase or its first record's bytes
  (about 45 ms once in 32 saves) leaves no valid record: it reads as "nothing saved" (defaults),
  never as garbage. Every other cut keeps the old or the new record.

A record: magic ``b"SP"``, version u8, payload length u8, sequence u32, payload, CRC-32 (u32) of
everything before it, little-endian. On load the valid record with the highest sequence wins.

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
SLOT = 128  # bytes a record may take, header and CRC included
HEADER = 8  # magic 2, version 1, length 1, sequence 4
OVERHEAD = 12  # header + CRC
MAX_PAYLOAD = SLOT - OVERHEAD
_HEADER_FMT = "<2sBBI"
_ERASED = 0xFF
_BLANK = b"\xff" * SLOT  # one erased slot


class Store:
    """The newest valid record in ``nvm`` (any bytearray-like object of whole slots).

    ``load()`` returns the payload of the newest valid record of ``version``, or ``None`` when
    there is none (blank, corrupt, or another version). ``save(payload)`` writes a new one.
    """

    def __init__(self, nvm, version=1):
        self.nvm = nvm
        self.version = version
        self.slots = len(nvm) // SLOT
        self.seq = 0  # sequence of the newest valid record, 0 when none
        self.slot = -1  # where it is, -1 when none
        self.saves = 0  # records written since this Store was made
        self.erases = 0  # of which rewrote the whole sector
        self._scanned = False
        # The erase path's sector image, made now: a 4 KB contiguous block may not be there at
        # the 32nd save on a fragmented heap. It stays erased (0xFF) between saves.
        self._sector = bytearray(self.slots * SLOT)
        for base in range(0, len(self._sector), SLOT):
            self._sector[base : base + SLOT] = _BLANK

    def _record_at(self, slot):
        """(seq, payload) of a valid record in ``slot``, or None."""
        nvm = self.nvm
        base = slot * SLOT
        head = nvm[base : base + HEADER]
        if head[0] != MAGIC[0] or head[1] != MAGIC[1] or head[2] != self.version:
            return None
        length = head[3]
        if length > MAX_PAYLOAD:
            return None
        body = nvm[base : base + HEADER + length + 4]
        end = HEADER + length
        stored = body[end] | body[end + 1] << 8 | body[end + 2] << 16 | body[end + 3] << 24
        if crc32(memoryview(body)[:end]) & 0xFFFFFFFF != stored:
            return None
        seq = head[4] | head[5] << 8 | head[6] << 16 | head[7] << 24
        return seq, bytes(body[HEADER:end])

    def load(self):
        """The payload of the newest valid record, or None when nvm holds none."""
        best = None
        self.seq = 0
        self.slot = -1
        # Newest records sit last, so scanning backwards skips most CRCs of older ones.
        for slot in range(self.slots - 1, -1, -1):
            nvm = self.nvm
            base = slot * SLOT
            if nvm[base] != MAGIC[0]:
                continue
            found = self._record_at(slot)
            if found is not None and (best is None or found[0] > self.seq):
                self.seq = found[0]
                self.slot = slot
                best = found[1]
        self._scanned = True
        return best

    def _erased(self, slot):
        base = slot * SLOT
        for byte in self.nvm[base : base + SLOT]:
            if byte != _ERASED:
                return False
        return True

    def save(self, payload):
        """Write ``payload`` (at most MAX_PAYLOAD bytes) as the newest record.

        Stalls the console (a flash write with interrupts off): call it between games only.
        """
        length = len(payload)
        if length > MAX_PAYLOAD:
            raise ValueError("record payload too long: %d > %d" % (length, MAX_PAYLOAD))
        if not self._scanned:
            self.load()
        seq = (self.seq + 1) & 0xFFFFFFFF
        record = bytearray(length + OVERHEAD)
        struct.pack_into(_HEADER_FMT, record, 0, MAGIC, self.version, length, seq)
        record[HEADER : HEADER + length] = payload
        struct.pack_into("<I", record, HEADER + length, crc32(record[: HEADER + length]))
        target = self.slot + 1
        if target < self.slots and self._erased(target):
            # Onto erased bytes: a page program that leaves every other byte alone.
            base = target * SLOT
            self.nvm[base : base + len(record)] = record
        else:
            # No erased slot left: one erase, the new record first, the rest left erased.
            target = 0
            image = self._sector
            image[0 : len(record)] = record
            try:
                self.nvm[0 : len(image)] = image
            finally:
                image[0 : len(record)] = _BLANK[: len(record)]  # erased again for the next time
            self.erases += 1
        self.seq = seq
        self.slot = target
        self.saves += 1
