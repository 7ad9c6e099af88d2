# SPDX-License-Identifier: MIT
"""Plan and carry out a copy onto CIRCUITPY, all or nothing.

Order: park the old code.py (so the board runs nothing while files change), write libraries and
firmware files, verify each by reading it back, write code.py last and verify it. Any failure
rolls every file back to what it was and puts the old code.py back, so the board never keeps new
libraries with an old code.py or the reverse. If even the rollback fails, code.py stays parked
(the board then runs no program at all rather than a mix) and the message says so.
"""

from __future__ import annotations

import errno
import os
import pathlib
import shutil
from dataclasses import dataclass, field

from host_tools.deploy.libs import FIRMWARE, lib_files, read_list

CODE = "code.py"
PARKED = "code.py.deploy-old"
KEEP_IF_PRESENT = ("settings.toml",)  # the owner's choices on the board win over the default
CLUSTER = 512  # CIRCUITPY on a 2 MB RP2040 board is FAT12 with 512-byte clusters
SKIP_NAMES = {"device-libs.txt", "__pycache__"}


class DeployError(Exception):
    """A clear, user-facing reason the deploy stopped (the drive is left as it was)."""


@dataclass
class Step:
    dest: str  # path on the drive, "/"-separated
    data: bytes
    action: str  # "new", "update", "same", "keep"


@dataclass
class Plan:
    steps: list = field(default_factory=list)

    def changes(self) -> list:
        return [s for s in self.steps if s.action in ("new", "update")]

    def needed_bytes(self, drive: pathlib.Path) -> int:
        need = 0
        for s in self.changes():
            old = drive / s.dest
            old_size = old.stat().st_size if old.exists() else 0
            need += _clusters(len(s.data)) - _clusters(old_size)
        return need


def _clusters(size: int) -> int:
    return -(-size // CLUSTER) * CLUSTER


# Thin file operations, one place for the tests to simulate a read-only or failing drive.
def read_bytes(path: pathlib.Path) -> bytes:
    return path.read_bytes()


def write_bytes(path: pathlib.Path, data: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "wb") as f:
        f.write(data)
        f.flush()
        os.fsync(f.fileno())


def free_bytes(drive: pathlib.Path) -> int:
    return shutil.disk_usage(drive).free


def sources(firmware: pathlib.Path = FIRMWARE) -> list[tuple[str, bytes]]:
    """(dest, bytes) of everything to put on the drive: libraries, firmware, code.py last."""
    out: list[tuple[str, bytes]] = []
    for lib in read_list(firmware / "device-libs.txt"):
        for dest, src in sorted(lib_files(lib).items()):
            out.append(("lib/" + dest, src.read_bytes()))
    code = None
    for path in sorted(firmware.rglob("*")):
        rel = path.relative_to(firmware)
        if path.is_dir() or SKIP_NAMES & set(rel.parts) or path.suffix == ".pyc":
            continue
        item = (rel.as_posix(), path.read_bytes())
        if item[0] == CODE:
            code = item
        else:
            out.append(item)
    if code is None:
        raise DeployError(f"{firmware / CODE} is missing: nothing to run on the board")
    out.append(code)
    return out


def make_plan(drive: pathlib.Path, items: list[tuple[str, bytes]], with_settings=False) -> Plan:
    plan = Plan()
    for dest, data in items:
        target = drive / dest
        if not target.exists():
            action = "new"
        elif dest in KEEP_IF_PRESENT and not with_settings:
            action = "keep"
        else:
            action = "same" if _read_or_none(target) == data else "update"
        plan.steps.append(Step(dest, data, action))
    return plan


def _read_or_none(path: pathlib.Path) -> bytes | None:
    try:
        return read_bytes(path)
    except OSError:
        return None


def check_writable(drive: pathlib.Path) -> None:
    probe = drive / ".deploy-probe"
    try:
        write_bytes(probe, b"probe")
        probe.unlink()
    except OSError as exc:
        if exc.errno in (errno.EROFS, errno.EACCES, errno.EPERM):
            raise DeployError(
                f"{drive} is read-only: the firmware's boot.py may have remounted it for the "
                "board (storage.remount), or the OS mounted it read-only. Hold the board's "
                "BOOTSEL/reset as README says, or fix the mount, then deploy again."
            ) from None
        raise DeployError(f"cannot write to {drive}: {exc}") from None


def check_space(drive: pathlib.Path, plan: Plan) -> int:
    need, free = plan.needed_bytes(drive), free_bytes(drive)
    if need > free:
        raise DeployError(
            f"{drive} is too full: the new files need {need - free} bytes more than the "
            f"{free} free. Delete files you do not need from the drive (old libraries in lib/), "
            "then deploy again. Nothing was changed."
        )
    return free - need


class Transaction:
    """Carries out a plan; remembers old contents so any failure can be undone."""

    def __init__(self, drive: pathlib.Path, plan: Plan, say=print) -> None:
        self.drive, self.plan, self.say = drive, plan, say
        self.backup: dict[str, bytes | None] = {}  # dest -> old bytes, None if it was new
        self.parked = False

    def run(self) -> None:
        changes = self.plan.changes()
        if not changes:
            return
        try:
            self._park()
            for step in changes:
                self._put(step)
            self._verify_all()
            self._unpark_done()
        except (OSError, DeployError) as exc:
            reason = str(exc) if isinstance(exc, DeployError) else _os_reason(exc)
            self._rollback(reason)

    def _park(self) -> None:
        code = self.drive / CODE
        if code.exists():
            self.backup[CODE] = read_bytes(code)
            os.replace(code, self.drive / PARKED)
            self.parked = True
        else:
            self.backup[CODE] = None

    def _put(self, step: Step) -> None:
        target = self.drive / step.dest
        if step.dest not in self.backup:
            self.backup[step.dest] = _read_or_none(target) if target.exists() else None
        self.say(f"  write {step.dest} ({len(step.data)} bytes)")
        write_bytes(target, step.data)
        if read_bytes(target) != step.data:
            raise DeployError(f"{step.dest} did not verify: what was read back differs")

    def _verify_all(self) -> None:
        for step in self.plan.changes():
            if read_bytes(self.drive / step.dest) != step.data:
                raise DeployError(f"{step.dest} did not verify on the final check")

    def _unpark_done(self) -> None:
        if self.parked:
            (self.drive / PARKED).unlink()
            self.parked = False

    def _rollback(self, reason: str) -> None:
        failed = []
        for dest, old in reversed(list(self.backup.items())):
            target = self.drive / dest
            try:
                if dest == CODE:
                    continue
                if old is None:
                    if target.exists():
                        target.unlink()
                else:
                    write_bytes(target, old)
            except OSError:
                failed.append(dest)
        if not failed:
            try:
                self._restore_code()
            except OSError:
                failed.append(CODE)
        if failed:
            raise DeployError(
                f"{reason}. Rolling back also failed for {', '.join(failed)}: the old code.py is "
                f"parked as {PARKED}, so the board runs no program rather than a mix of old and "
                "new files. Fix the drive and deploy again."
            )
        raise DeployError(f"{reason}. Every file was put back as it was; the board is unchanged.")

    def _restore_code(self) -> None:
        code = self.drive / CODE
        if self.parked:
            os.replace(self.drive / PARKED, code)
            self.parked = False
        elif code.exists():
            code.unlink()


def _os_reason(exc: OSError) -> str:
    if exc.errno == errno.ENOSPC:
        return "the drive filled up while writing"
    if exc.errno in (errno.EROFS, errno.EACCES, errno.EPERM):
        return "the drive refused a write (read-only?)"
    if exc.errno in (errno.ENOENT, errno.ENODEV, errno.EIO):
        return f"the drive went away while writing ({exc.strerror})"
    return f"writing failed: {exc}"
