# Wrote nvm-v1-*.bin with VERSION 1 records, run under CPython with the firmware of commit 92b7ce4
# (before issue 40 changed the record): `git worktree add /tmp/v1 92b7ce4`, run from there.
import sys

sys.path.insert(0, "firmware/lib")
sys.path.insert(0, ".")
from host_tools.sim.stubs.microcontroller import FlashNVM
from spit.console.records.stats import V_POINTS, V_SPEED, V_SPIT, Stats
from spit.console.records.store import Store


def play(st):
    # A 7 wins, B 4, 1 draw; a streak of 3 by A; slap 312 ms by B; CPU level 3: beaten 2, won 1
    seq = [0, 0, 1, 0, 1, -1, 0, 0, 0, 1, 1, 0]
    variants = [V_SPIT, V_POINTS, V_SPEED]
    for i, w in enumerate(seq):
        st.begin_game()
        if i == 4:
            st.note_slap(1, 312)
        if i == 7:
            st.note_slap(0, 455)
        st.end_game(w, variants[i % 3])
        st.save()
    for w in (0, 0, 1):
        st.begin_game()
        st.end_game(w, V_SPIT, cpu_side=1, cpu_level=3)
        st.save()
    st.settings.set("sound", 0)
    st.settings.set("target", 150)
    st.settings.set("stocks", 4)
    st.settings.set("handicap_b", 100)
    st.changed()
    st.save()


for size, name in ((4096, "nvm-v1-stock.bin"), (8192, "nvm-v1-console.bin")):
    nvm = FlashNVM(size)
    st = Stats(Store(nvm))
    for _ in range(4 if size == 8192 else 1):
        play(st) if _ == 0 else [
            (st.begin_game(), st.end_game(0, V_SPIT), st.save()) for _ in range(8)
        ]
    print(
        name,
        st.played,
        st.won,
        st.fastest_slap,
        st.best_streak,
        st.best_streak_side,
        st.streak,
        st.streak_side,
        st.human_wins,
        st.cpu_wins,
        st.store.slot,
        nvm.erases,
    )
    open("tests/reliability/data/" + name, "wb").write(nvm.snapshot())
