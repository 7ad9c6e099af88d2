# SPDX-License-Identifier: MIT
"""The card art, drawn in code: the source of spit.screen.art_bits (host_tools/mkart.py), which
the device copies its sheets from, and what draws them where a Bitmap has no buffer (the host).

Nothing here is kept: the bitmaps stay, this module's code and glyph table return to the heap.
"""

import displayio

from spit.screen.halves import (
    ARROW_H,
    ARROW_W,
    CARD_H,
    CARD_W,
    DEPTH_H,
    RANK_H,
    RANK_INK_W,
    RANK_INK_X,
    RANK_W,
    SUIT_S,
)

# 5x7 glyphs, one int per row (bit 4 = leftmost); "1" is 3 wide; in "10" it is a 2-wide "1"
# (the "i" glyph): "10" then keeps clear of the card's edge and of the pip beside it.
_GLYPHS = {
    "2": (14, 17, 1, 2, 4, 8, 31),
    "3": (31, 2, 4, 2, 1, 17, 14),
    "4": (2, 6, 10, 18, 31, 2, 2),
    "5": (31, 16, 30, 1, 1, 17, 14),
    "6": (6, 8, 16, 30, 17, 17, 14),
    "7": (31, 1, 2, 4, 8, 8, 8),
    "8": (14, 17, 17, 14, 17, 17, 14),
    "9": (14, 17, 17, 15, 1, 2, 12),
    "0": (14, 17, 19, 21, 25, 17, 14),
    "1": (2, 6, 2, 2, 2, 2, 7),
    "i": (1, 3, 1, 1, 1, 1, 1),
    "J": (7, 2, 2, 2, 2, 18, 12),
    "Q": (14, 17, 17, 17, 21, 18, 13),
    "K": (17, 18, 20, 24, 20, 18, 17),
    "A": (14, 17, 17, 31, 17, 17, 17),
}
RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")


def ranks():
    """The 13 ranks side by side, drawn 3x."""
    bmp = displayio.Bitmap(RANK_INK_W * 13, RANK_H, 2)
    for i, text in enumerate(RANKS):
        _glyph(bmp, i, text, 3)
    return bmp


def _glyph(bmp, tile, text, scale):
    """Draw text (1-2 glyphs) centred in rank tile `tile` of bmp, each pixel scale x scale.

    Glyphs are 2 pixels apart (not scaled): "10" leaves room for a pip beside it on a spit pile.
    """
    ten = text == "10"
    if ten:
        text = "i0"
    widths = [2 if ch == "i" else 3 if ch == "1" else 5 for ch in text]
    total = sum(widths) * scale + 2 * (len(text) - 1)
    # (a 10's odd spare pixel goes left: 2 white pixels from the card's edge, 2 to the pip)
    x0 = tile * RANK_INK_W + (RANK_W - total + ten) // 2 - RANK_INK_X
    if text == "6" or text == "9":  # the underline tells a 6 from a turned-round 9
        for x in range(x0, x0 + total):
            bmp[x, RANK_H - 2] = 1
            bmp[x, RANK_H - 1] = 1
    for k, ch in enumerate(text):
        w = widths[k]
        for row, bits in enumerate(_GLYPHS[ch]):
            for col in range(w):
                if bits & (1 << (w - 1 - col)):
                    for dy in range(scale):
                        for dx in range(scale):
                            bmp[x0 + col * scale + dx, row * scale + dy] = 1
        x0 += w * scale + 2


def digits(scale):
    """Digits 0-9 and a blank (tile 10) in the 5x7 font: counts drawn by tile, never as text."""
    w, h = 6 * scale, 8 * scale
    bmp = displayio.Bitmap(w * 11, h, 2)
    for d in range(10):
        rows = _GLYPHS[str(d)]
        gw = 3 if d == 1 else 5
        x0 = d * w + (5 - gw) // 2 * scale
        for row, bits in enumerate(rows):
            for col in range(gw):
                if bits & (1 << (gw - 1 - col)):
                    for dy in range(scale):
                        for dx in range(scale):
                            bmp[x0 + col * scale + dx, row * scale + dy] = 1
    return bmp


def _in_circle(x, y, cx, cy, r):
    return (x - cx) * (x - cx) + (y - cy) * (y - cy) <= r * r


def _suit_pixel(suit, x, y, size=SUIT_S):
    """True where suit (0 C, 1 D, 2 H, 3 S) covers pixel centre (x, y) of a size x size cell.

    Coordinates are doubled (pixel centres at odd numbers, on a 40-unit cell) so the shapes are
    symmetric at any size.
    """
    x = (2 * x + 1) * SUIT_S // size
    y = (2 * y + 1) * SUIT_S // size
    if suit == 1:  # diamond
        return abs(x - 20) * 19 + abs(y - 20) * 16 <= 16 * 19
    if suit == 2:  # heart: two lobes and a point
        if y < 18 and (_in_circle(x, y, 11, 12, 10) or _in_circle(x, y, 29, 12, 10)):
            return True
        return 12 <= y <= 38 and abs(x - 20) * 26 <= (38 - y) * 20
    if suit == 3:  # spade: an upside-down heart and a stem
        if y > 20 and (_in_circle(x, y, 11, 25, 9) or _in_circle(x, y, 29, 25, 9)):
            return True
        if 2 <= y <= 28 and abs(x - 20) * 26 <= (y - 2) * 19:
            return True
        return 26 <= y <= 39 and abs(x - 20) * 13 <= (y - 26) * 8 + 3 * 13 // 2
    # club: three leaves and a stem
    if _in_circle(x, y, 20, 10, 9) or _in_circle(x, y, 10, 24, 9) or _in_circle(x, y, 30, 24, 9):
        return True
    return 18 <= y <= 39 and abs(x - 20) * 13 <= max(0, y - 26) * 8 + 3 * 13 // 2


def frames():
    """The 40x54 frame sheet: face, back, empty slot."""
    bmp = displayio.Bitmap(CARD_W * 3, CARD_H, 4)
    last_x, last_y = CARD_W - 1, CARD_H - 1
    for y in range(CARD_H):
        for x in range(CARD_W):
            # 2-pixel rounded corners: leave the corner pixels as table
            cx = min(x, last_x - x)
            cy = min(y, last_y - y)
            if cx + cy < 2:
                continue
            edge = cx == 0 or cy == 0 or cx + cy == 2
            bmp[x, y] = 2 if edge else 1
            if edge:
                bmp[CARD_W + x, y] = 2
            elif cx < 3 or cy < 3:
                bmp[CARD_W + x, y] = 1  # white margin round the back's pattern
            else:
                bmp[CARD_W + x, y] = 1 if (x + y) % 6 == 0 or (x - y) % 6 == 0 else 3
            # the empty slot: a dashed outline, nothing inside
            if edge and (x + y) % 6 < 4:
                bmp[2 * CARD_W + x, y] = 3
    return bmp


def depths():
    """Depth strips 0-4: the edges of the cards under a stock top, one every 2 pixels."""
    bmp = displayio.Bitmap(CARD_W * 5, DEPTH_H, 4)
    for n in range(5):
        for k in range(n):
            for x in range(1, CARD_W - 1):
                bmp[n * CARD_W + x, 2 * k] = 1 if 1 < x < CARD_W - 2 else 2
                bmp[n * CARD_W + x, 2 * k + 1] = 2
    return bmp


def cross():
    """A thick red X over a whole card: refused."""
    bmp = displayio.Bitmap(CARD_W, CARD_H, 2)
    for y in range(CARD_H):
        u = y * (CARD_W - 1) // (CARD_H - 1)
        for x in range(CARD_W):
            if abs(x - u) < 4 or abs(CARD_W - 1 - x - u) < 4:
                bmp[x, y] = 1
    return bmp


def arrow():
    """A small solid triangle pointing up (at the pile), 11x6: where a tap plays first."""
    bmp = displayio.Bitmap(ARROW_W, ARROW_H, 2)
    for y in range(ARROW_H):
        for x in range(ARROW_W):
            if abs(x - ARROW_W // 2) <= y:
                bmp[x, y] = 1
    return bmp


def suit_sheet(size):
    """The four suits side by side, size x size each."""
    bmp = displayio.Bitmap(size * 4, size, 2)
    for s in range(4):
        for y in range(size):
            for x in range(size):
                if _suit_pixel(s, x, y, size):
                    bmp[s * size + x, y] = 1
    return bmp
