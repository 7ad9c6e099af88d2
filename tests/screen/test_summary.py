"""Issue 25: the round summary says who took which centre pile in words AND shows it on the table:
each pile where it stood, its top card as the table last showed it, and beside it, in each
player's half and the right way up for him, who took it and how many cards it held."""

import random

import numpy as np

import spit
from spit.screen import halves
from tests.screen.pixels import count_color, pile_box, region, rgb

YELLOW = rgb(halves.YELLOW)
NAMES = ("A", "CPU 5")


def _to_round_end(view, rules, seed):
    """Random legal play, the view drawing after every action as the console's frames do, up to
    the deal of round 2: returns the game and each pile's screen pixels as last drawn."""
    rng = random.Random(seed)
    g = spit.Game(rules, seed=seed)
    view.show_game(g, 0)
    t = 0
    drawn = None
    while g.round == 1 and g.phase != spit.OVER:
        t += 50
        if not g.tick(t):
            p = rng.randrange(2)
            moves = g.legal(p)
            if moves:
                spit.act(g, t, p, *rng.choice(moves))
        if g.round == 1:
            view.update(g, t)
            drawn = [view.table.pile[j].shown for j in (0, 1)], view.table.piles
    return g, drawn


def _words(g, p, j, single):
    """What viewer p's words line must say of pile j: its taker, his L or R, its cards."""
    t = g.taker(j)
    side = "the pile" if single else ("L" if j == p else "R")
    return "%s %s %d" % ("You took" if t == p else NAMES[t] + " took", side, g.taken(j))


def _check(screen, view, g, tops, piles, shot, name):
    view.show_summary(g, 0, NAMES)
    path = shot(name)
    s = view.summary
    single = piles == 1
    for p in (0, 1):
        words = s.body[p].text.split("\n")
        taken = [j for j in (0, 1) if g.taker(j) >= 0]
        assert taken == ([0] if single else [0, 1])
        for j in taken:
            # in words: "You took L 22, CPU 5 took R 13"
            assert _words(g, p, j, single) in words[0], (p, j, words)
            # on the table: the pile where the table had it, with the top card it showed
            box = pile_box(j, piles)
            assert s.piles[j].shown == tops[j]
            if tops[j] >= 0:  # a face (else a back: the table never showed it whole)
                assert count_color(region(screen, *box), (255, 255, 255), 10) > 300
            # beside it, in p's half: who took it (yellow, whole, upright for p) and its cards
            who = s.names[p][j]
            assert who.text == ("You" if g.taker(j) == p else NAMES[g.taker(j)])
            assert s.counts[p][j].value == g.taken(j)
            cx, cy, cw, ch = s.counts[p][j].box  # ...on the pile's other side, clear of both
            for ox, oy, ow, oh in (who.box, box):
                assert cx + cw <= ox or ox + ow <= cx or cy + ch <= oy or oy + oh <= cy
            assert abs(cy + ch // 2 - (who.box[1] + who.box[3] // 2)) <= 1  # level with it
            x, y, w, h = who.box
            assert (y >= halves.H // 2) if p == 0 else (y + h <= halves.H // 2), (p, who.box)
            assert box[1] <= y and y + h <= box[1] + halves.CARD_H  # level with the pile
            assert x + w <= box[0] or box[0] + halves.CARD_W <= x  # beside it, not on it
            gap = box[0] - (x + w) if x + w <= box[0] else x - (box[0] + halves.CARD_W)
            assert gap <= halves.SIZE_GAP  # next to its own pile
            assert count_color(region(screen, x, y, w, h), YELLOW) > 60
            assert who.grid.flip_x == bool(p)  # B's words are turned round to face him
    return path


def test_the_summary_marks_each_taken_pile_on_the_table_and_names_it(screen, view, shot):
    g, (tops, piles) = _to_round_end(view, spit.Rules(), 4)
    assert g.round == 2 and piles == 2
    before = {j: g.taken(j) for j in (0, 1)}
    _check(screen, view, g, tops, piles, shot, "summary_marks")
    # pile 0 is A's left and B's right: both read its taker on its outer side, the screen's left
    s = view.summary
    a_name, b_name = s.names[0][0].box, s.names[1][0].box
    assert a_name[0] + a_name[2] <= halves.PILE_X[0] and b_name[0] + b_name[2] <= halves.PILE_X[0]
    assert a_name[1] >= halves.H // 2 > b_name[1] + b_name[3] - 1
    assert before == {j: g.taken(j) for j in (0, 1)}


def test_a_single_pile_round_marks_the_one_pile(screen, view, shot):
    # B, the only one with spit cards, plays his last stock card: A takes the pile with his stock
    hand = [r + s for s in "CHS" for r in "2345678JQKA" if r + s not in ("5C", "9S")]
    g = spit.Game.from_layout(
        spit.Rules(),
        stocks=([["5C"], ["9S"]], [["3D"]]),
        hands=([], hand),  # enough for the next deal
        spit=(["4D"], []),
        piles=1,
    )
    view.show_game(g, 0)
    assert g.play(1, 0, 0, 10) == spit.OK
    assert g.round == 2 and g.taker(0) == 0 and g.taker(1) < 0
    # the play that ended the round was never drawn: the pile shows as a back, not the 4D alone
    _check(screen, view, g, [-2, -2], 1, shot, "summary_single")
    assert view.summary.piles[1].frame.hidden  # pile 1 was not in play
    assert view.summary.names[0][0].text == "You" and view.summary.names[1][0].text == "A"


def test_the_summary_shows_a_back_for_a_pile_it_never_saw_whole():
    """The view shows a pile's top only if the table last showed that pile with every card its
    taker took; else (a card played in the frame that ended the round) a back."""
    from host_tools.sim.screen import Screen
    from spit.screen.view import View

    screen = Screen(headless=True)
    try:
        view = View(screen.display)
        g = spit.Game(spit.Rules(), seed=4)
        view.show_game(g, 0)  # the table shows the deal: empty piles, sizes 0
        rng = random.Random(4)
        t = 0
        while g.round == 1:
            t += 50
            if not g.tick(t):
                p = rng.randrange(2)
                moves = g.legal(p)
                if moves:
                    spit.act(g, t, p, *rng.choice(moves))
        view.show_summary(g, 0, NAMES)  # never drawn since the deal
        assert [view.summary.piles[j].shown for j in (0, 1)] == [-2, -2]
        assert np.all(np.array([view.summary.counts[0][j].value for j in (0, 1)]) > 0)
    finally:
        screen.release()
