# SPDX-License-Identifier: MIT
"""`python -m host_tools.spitlog`: watch, record, replay, show and chart the console's event log."""

from __future__ import annotations

import argparse
import json
import sys
import time

from host_tools.clitools import count, prog_name, quiet_stdout, version
from host_tools.spitlog.lines import Bad, parse
from host_tools.spitlog.narrate import ticks_diff

EPILOG = """examples (spitlog is the same as python -m host_tools.spitlog):
  spitlog watch                  live view (finds the console by itself)
  spitlog record games.jsonl     live view, and keep every line
  spitlog replay games.jsonl     check every game by replaying it
  spitlog show games.jsonl --game 2 --speed 4
  spitlog stats games.jsonl --charts out/
The line format is docs/LOG.md. --port takes a device (/dev/ttyACM1, COM5) or a pyserial URL."""


NAMES_HELP = (
    "deploy's map of renamed names (spit-names.txt), for fault lines in device names (default: "
    "the map deploy wrote last, out/names/)"
)


def build_parser() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(
        prog=prog_name("spitlog", "host_tools.spitlog"),
        description="The Spit console's event log: watch it live, record it, replay and check "
        "recorded games, play them back on screen, and chart statistics.",
        epilog=EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    ap.add_argument("--debug", action="store_true", help="show tracebacks on errors")
    ap.add_argument("--version", action="version", version=f"%(prog)s {version()}")
    # --debug also after the command (spitlog watch --debug); SUPPRESS keeps the one before it
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument(
        "--debug", action="store_true", default=argparse.SUPPRESS, help=argparse.SUPPRESS
    )
    sub = ap.add_subparsers(dest="command", metavar="COMMAND", required=True)
    for name, text in (
        ("watch", "show the console's log live, in words"),
        ("record", "show it live and append every line to a JSON-lines FILE (flushed per line)"),
    ):
        p = sub.add_parser(name, help=text, description=text, parents=[common])
        if name == "record":
            p.add_argument("file", help="JSON-lines file to append to")
        p.add_argument("--port", help="serial device or pyserial URL (default: find the console)")
        p.add_argument("--baud", type=int, default=115200, help="baud rate (USB ignores it)")
        p.add_argument("--raw", action="store_true", help="print the lines as received")
        p.add_argument("--games", type=int, help="stop after this many games have ended")
        p.add_argument("--duration", type=float, help="stop after this many seconds")
        p.add_argument("--names", metavar="MAP", help=NAMES_HELP)
    sub.add_parser(
        "ports",
        help="list each console: its CIRCUITPY drive, REPL port and data port",
        parents=[common],
    )
    p = sub.add_parser(
        "replay", help="replay every game in log files and check its results", parents=[common]
    )
    p.add_argument("files", nargs="+", help="recorded JSON-lines files or raw text logs")
    p = sub.add_parser(
        "show", help="play a recorded game back in the simulator window", parents=[common]
    )
    p.add_argument("file", help="recorded JSON-lines file or raw text log")
    p.add_argument("--game", type=int, default=1, help="which game in the file (1 = first)")
    p.add_argument("--speed", type=float, default=1.0, help="playback speed (2 = twice as fast)")
    p.add_argument("--headless", action="store_true", help="no window (with --screenshot)")
    p.add_argument("--screenshot", help="save the final screen to this PNG")
    p.add_argument("--names", metavar="MAP", help=NAMES_HELP)
    p = sub.add_parser(
        "stats", help="reaction times, race and slap margins, ties, win rates", parents=[common]
    )
    p.add_argument("files", nargs="+", help="recorded JSON-lines files or raw text logs")
    p.add_argument("--charts", metavar="DIR", help="also write PNG charts into DIR")
    return ap


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        with quiet_stdout():  # `spitlog replay ... | head`: the status is still replay's own
            return COMMANDS[args.command](args)
    except KeyboardInterrupt:
        return 130
    except Exception as exc:  # the CLI promise: a message, a traceback only with --debug
        if args.debug:
            raise
        print(f"spitlog: error: {exc}", file=sys.stderr)
        return 1


def cmd_ports(args) -> int:
    from host_tools.spitlog.port import consoles, describe

    found = consoles()
    for line in describe(found):
        print(line)
    return 0


class Live:
    """What watch/record do with each raw line: parse, narrate, count, record."""

    def __init__(self, args, out=sys.stdout, err=sys.stderr) -> None:
        from host_tools.spitlog import names
        from host_tools.spitlog.narrate import Narrator

        self.args, self.out, self.err = args, out, err
        self.narrator = Narrator(names.load(getattr(args, "names", None))[1])
        self.record = open(args.file, "a", encoding="utf-8") if args.command == "record" else None
        self.counts = {"lines": 0, "garbled": 0, "truncated": 0, "games": 0}
        self.t0 = None  # the time of the game's G line: the narration counts seconds from it
        self.checked = 0  # lines with a checksum seen (0: maybe this is not the data port)
        self.plain = 0  # lines without one in a row, before any with one
        self.repl = False  # said: this looks like the REPL port; its lines are shown as they are

    def status(self, msg: str) -> None:
        print(f"[spitlog] {msg}", file=self.err, flush=True)
        self._write({"rx": time.time(), "event": msg})

    def _write(self, obj: dict) -> None:
        if self.record is not None:
            self.record.write(json.dumps(obj) + "\n")
            self.record.flush()  # a crash or a pulled cable loses nothing already received

    def take(self, raw: bytes) -> None:
        # Byte-exact: every byte the port gave but the line's "\n" (a "\r" and a blank line
        # too); bytes that are not UTF-8 (a text field cut inside a character) travel as lone
        # surrogates (JSON "\udcXX"), which games.raw_lines turns back into those bytes.
        exact = raw.decode("utf-8", "surrogateescape")
        item = parse(raw)
        if item is None:
            self._write({"rx": time.time(), "line": exact})
            return
        text = raw.rstrip(b"\r\n").decode("utf-8", "replace")
        self.counts["lines"] += 1
        if isinstance(item, Bad):
            self.counts[item.reason] += 1
            self._write({"rx": time.time(), "line": exact, "bad": item.reason})
            if self._looks_like_repl(item):
                print(f"REPL| {text}", file=self.out, flush=True)  # a traceback must show
            else:
                print(f"[spitlog] {item.reason} line skipped: {text[:60]!r}", file=self.err)
            return
        self.checked += 1
        self._write({"rx": time.time(), "line": exact})
        if item.tag == "E":
            self.counts["games"] += 1
        if self.args.raw:
            print(text, file=self.out, flush=True)
            return
        if item.tag == "G" or self.t0 is None or (item.tag == "V" and item.seq == 0):
            self.t0 = item.t  # a game's start, or a console that booted again (ticks restart)
        try:
            said = self.narrator.line(item)
        except Exception as exc:  # a line the narrator cannot follow must not stop the recording
            said = [f"(cannot narrate {text[:40]!r}: {exc})"]
        secs = ticks_diff(item.t, self.t0) / 1000  # since the game's G line (ticks wrap)
        for s in said:
            print(f"{secs:>9.3f} {s}", file=self.out, flush=True)

    def _looks_like_repl(self, item: Bad) -> bool:
        """Lines without checksums and never one with: the REPL port, not the data port. Said
        once, naming the data port; from then on its lines are shown as they are."""
        if self.checked or item.reason != "truncated":
            self.plain = 0
            return self.repl
        self.plain += 1
        if self.plain >= 3 and not self.repl:
            self.repl = True
            port = getattr(self.args, "port", None)
            data = None
            if port:
                from host_tools.spitlog.port import data_port_for

                data = data_port_for(port)
            where = f"it is {data}" if data else "`spitlog ports` names it"
            self.status(
                "these lines carry no checksum: this looks like the REPL port (CircuitPython's "
                f"console), not the data port with the event log ({where}); showing them as REPL|"
            )
        return self.repl

    def summary(self) -> str:
        c = self.counts
        return (
            f"{count(c['lines'], 'line')}, {c['garbled']} garbled, {c['truncated']} truncated, "
            f"{count(c['games'], 'game')} ended"
        )

    def close(self) -> None:
        if self.record is not None:
            self.record.close()


def cmd_watch(args) -> int:
    from host_tools.spitlog.port import PortError, find_data_port, read_lines

    if args.port is None:
        try:
            find_data_port()
        except PortError as exc:
            if "several" in str(exc):
                raise
    live = Live(args)
    deadline = None if args.duration is None else time.monotonic() + args.duration

    def stop() -> bool:
        if deadline is not None and time.monotonic() >= deadline:
            return True
        return args.games is not None and live.counts["games"] >= args.games

    try:
        for raw in read_lines(args.port, args.baud, status=live.status, stop=stop):
            if raw is not None:
                live.take(raw)
    finally:
        print(f"[spitlog] {live.summary()}", file=sys.stderr, flush=True)
        live.close()
    return 0


def cmd_replay(args) -> int:
    """Exit 0: every game checked and right; 1: a mismatch; 2: no mismatch, but a game had lines
    lost inside it, so it could not be checked."""
    from host_tools.spitlog.games import read_games, verify

    log = read_games(args.files)
    failed = unverifiable = 0
    for game in log.games:
        state = "ended" if game.end is not None else "unfinished"
        head = f"game {game.number} ({game.source} line {game.line_no}, {game.variant()}, "
        head += f"seed {game.seed}): {count(len(game.actions), 'action')}, "
        head += f"{count(len(game.checkpoints), 'checkpoint')}, {state}"
        if game.lost or game.bad_lines:
            unverifiable += 1
            print(f"{head}: not verifiable, lines lost inside it: {game.lost_text()}")
            continue
        problems = verify(game)
        if problems:
            failed += 1
            print(f"{head}: MISMATCH")
            for m in problems:
                print(f"  {m}")
        else:
            print(f"{head}: OK")
    print(
        f"{count(len(log.games), 'game')}, {failed} with mismatches, {unverifiable} not "
        f"verifiable; {count(log.lines, 'line')}, {log.bad['garbled']} garbled, "
        f"{log.bad['truncated']} truncated, "
        f"{log.lost} lost"
    )
    if not log.games:
        print("no game in these files (no G line)", file=sys.stderr)
        return 1
    return 1 if failed else 2 if unverifiable else 0


def cmd_stats(args) -> int:
    from host_tools.spitlog.games import read_games
    from host_tools.spitlog.stats import charts, compute, split_demos, table

    log = read_games(args.files)
    if not log.games:
        print("no game in these files (no G line)", file=sys.stderr)
        return 1
    people, demos = split_demos(log.games)
    figures = compute(people)
    print(table(figures) if people else "no game played by people (only attract-mode demos)")
    if demos:
        print(
            f"\n-- {count(len(demos), 'attract-mode demo game')} (CPU against CPU), kept apart --"
        )
        print(table(compute(demos)))
    if args.charts and not people:
        print(f"no charts in {args.charts}: they are of games played by people, and these files "
              "hold only attract-mode demos")  # fmt: skip
    elif args.charts:
        paths, skipped = charts(figures, args.charts)
        for path in paths:
            print(f"wrote {path}")
        for why in skipped:
            print(f"left out {why}")
    return 0


def cmd_show(args) -> int:
    from host_tools.spitlog.show import show

    if args.headless and not args.screenshot:
        print(
            "spitlog: show --headless needs --screenshot FILE.png (without a window or a "
            "screenshot it would show nothing)",
            file=sys.stderr,
        )
        return 2
    return show(args.file, args.game, args.speed, args.headless, args.screenshot, args.names)


COMMANDS = {
    "watch": cmd_watch,
    "record": cmd_watch,
    "ports": cmd_ports,
    "replay": cmd_replay,
    "stats": cmd_stats,
    "show": cmd_show,
}
