# SPDX-License-Identifier: MIT
"""The statistics page: its lines from a spit.console.stats.Stats, its footer, what a press on it
means.

Loaded while the page is drawn or pressed only."""

from spit.console.stats import CPU_LEVELS

_L, _R = 5, 6  # buttons (spit.input.panel numbering)


def lines(stats):
    """The stats screen, one short line each (built when the screen opens, not per frame)."""
    names = "AB"
    out = [
        "Games %d   A won %d   B won %d"
        % (stats.played_total(), stats.won_total(0), stats.won_total(1)),
        "Spit %d   Points %d   Speed %d" % (stats.played[0], stats.played[1], stats.played[2]),
    ]
    if stats.fastest_slap:
        side = names[stats.fastest_slap_side] if stats.fastest_slap_side < 2 else "?"
        out.append("Fastest slap %d ms (%s)" % (stats.fastest_slap, side))
    else:
        out.append("Fastest slap -")
    if stats.best_streak:
        side = names[stats.best_streak_side] if stats.best_streak_side < 2 else "?"
        wins = "win" if stats.best_streak == 1 else "wins"
        out.append("Best streak %d %s (%s)" % (stats.best_streak, wins, side))
    else:
        out.append("Best streak -")
    won, games = sum(stats.human_wins), sum(stats.human_wins) + sum(stats.cpu_wins)
    out.append("Against the CPU: you won %d of %d" % (won, games))
    beaten = " ".join("%d/%d" % (stats.human_wins[i], stats.human_wins[i] + stats.cpu_wins[i])
                      for i in range(CPU_LEVELS))  # fmt: skip
    out.append("CPU 1-5 beaten: " + beaten)
    notice = NOTICES.get(stats.health)
    if notice:  # first, in place of the CPU levels (the page has 6 rows): a family must not
        out = [notice] + out[:-1]  # read lost statistics as a fresh start
    return out


# What loading found, when it was not simply read (spit.console.store's DAMAGED, NEWER); at most
# 33 characters, the page's column.
NOTICES = {
    2: "Saved stats damaged (power cut?)",
    3: "Kept: saved by a newer firmware",
}


FOOT = "SPIT back     L/R reset statistics"


def stats_choice(button):
    # type: (int) -> str
    # A press on the statistics page: L/R asks to reset them, any other button goes back.
    return "reset" if button == _L or button == _R else "back"
