# SPDX-License-Identifier: MIT
"""The device libraries: the pinned list (firmware/device-libs.txt) and their files in this venv."""

from __future__ import annotations

import ast
import importlib.metadata
import pathlib
from dataclasses import dataclass

REPO = pathlib.Path(__file__).resolve().parents[2]
FIRMWARE = REPO / "firmware"
LIBS_FILE = FIRMWARE / "device-libs.txt"

# Modules built into CircuitPython 9/10 on RP2040 boards (never copied to lib/).
CORE = frozenset(
    """adafruit_bus_device adafruit_pixelbuf aesio alarm analogbufio analogio array atexit
    audiobusio audiocore audiomixer audiomp3 audiopwmio binascii bitbangio bitmapfilter
    bitmaptools bitops board builtins busdisplay busio codeop collections countio digitalio
    displayio epaperdisplay errno floppyio fontio fourwire framebufferio gc getpass gifio hashlib
    i2cdisplaybus i2ctarget imagecapture io jpegio json keypad keypad_demux locale math
    memorymap microcontroller micropython msgpack neopixel_write nvm onewireio os
    paralleldisplaybus picodvi pulseio pwmio qrio rainbowio random re rgbmatrix rotaryio rp2pio
    rtc sdcardio select sharpdisplay storage struct supervisor synthio sys terminalio time
    touchio traceback ulab usb usb_cdc usb_hid usb_host usb_midi usb_video vectorio warnings
    watchdog zlib asyncio""".split()
)


class LibError(Exception):
    """The pinned list or the venv is not as it should be: the message says how to fix it."""


@dataclass(frozen=True)
class DeviceLib:
    requirement: str  # "adafruit-circuitpython-ticks==1.1.7"
    module: str  # "adafruit_ticks"

    @property
    def dist(self) -> str:
        return self.requirement.split("==")[0]

    @property
    def version(self) -> str:
        return self.requirement.split("==")[1]


def read_list(path: pathlib.Path = LIBS_FILE) -> list[DeviceLib]:
    out = []
    for no, line in enumerate(path.read_text().splitlines(), 1):
        line = line.split("#")[0].strip()
        if not line:
            continue
        parts = line.split()
        if len(parts) != 2 or "==" not in parts[0]:
            raise LibError(f"{path}:{no}: want '<package>==<version>  <module>', got {line!r}")
        out.append(DeviceLib(parts[0], parts[1]))
    return out


def lib_files(lib: DeviceLib) -> dict[str, pathlib.Path]:
    """{path under CIRCUITPY/lib: source file in the venv} for one pinned library."""
    try:
        dist = importlib.metadata.distribution(lib.dist)
    except importlib.metadata.PackageNotFoundError:
        raise LibError(
            f"{lib.dist} is not installed in this venv: add '{lib.requirement}' to "
            "requirements.txt and run `make deps`"
        ) from None
    if dist.version != lib.version:
        raise LibError(
            f"{lib.dist} {dist.version} is installed but {lib.version} is pinned: run `make deps`"
        )
    found = {}
    for f in dist.files or ():
        parts = pathlib.PurePosixPath(str(f)).parts
        if f.suffix != ".py" or "__pycache__" in parts:
            continue
        if parts[0] == lib.module + ".py" or (len(parts) > 1 and parts[0] == lib.module):
            found["/".join(parts)] = pathlib.Path(str(dist.locate_file(f)))
    if not found:
        raise LibError(f"{lib.dist} has no module {lib.module!r}: check {LIBS_FILE.name}")
    return found


# Imported only for type annotations (inside `try:`); never needed on the device.
TYPE_ONLY = frozenset({"typing", "typing_extensions", "circuitpython_typing", "__future__"})


def required_imports(paths: list[pathlib.Path]) -> set[str]:
    """Top-level modules these files import anywhere (type-only modules left out)."""
    out: set[str] = set()
    for path in paths:
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                out.update(a.name.split(".")[0] for a in node.names)
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                out.add(node.module.split(".")[0])
    return out - TYPE_ONLY


def firmware_needs(firmware: pathlib.Path = FIRMWARE) -> set[str]:
    """Libraries (not core, not the project's own) that firmware/ and those libraries import."""
    # (spit_firmware: made by frozen/stage.py, in the console's UF2 only)
    own = {"spit", "spit_firmware"} | {p.stem for p in firmware.glob("*.py")}
    files = [p for p in firmware.rglob("*.py") if "__pycache__" not in p.parts]
    need = required_imports(files) - CORE - own
    seen: set[str] = set()
    while need - seen:
        name = sorted(need - seen)[0]
        seen.add(name)
        lib = next((x for x in read_list() if x.module == name), None)
        if lib is None:
            continue
        try:
            sources = list(lib_files(lib).values())
        except LibError:
            continue
        need |= required_imports(sources) - CORE - own - {name}
    return need
