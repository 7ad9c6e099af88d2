"""Pixel helpers for the screen tests: regions of the simulated panel as numpy arrays."""

import numpy as np
import pygame

from spit.screen import halves

CARD_W = halves.CARD_W
CARD_H = halves.CARD_H


def region(screen, x, y, w, h):
    """The (h, w, 3) RGB pixels of the screen rectangle at (x, y)."""
    whole = pygame.surfarray.array3d(screen.surface)  # (W, H, 3)
    return np.ascontiguousarray(whole[x : x + w, y : y + h].transpose(1, 0, 2))


def stock_box(p, i):
    """Screen rectangle (x, y, w, h) of player p's stock pile i."""
    x = halves.STOCK_X0 + i * halves.STOCK_DX
    return (
        halves.mirror_x(p, x, CARD_W),
        halves.mirror_y(p, halves.CARD_Y, CARD_H),
        CARD_W,
        CARD_H,
    )


def pile_box(j, piles=2):
    x = halves.PILE_X1 if piles == 1 else halves.PILE_X[j]
    return (x, halves.PILE_Y, CARD_W, CARD_H)


def box_of(grid, w, h):
    return (grid.x, grid.y, w, h)


def count_color(arr, rgb, tol=40):
    """How many pixels of arr are within tol of colour rgb."""
    diff = np.abs(arr.astype(int) - np.array(rgb)).max(axis=2)
    return int((diff <= tol).sum())


def rgb(color):
    return ((color >> 16) & 255, (color >> 8) & 255, color & 255)


def inside(area, rect):
    """displayio area (x1, y1, x2, y2) lies inside view rect (x, y, w, h)."""
    x1, y1, x2, y2 = area
    x, y, w, h = rect
    return x <= x1 and y <= y1 and x2 <= x + w and y2 <= y + h


def recorded(view):
    """The rectangles the view recorded for its last update."""
    return [view.dirty.rect(i) for i in range(view.dirty.count)]


def luminance(color):
    """WCAG relative luminance of an (r, g, b) colour."""
    out = 0.0
    for c, weight in zip(color, (0.2126, 0.7152, 0.0722), strict=True):
        v = c / 255
        out += weight * (v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4)
    return out


def contrast(a, b):
    """WCAG contrast ratio of two (r, g, b) colours (1 to 21)."""
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def two_colours(arr):
    """The two commonest colours of arr (background first), as (r, g, b) tuples."""
    colours, counts = np.unique(arr.reshape(-1, 3), axis=0, return_counts=True)
    order = np.argsort(counts)[::-1]
    return tuple(int(v) for v in colours[order[0]]), tuple(int(v) for v in colours[order[1]])


def ink_rows(arr, rgb, tol=10):
    """How many rows of arr hold at least one pixel of colour rgb: the text's height."""
    diff = np.abs(arr.astype(int) - np.array(rgb)).max(axis=2)
    return int((diff <= tol).any(axis=1).sum())
