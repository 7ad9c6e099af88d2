# SPDX-License-Identifier: MIT
"""Compile the console's modules and libraries to .mpy with CircuitPython's own mpy-cross.

A .mpy loads without compiling on the board, which a stock Pico's heap needs (README: the heap
figures are for .mpy). MicroPython's mpy-cross writes
files CircuitPython refuses, so the tool checks the binary names itself CircuitPython.
"""

from __future__ import annotations

import hashlib
import os
import pathlib
import shutil
import stat
import subprocess
import tempfile
from concurrent.futures import ThreadPoolExecutor

from host_tools.deploy.libs import REPO

ENV = "SPIT_MPY_CROSS"
SHIPPED = REPO.parent / "shared" / "circuitpython" / "mpy-cross-10.2.1-linux-x86_64"
# `make firmware` builds CircuitPython 10.2.1 from source and its mpy-cross with it (static, so it
# runs on any x86-64 Linux): a clone without ../shared finds it here.
BUILT = REPO / "out" / "mpy-cross-10.2.1"
# Header of a bytecode-only .mpy CircuitPython 9.2/10 loads: 'C', mpy version 6, no native code.
HEADER = b"C\x06\x00"
# code.py and boot.py are run by name and stay .py; so does anything outside lib/.
KEEP_PY = ("code.py", "boot.py")
# -O3 leaves line numbers out of the bytecode (~7 % less heap for the loaded code; every frame of
# a traceback then says line 1, which the guard shows as no line); -O2 (asserts gone too) keeps
# them. By default (``lines=None``) a module keeps its lines unless a game holds it on the heap
# (HELD_IN_PLAY): with every module's lines a game on stock has ~3.3 KB less free, attract mode
# ~4.5 KB (under the 40 000 B floor, docs/ARCHITECTURE.md), while the pages have the room. So a
# fault in a screen, a menu or the records names its line; one in the engine, the table or the
# app's loop names its function. spit-deploy --lines keeps them all (a maker chasing a fault).
# The console's own UF2 keeps them all (frozen: no heap for code).
OPTIMISE = "-O3"
WITH_LINES = "-O2"
# What a game (and attract mode) holds on the heap, the modules deploy compiles without line
# numbers (tests/tools/test_deploy_lines.py checks it against a simulated game and a demo).
HELD_IN_PLAY = frozenset(
    """spit spit.cards spit.deal spit.game spit.rng spit.rules spit.speed spit.snapshot
    spit.layout spit.input spit.input.bot spit.input.panel spit.input.race spit.input.pio_keys
    spit.screen spit.screen.banner spit.screen.card_art spit.screen.halves
    spit.screen.marks spit.screen.sprites spit.screen.table spit.screen.text spit.screen.view
    spit.screen.words spit.console spit.console.device spit.console.device.backlight
    spit.console.device.battery spit.console.device.hardware spit.console.device.sound
    spit.console.flow spit.console.flow.app spit.console.flow.debug spit.console.flow.match
    spit.console.flow.screens spit.console.flow.screens.play spit.console.records
    spit.console.records.log spit.console.records.stats spit.console.records.store""".split()
)
DOWNLOAD = "https://adafruit-circuit-python.s3.amazonaws.com/index.html?prefix=bin/mpy-cross/"


class MpyError(Exception):
    """No usable mpy-cross, or a module it cannot compile: the message names what and why."""


def find(explicit: str | None = None) -> tuple[pathlib.Path | None, str]:
    """(runnable mpy-cross or None, where it came from / where it was looked for)."""
    if explicit:
        return _usable(pathlib.Path(explicit), "--mpy-cross"), "--mpy-cross"
    if os.environ.get(ENV):
        return _usable(pathlib.Path(os.environ[ENV]), ENV), ENV
    for path, said in ((BUILT, "the one make firmware built"), (SHIPPED, "the shared copy")):
        if path.is_file():
            return _usable(path, said), str(path)
    return None, f"--mpy-cross, ${ENV}, {BUILT}, {SHIPPED}"


def _usable(path: pathlib.Path, given_by: str) -> pathlib.Path:
    if path.is_dir():
        raise MpyError(
            f"{path} (from {given_by}) is a folder: give the mpy-cross program itself, "
            f"e.g. {path / 'mpy-cross'}"
        )
    if not path.is_file():
        raise MpyError(f"mpy-cross {path} (from {given_by}) does not exist")
    run = path if os.access(path, os.X_OK) else _executable_copy(path)
    try:
        version = subprocess.run(
            [str(run), "--version"], capture_output=True, text=True, timeout=20
        ).stdout
    except OSError as exc:
        raise MpyError(f"mpy-cross {path} does not run here: {exc}") from None
    if "CircuitPython" not in version or "mpy v6" not in version:
        raise MpyError(
            f"{path} is not CircuitPython 9/10's mpy-cross (it says {version.strip()!r}); "
            "MicroPython's mpy-cross writes files CircuitPython refuses. Use the one Adafruit "
            f"publishes for CircuitPython 10.2.1: {DOWNLOAD}"
        )
    return run


def _executable_copy(path: pathlib.Path) -> pathlib.Path:
    """A read-only, non-executable binary (a shared folder): run a private executable copy."""
    digest = hashlib.sha256(path.read_bytes()).hexdigest()[:12]
    copy = pathlib.Path(tempfile.gettempdir()) / f"spit-mpy-cross-{os.getuid()}-{digest}"
    if not copy.is_file():
        part = copy.with_suffix(f".{os.getpid()}")
        shutil.copyfile(path, part)
        part.chmod(stat.S_IRWXU)
        os.replace(part, copy)  # atomic: two deploys at once never run a half-copied binary
    return copy


def wanted(dest: str) -> bool:
    """Is this drive path a module to ship as .mpy? (lib/**.py, never code.py/boot.py)."""
    return dest.startswith("lib/") and dest.endswith(".py")


_memo: dict[tuple[str, ...], bytes] = {}  # (binary, level, source name, sha256) -> .mpy bytes


def compile_items(
    items: list[tuple[str, bytes]], mpy_cross: pathlib.Path, lines: bool | None = None
) -> list:
    """The same (dest, bytes) list with every lib/ module compiled to .mpy, in the same order;
    ``lines``: True every module with line numbers (``WITH_LINES``), False none (``OPTIMISE``),
    None the console's modules but those a game holds (``keeps_lines``). A words' catalogue is
    compiled with its words as bytes (``catalogues``: no copy on the device)."""
    from host_tools.deploy import catalogues

    items = catalogues.items_as_bytes(items)
    todo = [(i, dest, data) for i, (dest, data) in enumerate(items) if wanted(dest)]
    out = list(items)
    with tempfile.TemporaryDirectory(prefix="spit-mpy-") as tmp:
        with ThreadPoolExecutor(max_workers=2) as pool:
            jobs = []
            for i, dest, data in todo:
                level = WITH_LINES if keeps_lines(dest, lines) else OPTIMISE
                job = pool.submit(compile_one, mpy_cross, dest, data, pathlib.Path(tmp), level)
                jobs.append((i, dest, job))
            for i, dest, job in jobs:
                out[i] = (dest[:-3] + ".mpy", job.result())
    return out


def keeps_lines(dest: str, lines: bool | None = None) -> bool:
    """Is this module compiled with its line numbers? (``compile_items``'s ``lines``; None: a
    console module no game holds; the pinned libraries never: nobody edits them there.)"""
    if lines is not None:
        return lines
    name = module_name(dest)
    return name.startswith("spit.") and name not in HELD_IN_PLAY


def module_name(dest: str) -> str:
    """The module a drive path holds: lib/spit/console/flow/app.py -> spit.console.flow.app,
    lib/adafruit_ticks.py -> adafruit_ticks, a package's __init__.py -> the package."""
    name = dest.removeprefix("lib/").removesuffix(".py").replace("/", ".")
    return name.removesuffix(".__init__")


def compile_one(
    mpy_cross: pathlib.Path, dest: str, data: bytes, tmp: pathlib.Path, level: str = OPTIMISE
) -> bytes:
    # The .mpy's source name, which stock CircuitPython interns for good: the dotted module name,
    # which the import interns anyway, so one name serves both (a file name would be a second
    # one per module). Tracebacks say File "spit.console.flow.app"; spit_fault.py names its file.
    name = module_name(dest)
    key = (str(mpy_cross), level, name, hashlib.sha256(data).hexdigest())
    if key in _memo:
        return _memo[key]
    src = tmp / dest
    src.parent.mkdir(parents=True, exist_ok=True)
    src.write_bytes(data)
    obj = src.with_suffix(".mpy")
    proc = subprocess.run(
        [str(mpy_cross), level, "-o", str(obj), "-s", name, str(src)],
        capture_output=True,
        text=True,
        timeout=60,
    )
    if proc.returncode != 0:
        said = (proc.stderr or proc.stdout).strip().replace(str(src), dest)
        raise MpyError(f"{dest} does not compile (mpy-cross): {said}")
    mpy = obj.read_bytes()
    if not mpy.startswith(HEADER):
        raise MpyError(f"{dest}: mpy-cross wrote a header {mpy[:4]!r}, not CircuitPython's v6")
    _memo[key] = mpy
    return mpy
