"""`make bench`: run every bench/bench_*.py module's main() in turn and print its figures.

    python -m bench                # all of them
    python -m bench pico engine    # those whose names hold one of the words

Each module also records the figures it stands by (bench/results.py): at the end they are merged
into bench/results.json (the benches that ran replace their own figures) and docs/FIGURES.md is
made from it (bench/figures.py).
"""

import importlib
import pathlib
import sys
import time
import traceback


def main() -> int:
    here = pathlib.Path(__file__).parent
    # the firmware's lib is the device's /lib: benches import spit from it, as pytest does
    sys.path.insert(0, str(here.parent / "firmware" / "lib"))
    from bench import figures, results

    names = sorted(p.stem for p in here.glob("bench_*.py"))
    only = sys.argv[1:]
    seconds = {}
    failed = []
    at = results.stamp()  # the commit measured: the tree as the run begins
    for name in names:
        if only and not any(o in name for o in only):
            continue
        print(f"== {name}", flush=True)
        bench = name.removeprefix("bench_")
        results.start(bench)
        start = time.perf_counter()
        try:
            importlib.import_module(f"bench.{name}").main()
        except Exception:  # noqa: BLE001 - the other benches' figures are still worth keeping
            traceback.print_exc()
            results.drop(bench)  # (its figures stay as the last run that finished measured them)
            failed.append(name)
            continue
        seconds[bench] = time.perf_counter() - start
        print(f"   ({seconds[bench]:.1f} s)", flush=True)
    if seconds:
        data = results.save(seconds, seconds, at)
        figures.OUT.write_text(figures.render(data), encoding="utf-8")
        print(f"== {len(results.recorded())} figures -> {results.PATH.relative_to(here.parent)}, "
              f"{figures.OUT.relative_to(here.parent)}")  # fmt: skip
    if failed:
        print("== FAILED: " + ", ".join(failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
