"""Write the emulated-Pico scripts that play a first round to its end (make screens).

A whole round against the CPU takes minutes of emulation; two scripted people who never wait
take ~30 emulated seconds. The round is planned here on the engine itself (the deal of the
console's first game with `--seed 7`), pressing buttons as the console reads them
(spit.input.panel: a pile tap plays onto the player's own spit pile, else the other; an empty
slot then a pile is a move), one press every 150 ms and 0.8 s after every new phase (a device
frame that changes the phase takes up to ~0.5 s to draw: the press waits for the new cards to
be on the glass, as a player would). Both slap the smaller
pile; the round then ends on the summary (standard scoring) or, in a points game to 25, on the
result (somebody holds 26 cards or more). players.txt plays that points game between two new
players (their initials entered on the pick), then shows their pages and the hall of fame.

    python docs/screens/plan_round.py      # writes round_end.txt, game_end.txt, players.txt
"""

import pathlib
import sys

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1] / "firmware" / "lib"))

import spit  # noqa: E402

SEED = 7
STEP = 150  # ms between presses in play (a device frame of play: ~25-45 ms)
PHASE = 800  # ms after a new phase before the next press
MOVE = 400  # ms from the empty slot's tap to the source pile's (the line says what comes next)
KEYS = ("P1", "P2", "P3", "P4", "P5")

# The menus before the game, as screens.txt and cpu_game.txt press them.
PICK = 1500  # ms from Play to the pick screen's presses (it is on the glass by then), ...
PICKED = 1700  # ... and the times after it move this much (the pick: A's SPIT, B's 50 ms on)
TITLE_PLAY = [(3000, "A.SPIT"), (3000 + PICK, "A.SPIT"), (3050 + PICK, "B.SPIT")]  # Play, pick
POINTS_25 = [  # Settings, Scoring: points, Points target: 25, Back, Play (the first press on
    # the settings page waits for it to be on the glass: one spent on the title before it, on the
    # emulated Pico, left the cursor a row short and P1 x9 wrapped round to the hardware test)
    (3000, "A.P4"), (3200, "A.SPIT"), (4900, "A.P4"), (5100, "A.P4"), (5300, "A.P4"),
    (5500, "A.P4"), (5700, "A.P4"), (5900, "A.P4"), (6100, "A.P4"), (6300, "A.R"),
    (6500, "A.P4"), (6700, "A.L"),
] + [(6900 + 200 * k, "A.P1") for k in range(9)] + [(8700, "A.SPIT"), (9700, "A.SPIT")]  # fmt: skip
POINTS_25 += [(9700 + PICK, "A.SPIT"), (9750 + PICK, "B.SPIT")]  # who plays: first rows


def typed(p, name, t):
    """[(ms, key)] that make player p ("A"/"B") a new player on the pick (its row is the second:
    a fresh console's Guest, New player, ...) and type ``name`` on the initials entry (P2: the
    next letter, R: the next place), from ms t; and the ms after its SPIT."""
    out = [(t, p + ".P4"), (t + 200, p + ".SPIT")]
    t += 600  # the entry is on the glass
    for k, ch in enumerate(name):
        if k:
            out.append((t, p + ".R"))
            t += 200
        for _ in range(ord(ch) - ord("A")):
            out.append((t, p + ".P2"))
            t += 200
    out.append((t, p + ".SPIT"))
    return out, t


def _tap(g, p, i, t):
    """A tap on stock pile i as spit.input.panel plays it: his own pile first, then the other."""
    single = g.piles_in_use() == 1
    first = 0 if single else p
    if g.play(p, i, first, t) == spit.OK:
        return True
    return not single and g.play(p, i, 1 - first, t) == spit.OK


def _fits(g, p, i):
    c = g.top(p, i)
    if c < 0:
        return False
    for j in range(g.piles_in_use()):
        top = g.spit_top(j)
        if top >= 0 and (spit.rank(c) - spit.rank(top)) % 13 in (1, 12):
            return True
    return False


def plan(rules, start):
    """[(ms, key)] that play the first round of the console's game from `start` to its end,
    the time it ended and {moment: ms}."""
    return play(rules, start)[1:]


def play(rules, start, seed=SEED):
    """plan()'s round of the game dealt from ``seed``, and that game as it stands after it
    (its winner and scores: tests/pico/test_pico_players.py plays three such games)."""
    g = spit.Game(rules=rules, seed=seed)
    out = []
    t = start
    moments = {}  # the first empty slot tapped, the slap race's opening: worth a screenshot
    while g.round == 1 and g.phase != spit.OVER:
        if g.phase == spit.READY:
            for p in (0, 1):
                if not g.called(p) and g.spit(p, t) == spit.OK:
                    out.append((t, "AB"[p] + ".SPIT"))
            t += PHASE
        elif g.phase == spit.PLAY:
            acted = False
            for p in (0, 1):
                for i in range(rules.stocks):
                    if _fits(g, p, i) and _tap(g, p, i, t):
                        out.append((t, "AB"[p] + "." + KEYS[i]))
                        t += STEP
                        acted = True
                        break
                else:  # no play: move a card off a deep pile into an empty slot (shows a card)
                    for kind, i, k in g.legal(p):
                        if kind == spit.A_MOVE and g.pile_size(p, i) > 1:
                            moments.setdefault("move", t)
                            out.append((t, "AB"[p] + "." + KEYS[k]))
                            assert g.move(p, i, k, t + MOVE) == spit.OK
                            out.append((t + MOVE, "AB"[p] + "." + KEYS[i]))
                            t += STEP + MOVE
                            acted = True
                            break
            if not acted:  # a stalemate: both call SPIT
                for p in (0, 1):
                    if g.spit(p, t) == spit.OK:
                        out.append((t, "AB"[p] + ".SPIT"))
                t += PHASE
            elif g.phase != spit.PLAY:
                t += PHASE - STEP
        elif g.phase == spit.SLAP:
            moments.setdefault("slap", t - PHASE)
            small = 0 if g.spit_size(0) <= g.spit_size(1) else 1
            for p in (0, 1):  # L is his own pile, R the other's
                if g.slap(p, small, t) == spit.OK:
                    out.append((t, "AB"[p] + (".L" if small == p else ".R")))
                t += 100
        else:
            raise AssertionError("phase %d: not planned" % g.phase)
        g.tick(t)
    return g, out, t, moments


def write(name, menus, rules, start, shots, after=(), extra=None):
    """shots: (moment, ms after it, png); the moment "end" is the round's end, ``extra`` gives
    more ({moment: ms}); after: (ms after the end, key): presses once the game is over."""
    presses, end, moments = plan(rules, start)
    moments["end"] = end
    moments.update(extra or {})
    lines = ["# Written by plan_round.py (seed %d): %s" % (SEED, name)]
    lines += ["%d %s" % x for x in menus + presses + [(end + dt, k) for dt, k in after]]
    lines += ["%d shot docs/screens/%s" % (moments[m] + dt, png) for m, dt, png in shots]
    (HERE / name).write_text("\n".join(lines) + "\n")
    print("%s: the round ends at %d ms, %d presses" % (name, end, len(presses)))


def main():
    shots = [
        ("move", 250, "move_hint.png"),
        ("slap", 500, "slap.png"),
        ("end", 2500, "summary.png"),
    ]
    write("round_end.txt", TITLE_PLAY, spit.Rules(), 4500 + PICKED, shots)
    points = spit.Rules(scoring="points", target=25)
    write("game_end.txt", POINTS_25, points, 11900 + PICKED,
          [("end", 2000, "result_table.png"), ("end", 7000, "result_figures.png")])  # fmt: skip
    players(points)


# The players' pages: both pick New player and type ANA (A) and BOB (B), play the points game to
# its result, SPIT for the title, Statistics to ANA's page and the head-to-head table, SPIT back
# to the title, Play (the pick with them first), Back, and leave the title alone: its idle minute
# opens the hall of fame (there are players and a game).
NAMES = ("ANA", "BOB")
TITLE = 8000  # ms after the round's end: SPIT on the result's figures (on the glass at 5 s)
STATS = 10000  # ... and Statistics from the title (its presses wait for the page: ~1 s)
PAGE = 1200  # ms between two statistics pages' SPIT (each is on the glass well within it)


def players(rules):
    menus = [m for m in POINTS_25 if m[0] < 9700 + PICK]  # the settings, Play
    a, a_done = typed("A", NAMES[0], 9700 + PICK)
    b, b_done = typed("B", NAMES[1], 9800 + PICK)
    menus = sorted(menus + a + b)
    start = max(a_done, b_done) + 3000  # both picked: the new players saved, the deal drawn
    after = [(TITLE, "A.SPIT"), (STATS, "A.P4"), (STATS + 200, "A.P4"), (STATS + 400, "A.SPIT")]
    # the pages after the first: vs the CPU, ANA, BOB, head to head, then the title
    pages = [STATS + 400 + PAGE * k for k in range(1, 6)]
    after += [(t, "A.SPIT") for t in pages]
    # Play again: the pick offers each panel its player first; then A's Back (P1: up, round to
    # the last row) to the title, left alone
    pick = pages[4] + 2000
    after += [(pick, "A.SPIT"), (pick + 2000, "A.P1"), (pick + 2200, "A.SPIT")]
    shots = [
        ("entry", 0, "players_entry.png"),  # A on his last letter, B on his second
        ("end", pages[1] + PAGE - 100, "stats_player.png"),  # ANA's page
        ("end", pages[3] + PAGE - 100, "stats_h2h.png"),
        ("end", pick + 1900, "pick_players.png"),
        ("end", pick + 2200 + 60000 + 2500, "hall.png"),  # the title's idle minute
    ]
    entry = {"entry": a_done - 100}
    write("players.txt", menus, rules, start, shots, after, entry)


if __name__ == "__main__":
    main()
