# SPDX-License-Identifier: MIT
"""The page between rounds and at the end of a game, on both halves: who took which pile, the
cards each holds, the scores against the target, and "Press SPIT to go on".

Loaded only when a round ends (`View.show_summary`) and let go when play resumes. A half is two
texts at twice size (a yellow heading, four white lines).
"""

import spit
from spit.screen import halves
from spit.screen.text import Text

_LINE_H = 24  # one line of twice-size text
_NAMES = ("A", "B")
GO_ON = "Press SPIT to go on"
LINE = 26  # characters across a half at twice size


def _pile(g, j, p):
    """Pile j as viewer p names it: his L (his own side's pile) or R; "the pile" when single."""
    if g.taker(1) < 0:  # a single-pile round: pile 1 was not in play
        return "the pile"
    return "L" if j == p else "R"


def _took(g, p, names):
    """Who took which spit pile when the round was settled, as p reads it."""
    t0, t1 = g.taker(0), g.taker(1)
    if t0 < 0 and t1 < 0:
        return "Nobody took a pile"
    if t0 == t1:
        who = "You" if t0 == p else names[t0]
        return "%s took both: %d" % (who, g.taken(0) + g.taken(1))
    parts = []
    for who in (p, 1 - p):  # the reader first
        for j in (0, 1):
            if (t0, t1)[j] == who:
                name = "You" if who == p else names[who]
                parts.append("%s took %s %d" % (name, _pile(g, j, p), g.taken(j)))
    line = ", ".join(parts)
    if len(line) > LINE and len(parts) == 2:  # "CPU 5" is longer than "B": one "took" goes
        line = parts[0] + ", " + parts[1].replace(" took ", " ")
    return line


def held(g, p):
    """Cards p holds now: at OVER the final position, plus the piles he took at the end."""
    n = g.cards(p)
    if g.phase == spit.OVER and g.rules.mode != "speed":
        for j in (0, 1):
            if g.taker(j) == p:
                n += g.taken(j)
    return n


def lines(g, p, names=_NAMES):
    """(heading, [at most 3 lines]) for viewer p of g, just after a round was settled or the
    game ended: at the end why the winner won first, then the figures."""
    o = 1 - p
    rules = g.rules
    speed = rules.mode == "speed"
    points = speed or rules.scoring == "points"
    over = g.phase == spit.OVER
    out = []
    if over:
        if g.winner == -1:
            head = "A draw"
        elif g.winner == p:
            head = "You win!"
        else:
            head = names[o] + " wins"
        out.append(_why(g, p, names))
    else:
        head = ("Deal %d over" if speed else "Round %d over") % (g.round - 1)
    if not speed:
        out.append(_took(g, p, names))
    if points:
        out.append("Score: you %d, %s %d" % (g.score(p), names[o], g.score(o)))
    if not points or speed:
        out.append("You hold %d, %s %d" % (held(g, p), names[o], held(g, o)))
    if not over:
        if speed:
            out.append("First to %d points wins" % rules.target)
        elif points:
            out.append("At %d: lowest score wins" % rules.target)
        else:
            out.append("No cards left wins")
    return head, out


def _why(g, p, names):
    """The result's first line: why the game went that way, named for viewer p."""
    w = g.winner
    who = "" if w < 0 else "You" if w == p else names[w]
    rules = g.rules
    if rules.mode == "speed":
        return "%s reached %d points" % (who, rules.target)
    if rules.scoring == "points":
        if w < 0:
            return "Same score, same cards"
        if g.score(0) == g.score(1):
            return "Tied; fewer cards: %s" % ("you" if w == p else who)
        return "Lowest score wins: %s" % ("you" if w == p else who)
    if w < 0:
        return "Same cards left"
    return ("You have" if w == p else who + " has") + " no cards left"


class Summary:
    """The summary page's labels on both halves, drawn into `group`."""

    def __init__(self, group, dirty):
        self.head = []
        self.body = []
        top = halves.H // 2  # the heading and four lines fill the half to its edge
        for p in (0, 1):
            head = Text(group, dirty, p, 160, top, 316, _LINE_H, scale=2, color=halves.YELLOW,
                        top=True)  # fmt: skip
            self.head.append(head)
            body = Text(group, dirty, p, 4, top + _LINE_H, 316, 4 * _LINE_H, 0, scale=2,
                        top=True)  # fmt: skip
            self.body.append(body)

    def show(self, g, names=_NAMES, footer=GO_ON):
        for p in (0, 1):
            head, body = lines(g, p, names)
            while len(body) < 3:
                body.append("")
            body = body[:3]
            body.append(footer)
            self.head[p].set(head)
            self.body[p].set("\n".join(body))
