# SPDX-License-Identifier: MIT
"""The console: check its files (spit_check), build the hardware once, then run the app."""

import gc
import sys
import time

try:
    import spit_check  # type: ignore[import-not-found]  # (firmware/spit_check.py, on the drive)

    problem = spit_check.problem()
except ImportError:
    spit_check, problem = None, None  # no checker: nothing on the drive to check
except Exception as err:  # noqa: BLE001 - a damaged checker must not stop the console
    spit_check, problem = None, None
    print("spit_check:", repr(err))
if problem is None:
    try:
        from spit.console import app, hw
        from spit.screen import forget
    except (ImportError, SyntaxError, ValueError, MemoryError) as err:
        problem = "importing the console failed: " + repr(err)
if problem is not None:
    if spit_check is not None:
        spit_check.stop(problem)
    while True:  # (no checker to draw it: the REPL says it)
        print("Spit console: " + problem + " Run spit-deploy again.")
        time.sleep(5)
# the checker's code goes back to the heap before the app runs
spit_check = None
sys.modules.pop("spit_check", None)
gc.collect()
hardware = hw.build(app.KEY_INTERVAL, app.KEY_DEBOUNCE)
# the hardware room and the pin map are needed only at boot: their code goes back to the heap
del hw
forget("spit.console.hw", "spit.console.pins")
gc.collect()  # the import-time garbage goes before the first frame
app.run(hardware)
