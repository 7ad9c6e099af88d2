# SPDX-License-Identifier: MIT
"""The console's serial log tool: watch, record, replay, show and chart what the console logs.

The line format is docs/LOG.md; the device writer is ``spit.console.records.log``. The engine
(``spit``) is loaded from firmware/lib, so the host replays games with exactly the code the console
runs.
"""

import pathlib
import sys

_LIB = pathlib.Path(__file__).resolve().parents[2] / "firmware" / "lib"
if _LIB.is_dir() and str(_LIB) not in sys.path:
    sys.path.append(str(_LIB))
