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
from spit.screen import halves
from spit.screen.sprites import TABLE
from spit.screen.text import Text

REFUSED_MS = const(700)
LINE_WAIT = const(3)  # frames the lines may wait for one in which the engine did nothing
LINE = const(26)  # characters that fit a 316-pixel line at twice size
_NAMES = ("A", "B")
# the input layer's own refusals, said shortly enough for one line
_SHORT = {
    panel.R_TIMEOUT: "No: move timed out",
    panel.R_CANCEL: "Move cancelled",
    panel.R_OVERFLOW: "Keys resynced",
    panel.R_NOT_NOW: "No: not now",
    panel.R_EARLY: "No: too early",
}


def _low_wins(mine, name, theirs):
    """The points game's header: the scores, and that the lowest wins (shorter if need be)."""
    for form in ("You %d, %s %d: lowest wins", "You %d, %s %d: low wins"):
        line = form % (mine, name, theirs)
        if len(line) <= LINE:
            return line
    return "You %d %s %d low wins" % (mine, name, theirs)  # (three-digit scores and "CPU 5")


# Why a game ended (``ending``): 0 Speed's target reached, 1 the lowest score, 2 equal scores and
# fewer cards, 3 equal scores and cards, 4 no cards left, 5 the same cards left. In a few words:
_WHY = ("reached %d", "lowest score", "fewer cards", "same score", "no cards left", "same cards")


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


def why(g):
    """Why the game at OVER went the way it did, in a few words (the result says it too)."""
    code = ending(g)
    return _WHY[code] % g.rules.target if code == 0 else _WHY[code]


def refusal(code):
    """The line that says why a press was refused (built once per code by the view)."""
    short = _SHORT.get(code)
    return short if short is not None else "No: " + panel.reason(code)


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
            line, word = self._words(g, p)
            if self.cpu[p]:
                line = self.names[p] + " plays this side"
            self.said[p] = line
            if not self.flashing[p] or self.kept[p]:
                self.line[p] = line
            self.word[p] = word
            if word:  # a new word shows at once; a word that goes away waits with the lines
                self.shout[p].set(word, halves.YELLOW)

    def _words(self, g, p):
        o = 1 - p
        ph = g.phase
        if ph == spit.READY:
            return self._ready(g, p), "SPIT!"
        if ph == spit.PLAY:
            rules = g.rules
            if rules.mode == "speed":  # the score header: the first to the target wins
                line = "You %d - %s %d (to %d)" % (
                    g.score(p),
                    self.names[o],
                    g.score(o),
                    rules.target,
                )
                return (line if len(line) <= LINE else line.replace(" - ", " ")), ""
            if rules.scoring == "points":  # ...here the lowest score wins: never "(to 50)"
                return _low_wins(g.score(p), self.names[o], g.score(o)), ""
            return "P1-P5 play, L/R aim", ""
        if ph == spit.SLAP:
            if self.slapped[p]:
                return "Slapped! Waiting for " + self.names[o], "SLAP!"
            if self.slapped[o]:  # the other was faster: this one's last chance
                lead = self.names[o] + " slapped! You: "
                if g.piles_in_use() == 1:
                    return lead + "L/R", "SLAP!"
                return self._left_right(g, p, lead), "SLAP!"
            if g.piles_in_use() == 1:
                return "Slap L or R to escape!", "SLAP!"
            return self._left_right(g, p, "Slap smaller: "), "SLAP!"
        if ph == spit.CHOOSE:
            if g.chooser() == p:
                return self._left_right(g, p, "Take a pile: "), "PICK"
            return self.names[o] + " picks a pile...", "WAIT"
        if ph == spit.OVER:
            return self._over(g, p, self.names)
        return "", ""

    def _ready(self, g, p):
        o = 1 - p
        speed = g.rules.mode == "speed"
        if g.called(p):  # the engine's word: a call that left the game stalled is spent
            return "Waiting for " + self.names[o] + "'s SPIT"
        if g.hand_size(p) == 0 and not speed:
            return "No spit cards: " + self.names[o] + " spits"
        if g.spit_size(0) + g.spit_size(1) == 0:  # a fresh deal
            if g.round == 1:
                return "Press SPIT to start"
            if speed or g.rules.scoring == "points":
                return "Round %d: press SPIT" % g.round
            return "You hold %d: press SPIT" % g.cards(p)
        if speed:
            return "No moves: press SPIT"
        return "Stalemate: press SPIT"

    def not_here(self, g, p):
        """Why a press other than the one the slap race (or the choice) wants is refused: what
        counts there, for p."""
        o = 1 - p
        if g.phase == spit.CHOOSE:
            if g.chooser() == p:
                return "No: pick with L or R"
            return "No: %s picks a pile" % self.names[o]
        if self.slapped[p]:
            return "No: wait for %s's slap" % self.names[o]
        return "No: slap with L or R"

    @staticmethod
    def _left_right(g, p, lead):
        """lead + the sizes of the piles under this player's L and R buttons."""
        left = g.spit_size(p)
        return "%sL %d R %d" % (lead, left, g.spit_size(1 - p))

    @staticmethod
    def _over(g, p, names):
        """The game's end, on the table as it ended: who won and why."""
        o = 1 - p
        word = "DRAW" if g.winner == -1 else ("WIN" if g.winner == p else "LOSE")
        if word == "WIN":
            line = "You win: "
        elif word == "LOSE":
            line = names[o] + " wins: "
        else:
            line = "A draw: "
        return line + why(g), word

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
        """p's line on a ground of that colour (the text's own tiles: the dark plate under the
        line stays as it is, so a refusal redraws the line once, not the plate under it too)."""
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
