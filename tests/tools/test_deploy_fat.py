# SPDX-License-Identifier: MIT
"""Deploy onto a real FAT filesystem (tests/tools/fatdrive.py: a CIRCUITPY-like FAT12 image
mounted by User-Mode Linux's vfat, as this kernel has no vfat for a loop mount): signals in the
middle of a real deploy, the manifest keeping the owner's files, and the space a deploy really
takes. Where User-Mode Linux is missing or cannot run, the same tests run on a folder that mtools
unpacks from and packs back into the image (fatdrive.kind(); pytest's summary names the one a
run used), which still checks signals, the manifest and the FAT mtools writes, but not vfat's own
writes; with no mtools either, on a plain folder, and the FAT checks are skipped."""

import json
import os
import pathlib
import shutil
import signal
import subprocess
import sys

import pytest

from host_tools.deploy import install, manifest
from host_tools.deploy.libs import FIRMWARE, REPO
from tests.tools import fatdrive
from tests.tools.test_deploy import BOOT_OUT_9

needs_fat = pytest.mark.skipif(
    fatdrive.kind()[0] == "folder",
    reason=f"no FAT image tools here: {fatdrive.kind()[1]} ({fatdrive.APT})",
)


def fat_image(tmp_path, files: dict[str, bytes]) -> pathlib.Path:
    """A fresh CIRCUITPY-like FAT image holding ``files`` (written by mtools)."""
    image = tmp_path / "circuitpy.img"
    fatdrive.make_image(image)
    for rel, data in {"boot_out.txt": BOOT_OUT_9.encode(), **files}.items():
        src = tmp_path / "mtools-src"
        src.write_bytes(data)
        parts = rel.split("/")
        for n in range(1, len(parts)):
            folder = "::/" + "/".join(parts[:n])
            subprocess.run(["mmd", "-D", "s", "-i", str(image), folder], capture_output=True)
        subprocess.run(["mcopy", "-o", "-i", str(image), str(src), "::/" + rel], check=True)
    return image


def fat_read(image: pathlib.Path, rel: str) -> bytes | None:
    proc = subprocess.run(["mtype", "-i", str(image), "::/" + rel], capture_output=True)
    return proc.stdout if proc.returncode == 0 else None


def two_firmwares(tmp_path):
    """The real firmware, and a new version of it with every module changed."""
    old, new = tmp_path / "fw-old", tmp_path / "fw-new"
    shutil.copytree(FIRMWARE, old, ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copytree(old, new)
    for module in new.rglob("*.py"):
        module.write_text(module.read_text() + "# v2\n")
    return old, new


def run_deploy(drive, fw, *extra) -> subprocess.Popen:
    env = dict(os.environ, PYTHONPATH=str(REPO))
    cmd = [sys.executable, "-m", "host_tools.deploy", "--drive", str(drive), "--source", str(fw)]
    return subprocess.Popen(
        [*cmd, "--py", *extra], env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE
    )


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")
def test_a_signal_at_any_moment_of_a_deploy_leaves_old_or_new_firmware_with_code_py(tmp_path):
    """Issue 27.1: SIGTERM or SIGHUP (a closed terminal, an ssh drop, `timeout`) left code.py
    parked and lib/spit half copied. Each is now undone like Ctrl-C, at ten moments spread over
    the copy of a deploy of the real firmware (from code.py parked to the end), on a FAT mounted
    by Linux's vfat (a plain directory where User-Mode Linux is missing: then FAT's own behaviour
    is not covered; mtools packs the result into a FAT image where it can)."""
    old_fw, new_fw = two_firmwares(tmp_path)
    args = f"-m tests.tools.deploy_signals {{drive}} {old_fw} {new_fw}"
    if fatdrive.kind()[0] == "folder":
        drive = tmp_path / "CIRCUITPY"
        drive.mkdir()
        (drive / "boot_out.txt").write_text(BOOT_OUT_9)
        env = dict(os.environ, PYTHONPATH=str(REPO))
        cmd = [sys.executable, *args.format(drive=drive).split()]
        said = subprocess.run(cmd, env=env, capture_output=True, text=True, check=True).stdout
    else:
        image, drive = tmp_path / "circuitpy.img", tmp_path / "mnt"
        fatdrive.make_image(image)
        boot_out = tmp_path / "boot_out.txt"
        boot_out.write_text(BOOT_OUT_9)
        subprocess.run(["mcopy", "-i", str(image), str(boot_out), "::/boot_out.txt"], check=True)
        said = fatdrive.run_on_fat(image, drive, f"{sys.executable} {args.format(drive=drive)}")
        clean, _used = fatdrive.fsck(image)
        assert clean, "fsck.fat -n found the filesystem damaged"
    report = json.loads(said.strip().splitlines()[-1])
    rolled_back = 0
    for run in report["runs"]:
        where = f"{run['signal']} {run['after_s']} s into a {report['copy_s']} s copy"
        assert run["code_py"] and run["held"] in ("old", "new"), (where, run)
        if run["held"] == "old" and "put back as it was" in run["err"]:
            assert run["rc"] == 128 + signal.Signals[run["signal"]].value, (where, run)
            rolled_back += 1
    assert rolled_back >= 3, f"too few signals landed inside a copy: {report}"


@needs_fat
def test_the_manifest_keeps_the_owners_files_through_two_deploys(tmp_path):
    """Issue 27.2 on a FAT (Linux's vfat, else mtools' round trip): the owner's library and
    notes survive two deploys; the library deploy installed and the new firmware no longer
    ships goes."""
    old_fw, new_fw = two_firmwares(tmp_path)
    (new_fw / "device-libs.txt").write_text("# the new firmware ships no library\n")
    owners = {"lib/adafruit_display_text/label.py": b"# the owner's\n", "notes.txt": b"mine\n"}
    image, drive = fat_image(tmp_path, owners), tmp_path / "mnt"
    deploy = f"{sys.executable} -m host_tools.deploy --py --drive {drive} --source"
    said = fatdrive.run_on_fat(image, drive, f"{deploy} {old_fw} && {deploy} {new_fw}")
    assert "done:" in said and "an earlier deploy installed it" in said, said
    assert fatdrive.fsck(image)[0], "fsck.fat -n found the filesystem damaged"
    for rel, data in owners.items():
        assert fat_read(image, rel) == data
    assert fat_read(image, "lib/adafruit_ticks.py") is None
    named = manifest.parse(fat_read(image, manifest.NAME))
    assert "lib/spit/screen/table.py" in named and "notes.txt" not in named


@needs_fat
def test_the_space_check_counts_what_fat_really_uses(tmp_path, monkeypatch):
    """Issue 27.5: the check predicted 96 768 B for a deploy that used 100 352 B (folders take
    clusters too), so a drive with room for the prediction failed half-way. mtools, an
    independent FAT implementation, writes the same files into a fresh CIRCUITPY image."""
    drive = tmp_path / "empty"
    drive.mkdir()
    (drive / "boot_out.txt").write_text(BOOT_OUT_9)
    monkeypatch.setattr(install, "cluster_bytes", lambda d: 512)  # the image's, not this disk's
    items = install.sources(FIRMWARE)
    plan = install.make_plan(drive, items)
    predicted = plan.needed_bytes(drive)
    empty = fatdrive.free_bytes(fat_image(tmp_path, {}))
    full = fatdrive.free_bytes(fat_image(tmp_path, {s.dest: s.data for s in plan.steps}))
    used = empty - full
    # never less than FAT uses, more by about a cluster a folder (5 in 10 with the languages): the
    # check counts a long-name entry for every lower-case name (Linux's vfat writes one); mtools
    # and CircuitPython's FatFs write none for a name that fits 8.3 ("lang.py")
    folders = {d.rpartition("/")[0] for d in (s.dest for s in plan.steps)} - {""}
    assert used <= predicted <= used + 512 * len(folders), (predicted, used)


def fake_linux(tmp_path, monkeypatch, script: str) -> None:
    """A `linux` (User-Mode Linux) first on PATH that behaves as ``script`` says."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir(parents=True)
    (bin_dir / "linux").write_text("#!/bin/sh\n" + script)
    (bin_dir / "linux").chmod(0o755)
    monkeypatch.setenv("PATH", f"{bin_dir}:{os.environ['PATH']}")


@pytest.mark.skipif(
    fatdrive.kind()[0] == "folder", reason=f"needs mtools and mkfs.fat: {fatdrive.APT}"
)
def test_a_user_mode_linux_that_crashes_or_hangs_is_found_out_and_not_used(tmp_path, monkeypatch):
    """Issue 43: installed is not enough. A UML that crashed at start ("ptrace set fp regs
    failed", then a kernel panic) failed two tests instead of letting them fall back; one that
    hangs is cut short. The probe boots it and says why not, and the run falls back to mtools."""
    fake_linux(tmp_path, monkeypatch, "echo 'ptrace set fp regs failed, errno = 14'\n"
               "echo 'Kernel panic - not syncing: Attempted to kill init!'\nexit 1\n")  # fmt: skip
    assert "ptrace set fp regs failed" in (fatdrive.probe() or "")
    monkeypatch.setattr(fatdrive, "_kind", None)
    monkeypatch.delenv(fatdrive.RUN, raising=False)
    monkeypatch.delenv(fatdrive.FORCE, raising=False)
    name, why = fatdrive.kind()
    assert name == "mtools" and "ptrace" in why
    fake_linux(tmp_path / "hang", monkeypatch, "exec sleep 60\n")
    assert "did not finish booting in 2 s" in (fatdrive.probe(timeout=2) or "")
