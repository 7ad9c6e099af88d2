# SPDX-License-Identifier: MIT
"""The pages' font sheet: their 10x16 font (12-pixel capitals; host_tools/mkfont.py says why) as
a 2-colour displayio.Bitmap drawn from spit.screen.font's bits, for spit.screen.text's Text.
Made while a page is up (the menus' pages, the round summary) and held by their texts only; a
game holds neither the sheet nor this code (stock: ~0.4 KB more for the table)."""

import displayio

from spit.screen import FROZEN, forget
from spit.screen.text import PLAIN


def sheet():
    """The font as (sheet, tiles, w, h), as spit.screen.text takes a font: the sheet ~2.4 KB;
    spit.screen.font's module and (on stock) this one go at once (the texts hold the sheet)."""
    from spit.screen import font

    w, h, stride, bits = font.W, font.H, font.STRIDE, font.BITS
    drawn = displayio.Bitmap(w * font.COUNT, h, 2)
    try:
        # CircuitPython: a 1-bit Bitmap's own bytes are rows of whole 32-bit words, leftmost
        # pixel in the top bit, as the font's rows are: one copy a row (bit by bit was a large
        # part of every page's time on the emulated Pico)
        view = memoryview(drawn)  # type: ignore[arg-type]  # (the stubs' Bitmap lacks its buffer)
        row = len(view) // h
        for y in range(h):
            view[y * row : y * row + stride] = bits[y * stride : (y + 1) * stride]
    except TypeError:  # Blinka's Bitmap has no buffer: bit by bit
        _draw_bits(drawn, bits, h, stride)
    del bits
    forget("spit.screen.font")
    if not FROZEN:  # (frozen it costs no heap, and each page would import it again: ~5 ms)
        forget("spit.screen.page_font")
    return drawn, PLAIN, w, h


def _draw_bits(drawn, bits, h, stride):
    for y in range(h):
        at = y * stride
        for k in range(stride):
            byte = bits[at + k]
            if byte:
                x = 8 * k
                for bit in range(8):
                    if byte & (0x80 >> bit):
                        drawn[x + bit, y] = 1
