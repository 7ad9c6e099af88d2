"""Title, settings and message pages: both halves carry the page, each turned to its reader."""

import types

import numpy as np

from spit.console.flow import menu, settings_menu
from spit.screen import halves
from spit.screen import pages as screens
from spit.screen.text import said  # (a menu's rows are words' numbers: said in English)
from tests.screen.pixels import count_color, region, rgb

YELLOW = rgb(halves.YELLOW)
BAR = rgb(screens._BAR)


def _half(screen, p):
    """Player p's half of the screen, as he reads it (B's turned right way up)."""
    arr = region(screen, 0, 120 if p == 0 else 0, 320, 120)
    return arr if p == 0 else np.rot90(arr, 2)


def _same_within_a_pixel(a, b):
    """The two halves match, allowing the one-pixel offset of upside-down text."""
    for dy in (-1, 0, 1):
        for dx in (-1, 0, 1):
            if np.array_equal(
                np.roll(np.roll(a, dy, axis=0), dx, axis=1)[2:-2, 2:-2], b[2:-2, 2:-2]
            ):
                return True
    return False


def test_title_menu_is_on_both_halves(screen, view, shot):
    m = menu.Menu("Spit", menu.TITLE)
    view.show_menu(m)
    shot("title")
    a, b = _half(screen, 0), _half(screen, 1)
    assert count_color(a, YELLOW) > 100  # the heading and the highlighted row
    assert _same_within_a_pixel(a, b)


def test_settings_highlight_follows_the_cursor_and_scrolls(screen, view, shot):
    m = settings_menu.SettingsMenu()
    view.show_menu(m)
    assert [h.row for h in view.pages.halves] == [0, 0]
    for _ in range(8):  # down past the sixth row: the list scrolls
        m.press(1, 3)
        view.update_menu(m)
    shot("settings")
    top = view.pages.top
    assert top > 0 and 0 <= m.cursor - top < screens.ROWS
    for half in view.pages.halves:
        assert half.row == m.cursor - top
        assert half.names.text.split("\n")[half.row] == said(0, m.label(m.cursor))
        assert half.values.text.split("\n")[half.row] == said(0, m.value_text(m.cursor))
        bar = half.bar
        assert count_color(region(screen, bar.x, bar.y, 292, 13), BAR, 8) > 1500
    assert _same_within_a_pixel(_half(screen, 0), _half(screen, 1))


def test_a_value_change_shows_on_both_halves(screen, view):
    m = settings_menu.SettingsMenu(types.SimpleNamespace())
    view.show_menu(m)
    before = m.value_text(0)
    m.press(0, 6)  # R: next value of the first setting
    view.update_menu(m)
    assert m.value_text(0) != before
    for half in view.pages.halves:
        assert half.values.text.split("\n")[0] == said(0, m.value_text(0))


def test_message_page_and_fault(screen, view, shot):
    view.show_message("Statistics", ["Games 12", "A won 7  B won 5", "Fastest slap 212 ms"])
    shot("message")
    for half in view.pages.halves:
        assert half.head.text == "Statistics"
        assert half.names.text.split("\n")[2] == "Fastest slap 212 ms"
        assert half.bar.hidden
    view.show_fault("ValueError: " + "x" * 100)
    shot("fault")
    assert view.pages.halves[1].head.text == "Oops - an error"  # the title comes back
    assert all(len(line) <= 29 for line in view.pages.halves[0].names.text.split("\n"))
    # a module's name is not cut: the text wraps at spaces within the 29-column message
    view.show_fault("ImportError: no module named 'spit.console.flow.match'", 0, True)
    assert (
        view.pages.halves[0].names.text == "ImportError: no module named\n'spit.console.flow.match'"
    )
    assert view.pages.halves[0].head.text == "Oops - restarting"  # faults repeat: it restarts
    # a drive path longer than the column breaks after a folder, never inside a file's name
    view.show_fault(
        "lib/spit/console/flow/screens/delete_player.mpy is damaged (ValueError). Copy it again or "
        "run spit-deploy."
    )
    lines = view.pages.halves[0].names.text.split("\n")
    assert lines[:2] == ["lib/spit/console/flow/", "screens/delete_player.mpy is"], lines


def test_a_fault_with_no_heap_for_a_catalogue_still_says_so(view, monkeypatch):
    from spit.screen import lang

    def short(*_):
        raise MemoryError("memory allocation failed, allocating 4151 bytes")

    monkeypatch.setattr(lang, "load", short)  # (the catalogue cannot be loaded now)
    view.show_fault("MemoryError: memory allocation failed", 0, True)
    assert [h.head.text for h in view.pages.halves] == ["Oops - restarting"] * 2
    assert [h.foot.text for h in view.pages.halves] == ["The log has the details"] * 2
    assert view.pages.halves[0].names.text == "MemoryError: memory\nallocation failed"


GREY = rgb(screens._GREY)
WHITE = (255, 255, 255)


def _settings():
    from spit.console.records.stats import Settings

    return settings_menu.SettingsMenu(Settings())


def _row(screen, row, x, w):
    """A's row ``row`` (0..5) of the page, columns x..x+w."""
    return region(screen, x, screens._ROWS_Y + row * screens._ROW_DY, w, 12)


def _first_ink(screen, x0, x1):
    """Leftmost column in x0..x1 of A's rows that has text (white or grey) in it."""
    arr = region(screen, x0, screens._ROWS_Y, x1 - x0, screens.ROWS * screens._ROW_DY)
    ink = (arr.astype(int).min(axis=2) > 140).any(axis=0)
    return x0 + int(np.argmax(ink))


def test_the_values_column_stays_put_from_page_to_page(screen, view, shot):
    m = _settings()
    view.show_menu(m)
    shot("settings-page1")
    first = _first_ink(screen, 150, 308)
    lefts = set()
    for _ in range(len(m.items) - 1):  # down to the last page, through every scroll position
        m.press(0, 3)
        view.update_menu(m)
        screen.refresh()
        lefts.add(_first_ink(screen, 150, 308))
    assert lefts == {first}  # "standard" (page 2) starts where "Spit" and "0 ms" do
    shot("settings-page3")
    assert _same_within_a_pixel(_half(screen, 0), _half(screen, 1))  # B's rows line up too
    assert view.pages.top > 6
    assert _first_ink(screen, 150, 308) == first
    assert 0 <= first - screens._VALUES_X <= 1  # (a glyph's own side bearing)


def test_settings_that_do_not_apply_are_greyed(screen, view, shot):
    m = _settings()  # Spit, no CPU: "CPU level" does nothing; "Stock piles" does
    view.show_menu(m)
    shot("settings-greyed")
    cpu_level, stocks = 2, 3
    assert count_color(_row(screen, cpu_level, 24, 80), GREY, 12) > 40
    assert count_color(_row(screen, cpu_level, 24, 80), WHITE, 12) == 0
    assert count_color(_row(screen, stocks, 24, 80), WHITE, 12) > 40
    m.cursor = 0
    m.press(0, 6)  # Game: Spit -> Speed
    view.update_menu(m)
    shot("settings-speed")
    assert count_color(_row(screen, stocks, 24, 80), WHITE, 12) == 0  # Speed has no stock piles
    assert count_color(_row(screen, stocks, 24, 80), GREY, 12) > 40
    for half in view.pages.halves:  # B's copy greys the same rows ...
        assert "Stock piles" in half.names_off.text and "Stock piles" not in half.names.text
    assert _same_within_a_pixel(_half(screen, 0), _half(screen, 1))  # ... in the same places


def test_a_scroll_marker_shows_where_the_rows_are_in_the_list(screen, view):
    m = _settings()
    view.show_menu(m)
    screen.refresh()
    track = region(screen, screens._THUMB_X, screens._ROWS_Y, 3, screens.ROWS * screens._ROW_DY)
    lit = (track.astype(int) - np.array(GREY)).__abs__().max(axis=2).max(axis=1) < 12
    assert lit[:10].all() and not lit[-10:].any()  # at the top of the list
    for _ in range(len(m.items) - 1):
        m.press(0, 3)
        view.update_menu(m)
    screen.refresh()
    track = region(screen, screens._THUMB_X, screens._ROWS_Y, 3, screens.ROWS * screens._ROW_DY)
    lit = (track.astype(int) - np.array(GREY)).__abs__().max(axis=2).max(axis=1) < 12
    assert lit[-10:].all() and not lit[:10].any()  # at its end
    b = view.pages.halves[1].thumb
    assert not b.hidden and b.x == halves.mirror_x(1, screens._THUMB_X, 3)  # on B's half too


def test_four_colours_with_alternate_colours_say_they_are_not_available(screen, view):
    m = _settings()
    four = [k for k, *_ in settings_menu.SETTINGS].index("four_color")
    m.target.four_color = 1
    assert m.applies(four) and said(0, m.value_text(four)) == "on"
    m.target.alternate_colors = 1
    assert not m.applies(four) and m.value_text(four) == settings_menu.NOT_WITH_ALT


def test_the_summary_names_the_cpu_and_every_line_fits_a_half():
    import spit
    from spit.screen import summary

    stocks = ([], [["9S"], ["KD"]])
    hands = (["2C", "3C"], ["4H"])
    g = spit.Game.from_layout(spit.Rules(slap=False), stocks=stocks, hands=hands,
                              spit=(["4D", "5S"], ["KH"]))  # fmt: skip
    assert g.choose(0, 1, 5) == spit.OK  # A takes one pile, the CPU (B) the other
    head, body = summary.lines(g, 0, ("A", "CPU 5"))
    assert body[0] == "You have no cards left"  # the game is over: why first (issue 25)
    assert body[1] == "You took R 1, CPU 5 took L 2" and body[2] == "You hold 4, CPU 5 7"
    assert all(len(line) <= summary.LINE for line in [head] + body)
    assert summary.lines(g, 1, ("A", "CPU 5"))[0] == "A wins"


def test_the_title_corner_names_the_firmware(screen, view, monkeypatch):
    """Issue 25 item 11: the console's own UF2 by its name, stock by its CircuitPython."""
    import sys

    assert menu.firmware_name("0.1.0") == "Spit 0.1.0 simulator"  # (CPython: the simulator)
    frozen = types.SimpleNamespace(VERSION="0.1.0", NAME="Spit console 0.1.0 on CircuitPython")
    monkeypatch.setitem(sys.modules, "spit_firmware", frozen)
    name = menu.firmware_name("0.1.0")
    assert name == "Spit console 0.1.0"
    view.show_menu(menu.Menu("Spit", menu.TITLE), 0, name)
    for half in view.pages.halves:
        assert half.corner.text == name and not half.corner.hidden
    view.show_menu(menu.Menu("Paused", menu.PAUSE))  # no other page has it
    assert all(half.corner.text == "" for half in view.pages.halves)
