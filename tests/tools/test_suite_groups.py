# SPDX-License-Identifier: MIT
"""make test's two workers run each emulated-Pico module once.

Each tests/pico module shares one emulator run (minutes) among its tests; tests/conftest.py
makes the module an xdist group. If a pytest/xdist pair stops honouring the group (pytest 9.2
with xdist 3.8 did: requirements.txt), both workers start the same run and make test takes
twice as long, with every test still green. This runs the suite's own conftest on a module of
four tests sharing a module fixture, as make test runs it.
"""

import pathlib
import shutil
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]
MODULE = """
import os
import pytest

@pytest.fixture(scope="module")
def run():
    with open("runs.txt", "a") as f:  # one line per emulator run started
        print(os.getpid(), file=f)

@pytest.mark.parametrize("n", range(4))
def test_shares_the_run(run, n):
    pass
"""


def test_a_pico_modules_tests_share_one_worker_and_one_run(tmp_path):
    (tmp_path / "tests" / "pico").mkdir(parents=True)
    shutil.copy(ROOT / "tests" / "conftest.py", tmp_path / "tests" / "conftest.py")
    (tmp_path / "tests" / "pico" / "test_probe.py").write_text(MODULE)
    (tmp_path / "tests" / "test_other.py").write_text("def test_a():\n    pass\n")
    out = subprocess.run(
        [sys.executable, "-m", "pytest", "-n", "2", "--dist", "loadgroup", "-p",
         "no:cacheprovider", "tests"],
        cwd=tmp_path, capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert out.returncode == 0, out.stdout + out.stderr
    runs = (tmp_path / "runs.txt").read_text().split()
    assert len(runs) == 1, runs  # one fixture instance: one worker took the whole module
