# SPDX-License-Identifier: MIT
# code.py for tests/pico/test_pico_sleep.py: the console's deep sleep on the real interpreter,
# without the app's minutes of waiting. It builds the hardware with
# spit.console.device.hw.build(); on a boot with nothing kept it writes a record to the sleep
# memory and goes to sleep (spit.console.device.hw.deep_sleep: the display asleep, every panel pin
# a PinAlarm); on the boot a press ends it with, it says what the sleep memory held. Its lines
# ("Q <what> <ticks_ms> ...")
# go to the data port, which the harness reads at the write call (no USB host: --unplug).
import supervisor

from spit.console.device import hw as hwmod
from spit.console.flow import nap

AFTER_MS = int("@AFTER_MS@")  # awake this long first (CircuitPython's first deep sleep waits 5 s)


def say(hardware, *words):
    line = "Q " + " ".join(str(w) for w in words) + "\n"
    if hardware.log_out is not None:
        hardware.log_out.write(line.encode())


hardware = hwmod.build()
now = supervisor.ticks_ms()
if hardware.woke is None:
    say(hardware, "BOOT", now, hardware.reset_reason)
    import time

    time.sleep(AFTER_MS / 1000)
    record = nap.seal(nap.TITLE)
    say(hardware, "SLEEP", supervisor.ticks_ms(), len(record))
    hwmod.deep_sleep(hardware, record)
else:
    kept = nap.unpack(hardware.woke)
    again = hwmod.sleep_memory()
    say(hardware, "WOKE", now, hardware.reset_reason, kept is not None and kept["kind"],
        "cleared" if again is None else "kept")  # fmt: skip
