# SPDX-License-Identifier: MIT
"""Run once by code.py before the console loads: are its modules on CIRCUITPY whole?

Plain source at the drive's root, like code.py (so it always loads), and imported, not part of
code.py, so its code goes back to the heap (code.py drops it) before the app runs. It checks
each module deploy's manifest (spit-manifest.txt) names under lib/ by size and crc32; a file cut
short by an unplugged copy then gives a message on the screen, the REPL and the data port, not
a black screen. On the console's own firmware the modules are frozen: nothing to check.
"""

MANIFEST = "/spit-manifest.txt"


def problem():
    """The first problem with the modules the manifest names, in words, or None."""
    try:
        from binascii import crc32
    except ImportError:  # a build without binascii: sizes only
        crc32 = None  # type: ignore[assignment]
    try:
        manifest = open(MANIFEST, "rb")
    except OSError:
        return None  # a developer's copy without a manifest: nothing to check against
    buf = bytearray(2048)  # 4 FAT sectors a read
    with manifest:
        for line in manifest:
            parts = line.split(None, 2)
            # only what code.py imports (lib/, a changed game's spit/): code.py and boot.py are
            # the owner's to edit
            modules = parts[2].startswith(b"lib/") or parts[2].startswith(b"spit/")
            if len(parts) != 3 or not modules or parts[0] == b"-":
                continue
            path = "/" + parts[2].strip().decode()
            try:
                f = open(path, "rb")
            except OSError:
                return path + " is missing"
            size, crc = 0, 0
            with f:
                while True:
                    n = f.readinto(buf)
                    if not n:
                        break
                    size += n
                    if crc32 is not None:
                        crc = crc32(buf if n == 2048 else memoryview(buf)[:n], crc)
            if size != int(parts[0]):
                return path + " is " + str(size) + " bytes, not " + parts[0].decode()
            if crc32 is not None and crc & 0xFFFFFFFF != int(parts[1], 16):
                return path + " is damaged (its checksum differs)"
    return None


def stop(text):
    """Say it on the screen (CircuitPython's own terminal), the REPL and the data port, then
    wait: Ctrl-C over USB still stops it."""
    text = (
        "Spit console: its files on CIRCUITPY are damaged.\n" + text + "\n"
        "Run spit-deploy again, or flash the console's UF2.\n"
    )
    try:
        from spit.console.device import hw

        hw.show_terminal()
    except Exception:  # noqa: BLE001 - hw itself may be the damaged file: the REPL still says it
        pass
    try:
        import usb_cdc

        if usb_cdc.data is not None:
            usb_cdc.data.write(b"# " + text.replace("\n", " ").encode() + b"\n")
    except Exception:  # noqa: BLE001 - no data port: the screen and the REPL say it
        pass
    import time

    while True:
        print(text)
        time.sleep(5)
