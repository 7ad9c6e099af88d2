# SPDX-License-Identifier: MIT
"""Every phase on the emulated Pico: on the console's own UF2, and on stock CircuitPython 10.2.1
with the console as .mpy.

A player walks title -> statistics -> title -> settings -> hardware test -> settings -> title -> the
pick -> a game -> pause -> quit -> settings, with three languages (docs/LANGUAGES.md): a French
console and two kept players, ANA speaking German at panel A and NON Italian at B, whose halves
speak their own in the game and its pause (their statistics pages too). make soak walks it in
English (once and twice), in Luxembourgish, and on the console UF2. He relies on never meeting
the fault screen, whatever the order; debug mode's heap samples (after gc.collect(), with the
largest block found by trying) must leave room in every phase, the game with SPIT held into the
pause included: on stock firmware 40 000 B free and an 8 000 B block; on the console's own UF2
100 KB.
"""

import pytest
from conftest import console_uf2_or_skip

from host_tools.pico import report, run
from host_tools.pico.__main__ import edges_and_shots
from host_tools.sim import script

SEED = 3
START_MS = 3000  # the board boots to the title in ~2.1 s
MENU_GAP_MS = 300
# After a press that changes the screen, the next waits for the new screen to reach the glass: a
# press made before it shows is spent on the screen before (the time rule, docs/INPUT.md), as a
# player's would be. On stock firmware a page's frame takes ~0.4-1.2 s (the settings page 0.72 s,
# 1.65 s before every page was drawn in one pass), and debug mode's heap sample adds ~0.2 s.
SCREEN_GAP_MS = 2200
# (free after collection, largest free block) in every phase, in bytes. Issue 13 counts its KB
# in thousands (its Pico's 174 488 B of heap are "174 KB"): stock firmware's floor is 40 000 B
# free with an 8 000 B block; the console's own UF2: 100 KiB, stricter than issue 14 asks.
# Stock had fallen to 19 376 B in the game (SPIT held into the pause) as the players' and the
# handheld's screens came; back above 40 000 B in every phase since deploy renames the console's
# names to ROM names (1 538 names -> 488: docs/ARCHITECTURE.md), the table's code loads with the
# table, the pause hold needs no adafruit_debouncer, the parts' makers go in play and the match
# reads the race's outcomes in place. Measured with one device name for each source name (issue
# 50), worst free / largest block: title 59 232 / 35 638, stats 60 720, settings 52 176, hwtest
# 60 768, pick 57 808, game (SPIT held) 43 648 / 35 273, pause 54 976 B (free swings by whole
# heap areas between runs: ~2 KB seen); with line numbers (spit-deploy --lines) the game 39 536.
FLOORS = {"stock": (40_000, 8_000), "console": (100 * 1024, 8192)}
VISITS = ("title", "stats", "settings", "hwtest", "pick", "game", "pause")


def walk(rounds, stats_pages=2):
    """(script text, end ms): the phases above, `rounds` times (`stats_pages`: the statistics
    pages there are: two, and one per kept player and head to head when players are kept)."""
    t = START_MS
    lines = []

    def tap(key, gap=MENU_GAP_MS, hold=None):
        nonlocal t
        lines.append("%d %s%s" % (t, key, "" if hold is None else " %d" % hold))
        t += gap

    for _ in range(rounds):
        tap("A.P4"), tap("A.P4"), tap("A.SPIT", SCREEN_GAP_MS)  # Statistics
        for _ in range(stats_pages - 1):
            tap("A.SPIT", SCREEN_GAP_MS)  # its next page (against the CPU, each player's, ...)
        tap("A.SPIT", SCREEN_GAP_MS)  # back to the title
        tap("A.P4"), tap("A.SPIT", SCREEN_GAP_MS)  # Settings
        tap("A.P1"), tap("A.P1")  # up to the hardware test
        tap("A.SPIT", SCREEN_GAP_MS)  # the test's own screen
        tap("A.SPIT", 200), tap("A.SPIT", 200)  # 3 quick SPITs: back to the settings
        tap("A.SPIT", SCREEN_GAP_MS)
        tap("A.P1"), tap("A.SPIT", SCREEN_GAP_MS)  # Back
        tap("A.SPIT", SCREEN_GAP_MS)  # Play: who plays (the pick page)
        tap("A.SPIT", 50), tap("B.SPIT", 2200)  # each panel its first row (Guest; a kept
        # player when there are: the last two seated): the deal
        lines.append("%d B.SPIT" % t)
        tap("A.SPIT", 1200)  # both call spit
        for key in ("A.P1", "B.P1", "A.P2", "B.P2", "A.P3"):
            tap(key, 250)
        tap("A.SPIT", 2900, hold=2300)  # held 2 s: the pause menu
        tap("A.P4"), tap("A.SPIT", SCREEN_GAP_MS)  # Quit game
        tap("A.P4"), tap("A.SPIT", SCREEN_GAP_MS), tap("A.P1")  # Settings after a game
        tap("A.SPIT", SCREEN_GAP_MS)  # Back: the settings are saved, the title comes
    return "\n".join(lines) + "\n", t + 1500


def languages_nvm(console, a="de", b="it"):
    """A stock console's nvm: the console speaking language ``console`` (its record's, not
    settings.toml's: that is a blank console's) and two kept players, ANA (speaking ``a``) and
    NON (``b``), last seated at A and B (the pick offers them first)."""
    from host_tools.sim.stubs.microcontroller import FlashNVM
    from spit.console.records import players
    from spit.console.records.stats import Stats
    from spit.console.records.store import Store
    from spit.screen import lang

    nvm = FlashNVM()
    st = Stats(Store(nvm), language=lang.code(console))
    ana, non = players.add(st, "ANA")[0], players.add(st, "NON")[0]
    st.set_language(ana, lang.code(a))
    st.set_language(non, lang.code(b))
    st.last = [ana, non]
    st.changed()
    assert st.save()
    return nvm.snapshot()


# make test walks the stock firmware once, with three languages: the tight case (each half's
# catalogue and the accented glyphs: ~2 KB less free than English in the game). make soak walks
# it in English once and twice (what one walk leaves behind must not pile up), in Luxembourgish,
# and the console's own UF2 (~128 KB free in every phase) twice in English and once with
# languages: make test keeps under 10 minutes, and its game, twin, fault and save tests run on
# that UF2.
@pytest.fixture(
    scope="module",
    params=[
        pytest.param(("stock", 1, "fr de it")),
        pytest.param(("stock", 1, ""), marks=pytest.mark.soak),
        pytest.param(("stock", 2, ""), marks=pytest.mark.soak),
        pytest.param(("stock", 1, "lb it fr"), marks=pytest.mark.soak),
        pytest.param(("console", 2, ""), marks=pytest.mark.soak),
        pytest.param(("console", 1, "fr de it"), marks=pytest.mark.soak),
    ],
    ids=["stock-languages", "stock-once", "stock-twice", "stock-lb", "console-twice",
         "console-languages"],
)  # fmt: skip
def walked(request, stock_uf2):
    firmware, rounds, languages = request.param
    uf2 = stock_uf2 if firmware == "stock" else console_uf2_or_skip()
    settings: dict = {"debug": 1, "seed": SEED}
    nvm = None
    if languages:  # the console's, then A's and B's (the players')
        settings["language"], a, b = languages.split()
        nvm = languages_nvm(settings["language"], a, b)
    text, until = walk(rounds, stats_pages=5 if languages else 2)
    edges, _ = edges_and_shots(script.parse(text))
    items = run.drive_items(settings, **run.source_options(True, uf2))
    result = run.run(uf2, edges, until, items=items, nvm=nvm)
    return firmware, rounds, languages, result, report.build(result)


def test_every_phase_without_a_fault_and_with_room(walked):
    firmware, rounds, languages, result, figures = walked
    assert figures["faults"] == [] and figures["resets"] == 0, figures["faults"]
    entered = [line.fields[0] for _, line in report.parsed(result) if line.tag == "M"]
    for phase in VISITS:
        assert entered.count(phase) >= rounds, "%s entered %d times" % (phase, entered.count(phase))
    worst = {}
    for s in figures["mem_free"]:
        phase = s["phase"].split(":")[0]
        low = worst.setdefault(phase, [s["free"], s["largest"] or 0])
        low[0], low[1] = min(low[0], s["free"]), min(low[1], s["largest"] or 0)
    print("\n%s, %d round(s), %s:" % (firmware, rounds, languages or "English"))
    for phase in VISITS:
        print("  %-8s free %6d B, largest block %6d B" % (phase, *worst[phase]))
    for phase in VISITS:
        free, largest = worst[phase]
        free_floor, largest_floor = FLOORS[firmware]
        assert free >= free_floor and largest >= largest_floor, (phase, free, largest)
