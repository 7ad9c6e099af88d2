"""The "How to play" page's heap in a real 32-bit MicroPython (displayio stand-ins, as in
test_heap_mpvm): what it costs while shown, its code included, and that play gets it all back."""

import pytest

from tests.mpvm.conftest import started
from tests.screen.vm_displayio import FILES

HOWTO_BUDGET = 24 * 1024  # shown from the title only, when no game is on the heap


@pytest.fixture(scope="module")
def vm():
    yield from started(
        "import sys, displayio, vectorio, terminalio",
        "import spit\nfrom spit.screen import forget, view",
        files=FILES,
        heapsize=512 * 1024,
    )


def test_the_how_to_play_page_is_loaded_only_while_shown(vm):
    vm.run("v = view.View(None)\ng = spit.Game(spit.Rules(), seed=4)\nv.show_game(g, 0)")
    vm.collect()
    before = vm.mem_alloc()
    vm.run("v.drop_table()")  # a page lets the table go (play builds it again)
    vm.collect()
    no_table = vm.mem_alloc()
    vm.run(
        "from spit.screen import howto\n"
        "v.show_message(howto.HEADING, howto.PAGES[0], howto.FOOTS[0], 1)\n"
        "howto = None\nforget('spit.screen.howto')"
    )
    vm.collect()
    shown = vm.mem_alloc()
    gone = vm.run("print('spit.screen.howto' in sys.modules)").strip()
    vm.run("v.show_game(g, 2)")
    vm.collect()
    after = vm.mem_alloc()
    print("how-to page: %d bytes shown, %d left in play" % (shown - no_table, after - before))
    assert gone == "False"  # the text's module went as soon as the page was drawn
    assert 1000 < shown - no_table < HOWTO_BUDGET
    assert after - before < 1024
