# SPDX-License-Identifier: MIT
"""The console: check its files (spit_check), build the hardware once, then run the app.

The boot guard: anything that fails before the app's own fault screen is up (an import, the
hardware, the app's construction, its first frame) ends on the screen, the REPL and the data
port with what failed, where and what to do (spit_fault.py, loaded only then). A load that
hangs (a .mpy cut short: CircuitPython's loader reads past its end for ever) is ended by the
watchdog, armed here until the app takes it over; after a watchdog restart spit_fault looks for
the file first and shows it instead of loading again, and nothing arms the watchdog before the
app does, so a hang cannot loop the console through resets.
"""

import gc
import sys

try:
    from typing import Any  # noqa: F401 (type comments)
except ImportError:
    pass

LOAD_S = 8  # the watchdog's longest timeout on an RP2040 (the first title is up in ~2 s)
screen = None  # the display, once hw.build made it: the guard's message goes there


def watchdog_restart():
    # type: () -> bool
    try:
        import microcontroller

        return str(microcontroller.cpu.reset_reason).endswith("WATCHDOG")
    except Exception:  # noqa: BLE001 - no reset reason: every boot is a first one
        return False


def arm():
    # type: () -> Any
    # (the watchdog, not hw.py's: hw may be the file that hangs)
    try:
        import microcontroller
        from watchdog import WatchDogMode

        dog = microcontroller.watchdog  # type: Any
        dog.timeout = LOAD_S
        dog.mode = WatchDogMode.RESET
        return dog
    except Exception:  # noqa: BLE001 - no watchdog: a hang stays a hang, an error is still said
        return None


def start():
    # type: () -> Any
    dog = None
    if watchdog_restart():
        try:
            import spit_fault  # type: ignore[import-not-found]  # (firmware/spit_fault.py)
        except ImportError:
            spit_fault = None  # (the simulator: the drive's root is not on its path)
        if spit_fault is not None:
            cut = spit_fault.damaged()
            if cut is not None:
                said = " is cut short: loading it hung, and the watchdog restarted the console."
                spit_fault.stop(spit_fault.drive_path(cut) + said)
        spit_fault = None  # its code goes back to the heap
        sys.modules.pop("spit_fault", None)
    else:
        dog = arm()
    try:
        import spit_check  # type: ignore[import-not-found]  # (firmware/spit_check.py)

        problem = spit_check.problem()
    except ImportError:
        spit_check, problem = None, None  # no checker: nothing on the drive to check
    except Exception as err:  # noqa: BLE001 - a damaged checker must not stop the console
        spit_check, problem = None, None
        print("spit_check:", repr(err))
    if problem is not None and spit_check is not None:
        if dog is not None:
            dog.mode = None  # its message is the end: no restart to load the damaged files
        spit_check.stop(problem)
    # the checker's code goes back to the heap before the app runs
    spit_check = None
    sys.modules.pop("spit_check", None)
    gc.collect()
    from spit.console.device import hw
    from spit.console.flow import app
    from spit.screen import forget

    global screen
    hardware = hw.build(app.KEY_INTERVAL, app.KEY_DEBOUNCE)
    screen = hardware.display
    # the hardware room and the pin map are needed only at boot: their code goes back to the heap
    del hw
    forget("spit.console.device.hw", "spit.console.device.pins")
    gc.collect()  # the import-time garbage goes before the first frame
    app.current = console = app.App(hardware)  # (the simulator and tests find it there)
    if dog is not None:
        dog.feed()  # the first frame has the whole timeout; then the app feeds it (or stops)
    return console


try:
    console = start()
    for name in ("watchdog_restart", "arm", "start"):
        globals().pop(name)  # boot only: their code goes back to the heap
    gc.collect()
    console.loop()
except Exception as err:  # noqa: BLE001 - the guard: whatever failed is said, not a black screen
    try:
        import spit_fault  # type: ignore[import-not-found]
    except ImportError:
        raise err from None  # (no guard on this drive: the REPL has the traceback)
    spit_fault.stop(err, screen)
