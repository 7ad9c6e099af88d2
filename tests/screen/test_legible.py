"""Issue 15 items 1 and 7: what is on the table can be read, by both players, at arm's length."""

import numpy as np

import spit
from spit.screen import halves, sprites
from tests.screen.pixels import (
    contrast,
    count_color,
    ink_rows,
    pile_box,
    region,
    rgb,
    stock_box,
    two_colours,
)

R = spit.Rules()
RED_INK = rgb(sprites.INK_2[1])
RED_X = rgb(sprites.X_INK)
W, H = halves.RANK_W, halves.RANK_H


def _piles(view, top0, top1):
    g = spit.Game.from_layout(
        R, stocks=([["KC"]], [["JS"]]), hands=(["2C"], ["2D"]), spit=([top0], [top1])
    )
    view.show_game(g)
    return g


def _index_a(screen, j):
    """A's copy of pile j's index: the lower half of the card, nearest him."""
    px, py, _, _ = pile_box(j)
    return region(screen, px, py + 28, halves.CARD_W, H)


def _shape(arr):
    """The ink's shape: a mask of its red pixels, cropped to their bounding box."""
    mask = np.abs(arr.astype(int) - np.array(RED_INK)).max(axis=2) <= 40
    rows, cols = np.nonzero(mask)
    return mask[rows.min() : rows.max() + 1, cols.min() : cols.max() + 1]


def test_a_six_on_a_spit_pile_is_not_a_turned_nine(screen, view, shot):
    _piles(view, "6H", "9H")
    shot("six_nine")
    six, nine = _index_a(screen, 0), _index_a(screen, 1)
    assert count_color(six, RED_INK) > 60 and count_color(nine, RED_INK) > 60
    # the rank B reads, seen from A, is the 6 turned round: its shape must not be A's 9
    px, py, w, h = pile_box(0)
    turned_six = region(screen, px + w - W, py + halves.CARD_H - 28 - H, W, H)
    assert not np.array_equal(_shape(turned_six), _shape(nine[:, :W]))
    assert np.array_equal(_shape(turned_six), np.rot90(_shape(six[:, :W]), 2))


def test_spit_piles_show_the_suit_beside_each_rank(screen, view, shot):
    _piles(view, "6H", "6D")
    shot("pips")
    heart, diamond = _index_a(screen, 0), _index_a(screen, 1)
    pip = slice(28, 38)  # the pip's columns, right of the rank
    assert count_color(heart[:, pip], RED_INK) > 25
    assert count_color(diamond[:, pip], RED_INK) > 25
    assert not np.array_equal(heart[:, pip], diamond[:, pip])  # the suit tells them apart
    assert np.array_equal(heart[:, : pip.start], diamond[:, : pip.start])  # same rank


def _check_line(arr, what):
    back, ink = two_colours(arr)
    assert contrast(back, ink) >= 4.5, (what, back, ink)
    assert ink_rows(arr, ink) >= 14, what  # twice the 8-pixel font: ~3 mm on a 2.8" panel


def test_every_instruction_line_and_count_is_tall_and_high_contrast(screen, view, shot):
    g = spit.Game.from_layout(
        R, stocks=([["KC"], ["5C"]], [["JS"]]), hands=(["2C"], ["2D"]), spit=(["4D"], ["QS"])
    )
    view.show_game(g)
    shot("legible_play")
    h = halves.H - halves.STATUS_Y
    for p in (0, 1):
        _check_line(region(screen, 0, halves.mirror_y(p, halves.STATUS_Y, h), 320, h), p)
        for j in (0, 1):
            number = view.table.size[p][j]
            assert number.value == 1
            _check_line(region(screen, *number.box), (p, j))
        _check_line(region(screen, *view.table.hand_count[p].box), p)
    code = g.play(0, 0, 0, 100)  # a King on a 4: refused
    view.outcome(0, 0, code, 100)
    view.update(g, 100)
    shot("legible_refused")
    assert count_color(region(screen, *stock_box(0, 0)), RED_X) > 300
    _check_line(region(screen, 0, halves.STATUS_Y, 320, h), "refused")


def test_a_refusal_does_not_outlive_its_phase(screen, view, shot):
    g = spit.Game.from_layout(
        R, stocks=([["5C"]], [["KS"], ["9D"]]), hands=(["2C"], ["2D"]), spit=(["4D"], ["QH"])
    )
    view.show_game(g)
    code = g.play(1, 1, 0, 10)  # B's 9 on a 4: refused, his X and red line show
    view.outcome(1, 1, code, 10)
    view.update(g, 10)
    assert view.banner.flashing[1]
    assert g.play(0, 0, 0, 20) == spit.OK  # A's last stock card: the slap race opens at once
    assert g.phase == spit.SLAP
    view.update(g, 30)  # well inside the refusal's 700 ms
    view.update(g, 31)  # the lines: in the frame after one that moved cards (spit.screen.banner)
    shot("slap_after_refusal")
    assert view.banner.status[1].text.startswith("Slap")
    assert count_color(region(screen, *stock_box(1, 1)), RED_X) == 0
    back, _ = two_colours(region(screen, 0, 0, 320, halves.H - halves.STATUS_Y))
    assert max(abs(a - b) for a, b in zip(back, rgb(halves.PLATE), strict=True)) <= 8  # RGB565


def test_a_ten_on_a_spit_pile_clears_the_card_edge_and_its_pip(screen, view, shot):
    """Issue 25 item 6: the "1" of a 10 was cut by the card's border and crowded the pip."""
    _piles(view, "10H", "10D")
    shot("ten")
    px, py, w, h = pile_box(0)
    card = region(screen, px, py, w, h)
    for copy in (card[28 : 28 + H], np.rot90(card, 2)[28 : 28 + H]):  # A's index, B's (turned)
        red = (np.abs(copy.astype(int) - np.array(RED_INK)).max(axis=2) <= 40).any(axis=0)
        assert not red[:3].any(), "the 10 touches the card's left edge"
        inked = [x for x in range(w) if red[x]]
        gaps = [b - a - 1 for a, b in zip(inked, inked[1:], strict=False) if b - a > 1]
        assert gaps and gaps[-1] >= 2, "no clear gap between the 10 and its pip"
