# SPDX-License-Identifier: MIT
"""CPU-vs-CPU soaks: heap use across games in the MicroPython VM, and no state leaking between
games, in the VM and through the app (attract mode) on the host.

CI plays a short run; ``make soak`` (``SPIT_SOAK=1``) plays ``SPIT_SOAK_GAMES`` (default 1000)
games in the VM, on two VMs at once, and a long attract-mode run through the app.
"""

import os
import pathlib
import threading

import pytest

from host_tools.sim.stubs import microcontroller
from spit.console.records.stats import Stats
from spit.console.records.store import SECTOR, Store
from tests.mpvm.vm import MicroPythonVM, available
from tests.reliability import appkit, fuzzkit, soak_driver

DRIVER = pathlib.Path(soak_driver.__file__).read_text()
BATCH = 8  # games between heap readings: one of each set of rules in soak_driver.RULES
_SETUP = """
import soak_driver as d
done = [0]
def nxt(first, n):
    d.batch(first, done[0], n)
    done[0] += n
"""


def vm_games(first_game, batches, seed0=1000):
    """Play ``batches`` x BATCH games from ``first_game`` in a fresh VM (the first batch warms
    it up: every module and rule loaded). Returns (signatures by game, heap after each batch)."""
    sigs = {}
    heap = []
    with MicroPythonVM(
        dirs=["firmware/lib"],
        host_libs=["adafruit_ticks"],
        files={"/lib/soak_driver.py": DRIVER},
        timeout=1800,
    ) as vm:
        vm.run(_SETUP)
        vm.run("done[0] = %d" % first_game)
        for _ in range(batches):
            out = vm.run("nxt(%d, %d)" % (seed0, BATCH))
            for line in out.splitlines():
                f = line.split()
                if f and f[0] == "G":
                    sigs[int(f[1])] = tuple(int(x) for x in f[2:])
            heap.append(vm.mem_alloc())
    return sigs, heap


def host_fresh(i, seed0=1000):
    """Game i on CPython with a brand-new Race and clock: what it is with no history at all."""
    soak_driver.race = soak_driver.Race()
    soak_driver.clock[0] = soak_driver.START
    return soak_driver.play(seed0 + i, i)


def check(sigs, heap, label):
    """No game unfinished; the heap stops growing: flat over the second half of the readings,
    and what it took after the warm-up batch is one-time (a lazily loaded module, e.g. spit.legal
    at the first no-slap tie: 896 B), not a per-game leak."""
    half = heap[len(heap) // 2 :]
    print(
        "\nsoak %s: %d games in the VM; heap after each %d-game batch: %d after warm-up, "
        "%d at the end (growth %d B; flat over the last %d games)"
        % (label, len(sigs), BATCH, heap[1], heap[-1], heap[-1] - heap[1], BATCH * len(half))
    )
    unfinished = [i for i, s in sigs.items() if s[0] == -9]
    assert not unfinished, "games %r never ended" % unfinished
    assert len(half) >= 2 and max(half) == min(half), "heap grew across games: %r" % heap
    assert heap[-1] - heap[1] <= 2048, "heap grew across games: %r" % heap


@pytest.mark.skipif(available() is not None, reason="MicroPython VM unavailable")
def test_cpu_games_keep_the_vm_heap_flat_and_leave_nothing_behind():
    sigs, heap = vm_games(0, 3)
    check(sigs, heap, "CI")
    # the same seed plays the same game after 20 others as on a fresh CPython: nothing leaked
    # from one game into the next (race, bots, match) and the platforms agree
    for i in (0, 9, 17, 23):
        here = host_fresh(i)
        assert (-9 if here[0] is None else here[0],) + here[1:] == sigs[i], "game %d differs" % i


@pytest.mark.soak
@pytest.mark.skipif(available() is not None, reason="MicroPython VM unavailable")
def test_soak_a_thousand_cpu_games_in_the_vm():
    games = int(os.environ.get("SPIT_SOAK_GAMES", "1000"))
    per_vm = -(-games // (2 * BATCH))  # batches per VM, two VMs side by side
    results = [None, None]

    def run(k):
        results[k] = vm_games(k * per_vm * BATCH, per_vm)

    threads = [threading.Thread(target=run, args=(k,)) for k in (0, 1)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    sigs = {}
    for k in (0, 1):
        assert results[k] is not None, "VM %d did not finish" % k
        sigs.update(results[k][0])
        check(results[k][0], results[k][1], "VM %d" % k)
    assert len(sigs) >= games
    for i in range(0, len(sigs), 97):
        here = host_fresh(i)
        assert (-9 if here[0] is None else here[0],) + here[1:] == sigs[i], "game %d differs" % i


class Attract:
    """Hook: leave the title alone until attract mode plays, then watch CPU-vs-CPU games."""

    def __init__(self, games):
        self.want = games
        self.games = 0
        self.match = None
        self.writes = None
        self.frames = 0
        self.seen = -1  # the app's frame count at the last check
        self.stats = None

    def __call__(self, sim, app, m):
        if self.stats is None:
            self.stats = app.stats.pack()
        if app.phase != m.ATTRACT or app.stage.match is None or app.frames == self.seen:
            return  # (the hook comes at each poll of the wait: a frame's state, checked once)
        self.seen = app.frames
        if self.writes is None:
            self.writes = microcontroller.nvm.writes
        assert microcontroller.nvm.writes == self.writes, "attract mode wrote to nvm"
        game = app.stage.match.game
        if app.stage.match is not self.match:
            if self.match is not None:
                self.games += 1
                # each new game starts from a fresh deal and a clean screen
                assert game.round == 1 and game.phase == 0  # READY
            self.match = app.stage.match
        self.frames += 1
        fuzzkit.check_cards(game)
        fuzzkit.check_screen(app.view, game)
        if self.games >= self.want:
            raise appkit.SimStop("attract games done")


def never_dark_nvm(path):
    """nvm of a console whose screen never goes dark (dark_min 0). By default it goes dark 5 min
    after the last press and ends the demo (nobody watches it): one demo game at most, and the
    next only when the idle count wraps, 2**28 ms (~75 h) later, all of it frames of the title."""
    nvm = bytearray(b"\xff" * SECTOR)
    stats = Stats(Store(nvm))
    assert stats.settings.set("dark_min", 0)
    stats.changed()
    assert stats.save()
    path.write_bytes(bytes(nvm))
    return path


def attract_run(tmp_path, games):
    hook = Attract(games)
    nvm = never_dark_nvm(tmp_path / "nvm.bin")
    sim, app, m, why = appkit.run_console(hook, 1 << 40, nvm)
    assert why == "attract games done", why
    print("\nattract: %d CPU-vs-CPU games through the app, %d frames checked" % (hook.games,
          hook.frames))  # fmt: skip
    assert app.stats.pack() == hook.stats  # demo games, and their slaps, are not counted
    return hook


def test_attract_mode_plays_cpu_games_through_the_app_without_touching_stats(tmp_path):
    attract_run(tmp_path, 2)


@pytest.mark.soak
def test_soak_attract_mode(tmp_path):
    attract_run(tmp_path, int(os.environ.get("SPIT_SOAK_ATTRACT", "100")))
