"""Issue 25: every text colour against the background it is drawn on is at least 4.5:1 (WCAG
AA), on the table and off it: pages, footers, greyed rows (on the felt and under the cursor's
bar), instruction lines on their plates, counts on the felt, card indices on the card."""

import pytest

from spit.console.flow import settings_menu
from spit.console.records.stats import Settings
from spit.screen import halves, sprites
from spit.screen import pages as screens
from tests.screen.pixels import contrast, region, rgb, two_colours

AA = 4.5
PAIRS = {  # what a player reads: (its colour, what it stands on)
    "page heading": (halves.YELLOW, sprites.TABLE),
    "page rows": (halves.WHITE, sprites.TABLE),
    "footers, greyed rows, the title's corner": (screens._GREY, sprites.TABLE),
    "the cursor's row": (halves.WHITE, screens._BAR),
    "a greyed row under the cursor": (screens._GREY, screens._BAR),
    "instruction line": (halves.WHITE, halves.PLATE),
    "refusal line": (halves.WHITE, halves.PLATE_NO),
    "big word": (halves.YELLOW, sprites.TABLE),
    "pile sizes and counts": (sprites.COUNT_INK, sprites.TABLE),
    "Speed's side-pile sizes": (sprites.SIDE_INK, sprites.TABLE),
    "summary heading": (halves.YELLOW, sprites.TABLE),
    "summary: each pile's taker beside it": (halves.YELLOW, sprites.TABLE),
    "summary: each pile's cards beside it": (sprites.COUNT_INK, sprites.TABLE),
}
for i, ink in enumerate(sprites.INK_2 + sprites.INK_4):
    PAIRS["card index ink %d" % i] = (ink, sprites.CARD)


@pytest.mark.parametrize("what", sorted(PAIRS))
def test_text_colour_against_its_ground(what):
    ink, ground = PAIRS[what]
    assert contrast(rgb(ink), rgb(ground)) >= AA, (what, contrast(rgb(ink), rgb(ground)))


def test_a_settings_page_as_drawn(screen, view, shot):
    """The colours as the panel shows them (RGB565): the footer and a greyed row."""
    m = settings_menu.SettingsMenu(Settings())  # no CPU: "CPU level" (row 2) is greyed
    view.show_menu(m)
    shot("contrast_settings")
    foot = view.pages.halves[0].foot
    back, ink = two_colours(region(screen, *foot.box))
    assert contrast(back, ink) >= AA, ("footer", back, ink)
    row = region(screen, 14, screens._ROWS_Y + 2 * screens._ROW_DY, 140, screens._ROW_DY)
    back, ink = two_colours(row)
    assert contrast(back, ink) >= AA, ("greyed row", back, ink)
    m.cursor = 2  # the bar under the greyed row
    m.version += 1
    view.update_menu(m)
    screen.refresh()
    back, ink = two_colours(region(screen, 20, screens._ROWS_Y + 2 * screens._ROW_DY, 130, 16))
    assert contrast(back, ink) >= AA, ("greyed row on the bar", back, ink)
