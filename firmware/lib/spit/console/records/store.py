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

- version 1 (the first firmware's; 128-byte slots): magic ``b"SP"``, version u8, payload length u8,
  sequence u32, payload, CRC-32 of everything before it.
- version 2 on (the players' record; ``SLOT`` = 384-byte slots, 10 a sector): magic, version u8,
  the byte 4, sequence u32, payload length u16, 0 u16, CRC-32 of those 12 bytes, payload, CRC-32
  of everything before it (``OVERHEAD`` = 20 bytes). A version-1 firmware reads the first 12
  bytes as a whole 4-byte record of a later version (the header CRC is where it looks for its
  CRC), so after a downgrade it keeps the newer record (``NEWER``) instead of erasing it.
  ``spit.console.records.stats``'s record: 357 bytes of payload, 377 a record: 10 saves between
  erases of a sector (32 with version 1's 76-byte records), in both sectors of the console UF2.

On load the valid record of this version with the highest sequence wins. ``status`` then says
what was found: ``BLANK`` (nothing ever saved), ``OK``, ``DAMAGED`` (bytes that are no whole
record where the newest one should be: a cut save, a flipped bit, garbage, or only records of an
older format: ``spit.console.records.stats`` reads those with ``Store(nvm, 1)``), ``NEWER`` (a
record of a later format: ``save()`` then refuses, so it is never erased).

Writes stall the whole console, so the caller saves only between games
(``spit.console.records.stats``),
and ``guard`` (a callable, e.g. a low-battery check) may refuse them: ``save()`` then returns
False and ``refused`` says why. A save that rewrites a sector makes its 3 840 B image then and
lets it go (``NO_ROOM``: no block that big, nothing written, the next save tries again). The
code that reads and writes the slots is ``spit.console.records.slots``, loaded only for a load or a
save: in play only the Store's state is on the heap.
"""

from micropython import const

MAGIC = b"SP"
SECTOR = 4096  # the flash erase unit
SLOT = 384  # bytes a record may take, headers and CRC included (version 2 on)
HEADER = 16  # magic 2, version 1, 4 1, sequence 4, length 2, 0 2, header CRC 4
OVERHEAD = 20  # headers + CRC
MAX_PAYLOAD = SLOT - OVERHEAD
_V1_SLOT = const(128)  # version 1's slots, header and overhead
V1_HEADER = 8
_V1_OVERHEAD = const(12)
_ERASED = 0xFF
_LONG = 4  # the length byte of a version-2 header: its 4 bytes of length and 0
# Store.status after load()
BLANK = 0
OK = 1
DAMAGED = 2
NEWER = 3
HELD = "flash writes held"  # Store.refused when the guard said no without a reason
NO_ROOM = "memory full"  # Store.refused: the heap had no 3 840 B block for it


class Store:
    """The newest valid record in ``nvm`` (any bytearray-like object of whole sectors).

    ``load()`` returns the payload of the newest valid record of ``version``, or ``None`` when
    there is none (blank, corrupt, or another version). ``save(payload)`` writes a new one.
    ``Store(nvm, 1)`` and ``Store(nvm, 2)`` read older records (version 1's 128-byte slots), for a
    migration.
    """

    def __init__(self, nvm, version=3, guard=None):
        self.nvm = nvm
        self.version = version
        self.guard = guard  # callable: True when flash may be written now (see save)
        self.refused = ""  # why the last save() wrote nothing
        self.size = _V1_SLOT if version == 1 else SLOT
        overhead = _V1_OVERHEAD if version == 1 else OVERHEAD
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
        # (The erase path's sector image, 3 840 B, is made by that save alone and let go after
        # it: kept for life it cost every phase its size on stock, docs/ARCHITECTURE.md.)

    def base(self, slot):
        """The nvm offset of ``slot`` (slots never cross a sector)."""
        per = self.per_sector
        return (slot // per) * SECTOR + (slot % per) * self.size

    def load(self):
        """The payload of the newest valid record, or None when nvm holds none (``status`` says
        why: BLANK, DAMAGED or NEWER)."""
        from spit.console.records import slots

        try:
            return slots.load(self)
        finally:
            _let_go()

    def save(self, payload):
        """Write ``payload`` (at most ``max_payload`` bytes) as the newest record; False (nothing
        written, ``refused`` says why) when nvm holds a record of a newer format, which an erase
        would destroy, or when ``guard()`` says no (returns False or a reason).

        Stalls the console (a flash write with interrupts off): call it between games only.
        """
        from spit.console.records import slots

        try:
            return slots.save(self, payload)
        finally:
            _let_go()


def _let_go():
    # spit.console.records.slots' code (and crc's, on the console UF2) off the heap until the
    # next load or save
    from spit.screen import forget

    forget("spit.console.records.slots", "spit.console.records.crc")
