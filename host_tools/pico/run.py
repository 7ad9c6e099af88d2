# SPDX-License-Identifier: MIT
"""One run of the real firmware on the emulated Pico: build CIRCUITPY, press pins, collect output.

The drive holds exactly what ``host_tools.deploy`` would put on a board (``install.sources`` +
``uf2.fs_image``), with the run's ``seed`` and ``debug`` written into settings.toml as a person
would. Script times count from the moment code.py starts, the simulator's zero.
"""

from __future__ import annotations

import base64
import json
import os
import pathlib
import re
import shutil
import subprocess
import tempfile
from dataclasses import dataclass, field

import host_tools.sim  # noqa: F401  (puts firmware/lib on sys.path: the pin map is spit.console.device.pins)
from host_tools.deploy import install, uf2
from host_tools.deploy.libs import FIRMWARE, REPO
from host_tools.sim.stubs.power import Supply
from spit.console.device import pins

HERE = pathlib.Path(__file__).resolve().parent
EMULATOR = HERE / "emulator.mjs"
SHARED_CP = REPO.parent / "shared" / "circuitpython"
STOCK_UF2 = "circuitpython-10.2.1-raspberry_pi_pico.uf2"
GET_UF2 = (
    "no CircuitPython UF2 for the emulated Pico: pass --uf2 PATH or set SPIT_CIRCUITPYTHON_UF2 to "
    "the official CircuitPython 10.2.1 UF2 for the Raspberry Pi Pico (circuitpython.org/board/"
    "raspberry_pi_pico, 'DOWNLOAD .UF2 NOW', 10.2.1), or put it in ../shared/circuitpython/"
)


class PicoError(Exception):
    """The emulated Pico could not be set up or run (the message says what to do)."""


def find_uf2(given: str | os.PathLike | None = None) -> pathlib.Path | None:
    """--uf2, else $SPIT_CIRCUITPYTHON_UF2, else ../shared/circuitpython/; None when none is."""
    for cand in (given, os.environ.get("SPIT_CIRCUITPYTHON_UF2"), SHARED_CP / STOCK_UF2):
        if cand and pathlib.Path(cand).is_file():
            return pathlib.Path(cand)
        if cand and cand is given:
            raise PicoError(f"{cand}: no such UF2")
    return None


def find_elf(uf2_path: pathlib.Path) -> pathlib.Path | None:
    """The firmware's ELF beside its UF2 (frame marks and fast busy-waits need its symbols)."""
    elf = uf2_path.with_suffix(".elf")
    return elf if elf.is_file() else None


def is_console_firmware(uf2_path: pathlib.Path) -> bool:
    """True for the console's own firmware (CircuitPython with the game frozen in, `make
    firmware`): it names itself "Spit console" in its board name, as boot_out.txt shows."""
    data = uf2_path.read_bytes()
    payload = b"".join(data[i + 32 : i + 32 + 256] for i in range(0, len(data) - 511, 512))
    return b"Spit console" in payload


def source_options(mpy: bool = True, uf2_path: pathlib.Path | None = None) -> dict:
    """install.sources() keywords for this board: what deploy would choose for it."""
    frozen = uf2_path is not None and is_console_firmware(uf2_path)
    return {"mpy_files": mpy and not frozen, "libraries": not frozen}


def node() -> str:
    exe = shutil.which("node")
    if exe is None:
        raise PicoError("node (Node.js 18+) is not installed: the emulator runs in it")
    if not (REPO / "node_modules" / "rp2040js").is_dir():
        raise PicoError("rp2040js is not installed: run `make deps` (npm ci) first")
    return exe


def set_settings(text: str, values: dict[str, object]) -> str:
    """settings.toml with `key = value` lines set (replaced where present, else appended)."""
    for key, value in values.items():
        line = f"{key} = {json.dumps(value)}"
        pattern = re.compile(rf"^\s*{re.escape(key)}\s*=.*$", re.M)
        text, n = pattern.subn(line, text)
        if not n:
            text = text.rstrip("\n") + "\n" + line + "\n"
    return text


def drive_items(
    settings: dict[str, object], firmware: pathlib.Path = FIRMWARE, **source_options
) -> list[tuple[str, bytes]]:
    """What deploy puts on CIRCUITPY, with the run's settings."""
    items = install.sources(firmware, **source_options)
    # a fresh console told English (language="" asks, as the shipped settings.toml does)
    settings = {"language": "en", **settings}
    out = []
    for dest, data in items:
        if dest == "settings.toml":
            data = set_settings(data.decode(), settings).encode()
        out.append((dest, data))
    return out


def pin_numbers(board: dict = pins.PICO) -> list[int]:
    """GPIO numbers of the 16 panel buttons, in key order (key_number = player * 8 + button)."""
    return [
        int(name[2:]) if name.startswith("GP") else board["gpio"][name] for name in board["panel"]
    ]


def spi_pins(board: dict = pins.PICO) -> dict[str, int]:
    tft = board["tft"]
    return {"index": 0, "dc": int(tft["dc"][2:]), "cs": int(tft["cs"][2:])}


@dataclass
class Result:
    """What one run left: the board's output and the emulator's own measurements."""

    error: str | None
    code_start_ms: float | None  # emulated ms since power-on at code.py's start
    zero_ticks: int | None  # supervisor.ticks_ms() at time zero (script times count from it)
    console: str  # everything on the REPL port, from power-on
    data: bytes  # everything on the data port (the event log)
    data_chunks: list  # [ms, byte offset] of each data-port packet, ms from time zero
    written: bytes  # everything the firmware wrote to the data port (at its write calls)
    writes: list  # [ms, byte offset] of each write call, ms from time zero
    refreshes: list  # ms at which each display.refresh() returned (one per frame), from zero
    wakes: list  # ms at which each time.sleep() returned (the loop waking for a frame), from zero
    shots: list  # [{"ms", "png", "taken_ms"}]
    emulated_ms: float
    wall_s: float
    resets: int
    raw: dict = field(repr=False, default_factory=dict)
    # [ms, cause] of each restart of the chip: "watchdog", "software" (microcontroller.reset())
    # or "power" (the run's power cut); the chip restarts from its flash and the run goes on
    restarts: list = field(default_factory=list)
    # [ms, "erase", offset, size] / [ms, "program", offset, bytes] of each flash write to nvm
    flash_ops: list = field(default_factory=list)
    # the power side (host_tools/pico/power.mjs): "backlight" [ms, duty] at each change, "tones"
    # [{start_ms, ms, hz, swing}] on the buzzer pin, "asleep_ms" / "span_ms" the core's WFI time
    # from time zero, "adc_reads"
    power: dict = field(default_factory=dict)

    def log_lines(self) -> list[tuple[float, bytes]]:
        """(arrival ms, line bytes) of each complete data-port line, as the host received it."""
        return _lines(self.data, self.data_chunks)

    def written_lines(self) -> list[tuple[float, bytes]]:
        """(ms, line bytes) of each complete line as the firmware wrote it to the data port (read
        at its write call, so each line is in the frame that wrote it); the delivered lines when
        the emulator had no symbols to find the call by."""
        if not self.writes:
            return self.log_lines()
        return _lines(self.written, self.writes)


def _lines(data: bytes, chunks: list) -> list[tuple[float, bytes]]:
    """(ms of the chunk that ended it, line bytes) of each complete line in data."""
    out = []
    start, k = 0, 0
    while True:
        end = data.find(b"\n", start)
        if end < 0:
            return out
        while k + 1 < len(chunks) and chunks[k + 1][1] <= end:
            k += 1
        out.append((chunks[k][0] if chunks else 0.0, data[start : end + 1]))
        start = end + 1


def run(
    uf2_path: pathlib.Path,
    edges: list[tuple[int, int, bool]],
    until_ms: int,
    *,
    items: list[tuple[str, bytes]] | None = None,
    shots: list[tuple[int, str]] = (),
    exact_edges: list[tuple[float, int, bool]] = (),
    flash_in: pathlib.Path | None = None,
    nvm: bytes | None = None,
    flash_out: pathlib.Path | None = None,
    boot_timeout_ms: int = 30000,
    echo: bool = False,
    wall_timeout_s: float = 1800,
    profile: bool | str = False,
    profile_min_ms: float = 0,
    ideal_flash: bool = False,
    cut: PowerCut | None = None,
    held: tuple[int, ...] = (),
    supply: Supply | None = None,
    unplug: bool = False,
) -> Result:
    """Boot the UF2 with `items` on CIRCUITPY (ignored with `flash_in`: a power cycle), set the
    pins at `edges` ([ms, gpio, high]: keypad stamps each with exactly ms after time zero, as
    the simulator does) and `exact_edges` (at ms, fractions allowed), stop `until_ms` after
    time zero; the buttons on the gpio numbers in `held` are down from power-on. `nvm` is
    microcontroller.nvm at power-on (4096 bytes on stock, 8192 on the console
    UF2: it ends where CIRCUITPY begins). `cut`: a power cut, and what happens after it.
    `ideal_flash` turns the XIP cache model off (flash as fast as SRAM, as rp2040js has it).
    `supply`: VSYS (steady or a ramp from time zero) and VBUS as the firmware reads them on
    GP29 (ADC3, VSYS / 3) and GP24; None: on USB, VSYS 4.7 V. `unplug`: the USB host goes at
    time zero (the bus suspended, no host after a restart: a console on batteries, whose deep
    sleep is then CircuitPython's real one, DORMANT; its console output after zero is not seen,
    the data port's lines are, at the write call)."""
    exe = node()
    with tempfile.TemporaryDirectory(prefix="spit-pico-") as tmp:
        tmpdir = pathlib.Path(tmp)
        job = {
            "uf2": str(uf2_path),
            "elf": str(find_elf(uf2_path) or "") or None,
            "fs_image": None,
            "flash_in": str(flash_in) if flash_in else None,
            "nvm_image": None,
            "flash_out": str(flash_out) if flash_out else None,
            "pins_high": [pin for pin in pin_numbers() if pin not in held],
            "edges": [[ms, pin, bool(high)] for ms, pin, high in edges],
            "exact_edges": [[ms, pin, bool(high)] for ms, pin, high in exact_edges],
            "shots": [[ms, str(png)] for ms, png in shots],
            "until_ms": until_ms,
            "spi": spi_pins(),
            "boot_timeout_ms": boot_timeout_ms,
            "echo": echo,
            "profile": profile,
            "profile_min_ms": profile_min_ms,
            "ideal_flash": ideal_flash,
            "supply": (supply or Supply()).job(),
            "unplug": unplug,
            **(cut.job() if cut is not None else {}),
            "result": str(tmpdir / "result.json"),
        }
        if flash_in is None:
            image, _used = uf2.fs_image(items if items is not None else drive_items({}))
            (tmpdir / "fs.img").write_bytes(image)
            job["fs_image"] = str(tmpdir / "fs.img")
            if nvm is not None:  # microcontroller.nvm as an earlier life of the board left it
                (tmpdir / "nvm.img").write_bytes(nvm)
                job["nvm_image"] = str(tmpdir / "nvm.img")
        (tmpdir / "job.json").write_text(json.dumps(job))
        try:
            proc = subprocess.run(
                [exe, str(EMULATOR), str(tmpdir / "job.json")],
                cwd=REPO,
                stdout=subprocess.PIPE,
                stderr=None if echo else subprocess.PIPE,
                timeout=wall_timeout_s,
            )
        except subprocess.TimeoutExpired:
            raise PicoError(f"the emulator ran longer than {wall_timeout_s:.0f} s (wall)") from None
        if proc.returncode != 0 or not (tmpdir / "result.json").exists():
            err = (proc.stderr or b"").decode(errors="replace")[-2000:]
            raise PicoError(f"the emulator failed (exit {proc.returncode}): {err}")
        raw = json.loads((tmpdir / "result.json").read_text())
    return Result(
        error=raw["error"],
        code_start_ms=raw["code_start_ms"],
        zero_ticks=raw.get("zero_ticks"),
        console=raw["console"],
        data=base64.b64decode(raw["data_b64"]),
        data_chunks=raw["data_chunks"],
        written=base64.b64decode(raw.get("written_b64", "")),
        writes=raw.get("writes", []),
        refreshes=raw["refreshes"],
        wakes=raw.get("wakes", []),
        shots=raw["shots"],
        emulated_ms=raw["emulated_ms"],
        wall_s=raw["wall_s"],
        resets=raw["resets"],
        raw={k: v for k, v in raw.items() if k not in ("console", "data_b64", "written_b64")},
        restarts=raw.get("restarts", []),
        flash_ops=[_op(op) for op in raw.get("flash_ops", [])],
        power=raw.get("power", {}),
    )


def _op(op: list) -> list:
    if op[1] == "program":
        return [op[0], op[1], op[2], base64.b64decode(op[3])]
    return op


@dataclass
class PowerCut:
    """Power goes off and straight back on: at `ms` after time zero, or right after the
    `after_ops`-th flash write to nvm (an erase or a page program) counted from time zero, before
    the chip runs another instruction. Afterwards the chip boots from its flash as after any power
    cut (the pins stay as `edges` left them); `edges` and `shots` count from the cut, and the run
    ends `until_ms` after it (else at the run's `until_ms`)."""

    ms: float | None = None
    after_ops: int | None = None
    edges: list[tuple[float, int, bool]] = field(default_factory=list)
    shots: list[tuple[float, str]] = field(default_factory=list)
    until_ms: float | None = None

    def job(self) -> dict:
        after = {
            "edges": [[ms, pin, bool(high)] for ms, pin, high in self.edges],
            "shots": [[ms, str(png)] for ms, png in self.shots],
            "until_ms": self.until_ms,
        }
        return {
            "cut_ms": self.ms,
            "cut_after_ops": self.after_ops,
            "after_cut": after if self.until_ms is not None else None,
        }


def replay_ops(image: bytes, base: int, ops: list, count: int) -> bytes:
    """`image` (flash from offset `base`) after the first `count` of a run's `flash_ops`: what a
    power cut right after that operation leaves (a program only clears bits, as NOR flash does)."""
    out = bytearray(image)
    for _ms, kind, addr, what in ops[:count]:
        at = addr - base
        if kind == "erase":
            lo, hi = max(at, 0), min(at + what, len(out))
            out[lo:hi] = b"\xff" * max(hi - lo, 0)
        else:
            for i, byte in enumerate(what):
                if 0 <= at + i < len(out):
                    out[at + i] &= byte
    return bytes(out)
