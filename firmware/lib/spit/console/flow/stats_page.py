# SPDX-License-Identifier: MIT
"""The statistics pages: games between two people, then games against the CPU; their lines
from a spit.console.records.stats.Stats, their footers, what a press on them means.

Loaded while a page is drawn or pressed only."""

from spit.console.flow.menu import BACK, MORE, RESET
from spit.console.records.stats import CPU_LEVELS, GUEST
from spit.input import panel
from spit.screen import words
from spit.screen.text import said

PAGES = 2  # the console's pages; then one per player, and the head-to-head table
# (rows of at most 29 characters: the pages' font across a half, three-digit counts included)
# A player's page: P1 renames him, P5 deletes him (after a question), P3 his language (the
# statistics screen); L/R still resets all. (P2 and P4 go back, as on the other pages)
RENAME = "rename"
DELETE = "delete"


def pages(stats):
    """How many pages: the two of the console, one per kept player, the head-to-head table
    (when two players or more are kept)."""
    n = len(stats.players())
    return PAGES + n + (1 if n > 1 else 0)


def page(stats, n, language=0):
    """(heading, lines, footer) of page n (0: two players, 1: against the CPU, then each player
    in the order made, then head to head), built when the page opens, not per frame; its words
    said in ``language``."""
    last = n + 1 >= pages(stats)
    foot = said(language, words.STATS_FOOT if not last else words.STATS_FOOT_LAST)
    if n == 0:  # what loading found, when the record was not simply read, heads the page
        head = said(language, NOTICES.get(stats.health, words.STATS_TWO))
        return head, _people(stats, language), foot
    if n == 1:
        lines = []
        for i in range(CPU_LEVELS):  # a CPU's wins are never a side's, nor the sides' in its games
            won, lost = stats.human_wins[i], stats.cpu_wins[i]
            lines.append(said(language, words.LEVEL, i + 1, won, won + lost))
        return said(language, words.STATS_VS_CPU), lines, foot
    kept = stats.players()
    if n - PAGES < len(kept):
        who = kept[n - PAGES]
        foot = said(language, words.PLAYER_FOOT_BACK if last else words.PLAYER_FOOT_MORE)
        # his name alone heads it: the heading's row also holds his language ("P3: Italiano"),
        # which a long "Statistiche: ANA" ran into
        return stats.name(who), _player(stats, who, language), foot
    return said(language, words.H2H), _head_to_head(stats, kept, language), foot


def _player(stats, who, language=0):
    # One player's figures (spit.console.records.players.record): 5 rows of at most 29 characters.
    from spit.console.records.players import record

    r = record(stats, who)
    fast = "%d s" % r["fastest_win"] if r["fastest_win"] else "-"
    react = "%d ms" % r["best_reaction"] if r["best_reaction"] else "-"
    level = "level %d" if language == 0 else "%d"  # (the others say "level" in their row)
    beaten = level % r["cpu_beaten"] if r["cpu_beaten"] else "-"
    return [
        said(language, words.GAMES_WON, r["games"], r["wins"]),
        said(language, words.POINTS_SLAPS, r["points"], r["slaps"]),
        said(language, words.STREAK, r["streak"], r["best_streak"]),
        said(language, words.FASTEST, fast, react),  # 29 columns: 9999 s, 9999 ms
        said(language, words.BEAT_CPU, beaten, r["matches"]),
    ]


def _head_to_head(stats, kept, language=0):
    # "ANA 12-9 MAX" for each pair that has played (the pages show the first five).
    from spit.console.records.players import head_to_head

    out = []
    for i in range(len(kept)):
        for j in range(i + 1, len(kept)):
            a, b = head_to_head(stats, kept[i], kept[j])
            if a or b:
                out.append("%s %d-%d %s" % (stats.name(kept[i]), a, b, stats.name(kept[j])))
    return out or [said(language, words.NO_H2H)]


# What loading found (spit.console.records.store's DAMAGED, NEWER) in the heading's 26 columns: a
# family must not read lost statistics as a fresh start.
NOTICES = {
    2: words.STATS_DAMAGED,  # "Stats damaged (power cut?)"
    3: words.NEWER,  # "Stats of a newer firmware"
    4: words.POWER_CUT,  # "Stats reset by a power cut": blank nvm, the drive's note says saved
}


def _people(stats, language=0):
    # (until the players' pages: the pair at the panels, who played last)
    # a Guest goes by his panel's letter, as on the game's pages ("Guest won 0" twice said nothing)
    a, b = [stats.name(w) if w != GUEST else "AB"[p] for p, w in enumerate(stats.seats)]
    out = [
        said(language, words.GAMES, stats.played_total()),
        said(language, words.WON_BOTH, a, stats.won_total(0), b, stats.won_total(1)),
        said(language, words.PLAYED, *stats.played),
    ]
    if stats.fastest_slap:
        who = stats.name(stats.fastest_slap_who)
        out.append(said(language, words.FASTEST_SLAP, stats.fastest_slap, who))
    else:
        out.append(said(language, words.FASTEST_SLAP_NONE))
    from spit.console.records.players import hall

    streak = hall(stats)[1]
    if streak[1] == 1:
        out.append(said(language, words.STREAK_WIN, stats.name(streak[2])))
    elif streak[1]:
        out.append(said(language, words.STREAK_WINS, streak[1], stats.name(streak[2])))
    else:
        out.append(said(language, words.STREAK_NONE))
    return out


def player_on(stats, n):
    """The who whose page is page n, or -1 (a page of the console's, the head-to-head)."""
    kept = stats.players()
    return kept[n - PAGES] if 0 <= n - PAGES < len(kept) else -1


def stats_choice(button, n=PAGES - 1, count=PAGES, player=False):
    # type: (int, int, int, bool) -> str
    # A press on statistics page n of ``count``: L/R asks to reset them, SPIT turns to the next
    # page (the last page: back); on a ``player``'s page P1 renames, P5 deletes; any other
    # button goes back.
    if button == panel.L or button == panel.R:
        return RESET
    if player and button in (panel.P1, panel.P5):
        return RENAME if button == panel.P1 else DELETE
    return MORE if button == panel.SPIT and n + 1 < count else BACK
