# SPDX-License-Identifier: MIT
"""Deploy onto temporary folders standing in for CIRCUITPY: fresh, unchanged, every failure and
Ctrl-C at every file operation, refused boards, read-only, full, .py/.mpy switches, leftovers,
the console's own firmware, mpy-cross look-up, and the UF2."""

import errno
import os
import pathlib
import re
import shutil
import struct
import zlib

import folder2uf2
import pytest

from host_tools.deploy import cli, drive, install, libs, manifest, mpy, shrink, uf2

BOOT_OUT_9 = "Adafruit CircuitPython 9.2.1 on 2024-11-20; Raspberry Pi Pico with rp2040\n"
BOOT_OUT_9 += "Board ID:raspberry_pi_pico\nUID:E66038B7133C4A2F\n"
BOOT_OUT_CONSOLE = (
    "Adafruit CircuitPython 10.2.1 on 2026-12-01; Spit console 0.2.0 with rp2040\n"
    "Board ID:raspberry_pi_pico\nUID:E66038B7133C4A2F\n"
)
BOOT_OUT_ESP32 = (
    "Adafruit CircuitPython 10.2.1 on 2026-12-01; Adafruit Feather ESP32-S3 with ESP32S3\n"
    "Board ID:adafruit_feather_esp32s3_nopsram\n"
)
NO_MPY_CROSS = (
    "no CircuitPython mpy-cross here (nor in ../shared): `make firmware` builds "
    f"{mpy.BUILT.relative_to(libs.REPO)}"
)
needs_mpy_cross = pytest.mark.skipif(mpy.find()[0] is None, reason=NO_MPY_CROSS)


def make_firmware(root: pathlib.Path, version: str) -> pathlib.Path:
    fw = root / f"firmware-{version}"
    (fw / "lib" / "spit").mkdir(parents=True)
    (fw / "code.py").write_text(f"import spit.game  # {version}\n")
    (fw / "boot.py").write_text("import usb_cdc\n")
    (fw / "settings.toml").write_text('display = "ili9341"\n')
    (fw / "lib" / "spit" / "__init__.py").write_text("")
    (fw / "lib" / "spit" / "game.py").write_text(f"VERSION = {version!r}\n")
    shutil.copy(libs.LIBS_FILE, fw / "device-libs.txt")
    return fw


def snapshot(path: pathlib.Path) -> dict:
    """Every file's bytes, and every folder (None): an empty folder left behind shows."""
    return {
        p.relative_to(path).as_posix(): p.read_bytes() if p.is_file() else None
        for p in path.rglob("*")
    }


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


def real_writes(writes):
    return [w for w in writes if w != ".deploy-probe"]


@needs_mpy_cross
def test_fresh_deploy_ships_mpy_modules_and_pinned_libs_code_py_last(tmp_path, board, writes):
    fw = make_firmware(tmp_path, "1")
    assert deploy(board, fw) == 0
    got = snapshot(board)
    assert got["code.py"] == (fw / "code.py").read_bytes()
    assert got["boot.py"] == (fw / "boot.py").read_bytes()
    lib_files = [name for name, data in got.items() if name.startswith("lib/") and data]
    assert "lib/spit/game.mpy" in lib_files and "lib/adafruit_ticks.mpy" in lib_files
    assert all(name.endswith(".mpy") for name in lib_files)
    # CircuitPython 9.2/10 load mpy v6 bytecode only: 'C', 6, no native code.
    assert all(got[name][:3] == b"C\x06\x00" for name in lib_files)
    assert "device-libs.txt" not in got and install.PARKED not in got
    assert real_writes(writes)[-1] == "code.py" and writes.count("code.py") == 1


def test_py_deploy_copies_the_sources_as_they_are(tmp_path, board):
    fw = make_firmware(tmp_path, "1")
    assert deploy(board, fw, "--py") == 0
    got = snapshot(board)
    assert got["lib/spit/game.py"] == b"VERSION = '1'\n"
    ticks = libs.lib_files(libs.DeviceLib("adafruit-circuitpython-ticks==1.1.7", "adafruit_ticks"))
    assert got["lib/adafruit_ticks.py"] == ticks["adafruit_ticks.py"].read_bytes()


@pytest.mark.parametrize("extra", [("--py",), ()], ids=["py", "mpy"])
def test_second_deploy_keeps_code_py_when_only_a_library_changed(tmp_path, board, writes, extra):
    """Issue 16.1: a second deploy that changed a module, not code.py, deleted code.py."""
    if not extra and mpy.find()[0] is None:
        pytest.skip(NO_MPY_CROSS)
    fw = make_firmware(tmp_path, "1")
    assert deploy(board, fw, *extra) == 0
    writes.clear()
    assert deploy(board, fw, *extra) == 0
    assert writes == []
    (fw / "lib" / "spit" / "game.py").write_text("VERSION = 'fix'\n")
    assert deploy(board, fw, *extra) == 0
    assert (board / "code.py").read_bytes() == (fw / "code.py").read_bytes()
    assert not (board / install.PARKED).exists()
    # (.mpy: the map of its renames names the source it was made from, so it changes too)
    changed = ["game.py"] if extra else ["game.mpy", "spit-names.txt"]
    assert real_writes(writes) == changed + ["spit-manifest.txt"]


# -- the one promise: after any deploy the drive holds a whole firmware and its code.py ----------
def _v2_library_change(tmp_path, fw1):
    fw = make_firmware(tmp_path, "2")
    (fw / "code.py").write_bytes((fw1 / "code.py").read_bytes())  # code.py unchanged
    (fw / "lib" / "spit" / "extra.py").write_text("X = 1\n")
    return fw


def _v2_code_change(tmp_path, fw1):
    fw = make_firmware(tmp_path, "2")
    (fw / "lib" / "spit" / "__init__.py").unlink()  # a module the new firmware dropped
    return fw


SCENARIOS = {  # name: (new firmware, first deploy's options, second deploy's options)
    "a library changed": (_v2_library_change, (), ()),
    "code.py changed, a module gone": (_v2_code_change, (), ()),
    "py to mpy": (_v2_code_change, ("--py",), ()),
    "py only": (_v2_library_change, ("--py",), ("--py",)),
}


def faulty(monkeypatch, at, fault, after=False):
    """Make file operation number ``at`` of the deploy raise ``fault`` (``after``: once the
    operation is done, as a signal landing before the next line); returns the op counter."""
    count = {"n": 0}
    for name in ("write_bytes", "move", "remove"):
        real = getattr(install, name)

        def op(*args, _real=real):
            n = count["n"]
            count["n"] += 1
            if n == at and not after:
                raise fault()
            done = _real(*args)
            if n == at:
                raise fault()
            return done

        monkeypatch.setattr(install, name, op)
    return count


def _reset(board, saved):
    shutil.rmtree(board)
    shutil.copytree(saved, board)


@pytest.mark.parametrize("scenario", sorted(SCENARIOS))
def test_any_failure_or_ctrl_c_at_any_point_leaves_old_or_new_firmware_with_its_code_py(
    tmp_path, board, monkeypatch, capsys, scenario
):
    make_v2, first, second = SCENARIOS[scenario]
    fw1 = make_firmware(tmp_path, "1")
    fw2 = make_v2(tmp_path, fw1)
    if ("--py" not in first or "--py" not in second) and mpy.find()[0] is None:
        pytest.skip(NO_MPY_CROSS)  # (a deploy without --py needs it)
    assert deploy(board, fw1, *first) == 0
    old = snapshot(board)
    saved = tmp_path / "saved"
    shutil.copytree(board, saved)
    with monkeypatch.context() as m:
        ops = faulty(m, -1, OSError)
        assert deploy(board, fw2, *second) == 0
    new = snapshot(board)
    assert new["code.py"] == (fw2 / "code.py").read_bytes() and new != old
    faults = {
        "full": lambda: OSError(errno.ENOSPC, "No space left on device"),
        "gone": lambda: OSError(errno.EIO, "Input/output error"),
        "ctrl-c": KeyboardInterrupt,
        "ctrl-c just after it": KeyboardInterrupt,
    }
    seen = set()
    for at in range(ops["n"]):
        for kind, fault in faults.items():
            _reset(board, saved)
            with monkeypatch.context() as m:
                faulty(m, at, fault, after=kind.endswith("after it"))
                rc = deploy(board, fw2, *second)
            got = snapshot(board)
            where = f"{kind} at file operation {at}"
            assert got in (old, new), where
            assert "code.py" in got, where
            assert (rc == 0) == (got == new), where
            seen.add("new" if got == new else "old")
            err = capsys.readouterr().err
            if rc:
                assert re.search("put back as it was|[Nn]othing was changed", err), where
    assert seen == {"old"}  # every fault, up to the last step, is undone


def test_failed_rollback_leaves_no_program_and_the_next_deploy_finishes(
    tmp_path, board, monkeypatch, capsys
):
    old = make_firmware(tmp_path, "1")
    assert deploy(board, old, "--py") == 0
    new = make_firmware(tmp_path, "2")
    real = install.write_bytes
    state = {"n": 0}

    def dying(path, data):  # the probe and one file, then the drive fails for good
        state["n"] += 1
        if state["n"] > 2:
            raise OSError(errno.EIO, "Input/output error")
        real(path, data)

    monkeypatch.setattr(install, "write_bytes", dying)
    assert deploy(board, new, "--py") == 1
    err = capsys.readouterr().err
    assert "runs no program" in err and "deploy again" in err
    assert not (board / "code.py").exists()
    assert (board / install.PARKED).read_bytes() == (old / "code.py").read_bytes()
    monkeypatch.setattr(install, "write_bytes", real)  # the drive works again
    assert deploy(board, new, "--py") == 0
    got = snapshot(board)
    assert got["code.py"] == (new / "code.py").read_bytes()
    assert got["lib/spit/game.py"] == b"VERSION = '2'\n"
    assert install.PARKED not in got


def test_a_stale_parked_code_py_beside_a_good_one_is_removed(tmp_path, board, capsys):
    fw = make_firmware(tmp_path, "1")
    assert deploy(board, fw, "--py") == 0
    (board / install.PARKED).write_text("old program\n")
    assert deploy(board, fw, "--py") == 0
    assert "left by an interrupted deploy" in capsys.readouterr().out
    assert not (board / install.PARKED).exists()
    assert (board / "code.py").read_bytes() == (fw / "code.py").read_bytes()


def test_dry_run_changes_nothing_and_prints_the_plan(tmp_path, board, capsys):
    fw = make_firmware(tmp_path, "1")
    before = snapshot(board)
    assert deploy(board, fw, "--dry-run", "--py") == 0
    out = capsys.readouterr().out
    assert "new    code.py" in out and "dry run" in out
    assert snapshot(board) == before


def test_settings_on_the_board_are_kept_unless_asked(tmp_path, board):
    fw = make_firmware(tmp_path, "1")
    (board / "settings.toml").write_text('display = "st7789"\n')
    assert deploy(board, fw, "--py") == 0
    assert (board / "settings.toml").read_text() == 'display = "st7789"\n'
    assert deploy(board, fw, "--py", "--settings") == 0
    assert (board / "settings.toml").read_text() == 'display = "ili9341"\n'


@pytest.mark.parametrize(
    "boot_out, message",
    [
        (None, "boot_out.txt is missing"),
        ("Adafruit CircuitPython 8.2.10 on 2024-01-01; Raspberry Pi Pico", "needs CircuitPython 9"),
        ("MicroPython v1.22", "does not name a CircuitPython version"),
        (BOOT_OUT_ESP32, "'adafruit_feather_esp32s3_nopsram'"),
        ("Adafruit CircuitPython 10.2.1 on 2026-12-01; Some board with rp2040\n", "no 'Board ID:'"),
    ],
)
def test_wrong_or_unknown_board_is_refused_clearly(tmp_path, board, capsys, boot_out, message):
    fw = make_firmware(tmp_path, "1")
    if boot_out is None:
        (board / "boot_out.txt").unlink()
    else:
        (board / "boot_out.txt").write_text(boot_out)
    before = snapshot(board)
    assert deploy(board, fw, "--py") == 1
    err = capsys.readouterr().err
    assert message in err and "Traceback" not in err
    assert snapshot(board) == before


def test_an_unknown_board_is_told_which_boards_the_pin_map_knows(tmp_path, board, capsys):
    """Issue 16.7: an ESP32-S3 passed, yet the firmware needs RP2040 pins and rp2pio."""
    (board / "boot_out.txt").write_text(BOOT_OUT_ESP32)
    assert deploy(board, make_firmware(tmp_path, "1"), "--py") == 1
    err = capsys.readouterr().err
    assert "Raspberry Pi Pico" in err and "Adafruit Feather RP2040" in err
    assert "raspberry_pi_pico" in err and "Nothing was copied" in err


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


def test_read_only_drive_is_refused_with_its_real_causes(tmp_path, board, monkeypatch, capsys):
    """Issue 16.9: the message sent people to a README section that did not exist."""
    fw = make_firmware(tmp_path, "1")

    def refuse(path, data):
        raise OSError(errno.EROFS, "Read-only file system", str(path))

    monkeypatch.setattr(install, "write_bytes", refuse)
    before = snapshot(board)
    assert deploy(board, fw, "--py") == 1
    err = capsys.readouterr().err
    assert "read-only" in err and "storage.remount" in err and "safe mode" in err
    assert "full or damaged" in err and "README" not in err
    # Issue 27.12: "press reset twice", yet a Pico has no reset button
    assert "BOOTSEL within the first second" in err and "RunMode.SAFE_MODE" in err
    assert snapshot(board) == before


def test_full_drive_is_refused_before_anything_changes(tmp_path, board, monkeypatch, capsys):
    fw = make_firmware(tmp_path, "1")
    monkeypatch.setattr(install, "free_bytes", lambda d: 2_000)
    before = snapshot(board)
    assert deploy(board, fw, "--py") == 1
    err = capsys.readouterr().err
    assert "too full" in err and "Nothing was changed" in err
    assert snapshot(board) == before


def test_verify_failure_rolls_back(tmp_path, board, monkeypatch, capsys):
    old = make_firmware(tmp_path, "1")
    assert deploy(board, old, "--py") == 0
    before = snapshot(board)
    new = make_firmware(tmp_path, "2")
    real = install.read_bytes

    def flaky(path):
        data = real(path)
        return data[:-1] + b"?" if path.name == "game.py" and b"'2'" in data else data

    monkeypatch.setattr(install, "read_bytes", flaky)
    assert deploy(board, new, "--py") == 1
    assert "game.py did not verify" in capsys.readouterr().err
    assert snapshot(board) == before


def test_rollback_leaves_no_empty_folders(tmp_path, board, monkeypatch, capsys):
    old = make_firmware(tmp_path, "1")
    assert deploy(board, old, "--py") == 0
    before = snapshot(board)
    new = make_firmware(tmp_path, "2")
    (new / "lib" / "spit" / "parts" / "deep").mkdir(parents=True)
    (new / "lib" / "spit" / "parts" / "deep" / "x.py").write_text("X = 2\n")
    (new / "lib" / "spit" / "zzz.py").write_text("Z = 1\n")  # written after the new folders
    real = install.write_bytes

    def fail_on_zzz(path, data):
        if path.name == "zzz.py":
            raise OSError(errno.ENOSPC, "No space left on device")
        real(path, data)

    monkeypatch.setattr(install, "write_bytes", fail_on_zzz)
    assert deploy(board, new, "--py") == 1
    assert snapshot(board) == before  # lib/spit/parts/ and parts/deep/ gone too


# -- leftovers: .py beside .mpy, modules the new firmware dropped ---------------------------------
@needs_mpy_cross
def test_switching_between_py_and_mpy_removes_the_other_copy(tmp_path, board):
    fw = make_firmware(tmp_path, "1")
    assert deploy(board, fw, "--py") == 0
    assert deploy(board, fw) == 0
    got = snapshot(board)
    assert "lib/spit/game.mpy" in got and "lib/spit/game.py" not in got
    assert "lib/adafruit_ticks.mpy" in got and "lib/adafruit_ticks.py" not in got
    assert not [n for n in got if n.startswith("lib/") and n.endswith(".py")]
    assert deploy(board, fw, "--py") == 0
    got = snapshot(board)
    assert not [n for n in got if n.startswith("lib/") and n.endswith(".mpy")]
    assert got["code.py"] == (fw / "code.py").read_bytes()


def test_stale_copies_in_the_consoles_package_go_the_owners_files_stay(tmp_path, board, capsys):
    """Issue 16.8: a .mpy under lib/spit/ beside our new .py wasted flash; issue 27.2: files
    outside lib/spit/ that no deploy installed (circup's, the owner's) are never touched."""
    fw = make_firmware(tmp_path, "1")
    (board / "lib").mkdir()
    (board / "lib" / "adafruit_ticks.mpy").write_bytes(b"C\x06\x00circup")
    (board / "lib" / "neopixel.mpy").write_bytes(b"C\x06\x00someone else's")
    (board / "lib" / "spit").mkdir()
    (board / "lib" / "spit" / "renamed_long_ago.py").write_text("OLD = 1\n")
    (board / "lib" / "spit" / "game.mpy").write_bytes(b"C\x06\x00an older build")
    assert deploy(board, fw, "--py") == 0
    got = snapshot(board)
    assert "lib/spit/game.mpy" not in got and "lib/spit/game.py" in got
    assert "lib/spit/renamed_long_ago.py" not in got
    assert got["lib/neopixel.mpy"] == b"C\x06\x00someone else's"  # not ours: left alone
    assert got["lib/adafruit_ticks.mpy"] == b"C\x06\x00circup"  # (the .py imports first)
    assert "lib/spit/ is the console's" in capsys.readouterr().out


def test_the_owners_library_is_never_deleted_what_deploy_installed_is(tmp_path, board, capsys):
    """Issue 27.2: a stock deploy deleted the owner's lib/adafruit_display_text/ as "an
    earlier release's library". Only what the drive's manifest names may go."""
    fw = make_firmware(tmp_path, "1")
    mine = board / "lib" / "adafruit_display_text"
    mine.mkdir(parents=True)
    (mine / "__init__.mpy").write_bytes(b"C\x06\x00the owner's")
    (mine / "bitmap_label.mpy").write_bytes(b"C\x06\x00the owner's")
    assert deploy(board, fw, "--py") == 0
    named = manifest.parse((board / manifest.NAME).read_bytes())
    assert set(named) == {
        "code.py", "boot.py", "settings.toml", "lib/adafruit_ticks.py",
        "lib/adafruit_debouncer.py", "lib/spit/__init__.py", "lib/spit/game.py",
    }  # fmt: skip
    assert named["settings.toml"] is None  # deploy made it, but the owner may edit it
    data = (board / "lib/spit/game.py").read_bytes()
    assert named["lib/spit/game.py"] == (len(data), zlib.crc32(data))
    # a later firmware no longer ships adafruit_ticks: deploy installed it, so it goes
    (fw / "device-libs.txt").write_text("# none\n")
    assert deploy(board, fw, "--py") == 0
    got = snapshot(board)
    assert "lib/adafruit_ticks.py" not in got
    assert got["lib/adafruit_display_text/__init__.mpy"] == b"C\x06\x00the owner's"
    assert got["lib/adafruit_display_text/bitmap_label.mpy"] == b"C\x06\x00the owner's"
    assert "an earlier deploy installed it" in capsys.readouterr().out
    assert "lib/adafruit_ticks.py" not in manifest.parse((board / manifest.NAME).read_bytes())


# -- the console's own firmware (CircuitPython with the game frozen in) ---------------------------
def test_a_board_with_the_console_firmware_gets_only_the_top_level_files(tmp_path, board, capsys):
    fw = make_firmware(tmp_path, "1")
    assert deploy(board, fw, "--py") == 0  # as a stock board first
    (board / "lib" / "neopixel.py").write_text("# the owner's\n")
    (board / "boot_out.txt").write_text(BOOT_OUT_CONSOLE)  # then flashed with the console's UF2
    capsys.readouterr()
    assert deploy(board, fw) == 0
    out = capsys.readouterr().out
    assert "Spit console firmware 0.2.0" in out and "are removed" in out
    got = snapshot(board)
    assert set(got) == {"boot_out.txt", "code.py", "boot.py", "settings.toml", "lib",
                        "lib/neopixel.py", manifest.NAME}  # fmt: skip
    assert got["code.py"] == (fw / "code.py").read_bytes()


# -- mpy-cross: look-up, a read-only copy, the wrong one, none, a syntax error --------------------
@needs_mpy_cross
def test_a_non_executable_mpy_cross_is_run_from_a_private_copy(tmp_path, board, monkeypatch):
    copy = tmp_path / "mpy-cross"
    shutil.copyfile(mpy.find()[0], copy)
    copy.chmod(0o444)
    monkeypatch.delenv(mpy.ENV, raising=False)
    monkeypatch.setattr(mpy, "SHIPPED", tmp_path / "absent")
    assert deploy(board, make_firmware(tmp_path, "1"), "--mpy-cross", str(copy)) == 0
    assert (board / "lib" / "spit" / "game.mpy").read_bytes()[:3] == b"C\x06\x00"
    monkeypatch.setenv(mpy.ENV, str(copy))
    assert mpy.find()[0] is not None and os.access(mpy.find()[0], os.X_OK)


def test_without_mpy_cross_deploy_refuses_and_says_how_to_get_one(
    tmp_path, board, monkeypatch, capsys
):
    """Issue 27.4: a clone without ../shared shipped .py silently, which does not fit."""
    monkeypatch.delenv(mpy.ENV, raising=False)
    monkeypatch.setattr(mpy, "SHIPPED", tmp_path / "absent")
    monkeypatch.setattr(mpy, "BUILT", tmp_path / "absent-too")
    before = snapshot(board)
    assert deploy(board, make_firmware(tmp_path, "1")) == 1
    err = capsys.readouterr().err
    assert "no mpy-cross found" in err and "make firmware" in err and "--mpy-cross" in err
    assert "--py" in err and "bitmap_label" not in err and "Nothing was changed" in err
    assert snapshot(board) == before
    assert deploy(board, make_firmware(tmp_path, "2"), "--py") == 0  # asked for on purpose
    assert (board / "lib" / "spit" / "game.py").is_file()


@needs_mpy_cross
def test_deploy_finds_the_mpy_cross_make_firmware_built(tmp_path, board, monkeypatch):
    built = tmp_path / "out" / "mpy-cross-10.2.1"
    built.parent.mkdir()
    shutil.copyfile(mpy.find()[0], built)
    built.chmod(0o755)
    monkeypatch.delenv(mpy.ENV, raising=False)
    monkeypatch.setattr(mpy, "SHIPPED", tmp_path / "absent")
    monkeypatch.setattr(mpy, "BUILT", built)
    assert mpy.find() == (built, str(built))
    assert deploy(board, make_firmware(tmp_path, "1")) == 0
    assert (board / "lib" / "spit" / "game.mpy").read_bytes()[:3] == b"C\x06\x00"


def test_micropythons_mpy_cross_is_refused(tmp_path, board, capsys):
    fake = tmp_path / "mpy-cross"
    fake.write_text(
        "#!/bin/sh\necho 'MicroPython v1.22.0 on 2024-01-01; mpy-cross emitting mpy v6.2'\n"
    )
    fake.chmod(0o755)
    before = snapshot(board)
    assert deploy(board, make_firmware(tmp_path, "1"), "--mpy-cross", str(fake)) == 1
    err = capsys.readouterr().err
    assert "not CircuitPython 9/10's mpy-cross" in err and "Traceback" not in err
    assert snapshot(board) == before
    assert deploy(board, make_firmware(tmp_path, "x"), "--mpy-cross", str(tmp_path / "no")) == 1
    assert "does not exist" in capsys.readouterr().err
    assert deploy(board, make_firmware(tmp_path, "y"), "--mpy-cross", str(tmp_path)) == 1
    assert "is a folder: give the mpy-cross program itself" in capsys.readouterr().err


@needs_mpy_cross
def test_a_syntax_error_stops_the_deploy_naming_the_file(tmp_path, board, capsys):
    fw = make_firmware(tmp_path, "1")
    assert deploy(board, fw) == 0
    before = snapshot(board)
    (fw / "lib" / "spit" / "game.py").write_text("def broken(:\n")
    assert deploy(board, fw) == 1
    err = capsys.readouterr().err
    assert "lib/spit/game.py does not compile" in err and "SyntaxError" in err
    assert str(tmp_path) not in err  # the drive path, not a temp folder, names it
    assert snapshot(board) == before


@needs_mpy_cross
def test_sources_for_the_emulated_pico_are_the_real_firmware_as_mpy():
    items = install.sources(mpy_files=True)
    names = [dest for dest, _ in items]
    assert names[-1] == "code.py" and "boot.py" in names
    assert "lib/spit/console/flow/app.mpy" in names and "lib/adafruit_ticks.mpy" in names
    for dest, data in items:
        if dest.startswith("lib/") and dest.endswith((".py", ".mpy")):
            assert dest.endswith(".mpy") and data[:3] == b"C\x06\x00", dest
    assert len(names) == len(set(names))


# -- the filesystem UF2 --------------------------------------------------------------------------
@pytest.mark.parametrize("extra", [["--py"], []])
def test_build_uf2_packs_the_same_files_into_a_circuitpy_filesystem(tmp_path, extra):
    if not extra and mpy.find()[0] is None:
        pytest.skip(NO_MPY_CROSS)
    fw = make_firmware(tmp_path, "1")
    out = tmp_path / "spit.uf2"
    assert cli.main(["build-uf2", "-o", str(out), "--source", str(fw), *extra]) == 0
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
    game = install.sources(fw, mpy_files=not extra)
    want = dict(game)["lib/spit/game.py" if extra else "lib/spit/game.mpy"]
    assert want in image


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


def test_settings_flag_sets_only_the_consoles_keys_and_keeps_every_other_byte(tmp_path, board):
    """Issue 27.3: --settings replaced settings.toml whole: the owner's Wi-Fi keys and comments
    were gone."""
    fw = make_firmware(tmp_path, "1")
    (fw / "settings.toml").write_text('display = "ili9341"\ninput = "keypad"\n')
    owners = (
        b'# my console\r\nCIRCUITPY_WIFI_SSID = "home"\r\n\r\n'
        b'display = "st7789"   # the big one\r\nCIRCUITPY_WIFI_PASSWORD = "x=y"\r\n'
    )
    (board / "settings.toml").write_bytes(owners)
    assert deploy(board, fw, "--py") == 0
    assert (board / "settings.toml").read_bytes() == owners  # kept whole without --settings
    assert deploy(board, fw, "--py", "--settings") == 0
    assert (board / "settings.toml").read_bytes() == (
        b'# my console\r\nCIRCUITPY_WIFI_SSID = "home"\r\n\r\n'
        b'display = "ili9341"\r\nCIRCUITPY_WIFI_PASSWORD = "x=y"\r\ninput = "keypad"\r\n'
    )
    assert manifest.parse((board / manifest.NAME).read_bytes()).get("settings.toml", 0) == 0


def test_dry_run_says_whether_it_fits_and_whether_the_drive_is_writable(
    tmp_path, board, monkeypatch, capsys
):
    """Issue 27.5: --dry-run printed only the bytes, not the verdict a real deploy would meet."""
    fw = make_firmware(tmp_path, "1")
    assert deploy(board, fw, "--dry-run", "--py") == 0
    assert "It fits" in capsys.readouterr().out
    monkeypatch.setattr(install, "free_bytes", lambda d: 1024)
    monkeypatch.setattr(install, "read_only", lambda d: True)
    before = snapshot(board)
    assert deploy(board, fw, "--dry-run", "--py") == 0
    out = capsys.readouterr().out
    assert "does NOT fit" in out and "read-only" in out and "BOOTSEL" in out
    assert snapshot(board) == before


@pytest.mark.parametrize("name", ["adafruit_qtpy_rp2040", "adafruit_metro_rp2350"])
def test_build_uf2_refuses_a_board_the_pin_map_does_not_know(tmp_path, capsys, name):
    """Issue 27.6: build-uf2 --board accepted boards the firmware has no pins for."""
    out = tmp_path / "x.uf2"
    assert cli.main(["build-uf2", "--py", "--board", name, "-o", str(out)]) == 1
    err = capsys.readouterr().err
    assert "pin map does not know" in err and "raspberry_pi_pico2" in err
    assert not out.exists()


def test_a_pico_2_is_named_as_what_it_is(tmp_path, board, capsys):
    """Issue 27.13: a Pico 2 was shown as "Raspberry Pi Pico (raspberry_pi_pico2)"."""
    (board / "boot_out.txt").write_text(
        BOOT_OUT_9.replace("raspberry_pi_pico", "raspberry_pi_pico2")
    )
    assert deploy(board, make_firmware(tmp_path, "1"), "--py", "--dry-run") == 0
    assert "Raspberry Pi Pico 2 (raspberry_pi_pico2)" in capsys.readouterr().out


def test_version(capsys):
    """Issue 27.13: there was no --version."""
    with pytest.raises(SystemExit) as exit_:
        cli.main(["--version"])
    assert exit_.value.code == 0 and "0.1.0" in capsys.readouterr().out


def test_a_dry_run_into_a_closed_pipe_ends_quietly_with_its_own_status(tmp_path, board):
    """Issue 27.7: `spit-deploy --dry-run | head -2` said "unexpected error: [Errno 32] Broken
    pipe" and exited 1."""
    import subprocess
    import sys

    fw = make_firmware(tmp_path, "1")
    read, write = os.pipe()
    os.close(read)  # `| head` that has already gone
    proc = subprocess.run(
        [sys.executable, "-m", "host_tools.deploy", "--drive", str(board), "--source", str(fw),
         "--py", "--dry-run"],
        cwd=libs.REPO, stdout=write, stderr=subprocess.PIPE, timeout=60,
    )  # fmt: skip
    os.close(write)
    assert proc.returncode == 0 and proc.stderr == b"", proc.stderr


def test_a_source_that_is_not_a_firmware_folder_is_named(tmp_path, board, capsys):
    """Issue 27.13: `--source DIR` gave "unexpected error ... device-libs.txt"."""
    assert deploy(board, tmp_path / "CIRCUITPY", "--py") == 1
    err = capsys.readouterr().err
    assert "is not a firmware folder" in err and "unexpected" not in err


def test_help_names_the_command_the_user_typed(monkeypatch, capsys):
    """Issue 27.13: the installed commands' --help said `python -m host_tools.X`."""
    from host_tools.spitlog import cli as spitlog_cli

    monkeypatch.setattr("sys.argv", ["/home/me/.venv/bin/spit-deploy"])
    assert cli.build_parser().format_usage().startswith("usage: spit-deploy ")
    monkeypatch.setattr("sys.argv", ["/home/me/.venv/bin/spitlog"])
    assert spitlog_cli.build_parser().format_usage().startswith("usage: spitlog ")
    monkeypatch.setattr("sys.argv", ["-m"])
    assert cli.build_parser().format_usage().startswith("usage: python -m host_tools.deploy ")


# -- a changed game on the console's own firmware (issue 43) ---------------------------------------
def test_game_puts_a_changed_spit_at_the_root_of_a_console_drive_and_restore_takes_it_away(
    tmp_path, board, capsys
):
    """The console UF2's sys.path is '', '/', '.frozen', '/lib': only a spit/ at the drive's root
    runs instead of the frozen game. --restore (or any deploy without --game) deletes it, and
    no empty spit/ folder stays (an empty one would still shadow the frozen package)."""
    (board / "boot_out.txt").write_text(BOOT_OUT_CONSOLE)
    fw = make_firmware(tmp_path, "tinkered")
    assert deploy(board, fw, "--py", "--game") == 0
    assert (board / "spit" / "game.py").read_text() == "VERSION = 'tinkered'\n"
    assert not (board / "lib" / "spit").exists() and (board / "code.py").is_file()
    assert "spit/game.py" in manifest.parse((board / manifest.NAME).read_bytes())
    assert "--restore" in capsys.readouterr().out
    assert deploy(board, fw, "--restore") == 0
    assert not (board / "spit").exists()
    assert (board / "code.py").read_bytes() == (fw / "code.py").read_bytes()


def test_game_on_stock_circuitpython_is_refused_and_changes_nothing(tmp_path, board, capsys):
    before = snapshot(board)
    assert deploy(board, make_firmware(tmp_path, "1"), "--py", "--game") == 1
    assert "without --game installs your changes" in capsys.readouterr().err
    assert snapshot(board) == before


@needs_mpy_cross
def test_stock_gets_the_names_map_and_lines_where_a_game_leaves_room(tmp_path, board):
    # issue 50: the renamed drive carries its map (the guard's, spitlog's host copy beside it);
    # line numbers cost stock's heap ~3.3 KB in a game, so a module a game holds keeps them only
    # with --lines, and a screen (which a maker edits; no game holds it) always
    fw = make_firmware(tmp_path, "1")
    body = "def turn_page(now):\n    total_ms = now\n\n    return total_ms // 2\n"
    (fw / "lib" / "spit" / "game.py").write_text(body)
    screen = "lib/spit/console/flow/screens/how_to_play"
    (fw / (screen + ".py")).parent.mkdir(parents=True, exist_ok=True)
    (fw / (screen + ".py")).write_text(body)
    assert deploy(board, fw) == 0
    plain = (board / "lib/spit/game.mpy").read_bytes()
    page = (board / (screen + ".mpy")).read_bytes()
    back = shrink.read_map((board / shrink.NAMES).read_text())[1]
    assert "turn_page" in back.values() and list(shrink.HOST_COPIES.glob("*.txt"))
    assert deploy(board, fw, "--lines") == 0
    assert len((board / "lib/spit/game.mpy").read_bytes()) > len(plain)  # the line table
    assert (board / (screen + ".mpy")).read_bytes() == page  # (it had its lines already)
