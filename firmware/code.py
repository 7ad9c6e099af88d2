# SPDX-License-Identifier: MIT
"""The console: build the hardware once, then run the app (title, settings, games) for ever."""

import gc

from spit import app, hw

hardware = hw.build(app.KEY_INTERVAL, app.KEY_DEBOUNCE)
gc.collect()  # drop the import-time garbage before the first frame
app.run(hardware)
