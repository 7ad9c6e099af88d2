# SPDX-License-Identifier: MIT
"""A real FAT filesystem for the deploy tests: a 1 MB FAT12 image like a Pico's CIRCUITPY
(512-byte clusters, made by mkfs.fat), mounted by a real Linux kernel's vfat driver.

This machine's kernel has no vfat (`mount -o loop` says "unknown filesystem type 'vfat'"), and
fusefat corrupts a FAT when a file is overwritten, so the kernel is User-Mode Linux (Debian:
`apt-get install user-mode-linux dosfstools mtools kmod`): it boots in ~2 s with the host's
root as its root (hostfs), loads its own vfat module, mounts the image and runs a command of
the host (the project's venv python) on it.

Where User-Mode Linux is missing or cannot run (it crashed on a host with "ptrace set fp regs
failed", then a kernel panic), ``kind()`` finds it out once a test run, by booting it and
mounting an image, and the tests fall back to the most faithful FAT left (measured):

- "mtools": the deploy runs on a plain folder unpacked from the image by mtools, and mtools
  packs the folder back into a fresh CIRCUITPY image that ``fsck.fat`` then checks. A second,
  independent FAT implementation writes every file, but the deploy's own writes (a rename over
  a file, a write cut by a signal) land on the host's filesystem, not on FAT.
- "folder": not even mtools: a plain folder, and the checks that need FAT are skipped.

Not chosen: Debian's fusefat 0.1a refuses to overwrite a file in a subdirectory (EPERM), and
pyfatfs 1.1.0 (pure Python) raised "FREE_CLUSTER mark found in FAT cluster chain" overwriting
lib/spit/screen/m1.py (3 000 B -> 5 000 B) in a fresh mkfs.fat image: a deploy's second run
does both. SPIT_FAT=uml|mtools|folder forces one (the fallback's own test run). The run's
choice is in pytest's summary (tests/conftest.py).
"""

from __future__ import annotations

import fcntl
import glob
import os
import pathlib
import re
import shutil
import subprocess
import tempfile

TOOLS = ("linux", "mkfs.fat", "fsck.fat", "mcopy", "mmd", "insmod")
MTOOLS = ("mkfs.fat", "fsck.fat", "mcopy", "mmd", "mtype")
APT = "apt-get install user-mode-linux dosfstools mtools kmod"
FORCE = "SPIT_FAT"  # uml | mtools | folder
RUN = "SPIT_FAT_RUN"  # one test run's id (tests/conftest.py FAT_RUN): its workers share one probe
PROBE_S = 120  # UML boots in ~2 s; a crash ends it sooner, a hang is cut here
_kind: tuple[str, str] | None = None


def _which(tool: str) -> str | None:
    return shutil.which(tool, path=os.environ.get("PATH", "") + ":/sbin:/usr/sbin")


def kind() -> tuple[str, str]:
    """(the FAT this run's tests use: "uml", "mtools" or "folder", why not a better one or "").
    Probed once a test run (a record shared by its xdist workers, under a lock)."""
    global _kind
    if _kind is None:
        run = os.environ.get(RUN)
        if not run:
            _kind = _choose()
        else:
            record = pathlib.Path(tempfile.gettempdir()) / f"spit-fat-{run}.txt"
            with open(record.with_suffix(".lock"), "w") as lock:
                fcntl.flock(lock, fcntl.LOCK_EX)
                if not record.exists():
                    record.write_text("\t".join(_choose()))
                name, why = record.read_text().split("\t")
            _kind = (name, why)
    return _kind


def recorded(run: str) -> tuple[str, str] | None:
    """What a test run's probe chose, if one of its tests asked (for the summary)."""
    record = pathlib.Path(tempfile.gettempdir()) / f"spit-fat-{run}.txt"
    if not record.exists():
        return None
    name, why = record.read_text().split("\t")
    return name, why


def forget(run: str) -> None:
    """The run is over: its record goes."""
    record = pathlib.Path(tempfile.gettempdir()) / f"spit-fat-{run}.txt"
    for path in (record, record.with_suffix(".lock")):
        path.unlink(missing_ok=True)


def _choose() -> tuple[str, str]:
    forced = os.environ.get(FORCE, "")
    have_mtools = all(_which(t) for t in MTOOLS)
    if forced in ("mtools", "folder"):
        if forced == "mtools" and not have_mtools:
            return "folder", f"{FORCE}=mtools but mtools/dosfstools are missing ({APT})"
        return forced, f"{FORCE}={forced}"
    why = why_not() or probe()
    if why is None:
        return "uml", ""
    if have_mtools:
        return "mtools", why
    return "folder", why


def probe(timeout: float = PROBE_S) -> str | None:
    """None when User-Mode Linux really boots and mounts a FAT image here, else what went wrong
    (installed is not enough: it can crash at start on some hosts)."""
    with tempfile.TemporaryDirectory(prefix="spit-fat-probe-") as tmp:
        image, mount = pathlib.Path(tmp) / "probe.img", pathlib.Path(tmp) / "mnt"
        try:
            make_image(image, 64 * 1024)
            said = run_in_uml(
                image, mount, f"echo written >{mount}/probe.txt && cat {mount}/probe.txt", timeout
            )
        except subprocess.TimeoutExpired:
            return f"User-Mode Linux did not finish booting in {timeout:.0f} s"
        except (OSError, RuntimeError, subprocess.CalledProcessError) as err:
            return " ".join(str(err).split())[:300]
        if said.strip() != "written":
            return f"User-Mode Linux mounted the image but said {said.strip()[:200]!r}"
    return None


def why_not() -> str | None:
    """None if a FAT image can be mounted here (User-Mode Linux), else why not."""
    missing = [t for t in TOOLS if shutil.which(t, path=os.environ.get("PATH", "") + ":/sbin")
               is None]  # fmt: skip
    if missing:
        return (
            f"{', '.join(missing)} not installed "
            "(apt-get install user-mode-linux dosfstools mtools kmod)"
        )
    if not glob.glob("/usr/lib/uml/modules/*/kernel/fs/fat/vfat.ko*"):
        return "User-Mode Linux has no vfat module here"
    return None


def make_image(path: pathlib.Path, size: int = 1024 * 1024) -> None:
    """CIRCUITPY as CircuitPython formats it on a 2 MB Pico: FAT12, 512-byte sectors and
    clusters, label CIRCUITPY."""
    with open(path, "wb") as f:
        f.truncate(size)
    subprocess.run(
        ["mkfs.fat", "-F", "12", "-S", "512", "-s", "1", "-n", "CIRCUITPY", str(path)],
        check=True,
        capture_output=True,
    )


def run_in_uml(image: pathlib.Path, mount: pathlib.Path, command: str, timeout=300) -> str:
    """Boot User-Mode Linux, mount ``image`` (vfat) at ``mount``, run the shell ``command``
    there (cwd: the repo), unmount, power off; returns what the command printed."""
    modules = sorted(glob.glob("/usr/lib/uml/modules/*/kernel/fs"))[-1]
    work = image.parent
    out = work / "uml-out.txt"
    init = work / "uml-init.sh"
    insmod = shutil.which("insmod", path=os.environ.get("PATH", "") + ":/sbin")
    init.write_text(
        "#!/bin/sh\n"
        "for k in nls/nls_cp437 nls/nls_iso8859-1 fat/fat fat/vfat; do "
        f"{insmod} {modules}/$k.ko; done\n"
        f"mkdir -p {mount} && mount -t vfat /dev/ubda {mount} || echo MOUNT-FAILED\n"
        f"cd {pathlib.Path(__file__).resolve().parents[2]}\n"
        f"PATH={os.environ.get('PATH', '/usr/bin:/bin')} {command} >{out} 2>&1\n"
        f"umount {mount}\n"
        "poweroff -f\n"
    )
    init.chmod(0o755)
    proc = subprocess.run(
        ["linux", "mem=256M", "rootfstype=hostfs", "rootflags=/", "rw", f"ubd0={image}",
         f"init={init}", "con=null", "con0=null,fd:1"],
        capture_output=True, text=True, timeout=timeout, stdin=subprocess.DEVNULL,
    )  # fmt: skip
    said = out.read_text() if out.exists() else ""
    if "MOUNT-FAILED" in proc.stdout or not out.exists():
        raise RuntimeError(f"User-Mode Linux did not run the command: {proc.stdout[-800:]}")
    return said


def fsck(image: pathlib.Path) -> tuple[bool, int]:
    """(clean, clusters in use) by `fsck.fat -n` (read-only check) of an unmounted image."""
    proc = subprocess.run(["fsck.fat", "-n", str(image)], capture_output=True, text=True)
    m = re.search(r"(\d+)/(\d+) clusters", proc.stdout)
    return proc.returncode == 0, int(m.group(1)) if m else -1


def free_bytes(image: pathlib.Path) -> int:
    """Free bytes of a FAT12 image, from its FAT (fusefat's statfs reports 0 for everything,
    where a kernel driver reports the same count: this stands in for it)."""
    import struct

    b = image.read_bytes()
    bps, spc, res, nfats = struct.unpack_from("<HBHB", b, 11)
    root = struct.unpack_from("<H", b, 17)[0]
    total = struct.unpack_from("<H", b, 19)[0] or struct.unpack_from("<I", b, 32)[0]
    fat_sectors = struct.unpack_from("<H", b, 22)[0]
    data = res + nfats * fat_sectors + (root * 32 + bps - 1) // bps
    fat = b[res * bps : (res + fat_sectors) * bps]
    free = 0
    for n in range(2, (total - data) // spc + 2):
        v = struct.unpack_from("<H", fat, n * 3 // 2)[0]
        free += (v >> 4 if n & 1 else v & 0xFFF) == 0
    return free * spc * bps


def run_on_fat(image: pathlib.Path, mount: pathlib.Path, command: str, timeout=300) -> str:
    """Run the shell ``command`` (cwd: the repo) on ``image`` mounted at ``mount``: by User-Mode
    Linux's vfat, or (the "mtools" fallback) on a folder that mtools unpacks from the image and
    packs back into it afterwards (a fresh image of the same size); returns what it printed."""
    name, _why = kind()
    if name == "uml":
        return run_in_uml(image, mount, command, timeout)
    if name != "mtools":
        raise RuntimeError("no FAT here: the caller should have skipped")
    mount.mkdir(parents=True, exist_ok=True)
    if subprocess.run(["mdir", "-b", "-i", str(image), "::/"], capture_output=True).stdout.strip():
        subprocess.run(
            ["mcopy", "-s", "-n", "-i", str(image), "::/*", str(mount)],
            check=True, capture_output=True,
        )  # fmt: skip
    proc = subprocess.run(
        command, shell=True, cwd=pathlib.Path(__file__).resolve().parents[2],
        capture_output=True, text=True, timeout=timeout,
    )  # fmt: skip
    size = image.stat().st_size
    image.unlink()
    make_image(image, size)
    for entry in sorted(mount.iterdir()):
        subprocess.run(
            ["mcopy", "-s", "-i", str(image), str(entry), "::/"], check=True, capture_output=True
        )
    return proc.stdout + proc.stderr
