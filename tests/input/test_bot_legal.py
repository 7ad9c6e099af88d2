# SPDX-License-Identifier: MIT
"""The CPU player never makes a press the engine would refuse on the table it saw.

Games run through spit.input.race + the engine (bench/bench_bot.play, no screen). Every outcome of a
bot's panel is watched: anything but a carried-out action (or a move's first press, which waits
for the second) counts as refused. A refused press is allowed only when the other player's
action (or the slap-race timeout) landed earlier in the same race step: a race it lost to a
press it could not yet have seen. Against a partner who only ever calls "Spit!" there are no
races at all, so there every press must be carried out.
"""

import pytest
from adafruit_ticks import ticks_add, ticks_diff

import spit
from bench.bench_bot import play
from spit.input import panel

VARIANTS = (
    {},
    {"mode": "speed"},
    {"slap": False},
    {"stocks": 4},
    {"alternate_colors": True},
    {"auto_flip": False},
    {"scoring": "points"},
    {"mode": "speed", "speed_side": 5, "alternate_colors": True},
    {"slap": False, "stocks": 4, "auto_flip": False},
)
GAMES = 1000
LIMIT_MS = 10 * 60 * 1000  # a game still on after 10 simulated minutes is cut (counted)


CHUNKS = 4  # the 1000 games in four tests, so pytest-xdist can share them out


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_thousand_bot_games_have_no_illegal_press(chunk):
    games = GAMES // CHUNKS
    presses = refused = finished = 0
    unexplained = []
    kinds = set()

    def watch(out):
        if out.player >= 0 and out.code == spit.OK:
            kinds.add(out.kind)

    for n in range(chunk * games, (chunk + 1) * games):
        kw = VARIANTS[n % len(VARIANTS)]
        levels = (1 + n % 5, 1 + (n // 5) % 5)  # every pairing of levels, both ways round
        r = play(levels[0], levels[1], n, spit.Rules(**kw), limit_ms=LIMIT_MS, watch=watch)
        presses += r.presses[0] + r.presses[1]
        refused += r.refused[0] + r.refused[1]
        finished += r.winner is not None
        for u in r.unexplained:
            unexplained.append((n, kw, levels, u))
    assert unexplained == [], unexplained[:5]
    assert presses > 200 * games  # they really played
    assert refused < presses // 1000  # lost races are rare: ~1 in 10 000 presses measured
    assert finished > 0.9 * games
    # every kind of action was carried out by a bot somewhere in these games
    for kind in (spit.A_SPIT, spit.A_PLAY, spit.A_MOVE, spit.A_FLIP, spit.A_SLAP, spit.A_CHOOSE):
        assert kind in kinds


class Partner:
    """The other panel, played so that it never races the bot: it calls "Spit!" at once, and
    plays, flips or moves only while the bot has nothing it could do (engine.legal says so, a
    test may ask); it never slaps (the timeout hands it its pile)."""

    PLAY_KINDS = (spit.A_PLAY, spit.A_FLIP, spit.A_MOVE)

    def __init__(self, player):
        self.player = player
        self.second = -1  # a move's source pile, pressed on the next call
        self.next_t = None

    def push(self, race, button, now):
        t = ticks_add(now, -race.settle_ms - 1)  # applied in this very step
        key = self.player * 8 + button
        race.push(key, True, t)
        race.push(key, False, ticks_add(t, 30))

    def __call__(self, now, race, g):
        q = self.player
        if self.second >= 0:
            self.push(race, self.second, now)
            self.second = -1
            return
        if self.next_t is not None and ticks_diff(now, self.next_t) < 0:
            return
        mine = g.legal(q)
        if g.phase == spit.READY or g.phase == spit.CHOOSE:
            if mine:
                self.push(race, panel.SPIT if g.phase == spit.READY else panel.L, now)
            return
        if g.phase != spit.PLAY or any(a[0] in self.PLAY_KINDS for a in g.legal(1 - q)):
            return
        for kind, x, y in mine:
            if kind in self.PLAY_KINDS:
                self.push(race, y if kind == spit.A_MOVE else x, now)
                self.second = x if kind == spit.A_MOVE else -1
                self.next_t = ticks_add(now, 300)
                return


def test_without_races_every_press_is_carried_out():
    codes = []
    for n, kw in enumerate(VARIANTS * 4):
        bot_side = n & 1
        levels = (3 + n % 3, 3 + n % 3)

        def watch(out, bot_side=bot_side):
            if out.player == bot_side and out.button >= 0:
                if not (out.gesture == panel.G_SLOT and out.code == panel.R_PENDING):
                    codes.append(out.code)

        r = play(*levels, seed=500 + n, rules=spit.Rules(**kw), players=(bot_side,),
                 other=Partner(1 - bot_side), watch=watch, limit_ms=3 * LIMIT_MS)  # fmt: skip
        assert r.presses[bot_side] > 20
        assert r.winner is not None, (n, kw)
    assert len(codes) > 2000
    assert all(c == spit.OK for c in codes), sorted(set(codes))


def test_handicapped_cpu_panel_still_presses_only_legal_cards():
    slower = 0
    for n in range(40):
        side = n & 1
        handicap = (300, 0) if side == 0 else (0, 300)
        r = play(4, 4, 700 + n, spit.Rules(**VARIANTS[n % 3]), handicap=handicap)
        assert r.unexplained == []
        slower += r.winner == 1 - side
    assert slower >= 28  # 300 ms later on every press loses most games between equals


def test_pauses_mid_game_lose_no_press_and_make_no_double_call():
    """Every few seconds the race is reset and the clock jumps (the pause menu, then Resume):
    the bots carry on where they were, and no "Spit!" call or slap is made twice."""
    from bench.bench_bot import START
    from spit.input.bot import Bot
    from spit.input.race import Race

    for n in range(30):
        g = spit.Game(rules=spit.Rules(**VARIANTS[n % 3]), seed=300 + n)
        race = Race(seed=n)
        now = START
        race.reset(g, now, n)
        bots = (Bot(g, 0, 1 + n % 5), Bot(g, 1, 5 - n % 5))
        bad = []
        other_did = [False, False]  # the other player carried out an action earlier this step

        def listen(out, bad=bad, other_did=other_did):
            if out.player < 0:
                other_did[0] = other_did[1] = True  # a tick (slap timeout)
            elif out.code == spit.OK and out.kind >= 0:
                other_did[1 - out.player] = True
            elif out.refused and (out.code == spit.E_REPEAT or not other_did[out.player]):
                bad.append((out.player, out.gesture, out.code))

        race.listener = listen
        frames = 0
        while g.phase != spit.OVER and frames < 40000:
            frames += 1
            if frames % (137 + n) == 0:  # a pause: pending presses dropped, a gap in time
                now = ticks_add(now, 2500 + 100 * (n % 7))
                race.reset(g, now, None)
            for bot in bots:
                bot.feed(now, race)
            other_did[0] = other_did[1] = False
            race.step(g, now)
            now = ticks_add(now, 25)
        assert g.phase == spit.OVER, n
        assert bad == [], n
