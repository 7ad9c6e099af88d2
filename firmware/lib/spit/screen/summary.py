# SPDX-License-Identifier: MIT
"""The page between rounds and at the end of a game, on both halves: the centre piles where
they stood on the table, each with its taker's name beside it; then who took which pile in
words, the cards each holds, the scores against the target, and "Press SPIT to go on".

Loaded only when a round ends (`View.show_summary`) and let go when play resumes. The piles are
the table's own CardSpot and Number (their tiles come from the card sheets, made once at boot);
the names and the heading are terminalio at twice size, the lines and footer the pages' font.
"""

from micropython import const

import spit
from spit.screen import halves, words
from spit.screen.banner import ending
from spit.screen.table import PILE, CardSpot, Number, Table, suit_table
from spit.screen.text import Text, ink, said

_NAMES = ("A", "B")
GO_ON = words.GO_ON  # "Press SPIT to go on"
LINE = 31  # characters across a half in the pages' font (310 pixels)
# A's half under the piles (B's is its mirror): a heading at twice size, three lines and the
# footer in the pages' font (12-pixel capitals, 16-pixel lines)
_HEAD_Y = 150
_BODY_Y = 176
_FOOT_CY = const(232)
_NAME_W = 64  # a name beside a pile: "CPU 5" at twice size, between the pile and the edge
_GAP = halves.SIZE_GAP


def _pile(g, j, p, lang=0):
    """Pile j as viewer p names it: his L (his own side's pile) or R; "the pile" when single."""
    if g.taker(1) < 0:  # a single-pile round: pile 1 was not in play
        return said(lang, words.THE_PILE)
    return "L" if j == p else "R"


def _took(g, p, names, lang=0):
    """Who took which spit pile when the round was settled, as p reads it (in language lang:
    each part said apart, they are joined)."""

    t0, t1 = g.taker(0), g.taker(1)
    if t0 < 0 and t1 < 0:
        return said(lang, words.NOBODY_TOOK)
    you = said(lang, words.YOU)
    if t0 == t1:
        who = you if t0 == p else names[t0]
        return said(lang, words.TOOK_BOTH, who, g.taken(0) + g.taken(1))
    parts = []
    took = said(lang, words.TOOK)
    for who in (p, 1 - p):  # the reader first
        for j in (0, 1):
            if (t0, t1)[j] == who:
                name = you if who == p else names[who]
                parts.append(took % (name, _pile(g, j, p, lang), g.taken(j)))
    return ", ".join(parts)  # at most "You took L 26, CPU 5 took R 52": 30 characters


def held(g, p):
    """Cards p holds now: at OVER the final position, plus the piles he took at the end."""
    n = g.cards(p)
    if g.phase == spit.OVER and g.rules.mode != "speed":
        for j in (0, 1):
            if g.taker(j) == p:
                n += g.taken(j)
    return n


def lines(g, p, names=_NAMES, lang=0):
    """(heading, [at most 3 lines]) for viewer p of g, just after a round was settled or the
    game ended: at the end why the winner won first, then the figures; said in language
    lang."""
    o = 1 - p
    rules = g.rules
    speed = rules.mode == "speed"
    points = speed or rules.scoring == "points"
    over = g.phase == spit.OVER
    out = []
    if over:
        if g.winner == -1:
            head = said(lang, words.A_DRAW)
        elif g.winner == p:
            head = said(lang, words.YOU_WIN)
        else:
            head = said(lang, words.WINS, names[o])
        out.append(_why(g, p, names, lang))
    else:
        head = said(lang, words.DEAL_OVER if speed else words.ROUND_OVER, g.round - 1)
    if not speed:
        out.append(_took(g, p, names, lang))
    if points:
        out.append(said(lang, words.SCORE, g.score(p), names[o], g.score(o)))
    if not points or speed:
        out.append(said(lang, words.YOU_HOLD, held(g, p), names[o], held(g, o)))
    if not over:
        if speed:
            out.append(said(lang, words.FIRST_TO, rules.target))
        elif points:
            out.append(said(lang, words.AT_LOWEST, rules.target))
        else:
            out.append(said(lang, words.NO_CARDS_WINS))
    return head, out


# The result's first line for each of banner.ending's codes (0 and 4 are written out below).
_WHY = (-1, words.LOWEST_WINS, words.TIED_FEWER, words.SAME_BOTH, -1, words.SAME_CARDS)


def _why(g, p, names, lang=0):
    """The result's first line: why the game went that way, named for viewer p."""
    w = g.winner
    code = ending(g)
    if code == 0:
        who = said(lang, words.YOU) if w == p else names[w]
        return said(lang, words.REACHED, who, g.rules.target)
    if code == 4:
        return said(lang, words.YOU_NONE) if w == p else said(lang, words.HAS_NONE, names[w])
    if code == 3 or code == 5:
        return said(lang, _WHY[code])
    other = names[w] if w >= 0 else ""
    return said(lang, _WHY[code], said(lang, words.YOU_LOWER) if w == p else other)


def pile_marks(g, p, names=_NAMES):
    """[(pile, taker's name as p reads it, cards)] for each centre pile taken when the round
    was settled: what the summary marks beside each pile on the table."""
    out = []
    for j in (0, 1):
        t = g.taker(j)
        if t >= 0:
            out.append((j, words.YOU if t == p else names[t], g.taken(j)))
    return out


class Summary:
    """The summary page on both halves, drawn into `group`: the taken piles in the middle band,
    each half's words under them."""

    def __init__(self, group, dirty, sheets):
        from spit.screen import page_font

        font = page_font.sheet()
        yellow, white, grey = ink(halves.YELLOW), ink(halves.WHITE), ink(halves.GREY)
        suits = suit_table()
        self.piles = [CardSpot(sheets, group, dirty, suits, 0, x, halves.PILE_Y, PILE)
                      for x in halves.PILE_X]  # fmt: skip
        self.head = []
        self.body = []
        self.foot = []
        self.names = ([], [])  # names[viewer][pile]: the taker beside the pile, in his half
        self.counts = ([], [])  # counts[viewer][pile]: the cards it held
        for p in (0, 1):
            for _ in (0, 1):
                self.names[p].append(Text(group, dirty, p, 0, halves.SIZE_CY, _NAME_W, 24,
                                          scale=2, palette=yellow))  # fmt: skip
                count = Number(
                    sheets, group, dirty, p, 0, halves.SIZE_CY, sheets.felt_count_palette
                )
                self.counts[p].append(count)
            self.head.append(Text(group, dirty, p, 160, _HEAD_Y, 316, 24, scale=2, top=True,
                                  palette=yellow))  # fmt: skip
            self.body.append(Text(group, dirty, p, 5, _BODY_Y, 10 * LINE, 48, 0, top=True,
                                  palette=white, font=font))  # fmt: skip
            self.foot.append(Text(group, dirty, p, 160, _FOOT_CY, 10 * LINE, 16, palette=grey,
                                  font=font))  # fmt: skip

    def texts(self):
        """(what, viewer, Text) of every text on the page (for the tests)."""
        out = []
        for p in (0, 1):
            out += [("head", p, self.head[p]), ("body", p, self.body[p]), ("foot", p, self.foot[p])]
            out += [("pile %d taker" % j, p, self.names[p][j]) for j in (0, 1)]
        return out

    def show(self, g, names=_NAMES, footer=GO_ON, tops=(-2, -2), langs=(0, 0)):
        """The page for g; tops: each pile's top card as the table showed it (-2: a back);
        langs: each half's language (spit.screen.lang's numbers)."""

        single = g.taker(1) < 0  # (a single-pile round: pile 1 was not in play)
        for j in (0, 1):
            taken = g.taker(j) >= 0
            spot = self.piles[j]
            spot.move_to(Table._pile_x(j, 1 if single else 2, 0), halves.PILE_Y)
            spot.hide(not taken)
            if taken:
                spot.show(tops[j])
        for p in (0, 1):
            lang = langs[p]
            head, body = lines(g, p, names, lang)
            self.head[p].set(head)
            self.body[p].set("\n".join(body[:3]))
            self.foot[p].set(said(lang, footer))
            for j in (0, 1):
                self.names[p][j].set("")
                self.counts[p][j].show(-1)
            for j, who, n in pile_marks(g, p, names):
                self._mark(p, j, 1 if single else 2, said(lang, who), n)

    def _mark(self, p, j, piles, who, n):
        """Viewer p's half: the taker's name on the pile's outer side, its cards on the other."""
        x = Table._pile_x(j, piles, p)  # where p sees the pile (B sees pile 0 on his right)
        name = self.names[p][j]
        count = self.counts[p][j]
        if piles == 1 or x < halves.W // 2:
            name.anchor = 1
            name.move(x - _GAP, halves.SIZE_CY)
            count.move_to(x + halves.CARD_W + _GAP + count.w // 2, halves.SIZE_CY)
        else:
            name.anchor = 0
            name.move(x + halves.CARD_W + _GAP, halves.SIZE_CY)
            count.move_to(x - _GAP - count.w // 2, halves.SIZE_CY)
        name.set(who)
        count.show(n)
