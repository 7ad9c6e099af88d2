# SPDX-License-Identifier: MIT
"""The record's bytes and a game's count: what ``spit.console.records.stats.Stats`` does at power-on
(``load``), at a game's end (``end_game``, ``end_match``) and when it saves (``pack``).

Kept apart so that its code is on the heap only then (``Stats`` lets it go after loading and
after each save), never in play. Layout and meaning of every figure: ``spit.console.records.stats``.
"""

import struct

from micropython import const

# The record's numbers as spit.console.records.stats states them, copied: the half stats loads
# does not import stats back (tests/console/test_copies.py holds each copy equal).
VERSION = const(3)
VARIANTS = ("spit", "points", "speed")
CPU_LEVELS = const(5)
MAX_PLAYERS = const(8)
GUEST = const(8)
CPU = const(10)
NOBODY = const(255)
LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
_BLANK = const(0)
_OK = const(1)
_DAMAGED = const(2)
LOST = const(4)
PLAYER_SIZE = const(24)
PLAYERS_AT = const(53)
H2H_AT = const(245)
LANG_AT = const(357)
LANGUAGES = const(5)
PAYLOAD = const(362)
_V2_PAYLOAD = const(357)  # version 2's record: version 3's without the languages


def is_player(who):
    return 0 <= who < MAX_PLAYERS  # (stats.is_player, with the copied numbers)


_MAX = const(65535)
_MAX32 = 0xFFFFFFFF

# The menu settings (spit.console.records.stats.Settings): name, default, lowest, highest, struct
# code. A stored value out of range reads as the default (a field from a future or damaged record
# never reaches the rules). Kept here, not in spit.console.records.stats: not needed in play.
SETTINGS = (
    ("mode", 0, 0, 1, "B"),  # 0 Spit, 1 Speed
    ("cpu_side", NOBODY, 0, 1, "B"),  # the panel the CPU plays, NOBODY for two humans
    ("cpu_level", 2, 1, CPU_LEVELS, "B"),
    ("stocks", 5, 4, 5, "B"),
    ("slap", 1, 0, 1, "B"),
    ("alternate_colors", 0, 0, 1, "B"),
    ("scoring", 0, 0, 1, "B"),  # 0 standard, 1 points
    ("target", 100, 1, 1000, "H"),
    ("auto_flip", 1, 0, 1, "B"),
    ("speed_side", 10, 5, 10, "B"),  # 10 or 5
    ("volume", 2, 0, 2, "B"),  # 0 off, 1 low, 2 high (version 1's "sound": off 0, on 2)
    ("four_color", 0, 0, 1, "B"),
    ("handicap_a", 0, 0, 500, "H"),  # ms added to A's presses
    ("handicap_b", 0, 0, 500, "H"),
    ("match", 0, 0, 2, "B"),  # 0 one game, 1 best of 3, 2 best of 5 (spit.console.flow.match_score)
    ("brightness", 4, 0, 4, "B"),  # backlight, 0 dimmest .. 4 full
    ("dim_min", 1, 0, 60, "B"),  # minutes idle before the backlight dims, 0 never
    ("dark_min", 5, 0, 60, "B"),  # minutes idle before it goes dark, 0 never
    ("battery", 0, 0, 3, "B"),  # 0 none/USB, 1 3xAA alkaline, 2 3xNiMH, 3 1-cell LiPo
)
_SETTINGS_FMT = "".join(entry[4] for entry in SETTINGS)
# played[3], human wins[levels], CPU wins[levels], fastest slap ms, its who, last pair (2 who)
_CONSOLE_FMT = "3H%dH%dHHBBB" % (CPU_LEVELS, CPU_LEVELS)
_HEAD_FMT = "<" + _SETTINGS_FMT + _CONSOLE_FMT
_HEAD = struct.calcsize(_HEAD_FMT)  # = PLAYERS_AT (tests/reliability/test_stats_record)
# A player's figures after his initials: name, struct code, offset in his PLAYER_SIZE bytes
# (kept here, not in spit.console.records.stats: only a game's end and the pages read them)
FIELDS = (
    ("games", "H", 3),
    ("wins", "H", 5),
    ("points", "I", 7),
    ("streak", "H", 11),  # the current run of wins
    ("best_streak", "H", 13),
    ("fastest_win", "H", 15),  # s, 0 = none yet
    ("best_reaction", "H", 17),  # ms, 0 = none yet
    ("slaps", "H", 19),
    ("cpu_beaten", "B", 21),  # the highest CPU level beaten, 0 none
    ("matches", "H", 22),  # matches won
)


def _valid(entry, value):
    if entry[0] == "speed_side":
        return value in (5, 10)
    if entry[0] == "cpu_side" and value == NOBODY:
        return True
    return entry[2] <= value <= entry[3]


def defaults(settings):
    """Every setting of a ``Settings`` to its default."""
    for entry in SETTINGS:
        setattr(settings, entry[0], entry[1])


def set_setting(settings, name, value):
    """``Settings.set``: False (nothing changed) for an unknown name or a value out of range."""
    for entry in SETTINGS:
        if entry[0] == name:
            if not _valid(entry, value):
                return False
            setattr(settings, name, value)
            return True
    return False


def place(st, who, name):
    """Write player ``who``'s initials into the record of Stats ``st``."""
    base = PLAYERS_AT + who * PLAYER_SIZE
    st.rec[base : base + 3] = (name + "  ")[:3].encode()


def clear(st):
    """Zero statistics in RAM (settings and players' names untouched)."""
    st.played = [0] * len(VARIANTS)
    st.human_wins = [0] * CPU_LEVELS  # per CPU level, games a human beat the CPU
    st.cpu_wins = [0] * CPU_LEVELS
    st.fastest_slap = 0  # ms from the race opening to the slap, 0 = none yet
    st.fastest_slap_who = NOBODY
    rec = st.rec
    for who in range(MAX_PLAYERS):
        base = PLAYERS_AT + who * PLAYER_SIZE
        rec[base + 3 : base + PLAYER_SIZE] = bytes(PLAYER_SIZE - 3)
    rec[H2H_AT:LANG_AT] = bytes(LANG_AT - H2H_AT)  # (the languages stay)


def forget_players(st):
    st.rec[PLAYERS_AT:H2H_AT] = bytes(H2H_AT - PLAYERS_AT)
    st.rec[LANG_AT + 1 : PAYLOAD] = b"\xff" * (MAX_PLAYERS // 2)  # each follows the console's
    st.last = [NOBODY, NOBODY]
    st.seats = [GUEST, GUEST]


def get(st, who, field):
    for key, code, at in FIELDS:
        if key == field:
            return struct.unpack_from("<" + code, st.rec, PLAYERS_AT + who * PLAYER_SIZE + at)[0]
    raise KeyError(field)


def put(st, who, field, value):
    for key, code, at in FIELDS:
        if key == field:
            top = _MAX32 if code == "I" else 255 if code == "B" else _MAX
            at += PLAYERS_AT + who * PLAYER_SIZE
            struct.pack_into("<" + code, st.rec, at, min(value, top))
            return
    raise KeyError(field)


def h2h_at(st, a, b):
    return H2H_AT + 2 * (a * (MAX_PLAYERS - 1) + (b if b < a else b - 1))


def put_h2h(st, a, b, value):
    struct.pack_into("<H", st.rec, h2h_at(st, a, b), min(value, _MAX))


def known(st, who):
    # A who that is still there (a deleted player's place reads as NOBODY).
    if is_player(who):
        return who if st.rec[PLAYERS_AT + who * PLAYER_SIZE] else NOBODY
    return who if who == GUEST or CPU < who <= CPU + CPU_LEVELS else NOBODY


def pack(st):
    """The record as bytes (PAYLOAD long)."""
    values = []
    for entry in SETTINGS:
        value = getattr(st.settings, entry[0])
        values.append(value if _valid(entry, value) else entry[1])
    values += st.played + st.human_wins + st.cpu_wins
    values += [st.fastest_slap, st.fastest_slap_who, st.last[0], st.last[1]]
    struct.pack_into(_HEAD_FMT, st.rec, 0, *values)
    lang = st.settings.language
    st.rec[LANG_AT] = lang if 0 <= lang < LANGUAGES else 0
    return bytes(st.rec)


def unpack(st, data):
    """Take settings, players and statistics from a record; False (all defaults, no players)
    if it does not fit."""
    st.settings.defaults()
    clear(
        st,
    )
    forget_players(
        st,
    )
    if data is None or len(data) != PAYLOAD:
        return False
    values = struct.unpack_from(_HEAD_FMT, data, 0)
    for i, entry in enumerate(SETTINGS):
        if _valid(entry, values[i]):
            setattr(st.settings, entry[0], values[i])
    i = len(SETTINGS)
    n = len(VARIANTS)
    if not _sane(data):
        return False
    st.rec[_HEAD:] = memoryview(data)[_HEAD:]
    rec = st.rec
    st.settings.language = rec[LANG_AT] if rec[LANG_AT] < LANGUAGES else 0
    for at in range(LANG_AT + 1, PAYLOAD):  # out of range, or no player there: the console's
        who = 2 * (at - LANG_AT - 1)
        low, high = rec[at] & 15, rec[at] >> 4
        if low >= LANGUAGES or not rec[PLAYERS_AT + who * PLAYER_SIZE]:
            low = 15
        if high >= LANGUAGES or not rec[PLAYERS_AT + (who + 1) * PLAYER_SIZE]:
            high = 15
        rec[at] = low | high << 4
    st.played = list(values[i : i + n])
    i += n
    st.human_wins = list(values[i : i + CPU_LEVELS])
    st.cpu_wins = list(values[i + CPU_LEVELS : i + 2 * CPU_LEVELS])
    i += 2 * CPU_LEVELS
    st.fastest_slap, who, last0, last1 = values[i : i + 4]
    st.fastest_slap_who = who if st.fastest_slap else NOBODY
    st.last = [known(st, last0), known(st, last1)]
    st.seats = [w if is_player(w) else GUEST for w in st.last]  # (the pick screen's first)
    return True


def load(st):
    """Read the newest record from the store (or version 2's or 1's, migrated); True when one was
    found. ``health`` then says what the store found (spit.console.records.store's BLANK, OK,
    DAMAGED or NEWER)."""
    st.dirty = False
    clear(st)
    forget_players(st)
    if st.store is None:
        return False
    payload = st.store.load()
    st.health = st.store.status
    if payload is None and st.health == _DAMAGED and st.store.version == VERSION:
        from spit.console.records.store import Store

        old = Store(st.store.nvm, 2)
        v2 = old.load()
        if v2 is not None and len(v2) == _V2_PAYLOAD and st.unpack(v2 + _V2_TAIL):
            st.health = _OK  # (in English: version 2 had no other language)
            st.migrated = st.dirty = True  # the next save (between games) writes version 3
            st.store.first_sector = (old.base(old.slot) // 4096 + 1) % st.store.sectors
            return True
        old = Store(st.store.nvm, 1)
        from spit.console.records.stats_v1 import migrate
        from spit.screen import forget

        found = migrate(st, old.load(), place, put, put_h2h)
        forget("spit.console.records.stats_v1")  # read once: its code goes
        if found:
            st.health = _OK
            st.migrated = st.dirty = True  # the next save (between games) writes it
            # the first new record goes where it leaves the old one whole (two sectors)
            st.store.first_sector = (old.base(old.slot) // 4096 + 1) % st.store.sectors
            return True
        st.settings.defaults()
        clear(
            st,
        )
        forget_players(
            st,
        )
    if st.health == _BLANK and st.note[0] == "lost":
        st.health = LOST  # not a new console: a power cut took them (boot.py counted it)
    found = st.unpack(payload)
    if payload is not None and not found:
        st.health = _DAMAGED  # a record no game could have written
    return found


def _personal(st, panel, who):
    # this game's slaps and best reaction onto player who's record
    slaps = st._game[panel]
    if slaps:
        put(st, who, "slaps", get(st, who, "slaps") + slaps)
    ms = st._game[2 + panel]
    best = get(st, who, "best_reaction")
    if ms and (best == 0 or ms < best):
        put(st, who, "best_reaction", ms)


def end_game(st, winner, variant, cpu_side=NOBODY, cpu_level=0, play_ms=0, points=(0, 0)):
    """Count a finished game: ``winner`` panel 0, 1 or -1 (draw), for the players at
    ``seats``; ``play_ms`` its time of play, ``points`` each panel's score. Call ``save()``
    next."""
    st.in_game = False
    if not 0 <= variant < len(VARIANTS):
        return
    seats = st.seats
    st.dirty = True
    if cpu_side in (0, 1):  # against the CPU: its own record, not the people's games
        human = 1 - cpu_side
        who = seats[human]
        st.last = [seats[0], seats[1]]
        st.last[cpu_side] = CPU + cpu_level  # (stats.cpu)
        if is_player(who):
            _personal(st, human, who)
        if 1 <= cpu_level <= CPU_LEVELS and winner in (0, 1):
            i = cpu_level - 1
            if winner == cpu_side:
                st.cpu_wins[i] = min(st.cpu_wins[i] + 1, _MAX)
            else:
                st.human_wins[i] = min(st.human_wins[i] + 1, _MAX)
                if is_player(who) and cpu_level > get(st, who, "cpu_beaten"):
                    put(st, who, "cpu_beaten", cpu_level)
        return
    st.played[variant] = min(st.played[variant] + 1, _MAX)
    st.last = [seats[0], seats[1]]
    for p in (0, 1):
        who = seats[p]
        if not is_player(who):
            continue  # a Guest counts nothing
        _personal(st, p, who)
        put(st, who, "games", get(st, who, "games") + 1)
        put(st, who, "points", get(st, who, "points") + max(0, points[p]))
        if winner != p:
            put(st, who, "streak", 0)
            continue
        put(st, who, "wins", get(st, who, "wins") + 1)
        streak = get(st, who, "streak") + 1
        put(st, who, "streak", streak)
        if streak > get(st, who, "best_streak"):
            put(st, who, "best_streak", streak)
        secs = (play_ms + 999) // 1000
        fastest = get(st, who, "fastest_win")
        if secs > 0 and (fastest == 0 or secs < fastest):
            put(st, who, "fastest_win", secs)
        loser = seats[1 - p]
        if is_player(loser):
            at = h2h_at(st, who, loser)
            put_h2h(st, who, loser, struct.unpack_from("<H", st.rec, at)[0] + 1)


def end_match(st, who):
    """A match was decided: player ``who`` won it (a Guest, a CPU or NOBODY: not kept)."""
    if is_player(who) and who in st.players():
        put(st, who, "matches", get(st, who, "matches") + 1)
        st.dirty = True


# -- what the stats screen shows


def _initials(name):
    # True for 3 stored bytes of initials: 1 to 3 of LETTERS, then spaces.
    k = 0
    while k < 3 and name[k] != 32:
        if chr(name[k]) not in LETTERS:
            return False
        k += 1
    for j in range(k, 3):
        if name[j] != 32:
            return False
    return k > 0


_V2_TAIL = b"\x00" + b"\xff" * (MAX_PLAYERS // 2)  # English; every player follows the console


def _sane(data):
    # True when the players and head-to-head of a record are ones a game could have made.
    for who in range(MAX_PLAYERS):
        base = PLAYERS_AT + who * PLAYER_SIZE
        name = data[base : base + 3]
        if name[0] == 0:
            if any(data[base : base + PLAYER_SIZE]):
                return False  # an empty place with figures
            continue
        if not _initials(name):
            return False
        games, wins, _, streak, best = struct.unpack_from("<HHIHH", data, base + 3)
        if wins > games or streak > best or data[base + 21] > CPU_LEVELS:
            return False
    return True
