# SPDX-License-Identifier: MIT
"""`python -m bench heap`: the heap each phase leaves free, on the emulated Pico, and the names
the drive interns on stock CircuitPython's heap.

The runs (debug on: debug mode samples the heap after gc.collect() at every phase change and
once a second, with the largest free block found by trying), each phase's worst sample recorded
as ``heap.<run>.<phase>.free_b`` and ``.largest_b``:

- **the phase walk** of tests/pico/test_pico_phases.py (title, statistics, settings, the hardware
  test, the pick, a game with SPIT held into its pause, quit, settings), once: on stock
  CircuitPython + .mpy in English (``stock_en``), the same with deploy's line numbers kept
  (``stock_en_lines``: ``spit-deploy --lines``), with a French console and two kept players,
  ANA speaking German at A and NON Italian at B (``stock_fr_de_it``: make test's walk), with a
  Luxembourgish console, Italian at A, French at B (``stock_lb_it_fr``), and on the console UF2
  with French, German and Italian (``console_fr_de_it``);
- **attract mode** on stock: the console left alone on the title for RUN_ALONE_MS, the demo
  starting after a minute (``stock_alone``: the title and the demo; a fresh console has no record
  for the hall of fame to show).

Runs are cached in out/bench-pico/ as bench_pico's are (the emulator is deterministic).
The names (``heap.names.*``): host_tools.pico.qstrs's count of the names the drive's .mpy carry
that the stock firmware's ROM lacks, interned on the heap for good, and the pool they fill. The
catalogues (``heap.catalogue.*``): the bytes a language's words take on stock's heap, the pages'
catalogue (without the table's words) and a game's block, the smallest and the largest of the
languages (spit.screen.lang, on CPython: the same bytes); the pages' font sheet
(``heap.font_sheet_b``: the displayio.Bitmap spit.screen.text makes while a page is up, one bit a
pixel in rows of whole 32-bit words, as CircuitPython stores it).
"""

import json
from concurrent.futures import ThreadPoolExecutor

from bench import bench_pico, results

RUN_ALONE_MS = 240_000  # four minutes: the title's minute, then the demo's first game
# (run, firmware, languages "console a b" or "", deploy's line numbers (None: as it ships, True:
# every module's), script)
RUNS = (
    ("stock_alone", "stock", "", None, "alone"),
    ("stock_en", "stock", "", None, "walk"),
    ("stock_en_lines", "stock", "", True, "walk"),
    ("stock_fr_de_it", "stock", "fr de it", None, "walk"),
    ("stock_lb_it_fr", "stock", "lb it fr", None, "walk"),
    ("console_fr_de_it", "console", "fr de it", None, "walk"),
)
# the phases each kind of run must have shown (a script whose presses went astray measures less)
SHOWN = {"walk": ("title", "stats", "settings", "hwtest", "pick", "game", "pause"),
         "alone": ("title", "attract")}  # fmt: skip
SAID = {
    "stock_en": "the phase walk (tests/pico/test_pico_phases.py) on stock + .mpy, English",
    "stock_en_lines": "the phase walk on stock + .mpy with every module's line numbers "
    "(spit-deploy --lines)",
    "stock_fr_de_it": "the phase walk on stock + .mpy: a French console, ANA (German) at A, NON "
    "(Italian) at B",
    "stock_lb_it_fr": "the phase walk on stock + .mpy: a Luxembourgish console, Italian at A, "
    "French at B",
    "console_fr_de_it": "the phase walk on the console UF2: a French console, ANA (German) at A, "
    "NON (Italian) at B",
    "stock_alone": "stock + .mpy left alone %d emulated s: the title, then attract mode (the "
    "CPU against itself)" % (RUN_ALONE_MS // 1000),
}


def _presses(kind, languages):
    """(edges, until ms, seed) of a run's presses."""
    import test_pico_phases as phases

    from host_tools.pico.__main__ import edges_and_shots
    from host_tools.sim import script

    if kind == "alone":
        return [], RUN_ALONE_MS, phases.SEED
    text, until = phases.walk(1, stats_pages=5 if languages else 2)
    return edges_and_shots(script.parse(text))[0], until, phases.SEED


def _run(uf2, name, languages, lines, kind):
    """The worst (free, largest) of each phase in one run, and its faults."""
    import test_pico_phases as phases

    from host_tools.pico import report, run

    edges, until, seed = _presses(kind, languages)
    settings = {"debug": 1, "seed": seed}
    nvm = None
    if languages:  # the console's, then A's and B's (the players')
        settings["language"], a, b = languages.split()
        nvm = phases.languages_nvm(settings["language"], a, b)
    items = run.drive_items(settings, **run.source_options(True, uf2), lines=lines)
    extra = [("nvm", nvm)] if nvm else []
    key = bench_pico._fingerprint(uf2, [*items, *extra], edges, until, ["heap", name])
    cached = bench_pico.CACHE / (key + ".json")
    if cached.exists():
        return json.loads(cached.read_text())
    result = run.run(uf2, edges, until, items=items, nvm=nvm, wall_timeout_s=7200)
    figures = report.build(result)
    worst = {}
    for s in figures["mem_free"]:
        phase = s["phase"].split(":")[0]
        low = worst.setdefault(phase, [s["free"], s["largest"] or 0])
        low[0], low[1] = min(low[0], s["free"]), min(low[1], s["largest"] or 0)
    out = {"phases": worst, "faults": figures["faults"], "resets": result.resets}
    bench_pico.CACHE.mkdir(parents=True, exist_ok=True)
    cached.write_text(json.dumps(out))
    return out


def _names(stock):
    """The names the drive's .mpy intern on stock's heap (host_tools.pico.qstrs)."""
    from host_tools.pico import qstrs, run

    elf = run.find_elf(stock)
    if elf is None:
        print("   names: no ELF beside %s" % stock)
        return
    rom = qstrs.rom_names(elf)
    held = set().union(*qstrs.module_names(run.drive_items({}, **run.source_options(True, stock)),
                                           rom).values())  # fmt: skip
    step = qstrs.step_after(len(held))
    pool_b = (step + 20) * qstrs.ENTRY_BYTES + 24  # its entries and the pool's 24 B head
    print("   names: %d on the heap (a lower bound; %d in ROM); name %d makes a %d B pool" % (
        len(held), len(rom), step + 1, pool_b))  # fmt: skip
    say = "the names the drive's .mpy intern on stock 10.2.1's heap (host_tools.pico.qstrs)"
    results.record("names.count", len(held), "count", say + ": how many (a lower bound)",
                   bench_pico.STOCK)  # fmt: skip
    results.record("names.rom", len(rom), "count", "the names in stock 10.2.1's ROM pools",
                   bench_pico.STOCK)  # fmt: skip
    results.record("names.next_pool_at", step + 1, "count", say + ": the name that makes the "
                   "next pool", bench_pico.STOCK)  # fmt: skip
    results.record("names.next_pool_b", pool_b, "B", say + ": the next pool's size",
                   bench_pico.STOCK)  # fmt: skip


def _catalogues():
    """The bytes of each language's catalogue as the pages and a game's table keep them."""
    import importlib

    from spit.screen import lang, words

    pages, blocks = {}, {}
    for code in lang.LANGS:
        whole = importlib.import_module("spit.screen.words_" + code).WORDS.encode("utf-8")
        pages[code] = len(lang.without_table(whole))
        start = lang._at(whole, words.PLAY_AIM)
        blocks[code] = lang._at(whole, words.PLAYS_SIDE + 1) - start
    print("   catalogues (B): the pages' %s; a game's block %s" % (pages, blocks))
    for name, sizes, what in (("pages", pages, "a language's catalogue for the pages (the "
                                                "table's words left out), as bytes"),
                              ("block", blocks, "a language's block of the table's words in a "
                                                "game, as bytes")):  # fmt: skip
        for end, pick in (("min", min), ("max", max)):
            code = pick(sizes, key=sizes.get)
            results.record("catalogue.%s_%s_b" % (name, end), sizes[code], "B",
                           "%s: the %s (%s)" % (what, "smallest" if end == "min" else "largest",
                                                code), bench_pico.STOCK)  # fmt: skip


def _font_sheet():
    from spit.screen import font

    size = (font.W * font.COUNT + 31) // 32 * 4 * font.H  # 1 bit a pixel, rows of 32-bit words
    print("   the pages' font sheet: %d B" % size)
    results.record("font_sheet_b", size, "B", "the pages' font sheet (%d glyphs of %dx%d, a "
                   "displayio.Bitmap of 2 colours)" % (font.COUNT, font.W, font.H),
                   bench_pico.STOCK)  # fmt: skip


def main():
    from host_tools.pico import run

    stock = run.find_uf2()
    if stock is None:
        print("   skipped: " + run.GET_UF2)
        return
    _names(stock)
    _catalogues()
    _font_sheet()
    found = sorted((bench_pico._ROOT / "out").glob("spit-console-*.uf2"))
    runs = [r for r in RUNS if r[1] == "stock" or found]
    if not found:
        print("   (no out/spit-console-*.uf2: `make firmware` adds the console UF2's walk)")

    def one(r):
        name, fw, languages, lines, kind = r
        return _run(stock if fw == "stock" else found[-1], name, languages, lines, kind)

    with ThreadPoolExecutor(max_workers=2) as pool:
        done = list(pool.map(one, runs))
    for (name, fw, _languages, _lines, kind), f in zip(runs, done, strict=True):
        where = bench_pico.STOCK if fw == "stock" else bench_pico.CONSOLE
        print("   %s: %s; %d faults, %d resets" % (name, SAID[name], len(f["faults"]),
                                                    f["resets"]))  # fmt: skip
        if f["faults"] or f["resets"]:
            raise RuntimeError("%s: the firmware faulted or reset: %s" % (name, f["faults"]))
        missed = [phase for phase in SHOWN[kind] if phase not in f["phases"]]
        if missed:
            raise RuntimeError("%s: the run never showed %s" % (name, ", ".join(missed)))
        for phase, (free, largest) in f["phases"].items():
            if phase == "boot":
                continue  # (before the title: no phase of the console's own)
            print("     %-10s free after collect %7d B, largest block %7d B" % (
                phase, free, largest))  # fmt: skip
            say = "%s (debug on): %s" % (SAID[name], phase)
            results.record("%s.%s.free_b" % (name, phase), free, "B",
                           say + ", worst free after collection", where)  # fmt: skip
            results.record("%s.%s.largest_b" % (name, phase), largest, "B",
                           say + ", smallest largest free block", where)  # fmt: skip
