"""`python -m bench languages`: each language's whole-screen pages against English's (issue 51:
none more than 10 % slower), on the emulated Pico with the console UF2.

The same walk in each language (tests/pico/test_pico_phases.py's: title, five statistics pages,
settings, the hardware test, the pick, a game and its pause, quit, settings; debug off), the
console and both kept players speaking it. A page's figure is the work of the frame that entered
it (bench_pico's pages: from the frame's wake to its refresh's end), compared with the same page
in English. Runs are cached as bench_pico's are (the emulator is deterministic).
"""

import json
from concurrent.futures import ThreadPoolExecutor

from bench import bench_pico, results

LANGS = ("en", "de", "it", "fr", "lb")
GOAL_PCT = 10  # issue 51.8: no page more than 10 % slower than in English


def _walk(uf2, lang):
    import test_pico_phases as phases

    from host_tools.pico import run
    from host_tools.pico.__main__ import edges_and_shots
    from host_tools.sim import script

    text, until = phases.walk(1, stats_pages=5)
    edges, _ = edges_and_shots(script.parse(text))
    nvm = phases.languages_nvm(lang, lang, lang)
    items = run.drive_items({"seed": phases.SEED, "language": lang},
                            **run.source_options(True, uf2))  # fmt: skip
    key = bench_pico._fingerprint(uf2, [*items, ("nvm", nvm)], edges, until, ["languages"])
    cached = bench_pico.CACHE / (key + ".json")
    if cached.exists():
        return json.loads(cached.read_text())
    result = run.run(uf2, edges, until, items=items, nvm=nvm, wall_timeout_s=7200)
    figures = {"pages": bench_pico._pages(result), "faults": len(_faults(result))}
    bench_pico.CACHE.mkdir(parents=True, exist_ok=True)
    cached.write_text(json.dumps(figures))
    return figures


def _faults(result):
    from host_tools.pico import report

    return report.build(result)["faults"]


def main():
    found = sorted((bench_pico._ROOT / "out").glob("spit-console-*.uf2"))
    if not found:
        print("   skipped: no out/spit-console-*.uf2 (`make firmware` builds it)")
        return
    uf2 = found[-1]
    with ThreadPoolExecutor(max_workers=2) as pool:
        walks = dict(zip(LANGS, pool.map(lambda lang: _walk(uf2, lang), LANGS), strict=True))
    english = walks["en"]["pages"]
    print("   the console UF2, the walk's pages (work ms; each language against English):")
    print("     %-10s %7s" % ("page", "en") + "".join("%14s" % lang for lang in LANGS[1:]))
    worst = {lang: (0.0, "-") for lang in LANGS[1:]}
    for i, (phase, en_ms) in enumerate(english):
        row = "     %-10s %7.1f" % (phase, en_ms)
        for lang in LANGS[1:]:
            pages = walks[lang]["pages"]
            if i >= len(pages) or pages[i][0] != phase:
                row += "%14s" % "(not shown)"
                continue
            pct = 100.0 * (pages[i][1] - en_ms) / en_ms if en_ms else 0.0
            row += "%8.1f %+4.0f%%" % (pages[i][1], pct)
            if pct > worst[lang][0]:
                worst[lang] = (pct, phase)
        print(row)
    for lang in LANGS[1:]:
        pct, phase = worst[lang]
        faults = walks[lang]["faults"]
        said = (lang, pct, phase, faults)
        print("   %s: slowest against English %+.1f %% (%s), %d faults" % said)
        results.record("languages.%s.worst_page_pct" % lang, round(pct, 1), "%",
                       "the phase walk's pages in %s against English (worst: %s)" % (lang, phase),
                       bench_pico.CONSOLE, goal=("<=", GOAL_PCT))  # fmt: skip
