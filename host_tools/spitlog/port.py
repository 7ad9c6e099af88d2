# SPDX-License-Identifier: MIT
"""Find the console's data port and read lines from it, surviving resets and replugged cables."""

from __future__ import annotations

import re
import time
from collections.abc import Callable, Iterator

import serial
import serial.tools.list_ports

# USB vendor ids CircuitPython boards enumerate with: Adafruit, Raspberry Pi.
CIRCUITPY_VIDS = (0x239A, 0x2E8A)
# CircuitPython names its second CDC interface "CircuitPython CDC2 control" (the first: "CDC").
DATA_INTERFACE = re.compile(r"CDC2", re.IGNORECASE)
MAX_PENDING = 4096  # bytes without an end of line before they are given up as one garbled line


class PortError(Exception):
    """No port, or several: the message says what to do."""


def data_ports(ports=None) -> list:
    """The CircuitPython data ports among ``ports`` (default: every serial port of this PC)."""
    if ports is None:
        ports = serial.tools.list_ports.comports()
    boards: dict = {}
    for info in ports:
        if info.vid in CIRCUITPY_VIDS:
            boards.setdefault(info.serial_number or info.hwid, []).append(info)
    found = []
    for infos in boards.values():
        named = [i for i in infos if DATA_INTERFACE.search(i.interface or "")]
        if named:
            found += named
        elif len(infos) >= 2:
            # No interface names (Windows, some macOS): the data port is the later interface.
            found.append(sorted(infos, key=lambda i: (i.location or "", i.device))[-1])
    return found


def find_data_port(ports=None) -> str:
    """The one console data port, or PortError saying why there is none or which to pick."""
    found = data_ports(ports)
    if not found:
        raise PortError(
            "no console data port found: is the console plugged in, and does its boot.py enable "
            "usb_cdc data? Give the port with --port (a device path or any pyserial URL)."
        )
    if len(found) > 1:
        names = "\n".join(f"  {i.device}  {i.description}" for i in found)
        raise PortError(f"several consoles found, choose one with --port:\n{names}")
    return found[0].device


class LineSplitter:
    """Bytes in, complete lines out; keeps the partial tail until its end of line arrives."""

    def __init__(self) -> None:
        self.pending = b""

    def feed(self, data: bytes) -> list[bytes]:
        lines = (self.pending + data).split(b"\n")
        self.pending = lines.pop()
        if len(self.pending) > MAX_PENDING:
            lines.append(self.pending)
            self.pending = b""
        return lines

    def flush(self) -> bytes:
        """The partial line left when the port went away (it will never be completed)."""
        tail, self.pending = self.pending, b""
        return tail


def open_port(url: str, baud: int) -> serial.SerialBase:
    return serial.serial_for_url(url, baudrate=baud, timeout=0.1)


def read_lines(
    url: str | None,
    baud: int = 115200,
    retry: float = 0.5,
    status: Callable[[str], None] = lambda msg: None,
    stop: Callable[[], bool] = lambda: False,
) -> Iterator[bytes | None]:
    """Yield raw lines from the port, forever (until ``stop()``), reconnecting when it vanishes.

    ``url`` None means auto-detect (again on every reconnect, as the port name may change).
    Yields None now and then while idle, so callers can check their own deadlines. A partial
    line cut off by a disconnect is yielded as it is (the parser reports it truncated).
    """
    splitter = LineSplitter()
    waiting_said = False
    while not stop():
        try:
            port = open_port(url or find_data_port(), baud)
        except (PortError, serial.SerialException, OSError, ValueError) as exc:
            if not waiting_said:
                status(f"waiting for the console ({exc})")
                waiting_said = True
            time.sleep(retry)
            yield None
            continue
        waiting_said = False
        status(f"connected to {port.port}")
        try:
            while not stop():
                data = port.read(max(1, port.in_waiting))
                if data:
                    yield from splitter.feed(data)
                else:
                    yield None
        except (serial.SerialException, OSError) as exc:
            status(f"port lost ({exc}); reconnecting")
        finally:
            try:
                port.close()
            except (serial.SerialException, OSError):
                pass
        tail = splitter.flush()
        if tail:
            yield tail
