# SPDX-License-Identifier: MIT
"""A black-box driver: whole games through the buttons alone, each press judged afterwards.

``Driver`` hooks the headless simulator's frame wait. It sets the variant up through the
settings menu (button presses, as a person would), chooses Play, then plays both panels (or the
human's, against the CPU) with human-like timing: think times of 0.1-1 s, now and then two
presses in one millisecond (both players, or one player's L/R and pile together), stray presses
during the deal, pile presses in the slap race and the choice, a refused pile press and an empty
slot's tap by one player 1 ms apart (either way round), mashed SPITs on the round summary (some
before its 1.5 s, some 0-30 ms apart for both players) and on each page of the result (the
other player's 0-3 ms after). It looks at the game only to pick a sensible press; it judges the
console only by what it shows and says: the event log, the buzzer, each half's line and X, as
the glass has them after each frame.

``judge(result)`` lists every broken promise of docs/PLAYING.md:
- every key-down made while the game (or its summary, result or pause page) was up has exactly
  one P line with its button and stamp: no press is lost;
- every refused press buzzes, and shows its X and red line when the table is up (a pile press
  in the slap race or the choice: a line that says what counts there; one applied in the frame
  that opens it keeps the call), even when the same player's next press lands in that frame;
- a SPIT made while a summary or result page was on the glass, past its 1.5 s, is carried out
  there or spent there (106): never refused, never a buzz (another button does nothing there:
  refused, 104);
- a tap of a card that fits both piles goes to the pile last aimed at with L/R (else his own);
- a "Waiting for X's SPIT" line is shown only while the engine holds his call;
- in the slap race each half remembers every slap the engine took, from the race's first frame
  on: no line keeps the race's first call ("Slap smaller", "Slap L or R") once a player has
  slapped, and a pile press after his own slap says "No: wait for B's slap"; a move that times
  out in the race's first frame says so in red (only a press keeps the call there);
- after the game, the title left alone a minute: the hall of fame when a kept player's page
  shows a record (fastest win, best streak, best reaction: games against the CPU too), with
  each record and its holder, else the demo at once; a press on either, dim or lit, brings the
  title, lit, and is spent there (a P line, result 106).

``drive(..., kept=True)`` plays with kept players (two, or one against the CPU), who played
last at their panels: the pick screen offers them first, and the game counts for them.
"""

import bisect
import random
import sys

import spit
from host_tools.sim.script import Event
from spit.console.device import backlight
from spit.console.flow import settings_menu
from spit.console.flow.app import ATTRACT, GAME, HALL, OVER, ROUND
from spit.input import panel
from spit.screen import halves
from tests.console.player import pick, presses_for
from tests.console.simkit import simulate

HOLD = 40
MENU_GAP = 150
# settings rows (spit.console.flow.settings_menu.SETTINGS): (row, presses of R from the default)
VARIANTS = {
    "standard": (),
    "stocks4": ((3, 1),),
    "noslap": ((4, 1),),
    "alternate": ((5, 1),),
    "points": ((7, 1), (8, 4)),  # target 25: a short points game
    "speed": ((0, 1),),
    "cpu_b": ((1, 1), (2, 3)),  # CPU plays B, level 5
    "handicap": ((12, 3), (13, 1)),  # A +150 ms, B +50 ms
}
BACK = [item[0] for item in settings_menu.SETTINGS].index("back")
TICKS_MASK = (1 << 29) - 1  # the log's times are ticks_ms: they wrap ~65 s after power-up
TICKS_HALF = 1 << 28
REFUSALS = set(range(1, 100)) | {panel.R_TIMEOUT, panel.R_NOT_NOW, panel.R_EARLY}
RACE_CODES = (spit.E_PHASE, spit.E_PLAYER, spit.E_REPEAT)  # the race's "not what counts here"
CALLS = ("Slap smaller", "Slap L or R")  # the slap race's first call: before anyone slapped
DIM_ROW = [item[0] for item in settings_menu.SETTINGS].index("dim_min")  # R once: after 2 min
ATTRACT_MS = 60000  # the title's idle minute (spit.console.flow.screens.title)
HALL_ROWS = (("fastest_win", True, " s"), ("best_streak", False, ""),
             ("best_reaction", True, " ms"))  # fmt: skip

RACES = (spit.SLAP, spit.CHOOSE)
LOOK_FRAMES = 5  # a refusal's line may wait for a frame in which the engine did nothing (3)


class Driver:
    """One game of one variant, typed into the simulator as it runs."""

    def __init__(self, variant, seed, kept=False, lit=None, language="en"):
        from spit.screen import lang, words

        self.variant = variant
        self.kept = kept
        self.english = language == "en"
        said = lang.table(lang.code(language))  # the refusals' first words, in the run's language
        self.no = said[words.NO_NOT_NOW].split(":")[0]  # "No", "Nein", "Non", "Nee"
        self.late = said[words.LATE].split(":")[0]  # "Too late", "Zu spät", ...
        self.rng = random.Random(seed * 7919 + len(variant))
        # the screen dims after 2 min, not 1: the attract screens come lit (its own draw: the
        # games of a seed stay as they were)
        self.lit = random.Random(seed * 31 + len(variant)).random() < 0.5 if lit is None else lit
        self.cpu = 1 if variant == "cpu_b" else -1
        self.typed = []  # (ms, player, button, on_game) every key-down typed
        self.busy = [0, 0]
        self.downs = []  # (ms, key, hold) of every press typed
        self.paused = False
        self.seen = -1  # the app's frame count at the last look
        self.summary = None
        self.over_at = None
        self.play_at = None
        self.frames = []  # (ms it began, app phase it left, its page) of every frame
        self.cues = []  # (ms, cue)
        self.xs = []  # (ms, player) every refusal the glass showed as promised
        self.looking = []  # refusals the view was given, until the glass shows them
        self.unshown = []  # (ms, player, button, code, line, red, X) refusals the glass missed
        self.cases = {
            "race lines": 0,
            "race calls kept": 0,
            "slot twins": 0,
            "go on pairs": 0,
            "slap frames": 0,
            "slaps seen coming": 0,
            "slaps in the race's first frame": 0,
            "timeouts timed to the race": 0,
            "timeouts in the race's first frame": 0,
            "dim attract presses": 0,
            "lit attract presses": 0,
        }
        self.waits = []  # (ms, player, line) a "Waiting" line the engine does not back
        self.stale = [0, 0]  # frames in a row each player's line has been such a line
        self.calls = [0, 0]  # frames in a row each line has kept the race's first call after a slap
        self.forgot = []  # (ms, player, line) a slap the lines forgot
        self.before = [False, False]  # each player had slapped when the frame began
        self.title_at = None  # the title after the game: the idle minute from here
        self.attract = None  # what came after the idle minute, and how a press on it went
        self.done = False
        self.over_page = -1  # the result's page a SPIT was typed for
        self.events = self._setup()

    # -- the presses --------------------------------------------------------------------
    def _setup(self):
        """Title -> Settings -> the variant's rows -> Back -> Play -> the pick, as key events."""
        seq = [(0, panel.P4), (0, panel.SPIT)]  # the title's cursor to Settings, open it
        cur = 0
        rows = VARIANTS[self.variant] + (((DIM_ROW, 1),) if self.lit else ())
        for row, steps in rows:
            seq += [(0, panel.P4)] * (row - cur) + [(0, panel.R)] * steps
            cur = row
        seq += [(0, panel.P4)] * (BACK - cur) + [(0, panel.SPIT), (0, panel.SPIT)]  # Back, Play
        seq += [(0, panel.SPIT), (1, panel.SPIT)]  # who plays: each panel its first row (a CPU's
        # half comes picked: its SPIT does nothing), the second starts the game
        events = []
        t = 500
        for p, b in seq:
            events += [Event(t, p * 8 + b, True), Event(t + HOLD, p * 8 + b, False)]
            t += MENU_GAP
        self.play_at = t - MENU_GAP
        if self.cpu < 0 and self.rng.random() < 0.5:  # B's SPIT again just after his pick's (the
            # deal coming: a "Spit!" call), once he has let it go (a held button is not pressed)
            at = self.play_at + HOLD + self.rng.choice((1, 2, 5, 20, 60))
            events += [Event(at, 8 + panel.SPIT, True), Event(at + HOLD, 8 + panel.SPIT, False)]
            self.typed.append((at, 1, panel.SPIT))
            self.downs.append((at, 8 + panel.SPIT, HOLD))
        return events

    def type(self, sim, at, p, button, hold=HOLD):
        key = p * 8 + button
        if any(k == key and at <= t + h + 3 and t <= at + hold + 3 for t, k, h in self.downs):
            return  # held at that time by another press: a real button cannot go down twice
        self.downs.append((at, key, hold))
        sim.events.append(Event(at, key, True))
        sim.events.append(Event(at + hold, key, False))
        sim.events.sort(key=lambda e: e.t)
        self.typed.append((at, p, button))

    def _human(self):
        return [0, 1] if self.cpu < 0 else [1 - self.cpu]

    def __call__(self, sim):
        mod = sys.modules.get("spit.console.flow.app")
        app = mod.current if mod is not None else None
        if app is None:
            return
        now = sim.elapsed
        self._watch(app)
        if app.frames == self.seen:
            return  # (the loop's waits between frames are several sleeps: one look a frame)
        self.seen = app.frames
        self._lines(app, mod, now)
        if now <= self.play_at + 100 or self.done:
            return
        rng = self.rng
        if app.phase == mod.ROUND:
            if self.summary != app.phase_t or now > self.busy[0]:  # (again: a SPIT too early)
                self.summary = app.phase_t
                at = now + rng.choice((900, 1400, 1600, 1700, 2200))  # some before the 1.5 s
                first = rng.choice(self._human())
                self.type(sim, at, first, panel.SPIT)
                if self.cpu < 0 and rng.random() < 0.7:
                    self.type(sim, at + rng.choice((0, 1, 2, 5, 9, 15, 24, 30)), 1 - first, 7)
                self.busy = [at + 2000, at + 2000]
            return
        if app.phase == mod.OVER:
            if self.over_at is None:
                self.over_at = now
                for p in self._human():
                    self.type(sim, now + rng.randrange(100, 1400), p, rng.randrange(8))
            if (
                self.over_page != app.stage.page
            ):  # the table as it ended, then the figures: SPIT on each
                self.over_page = app.stage.page
                first = rng.choice(self._human())
                self.type(sim, now + 1700, first, panel.SPIT)
                if self.cpu < 0 and rng.random() < 0.7:  # ...the other's "go on" just after
                    self.type(sim, now + 1700 + rng.choice((0, 1, 2, 3)), 1 - first, panel.SPIT)
                    self.cases["go on pairs"] += 1
            return
        if self.over_at is not None and app.phase in (mod.TITLE, mod.HALL, mod.ATTRACT):
            self._idle(sim, app, mod, now)
            return
        if app.phase != mod.GAME or app.stage.match is None:
            return
        game = app.stage.match.game
        if game.phase == spit.OVER:
            return
        last = max((t + h for t, _, h in self.downs), default=0)
        if not self.paused and game.phase == spit.PLAY and last < now and rng.random() < 0.01:
            self.paused = True  # hold SPIT 2 s: the pause menu, then Resume (its first row)
            p = self._human()[0]
            self.type(sim, now + 50, p, panel.SPIT, hold=2300)
            self.type(sim, now + 3200, p, panel.SPIT)
            self.busy = [now + 3800, now + 3800]
            return
        twin = now + rng.randrange(100, 700) if rng.random() < 0.15 else -1
        for p in self._human():
            if now < self.busy[p]:
                continue
            if rng.random() < (0.3 if game.phase in RACES else 0.06):
                # a stray press: during the deal, a slap race (a pile: often), anywhere
                self.type(sim, now + rng.randrange(5, 300), p, rng.randrange(7))
            pair = _slot_twin(game, p, rng) if rng.random() < 0.05 else None
            if pair is not None:  # a refused press and an empty slot's tap 1 ms apart
                at = now + rng.randrange(100, 400)
                self.type(sim, at, p, pair[0])
                self.type(sim, at + 1, p, pair[1])
                self.cases["slot twins"] += 1
                self.busy[p] = at + 1600  # (the move's window: the slot times out or is used)
                continue
            action = self._pick(game, p)
            if action is None:
                continue
            buttons = presses_for(game, p, action)
            at = twin if twin >= 0 else now + rng.randrange(100, 1000)
            last_card = action[0] == spit.A_PLAY and _last_stock_card(game, p)
            q = 1 - p
            slots = [i for i in range(game.rules.stocks) if game.top(q, i) == -1]
            timed = last_card and slots and q in self._human() and rng.random() < 0.3
            if timed:
                # the other taps an empty slot and leaves it: his move times out as this card
                # opens the race, often in the same frame (the card's press: an aim's with it)
                tap = now + rng.randrange(50, 300)
                self.type(sim, tap, q, rng.choice(slots))
                at = tap + panel.MOVE_WINDOW_MS + rng.choice((0, 2, 5, 10, 15, 20))
                self.busy[q] = at + 200
                self.cases["timeouts timed to the race"] += 1
            chord = len(buttons) == 2 and buttons[0] in (5, 6) and rng.random() < 0.2 or timed
            for b in buttons:
                self.type(sim, at, p, b)
                last = at
                at += 0 if chord else rng.randrange(60, 250)
            self.busy[p] = at + 30
            if last_card:
                for q in self._human():  # who sees the race coming slaps 0-30 ms after the card:
                    if rng.random() < 0.6:  # often in the frame that opens it
                        self.type(sim, last + rng.choice((0, 1, 2, 3, 5, 12, 30)), q,
                                  rng.choice((panel.L, panel.R)))  # fmt: skip
                        self.cases["slaps seen coming"] += 1

    def _pick(self, game, p):
        legal = game.legal(p)
        plays = [a for a in legal if a[0] == spit.A_PLAY]
        if plays and self.rng.random() < 0.5:
            return self.rng.choice(plays)
        return pick(game, p)

    # -- what the console showed ---------------------------------------------------------
    def _watch(self, app):
        if not getattr(app, "_driven", False):
            app._driven = True
            real = app.sound.cue
            app.sound.cue = lambda what, t: (self.cues.append((now_of(), what)), real(what, t))
            view = sys.modules["spit.screen.view"].View
            if not getattr(view, "_driven", False):
                real_refuse = view._refuse

                def refuse(v, g, p, button, *a, **k):
                    spot = v.table.spot_of(p, button, g.piles_in_use())
                    x = spot is not None and not spot.frame.hidden  # (else nothing to cross)
                    race = button < 5 and g.phase in RACES  # a pile press in a race or choice
                    drv = _clock["driver"]
                    if drv is not None:
                        opening = getattr(v, "opening", False)  # (a press as the race opens)
                        code, lost = a[0], a[1]
                        said = None  # what the race says to a press that is not what counts
                        if race and opening and code == panel.R_TIMEOUT:
                            drv.cases["timeouts in the race's first frame"] += 1
                        if race and code in RACE_CODES and not lost:
                            said = race_words(g, p, v.banner.names, drv.before[p])
                        drv.looking.append([now_of(), p, button, code, x, race, opening, 0, said])
                    return real_refuse(v, g, p, button, *a, **k)

                view._refuse = refuse
                view._driven = True
            real_frame = app.frame

            def frame(t):
                start = now_of()
                g = (
                    app.stage.match.game
                    if app.stage.match is not None and app.phase == GAME
                    else None
                )
                for p in (0, 1):
                    self.before[p] = g is not None and slapped(g, p)
                was = g.phase if g is not None else -1
                real_frame(t)
                if g is not None and was != spit.SLAP and g.phase == spit.SLAP:
                    for p in (0, 1):  # (the lines must show it: _lines)
                        if slapped(g, p):
                            self.cases["slaps in the race's first frame"] += 1
                self.frames.append(
                    (start, app.phase, app.stage.page)
                )  # when it began, what it left
                if self.looking:
                    self._glass(app)

            app.frame = frame

    def _glass(self, app):
        """After a frame: each refusal the view was given, as the glass shows it now."""
        banner = app.view.banner if app.view is not None else None
        for look in list(self.looking):
            ms, p, button, code, x, race, opening, frames, words = look
            look[7] = frames + 1
            if banner is None or app.phase != GAME:
                self.looking.remove(look)  # the table is gone: the buzz and the P line say it
                self.xs.append((ms, p))  # (it went before the lines' wait for a quiet frame)
                continue
            line, red = banner.status[p].text, banner.status[p].ground == halves.PLATE_NO
            crossed = not banner.cross[p].hidden
            race = race and code != spit.E_INDEX  # (P5 of four piles: "no such pile" says it)
            press = code != panel.R_TIMEOUT  # (a move that timed out: no press, its own line)
            if opening and race and x and press:  # pressed before the race was on the glass:
                # the X says no, the call stays (with no X to show, the line says why)
                said = not red and not line.startswith("No")
            elif words is not None and self.english:  # what counts in the race or the choice
                said = red and line in words
            elif words is not None:  # (another language: a refusal's line)
                said = red and line.startswith(self.no)
            else:
                said = red and (line.startswith(self.no) or line.startswith(self.late))
            if said and (crossed or not x):
                self.xs.append((ms, p))
                if race:
                    self.cases["race calls kept" if opening and x else "race lines"] += 1
                self.looking.remove(look)
            elif look[7] >= LOOK_FRAMES:
                self.unshown.append((ms, p, button, code, line, red, crossed))
                self.looking.remove(look)

    def _lines(self, app, mod, now):
        game = app.stage.match.game if app.stage.match is not None else None
        banner = app.view.banner if app.view is not None else None
        if app.phase == mod.GAME and game is not None and banner is not None:
            any_slap = game.phase == spit.SLAP and (slapped(game, 0) or slapped(game, 1))
            for p in (0, 1):  # a line still calling the race after a slap the engine took
                line = banner.status[p].text
                self.calls[p] = self.calls[p] + 1 if any_slap and line.startswith(CALLS) else 0
                if self.calls[p] == 5:  # (the lines may wait 3 frames for a quiet one)
                    self.forgot.append((now, p, line))
            if any_slap:
                self.cases["slap frames"] += 1
            for p in (0, 1):
                line = banner.status[p].text
                stale = line.startswith("Waiting for") and any(
                    a[0] == spit.A_SPIT for a in game.legal(p)
                )  # he is told to wait, yet his SPIT would be taken
                self.stale[p] = self.stale[p] + 1 if stale else 0
                if self.stale[p] == 5:  # longer than the lines' few frames of delay
                    self.waits.append((now, p, line))

    # -- after the game: the title left alone, then the hall or the demo, then a press -------
    def _idle(self, sim, app, mod, now):
        at = self.attract
        if app.phase == mod.TITLE:
            if at is None:
                if self.title_at is None:
                    self.title_at = now
            elif "pressed" in at and now >= at["pressed"]:
                if "title" not in at:
                    at["title"] = (now, app.light.mode)  # where the press went, and how lit
                self.done = now >= at["title"][0] + 100  # (its P line: the race's next frames)
            return
        if at is None:  # the idle minute is up: the hall or the demo, just come
            last = max([self.title_at] + [t for t, _, _ in self.downs])  # (a press wakes it)
            self.attract = at = {"screen": app.phase, "idle": now - last, "shown": app.phase_t,
                                 "light": app.light.mode, "want": hall_of(app.stats)}  # fmt: skip
            if app.phase == mod.HALL:
                at["rows"] = app.view.pages.halves[0].names.text.split("\n")
            p = self.rng.choice(self._human())
            at["press"] = (now + self.rng.randrange(200, 6000), p, self.rng.randrange(8))
            self.type(sim, *at["press"])
            at["pressed"] = at["press"][0]
            self.cases["dim attract presses" if at["light"] else "lit attract presses"] = 1


def _last_stock_card(g, p):
    """p's play of this card leaves his stock piles empty: it opens the slap race (or the
    choice)."""
    return g.rules.mode != "speed" and sum(g.pile_size(p, i) for i in range(g.rules.stocks)) == 1


def slapped(g, p):
    """p has slapped in this slap race (the engine's word: no slap of his is legal now)."""
    return g.phase == spit.SLAP and not any(a[0] == spit.A_SLAP for a in g.legal(p))


def race_words(g, p, names, before):
    """The lines PLAYING.md promises for a pile press the race or the choice refused: what counts
    there for p (two when his slap came in the same frame: in which order, the frame knows)."""
    o = 1 - p
    if g.phase == spit.CHOOSE:
        return ("No: pick with L or R" if g.chooser() == p else "No: %s picks a pile" % names[o],)
    wait = "No: wait for %s's slap" % names[o]
    if before:
        return (wait,)
    return (wait, "No: slap with L or R") if slapped(g, p) else ("No: slap with L or R",)


def hall_of(st):
    """The hall of fame the kept players' pages make: each record as (figure, holder's name),
    None while no page shows it (ties: the player made first)."""
    from spit.console.records import players

    out = []
    for key, low, unit in HALL_ROWS:
        best = None
        for who in st.players():
            v = players.record(st, who)[key]
            if v and (best is None or (v < best[0] if low else v > best[0])):
                best = (v, st.name(who))
        out.append(None if best is None else ("%d%s" % (best[0], unit), best[1]))
    return out


def _slot_twin(game, p, rng):
    """Two pile presses of p, the second 1 ms after the first, that the race will take as a
    refusal and an empty slot's tap: (a face-up card that fits neither pile, the slot) or (the
    slot, a lone card a move would reveal nothing under). None when the table has neither."""
    if game.phase != spit.PLAY or game.rules.mode == "speed":
        return None
    piles = range(game.rules.stocks)
    empty = [i for i in piles if game.top(p, i) == -1]
    if not empty:
        return None
    slot = rng.choice(empty)
    alt = game.rules.alternate_colors
    for i in piles:
        card = game.top(p, i)
        if card < 0:
            continue
        if game.pile_size(p, i) == 1 and rng.random() < 0.5:
            return slot, i
        if not any(panel.fits(card, game.spit_top(j), alt) for j in range(game.piles_in_use())):
            return i, slot
    return None


_clock = {"sim": None, "driver": None}


def now_of():
    sim = _clock["sim"]
    return sim.elapsed if sim is not None else 0


# (a 4-stock game can pass 20 simulated min; the soak's stocks4 seed 103, two kept players level
# at 26-26 for rounds on end, ends after 77)
def drive(variant, seed, limit_ms=6000000, kept=False, nvm=None, lit=None, language="en"):
    """Play one whole game of ``variant`` (``kept``: with kept players, whose record is written
    at ``nvm``, a path; ``lit``: the screen dims after 2 min, so the hall or the demo comes lit;
    None: one seed in two; ``language``: a fresh console told it); returns (driver, run)."""
    driver = Driver(variant, seed, kept, lit, language)
    if kept:
        _kept(nvm, driver.cpu)

    def hook(sim):
        _clock["sim"] = sim
        _clock["driver"] = driver
        driver(sim)
        if driver.done:
            from host_tools.sim.run import SimStop

            raise SimStop("driver done")

    try:
        run = simulate(driver.events, seed=seed, until_ms=limit_ms, on_frame=hook, nvm=nvm,
                       env={"language": language})  # fmt: skip
    finally:
        _clock["sim"] = _clock["driver"] = None
    return driver, run


def _kept(path, cpu_side):
    """nvm at ``path``: ANA and MAX kept, who played last at A and B (or ANA against CPU 5)."""
    from host_tools.sim.stubs.microcontroller import FlashNVM
    from spit.console.records import players
    from spit.console.records.stats import Stats, cpu
    from spit.console.records.store import Store

    st = Stats(Store(FlashNVM(path=str(path))))
    st.last = [players.add(st, name)[0] for name in ("ANA", "MAX")]
    if cpu_side == 1:
        st.last[1] = cpu(5)
    st.dirty = True
    assert st.save()


def _log(run):
    """(P lines as dicts, A lines, rules, seed) of the run's game, and the P lines after it: the
    demo's, with the press that ended it (after the idle title, the demo's G line ends the
    game's)."""
    presses, actions, rules, seed = [], [], {}, 0
    game = presses
    for line in run.log.splitlines():
        f = line.split(" ")
        if f[0] == "G" and rules:
            presses = []
        elif f[0] == "G":
            for kv in f[3:-1]:
                k, _, v = kv.partition("=")
                if k == "seed":
                    seed = int(v)
                elif k in ("mode", "scoring"):
                    rules[k] = v
                elif k in ("stocks", "target", "slap_timeout_ms", "speed_side") and v != "-":
                    rules[k] = int(v)
                elif k in ("slap", "alternate_colors", "auto_flip"):
                    rules[k] = v == "1"
        elif f[0] == "P":
            v = [int(x) for x in f[2:-1]]
            presses.append(dict(t=v[0], p=v[1], button=v[2], down=v[3], code=v[4], kind=v[5],
                                x=v[6], y=v[7], raw=v[0] - v[9]))  # fmt: skip
        elif f[0] == "A" and presses is game:
            actions.append(tuple(int(x) for x in f[2:7]))
    return game, actions, rules, seed, presses if presses is not game else []


def judge(driver, run):
    """Every promise the run broke, as readable lines (empty: all kept)."""
    bad = []
    presses, actions, rules, seed, demo = _log(run)
    base = run.sim.start_ticks
    downs = [d for d in presses if d["down"] and d["kind"] != -1 or d["down"]]
    # 1. every key-down typed after Play has one P line (the pause's own line aside)
    lines = {}
    for d in downs:
        lines.setdefault((d["p"], d["button"]), []).append((d["raw"] - base) & 0x1FFFFFFF)
    for at, p, b in driver.typed:
        if at > run.elapsed - 100 or driver.attract and at == driver.attract["press"][0]:
            continue  # the run ended before it could be read; the press on the demo: (8)
        stamps = lines.get((p, b), [])
        hit = [s for s in stamps if at <= s <= at + 1 + panel.LOCKOUT_MS][:1]  # a re-press
        # inside the lockout after a release is applied at its end: later, never lost
        if len(hit) != 1:
            bad.append("press %s.%s at %d: %d P lines" % ("AB"[p], panel.BUTTON_NAMES[b], at,
                                                            len(hit)))  # fmt: skip
        elif hit:
            stamps.remove(hit[0])
    # 2. every refusal buzzes (a SPIT refused in play is a pause hold filling: no buzz)
    refused = [d for d in downs if d["code"] in REFUSALS and d["button"] != panel.SPIT]
    buzzes = sum(1 for _, what in driver.cues if what == 1)  # sound.REFUSED
    if buzzes < len(refused):
        bad.append("%d refusals, %d buzzes" % (len(refused), buzzes))
    # 3. ... and shows its X and line while the table is up
    for d in refused:
        te = (d["t"] - base) & 0x1FFFFFFF
        # the frame that applied it is the first to begin 2 ms (the race's settle) after it
        frame = next((f for f in driver.frames if f[0] >= te + 2), None)
        if frame is None or frame[1] != GAME or d["code"] == panel.R_NOT_NOW:
            continue  # the table was gone (summary, result): the buzz and the line say it
        if not any(p == d["p"] and te <= ms <= te + 80 for ms, p in driver.xs):
            what = panel.BUTTON_NAMES[d["button"]] if d["button"] >= 0 else "move"  # (timed out)
            bad.append("refusal of %s.%s at %d (code %d) showed no X" % (
                "AB"[d["p"]], what, te, d["code"]))  # fmt: skip
    for ms, p, button, code, line, red, crossed in driver.unshown:
        bad.append("refusal of %s.%s at %d (code %d): line %r%s%s" % (
            "AB"[p], panel.BUTTON_NAMES[button], ms, code, line, "" if red else " (not red)",
            "" if crossed else ", no X"))  # fmt: skip
    # 4. a SPIT on a summary or result page past its 1.5 s: carried out or spent, never refused
    # (a card's press that comes after its round ended, on the summary: refused, as promised)
    screen_at = _screens(driver.frames)
    for d in downs:
        s = (d["raw"] - base) & 0x1FFFFFFF
        screen = screen_at(s)
        if screen is None or screen[0] not in (OVER, ROUND) or s - screen[2] < 1500:
            continue
        if d["button"] != panel.SPIT:
            continue
        if d["code"] not in (0, panel.R_GONE):
            bad.append("%s.%s at %d on page %d of screen %s: result %d" % (
                "AB"[d["p"]], panel.BUTTON_NAMES[d["button"]], s, screen[1], screen[0],
                d["code"]))  # fmt: skip
    # 5. the aim: a tap whose card fits both piles goes where he last aimed (else his own)
    bad += _aims(presses, actions, rules, seed)
    # 6. no "Waiting" line the engine does not back, beyond the lines' few frames of delay
    if driver.waits:
        bad.append("stale Waiting lines: %r" % driver.waits[:3])
    # 7. no line keeps the race's first call once a slap was taken
    if driver.forgot:
        bad.append("slaps the lines forgot: %r" % driver.forgot[:3])
    # 8. the idle title: the hall when a page shows a record, else the demo; a press: the title
    if driver.done:
        bad += _attract(driver, presses + demo, base)
    return bad


def _attract(driver, presses, base):
    at = driver.attract
    bad = []
    want = at["want"]
    screen = HALL if any(want) else ATTRACT
    if at["screen"] != screen or not ATTRACT_MS - 30 <= at["idle"] <= ATTRACT_MS + 100:
        bad.append("%d ms idle on the title: %s, not %s (records %r)" % (at["idle"],
                   at["screen"], screen, want))  # fmt: skip
    if at["screen"] == HALL:
        for row, rec in zip(at["rows"], want, strict=True):
            shown = row.split()[2:]  # ("Fastest win", "42 s", "ANA"): after the title's words
            if shown != (["-"] if rec is None else rec[0].split() + [rec[1]]):
                bad.append("hall row %r, the pages say %r" % (row, rec))
    ms, p, b = at["press"]
    code = [d["code"] for d in presses if d["down"] and (d["p"], d["button"]) == (p, b)
            and (d["raw"] - base) & 0x1FFFFFFF == ms]  # fmt: skip
    title = at.get("title")
    if code != [panel.R_GONE] or title is None or title[1] != backlight.AWAKE:
        bad.append("press %s.%s on the %s %s: result %r, then %r" % ("AB"[p],
                   panel.BUTTON_NAMES[b], "lit" if at["light"] == backlight.AWAKE else "dim",
                   at["screen"], code, title))  # fmt: skip
    return bad


def _screens(frames):
    """A function: ms -> (app phase, page, ms it came up) of the screen on the glass then, the
    one the last frame begun before that ms left (headless, a frame is drawn in the ms it
    begins; a press in that ms was made before it reached the glass: the time rule)."""
    starts = [f[0] for f in frames]
    ups = []  # (index of the frame that brought a screen up, ms)
    for i, (start, phase, page) in enumerate(frames):
        if not ups or (phase, page) != frames[ups[-1][0]][1:]:
            ups.append((i, start))
    up_index = [i for i, _ in ups]

    def at(s):
        i = bisect.bisect_left(starts, s) - 1
        if i < 0:
            return None
        k = bisect.bisect_right(up_index, i) - 1
        return frames[i][1], frames[i][2], ups[k][1]

    return at


def _aims(presses, actions, rules, seed, game=None):
    bad = []
    g = game if game is not None else spit.Game(rules=spit.Rules(**rules), seed=seed)
    aim = [0, 1]
    armed = [False, False]
    todo = list(actions)
    alt = bool(rules.get("alternate_colors"))
    for d in presses:
        p = d["p"]
        if not d["down"] or p not in (0, 1):
            continue
        if d["code"] == panel.R_PENDING and d["button"] in (5, 6):
            if g.piles_in_use() == 2:
                aim[p] = d["x"]
            armed[p] = True
            continue
        if d["code"] == 0 and d["kind"] == spit.A_PLAY and g.piles_in_use() == 2 and not armed[p]:
            card = g.top(p, d["x"])
            both = all(panel.fits(card, g.spit_top(j), alt) for j in (0, 1))
            if both and d["y"] != aim[p]:
                bad.append("tap at %d went to pile %d, aimed at %d" % (d["t"], d["y"], aim[p]))
        if d["button"] < 5:
            armed[p] = False
        while todo and ((d["t"] - todo[0][0]) & TICKS_MASK) < TICKS_HALF:  # (ticks wrap)
            spit.act(g, *todo.pop(0))
    return bad


_KINDS = {spit.A_SPIT: "spit", spit.A_PLAY: "play", spit.A_MOVE: "move", spit.A_FLIP: "flip",
          spit.A_SLAP: "slap", spit.A_CHOOSE: "choose"}  # fmt: skip


def tally(driver, run):
    """What one game's presses did, for the soak's report: counts by what each P line says."""
    presses = _log(run)[0]
    counts = {"games": 1, "typed": len(driver.typed), "p_lines": 0, "refused": 0, "x_shown": 0,
              "buzzes": sum(1 for _, what in driver.cues if what == 1),
              "lost": sum(1 for b in judge(driver, run) if b.endswith("P lines"))}  # fmt: skip
    for d in presses:
        if not d["down"]:
            continue
        counts["p_lines"] += 1
        code = d["code"]
        if code == 0:
            what = _KINDS.get(d["kind"], "page")  # kind -1: a press on a summary/result/pause
        elif code == panel.R_PENDING:
            what = "aim" if d["button"] in (panel.L, panel.R) else "slot"
        elif code in REFUSALS:
            what = "refused"
        else:
            what = panel.reason(code)
        counts[what] = counts.get(what, 0) + 1
    counts["x_shown"] = len(driver.xs)
    counts.update(driver.cases)
    return counts
