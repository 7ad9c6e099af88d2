# SPDX-License-Identifier: MIT
"""The "How to play" pages of the title menu: a first game learnt from the screen alone.

Text only, shown on both halves through the menus' message page (spit.screen.pages), each half in
its language (the words' numbers: spit.screen.words); the app imports this module when a page is
chosen and lets it go as soon as the page is drawn.
"""

from spit.screen import words

HEADING = words.HOW_TO
# Two pages of five rows of at most 29 characters (the pages' font across 290 pixels).
PAGES = (
    (words.HOWTO_1, words.HOWTO_2, words.HOWTO_3, words.HOWTO_4, words.HOWTO_5),
    (words.HOWTO_6, words.HOWTO_7, words.HOWTO_8, words.HOWTO_9, words.HOWTO_10),
)
FOOTS = (words.HOWTO_FOOT1, words.HOWTO_FOOT2)
