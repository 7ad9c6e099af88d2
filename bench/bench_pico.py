# SPDX-License-Identifier: MIT
"""`python -m bench pico`: the console's device figures, measured on the emulated Pico.

The real firmware on CircuitPython 10.2.1 in rp2040js (host_tools.pico), playing the short scripted
game of tests/pico/twin.py (points to 25: one round): boot time to the title, free heap after
collection and the largest free block per phase (debug mode), frame times over all frames and over
frames of play, press to screen, on stock CircuitPython + .mpy at the default `spi_hz` (debug off,
profiled) and at 12 MHz (debug on, for the heap; the SPI clock the firmware really got is printed:
on stock, at 200 MHz clk_peri stays on the 48 MHz USB PLL, so any ask from 24 MHz up gets 24 MHz;
the console UF2 keeps clk_peri on clk_sys, frozen/patches/22), and on the console's own UF2 (`make
firmware`) when it is built, with the XIP cache model (the default; debug off, profiled) and
without it (--ideal-flash; debug on, for the heap). Emulated ms, not a stand-in's. Each run ends
with issue 26's goals and issue 24's press-to-screen goals, each figure beside its goal: play
frames, the worst whole-screen page (a frame that changed the phase), boot, the worst free heap,
the flash headroom, press to screen; then, for the profiled runs, where a frame of play's time goes
(by C function, and each frame's work, pixels and rectangles: a missed goal's gap).
"""

import pathlib
import sys
import tempfile

_ROOT = pathlib.Path(__file__).resolve().parents[1]
for _path in (
    _ROOT / "firmware" / "lib",
    _ROOT / "tests" / "console",
    _ROOT / "tests" / "pico",
    _ROOT,
):
    if str(_path) not in sys.path:
        sys.path.insert(0, str(_path))

SEED = 7
GOAL_PLAY_MEDIAN_MS, GOAL_PLAY_P95_MS = 12, 25  # stock + .mpy: 25 / 50
GOAL_PAGE_MS = 150  # a whole-screen page: the deal, a round summary, the result
GOAL_BOOT_MS = 1000  # code.py start to the title's first frame
GOAL_FREE_B = 100 * 1024  # free heap after collection, every phase
GOAL_FLASH_HEADROOM_B = 128 * 1024
# issue 24's press to screen (console UF2): presses whose frame left the table up, and any press
GOAL_PRESS_PLAY_MS = (20, 35, 60)  # median, p95, max
GOAL_PRESS_ANY_MS = 150  # max, once pages are fast


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


def _one(uf2, spi_hz, script_path, until, ideal=False, debug=True):
    from host_tools.pico import report, run
    from host_tools.pico.__main__ import edges_and_shots
    from host_tools.sim import script

    edges, _shots = edges_and_shots(script.load(script_path))
    settings = {"debug": int(debug), "seed": SEED, "spi_hz": spi_hz}
    items = run.drive_items(settings, **run.source_options(True, uf2))
    profile = not debug  # where a frame of play's time goes
    result = run.run(uf2, edges, until, items=items, ideal_flash=ideal, profile=profile)
    figures = report.build(result)
    figures["pages"] = _pages(result)
    figures["press_split"] = _press_split(result)
    if profile:
        figures["profile"] = report.profile_text(result.raw.get("profile"), top=12)
    return figures


def _press_split(result):
    """Medians (ms) of a table press's wait: from the press to its frame's start (the frame
    running when it came, then the settle), and its frame's own work; and the frame it waited
    for was a page in how many."""
    import bisect

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
    title, the settings, the deal, the result)."""
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


def _goals(name, uf2, f, heap):
    """One line per goal of issue 26 (and issue 24's press to screen): the figure, the goal, met
    or not; `heap` the figures of the run whose heap is judged (a run in debug mode)."""
    stock = name.startswith("stock")
    play = f["play_frames"]
    worst_free = min((s["free"] for s in heap["mem_free"]), default=None)
    rows = [
        ("play median ms", play["median_ms"], 25 if stock else GOAL_PLAY_MEDIAN_MS),
        ("play p95 ms", play["p95_ms"], 50 if stock else GOAL_PLAY_P95_MS),
    ]
    if not stock:
        worst_page = max((ms for _, ms in f["pages"]), default=None)
        rows += [
            ("whole-screen page ms (worst)", worst_page, GOAL_PAGE_MS),
            ("boot ms, code.py to title", f["boot_ms"], GOAL_BOOT_MS),
        ]
        near = f["press_to_screen_play"]
        if near["count"]:
            rows += [
                ("press to screen, table: median", near["median_ms"], GOAL_PRESS_PLAY_MS[0]),
                ("press to screen, table: p95", near["p95_ms"], GOAL_PRESS_PLAY_MS[1]),
                ("press to screen, table: max", near["max_ms"], GOAL_PRESS_PLAY_MS[2]),
            ]
        if f["press_to_screen"]["count"]:
            rows.append(("press to screen, any: max", f["press_to_screen"]["max_ms"],
                         GOAL_PRESS_ANY_MS))  # fmt: skip
    flash = "XIP model on" if f["xip"]["enabled"] else "ideal flash"
    pages = ", ".join("%s %.0f" % page for page in f["pages"])
    print("     goals (%s): the frames that changed the phase (ms): %s" % (flash, pages))
    for label, value, goal in rows:
        met = "-" if value is None else ("met" if value <= goal else "MISSED")
        print("       %-30s %10s  goal <= %-8s %s" % (label, value, goal, met))
    if not stock:
        for label, value, goal in (
            ("free heap B (worst phase)", worst_free, GOAL_FREE_B),
            ("flash headroom B", _flash_headroom(uf2), GOAL_FLASH_HEADROOM_B),
        ):
            met = "-" if value is None else ("met" if value >= goal else "MISSED")
            print("       %-30s %10s  goal >= %-8s %s" % (label, value, goal, met))


def _walk(uf2):
    """Every phase twice (tests/pico/test_pico_phases.py's walk): the worst heap per phase."""
    import test_pico_phases

    from host_tools.pico import report, run
    from host_tools.pico.__main__ import edges_and_shots
    from host_tools.sim import script

    text, until = test_pico_phases.walk(2)
    edges, _ = edges_and_shots(script.parse(text))
    settings = {"debug": 1, "seed": test_pico_phases.SEED}
    items = run.drive_items(settings, **run.source_options(True, uf2))
    f = report.build(run.run(uf2, edges, until, items=items))
    print("   stock 10.2.1 + .mpy, every phase twice: %d faults" % len(f["faults"]))
    for phase, (free, largest) in sorted(_phases(f).items()):
        print("     %-12s free after collect %7d B, largest block %7d B" % (phase, free, largest))


def main():
    import twin

    from host_tools.pico import run

    stock = run.find_uf2()
    if stock is None:
        print("   skipped: " + run.GET_UF2)
        return
    console = sorted((_ROOT / "out").glob("spit-console-*.uf2"))
    with tempfile.TemporaryDirectory() as tmp:
        folder = pathlib.Path(tmp)
        text, until, _ = twin.play_in_sim(SEED, folder)
        path = folder / "game.txt"
        path.write_text("".join(line for line in text.splitlines(True) if " shot " not in line))
        # (name, uf2, spi_hz asked, ideal flash, debug). Debug mode samples the heap once a second
        # (a collection and a largest-block search, ~0.1 s): the loop runs late after it and a
        # press in it waits, so each firmware's honest-clock timings and its goals come from a
        # run with debug off (profiled: where a missed goal's time goes), its heap from a run in
        # debug mode (stock's at 12 MHz, the console's with --ideal-flash).
        runs = [("stock 10.2.1 + .mpy, debug off", stock, 31250000, False, False),
                ("stock 10.2.1 + .mpy", stock, 12000000, False, True)]  # fmt: skip
        if console:
            runs.append(("console UF2 (frozen), debug off", console[-1], 31250000, False, False))
            runs.append(("console UF2 (frozen)", console[-1], 31250000, True, True))
        else:
            print("   (no out/spit-console-*.uf2: `make firmware` adds the frozen firmware's row)")
        _walk(stock)
        done = [(name, uf2, hz, _one(uf2, hz, path, until, ideal, debug), debug)
                for name, uf2, hz, ideal, debug in runs]  # fmt: skip
        heaps = {uf2: f for _name, uf2, _hz, f, debug in done if debug}
        for name, uf2, hz, f, debug in done:
            got = "%.2f" % (f["spi_hz"] / 1e6) if f["spi_hz"] else "?"
            print("   %s, SPI %.2f MHz asked, %s MHz got: boot to title %s ms; %.0f emulated ms in"
                  " %.0f s wall" % (name, hz / 1e6, got, f["boot_ms"], f["emulated_ms"],
                                    f["wall_s"]))  # fmt: skip
            print("     " + _xip(f))
            print("     frames median/p95/max (count) %s; frames of play %s; faults %d" % (
                _fmt(f["frames"]), _fmt(f["play_frames"]), len(f["faults"])))  # fmt: skip
            print("     press to screen median/p95/max (count) %s; the table stayed %s" % (
                _fmt(f["press_to_screen"]), _fmt(f["press_to_screen_play"])))  # fmt: skip
            split = f["press_split"]
            if split:
                print("     a table press: median %.1f ms from the press to its frame's start, its"
                      " frame %.1f ms; %d of %d came during a page" % (split["wait_ms"],
                      split["frame_ms"], split["behind_page"], split["count"]))  # fmt: skip
            for phase, (free, largest) in sorted(_phases(f).items()):
                print("     %-12s free after collect %7d B, largest block %7d B" % (
                    phase, free, largest))  # fmt: skip
            if not debug:
                print("     (debug off: no heap samples; the heap goal is judged on the debug run)")
            _goals(name, uf2, f, heaps.get(uf2, f))
            if f.get("profile"):  # the gap's where: a frame of play, by C function
                print("     profile of a frame of play (--profile):")
                for row in f["profile"].splitlines():
                    print("       " + row)


if __name__ == "__main__":
    main()
