# SPDX-License-Identifier: MIT
"""deploy's name shortening (host_tools/deploy/shrink.py): what it may rename and what it must not.

What a maker would see if it broke: the console on stock firmware stops at boot with an
AttributeError or ImportError (a name renamed on one side only), or runs with ~12 KB less heap
(the names add up again). The emulated Pico's stock tests run the shortened drive end to end
(the twin check: the same log to the ms as the simulator's unshortened code); these pin the rules
on small drives whose every case is written out.
"""

import ast
import io
import sys
import tokenize
import types

import pytest

from host_tools.deploy import install, shrink
from host_tools.pico import qstrs, run

LIB = "lib/spit/"


def _run(items, module):
    # import the shortened modules (as top-level modules, names in drive order): module -> globals
    made = {}
    try:
        for dest, data in shrink.shrink(items):
            if dest.startswith(LIB) and dest.endswith(".py"):
                made[dest[len(LIB) : -3]] = mod = types.ModuleType(dest[len(LIB) : -3])
                sys.modules[mod.__name__] = mod
                exec(compile(data.decode(), dest, "exec"), mod.__dict__)
        return made[module].__dict__
    finally:
        for name in made:
            sys.modules.pop(name, None)


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


def test_names_modules_share_are_renamed_alike_and_what_others_and_strings_see_stays():
    items = [
        (
            LIB + "parts.py",
            b"SHARED_LIMIT = 4\nclass Box:\n    def __init__(self):\n        self.width = 3\n"
            b"        self.kept_inside = 1\n        self.looked_up = 2\n        self.said = 5\n"
            b"        self.shown = 6\n",
        ),
        (
            LIB + "user.py",
            b'"""Reads kept_inside? No: a docstring names nothing."""\n'
            b"import parts\nb = parts.Box()\nX = parts.SHARED_LIMIT + b.width + b.said\n"
            b'Y = getattr(b, "looked_up")\nZ = "the said value: " + str(b.said)\n',
        ),
        ("code.py", b'import user\nprint(user.b.shown, f"{user.X}", user.Y)\n'),
    ]
    out = dict(shrink.shrink(items))
    parts, user = out[LIB + "parts.py"].decode(), out[LIB + "user.py"].decode()
    for name in ("SHARED_LIMIT", "kept_inside", "said"):  # a message's words look nothing up
        assert name not in parts
    assert "width" in parts  # in ROM: displayio's and others' attribute
    assert "looked_up" in parts  # a string is that name: getattr finds it by it
    assert "shown" in parts  # code.py reads it
    assert "parts" in user  # a module's name is imported by it
    assert _run(items, "user")["X"] == 12  # renamed alike in both modules
    assert _run(items, "user")["Y"] == 2


def test_a_constant_another_module_reads_keeps_its_global():
    # mpy-cross makes `_NAME = const(1)` no global: a shared constant's new name has no `_`
    items = [
        (LIB + "limits.py", b"from micropython import const\nMAX_CARDS = const(52)\n"),
        (LIB + "deck.py", b"from spit import limits\nSIZE = limits.MAX_CARDS\n"),
        ("code.py", b"from spit import deck\n"),
    ]
    new = shrink.plan(items)[LIB + "limits.py"]["MAX_CARDS"]
    assert new == shrink.plan(items)[LIB + "deck.py"]["MAX_CARDS"] and not new.startswith("_")


def test_every_new_name_is_one_the_rom_has_and_no_file_spells():
    # a ROM name costs stock's heap nothing; one no file uses cannot meet a name the code means
    items = install.sources()
    words = set()  # every name the drive's code uses, and every string that is a name
    for dest, data in items:
        if dest.endswith(".py"):
            for tok in tokenize.generate_tokens(io.StringIO(data.decode()).readline):
                if tok.type == tokenize.NAME:
                    words.add(tok.string)
                elif tok.type == tokenize.STRING and tok.string[0] in "'\"":
                    words.add(ast.literal_eval(tok.string))
    new = {n for table in shrink.plan(items).values() for n in table.values()}
    assert len(new) > 500
    assert new <= shrink.rom()
    assert not any(n.startswith("_") for n in new)  # (a `_` would make a shared const private)
    assert not new & words


def test_the_rom_list_is_the_stock_firmwares():
    uf2 = run.find_uf2()
    elf = run.find_elf(uf2) if uf2 is not None else None
    if elf is None:
        pytest.skip(run.GET_UF2)
    assert shrink.rom() == {n for n in qstrs.rom_names(elf) if n and "\n" not in n}


def test_the_consoles_names_stay_under_the_pool_step():
    # The 621st name makes a 3 864 B pool on stock's heap (the 1 261st 7 704 B more): the
    # console's drive stays below.
    uf2 = run.find_uf2()
    elf = run.find_elf(uf2) if uf2 is not None else None
    if elf is None:
        pytest.skip(run.GET_UF2)
    items = install.sources(mpy_files=True)
    held = set().union(*qstrs.module_names(items, qstrs.rom_names(elf)).values())
    assert len(held) <= 620 - 60, len(held)  # under the 640-entry pool, room for screens more


def test_a_class_with_a_c_base_keeps_the_rom_names_off_its_attributes():
    # a Group subclass's renamed attribute must not become `scale`, `hidden`, ...: no ROM spares
    src = (
        b"import displayio\nclass Card(displayio.Group):\n    def turn(self):\n        self.up = 1"
    )
    items = [(LIB + "card.py", src), ("code.py", b"from spit import card\n")]
    table = shrink.plan(items)[LIB + "card.py"]
    assert table and all(new not in shrink.rom() for new in table.values())
    assert shrink.plan([(LIB + "card.py", src.replace(b"(displayio.Group)", b""))])[LIB + "card.py"]
