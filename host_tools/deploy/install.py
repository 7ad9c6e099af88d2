# SPDX-License-Identifier: MIT
"""Plan and carry out a copy onto CIRCUITPY, all or nothing.

Order: park the old code.py (so the board runs nothing while files change), delete stale files,
write libraries and firmware files, verify each by reading it back, then put code.py in place
last -- the new one, or the parked one back when it did not change -- and verify it. Any failure
(or Ctrl-C) rolls every file back to what it was and puts the old code.py back, so the board never
keeps new libraries with an old code.py or the reverse. If even the rollback fails, code.py stays
parked (the board then runs no program at all rather than a mix) and the message says so.
"""

from __future__ import annotations

import errno
import os
import pathlib
import shutil
import signal
import threading
from dataclasses import dataclass, field

from host_tools.deploy import manifest, mpy, settings, shrink
from host_tools.deploy.libs import FIRMWARE, lib_files, read_list

CODE = "code.py"
PARKED = "code.py.deploy-old"
# The console's own package: nobody else puts files there, so a file the new firmware lacks is
# stale even on a drive an older release (before the manifest) set up.
OWN_PACKAGE = "lib/spit/"
# A changed game at the drive's root (spit-deploy --game): CircuitPython looks in / before its
# frozen modules and /lib, so it runs instead of both; any other deploy takes it away.
GAME_AT_ROOT = "spit/"
SETTINGS = "settings.toml"  # the owner's: created if absent, else only the console's keys change
CLUSTER = 512  # CIRCUITPY on a 2 MB RP2040 board is FAT12 with 512-byte clusters
SKIP_NAMES = {"device-libs.txt", "__pycache__"}
WRITES = ("new", "update")


class DeployError(Exception):
    """A clear, user-facing reason the deploy stopped (the drive is left as it was)."""


@dataclass
class Step:
    dest: str  # path on the drive, "/"-separated
    data: bytes  # b"" for a deletion
    action: str  # "new", "update", "same", "keep", "delete"
    why: str = ""  # for a deletion: what makes the file stale


@dataclass
class Plan:
    steps: list = field(default_factory=list)

    def changes(self) -> list:
        return [s for s in self.steps if s.action in WRITES or s.action == "delete"]

    def needed_bytes(self, drive: pathlib.Path) -> int:
        """Bytes of free space the plan uses up, counted as FAT counts it: whole clusters per
        file, and the clusters a folder's entries take (32 B each, plus one per 13 characters of
        a long name; a new folder starts with "." and ".."). The root folder of FAT12/16 is a
        fixed area and costs nothing."""
        cluster = cluster_bytes(drive)
        need = 0
        for s in self.changes():
            old = drive / s.dest
            old_size = old.stat().st_size if old.exists() else 0
            new_size = 0 if s.action == "delete" else len(s.data)
            need += _clusters(new_size, cluster) - _clusters(old_size, cluster)
        return need + self._folder_bytes(drive, cluster)

    def _folder_bytes(self, drive: pathlib.Path, cluster: int) -> int:
        added: dict[pathlib.PurePosixPath, list[str]] = {}
        for s in self.steps:
            if s.action != "new":
                continue
            path = pathlib.PurePosixPath(s.dest)
            while path.parent != pathlib.PurePosixPath("."):
                added.setdefault(path.parent, [])
                if path.name not in added[path.parent]:
                    added[path.parent].append(path.name)
                path = path.parent
        need = 0
        for folder, names in added.items():
            real = drive / folder
            have = [p.name for p in real.iterdir()] if real.is_dir() else None
            before = 2 + sum(map(_entries, have)) if have is not None else 0
            fresh = [n for n in names if have is None or n not in have]
            after = (before or 2) + sum(map(_entries, fresh))
            need += _clusters(after * 32, cluster) - _clusters(before * 32, cluster)
        return need


def _entries(name: str) -> int:
    """Directory entries a name takes: the 8.3 entry, and a long-name entry per 13 characters
    (CircuitPython and Linux write long names for any lower-case name)."""
    return 1 + -(-len(name) // 13)


def _clusters(size: int, cluster: int = CLUSTER) -> int:
    return -(-size // cluster) * cluster


def cluster_bytes(drive: pathlib.Path) -> int:
    """The drive's allocation unit (statvfs block size on a FAT mount), else CIRCUITPY's 512."""
    try:
        size = os.statvfs(drive).f_bsize if hasattr(os, "statvfs") else 0
    except OSError:
        size = 0
    return size if 512 <= size <= 65536 else CLUSTER


# Thin file operations, one place for the tests to simulate a read-only, failing or vanishing
# drive, or a Ctrl-C at any point of a deploy.
def read_bytes(path: pathlib.Path) -> bytes:
    return path.read_bytes()


def write_bytes(path: pathlib.Path, data: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "wb") as f:
        f.write(data)
        f.flush()
        os.fsync(f.fileno())


def move(src: pathlib.Path, dst: pathlib.Path) -> None:
    os.replace(src, dst)


def remove(path: pathlib.Path) -> None:
    path.unlink()


def free_bytes(drive: pathlib.Path) -> int | None:
    """Free bytes, or None from a filesystem that reports no size at all (some FUSE drivers)."""
    usage = shutil.disk_usage(drive)
    return usage.free if usage.total else None


def free_text(drive: pathlib.Path) -> str:
    free = free_bytes(drive)
    return "the drive does not report its free space" if free is None else f"{free} bytes free"


def sources(
    firmware: pathlib.Path = FIRMWARE,
    *,
    mpy_files: bool = False,
    mpy_cross: pathlib.Path | str | None = None,
    libraries: bool = True,
    short_names: bool = True,
    lines: bool | None = None,
) -> list[tuple[str, bytes]]:
    """(dest, bytes) of everything to put on the drive, in drive order: libraries, firmware,
    code.py last.

    ``mpy_files``: every module under lib/ (the console's and the pinned libraries) compiled to
    .mpy by CircuitPython's mpy-cross (``mpy_cross``, else found as ``mpy.find`` says; MpyError
    when there is none); code.py and boot.py stay .py. ``libraries`` False: only the files at
    the top of firmware/ (a board whose firmware has the console frozen in needs nothing else).
    ``short_names`` (with ``mpy_files``): the console's modules' own names are shortened first
    (``shrink``: stock's heap keeps every name for good); False ships them as written.
    ``lines`` (with ``mpy_files``): True every .mpy keeps its line numbers, False none, None
    (deploy's default) all but those a game holds on the heap (``mpy.keeps_lines``).
    """
    out: list[tuple[str, bytes]] = []
    if libraries:
        for lib in read_list(firmware / "device-libs.txt"):
            for dest, src in sorted(lib_files(lib).items()):
                out.append(("lib/" + dest, src.read_bytes()))
    code = None
    for path in sorted(firmware.rglob("*")):
        rel = path.relative_to(firmware)
        if path.is_dir() or SKIP_NAMES & set(rel.parts) or path.suffix == ".pyc":
            continue
        if not libraries and len(rel.parts) > 1:
            continue
        item = (rel.as_posix(), path.read_bytes())
        if item[0] == CODE:
            code = item
        else:
            out.append(item)
    if code is None:
        raise DeployError(f"{firmware / CODE} is missing: nothing to run on the board")
    out.append(code)
    if mpy_files:
        binary = pathlib.Path(mpy_cross) if mpy_cross else mpy.find()[0]
        if binary is None:
            raise mpy.MpyError(f"no mpy-cross found (looked at {mpy.find()[1]})")
        out = mpy.compile_items(shrink.shrink(out) if short_names else out, binary, lines)
    return out


def make_plan(
    drive: pathlib.Path,
    items: list[tuple[str, bytes]],
    with_settings=False,
) -> Plan:
    """Steps that make the drive hold ``items`` and a manifest naming them; stale files become
    deletions.

    Stale, and so deleted: files the drive's manifest names (an earlier deploy installed them)
    that this deploy does not install, and files under lib/spit/ (the console's own package)
    or spit/ (a changed game, --game) the new firmware does not have. Nothing else on the
    drive is touched. settings.toml on the board is kept; ``with_settings`` sets the console's
    keys in it and keeps every other line.
    """
    plan = Plan()
    old = manifest.parse(_read_or_none(drive / manifest.NAME))
    items = _with_manifest(drive, items, old, with_settings)
    wanted = {dest for dest, _ in items}
    for dest, data in items:
        target = drive / dest
        if not target.exists():
            action = "new"
        elif dest == SETTINGS and data == b"":
            action = "keep"
        else:
            action = "same" if _read_or_none(target) == data else "update"
        plan.steps.append(Step(dest, data, action))
    stale: dict[str, str] = {}
    for rel in sorted(old):
        if rel not in wanted and (drive / rel).is_file() and rel != SETTINGS:
            stale[rel] = "an earlier deploy installed it; this one does not"
    for rel in _files(drive, OWN_PACKAGE):
        if rel not in wanted:
            stale.setdefault(rel, "not part of this firmware (lib/spit/ is the console's)")
    for rel in _files(drive, GAME_AT_ROOT):
        if rel not in wanted:
            stale.setdefault(rel, "a changed game at the root would run instead of this one")
    if (drive / CODE).is_file() and (drive / PARKED).is_file():
        stale[PARKED] = "left by an interrupted deploy; code.py is there"
    plan.steps[:0] = [Step(rel, b"", "delete", stale[rel]) for rel in sorted(stale)]
    return plan


def _with_manifest(drive: pathlib.Path, items: list, old: dict, with_settings: bool) -> list:
    """``items`` with settings.toml as it will be (b"" = kept as it is) and the manifest
    naming what this deploy installs put just before code.py."""
    out, unchecked = [], ()
    for dest, data in items:
        if dest == SETTINGS:
            board = _read_or_none(drive / SETTINGS)
            if board is None or (SETTINGS in old and old[SETTINGS] is None):
                unchecked = (SETTINGS,)  # deploy created it (now or before)
            if board is not None:
                data = settings.merge(board, data) if with_settings else b""
        out.append((dest, data))
    body = [(d, b) for d, b in out if d != manifest.NAME]
    entry = (manifest.NAME, manifest.text(body, unchecked))
    code_at = next((i for i, (d, _) in enumerate(body) if d == CODE), len(body))
    return body[:code_at] + [entry] + body[code_at:]


def _files(drive: pathlib.Path, folder: str) -> list[str]:
    root = drive / folder
    if not root.is_dir():
        return []
    return sorted(p.relative_to(drive).as_posix() for p in root.rglob("*") if p.is_file())


def _read_or_none(path: pathlib.Path) -> bytes | None:
    try:
        return read_bytes(path)
    except OSError:
        return None


READ_ONLY_HELP = (
    "CircuitPython shows CIRCUITPY read-only to the computer when the board's own code has "
    'taken it (boot.py called storage.remount("/", readonly=False)): rename or remove that '
    'boot.py from the REPL (import os; os.rename("/boot.py", "/boot.bak")) or start the '
    "board in safe mode, where boot.py does not run: a Pico has no reset button, so unplug it, "
    "plug it back in and press BOOTSEL within the first second (not while plugging in: that "
    "starts the RPI-RP2 loader), or from the REPL: import microcontroller; "
    "microcontroller.on_next_reset(microcontroller.RunMode.SAFE_MODE); microcontroller.reset(). "
    "Then deploy again. If "
    "the computer mounted it read-only because the filesystem is full or damaged, check it "
    "(Linux: dmesg; Windows: 'Scan and fix'), or erase it from the REPL with "
    "import storage; storage.erase_filesystem() -- that deletes every file on it"
)


def check_writable(drive: pathlib.Path) -> None:
    probe = drive / ".deploy-probe"
    try:
        write_bytes(probe, b"probe")
        remove(probe)
    except OSError as exc:
        if exc.errno in (errno.EROFS, errno.EACCES, errno.EPERM):
            raise DeployError(
                f"{drive} is read-only. {READ_ONLY_HELP}. Nothing was changed."
            ) from None
        raise DeployError(f"cannot write to {drive}: {exc}. Nothing was changed.") from None
    finally:
        try:
            if probe.exists():
                probe.unlink()
        except OSError:
            pass


def read_only(drive: pathlib.Path) -> bool:
    """Without writing: is the drive mounted read-only, or not writable by this user?"""
    try:
        if hasattr(os, "statvfs") and os.statvfs(drive).f_flag & os.ST_RDONLY:
            return True
    except OSError:
        pass
    return not os.access(drive, os.W_OK)


def dry_run_verdict(drive: pathlib.Path, plan: Plan) -> str:
    """What a real deploy would meet: does it fit, is the drive writable (nothing is written)."""
    need, free = plan.needed_bytes(drive), free_bytes(drive)
    if free is None:
        fits = f"{need} bytes more would be used; the drive does not report its free space."
    elif need <= free:
        fits = f"It fits: {need} bytes more would be used, {free} are free."
    else:
        fits = f"It does NOT fit: it needs {need - free} bytes more than the {free} free."
    if read_only(drive):
        return f"{fits} The drive is read-only: deploy would stop. {READ_ONLY_HELP}."
    return f"{fits} The drive is writable."


def check_space(drive: pathlib.Path, plan: Plan) -> int:
    need, free = plan.needed_bytes(drive), free_bytes(drive)
    if free is None:
        return 0  # unknown: the copy itself finds out, and a full drive rolls back
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
        self.made_dirs: list[pathlib.Path] = []  # folders this deploy created
        self.parked = False
        self.had_code = False

    def run(self) -> None:
        changes = self.plan.changes()
        if not changes:
            return
        code = next((s for s in self.plan.steps if s.dest == CODE), None)
        try:
            self._park()
            for step in changes:
                if step.dest == PARKED:
                    continue  # parking code.py has just replaced the stale copy
                if step.action == "delete":
                    self._delete(step)
                elif step.dest != CODE:
                    self._put(step)
            self._verify_all()
            self._place_code(code)
            self._prune_dirs()
        except (OSError, DeployError, KeyboardInterrupt) as exc:
            if isinstance(exc, KeyboardInterrupt):
                reason = f"interrupted ({getattr(exc, 'name', 'Ctrl-C')})"
            else:
                reason = str(exc) if isinstance(exc, DeployError) else _os_reason(exc)
            with _no_interrupts():
                try:
                    self._rollback(reason)
                except DeployError as err:
                    if isinstance(exc, KeyboardInterrupt):  # end as the signal asked
                        err.signum = getattr(exc, "signum", signal.SIGINT)  # type: ignore[attr-defined]
                    raise

    def _park(self) -> None:
        code, parked = self.drive / CODE, self.drive / PARKED
        if code.exists():
            self.had_code = True
            self.backup[CODE] = read_bytes(code)
            move(code, parked)  # (replaces a code.py.deploy-old a crashed deploy left)
            self.parked = True
        elif parked.exists():
            # An earlier deploy died with code.py parked: that copy is the board's old program.
            self.backup[CODE] = read_bytes(parked)
            self.parked = True
        else:
            self.backup[CODE] = None

    def _delete(self, step: Step) -> None:
        target = self.drive / step.dest
        self.backup[step.dest] = read_bytes(target)
        self.say(f"  delete {step.dest} ({step.why})")
        remove(target)

    def _put(self, step: Step) -> None:
        target = self.drive / step.dest
        if step.dest not in self.backup:
            self.backup[step.dest] = _read_or_none(target) if target.exists() else None
        folder = target.parent
        new_dirs = []
        while folder != self.drive and not folder.exists():
            new_dirs.append(folder)
            folder = folder.parent
        self.made_dirs += reversed(new_dirs)
        self.say(f"  write {step.dest} ({len(step.data)} bytes)")
        write_bytes(target, step.data)
        if read_bytes(target) != step.data:
            raise DeployError(f"{step.dest} did not verify: what was read back differs")

    def _verify_all(self) -> None:
        for step in self.plan.changes():
            target = self.drive / step.dest
            if step.dest == PARKED:
                continue  # it holds the old code.py now, until code.py is in place
            if step.action == "delete":
                if target.exists():
                    raise DeployError(f"{step.dest} is still there after deleting it")
            elif step.dest != CODE and read_bytes(target) != step.data:
                raise DeployError(f"{step.dest} did not verify on the final check")

    def _place_code(self, step: Step | None) -> None:
        """Last: the new code.py, or the parked one back; then it must read back right."""
        code, parked = self.drive / CODE, self.drive / PARKED
        if step is None:  # a plan without code.py (not made by sources()): leave it as it was
            if self.parked:
                move(parked, code)
                self.parked = False
            return
        if step.action in WRITES or not self.parked:
            self.say(f"  write {CODE} ({len(step.data)} bytes)")
            write_bytes(code, step.data)
        else:
            move(parked, code)
            self.parked = False
        if read_bytes(code) != step.data:
            raise DeployError(f"{CODE} did not verify: what was read back differs")
        if self.parked:
            remove(parked)
            self.parked = False

    def _prune_dirs(self) -> None:
        """Folders emptied by deletions (lib/spit/ on a board with the console frozen in)."""
        folders = {(self.drive / s.dest).parent for s in self.plan.changes()}
        for folder in sorted(folders, key=lambda p: len(p.parts), reverse=True):
            try:
                while folder != self.drive and folder.is_dir() and not any(folder.iterdir()):
                    folder.rmdir()
                    folder = folder.parent
            except OSError:
                pass  # cosmetic: the new code.py is already in place, never roll back for this

    def _rollback(self, reason: str) -> None:
        failed = []
        for dest, old in reversed(list(self.backup.items())):
            if dest == CODE:
                continue
            target = self.drive / dest
            try:
                if old is None:
                    if target.exists():
                        remove(target)
                elif not target.exists() or _read_or_none(target) != old:
                    write_bytes(target, old)
            except OSError:
                failed.append(dest)
        for folder in reversed(self.made_dirs):
            try:
                if folder.is_dir() and not any(folder.iterdir()):
                    folder.rmdir()
            except OSError:
                pass  # an empty folder left behind costs a cluster, not the program
        if not failed:
            try:
                self._restore_code()
            except OSError:
                failed.append(CODE)
        if failed:
            try:
                if self.parked and (self.drive / CODE).exists():
                    remove(self.drive / CODE)  # a new code.py over a half-restored drive: no
            except OSError:
                pass
            raise DeployError(
                f"{reason}. Rolling back also failed for {', '.join(failed)}: the old code.py is "
                f"parked as {PARKED}, so the board runs no program rather than a mix of old and "
                "new files. Fix the drive and deploy again (it finishes the job)."
            )
        raise DeployError(f"{reason}. Every file was put back as it was; the board is unchanged.")

    def _restore_code(self) -> None:
        code, parked = self.drive / CODE, self.drive / PARKED
        old = self.backup.get(CODE)
        # A signal can land between a move or remove of code.py and the line noting it: the
        # drive, not self.parked, says whether the old code.py is parked now.
        if self.had_code and not self.parked and parked.exists() and not code.exists():
            self.parked = True
        if self.parked and not parked.exists():
            self.parked = False  # moved back or removed: code.py is put right below
        if self.parked:
            if self.had_code:
                move(parked, code)
                self.parked = False
            elif code.exists():
                remove(code)  # code.py was missing before (only the parked copy): as it was
        elif old is None:
            if code.exists():
                remove(code)
        elif _read_or_none(code) != old:
            write_bytes(code, old)


# Every signal whose default is to end the process and that a process may catch: Ctrl-C, a
# closed terminal or ssh (HUP), `kill` and `timeout` (TERM), Ctrl-\\ (QUIT), and the rest.
# SIGKILL cannot be caught: code.py is then parked and the next deploy finishes the job.
STOP_SIGNALS = tuple(
    getattr(signal, name)
    for name in ("SIGINT", "SIGTERM", "SIGHUP", "SIGQUIT", "SIGUSR1", "SIGUSR2", "SIGALRM")
    if hasattr(signal, name)
)


class Interrupted(KeyboardInterrupt):
    """A stop signal turned into what Ctrl-C raises, so every signal rolls back like Ctrl-C."""

    def __init__(self, signum: int) -> None:
        super().__init__(signum)
        self.signum = signum
        self.name = "Ctrl-C" if signum == signal.SIGINT else signal.Signals(signum).name


class stop_signals_interrupt:
    """While deploying, every stop signal raises Interrupted (the main thread only)."""

    def __enter__(self):
        self.old = {}
        if threading.current_thread() is threading.main_thread():
            for signum in STOP_SIGNALS:
                self.old[signum] = signal.signal(signum, self._raise)
        return self

    @staticmethod
    def _raise(signum, _frame):
        raise Interrupted(signum)

    def __exit__(self, *exc):
        for signum, old in self.old.items():
            signal.signal(signum, old)


class _no_interrupts:
    """Ignore every stop signal while rolling back: one more must not leave the drive half
    restored (and the deploy ends the way the signal asked once the drive is whole)."""

    def __enter__(self):
        self.old = {}
        if threading.current_thread() is threading.main_thread():
            for signum in STOP_SIGNALS:
                self.old[signum] = signal.signal(signum, signal.SIG_IGN)

    def __exit__(self, *exc):
        for signum, old in self.old.items():
            signal.signal(signum, old)


def _os_reason(exc: OSError) -> str:
    if exc.errno == errno.ENOSPC:
        return "the drive filled up while writing"
    if exc.errno in (errno.EROFS, errno.EACCES, errno.EPERM):
        return "the drive refused a write (read-only?)"
    if exc.errno in (errno.ENOENT, errno.ENODEV, errno.EIO):
        return f"the drive went away while writing ({exc.strerror})"
    return f"writing failed: {exc}"
