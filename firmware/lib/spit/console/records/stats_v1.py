# SPDX-License-Identifier: MIT
"""Version 1's record (the first firmware's: two panels, no players), read once after an update.

Loaded by ``spit.console.records.stats`` only when nvm holds no record of its own version but one of
version 1; its figures then live on as players "A" and "B" until the next save writes them in
the new format.
"""

import struct

from micropython import const

# stats' numbers, copied: the halves import neither stats nor each other (tests/console/test_copies)
CPU_LEVELS = const(5)
NOBODY = const(255)

# Its settings, then the two panels' figures
_V1_SETTINGS = ("mode", "cpu_side", "cpu_level", "stocks", "slap", "alternate_colors",
                "scoring", "target", "auto_flip", "speed_side", "sound", "four_color",
                "handicap_a", "handicap_b")  # fmt: skip
# settings; played[3], won_a[3], won_b[3], fastest slap ms, its side, best streak, its side,
# current streak, its side, human wins[levels], CPU wins[levels]
_V1_FMT = "<BBBBBBBHBBBBHH9HHBHBHB%dH%dH" % (CPU_LEVELS, CPU_LEVELS)
V1_SIZE = struct.calcsize(_V1_FMT)


def migrate(st, data, place, put, put_h2h):
    """Take version 1's record: its settings, and its panels' figures as players "A" and "B"
    (its names on the stats page) who sat at A and B last: games, wins, head-to-head, the
    streaks, the fastest slap; the per-variant and CPU counts as they were. Per-player
    figures it never kept (points, slaps, reactions, fastest win, CPU level beaten) start at
    0. False (defaults) if it is not a record version 1 could have written. ``place``, ``put``
    and ``put_h2h``: spit.console.records.tally's writers, handed in by tally, which loads this."""
    if data is None or len(data) != V1_SIZE:
        return False
    values = struct.unpack(_V1_FMT, data)
    n = len(_V1_SETTINGS)
    played = list(values[n : n + 3])
    won = (sum(values[n + 3 : n + 6]), sum(values[n + 6 : n + 9]))
    for v in range(3):
        if values[n + 3 + v] + values[n + 6 + v] > played[v]:
            return False
    slap, slap_side, best, best_side, streak, side = values[n + 9 : n + 15]
    if streak > best or (best and best_side > 1) or (streak and side > 1):
        return False
    for i, key in enumerate(_V1_SETTINGS):
        if key == "sound":
            st.settings.volume = 2 if values[i] else 0
        else:
            st.settings.set(key, values[i])
    st.played = played
    st.human_wins = list(values[n + 15 : n + 15 + CPU_LEVELS])
    st.cpu_wins = list(values[n + 15 + CPU_LEVELS : n + 15 + 2 * CPU_LEVELS])
    if sum(played) == 0 and not slap:
        return True  # no game between people: no one to remember
    for p in (0, 1):
        place(st, p, "AB"[p])
        put(st, p, "games", sum(played))
        put(st, p, "wins", won[p])
        mine = streak if side == p else 0
        put(st, p, "best_streak", best if best_side == p else mine)
        put(st, p, "streak", mine)
        put_h2h(st, p, 1 - p, won[p])
    st.fastest_slap = slap
    st.fastest_slap_who = slap_side if slap and slap_side < 2 else NOBODY
    st.last = [0, 1]
    st.seats = [0, 1]
    return True
