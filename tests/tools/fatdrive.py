# SPDX-License-Identifier: MIT
"""A real FAT filesystem for the deploy tests: a 1 MB FAT12 image like a Pico's CIRCUITPY
(512-byte clusters, made by mkfs.fat), mounted by a real Linux kernel's vfat driver.

This machine's kernel has no vfat (`mount -o loop` says "unknown filesystem type 'vfat'"), and
fusefat corrupts a FAT when a file is overwritten, so the kernel is User-Mode Linux (Debian:
`apt-get install user-mode-linux dosfstools mtools kmod`): it boots in ~2 s with the host's
root as its root (hostfs), loads its own vfat module, mounts the image and runs a command of
the host (the project's venv python) on it. Where that is missing, ``why_not`` says so and the
tests fall back to a plain directory (their docstrings say which checks that loses).
"""

from __future__ import annotations

import glob
import os
import pathlib
import re
import shutil
import subprocess

TOOLS = ("linux", "mkfs.fat", "fsck.fat", "mcopy", "mmd", "insmod")


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
