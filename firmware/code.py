# SPDX-License-Identifier: MIT
"""The console: check its files, build the hardware once, then run the app for ever.

code.py stays plain source (it always loads): before importing a module it checks each module
deploy's manifest (spit-manifest.txt) names under lib/, by size and crc32, so a file cut short
by an unplugged copy gives a message on the screen, the REPL and the data port, not a black
screen.
"""

import gc

MANIFEST = "/spit-manifest.txt"


def check_files():
    """The first problem with the files the manifest names, in words, or None."""
    try:
        from binascii import crc32
    except ImportError:  # a build without binascii: sizes only
        crc32 = None  # type: ignore[assignment]
    try:
        manifest = open(MANIFEST, "rb")
    except OSError:
        return None  # a developer's copy without a manifest: nothing to check against
    buf = bytearray(2048)  # (let go with the function; 4 FAT sectors a read)
    with manifest:
        for line in manifest:
            parts = line.split(None, 2)
            # only what it imports (lib/): code.py runs already, boot.py is the owner's to edit
            if len(parts) != 3 or not parts[2].startswith(b"lib/") or parts[0] == b"-":
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


def stop(problem):
    """Say what is wrong on the screen (CircuitPython's own terminal), the REPL and the data
    port, then wait: Ctrl-C over USB still stops it."""
    text = (
        "Spit console: its files on CIRCUITPY are damaged.\n" + problem + "\n"
        "Run spit-deploy again, or flash the console's UF2.\n"
    )
    try:
        from spit.console import hw

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


problem = check_files()
del check_files  # its code goes back to the heap before the app runs
if problem is None:
    try:
        from spit.console import app, hw
        from spit.screen import forget
    except (ImportError, SyntaxError, ValueError, MemoryError) as err:
        problem = "importing the console failed: " + repr(err)
if problem is not None:
    stop(problem)
del stop
gc.collect()
hardware = hw.build(app.KEY_INTERVAL, app.KEY_DEBOUNCE)
# the hardware room and the pin map are needed only at boot: their code goes back to the heap
del hw
forget("spit.console.hw", "spit.console.pins")
gc.collect()  # the import-time garbage goes before the first frame
app.run(hardware)
