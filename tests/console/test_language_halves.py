"""Each half speaks its player's language: a German child and her Italian grandfather each read
their own half at one table (the instruction lines, the big word, the pause menu); the menus
before a game speak the console's."""

import sys

from simkit import presses, simulate

from host_tools.sim.stubs.microcontroller import FlashNVM
from spit.console.records import players
from spit.console.records.stats import Stats
from spit.console.records.store import Store

A, B = 0, 8
SPIT = 7
EN, DE, IT = 0, 1, 2


def _nvm(path):
    nvm = FlashNVM()
    st = Stats(Store(nvm))
    ana, nonno = players.add(st, "ANA")[0], players.add(st, "NON")[0]
    st.set_language(ana, DE)
    st.set_language(nonno, IT)
    st.last = [ana, nonno]  # the pick offers them first
    st.changed()
    assert st.save()
    path.write_bytes(nvm.snapshot())
    return path


def test_a_german_child_and_her_italian_grandfather_each_read_their_own_half(tmp_path):
    seen = {}

    def on_frame(sim):
        app = sys.modules["spit.console.flow.app"].current
        if app is None:
            return
        if app.phase == "title":
            seen["title"] = [half.head.text for half in app.view.pages.halves]
        banner = app.view.banner
        if app.phase == "game" and banner is not None:
            seen["lines"] = [text.text for text in banner.status]
            seen["words"] = [text.text for text in banner.shout]
            # in play each half's table words are the view's, a block of its catalogue (on the
            # device spit.screen.lang goes too: the host keeps modules), and no English key
            from spit.screen import lang

            seen["kept"] = [len(block) for block in app.view.words]
            kept = zip(lang._LOADED, lang._PART, strict=True)
            seen["loaded"] = [(t is not None, part) for t, part in kept]

    # title -> Play -> the pair offered first -> the game's first deal
    script = [(900, A + SPIT), (1500, A + SPIT), (1700, B + SPIT)]
    simulate(presses(*script), until_ms=3000, nvm=_nvm(tmp_path / "nvm.bin"), on_frame=on_frame)
    assert seen["title"] == ["Spit", "Spit"]
    assert seen["lines"] == ["SPIT drücken: los geht's", "Premi SPIT per iniziare"]
    assert seen["words"] == ["SPUCKE!", "SPUTA!"]
    assert max(seen["kept"]) < 1200  # (~1 KB each: the table's block)
    assert seen["loaded"] == [(False, 0), (True, 1), (True, 1), (False, 0), (False, 0)]


def test_p3_on_a_players_statistics_page_sets_his_language_and_the_page_speaks_it(tmp_path):
    nvm = FlashNVM()
    st = Stats(Store(nvm))
    ana = players.add(st, "ANA")[0]
    st.changed()
    assert st.save()
    path = tmp_path / "nvm.bin"
    path.write_bytes(nvm.snapshot())
    P3, P4 = 2, 3
    seen = {}

    def on_frame(sim):
        app = sys.modules["spit.console.flow.app"].current
        if app is not None and app.phase == "stats" and app.stage.page == 2:
            pages = app.view.pages
            seen["head"] = [h.head.text for h in pages.halves]
            seen["foot"] = [h.foot.text for h in pages.halves]
            seen["corner"] = [h.corner.text for h in pages.halves if h.corner is not None]

    # title -> Statistics -> its two pages -> ANA's page; P3 twice: English, then Deutsch
    script = [(900, A + P4), (1050, A + P4), (1300, A + SPIT), (1700, A + SPIT), (2100, A + SPIT),
              (2500, A + P3), (2800, B + P3), (3200, A + 0)]  # fmt: skip
    run = simulate(presses(*script), until_ms=3600, nvm=path, on_frame=on_frame)
    assert seen["head"] == ["ANA"] * 2 and seen["corner"] == ["P3: Deutsch"] * 2
    assert seen["foot"] == ["SPIT zurück P1 Name P5 löschen"] * 2  # his page speaks German
    assert ["player", "ANA", "language", "de"] in run.lines("M")
    assert run.app.stats.language(ana) == DE  # saved on leaving for the title
