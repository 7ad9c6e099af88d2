"""Title, settings and message pages: both halves carry the page, each turned to its reader."""

import types

import numpy as np

from spit import halves, menu, screens
from tests.view.pixels import count_color, region, rgb

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
    m = menu.Menu("Settings", menu.SETTINGS)
    view.show_menu(m)
    assert [h.row for h in view.screens.halves] == [0, 0]
    for _ in range(8):  # down past the sixth row: the list scrolls
        m.press(1, 3)
        view.update_menu(m)
    shot("settings")
    top = view.screens.top
    assert top > 0 and 0 <= m.cursor - top < screens.ROWS
    for half in view.screens.halves:
        assert half.row == m.cursor - top
        assert half.names.text.split("\n")[half.row] == m.label(m.cursor)
        assert half.values.text.split("\n")[half.row] == m.value_text(m.cursor)
        bar = half.bar
        assert count_color(region(screen, bar.x, bar.y, 292, 13), BAR, 8) > 1500
    assert _same_within_a_pixel(_half(screen, 0), _half(screen, 1))


def test_a_value_change_shows_on_both_halves(screen, view):
    m = menu.Menu("Settings", menu.SETTINGS, types.SimpleNamespace())
    view.show_menu(m)
    before = m.value_text(0)
    m.press(0, 6)  # R: next value of the first setting
    view.update_menu(m)
    assert m.value_text(0) != before
    for half in view.screens.halves:
        assert half.values.text.split("\n")[0] == m.value_text(0)


def test_message_page_and_fault(screen, view, shot):
    view.show_message("Statistics", ["Games 12", "A won 7  B won 5", "Fastest slap 212 ms"])
    shot("message")
    for half in view.screens.halves:
        assert half.head.text == "Statistics"
        assert half.names.text.split("\n")[2] == "Fastest slap 212 ms"
        assert half.bar.hidden
    view.show_fault("ValueError: " + "x" * 100)
    shot("fault")
    assert view.screens.halves[1].head.text == "Oops - restarting"
    assert all(len(line) <= 44 for line in view.screens.halves[0].names.text.split("\n"))
