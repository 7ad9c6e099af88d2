# SPDX-License-Identifier: MIT
"""The screen: one root group made once, the table and the menus drawn into it, changes only.

    view = View(display)                  # display.root_group = view.root, once
    view.show_game(g, now)                # the table; view.update(g, now) every frame after
    view.outcome(p, button, code, now)    # a gesture's result from spit.input.race: refusals show
    view.show_menu(menu, now); view.update_menu(menu, now)   # title, settings, pause
    view.show_message(heading, lines); view.show_fault(text)
    view.dirty                            # the rectangles the last update changed

Nothing is rebuilt during play: `update` returns at once while `g.changes` has not moved and no
flash is running, and otherwise changes only the tiles and texts whose value differs from what
is shown. Every changed rectangle goes in `view.dirty` (cleared at the start of each update), so
the redraw of any frame can be counted. Cost: about 4 KB of sprite bitmaps (made once), and
for a game ~60 TileGrids and a few texts of font tiles (spit.screen.text), let go on the title.
"""

import gc

try:
    from typing import Any  # noqa: F401 (type comments)
except ImportError:
    pass

import displayio
import vectorio
from adafruit_ticks import ticks_diff
from micropython import const

import spit
from spit.input import panel
from spit.screen import forget, halves, sprites, words
from spit.screen.halves import Dirty

# The table's code (its cards, lines and marks) loads with the table and goes with it: a page
# (the menus, the pause menu, a summary) has ~10 KB more of stock's heap (emulated Pico)
_TABLE_CODE = ("spit.screen.table", "spit.screen.banner", "spit.screen.marks")

_GAME = const(0)
_PAGE = const(1)
_FAULT_COLS = const(29)  # the message column: 290 px of the pages' 10 px glyphs


class View:
    """Both players' view of the console, on one display."""

    def __init__(self, display=None, four_colour=False):
        self.dirty = Dirty()
        self.sheets = sprites.Sheets(four_colour)
        self.root = displayio.Group()
        felt = displayio.Palette(1)
        felt[0] = sprites.TABLE
        self.root.append(
            vectorio.Rectangle(pixel_shader=felt, width=halves.W, height=halves.H, x=0, y=0)
        )
        # The table, its lines and marks: made for a game, let go on the title (drop_table)
        self.table = None  # type: Any
        self.banner = None  # type: Any
        self.marks = None  # type: Any
        self.names = (("A", "B"), (False, False))  # set_names(), kept for the next table
        self.langs = [0, 0]  # each half's language (speak): pages and lines read this list
        self.game = displayio.Group()
        self.page = displayio.Group()
        self.pages = None  # made when a page is shown, freed during play (~25 KB of labels)
        self.summary = None  # the round summary page, likewise
        self.root.append(self.game)
        self.root.append(self.page)
        self.mode = _PAGE
        self.game.hidden = True
        self.seen = -1  # g.changes last drawn
        self.phase = -1
        self.round = -1
        self.drawn = None  # the game last drawn
        # each player's latest outcome of a frame (0, 1) and latest refusal (2, 3), applied at
        # the next update (-1: none), in the order they came (`later`: his refusal came last):
        # a refusal shows even when his next press lands in the same frame
        self.codes = [-1, -1, -1, -1]
        self.buttons = [0, 0, 0, 0]
        self.lost = [False, False, False, False]
        self.later = [False, False]
        self.opening = False  # this update draws a new phase: a press applied in it was made before
        self.reasons = {}  # code + 256 * player -> refusal line in his half's language
        self.words = [None, None]  # each half's table words in a game (speak; banner.say)
        self.display = display
        self.held = [-1, -1]  # each player's pause-hold bar, in tenths (-1: not shown)
        self.hinting = [False, False]  # his line says how to finish a move
        self.hint_due = [False, False]  # ...once the refusal his line shows has been read
        if display is not None:
            display.root_group = self.root

    # -- switching screens (a full redraw each: never during play) -----------------------
    def _switch(self, mode):
        # Every caller shows a whole new screen (a page, or the table after a page).
        if mode != self.mode:
            self.mode = mode
            self.game.hidden = mode != _GAME
            self.page.hidden = mode != _PAGE
        display = self.display
        if display is not None:
            # a new root group is drawn in one pass over the screen (~0.3 s on a Pico); else the
            # changed layers' own areas are drawn again after it: ~2x at the deal, and the
            # settings page after the title sent 149 473 px for 76 800 (1.65 s on stock)
            display.root_group = None
            display.root_group = self.root
        if mode == _GAME:
            self.clear_page()  # the pages' labels are not needed in play: heap back to the game
            forget("spit.screen.pages")  # ...nor their code (~3 KB): the next page loads it again
        else:
            # a page (the pause menu, a round's summary) lets the table go: its ~10 KB make room
            # for the page; the game's next frame on the table builds it again
            self.drop_table()
        self.dirty.everything()

    def clear_page(self, collect=True):
        """The page's labels (and the summary's code) go back to the heap; `collect`: at once.
        (The screen keeps showing it until the next refresh.)"""
        if self.pages is None and self.summary is None:
            return
        if self.summary is not None:
            forget("spit.screen.summary")  # its code too: the next round end loads it again
        self.pages = None
        self.summary = None
        while len(self.page):
            self.page.pop()
        if collect:
            gc.collect()

    def let_go(self):
        """Another screen takes the display (the hardware test): the page, the pages' code and
        the table go back to the heap; the next show_* makes what it needs again."""
        self.clear_page()
        forget("spit.screen.pages")
        self.drop_table()

    def _pages(self):
        if self.pages is None:
            from spit.screen.pages import Pages

            self.clear_page()
            self.pages = Pages(self.page, self.dirty, self.langs)
        return self.pages

    def show_summary(self, g, now=0, names=("A", "B"), footer=words.GO_ON):
        """The page after a round (or the game): who took which pile, cards held, scores."""
        from spit.screen.summary import Summary  # loaded when a round ends, not during play

        self.dirty.clear()
        tops = self._ended_tops(g)  # read before the page lets the table go
        self._switch(_PAGE)
        if self.summary is None:
            self.clear_page()
            self.summary = Summary(self.page, self.dirty, self.sheets)
        self.summary.show(g, names, footer, tops, self.langs)
        self.dirty.everything()

    def _ended_tops(self, g):
        """Each spit pile's top card as the table last showed it, where it still held the cards
        its taker took (-2 otherwise: the summary shows a back rather than a card it never had)."""
        tops = [-2, -2]
        table = self.table
        if table is not None:
            for j in (0, 1):
                if table.size[0][j].value == g.taken(j) and table.pile[j].shown >= 0:
                    tops[j] = table.pile[j].shown
        return tops

    def _build_table(self):
        if self.table is not None:
            return
        from spit.screen.banner import Banner
        from spit.screen.marks import Marks
        from spit.screen.table import Table

        demo = getattr(self, "demo_labels", None) or ()  # spit.screen.demo's: kept on top
        for label in demo:
            self.game.remove(label)
        self.table = Table(self.sheets, self.dirty)
        self.game.append(self.table.group)
        self.banner = Banner(self.sheets, self.game, self.dirty)
        self.banner.names, self.banner.cpu = self.names
        self.banner.langs = self.langs
        self.banner.words = self.words
        self.marks = Marks(self.sheets, self.game, self.dirty, self.table)
        for label in demo:
            self.game.append(label)

    def drop_table(self):
        """No table on screen (a page is up): the table's objects go back to the heap (~10 KB for
        the page); the card sheets stay, and the next show_game builds the table again."""
        if self.table is None:
            return
        self.table = self.banner = self.marks = None
        self.drawn = None
        self.demo_labels = None  # type: Any  # (spit.screen.demo's, drawn into the table's group)
        while len(self.game):
            self.game.pop()
        forget(*_TABLE_CODE)
        gc.collect()

    def show_game(self, g, now=0):
        """Show g on the table (new game, or back from the pause menu)."""
        self.dirty.clear()
        if self.mode != _GAME:  # the page's code and labels go before the table's code loads
            self.clear_page()
            forget("spit.screen.pages")
        self._build_table()
        self._switch(_GAME)
        if g is not self.drawn:
            self.drawn = g
            rules = g.rules
            self.table.setup(rules.stocks, rules.mode == "speed")
            self.seen = -1
            self.phase = -1
            self.round = -1
            for i in range(4):
                self.codes[i] = -1
            self.marks.reset()
            for p in (0, 1):
                self.banner.end_flash(p)
                self.hinting[p] = self.hint_due[p] = False
        self._draw(g, now)
        self.dirty.everything()

    def show_over(self, g, now=0, names=("A", "B"), footer=words.TO_TITLE):
        """The game's result: the summary page with the final position's figures."""
        self.drawn = None  # the table is drawn afresh for the next game
        self.show_summary(g, now, names, footer)

    def show_menu(self, menu, now=0, corner=""):
        """A menu on both halves; `corner`: small words in its heading's corner (the title's
        firmware name)."""
        self.dirty.clear()
        self._switch(_PAGE)
        pages = self.pages
        if pages is not None and pages.thumb is not None and not pages.needs_extras(menu):
            self.clear_page()  # the settings page's extra columns are let go with it
        self._pages().show_menu(menu, corner)
        self.dirty.everything()

    def set_corner(self, text):
        """Small grey words in a page's heading's corner, on both halves."""
        pages = self.pages
        if pages is not None:
            for half in pages.halves:
                half.set_corner(pages.group, text)

    def set_gauge(self, text):
        """The battery gauge ("Battery 3/4", "USB"; "" none) on a menu's heading."""
        if self.pages is not None:
            self.pages.set_gauge(text)

    def update_menu(self, menu, now=0):
        """Per frame on a menu: redraws the rows that changed. Returns pixels touched."""
        self.dirty.clear()
        if self.pages is None or self.pages.menu is not menu:
            self.show_menu(menu, now)
        else:
            self.pages.update()
        return self.dirty.pixels()

    def show_message(self, heading, lines=(), footer=words.PRESS_SPIT, now=0):
        self.dirty.clear()
        self._switch(_PAGE)
        self._pages().show_message(heading, lines, footer)
        self.dirty.everything()

    def show_lists(self, now=0):
        """A page whose halves each show their reader's own list (update_list fills them)."""
        self.dirty.clear()
        self._switch(_PAGE)
        pages = self.pages
        if pages is not None and pages.thumb is not None:
            self.clear_page()  # the settings page's extra columns go with it
        pages = self._pages()
        pages.show_message("")
        self.dirty.everything()

    def update_list(self, p, heading, labels, cursor, footer, now=0):
        """Player p's half of a show_lists page: heading, rows, the bar on row ``cursor``."""
        self.dirty.clear()
        self._pages().show_list(p, heading, labels, cursor, footer)

    def show_fault(self, text, now=0, restarting=False):
        """An unexpected error: say so in a few words, wrapped at spaces to the page's column (a
        drive path longer than it after a folder's /); then the title comes back (or, when
        faults repeat, the console restarts)."""
        lines = []
        while text and len(lines) < 4:
            cut = len(text) if len(text) <= _FAULT_COLS else text.rfind(" ", 0, _FAULT_COLS + 1)
            cut = cut if cut > 0 else text.rfind("/", 0, _FAULT_COLS) + 1 or _FAULT_COLS
            lines.append(text[:cut])
            text = text[cut:].lstrip()
        heading = words.OOPS_RESTART if restarting else words.OOPS
        try:
            self.show_message(heading, lines, words.LOG_DETAILS)
        except Exception:  # (no heap, or a damaged catalogue: the words as the code has them)
            head = "Oops - restarting" if restarting else "Oops - an error"
            self.show_message(head, lines, "The log has the details")

    def set_names(self, names, cpu=(False, False)):
        """What each player is called on the other's half (("A", "CPU 5")); a CPU's half says
        who plays it. Set when a game starts."""
        self.names = (names, cpu)
        if self.banner is not None:
            self.banner.names, self.banner.cpu = self.names
        self.seen = -1

    def speak(self, a, b, play=0):
        """Each half's language (spit.screen.lang's numbers): the pages and lines drawn from now
        on say their words in it; only these catalogues stay loaded. ``play``: 1 a game's page
        (its pause): each keeps only the table's block; 2 the table: the view keeps each half's
        block (banner.say: the table says its words by number) and nothing else of the
        languages stays (neither the catalogues nor their code)."""
        from spit.screen import text

        if a != self.langs[0] or b != self.langs[1] or not play:  # (the pages: let them go)
            self.words[0] = self.words[1] = None
            self.reasons.clear()  # (its lines are in the halves' languages)
        self.langs[0], self.langs[1] = a, b
        accents = a != 0 or b != 0  # (English needs none)
        if play and self.words[0] is None:
            from spit.screen.lang import block, keep

            keep(a, b, True)
            self.words[0] = block(a)
            self.words[1] = self.words[0] if b == a else block(b)  # (one copy for one language)
        if play < 2:  # (English's pages say their words from its catalogue too)
            from spit.screen.lang import keep

            keep(a, b, play > 0)
        else:
            forget("spit.screen.lang")  # (the table's words are the view's)
        if accents != (text._WIDE is not None):
            text.wide(accents)
            self.clear_page()  # the pages' headings are made again with the glyphs they need

    def set_four_colour(self, on):
        """Each suit its own colour (or red/black): a palette change, every card redraws."""
        if bool(on) != self.sheets.four_colour:
            self.sheets.set_four_colour(on)
            self.dirty.everything()

    # -- during play ---------------------------------------------------------------------
    def outcome(self, p, button, code, now=0, lost=False):
        """A gesture's result from the input layer (spit.input.race), shown at the next update.

        Refusals flash (each player's last of the frame, beside his last other outcome); OK slaps
        are remembered so the line can say who is still awaited (the engine says who called
        SPIT); panel.R_PENDING (an L/R aim, an empty slot tapped) moves p's marks.
        """
        if (p != 0 and p != 1) or self.banner is None:
            return
        if code == spit.OK:
            if button == panel.L or button == panel.R:
                self.banner.slapped[p] = True
                self.seen = -1
        refused = code != spit.OK and code != panel.R_PENDING and code != panel.R_CANCEL
        self.later[p] = refused
        if refused:
            p += 2  # a refusal: kept apart from his other press of this frame
        self.codes[p] = code
        self.buttons[p] = button
        self.lost[p] = bool(lost)

    def hold(self, p, ms, now=0):
        """p has held SPIT ``ms`` of panel.HOLD_MS (-1: let go): his line fills towards pause."""
        step = -1 if ms < 0 or self.mode != _GAME else min(10, ms * 10 // panel.HOLD_MS)
        if step == self.held[p] or self.banner is None:
            return
        self.held[p] = step
        if step < 0:
            self.banner.end_flash(p)
        else:
            from spit.screen.banner import say

            line = say(self.banner.block(p), words.HOLD_PAUSE) + "#" * step + "." * (10 - step)
            self.banner.hold(p, line, now)

    def update(self, g, now=0):
        """Per frame during play: redraw what changed since the last frame. Returns pixels."""
        self.dirty.clear()
        if self.mode != _GAME:
            return 0
        self._draw(g, now)
        return self.dirty.pixels()

    def _draw(self, g, now):
        banner = self.banner
        changes = g.changes
        acted = changes != self.seen
        if acted:
            said = self.seen >= 0  # (-1: the words are due again, e.g. a player called SPIT)
            self.seen = changes
            table = self.table
            table.update(g)
            banner.set_piles(g.piles_in_use())
            self.marks.set_piles(g.piles_in_use())
            if g.phase != self.phase or g.round != self.round:
                self.phase = g.phase
                self.round = g.round
                self.opening = True
                banner.new_phase()
                if g.phase == spit.SLAP:  # a slap of this frame was taken in the race's first
                    for p in (0, 1):  # (outcome() set it before new_phase() forgot it)
                        b = self.buttons[p]
                        banner.slapped[p] = self.codes[p] == spit.OK and (
                            b == panel.L or b == panel.R
                        )
                for p in (0, 1):  # a refusal belongs to the phase it was made in
                    self.hint_due[p] = self.hinting[p] = False  # ...and a half-made move (the race
                    self.marks.clear_slot(p)  # forgets it: spit.input.panel.Gestures.cancel)
                    if banner.flashing[p]:
                        banner.end_flash(p)
                said = False
            if not (said and g.phase == spit.PLAY):  # in play only a new phase changes the words
                banner.phase(g)
        codes = self.codes
        for p in (0, 1):  # each player's presses of the frame in the order he made them
            if codes[p] < 0 and codes[p + 2] < 0:
                continue
            first = p if self.later[p] else p + 2
            self._take(g, first, now)
            self._take(g, first ^ 2, now)  # (0 <-> 2, 1 <-> 3)
        self.opening = False
        banner.tick(now)
        self.marks.tick(now)
        for p in (0, 1):
            if self.hint_due[p] and not banner.flashing[p]:
                self._hint(p, now)
        banner.draw(acted, self.dirty.full)

    def _take(self, g, i, now):
        code = self.codes[i]
        if code >= 0:
            self.codes[i] = -1
            self._apply(g, i, code, now)

    def _apply(self, g, i, code, now):
        """Show outcome slot i (player i % 2): a mark for a gesture under way, or a refusal."""
        marks = self.marks
        button = self.buttons[i]
        p = i % 2
        if code == panel.R_PENDING:
            if button <= panel.P5:
                marks.choose_slot(p, button, now)
                # the yellow slot alone does not say what comes next: his line says it, after
                # a refusal it would cover (its X and line stay their time)
                self.hint_due[p] = True
                if not self.banner.refusing[p]:
                    self._hint(p, now)
            elif button == panel.L or button == panel.R:
                marks.point(p, panel.spit_pile(p, button, g.piles_in_use()))
            return
        self.hint_due[p] = False
        marks.clear_slot(p)
        if self.hinting[p]:  # the move was made, cancelled or refused: the hint has done
            self.hinting[p] = False
            self.banner.end_flash(p)
        if code == spit.OK and (button == panel.L or button == panel.R):
            # a slap or a choice: his arrow marks it
            marks.point(p, panel.spit_pile(p, button, g.piles_in_use()))
        elif code != spit.OK and code != panel.R_CANCEL:  # a slot tapped twice: just unmarked
            self._refuse(g, p, button, code, self.lost[i], now)

    def _hint(self, p, now):
        """p's line says what finishes the move his chosen slot waits for, while it waits."""
        self.hint_due[p] = False
        marks = self.marks
        if marks.slot[p] < 0:
            return
        left = ticks_diff(marks.slot_end[p], now)
        from spit.screen.banner import say

        self.banner.hold(p, say(self.banner.block(p), words.MOVE_FROM), now, left)
        self.hinting[p] = True

    def _refuse(self, g, p, button, code, lost, now):
        race = g.phase == spit.SLAP or g.phase == spit.CHOOSE
        spot = self.table.spot_of(p, button, g.piles_in_use())
        crossed = spot is not None and not spot.frame.hidden  # (P5 of four piles: no X)
        # a pile press applied in the frame that opens the race (or the choice) was made before
        # its call was on the glass: its X shows, the line keeps the call (a move that timed out
        # in that frame was no press there: its line says why)
        say = (
            button > panel.P5 or code == panel.R_TIMEOUT or not (race and self.opening and crossed)
        )
        if lost:  # a lost same-pile race: the other player's card got there first
            from spit.screen.banner import say as told  # (loaded with the table)

            why = told(self.banner.block(p), words.LATE, "BA"[p])  # the other panel's letter
        elif race and (code == spit.E_PHASE or code == spit.E_PLAYER or code == spit.E_REPEAT):
            why = self.banner.not_here(g, p)  # what counts in the race or the choice
        elif code + 256 * p in self.reasons:
            why = self.reasons[code + 256 * p]
        else:
            from spit.screen.banner import refusal  # (loaded with the table)

            why = refusal(code, self.langs[p])
            self.reasons[code + 256 * p] = why
        self.banner.refused(p, spot, why, now, say)
