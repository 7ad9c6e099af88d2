# SPDX-License-Identifier: MIT
"""deploy's name shortening (host_tools/deploy/shrink.py): what it may rename and what it must not.

What a maker would see if it broke: the console on stock firmware stops at boot with an
AttributeError or ImportError (a name renamed on one side only), or runs with ~12 KB less heap
(the names add up again). The emulated Pico's stock tests run the shortened drive end to end
(the twin check: the same log to the ms as the simulator's unshortened code); these pin the rules
on small drives whose every case is written out.
"""

import pytest

from host_tools.deploy import install, shrink
from host_tools.pico import qstrs, run

LIB = "lib/spit/"


def _run(items, module):
    # execute the shortened modules as one namespace each: module -> its globals
    spaces = {}
    for dest, data in shrink.shrink(items):
        if dest.startswith(LIB) and dest.endswith(".py"):
            name = dest[len(LIB) : -3]
            spaces[name] = space = {"__name__": name, "SPACES": spaces}
            exec(compile(data.decode(), dest, "exec"), space)
    return spaces[module]


def test_a_modules_own_names_get_short_and_it_still_works():
    src = b"""
COUNTDOWN_STEPS = 3
def _count_down(from_here):
    return [from_here - i for i in range(COUNTDOWN_STEPS)]
class Rocket:
    def __init__(self):
        self._altitude_m = 0
    def launch_now(self):
        self._altitude_m = sum(_count_down(10))
        return self._altitude_m
RESULT = Rocket().launch_now()
"""
    items = [(LIB + "rocket.py", src), ("code.py", b"from spit import rocket\nrocket.RESULT\n")]
    text = dict(shrink.shrink(items))[LIB + "rocket.py"].decode()
    for name in ("COUNTDOWN_STEPS", "_count_down", "Rocket", "_altitude_m", "launch_now"):
        assert name not in text
    assert text.count("\n") == src.decode().count("\n")  # lines keep their numbers
    assert _run(items, "rocket")["RESULT"] == 27


def test_what_other_modules_strings_and_the_firmware_see_stays():
    items = [
        (
            LIB + "parts.py",
            b"SHARED_LIMIT = 4\nclass Box:\n    def __init__(self):\n        self.width = 3\n"
            b"        self.kept_inside = 1\n        self.looked_up = 2\n",
        ),
        (
            LIB + "user.py",
            b'"""Reads kept_inside? No: a docstring names nothing."""\n'
            b"import parts\nb = parts.Box()\nX = parts.SHARED_LIMIT + b.width\n"
            b'Y = getattr(b, "looked_up")\n',
        ),
        ("code.py", b"import user\n"),
    ]
    out = dict(shrink.shrink(items))
    parts = out[LIB + "parts.py"].decode()
    assert "SHARED_LIMIT" in parts  # another module uses it
    assert "width" in parts  # in ROM: displayio's and others' attribute
    assert "looked_up" in parts  # a string spells it: getattr finds it by name
    assert "kept_inside" not in parts  # only a docstring elsewhere names it
    assert "parts" in out[LIB + "user.py"].decode()  # a module's name is imported by it


def test_the_rom_list_is_the_stock_firmwares():
    uf2 = run.find_uf2()
    elf = run.find_elf(uf2) if uf2 is not None else None
    if elf is None:
        pytest.skip(run.GET_UF2)
    assert shrink.rom() == {n for n in qstrs.rom_names(elf) if n and "\n" not in n}


def test_the_consoles_names_stay_under_the_pool_step():
    # The 1 261st name makes a 7 704 B pool on stock's heap: the console's drive stays below.
    uf2 = run.find_uf2()
    elf = run.find_elf(uf2) if uf2 is not None else None
    if elf is None:
        pytest.skip(run.GET_UF2)
    items = install.sources(mpy_files=True)
    held = set().union(*qstrs.module_names(items, qstrs.rom_names(elf)).values())
    assert len(held) <= 1260 - 60, len(held)  # room for a few screens more
