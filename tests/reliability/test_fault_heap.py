# SPDX-License-Identifier: MIT
"""After a fault the old screen goes: nothing the console keeps refers to the View it replaced.

A View is ~34 KB of a Pico's 174 KB heap; the fault path makes a fresh one
(spit.console.flow.parts.fresh_view),
so an old one kept alive would leave the console a third of its free heap short after a fault.
"""

import gc
import weakref

from spit.screen import demo as attract
from spit.screen.view import View


def test_attract_mode_keeps_no_view_alive_after_a_fault():
    old = View()
    attract.banner(old, True)  # a demo ran on this view: its banner was built
    gone = weakref.ref(old)
    # the fault: the app makes a fresh view, then enters the fault screen, which hides the banner
    new = View()
    attract.banner(new, False)
    del old
    gc.collect()
    assert gone() is None, "the View shown before the fault is still referenced"
    assert not attract.showing(new)
    attract.banner(new, True)  # a later demo builds its banner on the new view
    assert attract.showing(new)
