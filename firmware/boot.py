# SPDX-License-Identifier: MIT
"""Runs once at power-up, before USB comes up: a second serial port for the event log, and the
drive's note of whether this console has saved statistics (/spit-nvm.txt).

Stock CircuitPython keeps nvm in one flash sector: a power cut in the erase that every 32nd save
needs leaves it all 0xFF, which reads exactly like a console that never saved. Nothing in that
sector can tell the two apart, so the note lives on CIRCUITPY, which only boot.py may write
(code.py cannot; USB is not up yet, so the host is not writing it). It is written only when
it changes: once when nvm first holds something ("saved"), once after each loss ("lost", the
count one up), once when a save follows ("saved"). code.py reads it (spit.console.records.stats).
"""

import usb_cdc

# console = the REPL for people; data = the machine-readable event log (docs/LOG.md)
usb_cdc.enable(console=True, data=True)

NOTE = "/spit-nvm.txt"  # (spit.console.records.stats.NOTE)


def _note():
    import microcontroller
    import storage

    nvm = microcontroller.nvm
    if nvm is None:
        return
    blank = nvm[0 : len(nvm)] == b"\xff" * len(nvm)
    try:
        with open(NOTE) as f:
            words = f.read().split()
        state, lost = words[1], int(words[2])
    except (OSError, ValueError, IndexError):
        state, lost = "none", 0  # no note (a new console, a fresh drive) or a damaged one
    if blank and state == "saved":
        state, lost = "lost", lost + 1  # statistics were saved here, and nvm holds none now
    elif not blank and state != "saved":
        state = "saved"
    else:
        return  # nothing changed: the drive is not written
    storage.remount("/", readonly=False)
    try:
        with open(NOTE, "w") as f:
            f.write("spit-nvm %s %d\n" % (state, lost))
            f.write("(Spit console: nvm %s; power cuts reset the statistics %d times)\n"
                    % (state, lost))  # fmt: skip
    finally:
        storage.remount("/", readonly=True)  # the host may write the drive again


try:
    _note()
except Exception as err:  # noqa: BLE001 - the console boots without the note
    print("spit-nvm note:", repr(err))
