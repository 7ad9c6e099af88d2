# SPDX-License-Identifier: MIT
"""The console's memory across power-offs: menu settings and game statistics, one record.

``Stats(store, note)`` loads the newest record from a ``spit.console.store.Store`` (blank or
corrupt nvm reads as default settings and zero statistics; ``health`` says which, and with
boot.py's ``note`` (``read_note()``) tells a power cut's blank from a new console's). The app
changes ``settings`` in the menu and calls ``save()`` on leaving it; around a game it calls
``begin_game()`` / ``end_game(...)`` and then ``save()``. While a game is on, ``save()``
refuses (returns False, writes nothing): an nvm write stalls buttons and screen for tens of ms,
so it never happens during play.

Statistics: games between two people played and won per side (A = 0, B = 1) for each variant
(``VARIANTS``), the fastest slap, the longest winning streak; games against the CPU only in their
own record, per CPU level the human's wins and the CPU's wins.
Counters saturate at 65535. Packed with ``struct`` into ``RECORD_SIZE`` bytes.
"""

import struct

VERSION = 1  # the record layout; the store ignores records of other versions
VARIANTS = ("spit", "points", "speed")  # standard Spit, Spit scored in points, Speed
V_SPIT = 0
V_POINTS = 1
V_SPEED = 2
CPU_LEVELS = 5  # levels 1..CPU_LEVELS have their own records
NOBODY = 255  # no side (stored as a byte)
_MAX = 65535
_BLANK = 0  # spit.console.store's BLANK and DAMAGED (its status after a load)
_DAMAGED = 2
LOST = 4  # Stats.health: blank nvm where the drive's note says statistics were saved
NOTE = "/spit-nvm.txt"  # written by boot.py (firmware/boot.py says why)

# Menu settings: name, default, lowest, highest, struct code. A stored value out of range reads
# as the default (a field from a future or damaged record never reaches the rules).
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
    ("sound", 1, 0, 1, "B"),
    ("four_color", 0, 0, 1, "B"),
    ("handicap_a", 0, 0, 500, "H"),  # ms added to A's presses
    ("handicap_b", 0, 0, 500, "H"),
)
_SETTINGS_FMT = "".join(entry[4] for entry in SETTINGS)
# played[3], won_a[3], won_b[3], fastest slap ms, its side, best streak, its side,
# current streak, its side, human wins[levels], CPU wins[levels]
_STATS_FMT = "9HHBHBHB%dH%dH" % (CPU_LEVELS, CPU_LEVELS)
_FMT = "<" + _SETTINGS_FMT + _STATS_FMT
RECORD_SIZE = struct.calcsize(_FMT)


def _valid(entry, value):
    if entry[0] == "speed_side":
        return value in (5, 10)
    if entry[0] == "cpu_side" and value == NOBODY:
        return True
    return entry[2] <= value <= entry[3]


def read_note(path=NOTE):
    """boot.py's note on the drive as (state, power cuts that reset the statistics); ("none", 0)
    when there is none or it cannot be read."""
    try:
        with open(path) as f:
            words = f.readline().split()
        return words[1], int(words[2])
    except (OSError, ValueError, IndexError):
        return "none", 0


class Settings:
    """The menu settings as attributes named in ``SETTINGS``."""

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
    sound: int
    four_color: int
    handicap_a: int
    handicap_b: int

    def __init__(self):
        self.defaults()

    def defaults(self):
        for entry in SETTINGS:
            setattr(self, entry[0], entry[1])

    def set(self, name, value):
        """Set one setting; False (nothing changed) for an unknown name or a value out of range."""
        for entry in SETTINGS:
            if entry[0] == name:
                if not _valid(entry, value):
                    return False
                setattr(self, name, value)
                return True
        return False

    def variant(self):
        """The statistics variant these settings play (V_SPIT, V_POINTS or V_SPEED)."""
        if self.mode == 1:
            return V_SPEED
        return V_POINTS if self.scoring == 1 else V_SPIT

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
    """Settings + statistics, loaded from and saved to a ``Store`` (or kept in RAM if None)."""

    def __init__(self, store=None, note=("none", 0)):
        self.store = store
        self.health = _BLANK  # what loading found: the stats page says when it was not read
        # boot.py's note on the drive: ("saved" / "lost" / "none", power cuts that reset them)
        self.note = note
        self.cut_resets = note[1]
        self.settings = Settings()
        self.in_game = False
        self.hold = False  # set by the app while faults repeat: nothing is saved
        self.dirty = False
        self._buf = bytearray(RECORD_SIZE)
        self.clear()
        self.load()

    def clear(self):
        """Zero statistics in RAM (settings untouched)."""
        self.played = [0] * len(VARIANTS)
        self.won = ([0] * len(VARIANTS), [0] * len(VARIANTS))
        self.fastest_slap = 0  # ms from the race opening to the slap, 0 = none yet
        self.fastest_slap_side = NOBODY
        self.best_streak = 0
        self.best_streak_side = NOBODY
        self.streak = 0  # current run of wins by one side
        self.streak_side = NOBODY
        self.human_wins = [0] * CPU_LEVELS  # per CPU level, games a human beat the CPU
        self.cpu_wins = [0] * CPU_LEVELS

    # -- the record
    def pack(self):
        """The record as bytes (RECORD_SIZE long)."""
        values = []
        for entry in SETTINGS:
            value = getattr(self.settings, entry[0])
            values.append(value if _valid(entry, value) else entry[1])
        values += self.played + self.won[0] + self.won[1]
        values += [self.fastest_slap, self.fastest_slap_side, self.best_streak]
        values += [self.best_streak_side, self.streak, self.streak_side]
        values += self.human_wins + self.cpu_wins
        struct.pack_into(_FMT, self._buf, 0, *values)
        return bytes(self._buf)

    def unpack(self, data):
        """Take settings and statistics from a record; False (all defaults) if it does not fit."""
        self.settings.defaults()
        self.clear()
        if data is None or len(data) != RECORD_SIZE:
            return False
        values = struct.unpack(_FMT, data)
        for i, entry in enumerate(SETTINGS):
            if _valid(entry, values[i]):
                setattr(self.settings, entry[0], values[i])
        i = len(SETTINGS)
        n = len(VARIANTS)
        played = list(values[i : i + n])
        won = (list(values[i + n : i + 2 * n]), list(values[i + 2 * n : i + 3 * n]))
        i += 3 * n
        fastest, fastest_side, best, best_side, streak, streak_side = values[i : i + 6]
        i += 6
        human = list(values[i : i + CPU_LEVELS])
        cpu = list(values[i + CPU_LEVELS : i + 2 * CPU_LEVELS])
        for v in range(n):
            if won[0][v] + won[1][v] > played[v]:
                return False  # impossible counts: not a record this code wrote
        if streak > best or (best and best_side > 1) or (streak and streak_side > 1):
            return False
        self.played = played
        self.won = won
        self.fastest_slap = fastest
        self.fastest_slap_side = fastest_side if fastest else NOBODY
        self.best_streak = best
        self.best_streak_side = best_side if best else NOBODY
        self.streak = streak
        self.streak_side = streak_side if streak else NOBODY
        self.human_wins = human
        self.cpu_wins = cpu
        return True

    def load(self):
        """Read the newest record from the store; True when one was found. ``health`` then
        says what the store found (spit.console.store's BLANK, OK, DAMAGED or NEWER)."""
        self.dirty = False
        if self.store is None:
            return False
        payload = self.store.load()
        self.health = self.store.status
        if self.health == _BLANK and self.note[0] == "lost":
            self.health = LOST  # not a new console: a power cut took them (boot.py counted it)
        found = self.unpack(payload)
        if payload is not None and not found:
            self.health = _DAMAGED  # a record no game could have written
        return found

    def save(self):
        """Write the record if anything changed; refused (False) while a game is on, or when
        nvm holds a newer firmware's record (the store never erases it)."""
        if self.in_game or self.hold or not self.dirty or self.store is None:
            return False
        if not self.store.save(self.pack()):
            return False
        self.dirty = False
        return True

    def changed(self):
        """Note that settings changed (the menu calls this; ``save()`` then writes them)."""
        self.dirty = True

    def reset(self):
        """Zero every statistic and save it (the menu asks for confirmation first)."""
        if self.in_game or self.hold:
            return False
        self.clear()
        self.dirty = True
        return self.save()

    # -- a game
    def begin_game(self):
        """A game starts: from now until end_game/abort_game, save() writes nothing."""
        self.in_game = True

    def abort_game(self):
        """The game was abandoned (menu, attract mode ended): it is not counted."""
        self.in_game = False

    def note_slap(self, player, ms):
        """A slap ``ms`` after its race opened (RAM only, cheap enough for the hot path)."""
        if 0 < ms and (self.fastest_slap == 0 or ms < self.fastest_slap) and 0 <= player <= 1:
            self.fastest_slap = ms if ms < _MAX else _MAX
            self.fastest_slap_side = player
            self.dirty = True

    def end_game(self, winner, variant, cpu_side=NOBODY, cpu_level=0):
        """Count a finished game: ``winner`` 0, 1 or -1 (draw). Call ``save()`` next."""
        self.in_game = False
        if not 0 <= variant < len(VARIANTS):
            return
        if cpu_side in (0, 1):  # against the CPU: its own record, not the sides' statistics
            if 1 <= cpu_level <= CPU_LEVELS and winner in (0, 1):
                i = cpu_level - 1
                if winner == cpu_side:
                    self.cpu_wins[i] = min(self.cpu_wins[i] + 1, _MAX)
                else:
                    self.human_wins[i] = min(self.human_wins[i] + 1, _MAX)
                self.dirty = True
            return
        self.played[variant] = min(self.played[variant] + 1, _MAX)
        if winner in (0, 1):
            self.won[winner][variant] = min(self.won[winner][variant] + 1, _MAX)
            if winner == self.streak_side:
                self.streak = min(self.streak + 1, _MAX)
            else:
                self.streak_side = winner
                self.streak = 1
            if self.streak > self.best_streak:
                self.best_streak = self.streak
                self.best_streak_side = winner
        else:
            self.streak = 0
            self.streak_side = NOBODY
        self.dirty = True

    # -- what the stats screen shows
    def played_total(self):
        return sum(self.played)

    def won_total(self, side):
        return sum(self.won[side]) if side in (0, 1) else 0
