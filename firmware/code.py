# SPDX-License-Identifier: MIT
"""The console: build the hardware once, then run the app (title, settings, games) for ever."""

import gc

from spit.console import app, hw
from spit.screen import forget

hardware = hw.build(app.KEY_INTERVAL, app.KEY_DEBOUNCE)
# the hardware room and the pin map are needed only at boot: their code goes back to the heap
del hw
forget("spit.console.hw", "spit.console.pins")
gc.collect()  # the import-time garbage goes before the first frame
app.run(hardware)
