# SPDX-License-Identifier: MIT
"""The screen (displayio): given a display and what to draw; imports only the engine and input.

Loaded at boot and kept: ``view`` (the one root group and every screen's entry point),
``halves`` (positions, B's mirror, the dirty-area ledger), ``sprites`` (the card sheets),
``text``. Loaded for their moment, then let go (``forget``): ``table``, ``banner`` (each
player's line, the big word, refusals) and ``marks`` with the table (a deal, a return from the
pause menu), until a page takes the screen; ``card_art`` while the sheets are drawn at
boot; ``pages`` (menus and message pages) while a page is up, not in play; ``summary`` while a
round's summary or the result is up; ``page_font`` while their font's sheet is drawn; ``howto``
while its page is drawn; ``demo`` while the demo's banner is made, shown or hidden. Words:
``lang`` (kept) loads a language's catalogue (``words_<code>``: its module goes at once, its
tuple stays while a half speaks it; English's too, the key); ``words`` (the numbers) with what
says something; ``accents`` once, when a half first speaks a language other than English
(terminalio's glyphs with their accents).
"""

import sys

# On CPython modules cost little and tests hold on to their classes: ``forget`` keeps them there.
KEEP_MODULES = sys.implementation.name == "cpython"
_ON_DEVICE = sys.implementation.name == "circuitpython"


def in_flash(data):
    """Are these bytes in the RP2040's flash (a frozen module's constant, XIP from 0x10000000),
    not on the heap (RAM from 0x20000000)? CircuitPython's id() is the address; on a host
    (CPython, the 32-bit MicroPython VM) an address says nothing of the kind."""
    return _ON_DEVICE and id(data) < 0x20000000


# The console UF2's code is frozen in flash, as this module's bytes constant then is: a module
# let go there frees only its dict and functions, and importing it again costs frame time. Stock
# loads code into the heap.
FROZEN = in_flash(b"frozen?")


def forget(*names):
    """Let these modules (dotted: "spit.screen.pages") go back to the heap once their phase is
    over: out of sys.modules and off their package, so nothing holds their code; the next import
    loads them again. Every part above the engine uses it (not where KEEP_MODULES)."""
    if KEEP_MODULES:
        return
    for name in names:
        if sys.modules.pop(name, None) is None:
            continue  # not loaded: the loader lets a screen's lends go at every frame's end
        package, _, leaf = name.rpartition(".")
        parent = sys.modules.get(package)
        if parent is not None and hasattr(parent, leaf):
            delattr(parent, leaf)
