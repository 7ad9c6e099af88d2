# SPDX-License-Identifier: MIT
"""Attract mode's banner: "DEMO - press any button" across each player's instruction line.

The app runs attract mode itself (``spit.console.flow.screens.title``: after ``ATTRACT_MS`` = 60 s
idle on the title it starts a CPU-vs-CPU game, and the first press of any button ends it and shows
the title; that press is swallowed, so it never moves the title's cursor). This module only draws
the banner: ``banner(view, on)`` is called by the app when it enters a screen, with ``on`` true for
the demo (and only after a demo has shown it). The two labels (A's the right way up at the bottom,
B's upside down at the top) are made the first time a demo starts, drawn over the table's
instruction lines on an opaque strip, and then only hidden or shown; they belong to that view
(``view.demo_labels``), so a new view (after a fault) gets its own and the old one goes with its
labels. Cost: two strips of font tiles (well under 1 KB), made only on a console that has shown a
demo.
"""

import displayio
import vectorio

from spit.screen import forget, halves, words
from spit.screen.text import Text, said

try:
    from typing import Any  # noqa: F401 (used in type comments)
except ImportError:
    pass

TEXT = words.DEMO  # "DEMO - press any button"
_STRIP_W = 316  # as wide and as high as the instruction line under it, so none of it shows
_STRIP_H = 24
_INK = 0xFFE040
_STRIP = 0x102060


def banner(view, on):
    """Show (``on``) or hide the demo banner on ``view``'s table; None (no screen) is fine."""
    if view is None:
        return
    # The labels live on the view they were drawn into (nothing here refers to a view: after
    # a fault the old one, ~34 KB, must go with its labels when the app lets it go).
    labels = getattr(view, "demo_labels", None)
    if labels is None:
        if not on:
            return  # never shown on this view: nothing to hide, nothing to build
        labels = view.demo_labels = _build(view)
    changed = False
    for label in labels:
        if label.hidden == bool(on):
            label.hidden = not on
            changed = True
    if changed:
        view.dirty.everything()


def showing(view):
    """True while the banner is up on ``view`` (for tests)."""
    labels = getattr(view, "demo_labels", None)  # type: Any
    return bool(labels) and not labels[0].hidden


def _build(view):

    # Each banner is a strip over the instruction line and twice-size words on it, as big as
    # the line they cover; the pair is one Group, hidden and shown together.
    labels = []
    for p in (0, 1):
        banner = displayio.Group()
        palette = displayio.Palette(1)
        palette[0] = _STRIP
        y = halves.mirror_y(p, halves.STATUS_CY - _STRIP_H // 2, _STRIP_H)
        x = (halves.W - _STRIP_W) // 2
        banner.append(vectorio.Rectangle(pixel_shader=palette, width=_STRIP_W, height=_STRIP_H,
                                         x=x, y=y))  # fmt: skip
        text = said(view.langs[p], TEXT)  # (the half's language: the console's in the demo)
        Text(banner, view.dirty, p, halves.W // 2, halves.STATUS_CY, _STRIP_W, _STRIP_H, scale=2,
             color=_INK, ground=_STRIP).set(text)  # fmt: skip
        banner.hidden = True
        view.game.append(banner)  # last in the table's group: drawn over the instruction line
        labels.append(banner)
    # its words are drawn, and in a game the table's are the view's own: the catalogue and its
    # code go (on stock a demo game held them to its end: ~3-5 KB under the attract mode's floor)
    forget("spit.screen.lang")
    return labels
