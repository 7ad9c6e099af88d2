# SPDX-License-Identifier: MIT
"""The CircuitPython modules the console's firmware turns off are ones nothing on the board uses.

A new `import` of a turned-off module in firmware/ (or in a frozen library) fails here, before a
board fails with ImportError.
"""

from __future__ import annotations

import pathlib
import re

from host_tools.deploy.libs import FIRMWARE, lib_files, read_list, required_imports

OFF_LIST = pathlib.Path(__file__).resolve().parents[2] / "frozen" / "modules-off.txt"
# Flags whose module name is not the flag lowercased.
MODULE_OF = {
    "_EVE": "_eve",
    "BLEIO_HCI": "_bleio",
    "BUSDEVICE": "adafruit_bus_device",
    "PIXELBUF": "adafruit_pixelbuf",
}
# Flags that turn off a class of a module kept on: the class name must not appear.
CLASS_OF = {
    "KEYPAD_KEYMATRIX": "KeyMatrix",
    "KEYPAD_SHIFTREGISTERKEYS": "ShiftRegisterKeys",
    "PIXELMAP": "PixelMap",
}


def off_flags() -> list[str]:
    lines = (line.split("#")[0].strip() for line in OFF_LIST.read_text().splitlines())
    return [line for line in lines if line]


def board_sources() -> list[pathlib.Path]:
    own = [p for p in FIRMWARE.rglob("*.py") if "__pycache__" not in p.parts]
    return own + [src for lib in read_list() for src in lib_files(lib).values()]


def test_the_list_is_flags_only():
    flags = off_flags()
    assert flags and all(re.fullmatch(r"_?[A-Z][A-Z0-9_]*", f) for f in flags), flags
    assert len(set(flags)) == len(flags)


def test_no_turned_off_module_is_imported_on_the_board():
    imported = required_imports(board_sources())
    off = {MODULE_OF.get(f, f.lower()) for f in off_flags() if f not in CLASS_OF}
    assert not imported & off, f"firmware imports modules frozen/modules-off.txt turns off: {off}"


def test_no_turned_off_class_is_used_on_the_board():
    text = "\n".join(p.read_text(encoding="utf-8") for p in board_sources())
    used = [f for f in off_flags() if f in CLASS_OF and CLASS_OF[f] in text]
    assert not used, f"the firmware uses what frozen/modules-off.txt turns off: {used}"


def test_what_the_console_needs_stays_on():
    needed = {"keypad", "displayio", "busdisplay", "fourwire", "vectorio", "terminalio"}
    needed |= {"synthio", "audiopwmio", "rp2pio", "microcontroller", "nvm", "watchdog"}
    needed |= {"usb_cdc", "supervisor", "os", "gc", "struct", "binascii", "bitbangio", "io"}
    assert not needed & {f.lower() for f in off_flags()}
