# SPDX-License-Identifier: MIT
"""The serial log tool against real ptys: live lines, garbage, partial lines, a port that vanishes
and comes back, a recorded file replayed and verified; and the device writer that never blocks."""

import io
import json
import os
import pathlib
import random
import subprocess
import sys
import threading
import time
from types import SimpleNamespace

import pytest

import spit
from host_tools.spitlog import cli, games, port
from host_tools.spitlog.lines import Bad, Line, parse
from spit.console.records.log import EventLog, fletcher16
from spit.input import panel
from spit.input.race import Race

sys.path.insert(0, str(pathlib.Path(__file__).parent))
import gamelog  # noqa: E402

REPO = pathlib.Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def recorded() -> bytes:
    """Six logged games (every variant, one across the ticks wrap) as the console writes them."""
    out = io.BytesIO()
    gamelog.record_games(out, range(6))
    return out.getvalue()


class Pty:
    """A pty pair: the test writes to the master like a console; the tool opens the slave."""

    def __init__(self) -> None:
        self.master, self.slave = os.openpty()
        self.path = os.ttyname(self.slave)

    def write(self, data: bytes) -> None:
        view = memoryview(data)
        while view:
            view = view[os.write(self.master, view) :]

    def write_in_thread(self, data: bytes, chunk: int = 97) -> threading.Thread:
        """Feed data in odd-sized chunks (lines arrive split) without blocking on a full pty."""

        def run():
            for i in range(0, len(data), chunk):
                self.write(data[i : i + chunk])

        th = threading.Thread(target=run, daemon=True)
        th.start()
        return th

    def close(self) -> None:
        for fd in (self.master, self.slave):
            try:
                os.close(fd)
            except OSError:
                pass


def collect(gen, until, timeout=10.0) -> list:
    """Pull raw lines from a read_lines generator until ``until(lines)`` or the timeout."""
    got: list = []
    deadline = time.monotonic() + timeout
    while not until(got):
        assert time.monotonic() < deadline, f"timed out after {len(got)} lines"
        raw = next(gen)
        if raw is not None:
            got.append(raw)
    return got


def start_reading(path, statuses=None, retry=0.5):
    """A read_lines generator that has opened the port (pyserial flushes input on opening)."""
    statuses = [] if statuses is None else statuses
    gen = port.read_lines(path, retry=retry, status=statuses.append)
    deadline = time.monotonic() + 5
    while not any(s.startswith("connected") for s in statuses):
        assert time.monotonic() < deadline, statuses
        assert next(gen) is None
    return gen


def good_lines(raws) -> list:
    return [x for x in map(parse, raws) if isinstance(x, Line)]


# -- the line format ---------------------------------------------------------------------------
def test_every_line_the_device_writes_parses_back_to_its_fields(recorded):
    items = [parse(raw) for raw in recorded.split(b"\n") if raw]
    assert items and all(isinstance(x, Line) for x in items)
    seqs = [x.seq for x in items]
    assert seqs == [i % 65536 for i in range(len(items))]  # nothing lost on a perfect link
    tags = {x.tag for x in items}
    assert {"V", "G", "P", "A", "R", "E"} <= tags


def test_a_changed_byte_or_a_cut_line_is_caught_not_misread():
    out = io.BytesIO()
    EventLog(out).action(1234, 0, spit.A_PLAY, 3, 1)
    line = out.getvalue()
    assert isinstance(parse(line), Line)
    for i in range(len(line) - 7):  # every byte before the checksum
        bad = bytearray(line)
        bad[i] ^= 0x04
        assert isinstance(parse(bytes(bad)), Bad), bad
    for cut in range(1, len(line) - 2):
        assert isinstance(parse(line[:cut]), Bad), line[:cut]
    assert parse(line[: len(line) - 3]).reason == "truncated"


def test_lines_sharing_a_time_each_carry_it_whatever_their_sequence_number():
    # A press's P and A lines have one time: the writer keeps its digits from the line before.
    # Across sequence numbers that gain a digit (9 -> 10, 99 -> 100, 65535 -> 0), announcements of
    # lost lines in between, and times that differ, every line still says its own time.
    host = SlowHost(room=10_000)
    log = EventLog(host, "t")
    log.seq = 65530
    times = []
    for i in range(130):
        t = 536870000 + i // 3 * 7  # three lines a time
        if i == 60:
            host.connected = False  # two lines lost: an O line comes with the next
        if i == 62:
            host.connected = True
        log.press(t, i % 2, 3, True, 0, spit.A_PLAY, 1, 0) if i % 3 else log.action(t, 0, 2)
        if host.connected and i != 60 and i != 61:
            times.append(t)
    lines = [parse(raw) for raw in bytes(host.got).split(b"\n") if raw]
    assert all(isinstance(x, Line) for x in lines)
    said = [x for x in lines if x.tag != "O"]
    assert [x.t for x in said] == times
    assert [x.tag for x in lines].count("O") == 1
    assert {len(str(x.seq)) for x in lines} == {1, 2, 3, 5}


# -- the device writer -------------------------------------------------------------------------
class SlowHost:
    """A usb_cdc.data stand-in: takes ``room`` bytes per write (0 = nobody reading)."""

    def __init__(self, room, connected=True, raises=False):
        self.room, self.connected, self.raises = room, connected, raises
        self.got = bytearray()

    def write(self, buf):
        if self.raises:
            raise OSError(5, "EIO")
        data = bytes(buf)[: self.room]
        self.got += data
        return len(data)


def test_the_log_never_blocks_or_raises_and_says_what_it_lost():
    host = SlowHost(room=10)
    log = EventLog(host, "t")
    for i in range(5):
        assert log.action(i, 0, spit.A_PLAY, 1, 0) is False  # cut short: counted as lost
    assert log.dropped >= 5  # (the O notices tried in between were cut short too)
    host.raises = True
    assert log.press(9, 1, 3, True) is False
    host.raises, host.connected = False, False
    before = len(host.got)
    assert log.press(10, 1, 3, True) is False
    assert len(host.got) == before  # nothing is written to a disconnected host
    host.connected, host.room = True, 10_000
    assert log.action(11, 1, spit.A_SPIT) is True
    lines = [parse(raw) for raw in bytes(host.got).split(b"\n") if raw]
    # The cut fragments were closed with a newline, so the next good lines stay readable.
    good = [x for x in lines if isinstance(x, Line)]
    assert [x.tag for x in good] == ["O", "A"]
    # Nothing got through before the O line: it announces every line before it as lost.
    assert good[0].fields == ("log", good[0].seq)
    assert good[1].seq == good[0].seq + 1 and good[1].fields == (1, spit.A_SPIT, 0, 0)
    assert sum(isinstance(x, Bad) for x in lines) >= 1


def test_outcomes_of_a_real_race_log_exactly_the_engine_history():
    """The app logs race outcomes: the A lines must be the game's history, P lines the presses."""
    out = io.BytesIO()
    log = EventLog(out, "t")
    game = spit.Game(rules=spit.Rules(), seed=11, record=True)
    race = Race(seed=3, listener=log.outcome)
    race.set_handicap(1, 120)
    race.reset(game, 0)
    rng = random.Random(5)
    t = 10
    for _ in range(400):
        t += rng.randrange(1, 60)
        k = rng.randrange(16)
        race.push(k, True, t)
        race.push(k, False, t + 30)
        race.step(game, t + 200)
    race.step(game, t + 5000)
    items = good_lines(out.getvalue().split(b"\n"))
    logged = [(x.t,) + x.fields for x in items if x.tag == "A"]
    assert logged == list(game.history) and len(logged) > 20
    presses = [x for x in items if x.tag == "P"]
    assert any(x.fields[0] == 1 and x.fields[8] == 120 for x in presses)  # B's handicap logged
    assert panel.G_TICK == 11 and panel.G_OVERFLOW == 13  # the copies in spit.console.records.log


# -- reading a real serial port ----------------------------------------------------------------
def test_live_lines_garbage_and_partial_lines_over_a_pty(recorded):
    pty = Pty()
    try:
        want = recorded.split(b"\n")[:400]
        noisy = []
        for i, raw in enumerate(want):
            noisy.append(raw + b"\n")
            if i % 50 == 7:
                noisy.append(bytes(random.Random(i).randrange(256) for _ in range(30)) + b"\n")
            if i % 50 == 21:  # a line hit by line noise
                noisy.append(raw[:5] + b"#" + raw[6:] + b"\n")
        gen = start_reading(pty.path)
        pty.write_in_thread(b"".join(noisy))
        got = collect(gen, lambda g: len(good_lines(g)) >= len(want))
        assert [x.text.encode() for x in good_lines(got)] == want
        bad = [x for x in map(parse, got) if isinstance(x, Bad)]
        assert len(bad) == 16  # 8 garbage lines, 8 noisy copies: all counted, none misread
        gen.close()
    finally:
        pty.close()


def test_the_port_vanishing_and_returning_is_survived(tmp_path, recorded):
    lines = recorded.split(b"\n")
    link = tmp_path / "ttyCONSOLE"
    statuses: list = []
    first = Pty()
    link.symlink_to(first.path)
    gen = start_reading(str(link), statuses, retry=0.05)
    first.write(b"\n".join(lines[:20]) + b"\n" + lines[20][:15])  # cable pulled mid-line
    got = collect(gen, lambda g: len(g) >= 20)
    first.close()
    link.unlink()
    tail = collect(gen, lambda g: len(g) >= 1)
    assert isinstance(parse(tail[0]), Bad) and tail[0] == lines[20][:15]
    for _ in range(5):
        assert next(gen) is None  # waiting for the console, not dying
    second = Pty()
    try:
        link.symlink_to(second.path)
        deadline = time.monotonic() + 5
        while sum(s.startswith("connected") for s in statuses) < 2:  # the port is back
            assert time.monotonic() < deadline, statuses
            assert next(gen) is None
        second.write(b"\n".join(lines[21:40]) + b"\n")
        got += collect(gen, lambda g: len(g) >= 19)
        assert [x.text.encode() for x in good_lines(got)] == lines[:20] + lines[21:40]
        assert sum(s.startswith("connected") for s in statuses) == 2
        assert any(s.startswith("port lost") for s in statuses)
        assert any(s.startswith("waiting") for s in statuses)
        gen.close()
    finally:
        second.close()


def test_record_over_a_pty_then_replay_verifies_every_game(tmp_path, recorded, capsys):
    pty = Pty()
    out = tmp_path / "games.jsonl"
    try:
        proc = subprocess.Popen(
            [sys.executable, "-m", "host_tools.spitlog", "record", str(out), "--port", pty.path,
             "--games", "6", "--duration", "60"],
            cwd=REPO, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
        )  # fmt: skip
        first = proc.stderr.readline()  # it has opened the port: the console may talk now
        assert first.startswith(b"[spitlog] connected"), first
        pty.write_in_thread(b"#$%garbage\n" + recorded, chunk=4000)
        stdout, stderr = proc.communicate(timeout=90)
    finally:
        pty.close()
    assert proc.returncode == 0, stderr
    assert b"GAME OVER" in stdout and b"plays" in stdout and b"Traceback" not in stderr
    assert b"0 garbled, 1 truncated, 6 games ended" in stderr
    rows = [json.loads(x) for x in out.read_text().splitlines()]
    received = [r["line"] for r in rows if "line" in r and "bad" not in r]
    assert received == recorded.decode().splitlines()
    assert cli.main(["replay", str(out)]) == 0
    report = capsys.readouterr().out
    assert report.count(": OK") == 6 and "0 with mismatches" in report


# -- replay finds what is wrong ----------------------------------------------------------------
def reseal(text: str) -> str:
    """Recompute a line's checksum after a deliberate edit (a console bug, not line noise)."""
    body = text.rsplit(" *", 1)[0]
    return f"{body} *{fletcher16(body.encode()):04x}"


def test_replay_names_the_game_and_line_of_each_mismatch(tmp_path, recorded, capsys):
    lines = recorded.decode().splitlines()
    starts = [i for i, x in enumerate(lines) if x.startswith("G ")]
    r_line = next(i for i in range(starts[1], starts[2]) if lines[i].startswith("R "))
    parts = lines[r_line].split()
    parts[5] = str(int(parts[5]) + 1)  # game 2: A's card count off by one
    lines[r_line] = reseal(" ".join(parts))
    a_lines = [i for i in range(starts[3], starts[4]) if lines[i].startswith("A ")]
    bad_a = a_lines[len(a_lines) // 2]
    parts = lines[bad_a].split()
    parts[3:] = ["0", str(spit.A_CHOOSE), "1", "0"]  # game 4: an action the game never allowed
    lines[bad_a] = reseal(" ".join(parts))
    path = tmp_path / "bad.log"
    path.write_text("\n".join(lines) + "\n")
    assert cli.main(["replay", str(path)]) == 1
    report = capsys.readouterr().out
    assert f"game 2 ({path} line {r_line + 1}): R line logged cards" in report
    assert f"game 4 ({path} line {bad_a + 1}): action" in report and "does not replay" in report
    assert "2 with mismatches" in report


def test_lost_lines_are_reported_with_the_game(tmp_path, recorded, capsys):
    lines = recorded.decode().splitlines()
    start = [i for i, x in enumerate(lines) if x.startswith("G ")][2]
    drop = next(i for i in range(start, len(lines)) if lines[i].startswith("A "))
    del lines[drop]
    path = tmp_path / "lost.log"
    path.write_text("\n".join(lines) + "\n")
    log = games.read_games([path])
    assert log.lost == 1 and log.games[2].lost == 1 and log.games[1].lost == 0
    assert cli.main(["replay", str(path)]) == 2  # nothing wrong found, but not all checked
    report = capsys.readouterr().out
    # Issue 16.4: a lost A line made the next A line a MISMATCH; it is "not verifiable".
    game3 = next(x for x in report.splitlines() if x.startswith("game 3 "))
    assert game3.endswith(f"not verifiable, lines lost inside it: 1 lost before line {drop + 1} "
                          f"(seq {drop})")  # fmt: skip
    assert "MISMATCH" not in report and "1 not verifiable" in report


def test_replay_through_a_pipe_keeps_its_exit_status(tmp_path, recorded):
    """Issue 27.7: `spitlog replay bad.log | head -1` printed MISMATCH and exited 0."""
    lines = recorded.decode().splitlines()
    r_line = next(i for i, x in enumerate(lines) if x.startswith("R "))
    parts = lines[r_line].split()
    parts[5] = str(int(parts[5]) + 1)
    lines[r_line] = reseal(" ".join(parts))
    path = tmp_path / "bad.log"
    path.write_text("\n".join(lines) + "\n")
    read, write = os.pipe()
    os.close(read)  # `| head -1` that has already gone
    proc = subprocess.run(
        [sys.executable, "-m", "host_tools.spitlog", "replay", str(path)],
        cwd=REPO, stdout=write, stderr=subprocess.PIPE, timeout=120,
    )  # fmt: skip
    os.close(write)
    assert proc.returncode == 1 and proc.stderr == b"", proc.stderr


@pytest.mark.parametrize(
    "field, value",
    [(3, "4"), (4, "9"), (5, "2"), (11, "-20")],
    ids=["player 4", "button 9", "down 2", "handicap -20"],
)
def test_a_line_with_a_field_out_of_range_is_malformed_like_a_garbled_one(
    tmp_path, recorded, capsys, field, value
):
    """Issue 27.15: a P line from "player 4" with a right checksum was taken as real."""
    lines = recorded.decode().splitlines()
    at = next(i for i, x in enumerate(lines) if x.startswith("P ") and i > 20)
    parts = lines[at].split()
    parts[field] = value
    lines[at] = reseal(" ".join(parts))
    assert parse(lines[at].encode()) == Bad("garbled", lines[at])
    path = tmp_path / "odd.log"
    path.write_text("\n".join(lines) + "\n")
    assert cli.main(["replay", str(path)]) == 2
    report = capsys.readouterr().out
    assert "1 not verifiable" in report and "1 garbled" in report


# -- finding the port, and the command line ----------------------------------------------------
def info(device, vid, serial_number, interface=None, location=None):
    return SimpleNamespace(
        device=device, vid=vid, serial_number=serial_number, hwid=device, interface=interface,
        location=location, description=f"{device} board",
    )  # fmt: skip


def test_the_console_data_port_is_found_by_usb_ids_and_interface():
    ports = [
        info("/dev/ttyUSB0", 0x0403, "ftdi"),
        info("/dev/ttyACM0", 0x239A, "A1", "CircuitPython CDC control"),
        info("/dev/ttyACM1", 0x239A, "A1", "CircuitPython CDC2 control"),
    ]
    assert port.find_data_port(ports) == "/dev/ttyACM1"
    unnamed = [
        info("COM4", 0x2E8A, "P1", location="1-1:1.0"),
        info("COM5", 0x2E8A, "P1", None, "1-1:1.2"),
    ]
    assert port.find_data_port(unnamed) == "COM5"
    with pytest.raises(port.PortError, match="several consoles"):
        port.find_data_port(ports + unnamed)
    with pytest.raises(port.PortError, match="--port"):
        port.find_data_port(ports[:1])


def test_cli_help_and_errors_without_tracebacks(tmp_path, capsys):
    with pytest.raises(SystemExit) as exit_:
        cli.main(["--help"])
    assert exit_.value.code == 0
    assert "replay" in capsys.readouterr().out
    assert cli.main(["replay", str(tmp_path / "missing.jsonl")]) == 1
    err = capsys.readouterr().err
    assert "No such file" in err and "Traceback" not in err
    empty = tmp_path / "empty.log"
    empty.write_text("hello\n")
    assert cli.main(["replay", str(empty)]) == 1
    assert "no game" in capsys.readouterr().err
