# SPDX-License-Identifier: MIT
"""The log tool as a console owner meets it (issue 16): byte-exact records, every P line checked,
lost lines called "not verifiable", show refusing to pass off a broken game, demo games kept
apart, ports found again by USB serial number, COM10 after COM9, `--debug` anywhere, `| head`,
seconds in the narration, and the list of consoles with their drive and both ports."""

import importlib.metadata
import io
import os
import pathlib
import shutil
import subprocess
import sys
import time
from types import SimpleNamespace

import pytest

import spit
from host_tools.deploy import cli as deploy_cli
from host_tools.spitlog import cli, games, port
from host_tools.spitlog.lines import parse
from spit.console.records.log import EventLog

HERE = pathlib.Path(__file__).parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent / "console"))
import gamelog  # noqa: E402
from test_spitlog import Pty, reseal, start_reading  # noqa: E402

REPO = HERE.parents[1]


def write_log(tmp_path, lines, name="games.log") -> pathlib.Path:
    path = tmp_path / name
    path.write_text("\n".join(lines) + "\n")
    return path


@pytest.fixture(scope="module")
def race_log() -> bytes:
    """Games driven through the real input layer (races, slaps of both players, moves)."""
    out = io.BytesIO()
    log = EventLog(out, "t")
    for seed in (1, 2, 3, 4):
        gamelog.race_game(log, seed)
    return out.getvalue()


def cut_note() -> bytes:
    """An M line the device cut inside a UTF-8 character (it cuts text fields by bytes)."""
    for pad in range(4):
        out = io.BytesIO()
        EventLog(out, "t").note(5, "x" * pad + "é" * 200)
        line = out.getvalue()
        try:
            line.decode("utf-8")
        except UnicodeDecodeError:
            return line
    raise AssertionError("no cut inside a character")


# -- 2: record keeps the bytes exactly --------------------------------------------------------
def test_record_is_byte_exact_even_for_text_cut_inside_a_character(tmp_path):
    """Issue 16.2; issue 27.10: blank lines and a line's trailing "\r" were dropped too."""
    note = cut_note()
    out = io.BytesIO()
    log = EventLog(out, "t")
    log.hello(0)
    gamelog.play_game(log, 3, spit.Rules())
    sent = out.getvalue().replace(b"\n", b"\n" + note, 1)  # the note right after the V line
    sent = b"".join(x + b"\n" for x in sent.split(b"\n") if x)
    sent = sent.replace(b"\n", b"\n\n", 2).replace(b"\n", b"\r\n", 5)  # as a noisy port gives
    pty = Pty()
    rec = tmp_path / "rec.jsonl"
    try:
        proc = subprocess.Popen(
            [sys.executable, "-m", "host_tools.spitlog", "record", str(rec), "--port", pty.path,
             "--games", "1", "--duration", "60"],
            cwd=REPO, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
        )  # fmt: skip
        assert proc.stderr.readline().startswith(b"[spitlog] connected")
        pty.write_in_thread(sent, chunk=1000)
        _out, err = proc.communicate(timeout=60)
    finally:
        pty.close()
    assert b"0 garbled, 0 truncated, 1 game ended" in err, err
    got = [raw for _, raw in games.raw_lines(rec)]
    assert b"\n".join(got) + b"\n" == sent  # byte for byte
    assert cli.main(["replay", str(rec)]) == 0


# -- 3: every P line is checked ------------------------------------------------------------
def _game_lines(race_log):
    return race_log.decode().splitlines()


def _first(lines, pred):
    return next(i for i, x in enumerate(lines) if pred(x.split()))


def test_replay_of_real_race_games_checks_every_press_and_finds_nothing(tmp_path, race_log):
    path = write_log(tmp_path, _game_lines(race_log))
    log = games.read_games([path])
    assert sum(len(g.presses) for g in log.games) > 500
    assert all(games.verify(g) == [] for g in log.games)


@pytest.mark.parametrize(
    "edit, what",
    [
        ("refused result changed", "the replayed game gives"),
        ("carried-out press made a refusal", "has no press behind it"),
        ("button changed", "cannot be the action"),
        ("press of an A line deleted", "has no press behind it"),
        ("A line after a press deleted", "no A line follows it"),
    ],
)
def test_a_press_that_contradicts_the_game_is_a_mismatch(tmp_path, race_log, capsys, edit, what):
    """Issue 16.3: a P line's button or result could be changed (checksum resealed): still OK."""
    lines = _game_lines(race_log)
    # P fields: tag seq t p button down result kind x y lost delay *check
    ok_press = _first(lines, lambda f: f[0] == "P" and f[5:7] == ["1", "0"] and f[7] != "-1")
    refused = _first(lines, lambda f: f[0] == "P" and f[5] == "1" and 0 < int(f[6]) < 100)
    if edit == "refused result changed":
        at = refused
        f = lines[at].split()
        f[6] = "3" if f[6] != "3" else "4"
        lines[at] = reseal(" ".join(f[:-1]) + " *0000")
    elif edit == "carried-out press made a refusal":
        at = ok_press
        f = lines[at].split()
        f[6] = str(spit.E_RANK)
        lines[at] = reseal(" ".join(f[:-1]) + " *0000")
        at += 1  # the A line now has no press behind it
    elif edit == "button changed":
        at = ok_press
        f = lines[at].split()
        f[4] = "7" if f[4] != "7" else "0"
        lines[at] = reseal(" ".join(f[:-1]) + " *0000")
    else:
        # Delete and renumber, so no seq gap hides it (a console bug, not a lost line).
        assert lines[ok_press + 1].startswith("A ")
        gone = ok_press if edit == "press of an A line deleted" else ok_press + 1
        del lines[gone]
        for i in range(gone, len(lines)):
            f = lines[i].split()
            f[1] = str(int(f[1]) - 1)
            lines[i] = reseal(" ".join(f[:-1]) + " *0000")
        at = ok_press  # the A line that moved up, or the press left without its A line
    path = write_log(tmp_path, lines)
    assert cli.main(["replay", str(path)]) == 1
    report = capsys.readouterr().out
    assert f"line {at + 1}): " in report and what in report, report
    assert "1 with mismatches" in report


# -- 5: show warns about a game that does not replay ------------------------------------------
def test_show_warns_and_fails_on_a_game_that_does_not_replay(tmp_path, capsys):
    out = io.BytesIO()
    gamelog.record_games(out, [7])
    lines = out.getvalue().decode().splitlines()
    r = _first(lines, lambda f: f[0] == "R")
    f = lines[r].split()
    f[5] = str(int(f[5]) + 1)
    lines[r] = reseal(" ".join(f[:-1]) + " *0000")
    path = write_log(tmp_path, lines)
    shot = ["--headless", "--screenshot", str(tmp_path / "end.png")]
    assert cli.main(["show", str(path), *shot]) == 1
    err = capsys.readouterr().err
    assert "warning" in err and "does not replay as logged" in err
    good = write_log(tmp_path, out.getvalue().decode().splitlines(), "good.log")
    assert cli.main(["show", str(good), *shot]) == 0
    assert "warning" not in capsys.readouterr().err
    # Issue 27.13: --headless without --screenshot showed nothing and exited 0
    assert cli.main(["show", str(good), "--headless"]) == 2
    assert "needs --screenshot" in capsys.readouterr().err


# -- 6: who played each side; demos kept apart ----------------------------------------------
def test_stats_keep_attract_mode_demos_apart_from_peoples_games(tmp_path, capsys):
    from simkit import presses, simulate

    a, p2, p4, p5, r, spit_b = 0, 1, 3, 4, 6, 7
    script = [(800, a + p4), (1000, a + spit_b), (1200, a + p5), (1400, a + r)]
    script += [(1600, a + p2), (1700, a + p2), (1900, a + spit_b), (2300, a + spit_b)]
    script += [(2600, a + spit_b)]  # who plays: A's first row (the CPU's half comes picked)
    script += [(3000, a + spit_b)]  # a game against the CPU on B
    vs_cpu = simulate(presses(*script), until_ms=9000, seed=11)
    demo = simulate(until_ms=75000, seed=2)  # idle: attract mode, CPU against CPU
    g_lines = [x for x in (vs_cpu.log + demo.log).splitlines() if x.startswith("G ")]
    assert "side0=human side1=cpu2" in g_lines[0] and "side0=demo2 side1=demo2" in g_lines[1]
    path = tmp_path / "both.log"
    path.write_text(vs_cpu.log + demo.log)
    assert cli.main(["stats", str(path)]) == 0
    text = capsys.readouterr().out
    people, _, demos = text.partition("1 attract-mode demo game ")
    assert "1 game (" in people and "reaction B cpu2" in people and "demo2" not in people
    assert "reaction A demo2" in demos or "reaction B demo2" in demos
    assert "human" not in demos


# -- 10: ports, COM numbers, --debug, broken pipes, seconds ---------------------------------
def info(device, serial_number, interface=None, location=None, vid=0x239A):
    return SimpleNamespace(
        device=device, vid=vid, pid=0x80F4, serial_number=serial_number, hwid=device,
        interface=interface, location=location, description=f"{device} board",
        product="Pico",
    )  # fmt: skip


def test_com10_is_the_data_port_after_com9():
    ports = [info("COM10", "P1"), info("COM9", "P1")]  # Windows: no interface names
    assert port.find_data_port(ports) == "COM10"
    assert port.consoles(ports, by_id="/nonexistent")[0]["repl"] == "COM9"


def test_a_console_back_under_another_name_is_found_by_its_usb_serial(monkeypatch):
    """Issue 16.10: with --port PATH a console that came back under another name was waited
    for forever."""
    first, second = Pty(), Pty()
    plugged = [info(first.path, "E6603", "CircuitPython CDC2 control")]
    monkeypatch.setattr(port.serial.tools.list_ports, "comports", lambda: list(plugged))
    statuses: list = []
    try:
        gen = start_reading(first.path, statuses, retry=0.05)
        first.close()
        plugged[:] = []  # unplugged ...
        deadline = time.monotonic() + 5
        while not any("not plugged in" in s for s in statuses):
            assert time.monotonic() < deadline, statuses
            next(gen)
        # ... and back, with another path and an unrelated port on the old one's
        plugged[:] = [info(second.path, "E6603", "CircuitPython CDC2 control")]
        while sum(s.startswith("connected") for s in statuses) < 2:
            assert time.monotonic() < deadline, statuses
            next(gen)
        assert statuses[-1] == f"connected to {second.path}"
        out = io.BytesIO()
        EventLog(out, "t").hello(1)
        second.write(out.getvalue())
        while True:
            assert time.monotonic() < deadline
            raw = next(gen)
            if raw is not None:
                assert parse(raw).tag == "V"
                break
        gen.close()
    finally:
        first.close()
        second.close()


def test_debug_is_accepted_after_the_command(tmp_path, capsys):
    with pytest.raises(FileNotFoundError):
        cli.main(["replay", str(tmp_path / "missing.log"), "--debug"])
    with pytest.raises(FileNotFoundError):
        cli.main(["--debug", "replay", str(tmp_path / "missing.log")])
    assert cli.main(["replay", str(tmp_path / "missing.log")]) == 1  # no traceback without it
    args = cli.build_parser().parse_args(["watch", "--debug", "--port", "x"])
    assert args.debug is True


def test_stats_into_a_closed_pipe_prints_no_error(tmp_path):
    out = io.BytesIO()
    gamelog.record_games(out, range(3))
    path = tmp_path / "three.log"
    path.write_bytes(out.getvalue())
    read, write = os.pipe()
    os.close(read)  # `| head` that has already gone
    proc = subprocess.run(
        [sys.executable, "-m", "host_tools.spitlog", "stats", str(path)],
        cwd=REPO, stdout=write, stderr=subprocess.PIPE, timeout=60,
    )  # fmt: skip
    os.close(write)
    assert proc.stderr == b"" and proc.returncode == 0


def test_the_narration_counts_seconds_since_the_game_began(tmp_path):
    out = io.BytesIO()
    log = EventLog(out, "t")
    log.hello(0)
    t0 = (1 << 29) - 1500  # the ticks wrap inside the game
    log.game_start(t0, spit.Rules(), 5)
    log.action((t0 + 2250) % (1 << 29), 0, spit.A_SPIT)
    args = SimpleNamespace(command="watch", raw=False)
    shown = io.StringIO()
    live = cli.Live(args, out=shown, err=io.StringIO())
    for raw in out.getvalue().splitlines():
        live.take(raw)
    rows = shown.getvalue().splitlines()
    assert rows[-2].split()[0] == "0.000" and "game 1 starts" in rows[-2]
    assert rows[-1].split()[0] == "2.250" and "calls Spit!" in rows[-1]


def test_after_a_console_reboot_the_time_column_counts_from_its_boot(tmp_path):
    """Issue 27.11: after a reboot the time column read -0.475 until the next G line."""
    out = io.BytesIO()
    log = EventLog(out, "t")
    log.hello(0)
    log.game_start(90_000, spit.Rules(), 5)
    log.action(92_000, 0, spit.A_SPIT)
    log = EventLog(out, "t")  # the console reboots: seq and ticks start again
    log.hello(1_000)
    log.note(1_400, "title")
    shown = io.StringIO()
    live = cli.Live(SimpleNamespace(command="watch", raw=False), out=shown, err=io.StringIO())
    for raw in out.getvalue().splitlines():
        live.take(raw)
    times = [float(row.split()[0]) for row in shown.getvalue().splitlines()]
    assert min(times) >= 0 and times[-1] == 0.4, shown.getvalue()


def test_watch_on_the_repl_port_says_so_names_the_data_port_and_shows_the_traceback(
    monkeypatch,
):
    """Issue 27.11: on the REPL port every line was "truncated line skipped" (a MemoryError
    traceback was hidden that way)."""
    from host_tools.spitlog import port

    monkeypatch.setattr(port, "data_port_for", lambda device: "/dev/ttyACM1")
    shown, said = io.StringIO(), io.StringIO()
    args = SimpleNamespace(command="watch", raw=False, port="/dev/ttyACM0")
    live = cli.Live(args, out=shown, err=said)
    repl = [
        b"code.py output:",
        b"Traceback (most recent call last):",
        b'  File "code.py", line 12, in <module>',
        b"MemoryError: memory allocation failed",
    ]
    for raw in repl:
        live.take(raw)
    assert "looks like the REPL port" in said.getvalue() and "/dev/ttyACM1" in said.getvalue()
    assert "REPL| MemoryError: memory allocation failed" in shown.getvalue()


def test_watch_says_what_it_waits_for_and_refuses_a_url_pyserial_does_not_know(capsys):
    """Issue 27.11: `--port foo://bar` or a missing device waited for ever, silently."""
    assert cli.main(["watch", "--port", "foo://bar", "--duration", "5"]) == 1
    assert "not a serial device or a URL pyserial knows" in capsys.readouterr().err
    said = []
    lines = port.read_lines("/dev/no-such-console", retry=0.01, status=said.append)
    next(lines)
    assert len(said) == 1 and said[0].startswith("waiting for /dev/no-such-console to appear (")
    assert said[0].endswith("): plug the console in; Ctrl-C stops")


# -- 12: each console with its drive, REPL and data port ------------------------------------
def test_ports_lists_each_console_with_its_drive_and_both_ports(tmp_path, monkeypatch, capsys):
    by_id = tmp_path / "by-id"
    by_id.mkdir()
    (tmp_path / "sdb").touch()
    (tmp_path / "sdc").touch()
    (by_id / "usb-Raspberry_Pi_Pico_E66038B7133C4A2F-0:0").symlink_to(tmp_path / "sdb")
    (by_id / "usb-Adafruit_Feather_RP2040_DF6258-0:0").symlink_to(tmp_path / "sdc")
    mounts = f"{tmp_path / 'sdb'} /media/me/CIRCUITPY vfat rw 0 0\n"
    mounts += f"{tmp_path / 'sdc'} /media/me/CIRCUITPY1 vfat rw 0 0\n"
    ports = [
        info("/dev/ttyACM0", "E66038B7133C4A2F", "CircuitPython CDC control"),
        info("/dev/ttyACM1", "E66038B7133C4A2F", "CircuitPython CDC2 control"),
        info("/dev/ttyACM2", "DF6258", "CircuitPython CDC control"),
        info("/dev/ttyUSB0", "ftdi", vid=0x0403),
        info("/dev/ttyACM3", "NODRIVE", "CircuitPython CDC control"),
        info("/dev/ttyACM4", "NODRIVE", "CircuitPython CDC2 control"),
    ]
    found = port.consoles(ports, by_id=str(by_id), mounts_text=mounts)
    assert [(c["drive"], c["repl"], c["data"]) for c in found] == [
        ("/media/me/CIRCUITPY", "/dev/ttyACM0", "/dev/ttyACM1"),
        ("/media/me/CIRCUITPY1", "/dev/ttyACM2", None),  # its boot.py left data off
        (None, "/dev/ttyACM3", "/dev/ttyACM4"),
    ]
    text = "\n".join(port.describe(found))
    assert "usb_cdc data" in text and "unknown (the OS does not tell which)" in text
    (tmp_path / "mounts").write_text(mounts)
    monkeypatch.setattr(port.serial.tools.list_ports, "comports", lambda: ports[:2])
    monkeypatch.setattr(port, "BY_ID", str(by_id))
    monkeypatch.setattr(port, "MOUNTS", str(tmp_path / "mounts"))
    for run in (lambda: cli.main(["ports"]), lambda: deploy_cli.main(["--list"])):
        assert run() == 0
        out = capsys.readouterr().out
        assert "drive      /media/me/CIRCUITPY" in out and "data port  /dev/ttyACM1" in out


# -- 11: installed commands that work from any folder ----------------------------------------
def test_installed_commands_run_from_any_folder(tmp_path):
    try:
        dist = importlib.metadata.distribution("spit-console")
    except importlib.metadata.PackageNotFoundError:
        pytest.skip("the repository is not installed in this venv (make deps: pip install -e .)")
    names = {ep.name for ep in dist.entry_points if ep.group == "console_scripts"}
    assert {"spitlog", "spit-deploy", "spit-sim"} <= names
    bindir = pathlib.Path(sys.executable).parent
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    for cmd in (["spitlog", "--help"], ["spit-deploy", "--help"], ["spit-sim", "--help"]):
        exe = shutil.which(cmd[0], path=str(bindir))
        assert exe, cmd
        proc = subprocess.run([exe, *cmd[1:]], cwd=tmp_path, env=env, capture_output=True)
        assert proc.returncode == 0, proc.stderr
    proc = subprocess.run(
        [sys.executable, "-m", "host_tools.spitlog", "--help"], cwd=tmp_path, env=env,
        capture_output=True,
    )  # fmt: skip
    assert proc.returncode == 0 and b"replay" in proc.stdout
