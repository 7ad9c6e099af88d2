"""`make bench`: run every bench/bench_*.py module's main() in turn and print its figures."""

import importlib
import pathlib
import sys
import time


def main() -> int:
    here = pathlib.Path(__file__).parent
    # the firmware's lib is the device's /lib: benches import spit from it, as pytest does
    sys.path.insert(0, str(here.parent / "firmware" / "lib"))
    names = sorted(p.stem for p in here.glob("bench_*.py"))
    only = sys.argv[1:]
    for name in names:
        if only and not any(o in name for o in only):
            continue
        print(f"== {name}", flush=True)
        start = time.perf_counter()
        importlib.import_module(f"bench.{name}").main()
        print(f"   ({time.perf_counter() - start:.1f} s)", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
