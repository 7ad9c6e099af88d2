# SPDX-License-Identifier: MIT
"""The console's memory across power-offs: menu settings, players and their records, one record.

``Stats(store, note)`` loads the newest record from a ``spit.console.records.store.Store`` (blank or
corrupt nvm reads as default settings and no players; ``health`` says which, and with boot.py's
``note`` (``read_note()``) tells a power cut's blank from a new console's). The app changes
``settings`` in the menu and calls ``save()`` on leaving it; around a game it calls
``begin_game()`` / ``end_game(...)`` (and ``end_match(...)`` when a match is decided) and then
``save()``. While a game is on, ``save()`` refuses (returns False, writes nothing): an nvm write
stalls buttons and screen for tens of ms, so it never happens during play. The store's guard
(``set_guard``, e.g. a low battery) may refuse too: ``refused`` then says why.

Who sits at a panel (``seats``, a "who" each): a player 0..MAX_PLAYERS-1 (three letters or
fewer, ``LETTERS``), ``GUEST`` (counts nothing) or a CPU level (``cpu(level)``). ``last`` is the
pair that played last, panel by panel: the pick screen offers it first.

Per player (``record(who)``, ``spit.console.records.tally.FIELDS``): games and wins against people
(draws are games, not wins), points (points and Speed scoring; 0 in standard), the head-to-head
wins against each other player (``head_to_head``), the best and the current winning streak
(consecutive wins against people; a draw or a loss ends it), the fastest win (s of play: the
game's frames, not the pause menu nor the pages between rounds), the best reaction (ms: see
``spit.console.flow.match.Match`` for how it is measured; games against the CPU count), slaps won
(against people and the CPU), the highest CPU level beaten, matches won. A Guest's games count
for the other player's own figures, never for head-to-head. Games against the CPU have their own
record too: per level, the people's wins and the CPU's (``human_wins``, ``cpu_wins``);
``played`` counts games between two people per variant, whoever played them.

Record: ``PAYLOAD`` (362) bytes, counters saturating (65535; points at 2**32-1); in a store
slot of 384 bytes: 10 saves between erases of a flash sector. Version 1's record (the first
firmware's: two panels, no players) is read once and kept as players "A" and "B" (``stats_v1``);
version 2's (no languages: its first 357 bytes are version 3's) is read once in English.

Languages (``spit.screen.lang``'s numbers): the console's is the setting ``language`` (a fresh
console's from settings.toml, ``Stats(..., language=)``); a kept player has his own
(``language(who)``, ``set_language(who, lang)``) or follows the console's (``NOBODY``).
The rules on players (make, rename, delete, seat) and what the pages read: ``players``.
"""

from micropython import const

VERSION = 3  # the record layout; the store ignores records of other versions
VARIANTS = ("spit", "points", "speed")  # standard Spit, Spit scored in points, Speed
V_SPIT = 0
V_POINTS = 1
V_SPEED = 2
CPU_LEVELS = 5  # levels 1..CPU_LEVELS have their own records
MAX_PLAYERS = 8
GUEST = 8  # who: a guest (counts nothing)
CPU = 10  # who: CPU + level (11..15)
NOBODY = 255  # no one (stored as a byte)
LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"  # of a player's initials (then spaces)
_MIN_REACTION_MS = const(100)  # quicker is a press made before seeing (mashing), not a reaction
MAX_REACTION_MS = 10000  # slower is a pause, not a reaction
_MAX = const(65535)
_MAX32 = 0xFFFFFFFF
_BLANK = 0  # spit.console.records.store's BLANK, OK and DAMAGED (its status after a load)
_OK = 1
_DAMAGED = 2
LOST = 4  # Stats.health: blank nvm where the drive's note says statistics were saved
NOTE = "/spit-nvm.txt"  # written by boot.py (firmware/boot.py says why)

# The record: a header of the menu settings (their table, ``SETTINGS``, and the header's struct
# format are in spit.console.records.tally: read only at power-on, by the menu and at a save) and
# the console's figures, PLAYERS_AT bytes (tests/reliability/test_stats_record checks the sum), A
# player: initials (3 bytes, space-padded; 0 0 0 = an empty place), then his figures
# (spit.console.records.tally.FIELDS: their layout is needed only there and by the pages)
PLAYER_SIZE = 24
_PAIRS = MAX_PLAYERS * (MAX_PLAYERS - 1)  # head-to-head: wins of each player over each other
PLAYERS_AT = 53
H2H_AT = PLAYERS_AT + MAX_PLAYERS * PLAYER_SIZE
# The console's language (a byte), then each player's in a nibble (player 2k low, 2k + 1 high;
# 15: the console's): the slot has 7 bytes to spare (spit.console.records.store's MAX_PAYLOAD)
LANG_AT = H2H_AT + 2 * _PAIRS
LANGUAGES = 5  # spit.screen.lang.LANGS
PAYLOAD = LANG_AT + 1 + MAX_PLAYERS // 2
RECORD_SIZE = PAYLOAD  # (the name earlier code and tools read)


def cpu(level):
    """The who of a CPU level."""
    return CPU + level


def is_player(who):
    return 0 <= who < MAX_PLAYERS


def put_language(rec, who, lang):
    """Player who's language nibble in record rec (NOBODY: 15, the console's)."""
    at, shift = LANG_AT + 1 + who // 2, 4 * (who & 1)
    rec[at] = (rec[at] & (0xF0 >> shift)) | ((15 if lang == NOBODY else lang) << shift)


def read_note(path=NOTE):
    """boot.py's note on the drive as (state, power cuts that reset the statistics); ("none", 0)
    when there is none or it cannot be read."""
    try:
        with open(path) as f:
            words = f.readline().split()
        return words[1], int(words[2])
    except (OSError, ValueError, IndexError):
        return "none", 0


def _let_go():
    # spit.console.records.tally's code off the heap until the next load, game end or save
    from spit.screen import forget

    forget("spit.console.records.tally")


class Settings:
    """The menu settings as attributes named in ``spit.console.records.tally.SETTINGS``."""

    # Set from SETTINGS (annotations cost nothing at run time).
    mode: int
    cpu_side: int
    cpu_level: int
    stocks: int
    slap: int
    alternate_colors: int
    scoring: int
    target: int
    auto_flip: int
    speed_side: int
    volume: int
    four_color: int
    handicap_a: int
    handicap_b: int
    match: int
    brightness: int
    dim_min: int
    dark_min: int
    battery: int
    language: int  # the console's (spit.screen.lang's numbers); kept at the record's LANG_AT

    def __init__(self, language=0):
        self.fresh = language  # a fresh console's language (settings.toml's ``language``)
        self.defaults()

    # (their table is in spit.console.records.tally: loaded here, let go by the caller, as
    # Stats does)
    def defaults(self):
        from spit.console.records import tally

        tally.defaults(self)
        self.language = self.fresh

    def set(self, name, value):
        """Set one setting; False (nothing changed) for an unknown name or a value out of range."""
        if name == "language":  # (kept apart from tally's table: at the record's LANG_AT)
            ok = 0 <= value < LANGUAGES
            if ok:
                self.language = value
            return ok
        from spit.console.records import tally

        return tally.set_setting(self, name, value)

    def variant(self):
        """The statistics variant these settings play (V_SPIT, V_POINTS or V_SPEED)."""
        if self.mode == 1:
            return V_SPEED
        return V_POINTS if self.scoring == 1 else V_SPIT

    def best_of(self):
        """Games a match is the best of: 1, 3 or 5 (points scoring plays to its target: 1)."""
        if self.scoring == 1 and self.mode == 0:
            return 1
        return 1 + 2 * self.match

    def rules_kwargs(self):
        """Keyword arguments for ``spit.Rules`` (built at game start, not on the hot path)."""
        return {
            "mode": "speed" if self.mode == 1 else "spit",
            "stocks": self.stocks,
            "slap": bool(self.slap),
            "alternate_colors": bool(self.alternate_colors),
            "scoring": "points" if self.scoring == 1 else "standard",
            "target": self.target if self.scoring == 1 else None,
            "auto_flip": bool(self.auto_flip),
            "speed_side": self.speed_side,
        }


class Stats:
    """Settings + players + statistics, loaded from and saved to a ``Store`` (RAM if None)."""

    # Set by spit.console.records.tally's clear() and load() (annotations cost nothing at run time).
    played: list  # games between two people per variant
    human_wins: list  # per CPU level, games a human beat the CPU
    cpu_wins: list
    fastest_slap: int  # ms from the race opening to the slap, 0 = none yet
    fastest_slap_who: int
    last: list  # who played last at A and B

    def __init__(self, store=None, note=("none", 0), language=0):
        self.store = store
        self.health = _BLANK  # what loading found: the stats page says when it was not read
        # boot.py's note on the drive: ("saved" / "lost" / "none", power cuts that reset them)
        self.note = note
        self.cut_resets = note[1]
        self.migrated = False  # the figures came from a version-1 record (not yet saved as 2)
        self.settings = Settings(language)
        self.in_game = False
        self.hold = False  # set by the app while faults repeat: nothing is saved
        self.dirty = False
        self.refused = ""  # why the last save() wrote nothing ("" when it did, or had nothing)
        self.seats = [GUEST, GUEST]  # who plays at panel A, B
        self._game = [0, 0, 0, 0]  # this game's slaps (A, B) and best reactions (A, B)
        self.rec = bytearray(PAYLOAD)  # the record; players and head-to-head live in it
        self.load()
        _let_go()

    # -- the record and a game's count, in spit.console.records.tally (loaded when needed,
    # then let go)
    def pack(self):
        """The record as bytes (PAYLOAD long)."""
        from spit.console.records import tally

        return tally.pack(self)

    def unpack(self, data):
        """Take settings, players and statistics from a record; False (all defaults, no players)
        if it does not fit."""
        from spit.console.records import tally

        return tally.unpack(self, data)

    def load(self):
        """Read the newest record from the store (or version 1's, migrated); True when one was
        found. ``health`` then says what the store found (spit.console.records.store's BLANK, OK,
        DAMAGED or NEWER)."""
        from spit.console.records import tally

        return tally.load(self)

    def end_game(self, winner, variant, cpu_side=NOBODY, cpu_level=0, play_ms=0, points=(0, 0)):
        """Count a finished game: ``winner`` panel 0, 1 or -1 (draw), for the players at
        ``seats``; ``play_ms`` its time of play, ``points`` each panel's score. Call ``save()``
        next."""
        from spit.console.records import tally

        tally.end_game(self, winner, variant, cpu_side, cpu_level, play_ms, points)

    def end_match(self, who):
        """A match was decided: player ``who`` won it (a Guest, a CPU or NOBODY: not kept)."""
        from spit.console.records import tally

        tally.end_match(self, who)

    def set_guard(self, guard):
        """``guard()``: True when flash may be written now; False or a reason refuses."""
        if self.store is not None:
            self.store.guard = guard

    def save(self):
        """Write the record if anything changed; refused (False, ``refused`` says why) while a
        game is on, while faults repeat, when nvm holds a newer firmware's record (the store
        never erases it) or when the store's guard says no. Nothing to save: False, ""."""
        self.refused = ""
        if self.in_game:
            self.refused = "a game is on"
        elif self.hold:
            self.refused = "faults repeat"
        if self.refused or not self.dirty or self.store is None:
            _let_go()
            return False
        saved = self.store.save(self.pack())
        _let_go()
        if not saved:
            self.refused = self.store.refused
            return False
        self.dirty = False
        self.migrated = False
        return True

    def changed(self):
        """Note that settings changed (the menu calls this; ``save()`` then writes them)."""
        self.dirty = True

    def reset(self):
        """Zero every statistic and save it (the menu asks for confirmation first); the players
        stay, with nothing to their names."""
        if self.in_game or self.hold:
            return False
        from spit.console.records import tally

        tally.clear(self)
        self.dirty = True
        return self.save()

    # -- players
    def players(self):
        """The players' whos, in the order they were made (the places they fill)."""
        return [who for who in range(MAX_PLAYERS) if self.rec[PLAYERS_AT + who * PLAYER_SIZE]]

    def name(self, who):
        """A who as the pages say it: "ANA", "Guest", "CPU 3" ("?" for nobody)."""
        if is_player(who):
            base = PLAYERS_AT + who * PLAYER_SIZE
            if self.rec[base]:
                return bytes(self.rec[base : base + 3]).decode().rstrip()
        elif who == GUEST:
            return "Guest"
        elif CPU < who <= CPU + CPU_LEVELS:
            return "CPU %d" % (who - CPU)
        return "?"

    def language(self, who):
        """The language a who reads: a kept player's own, else (a Guest, a CPU, a player who
        follows it) the console's."""
        lang = self.own_language(who)
        return self.settings.language if lang == NOBODY else lang

    def own_language(self, who):
        """A kept player's own language, NOBODY when he follows the console's."""
        if not is_player(who):
            return NOBODY
        lang = (self.rec[LANG_AT + 1 + who // 2] >> (4 * (who & 1))) & 15
        return lang if lang < LANGUAGES else NOBODY

    def set_language(self, who, lang):
        """Player who's own language (NOBODY: the console's); False for anyone else."""
        if not is_player(who) or not self.rec[PLAYERS_AT + who * PLAYER_SIZE]:
            return False
        if not (0 <= lang < LANGUAGES or lang == NOBODY):
            return False
        if self.own_language(who) != lang:
            put_language(self.rec, who, lang)
            self.dirty = True
        return True

    def begin_game(self):
        """A game starts: from now until end_game/abort_game, save() writes nothing."""
        self.in_game = True
        self._game[0] = self._game[1] = self._game[2] = self._game[3] = 0

    def abort_game(self):
        """The game was abandoned (menu, attract mode ended): it is not counted."""
        self.in_game = False

    def note_slap(self, panel, ms):
        """The player at ``panel`` won a slap ``ms`` after its race opened (RAM only, cheap
        enough for the hot path; counted at end_game)."""
        if 0 <= panel <= 1:
            self._game[panel] += 1
            if 0 < ms and (self.fastest_slap == 0 or ms < self.fastest_slap):
                self.fastest_slap = ms if ms < _MAX else _MAX
                self.fastest_slap_who = self.seats[panel] if self.seats[panel] < GUEST else NOBODY
                self.dirty = True

    def note_reaction(self, panel, ms):
        """The player at ``panel`` played a card ``ms`` after the table showed where it fits
        (RAM only; this game's best is kept at end_game). Out of MIN/MAX_REACTION_MS: ignored."""
        if 0 <= panel <= 1 and _MIN_REACTION_MS <= ms <= MAX_REACTION_MS:
            best = self._game[2 + panel]
            if best == 0 or ms < best:
                self._game[2 + panel] = ms

    def played_total(self):
        return sum(self.played)

    def won_total(self, panel):
        """Games won by the player at ``panel`` (0 for a Guest or a CPU)."""
        who = self.seats[panel] if panel in (0, 1) else NOBODY
        if not is_player(who) or not self.rec[PLAYERS_AT + who * PLAYER_SIZE]:
            return 0
        from spit.console.records.tally import get

        return get(self, who, "wins")
