# SPDX-License-Identifier: MIT
"""The rules on players, in one place: make (at most ``MAX_PLAYERS``), rename, delete, seat at a
panel (never one player at both), and what the pages read (``record``, ``head_to_head``,
``hall``). Each call that changes something marks the record to be saved (``Stats.save()``,
between games); one refused returns why in words a page can show.

Loaded by the pages that pick, enter, show or edit players (and at a game's start until the pick
screen exists), never in play: ``spit.console.records.stats`` keeps only what a game needs.
"""

import struct

from spit.console.records.stats import (
    GUEST,
    LETTERS,
    MAX_PLAYERS,
    NOBODY,
    PLAYER_SIZE,
    PLAYERS_AT,
    cpu,
    is_player,
    put_language,
)
from spit.console.records.tally import FIELDS, get, h2h_at, known, place, put_h2h


def name_problem(name):
    """ "" when ``name`` may be a player's initials (1 to 3 of LETTERS), else what is wrong."""
    if not 1 <= len(name) <= 3:
        return "1 to 3 letters"
    for ch in name:
        if ch not in LETTERS:
            return "letters and digits only"
    return ""


def find(st, name):
    """The who of the player called ``name``, or -1."""
    for who in st.players():
        if st.name(who) == name:
            return who
    return -1


def _name_refused(st, name, who=-1):
    problem = name_problem(name)
    if problem:
        return problem
    other = find(st, name)
    if other >= 0 and other != who:
        return "%s is taken" % name
    if st.in_game:
        return "not during a game"
    return ""


def add(st, name):
    """(who, "") for a new player called ``name``, or (-1, why not): 8 players already,
    the name taken or not 1 to 3 letters."""
    refused = _name_refused(st, name)
    if refused:
        return -1, refused
    for who in range(MAX_PLAYERS):
        if not st.rec[PLAYERS_AT + who * PLAYER_SIZE]:
            _clear_player(st, who)
            place(st, who, name)
            st.dirty = True
            return who, ""
    return -1, "%d players already: delete one in Stats" % MAX_PLAYERS


def rename(st, who, name):
    """ "" when player ``who`` is now called ``name``, else why not (figures kept)."""
    if not is_player(who) or who not in st.players():
        return "no such player"
    refused = _name_refused(st, name, who)
    if refused:
        return refused
    place(st, who, name)
    st.dirty = True
    return ""


def delete(st, who):
    """ "" when player ``who`` and every figure of his are gone (his place free for a new
    one), else why not. The others keep their own totals."""
    if not is_player(who) or who not in st.players():
        return "no such player"
    if st.in_game:
        return "not during a game"
    _clear_player(st, who)
    st.rec[PLAYERS_AT + who * PLAYER_SIZE : PLAYERS_AT + who * PLAYER_SIZE + 3] = bytes(3)
    for p in (0, 1):
        if st.seats[p] == who:
            st.seats[p] = GUEST
        if st.last[p] == who:
            st.last[p] = NOBODY
    if st.fastest_slap_who == who:
        st.fastest_slap_who = NOBODY  # the time stays the console's; its name goes
    st.dirty = True
    return ""


def _clear_player(st, who):
    # his figures and his head-to-head both ways (a new player in his place starts at 0)
    base = PLAYERS_AT + who * PLAYER_SIZE
    st.rec[base + 3 : base + PLAYER_SIZE] = bytes(PLAYER_SIZE - 3)
    put_language(st.rec, who, NOBODY)  # a new player in his place reads the console's
    for other in range(MAX_PLAYERS):
        if other != who:
            put_h2h(st, who, other, 0)
            put_h2h(st, other, who, 0)


def seat(st, panel, who):
    """ "" when ``who`` now plays at ``panel`` (0 A, 1 B), else why not: a player cannot sit
    at both panels (Guests and CPUs can)."""
    if panel not in (0, 1):
        return "no such panel"
    if known(st, who) == NOBODY:
        return "no such player"
    if st.in_game:
        return "not during a game"
    if is_player(who) and st.seats[1 - panel] == who:
        return "%s plays at %s" % (st.name(who), "AB"[1 - panel])
    st.seats[panel] = who
    return ""


def seat_for_play(st, cpu_sides=(), cpu_level=0):
    """Seat who plays the next game without a pick screen: a CPU panel its level; a
    person's panel whoever played there last, else the player "A" or "B" (made when
    missing, as version 1 called the panels), else a Guest."""
    for p in (0, 1):
        if p in cpu_sides:
            st.seats[p] = cpu(cpu_level)
            continue
        who = st.last[p] if is_player(st.last[p]) else find(st, "AB"[p])
        if who < 0:
            who = add(st, "AB"[p])[0]
        st.seats[p] = GUEST  # (who is missing, or already at the other panel)
        if who >= 0:
            seat(st, p, who)


def record(st, who):
    """Player ``who``'s figures as a dict: ``name`` and every field of ``FIELDS``."""
    out = {"name": st.name(who)}
    for key, _, _ in FIELDS:
        out[key] = get(st, who, key)
    return out


def head_to_head(st, a, b):
    """(games player a won against b, games b won against a)."""
    if not (is_player(a) and is_player(b)) or a == b:
        return 0, 0
    get = struct.unpack_from
    return get("<H", st.rec, h2h_at(st, a, b))[0], get("<H", st.rec, h2h_at(st, b, a))[0]


def in_hall(st):
    """True when the hall of fame has a record to show (someone holds one of ``hall``'s)."""
    for _, _, who in hall(st):
        if who != NOBODY:
            return True
    return False


def hall(st):
    """The hall of fame: ((title, figure, who), ...) for the fastest win (s), the best
    streak (wins) and the best reaction (ms); who NOBODY (figure 0) while no one has one.
    Ties go to the player made first."""
    out = []
    for title, key, low in (("Fastest win", "fastest_win", True),
                            ("Best streak", "best_streak", False),
                            ("Best reaction", "best_reaction", True)):  # fmt: skip
        best, holder = 0, NOBODY
        for who in st.players():
            v = get(st, who, key)
            if v and (not best or (v < best if low else v > best)):
                best, holder = v, who
        out.append((title, best, holder))
    return out
