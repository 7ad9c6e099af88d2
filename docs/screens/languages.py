"""Draw the console's screens in each language into docs/screens/<lang>/ (make screens), with the
simulator (the firmware's own drawing on the host's displayio): the title, the player pick, a
table with both instruction lines, a refusal, "How to play" page 1 and a player's statistics
page; and one table with German on A's half and Italian on B's (docs/screens/de_it.png).

    python docs/screens/languages.py
"""

import os
import pathlib
import sys

HERE = pathlib.Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(ROOT))
for name, value in (("SDL_VIDEODRIVER", "dummy"), ("SDL_AUDIODRIVER", "dummy"),
                    ("PYGAME_HIDE_SUPPORT_PROMPT", "1"), ("BLINKA_OS_AGNOSTIC", "1")):  # fmt: skip
    os.environ.setdefault(name, value)

from host_tools.sim.run import Sim  # noqa: E402
from host_tools.sim.script import Event  # noqa: E402

A, B = 0, 8
P1, P2, P3, P4, P5, L, R, SPIT = range(8)
LANGS = ("en", "de", "it", "fr", "lb")


def run(presses, shots, until, language=None, nvm=None):
    events = []
    for ms, key in presses:
        events += [Event(ms, key, True), Event(ms + 40, key, False)]
    events += [Event(ms, -1, False, str(path)) for ms, path in shots.items()]
    events.sort(key=lambda e: e.t)
    env = {} if language is None else {"language": language}
    sim = Sim(headless=True, events=events, seed=7, until_ms=until, nvm_path=nvm, env=env)
    try:
        sim.run()
    finally:
        sim.close()


def players_nvm(path, a_lang, b_lang):
    """An nvm whose console keeps ANA and NON (languages a_lang, b_lang), last at A and B."""
    sys.path.insert(0, str(ROOT / "firmware" / "lib"))
    from host_tools.sim.stubs.microcontroller import FlashNVM
    from spit.console.records import players
    from spit.console.records.stats import Stats
    from spit.console.records.store import Store

    nvm = FlashNVM()
    st = Stats(Store(nvm))
    st.settings.language = a_lang  # the console's too (the title, the pick)
    ana, non = players.add(st, "ANA")[0], players.add(st, "NON")[0]
    st.set_language(ana, a_lang)
    st.set_language(non, b_lang)
    st.last = [ana, non]
    st.changed()
    st.save()
    path.write_bytes(nvm.snapshot())
    return path


def main():
    for code in LANGS:
        out = HERE / code
        out.mkdir(exist_ok=True)
        n = LANGS.index(code)
        nvm = players_nvm(out / "nvm.bin", n, n)
        game = [(900, A + SPIT), (1500, A + SPIT), (1700, B + SPIT), (2600, A + SPIT),
                (2650, B + SPIT)]  # fmt: skip
        run([(900, A + SPIT)], {1400: out / "pick.png"}, 1500, code, nvm)
        run([], {700: out / "title.png"}, 800, code, nvm)
        run(game, {3400: out / "table.png"}, 3500, code, nvm)
        run(game + [(3500, A + P5), (3520, A + P4)], {3600: out / "refusal.png"}, 3700, code, nvm)
        run([(900, A + P4), (1000, A + P4), (1100, A + P4), (1300, A + SPIT)],
            {1900: out / "howto.png"}, 2000, code, nvm)  # fmt: skip
        stats = [(900, A + P4), (1050, A + P4), (1300, A + SPIT), (1700, A + SPIT),
                 (2100, A + SPIT)]  # fmt: skip
        run(stats, {2600: out / "player_stats.png"}, 2700, code, nvm)
        (out / "nvm.bin").unlink()
    nvm = players_nvm(HERE / "nvm.bin", 1, 2)
    game = [(900, A + SPIT), (1500, A + SPIT), (1700, B + SPIT), (2600, A + SPIT),
            (2650, B + SPIT)]  # fmt: skip
    run(game, {3400: HERE / "de_it.png"}, 3500, "en", nvm)
    (HERE / "nvm.bin").unlink()


if __name__ == "__main__":
    main()
