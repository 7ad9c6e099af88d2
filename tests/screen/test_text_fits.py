"""Issue 25: every string of every page and line is whole, inside its own box and its reader's
half, and never on top of another text — on both halves, in both fonts, with the longest values
(level 5, "CPU 5" for a name, three-digit scores and counts, 52-card piles).

The glyphs' ink is worked out from the very tiles each text shows (its font's sheet), placed as
displayio places them (B's texts are turned round as a whole), so a text that is cut, spills
over the middle line or runs into its neighbour fails here.
"""

import random

import displayio
import pytest

import spit
from spit.console.flow import menu, settings_menu, stats_page
from spit.console.records import players
from spit.console.records.stats import Settings, Stats
from spit.input import panel
from spit.screen import halves, howto, sprites
from spit.screen.banner import LINE, Banner, refusal
from spit.screen.halves import Dirty

NAMES = ("CPU 5", "CPU 5")  # the longest name either half can show for the other
_INK = {}  # id(sheet) -> ink box of each tile: (x0, y0, x1, y1) or None


def _ink(font):
    sheet, _, gw, gh = font
    boxes = _INK.get(id(sheet))
    if boxes is None:
        boxes = []
        for i in range(sheet.width // gw):
            xs, ys = [], []
            for y in range(gh):
                for x in range(gw):
                    if sheet[i * gw + x, y]:
                        xs.append(x)
                        ys.append(y)
            boxes.append((min(xs), min(ys), max(xs) + 1, max(ys) + 1) if xs else None)
        _INK[id(sheet)] = boxes
    return boxes


def line_boxes(text):
    """Screen rectangles (x0, y0, x1, y1) of the ink of each shown line of a Text."""
    grid = text.grid
    sheet, _, gw, gh = text.font
    ink = _ink(text.font)
    s = 1 if text.group is grid else text.group.scale
    ox, oy = text.group.x, text.group.y
    cols, rows, turned = grid.width, grid.height, grid.flip_x
    out = []
    for r in range(rows):
        box = None
        for c in range(cols):
            tile = ink[grid[r * cols + c]]
            if tile is None:
                continue
            x0, y0, x1, y1 = tile
            sc, sr = c, r
            if turned:  # the grid is turned round as a whole: tiles and their pixels
                sc, sr = cols - 1 - c, rows - 1 - r
                x0, x1, y0, y1 = gw - x1, gw - x0, gh - y1, gh - y0
            rect = (ox + (sc * gw + x0) * s, oy + (sr * gh + y0) * s,
                    ox + (sc * gw + x1) * s, oy + (sr * gh + y1) * s)  # fmt: skip
            box = rect if box is None else (min(box[0], rect[0]), min(box[1], rect[1]),
                                            max(box[2], rect[2]), max(box[3], rect[3]))  # fmt: skip
        if box is not None:
            out.append(box)
    return out


def shown_texts(view):
    """(name, player, Text) of every text on screen now."""
    out = []
    if view.mode == 1:  # a page
        for half in view.pages.halves if view.pages is not None else ():
            for name in ("head", "names", "foot", "values", "names_off", "values_off", "corner"):
                t = getattr(half, name)
                if t is not None and not t.hidden:
                    out.append((name, half.player, t))
        if view.summary is not None:  # heading, lines, footer, each taken pile's taker
            out += [t for t in view.summary.texts() if not t[2].hidden]
    elif view.banner is not None:
        for p in (0, 1):
            out += [("line", p, view.banner.status[p]), ("word", p, view.banner.shout[p])]
    return out


def check(view, what):
    """Every shown text whole, in its box and its half, and clear of every other text."""
    boxes = []
    for name, p, t in shown_texts(view):
        lines = t.text.split("\n")
        where = "%s: %s of %s %r" % (what, name, "AB"[p], t.text)
        assert len(lines) <= t.grid.height, "%s: %d lines in %d" % (
            where,
            len(lines),
            t.grid.height,
        )
        for line in lines:
            assert len(line) <= t.grid.width, "%s: %r cut at %d" % (where, line, t.grid.width)
        bx, by, bw, bh = t.box
        top, bottom = (halves.H // 2, halves.H) if p == 0 else (0, halves.H // 2)
        for x0, y0, x1, y1 in line_boxes(t):
            assert bx <= x0 and x1 <= bx + bw and by <= y0 and y1 <= by + bh, (where, "its box")
            assert 0 <= x0 and x1 <= halves.W and top <= y0 and y1 <= bottom, (where, "its half")
            boxes.append(((x0, y0, x1, y1), where))
    for i, (a, wa) in enumerate(boxes):
        for b, wb in boxes[i + 1 :]:
            if wa != wb:
                assert a[2] <= b[0] or b[2] <= a[0] or a[3] <= b[1] or b[3] <= a[1], (wa, wb)


def _big_stats():
    st = Stats()
    (
        players.seat(st, 0, players.add(st, "WWW")[0]),
        players.seat(st, 1, players.add(st, "MMM")[0]),
    )  # the widest
    for winner in [0] * 999 + [1] * 999:
        st.begin_game()
        st.end_game(winner, 0)
    st.played = [999, 999, 999]
    st.fastest_slap, st.fastest_slap_who = 999, 1
    st.human_wins = [999] * 5
    st.cpu_wins = [999] * 5
    return st


@pytest.mark.parametrize(
    "corner", ["Spit console 0.1.0", "CircuitPython 10.2.1", "Spit 0.1.0 simulator"]
)
def test_the_title_and_the_small_menus_fit(screen, view, corner):
    view.show_menu(menu.Menu("Spit", menu.TITLE), 0, corner)
    check(view, "title")
    for m in (menu.Menu("Paused", menu.PAUSE), menu.Menu("Reset statistics?", menu.CONFIRM)):
        view.show_menu(m)
        check(view, m.title)


def test_every_settings_row_and_value_fits(screen, view):
    s = Settings()
    m = settings_menu.SettingsMenu(s)
    view.show_menu(m)
    for i in range(len(m.items)):
        m.cursor = i
        m.version += 1
        choices = m.items[i][2] or ()
        for _ in range(len(choices) or 1):
            view.update_menu(m)
            check(view, "settings row %d = %r" % (i, m.value_text(i)))
            m.press(0, 6)  # R: the next value
    s.alternate_colors, s.four_color = 1, 1  # "not w/ alt."
    m.version += 1
    view.update_menu(m)
    check(view, "settings, four colours under alternate colours")


def test_statistics_how_to_and_fault_pages_fit(screen, view):
    for st in (Stats(), _big_stats()):
        for n in range(stats_page.PAGES):
            view.show_message(*stats_page.page(st, n))
            check(view, "statistics page %d" % n)
    for lines, foot in zip(howto.PAGES, howto.FOOTS, strict=True):
        view.show_message(howto.HEADING, lines, foot)
        check(view, "how to play")
    view.show_fault("MemoryError: memory allocation failed, allocating 4096 bytes " * 3)
    check(view, "fault")


def _play_out(rules, seed, stop):
    """A random game (both sides' legal actions), stopped when stop(g) says so."""
    rnd = random.Random(seed)
    g = spit.Game(rules=rules, seed=seed)
    t = 0
    while not stop(g) and g.phase != spit.OVER:
        t += rnd.randrange(1, 900)
        if g.tick(t):
            continue
        p = rnd.randrange(2)
        moves = g.legal(p) or g.legal(1 - p)
        if not g.legal(p):
            p = 1 - p
        if moves:
            spit.act(g, t, p, *rnd.choice(moves))
    return g


RULES = (
    spit.Rules(),
    spit.Rules(scoring="points", target=200),
    spit.Rules(mode="speed", target=15),
    spit.Rules(slap=False, stocks=4),
)


@pytest.mark.parametrize("rules", RULES, ids=("spit", "points", "speed", "noslap"))
def test_round_summaries_and_results_fit(screen, view, rules):
    for seed in range(4):
        g = _play_out(rules, seed, lambda g: g.round >= 3)
        view.show_summary(g, 0, NAMES)
        check(view, "summary round %d seed %d" % (g.round, seed))
        g = _play_out(rules, seed, lambda g: False)
        view.show_over(g, 0, NAMES)
        check(view, "result seed %d" % seed)


def test_the_longest_scores_fit_the_lines_and_the_summary(screen, view):
    for rules in (spit.Rules(scoring="points", target=200), spit.Rules(mode="speed", target=15)):
        g = spit.Game.from_layout(
            rules,
            stocks=([["5C"], ["9D"]], [["JS"]]),
            hands=(["2C"], ["2D"]),
            spit=(["4D"], ["QS"]),
            scores=(251, 240),
            **({"sides": (["3H"], ["8C"])} if rules.mode == "speed" else {}),
        )
        view.set_names(NAMES)
        view.show_game(g)
        check(view, "score header " + rules.mode)
        view.show_summary(g, 0, NAMES)
        check(view, "summary with 3-digit scores " + rules.mode)


@pytest.mark.parametrize("rules", RULES, ids=("spit", "points", "speed", "noslap"))
def test_every_line_in_play_fits_both_halves(screen, view, rules):
    view.set_names(NAMES)
    for seed in range(3):
        rnd = random.Random(seed)
        g = spit.Game(rules=rules, seed=seed)
        view.show_game(g)
        t = 0
        while g.phase != spit.OVER:
            t += rnd.randrange(1, 900)
            if not g.tick(t):
                p = rnd.randrange(2)
                moves = g.legal(p) or g.legal(1 - p)
                if not g.legal(p):
                    p = 1 - p
                if moves:
                    spit.act(g, t, p, *rnd.choice(moves))
            view.update(g, t)
            view.update(g, t + 1)  # (lines come in a frame in which the engine did nothing)
            check(view, "seed %d, round %d, phase %d" % (seed, g.round, g.phase))
        for p in (0, 1):  # the lines a press can bring: a hold, a move under way
            view.hold(p, 1999, t)
        view.update(g, t + 2)
        check(view, "hold")


def test_every_refusal_fits_a_line():
    codes = list(range(1, 14)) + [panel.R_TIMEOUT, panel.R_CANCEL, panel.R_OVERFLOW]
    codes += [panel.R_NOT_NOW, panel.R_EARLY]
    for code in codes:
        assert len(refusal(code)) <= LINE, refusal(code)


class _Race:
    """A game in the slap race or the choice, as Banner.not_here reads it."""

    def __init__(self, phase, chooser=-1):
        self.phase = phase
        self._chooser = chooser

    def chooser(self):
        return self._chooser


def test_every_refusal_of_the_slap_race_and_the_choice_fits_a_line():
    b = Banner(sprites.Sheets(), displayio.Group(), Dirty())
    b.names = NAMES
    for p in (0, 1):
        for slapped in (False, True):
            b.slapped[p] = slapped
            said = b.not_here(_Race(spit.SLAP), p)
            assert said.startswith("No: ") and len(said) <= LINE, said
        for chooser in (0, 1):
            said = b.not_here(_Race(spit.CHOOSE, chooser), p)
            assert said.startswith("No: ") and len(said) <= LINE, said
