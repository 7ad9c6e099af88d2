# SPDX-License-Identifier: MIT
"""One game on the console: the engine, the app's race pointed at it, CPU players, and what
each frame did, handed to the view, the buzzer and the event log in that order (docs/APP.md).

For the players' records (``stats``, not in attract mode) a game measures:

- its time of play, ``play_ms``: the sum of its frames' periods (a gap over ``GAP_MS``, the
  pause menu or a round's summary, is not play);
- each person's reactions: a card played onto a centre pile (``A_PLAY``) at press time ``t``
  (the raw press, before any handicap) answers the moment the table showed where it fits: the
  frame that first drew that pile's top card (the frame's ``now``, as the console saw it), or,
  when later, that player's own last carried-out action (the flip or move that brought his
  card up). ``t`` minus that moment is the reaction; a play onto a top drawn in the same frame
  (two plays on one pile between frames) answers nothing shown and is not one.
  ``Stats.note_reaction`` keeps the game's best between 100 ms and 10 s.
"""

from adafruit_ticks import ticks_diff
from micropython import const

import spit
from spit.console.device import sound as cues
from spit.console.records.stats import is_player
from spit.input import panel
from spit.input.race import RING

try:
    from typing import Any, Optional  # noqa: F401 (type comments)
except ImportError:
    pass

_MARKS = (panel.R_PENDING, panel.R_CANCEL)  # codes R_PENDING..R_CANCEL move a mark
_HOLD_SHOWN_MS = const(300)  # an accepted SPIT held this long starts showing the pause hold too
_SPITS = (panel.key(0, panel.SPIT), panel.key(1, panel.SPIT))
GAP_MS = 500  # frames this far apart were not play (a pause, a summary page)


class Match:
    # A game in progress (see module docstring).

    def __init__(self, race, rules_kw, seed, handicaps=(0, 0), bots=(None, None)):
        # type: (Any, dict[str, Any], int, Any, Any) -> None
        self.rules = spit.Rules(**rules_kw)
        self.seed = seed
        self.game = spit.Game(rules=self.rules, seed=seed)
        self.race = race
        self.fresh = True  # the race's tie token is seeded from the game's seed at the start
        self.handicaps = (handicaps[0], handicaps[1])
        self.bots = bots
        self.n = 0  # outcomes this frame: the race's (race.outcome(i), its last RING kept)
        self.viewed = 0  # of which the view has seen
        self.shown = 0  # of which the sound has heard
        self.logged = 0  # of which the log has written
        self.noted = 0  # of which the records have taken (note)
        self.log = None  # type: Any
        self.round = self.game.round
        self.summed = self.game.round  # the round the summary page last showed the end of
        self.logged_over = False
        self.over = False
        self.pause_asked = False
        self.slaps = 0
        self.stats = None  # type: Any  # spit.console.records.stats.Stats; None in attract mode (not counted)
        self.refusals = 0
        self.play_ms = 0  # time of play (module docstring)
        self.stepped = None  # type: Any  # the last frame's time
        self.tops = [-2, -2]  # the centre piles' tops as last drawn, and when they were drawn
        self.shown_t = [None, None]  # type: list[Any]
        self.acted_t = [None, None]  # type: list[Any]  # each player's last carried-out action
        self.holding = [False, False]  # a refused SPIT press is the start of a pause hold
        self.hold_done = [False, False]  # this hold has asked for the pause already

    # -- step engine --------------------------------------------------------------------
    def resume(self, now):
        # type: (int) -> None
        # Point the race at this game, at its start and back from the pause menu (presses
        # waiting from the menu are dropped: they were not plays).
        race = self.race
        aims = (race.panels[0].aim, race.panels[1].aim)
        race.reset(self.game, now, self.seed if self.fresh else None)
        if not self.fresh:  # the aim is kept for the whole game (new rounds, the pause menu)
            race.panels[0].aim, race.panels[1].aim = aims
        self.fresh = False
        race.set_handicap(0, self.handicaps[0])
        race.set_handicap(1, self.handicaps[1])
        race.listener = self._keep

    def step(self, now):
        # type: (int) -> None
        # CPU players press, then every due press goes to the engine in fair time order.
        self.n = self.viewed = self.shown = self.logged = self.noted = 0
        if self.stepped is not None and 0 < ticks_diff(now, self.stepped) < GAP_MS:
            self.play_ms += ticks_diff(now, self.stepped)
        self.stepped = now
        for bot in self.bots:
            if bot is not None:
                bot.feed(now, self.race)
        self.race.step(self.game, now)
        if self.game.phase == spit.OVER:
            self.over = True
        self._pause_hold(now)

    def _pause_hold(self, now):
        # type: (int) -> None
        # Either SPIT held HOLD_MS from its press's own stamp (no handicap): the pause. A plain
        # look at the race's key state: a long press nobody races. (The menus' hold-to-repeat
        # keeps adafruit_debouncer's Buttons; here their code would sit in stock's heap at the
        # game's tightest moment: 4.1 KB, emulated Pico.)
        if self.over:
            return
        for p in (0, 1):
            held = self.race.held_ms(_SPITS[p], now)
            if held >= panel.HOLD_MS and not self.hold_done[p]:
                self.hold_done[p] = self.pause_asked = True  # once a hold
            elif held < 0:
                self.hold_done[p] = False

    def round_ended(self):
        # type: () -> bool
        # True once for each round settled while the game goes on (its summary is due).
        if self.game.round == self.summed or self.over:
            return False
        self.summed = self.game.round
        return True

    def _keep(self, out):
        # type: (Any) -> None
        # Race listener: count each outcome as it is made. The race keeps the last RING of a
        # step, one frame's worth; when it is about to overwrite them (more in one frame) they
        # are logged and counted first, and the view and the sound skip them.
        self.n += 1
        if self.n % RING == 0:
            if self.log is not None:
                self.write_log(self.log)  # never lose an action line
            self.note()  # ...nor a record
            self.viewed = self.shown = self.n

    def outcome(self, i):
        # type: (int) -> Any
        """The ``i``-th outcome of this frame (a spit.input.panel.Outcome)."""
        return self.race.outcome(i)

    # -- update view, then sound -------------------------------------------------------
    def show(self, view, now):
        # type: (Any, int) -> None
        # This frame's outcomes to the view, then redraw what changed: refusals flash, calls
        # are remembered, and a gesture still waiting for its next press (an L/R aim, an empty
        # slot tapped, that slot tapped again) moves the presser's marks at once.
        if self.stats is not None:
            self.reactions(now)
        if view is None:
            return
        for i in range(self.viewed, self.n):
            out = self.race.outcome(i)
            code = out.code
            if out.player < 0:
                continue
            if out.refused and out.button == panel.SPIT:
                self.holding[out.player] = True  # no "not now": the hold fills instead
            elif out.gesture == panel.G_TIMEOUT:
                view.outcome(out.player, out.x, code, now)  # its X on the slot it waited on
            elif out.refused or code == 0 or _MARKS[0] <= code <= _MARKS[1]:
                view.outcome(out.player, out.button, code, now, out.lost_race)
        self.viewed = self.n
        race = self.race
        for p in (0, 1):
            key = _SPITS[p]
            if view.held[p] < 0 and not race.is_held(key):
                self.holding[p] = False  # (most frames: nothing held, no bar shown)
                continue
            held = -1 if self.over else race.held_ms(key, now)  # towards the pause
            if not race.is_held(key):
                self.holding[p] = False  # let go
            elif not self.holding[p] and held < _HOLD_SHOWN_MS:
                held = -1  # an ordinary "Spit!" press shows no pause bar
            view.hold(p, held, now)
        view.update(self.game, now)

    def note(self):
        # type: () -> None
        # This frame's plays as reactions and its slaps as slaps, each once: when the view takes
        # them, or before, when the game ends in this frame (App.game_over counts it first).
        stats = self.stats
        shown = self.shown_t
        acted = self.acted_t
        for i in range(self.noted, self.n if stats is not None else 0):
            out = self.race.outcome(i)
            p = out.player
            if p < 0 or out.code != 0 or out.kind < 0 or self.bots[p] is not None:
                continue  # (kind -1: none; a CPU's play or slap is no record)
            if out.gesture == panel.G_SLAP:
                stats.note_slap(p, ticks_diff(out.t, self.race.open_t))
            if out.kind == spit.A_PLAY and 0 <= out.y <= 1:
                seen = shown[out.y]
                if seen is not None:
                    mine = acted[p]
                    if mine is not None and ticks_diff(mine, seen) > 0:
                        seen = mine
                    stats.note_reaction(p, ticks_diff(out.t, seen))
                shown[out.y] = None  # its new top is not drawn yet
            acted[p] = out.t
        self.noted = self.n

    def reactions(self, now):
        # type: (int) -> None
        # This frame's plays as reactions (module docstring), then the tops this frame draws.
        self.note()
        shown = self.shown_t
        game = self.game
        for j in (0, 1):
            top = game.spit_top(j)
            if top != self.tops[j]:
                self.tops[j] = top
                shown[j] = now

    def show_aims(self, view):
        # The table was drawn afresh (a new round, back from the pause menu): each arrow goes
        # back where that player aimed, as an L/R aim (own pile: L) would put it.
        if view is None or self.game.piles_in_use() != 2:
            return
        for p in (0, 1):
            aim = self.race.panels[p].aim
            view.outcome(p, panel.L if aim == p else panel.R, panel.R_PENDING)

    def cues(self, sound, now):
        # type: (Any, int) -> None
        # This frame's sounds: a click per card, a low buzz per refusal, a chime per round.
        for i in range(self.shown, self.n):
            out = self.race.outcome(i)
            if out.player >= 0:
                self._cue(out, out.refused, sound, now)
        self.shown = self.n
        if self.game.round != self.round and not self.over:
            sound.cue(cues.ROUND, now)

    def _cue(self, out, refused, sound, now):
        # type: (Any, bool, Any, int) -> None
        if refused and out.button == panel.SPIT:
            return  # SPIT held to pause: no buzz, the bar on his half shows it
        if refused:
            self.refusals += 1
            sound.cue(cues.REFUSED, now)
            return
        if out.code != 0:
            return
        gesture = out.gesture
        if gesture == panel.G_PLAY or gesture == panel.G_MOVE or gesture == panel.G_FLIP:
            sound.cue(cues.OK, now)
        elif gesture == panel.G_SPIT:
            sound.cue(cues.SPIT, now)
        elif gesture == panel.G_SLAP:
            self.slaps += 1
            sound.cue(cues.SLAP, now)
        elif gesture == panel.G_CHOOSE:
            sound.cue(cues.SLAP, now)

    # -- log -----------------------------------------------------------------------------
    def log_start(self, log, now):
        # type: (Any, int) -> None
        self.log = log
        extra = [("handicap0", self.handicaps[0]), ("handicap1", self.handicaps[1])]
        stats = self.stats
        if stats is not None:  # who plays: initials, "guest" or "cpu<level>" (docs/LOG.md)
            for p in (0, 1):
                who = stats.seats[p]
                name = stats.name(who)
                extra.append(
                    ("player%d" % p, name if is_player(who) else name.replace(" ", "").lower())
                )
        log.game_start(now, self.rules, self.seed, extra, self.bots, stats is None)

    def write_log(self, log):
        # type: (Any) -> None
        # P and A lines for this frame's outcomes, R/E lines when a round or the game ended.
        for i in range(self.logged, self.n):
            log.outcome(self.race.outcome(i))  # P line per press, A line per carried-out action
        self.logged = self.n
        game = self.game
        if game.round != self.round and not self.logged_over:
            self.round = game.round
            if game.phase != spit.OVER:
                log.round_end(self._last_t(), game)
        if game.phase == spit.OVER and not self.logged_over:
            self.logged_over = True
            log.game_end(self._last_t(), game)

    def _last_t(self):
        # type: () -> int
        # Time of the last outcome of this frame (the action that settled the round).
        return self.race.outcome(self.n - 1).te if self.n else 0
