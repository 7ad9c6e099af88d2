# SPDX-License-Identifier: MIT
"""A black-box driver: whole games through the buttons alone, each press judged afterwards.

``Driver`` hooks the headless simulator's frame wait. It sets the variant up through the
settings menu (button presses, as a person would), chooses Play, then plays both panels (or the
human's, against the CPU) with human-like timing: think times of 0.1-1 s, now and then two
presses in one millisecond (both players, or one player's L/R and pile together), stray presses
during the deal, mashed SPITs on the round summary (some before its 1.5 s, some 0-30 ms apart
for both players) and on the result page. It looks at the game only to pick a sensible press;
it judges the console only by what it shows and says: the event log, the buzzer, each half's
line and X.

``judge(result)`` lists every broken promise of the README's "Playing" section:
- every key-down made while the game (or its summary, result or pause page) was up has exactly
  one P line with its button and stamp: no press is lost;
- every refused press buzzes, and shows its X and red line when the table is up;
- a tap of a card that fits both piles goes to the pile last aimed at with L/R (else his own);
- a "Waiting for X's SPIT" line is shown only while the engine holds his call.
"""

import random
import sys

import spit
from host_tools.sim.script import Event
from spit.input import panel
from tests.console.player import pick, presses_for
from tests.console.simkit import simulate

HOLD = 40
MENU_GAP = 150
# settings rows (spit.console.settings_menu.SETTINGS): (row, presses of R from the default)
VARIANTS = {
    "standard": (),
    "stocks4": ((3, 1),),
    "noslap": ((4, 1),),
    "alternate": ((5, 1),),
    "points": ((7, 1), (8, 4)),  # target 25: a short points game
    "speed": ((0, 1),),
    "cpu_b": ((1, 1), (2, 3)),  # CPU plays B, level 5
    "handicap": ((11, 3), (12, 1)),  # A +150 ms, B +50 ms
}
BACK = 15
TICKS_MASK = (1 << 29) - 1  # the log's times are ticks_ms: they wrap ~65 s after power-up
TICKS_HALF = 1 << 28
REFUSALS = set(range(1, 100)) | {panel.R_TIMEOUT, panel.R_NOT_NOW, panel.R_EARLY}


class Driver:
    """One game of one variant, typed into the simulator as it runs."""

    def __init__(self, variant, seed):
        self.variant = variant
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
        self.frames = []  # (ms it began, app phase it left) of every frame
        self.cues = []  # (ms, cue)
        self.xs = []  # (ms, player) every refusal the view drew
        self.waits = []  # (ms, player, line) a "Waiting" line the engine does not back
        self.stale = [0, 0]  # frames in a row each player's line has been such a line
        self.done = False
        self.over_page = -1  # the result's page a SPIT was typed for
        self.events = self._setup()

    # -- the presses --------------------------------------------------------------------
    def _setup(self):
        """Title -> Settings -> the variant's rows -> Back -> Play, as key events."""
        seq = [(0, panel.P4), (0, panel.SPIT)]  # the title's cursor to Settings, open it
        cur = 0
        for row, steps in VARIANTS[self.variant]:
            seq += [(0, panel.P4)] * (row - cur) + [(0, panel.R)] * steps
            cur = row
        seq += [(0, panel.P4)] * (BACK - cur) + [(0, panel.SPIT), (0, panel.SPIT)]  # Back, Play
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
        mod = sys.modules.get("spit.console.app")
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
                self.type(sim, now + 1700, self._human()[0], panel.SPIT)
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
            if rng.random() < 0.06:  # a stray press: during the deal, a slap race, anywhere
                self.type(sim, now + rng.randrange(5, 300), p, rng.randrange(7))
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

                def refuse(v, g, p, *a, **k):
                    self.xs.append((now_of(), p))
                    return real_refuse(v, g, p, *a, **k)

                view._refuse = refuse
                view._driven = True
            real_frame = app.frame

            def frame(t):
                start = now_of()
                real_frame(t)
                self.frames.append((start, app.phase))  # when it began, the screen it left

            app.frame = frame

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


_clock = {"sim": None}


def now_of():
    sim = _clock["sim"]
    return sim.elapsed if sim is not None else 0


def drive(variant, seed, limit_ms=3000000):  # (a 4-stock game can pass 20 simulated min)
    """Play one whole game of ``variant``; returns (driver, run)."""
    driver = Driver(variant, seed)

    def hook(sim):
        _clock["sim"] = sim
        driver(sim)
        if driver.done:
            from host_tools.sim.run import SimStop

            raise SimStop("driver done")

    run = simulate(driver.events, seed=seed, until_ms=limit_ms, on_frame=hook)
    _clock["sim"] = None
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
        if frame is None or frame[1] != 2 or d["code"] == panel.R_NOT_NOW:
            continue  # the table was gone (summary, result): the buzz and the line say it
        if not any(p == d["p"] and te <= ms <= te + 80 for ms, p in driver.xs):
            bad.append("refusal of %s.%s at %d (code %d) showed no X" % (
                "AB"[d["p"]], panel.BUTTON_NAMES[d["button"]], te, d["code"]))  # fmt: skip
    # 4. the aim: a tap whose card fits both piles goes where he last aimed (else his own)
    bad += _aims(presses, actions, rules, seed)
    # 5. no "Waiting" line the engine does not back, beyond the lines' few frames of delay
    if driver.waits:
        bad.append("stale Waiting lines: %r" % driver.waits[:3])
    return bad


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
    return counts
