# SPDX-License-Identifier: MIT
"""Send SIGTERM and SIGHUP to real deploys at moments spread over a whole deploy, and report
what the drive held after each (JSON on stdout). Run by tests/tools/test_deploy_fat.py, inside
User-Mode Linux on a FAT image where it can, else on a plain directory:

    python -m tests.tools.deploy_signals DRIVE OLD_FIRMWARE NEW_FIRMWARE
"""

from __future__ import annotations

import json
import os
import pathlib
import shutil
import signal
import subprocess
import sys
import time

PARKED = "code.py.deploy-old"  # (install.PARKED; not imported: a copy runs as a stranger)


def snapshot(path: pathlib.Path) -> dict:
    return {
        p.relative_to(path).as_posix(): p.read_bytes().hex()
        for p in sorted(path.rglob("*"))
        if p.is_file()
    }


def start(drive: pathlib.Path, fw: pathlib.Path) -> subprocess.Popen:
    cmd = [sys.executable, "-m", "host_tools.deploy", "--drive", str(drive), "--source", str(fw)]
    return subprocess.Popen(
        [*cmd, "--py"], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True
    )


def put_back(drive: pathlib.Path, files: dict) -> None:
    for p in list(drive.iterdir()):
        if p.is_dir():
            shutil.rmtree(p)
        else:
            p.unlink()
    for rel, data in files.items():
        (drive / rel).parent.mkdir(parents=True, exist_ok=True)
        (drive / rel).write_bytes(bytes.fromhex(data))


def copy_began(drive: pathlib.Path, proc: subprocess.Popen) -> float:
    """Wait until the deploy parks code.py (its copy has begun); the time that took."""
    t0 = time.monotonic()
    while not (drive / PARKED).exists() and proc.poll() is None:
        time.sleep(0.002)
    return time.monotonic() - t0


def main(drive: pathlib.Path, old_fw: pathlib.Path, new_fw: pathlib.Path) -> dict:
    assert start(drive, old_fw).wait() == 0
    old = snapshot(drive)
    proc = start(drive, new_fw)
    copy_began(drive, proc)
    t0 = time.monotonic()
    assert proc.wait() == 0
    took = time.monotonic() - t0  # from code.py parked to the end
    new = snapshot(drive)
    runs = []
    for i, signum in enumerate([signal.SIGTERM, signal.SIGHUP] * 5):
        put_back(drive, old)
        os.sync()
        proc = start(drive, new_fw)
        copy_began(drive, proc)
        delay = took * i / 10  # spread over the copy, from its first moment
        time.sleep(delay)
        proc.send_signal(signum)
        _out, err = proc.communicate(timeout=120)
        got = snapshot(drive)
        runs.append(
            {
                "signal": signal.Signals(signum).name,
                "after_s": round(delay, 3),
                "rc": proc.returncode,
                "held": "old" if got == old else "new" if got == new else "a mix",
                "code_py": "code.py" in got,
                "err": err.strip()[-300:],
            }
        )
    return {"copy_s": round(took, 3), "runs": runs}


if __name__ == "__main__":
    print(json.dumps(main(*map(pathlib.Path, sys.argv[1:4]))))
