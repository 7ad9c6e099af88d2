# SPDX-License-Identifier: MIT
"""The console: build the hardware once, then run the app (title, settings, games) for ever."""

import gc
import sys

import spit
from spit import app, hw

hardware = hw.build(app.KEY_INTERVAL, app.KEY_DEBOUNCE)
# spit.hw and the pin map are needed only at boot: let their code go back to the heap
del hw, spit.hw, sys.modules["spit.hw"]
if "spit.pins" in sys.modules:
    del spit.pins, sys.modules["spit.pins"]
gc.collect()  # the import-time garbage goes before the first frame
app.run(hardware)
