# SPDX-License-Identifier: MIT
"""Reliability figures: the nvm record, torn writes tried, and the stats' memory on MicroPython.

`python -m bench reliability` prints them; the fuzz and soak figures come from their own tests
(tests/reliability, `make soak`), which print theirs with `-s`.
"""

import pathlib
import random
import sys
import time

# `python -m bench` runs from the repo root without firmware/lib (the device's /lib) on the path.
_LIB = str(pathlib.Path(__file__).resolve().parents[1] / "firmware" / "lib")
if _LIB not in sys.path:
    sys.path.insert(0, _LIB)

from bench import results  # noqa: E402
from host_tools.sim.stubs.microcontroller import NVM_SIZE, FlashNVM, PowerCut  # noqa: E402
from spit.console.records import stats as stats_mod  # noqa: E402
from spit.console.records.store import OVERHEAD, SLOT, Store  # noqa: E402


def _one_game(st, rng):
    st.begin_game()
    st.note_slap(rng.randrange(2), rng.randrange(150, 900))
    st.end_game(rng.choice((0, 1, -1)), rng.randrange(3), 1, 2)


def torn_writes():
    """Cut every save of one sector's cycle (31 appends... + the erasing save) at every step."""
    rng = random.Random(1)
    nvm = FlashNVM()
    blank = stats_mod.Stats().pack()
    counts = {"old": 0, "new": 0, "blank": 0, "garbage": 0}
    tried = 0
    start = time.perf_counter()
    for _ in range(NVM_SIZE // SLOT + 1):
        st = stats_mod.Stats(Store(nvm))
        old = st.pack()
        _one_game(st, rng)
        new = st.pack()
        before = nvm.snapshot()
        k = 0
        while True:
            nvm.restore(before)
            again = stats_mod.Stats(Store(nvm))
            again.unpack(new)
            again.dirty = True
            nvm.cut_after(k)
            done = True
            try:
                again.save()
            except PowerCut:
                done = False
            back = stats_mod.Stats(Store(nvm)).pack()
            kind = "new" if back == new else "old" if back == old else None
            kind = kind or ("blank" if back == blank else "garbage")
            counts[kind] += 1
            tried += 1
            k += 1
            if done:
                break
    took = time.perf_counter() - start
    return tried, counts, took


def vm_memory():
    """Heap the stats keep on MicroPython, and what one save allocates (None without the VM)."""
    try:
        from tests.mpvm.vm import MicroPythonVM, available
    except ImportError:
        return None
    if available():
        return None
    with MicroPythonVM(dirs=["firmware/lib"]) as vm:
        vm.run(
            "from spit.console.records.store import Store\n"
            "from spit.console.records.stats import Stats"
        )
        vm.run("nvm = bytearray(b'\\xff' * 4096)")
        held = vm.retained("st = Stats(Store(nvm))")
        vm.run(
            "def one():\n    st.begin_game()\n    st.end_game(0, 0)\n    st.save()\n"
            "for _ in range(3):\n    one()"
        )
        per_save = vm.allocated("one")
        return held, per_save


def main():
    record = stats_mod.RECORD_SIZE + OVERHEAD
    slots = NVM_SIZE // SLOT
    print(
        "record: %d B payload + %d B header/CRC in %d B slots"
        % (stats_mod.RECORD_SIZE, OVERHEAD, SLOT)
    )
    print("saves per sector erase: %d (1 erasing save in %d)" % (slots, slots))
    tried, counts, took = torn_writes()
    print("torn-write cuts tried: %d over %d saves (%.1f s)" % (tried, slots + 1, took))
    print("  read back: old %(old)d, new %(new)d, blank %(blank)d, garbage %(garbage)d" % counts)
    print("  blank = the erasing save's window: erase + the first %d bytes programmed" % record)
    say = "a power cut after every step of %d saves (the host's nvm stand-in)" % (slots + 1)
    results.record("torn.cuts", tried, "count", say + ": cuts tried", "cpython")
    for kind in ("old", "new", "blank", "garbage"):
        results.record("torn.%s" % kind, counts[kind], "count", say + ": read back " + kind,
                       "cpython")  # fmt: skip
    mem = vm_memory()
    if mem is None:
        print("MicroPython VM unavailable: memory figures skipped")
    else:
        print("MicroPython: Stats+Store hold %d B; a game end + save allocates %d B" % mem)
        results.record("vm.stats_held_b", mem[0], "B", "Stats + Store hold", "mpvm")
        results.record("vm.save_alloc_b", mem[1], "B", "a game end + save allocates", "mpvm")
