# SPDX-License-Identifier: MIT
"""Find the console's data port and read lines from it, surviving resets and replugged cables."""

from __future__ import annotations

import os
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


def boards(ports=None) -> list[list]:
    """The serial ports of each CircuitPython board (grouped by USB serial number), in order."""
    if ports is None:
        ports = serial.tools.list_ports.comports()
    found: dict = {}
    for info in ports:
        if info.vid in CIRCUITPY_VIDS:
            found.setdefault(info.serial_number or info.hwid, []).append(info)
    return [sorted(infos, key=_port_order) for infos in found.values()]


def data_port_of(infos: list):
    """A board's data port: the interface CircuitPython names CDC2; without interface names
    (Windows, some macOS) the later of its two ports; None with one port (data off)."""
    named = [i for i in infos if DATA_INTERFACE.search(i.interface or "")]
    if named:
        return named[0]
    return infos[-1] if len(infos) >= 2 else None


def data_ports(ports=None) -> list:
    """The CircuitPython data ports among ``ports`` (default: every serial port of this PC)."""
    return [d for d in map(data_port_of, boards(ports)) if d is not None]


def _natural(text: str) -> tuple:
    """Sort key with numbers as numbers: COM9 before COM10, 1-1:1.2 before 1-1:1.10."""
    return tuple(int(part) if part.isdigit() else part for part in re.split(r"(\d+)", text))


def _port_order(info) -> tuple:
    return (_natural(info.location or ""), _natural(info.device))


def identity(info) -> tuple | None:
    """What finds the same port again after a reset or a replug (its path may change): the
    USB serial number and the interface, else the USB location; None if the OS tells neither."""
    if getattr(info, "serial_number", None):
        where = info.interface or (info.location or "").rpartition(":")[2]
        return ("serial", info.vid, info.pid, info.serial_number, where)
    if getattr(info, "location", None):
        return ("location", info.vid, info.pid, info.location)
    return None


def port_identity(device: str, ports=None) -> tuple | None:
    """The identity of the port at this path now (None for a pty, a URL, or an unknown path)."""
    if ports is None:
        ports = serial.tools.list_ports.comports()
    real = os.path.realpath(device)
    for info in ports:
        if info.device == device or os.path.realpath(info.device) == real:
            return identity(info)
    return None


def find_by_identity(ident: tuple, ports=None) -> str | None:
    if ports is None:
        ports = serial.tools.list_ports.comports()
    for info in ports:
        if identity(info) == ident:
            return info.device
    return None


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


def waiting_text(url: str | None, exc: Exception) -> str:
    """What the tool waits for, and why it has not got it (said once, until it connects)."""
    why = getattr(exc, "strerror", None) or str(exc)
    if url is None:
        return f"waiting for a console's data port to appear ({why}); Ctrl-C stops"
    return f"waiting for {url} to appear ({why}): plug the console in; Ctrl-C stops"


def data_port_for(device: str, ports=None) -> str | None:
    """The data port of the board whose REPL port is ``device`` (None if unknown)."""
    real = os.path.realpath(device)
    for infos in boards(ports):
        data = data_port_of(infos)
        if data is not None and any(
            os.path.realpath(i.device) == real and i is not data for i in infos
        ):
            return data.device
    return None


def _absent(url: str, ident: tuple) -> str:
    what = f"USB serial number {ident[3]}" if ident[0] == "serial" else f"USB port {ident[3]}"
    raise PortError(f"the console first seen at {url} ({what}) is not plugged in")


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

    ``url`` None means auto-detect (again on every reconnect, as the port name may change). A
    device path given is found again by its USB serial number (or location) when the console
    comes back under another name. Yields None now and then while idle, so callers can check
    their own deadlines. A partial line cut off by a disconnect is yielded as it is (the parser
    reports it truncated).
    """
    splitter = LineSplitter()
    waiting_said = False
    ident = port_identity(url) if url and "://" not in url else None
    while not stop():
        try:
            target = url or find_data_port()
            if ident is not None:  # the same console, maybe under a new name
                target = find_by_identity(ident) or _absent(url, ident)
            port = open_port(target, baud)
        except ValueError as exc:  # a URL pyserial does not know never starts working
            raise PortError(
                f"--port {url}: not a serial device or a URL pyserial knows ({exc})"
            ) from None
        except (PortError, serial.SerialException, OSError) as exc:
            if not waiting_said:
                status(waiting_text(url, exc))
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


# -- every console plugged in, with its drive and both ports (like discotool) ------------------
BY_ID = "/dev/disk/by-id"  # Linux names each USB disk here with its USB serial number
MOUNTS = "/proc/mounts"


def consoles(ports=None, by_id: str | None = None, mounts_text: str | None = None) -> list[dict]:
    """One dict per CircuitPython board: serial, name, repl and data port, drive (or None) and
    how the drive was matched."""
    out = []
    for infos in boards(ports):
        data = data_port_of(infos)
        repl = next((i for i in infos if i is not data), None)
        serial_number = infos[0].serial_number
        drive = drive_of(serial_number, by_id, mounts_text) if serial_number else None
        out.append(
            {
                "serial": serial_number,
                "name": infos[0].product or infos[0].description,
                "repl": repl.device if repl else None,
                "data": data.device if data else None,
                "drive": drive,
                "how": "USB serial number" if drive else None,
            }
        )
    _only_drive(out)
    return out


def drive_of(serial_number: str, by_id: str | None = None, mounts_text: str | None = None):
    """The CIRCUITPY mount point of the board with this USB serial number (Linux: the disk's
    /dev/disk/by-id name carries it), or None where the OS does not tell."""
    by_id = by_id or BY_ID
    try:
        names = os.listdir(by_id)
    except OSError:
        return None
    if mounts_text is None:
        try:
            with open(MOUNTS) as f:
                mounts_text = f.read()
        except OSError:
            return None
    devices = {
        os.path.realpath(os.path.join(by_id, n))
        for n in names
        if n.startswith("usb-") and f"_{serial_number}-" in n
    }
    from host_tools.deploy.drive import mount_table

    for device, point in mount_table(mounts_text):
        if os.path.realpath(device) in devices:
            return point
    return None


def _only_drive(found: list[dict]) -> None:
    """One console, one CIRCUITPY drive, and the OS told nothing more: they belong together."""
    if len(found) != 1 or found[0]["drive"]:
        return
    from host_tools.deploy.drive import candidates

    drives = candidates()
    if len(drives) == 1:
        found[0]["drive"], found[0]["how"] = str(drives[0]), "the only CIRCUITPY drive"


def describe(found: list[dict]) -> list[str]:
    if not found:
        return [
            "no CircuitPython board found: plug the console in with a data USB cable (a "
            "charge-only cable shows nothing)"
        ]
    lines = []
    for c in found:
        lines.append(f"{c['name']}  (USB serial {c['serial'] or 'unknown'})")
        how = f"  (matched by {c['how']})" if c["how"] else ""
        lines.append(f"  drive      {c['drive'] or 'unknown (the OS does not tell which)'}{how}")
        lines.append(f"  REPL port  {c['repl'] or 'none'}")
        data = c["data"] or "none (boot.py does not enable usb_cdc data)"
        lines.append(f"  data port  {data}  <- the event log (spitlog watch)")
    return lines
