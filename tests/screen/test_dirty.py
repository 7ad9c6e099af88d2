"""Only what changed is redrawn: the view's own ledger, checked against displayio's dirty areas."""

import random

import numpy as np

import spit
from spit.console.flow import settings_menu
from spit.screen import halves, pages
from tests.screen.pixels import inside, pile_box, recorded, region, stock_box

R = spit.Rules()
SCREEN = halves.W * halves.H


def _game():
    return spit.Game.from_layout(
        R,
        stocks=([["5C"], ["KH", "3H"]], [["JS"], ["2H", "3D"]]),
        hands=(["2C", "4C"], ["2D", "4S"]),
        spit=(["4D"], ["QS"]),
    )


def _within(rects, box):
    """The recorded rects (x, y, w, h) that lie inside box."""
    return [r for r in rects if inside((r[0], r[1], r[0] + r[2], r[1] + r[3]), box)]


def _covered(areas, rects):
    """displayio's areas that no recorded rect holds (one wholly off the screen draws nothing:
    a display clips it; Blinka reports it as it is)."""
    on = [a for a in areas if a[0] < halves.W and a[1] < halves.H]
    return [a for a in on if not any(inside(a, r) for r in rects)]


def test_a_frame_without_change_redraws_nothing(screen, view):
    g = _game()
    view.show_game(g)
    screen.refresh()
    screen.refresh()
    assert view.update(g, 5) == 0
    assert screen.refresh() == []


def test_a_play_touches_a_stock_pile_and_a_spit_pile_and_their_counts(screen, view):
    g = _game()
    view.show_game(g)
    screen.refresh()
    screen.refresh()
    assert g.play(0, 0, 0, 10) == spit.OK  # A's 5C onto pile 0
    pixels = view.update(g, 10)
    rects = recorded(view)
    assert stock_box(0, 0) in rects
    sizes = [view.table.size[p][0].box for p in (0, 1)]
    # a face onto a face: only the pile's corner indices change, not its frame
    marks = _within(rects, pile_box(0))
    assert len(marks) == 4 and pile_box(0) not in marks
    assert sorted(rects) == sorted([stock_box(0, 0)] + marks + sizes)
    areas = screen.refresh()
    assert areas, "displayio saw the change"
    assert _covered(areas, rects) == [], "displayio redrew outside what the view recorded"
    assert pixels == sum(w * h for _, _, w, h in rects)
    band = 2 * pages._ROW_DY * pages._BAR_W  # the bar's old and new row
    assert pixels <= 2 * band < SCREEN // 3  # two row bands per half, not the page


def test_a_play_off_a_deeper_pile_also_redraws_its_depth_cue(screen, view):
    g = _game()
    view.show_game(g)
    screen.refresh()
    screen.refresh()
    assert g.play(0, 1, 0, 10) == spit.OK  # A's 3H onto the 4D: KH under it turns up
    view.update(g, 10)
    rects = recorded(view)
    depth = view.table.depth[0][1].grid
    sizes = [view.table.size[p][0].box for p in (0, 1)]
    # faces onto faces: the stock's rank only (KH after 3H, both hearts), the pile's 4 indices
    stock, pile = _within(rects, stock_box(0, 1)), _within(rects, pile_box(0))
    assert len(stock) == 1 and len(pile) == 4
    expected = stock + [(depth.x, depth.y, halves.CARD_W, halves.DEPTH_H)] + pile
    assert sorted(rects) == sorted(expected + sizes)
    assert _covered(screen.refresh(), rects) == []


def test_a_refused_press_touches_the_x_and_the_status_line_only(screen, view):
    g = _game()
    view.show_game(g)
    screen.refresh()
    screen.refresh()
    code = g.play(1, 0, 0, 10)  # B's JS on the 4D: refused
    assert code == spit.E_RANK
    view.outcome(1, 0, code, 10)
    view.update(g, 10)
    rects = recorded(view)
    # the X, the line, and where the X was drawn before it moved here
    assert stock_box(1, 0) in rects and view.banner.status[1].box in rects
    assert len(rects) <= 3
    assert _covered(screen.refresh(), rects) == []


def test_random_games_never_redraw_outside_the_ledger(screen, view):
    """Play random legal (and some refused) actions; every displayio dirty area is recorded."""
    rng = random.Random(7)
    screen.display.partial = True  # paint only the dirty areas, as a panel would: fast
    try:
        _random_games(screen, view, rng)
    finally:
        screen.display.partial = False


def _random_games(screen, view, rng):
    for seed in (1, 2):
        g = spit.Game(R, seed=seed)
        view.show_game(g, 0)
        screen.refresh()
        screen.refresh()
        t = 0
        for _ in range(200):
            t += 37
            p = rng.randrange(2)
            legal = g.legal(p)
            if g.phase == spit.OVER:
                break
            if legal and rng.random() < 0.85:
                kind, x, y = rng.choice(legal)
                code = spit.act(g, t, p, kind, x, y)
                button = {spit.A_SPIT: 7, spit.A_SLAP: 5 + x, spit.A_CHOOSE: 5 + x}.get(kind, x)
            else:
                button = rng.randrange(5)
                code = g.play(p, button, rng.randrange(2), t)
            view.outcome(p, button, code, t)
            g.tick(t)
            view.update(g, t)
            rects = recorded(view)
            areas = screen.refresh()
            if view.dirty.full:
                continue
            assert _covered(areas, rects) == [], (t, rects, areas)
        _same_as_a_fresh_view(screen, view, g, t + 10000)


def _same_as_a_fresh_view(screen, view, g, t):
    """After hundreds of partial redraws the table looks exactly as a fresh full draw of it."""
    from spit.screen.view import View

    view.marks.reset()  # the aim arrows follow gestures, not the engine: as a fresh view's
    view.update(g, t)  # flashes are over by now
    screen.refresh()
    kept = region(screen, 0, 24, halves.W, halves.H - 48)  # all but the two status lines
    fresh = View(screen.display)
    fresh.show_game(g, t)
    screen.refresh()
    assert np.array_equal(region(screen, 0, 24, halves.W, halves.H - 48), kept)
    screen.display.root_group = view.root
    screen.refresh()


def test_menu_cursor_move_redraws_only_the_highlight_bar_on_each_half(screen, view):

    m = settings_menu.SettingsMenu()
    view.show_menu(m)
    screen.refresh()
    screen.refresh()
    assert view.update_menu(m) == 0
    m.press(0, 3)  # P4: down
    pixels = view.update_menu(m)
    rects = recorded(view)
    assert len(rects) == 2  # the bar's old and new row, on both halves
    band = 2 * pages._ROW_DY * pages._BAR_W  # the bar's old and new row
    assert pixels <= 2 * band < SCREEN // 3  # two row bands per half, not the page
    assert _covered(screen.refresh(), rects) == []
