# SPDX-License-Identifier: MIT
"""Deploy onto temporary folders standing in for CIRCUITPY: fresh, unchanged, dry run, refused
boards, read-only, full, a drive filling up mid-copy, a file failing to verify, and the UF2."""

import errno
import os
import pathlib
import shutil
import struct

import folder2uf2
import pytest

from host_tools.deploy import cli, drive, install, libs, uf2

BOOT_OUT_9 = "Adafruit CircuitPython 9.2.1 on 2024-11-20; Raspberry Pi Pico with rp2040\n"
BOOT_OUT_9 += "Board ID:raspberry_pi_pico\nUID:E66038B7133C4A2F\n"


def make_firmware(root: pathlib.Path, version: str) -> pathlib.Path:
    fw = root / f"firmware-{version}"
    (fw / "lib" / "spit").mkdir(parents=True)
    (fw / "code.py").write_text(f"import spit.game  # {version}\n")
    (fw / "boot.py").write_text("import usb_cdc\n")
    (fw / "settings.toml").write_text('display = "ili9341"\n')
    (fw / "lib" / "spit" / "game.py").write_text(f"VERSION = {version!r}\n")
    shutil.copy(libs.LIBS_FILE, fw / "device-libs.txt")
    return fw


def snapshot(path: pathlib.Path) -> dict:
    return {p.relative_to(path).as_posix(): p.read_bytes() for p in path.rglob("*") if p.is_file()}


@pytest.fixture
def board(tmp_path):
    d = tmp_path / "CIRCUITPY"
    d.mkdir()
    (d / "boot_out.txt").write_text(BOOT_OUT_9)
    return d


@pytest.fixture
def writes(monkeypatch):
    """Record the order of every file write deploy makes."""
    order = []
    real = install.write_bytes

    def spy(path, data):
        order.append(path.name)
        real(path, data)

    monkeypatch.setattr(install, "write_bytes", spy)
    return order


def deploy(board, fw, *extra):
    return cli.main(["--drive", str(board), "--source", str(fw), *extra])


def test_fresh_deploy_copies_firmware_and_pinned_libs_code_py_last(tmp_path, board, writes):
    fw = make_firmware(tmp_path, "1")
    assert deploy(board, fw) == 0
    got = snapshot(board)
    assert got["code.py"] == (fw / "code.py").read_bytes()
    assert got["lib/spit/game.py"] == b"VERSION = '1'\n"
    ticks = libs.lib_files(libs.DeviceLib("adafruit-circuitpython-ticks==1.1.7", "adafruit_ticks"))
    assert got["lib/adafruit_ticks.py"] == ticks["adafruit_ticks.py"].read_bytes()
    assert "lib/adafruit_display_text/bitmap_label.py" in got
    assert "device-libs.txt" not in got and install.PARKED not in got
    real_writes = [w for w in writes if w != ".deploy-probe"]
    assert real_writes[-1] == "code.py" and real_writes.count("code.py") == 1


def test_second_deploy_skips_unchanged_and_writes_only_the_change(tmp_path, board, writes, capsys):
    fw = make_firmware(tmp_path, "1")
    assert deploy(board, fw) == 0
    writes.clear()
    assert deploy(board, fw) == 0
    assert writes == []
    assert "nothing to do" in capsys.readouterr().out
    (fw / "lib" / "spit" / "game.py").write_text("VERSION = 'fix'\n")
    assert deploy(board, fw) == 0
    assert [w for w in writes if w != ".deploy-probe"] == ["game.py"]
    assert (board / "lib/spit/game.py").read_text() == "VERSION = 'fix'\n"


def test_dry_run_changes_nothing_and_prints_the_plan(tmp_path, board, capsys):
    fw = make_firmware(tmp_path, "1")
    before = snapshot(board)
    assert deploy(board, fw, "--dry-run") == 0
    out = capsys.readouterr().out
    assert "new    code.py" in out and "dry run" in out
    assert snapshot(board) == before


def test_settings_on_the_board_are_kept_unless_asked(tmp_path, board):
    fw = make_firmware(tmp_path, "1")
    (board / "settings.toml").write_text('display = "st7789"\n')
    assert deploy(board, fw) == 0
    assert (board / "settings.toml").read_text() == 'display = "st7789"\n'
    assert deploy(board, fw, "--settings") == 0
    assert (board / "settings.toml").read_text() == 'display = "ili9341"\n'


@pytest.mark.parametrize(
    "boot_out, message",
    [
        (None, "boot_out.txt is missing"),
        ("Adafruit CircuitPython 8.2.10 on 2024-01-01; Raspberry Pi Pico", "needs CircuitPython 9"),
        ("MicroPython v1.22", "does not name a CircuitPython version"),
    ],
)
def test_wrong_or_unknown_board_is_refused_clearly(tmp_path, board, capsys, boot_out, message):
    fw = make_firmware(tmp_path, "1")
    if boot_out is None:
        (board / "boot_out.txt").unlink()
    else:
        (board / "boot_out.txt").write_text(boot_out)
    before = snapshot(board)
    assert deploy(board, fw) == 1
    err = capsys.readouterr().err
    assert message in err and "Traceback" not in err
    assert snapshot(board) == before


def test_missing_drive_is_a_clear_message(tmp_path, capsys, monkeypatch):
    fw = make_firmware(tmp_path, "1")
    assert deploy(tmp_path / "nowhere", fw) == 1
    assert "not a folder" in capsys.readouterr().err
    monkeypatch.setattr(drive, "candidates", lambda: [])
    assert cli.main(["--source", str(fw)]) == 1
    assert "no CIRCUITPY drive found" in capsys.readouterr().err
    monkeypatch.setattr(drive, "candidates", lambda: [tmp_path / "a", tmp_path / "b"])
    assert cli.main(["--source", str(fw)]) == 1
    assert "several CIRCUITPY drives" in capsys.readouterr().err


def test_read_only_drive_is_refused_before_anything_changes(tmp_path, board, monkeypatch, capsys):
    fw = make_firmware(tmp_path, "1")

    def refuse(path, data):
        raise OSError(errno.EROFS, "Read-only file system", str(path))

    monkeypatch.setattr(install, "write_bytes", refuse)
    before = snapshot(board)
    assert deploy(board, fw) == 1
    assert "read-only" in capsys.readouterr().err
    assert snapshot(board) == before


def test_full_drive_is_refused_before_anything_changes(tmp_path, board, monkeypatch, capsys):
    fw = make_firmware(tmp_path, "1")
    monkeypatch.setattr(install, "free_bytes", lambda d: 20_000)
    before = snapshot(board)
    assert deploy(board, fw) == 1
    err = capsys.readouterr().err
    assert "too full" in err and "Nothing was changed" in err
    assert snapshot(board) == before


def failing_after(monkeypatch, n_ok, err=errno.ENOSPC, rollback_fails=False):
    """Let n_ok writes through, then fail; the rollback's writes fail too if rollback_fails."""
    real = install.write_bytes
    state = {"n": 0, "failed": False}

    def write(path, data):
        state["n"] += 1
        if state["n"] > n_ok and (rollback_fails or not state["failed"]):
            state["failed"] = True
            raise OSError(err, os.strerror(err))
        real(path, data)

    monkeypatch.setattr(install, "write_bytes", write)


def test_drive_filling_up_mid_copy_rolls_everything_back(tmp_path, board, monkeypatch, capsys):
    old = make_firmware(tmp_path, "1")
    assert deploy(board, old) == 0
    before = snapshot(board)
    new = make_firmware(tmp_path, "2")
    # New files in the new version, so the rollback must also remove files that were not there.
    (new / "lib" / "spit" / "extra.py").write_text("X = 1\n")
    failing_after(monkeypatch, n_ok=2)  # the probe and one file, then the drive is full
    assert deploy(board, new) == 1
    err = capsys.readouterr().err
    assert "filled up" in err and "put back" in err
    assert snapshot(board) == before


def test_verify_failure_rolls_back(tmp_path, board, monkeypatch, capsys):
    old = make_firmware(tmp_path, "1")
    assert deploy(board, old) == 0
    before = snapshot(board)
    new = make_firmware(tmp_path, "2")
    real = install.read_bytes

    def flaky(path):
        data = real(path)
        return data[:-1] + b"?" if path.name == "game.py" and b"'2'" in data else data

    monkeypatch.setattr(install, "read_bytes", flaky)
    assert deploy(board, new) == 1
    assert "game.py did not verify" in capsys.readouterr().err
    assert snapshot(board) == before


def test_failed_rollback_leaves_no_program_rather_than_a_mix(tmp_path, board, monkeypatch, capsys):
    old = make_firmware(tmp_path, "1")
    assert deploy(board, old) == 0
    new = make_firmware(tmp_path, "2")
    failing_after(monkeypatch, n_ok=2, err=errno.EIO, rollback_fails=True)  # at code.py
    assert deploy(board, new) == 1
    err = capsys.readouterr().err
    assert "runs no program" in err
    assert not (board / "code.py").exists()
    assert (board / install.PARKED).read_bytes() == (old / "code.py").read_bytes()


def test_build_uf2_packs_the_same_files_into_a_circuitpy_filesystem(tmp_path):
    fw = make_firmware(tmp_path, "1")
    out = tmp_path / "spit.uf2"
    assert cli.main(["build-uf2", "-o", str(out), "--source", str(fw)]) == 0
    blocks, family = folder2uf2.read_uf2(str(out))
    fam, offset, _flash = folder2uf2.BOARDS[uf2.DEFAULT_BOARD]
    assert family == fam
    base = folder2uf2.XIP_BASE + offset
    assert blocks[0][0] == base
    image = b"".join(chunk for _, chunk in sorted(blocks))
    assert image[510:512] == b"\x55\xaa"  # a FAT boot sector at the start of CIRCUITPY
    assert (fw / "code.py").read_bytes() in image
    reserved = struct.unpack_from("<H", image, 14)[0]
    fat_sectors = struct.unpack_from("<H", image, 22)[0]
    root_dir = image[(reserved + fat_sectors) * 512 :][: 512 * 32]
    # Long (VFAT) names as CircuitPython keeps them; an entry holds the first five characters.
    for first in ("code.", "boot.", "lib\0"):
        assert first.encode("utf-16-le") in root_dir


def test_linux_mount_table_is_searched_for_circuitpy():
    text = (
        "/dev/sda1 / ext4 rw 0 0\n"
        "/dev/sdb1 /media/me/CIRCUITPY vfat rw,nosuid 0 0\n"
        "/dev/sdc1 /media/me/My\\040Stick vfat rw 0 0\n"
    )
    assert drive.linux_mounts(text) == [pathlib.Path("/media/me/CIRCUITPY")]


def test_the_pinned_device_library_list_matches_what_firmware_imports():
    pinned = {lib.module for lib in libs.read_list()}
    needed = libs.firmware_needs()
    missing, unused = needed - pinned, pinned - needed
    assert not missing, f"firmware imports {sorted(missing)}: pin them in firmware/device-libs.txt"
    assert not unused, f"firmware/device-libs.txt pins {sorted(unused)} that nothing imports"
    for lib in libs.read_list():
        assert libs.lib_files(lib), lib  # installed in the venv at the pinned version


def test_help_explains_itself(capsys):
    with pytest.raises(SystemExit) as exit_:
        cli.main(["--help"])
    assert exit_.value.code == 0
    assert "CIRCUITPY" in capsys.readouterr().out
