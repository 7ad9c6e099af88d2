# SPDX-License-Identifier: MIT
"""The desktop simulator: the real firmware (firmware/code.py) on a PC.

``install()`` puts the host stand-ins for CircuitPython's modules into ``sys.modules`` (board,
keypad, supervisor, usb_cdc, microcontroller, watchdog) and ``firmware/lib`` on ``sys.path``;
``python -m host_tools.sim`` then runs code.py in a pygame window, or headless from a script.
See ``host_tools/sim/__main__.py`` for the command line and docs/SIM.md for the key map.
"""

import pathlib
import sys

# The firmware's lib is the device's /lib: the simulator's own modules import spit from it too.
_LIB = str(pathlib.Path(__file__).resolve().parents[2] / "firmware" / "lib")
if _LIB not in sys.path:
    sys.path.insert(0, _LIB)
