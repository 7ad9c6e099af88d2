# SPDX-License-Identifier: MIT
"""`python -m bench pico`: the console's device figures, measured on the emulated Pico.

The real firmware on CircuitPython 10.2.1 in rp2040js (host_tools.pico) plays three scripted games
(GAMES), each on the console's own UF2 (`make firmware`, out/) and on stock CircuitPython + .mpy:

- **twin**: the short game of tests/pico/twin.py (points to 25: one round), written closed loop in
  the simulator at run time;
- **long**: bench/games/long_human.txt, 255 human presses recorded by the whole-game driver
  (tests/console/driver.py, bench/games/record.py) in a points game to 50: plays, aims, moves,
  spits, slaps, refusals, a pause hold, a round summary's go-on, the result pages;
- **cpu**: bench/games/cpu_masher.txt, A mashing buttons against the CPU at level 5 in a no-slap
  game (a choice).

Each game's figures: boot to the title, frames of play (the frames in which the engine carried out
an action) and all frames, the whole-screen pages (the frames that changed the phase), press to
screen (all presses; those whose frame left the table up; those that carried out a play), free
heap after collection per phase (debug mode). Emulated ms, not a stand-in's.

Runs: the console UF2 with debug off and the XIP cache model (the honest clock: the goals are
judged here, and --profile-slow shows where the frames of play over the p95 goal spend their
time), and with debug on and --ideal-flash (the heap: debug mode samples it once a second, which
makes the loop late, so its times are not judged); stock with debug off (its own goals: frames of
play 25 / 50 ms); with SPIT_BENCH_STOCK_HEAP=1 also its heap (debug on at 12 MHz, the twin game,
and every phase walked twice as tests/pico/test_pico_phases.py does). The SPI clock asked is
31.25 MHz (the default); the one the firmware got is printed. Runs go SPIT_BENCH_JOBS (2) at a time;
SPIT_BENCH_GAMES=twin,cpu and SPIT_BENCH_FIRMWARE=console pick fewer (a quick look). A run
whose inputs are unchanged is read back from out/bench-pico/ (see _one).
"""

import bisect
import hashlib
import json
import os
import pathlib
import re
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

_ROOT = pathlib.Path(__file__).resolve().parents[1]
for _path in (
    _ROOT / "firmware" / "lib",
    _ROOT / "tests" / "console",
    _ROOT / "tests" / "pico",
    _ROOT,
):
    if str(_path) not in sys.path:
        sys.path.insert(0, str(_path))

from bench import results  # noqa: E402
from bench.games import record  # noqa: E402

GAMES_DIR = _ROOT / "bench" / "games"
CACHE = _ROOT / "out" / "bench-pico"  # each run's figures, by the fingerprint of its inputs
# (name, script: a file in bench/games or "twin" (made now), the console's seed, the scenario)
GAMES = (
    ("twin", "twin", 7, "the twin game (tests/pico/twin.py: settings, one round to 25, result)"),
    (
        "long",
        "long_human.txt",
        record.SEED,
        "a long game of human presses (bench/games/long_human.txt)",
    ),
    (
        "cpu",
        "cpu_masher.txt",
        record.CPU_SEED,
        "a CPU game: a masher against CPU 5 (bench/games/cpu_masher.txt)",
    ),
)
SPI_HZ = 31250000  # the default spi_hz
GOAL_PLAY_MS = (12, 25)  # frames of play, median / p95, the console UF2
STOCK_PLAY_MS = (25, 50)  # stock + .mpy
GOAL_PAGE_MS = 150  # a whole-screen page: the settings, the title, a deal, a summary, the result
GOAL_BOOT_MS = 1000  # code.py start to the title's first frame
GOAL_FREE_B = 100 * 1024  # free heap after collection, every phase
GOAL_FLASH_HEADROOM_B = 128 * 1024
GOAL_PRESS_TABLE_MS = (20, 35)  # press to screen, the table stayed: median, p95
GOAL_PRESS_PLAY_MS = 60  # every press that carried out a play
GOAL_PRESS_ANY_MS = 150  # any press, max
CONSOLE, STOCK = "pico-console", "pico-stock"
KINDS = {1: "spit", 2: "play", 3: "move", 4: "flip", 5: "slap", 6: "choose"}  # spit.A_*
R_PENDING = 100  # spit.input.panel: an aim or a slot waiting for its second press


def _phases(figures):
    worst = {}
    for s in figures["mem_free"]:
        name = s["phase"]
        free, largest = s["free"], s["largest"] or 0
        old = worst.get(name)
        worst[name] = (min(free, old[0]), min(largest, old[1])) if old else (free, largest)
    return worst


def _fmt(f):
    if not f["count"]:
        return "-"
    return "%.1f / %.1f / %.1f (%d)" % (f["median_ms"], f["p95_ms"], f["max_ms"], f["count"])


def _script(game, folder):
    """(script path, until ms) of one game."""
    from host_tools.sim import script

    name, source = game[0], game[1]
    path = folder / (name + ".txt")
    if source == "twin":
        import twin

        text, until, _ = twin.play_in_sim(game[2], folder)
        path.write_text("".join(line for line in text.splitlines(True) if " shot " not in line))
        return path, until
    path = GAMES_DIR / source
    return path, script.end_time(script.load(path)) + 1500  # (its last press: back to the title)


def _fingerprint(uf2, items, edges, until, options):
    """sha256 of everything an emulated run's figures follow from: the UF2, the drive, the
    presses, the options, the emulator's own source."""
    h = hashlib.sha256()
    h.update(pathlib.Path(uf2).read_bytes())
    for dest, data in items:
        h.update(dest.encode() + b"\0" + data)
    h.update(json.dumps([edges, until, options]).encode())
    for path in sorted((_ROOT / "host_tools" / "pico").glob("*.*")):
        h.update(path.read_bytes())
    return h.hexdigest()


def _one(uf2, script_path, until, seed, ideal=False, debug=True, spi_hz=SPI_HZ, slow_ms=0):
    """One run's figures. A run whose inputs are all unchanged (_fingerprint) is read back from
    CACHE: the emulator is deterministic, so it would give the same figures (its wall time
    aside); SPIT_BENCH_FRESH=1 runs everything again, SPIT_BENCH_CACHED=1 none (a run not in
    CACHE is then left out: None)."""
    from host_tools.pico import run
    from host_tools.pico.__main__ import edges_and_shots
    from host_tools.sim import script

    edges, _shots = edges_and_shots(script.load(script_path))
    settings = {"debug": int(debug), "seed": seed, "spi_hz": spi_hz}
    items = run.drive_items(settings, **run.source_options(True, uf2))
    profile = not debug  # where the slow frames of play spend their time
    return _cached_run(uf2, items, edges, until, ideal, profile, slow_ms)


def _cached_run(uf2, items, edges, until, ideal=False, profile=False, slow_ms=0):
    from host_tools.pico import run

    key = _fingerprint(uf2, items, edges, until, [ideal, profile, slow_ms])
    cached = CACHE / (key + ".json")
    if cached.exists() and not os.environ.get("SPIT_BENCH_FRESH"):
        return json.loads(cached.read_text())
    if os.environ.get("SPIT_BENCH_CACHED"):
        return None
    result = run.run(uf2, edges, until, items=items, ideal_flash=ideal, profile=profile,
                     profile_min_ms=slow_ms, wall_timeout_s=7200)  # fmt: skip
    figures = _figures(result, profile)
    CACHE.mkdir(parents=True, exist_ok=True)
    cached.write_text(json.dumps(figures))
    return json.loads(cached.read_text())  # (tuples as lists, as a cached run has them)


def _figures(result, profile):
    from host_tools.pico import report

    figures = report.build(result)
    figures["pages"] = _pages(result)
    figures["presses"] = _presses(result)
    figures["press_split"] = _press_split(result)
    figures["actions"] = sum(1 for _ms, x in report.parsed(result, written=True) if x.tag == "A")
    if profile:
        figures["profile"] = report.profile_text(result.raw.get("profile"), top=12)
    return figures


def _presses(result):
    """Every key-down P line: (ms to the screen, player, button, code, kind, whether its frame
    changed the phase); ms from its raw press time to the end of the first refresh after the
    frame that wrote it, as host_tools.pico.report counts press to screen."""
    from host_tools.pico import report

    if result.zero_ticks is None:
        return []
    log = report.parsed(result, written=True)
    refreshes = result.refreshes
    phase = [(ms, x) for ms, x in log
             if x.fields[:1] and x.tag == "M" and x.fields[0] in report.PHASES]  # fmt: skip
    paged = report.frame_indexes(refreshes, phase, "M")
    out = []
    for ms, line in log:
        if line.tag != "P" or len(line.fields) < 9 or not line.fields[2]:
            continue
        i = bisect.bisect_left(refreshes, ms)
        if i >= len(refreshes):
            continue
        raw = (line.t - line.fields[8] - result.zero_ticks) & 0x1FFFFFFF
        f = line.fields
        out.append((round(refreshes[i] - raw, 1), f[0], f[1], f[3], f[4], i in paged, round(raw)))
    return out


def _kinds(presses):
    """What the presses did on the device, by the P lines: plays, aims, moves, refusals..."""
    from spit.input import panel

    counts = {}
    for _ms, _p, button, code, kind, _paged, _at in presses:
        if code == 0:
            what = KINDS.get(kind, "page")  # kind -1: a press on a menu, summary, result, pause
        elif code == R_PENDING:
            what = "aim" if button in (panel.L, panel.R) else "slot"
        elif 0 < code < R_PENDING or code in (panel.R_TIMEOUT, panel.R_NOT_NOW, panel.R_EARLY):
            what = "refused"  # (panel's Outcome.refused: an X, a red line and a buzz)
        else:
            what = panel.reason(code)  # spent on a screen already gone, a cancelled gesture
        counts[what] = counts.get(what, 0) + 1
    return counts


def _press_split(result):
    """Medians (ms) of a table press's wait: from the press to its frame's start (the frame
    running when it came, then the settle), and its frame's own work; and the frame it waited
    for was a page in how many."""
    from host_tools.pico import report

    log = report.parsed(result, written=True)
    refreshes = result.refreshes
    work = report.frame_work(refreshes, result.wakes)
    phase = [
        (ms, x) for ms, x in log if x.fields[:1] and x.tag == "M" and x.fields[0] in report.PHASES
    ]
    paged = report.frame_indexes(refreshes, phase, "M")
    waits, works, behind_page = [], [], 0
    for ms, line in log:
        if line.tag != "P" or len(line.fields) < 9 or not line.fields[2]:
            continue
        i = bisect.bisect_left(refreshes, ms)
        if i >= len(refreshes) or i in paged or i == 0:
            continue
        raw = (line.t - line.fields[8] - result.zero_ticks) & 0x1FFFFFFF
        start = refreshes[i] - work[i]
        waits.append(start - raw)
        works.append(work[i])
        behind_page += bisect.bisect_left(refreshes, raw) in paged
    if not waits:
        return None
    return {"wait_ms": round(sorted(waits)[len(waits) // 2], 1), "frame_ms":
            round(sorted(works)[len(works) // 2], 1), "behind_page": behind_page,
            "count": len(waits)}  # fmt: skip


def _xip(f):
    x = f["xip"]
    if not x["enabled"]:
        return "no XIP model (--ideal-flash)"
    p = x["play"]
    return "XIP: %d misses, %.0f ms stall in all; a frame of play %s misses, %s ms stall" % (
        x["misses"], x["stall_ms"], p["misses_per_frame"], p["stall_ms_per_frame"])  # fmt: skip


def _pages(result):
    """Work (ms) of each frame that changed the phase (an M line): the whole-screen pages (the
    title, the settings, the deal, a summary, the result)."""
    from host_tools.pico import report

    log = report.parsed(result, written=True)
    work = report.frame_work(result.refreshes, result.wakes)
    named = {}  # frame index -> the phase its M line named (title, settings, game, over, ...)
    for ms, line in log:
        for i in report.frame_indexes(result.refreshes, [(ms, line)], "M"):
            named[i] = line.fields[0]
    return [(named[i], round(work[i], 1)) for i in sorted(named)]


def _flash_headroom(uf2):
    """Bytes of the firmware region (frozen/combine.py) the UF2's firmware leaves free."""
    import folder2uf2

    from frozen.combine import FIRMWARE_REGION

    blocks, _family = folder2uf2.read_uf2(str(uf2))
    end = max(a + len(c) for a, c in blocks if a < folder2uf2.XIP_BASE + FIRMWARE_REGION)
    return FIRMWARE_REGION - (end - folder2uf2.XIP_BASE)


def _stats(values):
    from host_tools.pico import report

    return report.frame_figures(values)


def _judge(fw, game, scenario, f, heap):
    """The figures of one game on one firmware, each beside its goal; recorded and printed.
    ``heap``: the figures of its debug-mode run (None: no heap run for this one)."""
    where = CONSOLE if fw == "console" else STOCK
    console = fw == "console"
    key = "%s.%s." % (fw, game)
    clock = "XIP model on, debug off" if f["xip"]["enabled"] else "ideal flash, debug off"
    say = "%s; %s" % (scenario, clock)
    presses = f["presses"]
    table = _stats([p[0] for p in presses if not p[5]])
    plays = _stats([p[0] for p in presses if p[3] == 0 and p[4] == 2])
    every = _stats([p[0] for p in presses])
    play = f["play_frames"]
    play_goal = GOAL_PLAY_MS if console else STOCK_PLAY_MS
    worst_page = max(f["pages"], key=lambda p: p[1], default=None)
    rows = [  # (key, label, value, unit, goal or None)
        ("play_frames.median_ms", "frames of play, median", play["median_ms"], "ms",
         ("<=", play_goal[0])),
        ("play_frames.p95_ms", "frames of play, p95", play["p95_ms"], "ms", ("<=", play_goal[1])),
        ("play_frames.max_ms", "frames of play, max", play["max_ms"], "ms", None),
        ("play_frames.count", "frames of play", play["count"], "count", None),
        ("frames.median_ms", "all frames, median", f["frames"]["median_ms"], "ms", None),
        ("frames.p95_ms", "all frames, p95", f["frames"]["p95_ms"], "ms", None),
        ("press_table.median_ms", "press to screen, the table stayed, median", table["median_ms"],
         "ms", ("<=", GOAL_PRESS_TABLE_MS[0]) if console else None),
        ("press_table.p95_ms", "press to screen, the table stayed, p95", table["p95_ms"], "ms",
         ("<=", GOAL_PRESS_TABLE_MS[1]) if console else None),
        ("press_table.max_ms", "press to screen, the table stayed, max", table["max_ms"], "ms",
         None),
        ("press_play.max_ms", "press to screen, a carried-out play, max", plays["max_ms"], "ms",
         ("<=", GOAL_PRESS_PLAY_MS) if console else None),
        ("press_play.count", "presses that carried out a play", plays["count"], "count", None),
        ("press_any.max_ms", "press to screen, any press, max", every["max_ms"], "ms",
         ("<=", GOAL_PRESS_ANY_MS) if console else None),
        ("presses.count", "key-down presses logged", every["count"], "count", None),
        ("page_worst_ms", "the slowest whole-screen page (%s)" % (worst_page[0] if worst_page
         else "-"), worst_page[1] if worst_page else None, "ms",
         ("<=", GOAL_PAGE_MS) if console else None),
        ("boot_ms", "boot: code.py start to the title on screen", f["boot_ms"], "ms",
         ("<=", GOAL_BOOT_MS) if console else None),
        ("actions.count", "engine actions carried out (A lines)", f["actions"], "count", None),
    ]  # fmt: skip
    if f["xip"]["enabled"]:
        p = f["xip"]["play"]
        rows += [("xip.play_misses", "XIP cache misses a frame of play", p["misses_per_frame"],
                  "count", None),
                 ("xip.play_stall_ms", "XIP stall a frame of play", p["stall_ms_per_frame"], "ms",
                  None)]  # fmt: skip
    if heap is not None:
        worst = min(heap["mem_free"], key=lambda s: s["free"], default=None)
        label = "free heap after collection, worst phase (%s; debug on, %s)" % (
            worst["phase"] if worst else "-",
            "ideal flash" if console else "12 MHz SPI",
        )
        rows.append(("heap.free_worst_b", label, worst["free"] if worst else None, "B",
                     (">=", GOAL_FREE_B) if console else None))  # fmt: skip
        largest = min((s["largest"] for s in heap["mem_free"] if s["largest"]), default=None)
        rows.append(("heap.largest_worst_b", "largest free block, worst sample (debug on)",
                     largest, "B", None))  # fmt: skip
    print("     goals and figures (%s): the pages (ms): %s" % (
        clock, ", ".join("%s %.0f" % tuple(page) for page in f["pages"])))  # fmt: skip
    for k, label, value, unit, goal in rows:
        if unit == "ms" and value is not None:
            value = round(value, 1)  # (emulated ms to 0.1 ms: the docs quote them so)
        results.record(key + k, value, unit, "%s: %s" % (say, label), where, goal)
        if goal is None:
            continue
        op, target = goal
        met = "-" if value is None else ("met" if results.OPS[op](value, target) else "MISSED")
        print("       %-44s %10s  goal %s %-8s %s" % (label[:44], value, op, target, met))
    from spit.input import panel

    slow = sorted((p for p in presses if not p[5]), reverse=True)[:3]
    if slow:
        print("       slowest table presses: " + ", ".join(
            "%.0f ms (%s.%s at %d ms, code %d)" % (ms, "AB"[pl], panel.BUTTON_NAMES[b], at, code)
            for ms, pl, b, code, _k, _pg, at in slow))  # fmt: skip
    did = ", ".join("%s %d" % kv for kv in sorted(_kinds(presses).items()))
    print("       what the presses did: %s" % did)
    if fw == "console":  # what was played on the device (open loop: it may differ from the sim)
        worst = ", ".join(
            "%.0f ms (%s.%s at %d ms, result %d)" % (ms, "AB"[pl], panel.BUTTON_NAMES[b], at, code)
            for ms, pl, b, code, _k, _pg, at in slow)  # fmt: skip
        text = "what the presses did (P lines): %s\nthe slowest table presses: %s" % (did, worst)
        results.note(key + "presses", "The console UF2, %s: its presses" % game, text)


PROFILE_HEAD = re.compile(
    r"(\d+) frames of play of [\d.]+ ms or more: ([\d.]+) ms in refresh \+ ([\d.]+) ms else, "
    r"per frame; (\d+) XIP"
)


def _slow_frames(fw, game, scenario, text, slow):
    """The --profile-slow table's head as figures (how many frames of play took the p95 goal or
    more, their refresh and the rest), and its top rows and frames as a note for FIGURES.md."""
    where = CONSOLE if fw == "console" else STOCK
    say = "%s; XIP model on, debug off: the frames of play of %d ms or more" % (scenario, slow)
    key = "%s.%s.slow_frames." % (fw, game)
    head = PROFILE_HEAD.search(text)
    if head is None:  # no frame took that long
        results.record(key + "count", 0, "count", say + ": how many", where)
        return
    count, refresh, other, misses = head.groups()
    results.record(key + "count", int(count), "count", say + ": how many", where)
    results.record(key + "refresh_ms", float(refresh), "ms", say + ": display.refresh(), each",
                   where)  # fmt: skip
    results.record(key + "other_ms", float(other), "ms", say + ": the rest (Python, input), each",
                   where)  # fmt: skip
    results.record(key + "xip_misses", int(misses), "count", say + ": XIP cache misses, each",
                   where)  # fmt: skip
    lines = text.splitlines()
    frames = lines.index("") if "" in lines else len(lines)
    shown = lines[: min(frames, 10)] + lines[frames : frames + 12]
    results.note(key + "profile", "%s, %s: where the frames of play of %d ms or more go "
                 "(--profile-slow; C functions, then each frame: end ms, work ms, pixels sent, "
                 "rectangles)" % ("The console UF2" if fw == "console" else "Stock", game, slow),
                 "\n".join(row[:160] for row in shown))  # fmt: skip


def _walk(uf2):
    """Every phase twice (tests/pico/test_pico_phases.py's walk): the worst heap per phase."""
    import test_pico_phases

    from host_tools.pico import run
    from host_tools.pico.__main__ import edges_and_shots
    from host_tools.sim import script

    text, until = test_pico_phases.walk(2)
    edges, _ = edges_and_shots(script.parse(text))
    settings = {"debug": 1, "seed": test_pico_phases.SEED}
    items = run.drive_items(settings, **run.source_options(True, uf2))
    return _cached_run(uf2, items, edges, until)


def _print_walk(f):
    print("   stock 10.2.1 + .mpy, every phase twice (debug on): %d faults" % len(f["faults"]))
    for phase, (free, largest) in sorted(_phases(f).items()):
        print("     %-12s free after collect %7d B, largest block %7d B" % (phase, free, largest))
        say = "every phase walked twice (tests/pico/test_pico_phases.py), debug on: %s" % phase
        results.record("stock.walk.%s.free_b" % phase, free, "B", say + ", free after collection",
                       STOCK)  # fmt: skip
        results.record("stock.walk.%s.largest_b" % phase, largest, "B", say + ", largest block",
                       STOCK)  # fmt: skip


def _print_run(name, hz, f, debug):
    got = "%.2f" % (f["spi_hz"] / 1e6) if f["spi_hz"] else "?"
    print("   %s, SPI %.2f MHz asked, %s MHz got: boot to title %s ms; %.0f emulated ms in"
          " %.0f s wall" % (name, hz / 1e6, got, f["boot_ms"], f["emulated_ms"],
                            f["wall_s"]))  # fmt: skip
    print("     " + _xip(f))
    print("     frames median/p95/max (count) %s; frames of play %s; faults %d" % (
        _fmt(f["frames"]), _fmt(f["play_frames"]), len(f["faults"])))  # fmt: skip
    for fault in f["faults"]:
        print("     FAULT: " + fault.replace("\n", "\n       "))
    print("     press to screen median/p95/max (count) %s; the table stayed %s" % (
        _fmt(f["press_to_screen"]), _fmt(f["press_to_screen_play"])))  # fmt: skip
    split = f["press_split"]
    if split:
        print("     a table press: median %.1f ms from the press to its frame's start, its"
              " frame %.1f ms; %d of %d came during a page" % (split["wait_ms"],
              split["frame_ms"], split["behind_page"], split["count"]))  # fmt: skip
    if debug:
        for phase, (free, largest) in sorted(_phases(f).items()):
            print("     %-12s free after collect %7d B, largest block %7d B" % (
                phase, free, largest))  # fmt: skip


def _plan(games, stock, console, stock_heap):
    """The runs: (game, firmware, uf2, ideal flash, debug, spi_hz)."""
    runs = []
    for game in games:
        if console is not None:
            runs.append((game, "console", console, False, False, SPI_HZ))
            runs.append((game, "console", console, True, True, SPI_HZ))
        if stock is not None:
            runs.append((game, "stock", stock, False, False, SPI_HZ))
            if stock_heap and game[0] == "twin":  # stock's heap: the twin game and the walk
                runs.append((game, "stock", stock, False, True, 12000000))
    return runs


def main():
    from host_tools.pico import run

    stock = run.find_uf2()
    if stock is None:
        print("   skipped: " + run.GET_UF2)
        return
    found = sorted((_ROOT / "out").glob("spit-console-*.uf2"))
    console = found[-1] if found else None
    if console is None:
        print("   (no out/spit-console-*.uf2: `make firmware` adds the console UF2's runs)")
    pick = os.environ.get("SPIT_BENCH_GAMES")
    games = [g for g in GAMES if not pick or g[0] in pick.split(",")]
    only = os.environ.get("SPIT_BENCH_FIRMWARE")
    if only == "console":
        stock_runs = None
    elif only == "stock":
        stock_runs, console = stock, None
    else:
        stock_runs = stock
    with tempfile.TemporaryDirectory() as tmp:
        folder = pathlib.Path(tmp)
        scripts = {g[0]: _script(g, folder) for g in games}
        # stock's heap (not a goal: the console UF2 is the console's firmware) is tests/pico's
        # test_pico_phases walk in make test and make soak; SPIT_BENCH_STOCK_HEAP=1 adds it here
        stock_heap = stock_runs is not None and bool(os.environ.get("SPIT_BENCH_STOCK_HEAP"))
        plan = _plan(games, stock_runs, console, stock_heap)

        def one(job):
            game, fw, uf2, ideal, debug, hz = job
            path, until = scripts[game[0]]
            slow = (GOAL_PLAY_MS if fw == "console" else STOCK_PLAY_MS)[1]
            return _one(uf2, path, until, game[2], ideal, debug, hz, slow_ms=slow)

        jobs = int(os.environ.get("SPIT_BENCH_JOBS", "2"))
        walk = stock_heap
        with ThreadPoolExecutor(max_workers=max(1, jobs)) as pool:
            # the long game's runs first: the pool's last runs are then short ones
            first = sorted(range(len(plan)), key=lambda i: plan[i][0][0] != "long")
            futures = {i: pool.submit(one, plan[i]) for i in first}
            walked = pool.submit(_walk, stock) if walk else None
            done = [futures[i].result() for i in range(len(plan))]
    if walked is not None:
        _print_walk(walked.result())
    by = {(job[0][0], job[1], job[4]): f for job, f in zip(plan, done, strict=True)}
    for game in games:
        name, _src, seed, scenario = game
        print("  game %s (seed %d): %s" % (name, seed, scenario))
        for job, f in zip(plan, done, strict=True):
            if job[0] is not game:
                continue
            _g, fw, _uf2, ideal, debug, hz = job
            if f is None:
                print("   %s on %s, %s: not run (SPIT_BENCH_CACHED)" % (name, fw, job[3:5]))
                continue
            label = ("console UF2 (frozen)" if fw == "console" else "stock 10.2.1 + .mpy") + (
                ", debug on" + (", ideal flash" if ideal else "") if debug else ", debug off"
            )
            _print_run(label, hz, f, debug)
            if debug:
                continue
            _judge(fw, name, scenario, f, by.get((name, fw, True)))
            if f.get("profile"):
                slow = (GOAL_PLAY_MS if fw == "console" else STOCK_PLAY_MS)[1]
                print("     where the frames of play over %d ms go (--profile-slow):" % slow)
                for row in f["profile"].splitlines():
                    print("       " + row)
                _slow_frames(fw, name, scenario, f["profile"], slow)
    if console is not None:
        room = _flash_headroom(console)
        print("   console UF2: flash headroom %d B (goal >= %d)" % (room, GOAL_FLASH_HEADROOM_B))
        results.record("console.flash_headroom_b", room, "B",
                       "the firmware region the console UF2 leaves free", CONSOLE,
                       (">=", GOAL_FLASH_HEADROOM_B))  # fmt: skip


if __name__ == "__main__":
    main()
