"""A child who reads only German (or Italian, French, Luxembourgish) meets no English sentence on
any page: a walk through the title, every settings row, every statistics page, both "How to play"
pages, the pick, a game's pause and the title again, every word on the glass collected on both
halves, none of them an English word that her language says otherwise (the pages say their
words by number: an English text left in a page's code would show up here)."""

import re

import pytest
from simkit import presses, regulars, simulate

from spit.screen import lang

A, B = 0, 8
P4, SPIT = 3, 7


def _walk():
    """(ms, key) presses: the walk above, 200 ms apart."""
    keys = [A + P4, A + SPIT] + [A + P4] * 21 + [A + SPIT]  # Settings, its 22 rows, Back
    keys += [A + P4] * 2 + [A + SPIT] * 6  # Statistics: its 5 pages (two players), back
    keys += [A + P4] * 3 + [A + SPIT] * 2 + [A + P4]  # How to play, its two pages, back
    keys += [A + SPIT, A + SPIT, B + SPIT]  # Play: the pick, both first rows: a game
    return [(800 + 200 * i, key) for i, key in enumerate(keys)]


def _english_only(code):
    """Patterns of the English words language ``code`` says otherwise (fields as wildcards)."""
    en, other = lang.table(lang.EN), lang.table(lang.code(code))
    out = []
    for mine, theirs in zip(en, other, strict=True):
        if mine != theirs and len(mine.replace("%s", "").replace("%d", "")) >= 4:
            body = re.escape(mine).replace("%s", ".+").replace("%d", r"\d+")
            out.append((mine, re.compile(body)))
    return out


@pytest.mark.parametrize("code", ["de", "it", "fr", "lb"])
def test_no_page_shows_an_english_word_its_language_says_otherwise(code, tmp_path):
    seen = set()

    def on_frame(sim):
        import sys

        app = sys.modules["spit.console.flow.app"].current
        pages = app.view.pages if app is not None and app.view is not None else None
        if pages is None:
            return
        for half in pages.halves:
            for text in (half.head, half.names, half.values, half.foot, half.corner, half.gauge):
                if text is not None:
                    seen.update(text.text.split("\n"))

    nvm = regulars(tmp_path / "nvm.bin")
    from host_tools.sim.stubs.microcontroller import FlashNVM
    from spit.console.records.stats import Stats
    from spit.console.records.store import Store

    st = Stats(Store(FlashNVM(path=str(nvm))))
    st.settings.set("language", lang.code(code))
    st.changed()
    assert st.save()
    walk = _walk()
    # the game's pause: SPIT held 2.5 s after the game began, then Quit game
    start = walk[-1][0] + 1500
    events = _with_pause(walk, start)
    simulate(events, until_ms=start + 4500, nvm=nvm, on_frame=on_frame)
    said = {line for line in seen if line.strip()}
    assert len(said) > 60  # (the walk saw the pages: settings rows, statistics, how to play)
    own = set(lang.table(lang.code(code)))  # (French's "Stats: contre la CPU" is French)
    english = [(mine, line) for line in said - own for mine, form in _english_only(code)
               if form.fullmatch(line)]  # fmt: skip
    assert english == [], english


def _with_pause(walk, pause_at):
    from host_tools.sim.script import Event

    events = presses(*walk)
    events += [Event(pause_at, A + SPIT, True), Event(pause_at + 2500, A + SPIT, False)]
    events += presses((pause_at + 3000, A + P4), (pause_at + 3300, A + SPIT))
    return sorted(events, key=lambda e: e.t)
