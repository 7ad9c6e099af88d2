# SPDX-License-Identifier: MIT
"""The "How to play" pages of the title menu: a first game learnt from the screen alone.

Text only, shown on both halves through the menus' message page (spit.screen.pages); the app imports
this module when a page is chosen and lets it go as soon as the page is drawn.
"""

HEADING = "How to play"
# Two pages of five rows of at most 29 characters (the pages' font across 290 pixels).
PAGES = (
    (
        "P1-P5: that pile's top card",
        "goes on a spit pile one rank",
        "up or down; L/R first picks.",
        "Empty slot: tap it, then tap",
        "the pile to move a card from.",
    ),
    (
        "Stuck? Both press SPIT for",
        "new spit cards. Round over:",
        "slap the smaller pile (L/R).",
        "Hold SPIT 2 s to pause.",
        "No cards left: you win!",
    ),
)
FOOTS = ("SPIT: more   other: back", "Any button: back to the title")
