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
- a press made while a summary or result page was on the glass, past its 1.5 s, is carried out
  there or spent there (106): never refused, never a buzz;
- a tap of a card that fits both piles goes to the pile last aimed at with L/R (else his own);
- a "Waiting for X's SPIT" line is shown only while the engine holds his call.
"""

import bisect
import random
import sys

import spit
from host_tools.sim.script import Event
from spit.console.flow import settings_menu
from spit.console.flow.app import GAME, OVER, ROUND
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

RACES = (spit.SLAP, spit.CHOOSE)
LOOK_FRAMES = 5  # a refusal's line may wait for a frame in which the engine did nothing (3)


class Driver:
    """One game of one variant, typed into the simulator as it runs."""

    def __init__(self, variant, seed, language="en"):
        from spit.screen import lang, words

        self.variant = variant
        self.english = language == "en"
        said = lang.table(lang.code(language))  # the refusals' first words, in the run's language
        self.no = said[words.NO_NOT_NOW].split(":")[0]  # "No", "Nein", "Non", "Nee"
        self.late = said[words.LATE].split(":")[0]  # "Too late", "Zu spät", ...
        self.rng = random.Random(seed * 7919 + len(variant))
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
        self.cases = {"race lines": 0, "race calls kept": 0, "slot twins": 0, "go on pairs": 0}
        self.waits = []  # (ms, player, line) a "Waiting" line the engine does not back
        self.stale = [0, 0]  # frames in a row each player's line has been such a line
        self.done = False
        self.over_page = -1  # the result's page a SPIT was typed for
        self.events = self._setup()

    # -- the presses --------------------------------------------------------------------
    def _setup(self):
        """Title -> Settings -> the variant's rows -> Back -> Play -> the pick, as key events."""
        seq = [(0, panel.P4), (0, panel.SPIT)]  # the title's cursor to Settings, open it
        cur = 0
        for row, steps in VARIANTS[self.variant]:
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
        if self.cpu < 0 and self.rng.random() < 0.5:  # B goes for Play too, a moment later
            at = self.play_at + self.rng.choice((1, 2, 5, 20, 60))
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
            if self.over_page != app.page:  # the table as it ended, then the figures: SPIT on each
                self.over_page = app.page
                first = rng.choice(self._human())
                self.type(sim, now + 1700, first, panel.SPIT)
                if self.cpu < 0 and rng.random() < 0.7:  # ...the other's "go on" just after
                    self.type(sim, now + 1700 + rng.choice((0, 1, 2, 3)), 1 - first, panel.SPIT)
                    self.cases["go on pairs"] += 1
            return
        if app.phase == mod.TITLE and self.over_at is not None:
            self.done = True
            return
        if app.phase != mod.GAME or app.match is None:
            return
        game = app.match.game
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
            chord = len(buttons) == 2 and buttons[0] in (5, 6) and rng.random() < 0.2
            for b in buttons:
                self.type(sim, at, p, b)
                at += 0 if chord else rng.randrange(60, 250)
            self.busy[p] = at + 30

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
                        drv.looking.append([now_of(), p, button, a[0], x, race, opening, 0])
                    return real_refuse(v, g, p, button, *a, **k)

                view._refuse = refuse
                view._driven = True
            real_frame = app.frame

            def frame(t):
                start = now_of()
                real_frame(t)
                self.frames.append((start, app.phase, app.page))  # when it began, what it left
                if self.looking:
                    self._glass(app)

            app.frame = frame

    def _glass(self, app):
        """After a frame: each refusal the view was given, as the glass shows it now."""
        banner = app.view.banner if app.view is not None else None
        for look in list(self.looking):
            ms, p, button, code, x, race, opening, frames = look
            look[7] = frames + 1
            if banner is None or app.phase != GAME:
                self.looking.remove(look)  # the table is gone: the buzz and the P line say it
                continue
            line, red = banner.status[p].text, banner.status[p].ground == halves.PLATE_NO
            crossed = not banner.cross[p].hidden
            race = race and code != spit.E_INDEX  # (P5 of four piles: "no such pile" says it)
            if opening and race and x:  # pressed before the race was on the glass: the X
                # says no, the call stays (with no X to show, the line says why)
                said = not red and not line.startswith("No")
            elif race and self.english:  # what counts in the race or the choice, in words
                said = red and any(w in line for w in ("L or R", "picks", "slap"))
            elif race:  # (another language: a refusal's line that names L and R, or who picks)
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
        game = app.match.game if app.match is not None else None
        banner = app.view.banner if app.view is not None else None
        if app.phase == mod.GAME and game is not None and banner is not None:
            for p in (0, 1):
                line = banner.status[p].text
                stale = line.startswith("Waiting for") and any(
                    a[0] == spit.A_SPIT for a in game.legal(p)
                )  # he is told to wait, yet his SPIT would be taken
                self.stale[p] = self.stale[p] + 1 if stale else 0
                if self.stale[p] == 5:  # longer than the lines' few frames of delay
                    self.waits.append((now, p, line))


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


def drive(variant, seed, limit_ms=3000000, language="en"):  # (20 simulated min and more)
    """Play one whole game of ``variant`` (a fresh console told ``language``); returns (driver,
    run)."""
    driver = Driver(variant, seed, language)

    def hook(sim):
        _clock["sim"] = sim
        _clock["driver"] = driver
        driver(sim)
        if driver.done:
            from host_tools.sim.run import SimStop

            raise SimStop("driver done")

    try:
        run = simulate(driver.events, seed=seed, until_ms=limit_ms, on_frame=hook,
                       env={"language": language})  # fmt: skip
    finally:
        _clock["sim"] = _clock["driver"] = None
    return driver, run


def _log(run):
    """(P lines as dicts, A lines, rules, seed, start ticks) of the run's game."""
    presses, actions, rules, seed = [], [], {}, 0
    for line in run.log.splitlines():
        f = line.split(" ")
        if f[0] == "G":
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
        elif f[0] == "A":
            actions.append(tuple(int(x) for x in f[2:7]))
    return presses, actions, rules, seed


def judge(driver, run):
    """Every promise the run broke, as readable lines (empty: all kept)."""
    bad = []
    presses, actions, rules, seed = _log(run)
    base = run.sim.start_ticks
    downs = [d for d in presses if d["down"] and d["kind"] != -1 or d["down"]]
    # 1. every key-down typed after Play has one P line (the pause's own line aside)
    lines = {}
    for d in downs:
        lines.setdefault((d["p"], d["button"]), []).append((d["raw"] - base) & 0x1FFFFFFF)
    for at, p, b in driver.typed:
        if at > run.elapsed - 100:
            continue  # the run ended before it could be read
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
            bad.append("refusal of %s.%s at %d (code %d) showed no X" % (
                "AB"[d["p"]], panel.BUTTON_NAMES[d["button"]], te, d["code"]))  # fmt: skip
    for ms, p, button, code, line, red, crossed in driver.unshown:
        bad.append("refusal of %s.%s at %d (code %d): line %r%s%s" % (
            "AB"[p], panel.BUTTON_NAMES[button], ms, code, line, "" if red else " (not red)",
            "" if crossed else ", no X"))  # fmt: skip
    # 4. a press on a summary or result page past its 1.5 s: carried out or spent, never refused
    screen_at = _screens(driver.frames)
    for d in downs:
        s = (d["raw"] - base) & 0x1FFFFFFF
        screen = screen_at(s)
        if screen is None or screen[0] not in (OVER, ROUND) or s - screen[2] < 1500:
            continue
        if d["code"] not in (0, panel.R_GONE):
            bad.append("%s.%s at %d on page %d of screen %d: result %d" % (
                "AB"[d["p"]], panel.BUTTON_NAMES[d["button"]], s, screen[1], screen[0],
                d["code"]))  # fmt: skip
    # 5. the aim: a tap whose card fits both piles goes where he last aimed (else his own)
    bad += _aims(presses, actions, rules, seed)
    # 6. no "Waiting" line the engine does not back, beyond the lines' few frames of delay
    if driver.waits:
        bad.append("stale Waiting lines: %r" % driver.waits[:3])
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
