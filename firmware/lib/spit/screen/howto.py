# SPDX-License-Identifier: MIT
"""The "How to play" page of the title menu: a first game learnt from the screen alone.

Text only, shown on both halves through the menus' message page (spit.screen.pages); the app imports
this module when the page is chosen and lets it go as soon as the page is drawn.
"""

HEADING = "How to play"
FOOT = "Any button: back to the title"
# Six rows of at most 46 characters (the page's 12-pixel font across 276 pixels).
LINES = (
    "P1-P5: that pile's card onto a spit pile,",
    "  a rank up or down. L/R first: which pile",
    "Move: tap an empty slot, then the card for it",
    "Stuck? Both press SPIT for new spit cards",
    "Round over: Slap the smaller pile with L/R",
    "Pause: hold SPIT 2 s.  No cards left wins",
)
