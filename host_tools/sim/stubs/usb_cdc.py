# SPDX-License-Identifier: MIT
"""Stand-in for CircuitPython's ``usb_cdc``: a console and a data port that keep what is written.

``data`` collects every byte the firmware writes (the event log); ``host_tools.sim`` copies it
to ``--log FILE``. Like the device with ``write_timeout = 0`` it never blocks: ``write`` returns
how many bytes it took. ``data.accept`` can be set to a number to make the port take only that
many bytes a write (a slow or absent host), or 0 to take none.
"""


class Serial:
    """One CDC channel: ``write`` keeps bytes in ``written``; ``connected`` like the device."""

    def __init__(self, name):
        self.name = name
        self.connected = True
        self.write_timeout = None
        self.timeout = 1.0
        self.accept = None  # None = take everything
        self.written = bytearray()
        self.sink = None  # optional file object mirroring writes (text log on disk)

    def write(self, buf):
        data = bytes(buf)
        if self.accept is not None:
            data = data[: self.accept]
        self.written.extend(data)
        if self.sink is not None:
            self.sink.write(data)
            self.sink.flush()
        return len(data)

    def read(self, n=1):
        return b""

    @property
    def in_waiting(self):
        return 0

    def reset_input_buffer(self):
        pass

    def reset_output_buffer(self):
        pass


console = Serial("console")
data = Serial("data")
_enabled = {"console": True, "data": True}


def enable(console=True, data=False):
    """boot.py's call; recorded only (the simulator always has both ports)."""
    _enabled["console"] = bool(console)
    _enabled["data"] = bool(data)
    return True


def disable():
    enable(console=False, data=False)
