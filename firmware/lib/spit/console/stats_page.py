# SPDX-License-Identifier: MIT
"""The statistics pages: games between two people, then games against the CPU; their lines
from a spit.console.stats.Stats, their footers, what a press on them means.

Loaded while a page is drawn or pressed only."""

from spit.console.menu import BACK, MORE, RESET
from spit.console.stats import CPU_LEVELS
from spit.input import panel

PAGES = 2
# (rows of at most 29 characters: the pages' font across a half, three-digit counts included)


def page(stats, n):
    """(heading, lines, footer) of page n (0: two players, 1: against the CPU), built when the
    page opens, not per frame."""
    if n == 0:  # what loading found, when the record was not simply read, heads the page
        head = NOTICES.get(stats.health, "Stats: 2 players")
        return head, _people(stats), "SPIT: more   L/R: reset"
    lines = []
    for i in range(CPU_LEVELS):  # a CPU's wins are never a side's, nor the sides' in its games
        won, lost = stats.human_wins[i], stats.cpu_wins[i]
        lines.append("Level %d: beaten %d of %d" % (i + 1, won, won + lost))
    return "Stats: vs the CPU", lines, "SPIT: back   L/R: reset"


# What loading found (spit.console.store's DAMAGED, NEWER) in the heading's 26 columns: a family
# must not read lost statistics as a fresh start.
NOTICES = {
    2: "Stats damaged (power cut?)",
    3: "Stats of a newer firmware",
    4: "Stats reset by a power cut",  # blank nvm, the drive's note says they were saved
}


def _people(stats):
    # (until the players' pages: the pair at the panels, who played last)
    a, b = stats.seats
    out = [
        "Games %d" % stats.played_total(),
        "%s won %d   %s won %d"
        % (stats.name(a), stats.won_total(0), stats.name(b), stats.won_total(1)),
        "Spit %d Points %d Speed %d" % (stats.played[0], stats.played[1], stats.played[2]),
    ]
    if stats.fastest_slap:
        out.append(
            "Fastest slap %d ms (%s)" % (stats.fastest_slap, stats.name(stats.fastest_slap_who))
        )
    else:
        out.append("Fastest slap -")
    from spit.console.players import hall

    streak = hall(stats)[1]
    if streak[1]:
        wins = "win" if streak[1] == 1 else "wins"
        out.append("Best streak %d %s (%s)" % (streak[1], wins, stats.name(streak[2])))
    else:
        out.append("Best streak -")
    return out


def stats_choice(button, n=PAGES - 1):
    # type: (int, int) -> str
    # A press on statistics page n: L/R asks to reset them, SPIT turns to the next page (the
    # last page: back), any other button goes back.
    if button == panel.L or button == panel.R:
        return RESET
    return MORE if button == panel.SPIT and n + 1 < PAGES else BACK
