# SPDX-License-Identifier: MIT
"""The records: what the console keeps. ``store`` (the statistics' bytes in flash, ``slots``
its two copies), ``stats`` (the settings and the figures the app reads at every game),
``tally`` (the records' bytes: the figures per player), ``players`` (the players' own pages'
figures), ``stats_v1`` (reads a version-1 record once), ``log`` (the event log's lines).

Imports only the engine and ``spit.screen`` (to let its own code go): never the flow or the
device; what it needs of them (the flash, the battery's say on a write) is handed in.

Loaded at boot and kept: ``stats``, ``store`` and ``log``. Loaded when needed, then let go:
``tally`` (a load, a game's end, a save), ``slots`` (a read or a write of flash; ``crc`` with it
on the console UF2, which has no ``binascii.crc32``), ``players`` (the players' pages),
``stats_v1`` (once, for an old record).
"""
