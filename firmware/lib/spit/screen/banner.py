# SPDX-License-Identifier: MIT
"""What each player is told: his instruction line, the big word in the middle, refusals.

Both halves always say what to do next, each from its own player's side ("you", his L and R).
Text is built only when the engine's state changed (the view calls `phase` only then) and drawn
only when it differs from what is shown. Each line is white, drawn twice size on a dark plate
along his edge of the screen (13:1). A refused press puts a red X on the pile it aimed at and
turns his plate red with the reason on it (8:1), for REFUSED_MS.

A new big word shows in the frame that brings it. The two lines are drawn together (neither
player reads his before the other), and with them a big word that goes away. In the frame of a
new phase they are drawn with its cards (else a Pico frame shows new centre cards under
"Stalemate: press SPIT" and "SPIT!"); otherwise, in a frame in which the engine acted, they wait
for a frame in which it did not, LINE_WAIT frames at most. Both lines are ~12 000 pixels, tens of
ms of displayio on a Pico (its profile): on top of a play's cards they would make the frames
that end a phase three times the loop's 25 ms, and input waits while a frame draws. A refusal
changes nothing in the engine: its line shows with its X.
"""

import displayio
import vectorio
from adafruit_ticks import ticks_add, ticks_diff
from micropython import const

import spit
from spit.input import panel
from spit.screen import halves, words
from spit.screen.sprites import TABLE
from spit.screen.text import Text

REFUSED_MS = const(700)
LINE_WAIT = const(3)  # frames the lines may wait for one in which the engine did nothing
LINE = const(26)  # characters that fit a 316-pixel line at twice size
_NAMES = ("A", "B")
# the input layer's own refusals (panel.R_TIMEOUT..R_EARLY), said shortly enough for one line
_SHORT = bytes(
    (words.NO_TIMEOUT, words.CANCELLED, words.RESYNCED, words.NO_NOT_NOW, words.NO_EARLY)
)


def say(block, key, *args):
    """Word number key (spit.screen.words) of a half's table words, its ``%`` fields filled from
    args. block: its language's words from words.PLAY_AIM to words.PLAYS_SIDE, a word a line
    (spit.screen.lang.block; the view holds each half's in a game, and nothing else of the
    languages: the table says its words by number)."""
    at = 0
    for _ in range(key - words.PLAY_AIM):
        at = block.find(b"\n", at) + 1
    text = str(block[at : block.find(b"\n", at)], "utf-8")  # (UTF-8 bytes: spit.screen.lang)
    return text % args if args else text


def _english():
    from spit.screen.lang import EN, block

    return block(EN)


def _low_wins(block, mine, name, theirs):
    """The points game's header: the scores, and that the lowest wins (shorter if need be)."""
    line = say(block, words.LOW_WINS, mine, name, theirs)
    if len(line) <= LINE:
        return line
    return say(block, words.LOW_WINS_SHORT, mine, name, theirs)  # (three-digit scores, "CPU 5")


# Why a game ended (``ending``): 0 Speed's target reached, 1 the lowest score, 2 equal scores and
# fewer cards, 3 equal scores and cards, 4 no cards left, 5 the same cards left: words.WHY_TARGET
# and the five after it.


def ending(g):
    """Why the game at OVER went the way it did, as a code (above): the one place the screens
    read the rules of winning (the line here, the result page in spit.screen.summary)."""
    rules = g.rules
    if rules.mode == "speed":
        return 0
    if rules.scoring == "points":
        if g.score(0) != g.score(1):
            return 1
        return 3 if g.winner == -1 else 2  # (equal scores)
    return 4 if g.winner >= 0 else 5


def why(g, block=None):
    """Why the game at OVER went the way it did, in a few words (the result says it too), in
    block's language (say; None: English)."""
    block = block or _english()
    code = ending(g)
    if code == 0:
        return say(block, words.WHY_TARGET, g.rules.target)
    return say(block, words.WHY_TARGET + code)


def refusal(code, lang=0):
    """The line that says why a press was refused, in language lang: the engine's reason codes
    1..13, the input layer's own. Their words are not in the table's block: the catalogue is
    loaded for it and let go (the view keeps each line it made for the rest of the game)."""
    if panel.R_TIMEOUT <= code <= panel.R_EARLY:
        key = _SHORT[code - panel.R_TIMEOUT]
    elif 0 < code <= words.R_MODE - words.R_NOT_NOW + 1:
        key = words.R_NOT_NOW + code - 1
    else:
        return "No: " + panel.reason(code)  # (none such: English, as the log says it)
    from spit.screen import forget
    from spit.screen.lang import say as said

    line = said(lang, key)
    forget("spit.screen.lang")  # (in a game nothing else of it is kept: spit.screen.view.speak)
    return line


class Banner:
    """Instruction lines and shout words for both halves, and the refused-press flash."""

    def __init__(self, sheets, group, dirty):
        self.dirty = dirty
        self.status = []
        self.shout = []
        self.cross = []
        self.flash_end = [0, 0]
        self.flashing = [False, False]
        self.said = ["", ""]  # the phase's own line, shown again when a flash ends
        self.line = ["", ""]  # each line as it should read, and on which plate: `draw` shows it
        self.plate = [halves.PLATE, halves.PLATE]
        self.word = ["", ""]  # each big word as it should read
        self.waited = 0  # frames the lines have waited
        self.due = False  # a new phase: the lines are drawn with the cards, never after them
        self.slapped = [False, False]
        self.refusing = [False, False]  # his line's flash is a refusal (not a hold or a hint)
        self.kept = [False, False]  # ...that shows only its X: his line follows the phase
        self.names = _NAMES  # what each player is called on the other's half ("CPU 5")
        self.langs = (0, 0)  # each half's language (the view's list)
        self.words = [None, None]  # each half's table words (say: the view's list), or None
        self.cpu = (False, False)  # a side the CPU plays: its half says so instead
        h = halves.H - halves.STATUS_Y
        plate = displayio.Palette(1)
        plate[0] = halves.PLATE
        for p in (0, 1):
            y = halves.mirror_y(p, halves.STATUS_Y, h)
            group.append(vectorio.Rectangle(pixel_shader=plate, width=halves.W, height=h, x=0, y=y))
            line = Text(
                group, dirty, p, 160, halves.STATUS_CY, halves.W, h, scale=2, ground=halves.PLATE
            )
            self.status.append(line)
            self.shout.append(
                Text(
                    group, dirty, p, halves.SHOUT_CX, halves.SHOUT_CY, 86, 26, scale=2, ground=TABLE
                )
            )
            cross = sheets.cross_grid()
            cross.hidden = True
            cross.x = halves.W  # parked off the screen while hidden (see end_flash)
            group.append(cross)
            self.cross.append(cross)
        self.shout_cx = halves.SHOUT_CX
        self.set_piles(2)

    def block(self, p):
        """Player p's half's table words (say): the view's, else loaded now (spit.screen.lang)."""
        block = self.words[p]
        if block is None:
            from spit.screen.lang import block as table_block

            block = self.words[p] = table_block(self.langs[p])
        return block

    def set_piles(self, piles):
        """Big words sit between two piles, or beside a single one."""
        cx = halves.SHOUT_CX if piles == 2 else halves.SHOUT_CX1
        if cx != self.shout_cx:
            self.shout_cx = cx
            for text in self.shout:
                text.move(cx, halves.SHOUT_CY)

    def new_phase(self):
        self.due = True  # the old phase's words contradict the new cards: they go with them
        self.slapped[0] = self.slapped[1] = False

    def phase(self, g):
        """Tell both players what to do now."""
        for p in (0, 1):
            lang = self.block(p)
            line, word = self._words(g, p, lang)
            if self.cpu[p]:
                line = say(lang, words.PLAYS_SIDE, self.names[p])
            self.said[p] = line
            if not self.flashing[p] or self.kept[p]:
                self.line[p] = line
            self.word[p] = word
            if word:  # a new word shows at once; a word that goes away waits with the lines
                self.shout[p].set(word, halves.YELLOW)

    def _words(self, g, p, lang):
        o = 1 - p
        ph = g.phase
        if ph == spit.READY:
            return self._ready(g, p, lang), say(lang, words.W_SPIT)
        if ph == spit.PLAY:
            rules = g.rules
            if rules.mode == "speed":  # the score header: the first to the target wins
                line = say(
                    lang, words.SPEED_SCORE, g.score(p), self.names[o], g.score(o), rules.target
                )
                return (line if len(line) <= LINE else line.replace(" - ", " ")), ""
            if rules.scoring == "points":  # ...here the lowest score wins: never "(to 50)"
                return _low_wins(lang, g.score(p), self.names[o], g.score(o)), ""
            return say(lang, words.PLAY_AIM), ""
        if ph == spit.SLAP:
            slap = say(lang, words.W_SLAP)
            if self.slapped[p]:
                return say(lang, words.SLAPPED_WAIT, self.names[o]), slap
            if self.slapped[o]:  # the other was faster: this one's last chance
                lead = say(lang, words.SLAPPED_YOU, self.names[o])
                if g.piles_in_use() == 1:
                    return lead + "L/R", slap
                return self._left_right(g, p, lead), slap
            if g.piles_in_use() == 1:
                return say(lang, words.ESCAPE), slap
            return self._left_right(g, p, say(lang, words.SLAP_SMALLER)), slap
        if ph == spit.CHOOSE:
            if g.chooser() == p:
                return self._left_right(g, p, say(lang, words.TAKE_PILE)), say(lang, words.W_PICK)
            return say(lang, words.PICKS_PILE, self.names[o]), say(lang, words.W_WAIT)
        if ph == spit.OVER:
            return self._over(g, p, self.names, lang)
        return "", ""

    def _ready(self, g, p, lang):
        o = 1 - p
        speed = g.rules.mode == "speed"
        if g.called(p):  # the engine's word: a call that left the game stalled is spent
            return say(lang, words.WAIT_SPIT, self.names[o])
        if g.hand_size(p) == 0 and not speed:
            return say(lang, words.NO_SPIT_CARDS, self.names[o])
        if g.spit_size(0) + g.spit_size(1) == 0:  # a fresh deal
            if g.round == 1:
                return say(lang, words.PRESS_START)
            if speed or g.rules.scoring == "points":
                return say(lang, words.ROUND_PRESS, g.round)
            return say(lang, words.HOLD_PRESS, g.cards(p))
        if speed:
            return say(lang, words.NO_MOVES)
        return say(lang, words.STALEMATE)

    def not_here(self, g, p):
        """Why a press other than the one the slap race (or the choice) wants is refused: what
        counts there, for p (in his half's language)."""
        o = 1 - p
        lang = self.block(p)
        if g.phase == spit.CHOOSE:
            if g.chooser() == p:
                return say(lang, words.NO_PICK_LR)
            return say(lang, words.NO_PICKS, self.names[o])
        if self.slapped[p]:
            return say(lang, words.NO_WAIT_SLAP, self.names[o])
        return say(lang, words.NO_SLAP_LR)

    @staticmethod
    def _left_right(g, p, lead):
        """lead + the sizes of the piles under this player's L and R buttons."""
        left = g.spit_size(p)
        return "%sL %d R %d" % (lead, left, g.spit_size(1 - p))

    @staticmethod
    def _over(g, p, names, lang=0):
        """The game's end, on the table as it ended: who won and why."""
        o = 1 - p
        if g.winner == -1:
            line, word = say(lang, words.A_DRAW_), words.W_DRAW
        elif g.winner == p:
            line, word = say(lang, words.YOU_WIN_), words.W_WIN
        else:
            line, word = say(lang, words.WINS_, names[o]), words.W_LOSE
        return line + why(g, lang), say(lang, word)

    def refused(self, p, spot, why, now, say=True):
        """Player p's press was refused: X on the pile it aimed at (if any), say why (unless
        not `say`: his line has something more urgent to say)."""
        cross = self.cross[p]
        if not cross.hidden:
            self.dirty.add(cross.x, cross.y, 40, 54)
            cross.hidden = True
        if spot is not None and not spot.frame.hidden:
            if cross.x != spot.frame.x or cross.y != spot.frame.y:
                # displayio repaints where a moved TileGrid was last drawn, even if hidden since
                if cross.x < halves.W:
                    self.dirty.add(cross.x, cross.y, 40, 54)
                cross.x = spot.frame.x
                cross.y = spot.frame.y
            cross.hidden = False
            self.dirty.add(cross.x, cross.y, 40, 54)
        if say:
            self._say(p, why if len(why) <= LINE else why[:LINE], halves.PLATE_NO)
        self.kept[p] = not say
        self.flashing[p] = self.refusing[p] = True
        self.flash_end[p] = ticks_add(now, REFUSED_MS)

    def hold(self, p, line, now, ms=REFUSED_MS):
        """p holds SPIT: his line shows the pause filling, on his own plate, for `ms` (no
        refusal: an X from an earlier one goes, as its line does). Also a hint that lasts
        while a gesture waits for its next press."""
        self._hide_cross(p)
        self._say(p, line, halves.PLATE)
        self.refusing[p] = self.kept[p] = False
        self.flashing[p] = True  # the phase's line waits until he lets go
        self.flash_end[p] = ticks_add(now, ms)

    def tick(self, now):
        """End flashes whose time is up; True while any is still showing."""
        busy = False
        for p in (0, 1):
            if not self.flashing[p]:
                continue
            if ticks_diff(now, self.flash_end[p]) >= 0:
                self.end_flash(p)
            else:
                busy = True
        return busy

    def end_flash(self, p):
        self.flashing[p] = self.refusing[p] = self.kept[p] = False
        self._hide_cross(p)
        self._say(p, self.said[p], halves.PLATE)

    def _hide_cross(self, p):
        cross = self.cross[p]
        if not cross.hidden:
            cross.hidden = True
            self.dirty.add(cross.x, cross.y, 40, 54)
            # parked off the screen, so that its next move does not repaint this place again
            # (a 40x54 X costs ~8 ms of displayio on a Pico)
            cross.x = halves.W

    def _say(self, p, line, plate):
        """p's line (in his half's language) on a ground of that colour (the text's own tiles:
        the dark plate under the line stays as it is, so a refusal redraws the line once, not
        the plate under it too)."""
        self.line[p] = line
        self.plate[p] = plate

    def draw(self, acted, now=False):
        """Show the lines (and clear a word that went away) as they should read: in this frame,
        or while the engine `acted` in this frame in a later one (LINE_WAIT at most); `now`:
        this frame redraws the whole screen anyway."""
        status = self.status
        shout = self.shout
        for p in (0, 1):  # (a for loop: a generator would allocate every frame)
            s = status[p]
            if s.text != self.line[p] or s.ground != self.plate[p] or shout[p].text != self.word[p]:
                break
        else:
            self.waited = 0
            return
        if acted and not now and not self.due and self.waited < LINE_WAIT:
            self.waited += 1
            return
        self.waited = 0
        self.due = False
        for p in (0, 1):
            status[p].set(self.line[p], ground=self.plate[p])
            shout[p].set(self.word[p], halves.YELLOW)
