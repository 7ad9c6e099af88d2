# SPDX-License-Identifier: MIT
"""Deploy onto a real FAT filesystem (tests/tools/fatdrive.py: a CIRCUITPY-like FAT12 image
mounted through fusefat, as this kernel has no vfat for a loop mount): signals in the middle of a
real deploy, the manifest keeping the owner's files, and the space a deploy really takes. Where
no FAT can be mounted the same tests run on a plain directory of the host's filesystem (said in
the skip or the test id), which still checks signals and the manifest but not FAT's clusters."""

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

WHY_NOT_FAT = fatdrive.why_not()
needs_fat = pytest.mark.skipif(bool(WHY_NOT_FAT), reason=f"no FAT filesystem here: {WHY_NOT_FAT}")


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
    is not covered)."""
    old_fw, new_fw = two_firmwares(tmp_path)
    args = f"-m tests.tools.deploy_signals {{drive}} {old_fw} {new_fw}"
    if WHY_NOT_FAT:
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
        said = fatdrive.run_in_uml(image, drive, f"{sys.executable} {args.format(drive=drive)}")
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
    """Issue 27.2 on a FAT mounted by Linux's vfat: the owner's library and notes survive two
    deploys; the library deploy installed and the new firmware no longer ships goes."""
    old_fw, new_fw = two_firmwares(tmp_path)
    (new_fw / "device-libs.txt").write_text("# the new firmware ships no library\n")
    owners = {"lib/adafruit_display_text/label.py": b"# the owner's\n", "notes.txt": b"mine\n"}
    image, drive = fat_image(tmp_path, owners), tmp_path / "mnt"
    deploy = f"{sys.executable} -m host_tools.deploy --py --drive {drive} --source"
    said = fatdrive.run_in_uml(image, drive, f"{deploy} {old_fw} && {deploy} {new_fw}")
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
    assert used <= predicted <= used + 4 * 512, (predicted, used)
