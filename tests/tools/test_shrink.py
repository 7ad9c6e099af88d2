# SPDX-License-Identifier: MIT
"""deploy's name shortening (host_tools/deploy/shrink.py): what it may rename and what it must not.

What a maker would see if it broke: the console on stock firmware stops at boot with an
AttributeError or ImportError (a name renamed on one side only), or runs with ~12 KB less heap
(the names add up again). The emulated Pico's stock tests run the shortened drive end to end
(the twin check: the same log to the ms as the simulator's unshortened code); these pin the rules
on small drives whose every case is written out.
"""

import ast
import contextlib
import importlib
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


def test_every_new_name_is_its_own_and_one_no_file_spells():
    # one source name, one device name: a misspelt name cannot read another's value. A ROM name
    # costs stock's heap nothing; one no file uses cannot meet a name the code means
    items = install.sources()
    words = set()  # every name the drive's code uses, and every string that is a name
    for dest, data in items:
        if dest.endswith(".py"):
            for tok in tokenize.generate_tokens(io.StringIO(data.decode()).readline):
                if tok.type == tokenize.NAME:
                    words.add(tok.string)
                elif tok.type == tokenize.STRING and tok.string[0] in "'\"":
                    words.add(ast.literal_eval(tok.string))
    names = shrink.table(items)
    new = list(names.values())
    assert len(new) > 1000 and len(set(new)) == len(new)
    from_rom = [n for n in new if n in shrink.rom()]
    assert len(from_rom) > 900  # the rest are za, zb, ... (the ROM's spares ran out)
    assert all(n in shrink.rom() or n.startswith("z") for n in new)
    assert not any(n.startswith("_") for n in new)  # (a `_` would make a shared const private)
    assert not set(new) & words
    for table in shrink.plan(items).values():  # every module's table is the drive's
        assert all(names[name] == new_name for name, new_name in table.items())


def test_no_device_name_is_a_type_an_exception_an_error_code_or_a_pin():
    # the issue's: MatchScore became NoneType, Store GPIO13; safe_frame became convolve (left:
    # the map puts the name as written back on a fault)
    new = set(shrink.table(install.sources()).values())
    for bad in ("NoneType", "GPIO13", "GP26_A0", "EIO", "OSError", "HARD_FAULT", "LED", "I2C",
                "uint8", "deque", "Pin", "slice", "frozenset"):  # fmt: skip
        assert shrink.misleading(bad)
        assert bad not in new
    assert not any(shrink.misleading(n) for n in new)
    for fine in ("clip", "bg", "MAX", "DECAY"):
        assert not shrink.misleading(fine)


def test_a_functions_locals_keep_their_names():
    # a local is a slot in the bytecode: no name of it reaches the heap, so renaming it would
    # spend a spare for nothing
    src = (b"def total(cards):\n    running_sum = 0\n    for card in cards:\n"
           b"        running_sum += card\n    return running_sum\n")  # fmt: skip
    table = shrink.plan([(LIB + "sums.py", src)])[LIB + "sums.py"]
    assert "running_sum" not in table and "card" not in table
    assert "total" in table and "cards" in table  # a function's and a parameter's names are kept


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
    # (one device name a source name: 608 names in all, 509 with deep sleep once the constants
    # are folded; the walk and attract mode measured under the step, docs/ARCHITECTURE.md)
    assert len(held) <= 620, len(held)  # under the 640-entry pool


def test_a_class_with_a_c_base_keeps_the_rom_names_off_its_attributes():
    # a Group subclass's renamed attribute must not become `scale`, `hidden`, ...: no ROM spares
    src = (
        b"import displayio\nclass Card(displayio.Group):\n    def turn(self):\n        self.up = 1"
    )
    items = [(LIB + "card.py", src), ("code.py", b"from spit import card\n")]
    table = shrink.plan(items)[LIB + "card.py"]
    assert table and all(new not in shrink.rom() for new in table.values())
    assert shrink.plan([(LIB + "card.py", src.replace(b"(displayio.Group)", b""))])[LIB + "card.py"]


@contextlib.contextmanager
def _drive(tmp_path, items):
    # the shrunk drive's lib/ importable as the real `spit` is (its modules set aside meanwhile),
    # and its map ({device name: name as written})
    shrunk = shrink.shrink(items)
    for dest, data in shrunk:
        (tmp_path / dest).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / dest).write_bytes(data)
    back = shrink.read_map(dict(shrunk)[shrink.NAMES].decode())[1]
    saved = {k: sys.modules.pop(k) for k in list(sys.modules) if k.split(".")[0] == "spit"}
    sys.path.insert(0, str(tmp_path / "lib"))
    try:
        yield back
    finally:
        sys.path.remove(str(tmp_path / "lib"))
        for k in [k for k in sys.modules if k.split(".")[0] == "spit"]:
            del sys.modules[k]
        sys.modules.update(saved)


def _said(call, back):
    # what the fault guard says of a call's error: its words with the names as written
    with pytest.raises((AttributeError, NameError)) as caught:
        call()
    return type(caught.value).__name__, shrink.as_written(str(caught.value), back)


def test_the_issues_misspelt_name_faults_as_itself(tmp_path):
    # issue 50: `frame_late` (the screen's only name of its own) was given the name App's
    # `faults` (app's only one) got: the press read App.faults and divided by zero
    app = (b"from spit.console import screen\nclass App:\n    def __init__(self):\n"
           b"        self.faults = 0\n    def run(self, app):\n"
           b"        self.faults += 1\n        return screen.press(app)\n")  # fmt: skip
    screen = b"def press(app):\n    return 1000 // app.frame_late\n"
    items = [(LIB + "__init__.py", b""), (LIB + "console/__init__.py", b""),
             (LIB + "console/app.py", app), (LIB + "console/screen.py", screen),
             ("code.py", b"from spit.console import app\n")]  # fmt: skip
    with _drive(tmp_path, items) as back:
        made = importlib.import_module("spit.console.app")
        names = shrink.table(items)
        App = getattr(made, names.get("App", "App"))
        run = getattr(App(), names.get("run", "run"))
        kind, words = _said(lambda: run(App()), back)
    assert kind == "AttributeError" and words == "'App' object has no attribute 'frame_late'"


PART = """
LIMIT_{n} = 4
class Thing{n}:
    def __init__(self):
        self.faults_{n} = 0
        self.count_{n} = 3
    def turn_{n}(self, now):
        return now + LIMIT_{n} + self.count_{n}
    def attribute_typo(self):
        return 12 // self.fualts_{n}
    def global_typo(self):
        return LIMTI_{n}
    def method_typo(self):
        return self.trun_{n}(1)
"""


@pytest.mark.parametrize("part", ["engine", "input", "screen", "console"])
def test_a_misspelt_attribute_global_and_method_fault_as_written_in_each_part(tmp_path, part):
    # a module of each part of the drive (the engine at spit/, spit.input, spit.screen,
    # spit.console) with its own names and three typos; every module's names are renamed together
    folders = {"engine": "", "input": "input/", "screen": "screen/", "console": "console/"}
    items = [(LIB + "__init__.py", b"")]
    for n, folder in enumerate(folders.values()):
        if folder:
            items.append((LIB + folder + "__init__.py", b""))
        items.append((LIB + folder + "things.py", PART.format(n=n).encode()))
    items.append(("code.py", b"import spit\n"))
    n = list(folders).index(part)
    module = "spit." + folders[part].replace("/", ".") + "things"
    with _drive(tmp_path, items) as back:
        names = shrink.table(items)
        thing = getattr(importlib.import_module(module.replace("..", ".")), names["Thing%d" % n])()
        typo = {
            w: getattr(thing, names[w]) for w in ("attribute_typo", "global_typo", "method_typo")
        }
        said = {w: _said(call, back) for w, call in typo.items()}
    assert said["attribute_typo"] == (
        "AttributeError",
        "'Thing%d' object has no attribute 'fualts_%d'" % (n, n),
    )
    assert said["global_typo"] == ("NameError", "name 'LIMTI_%d' is not defined" % n)
    assert said["method_typo"] == (
        "AttributeError",
        "'Thing%d' object has no attribute 'trun_%d'" % (n, n),
    )


def test_code_that_reaches_into_the_drive_is_renamed_with_its_map(tmp_path):
    # a test's code.py (the emulated Pico's probes) written against the names as written runs
    # on the drive as deploy makes it
    gauge = (b"from micropython import const\nLIPO = const(3)\nclass Gauge:\n    level_pct = 87\n"
             b"    def pack(self):\n        return LIPO\n")  # fmt: skip
    items = [(LIB + "__init__.py", b""), (LIB + "gauge.py", gauge), ("code.py", b"import spit\n")]
    reach = b"from spit import gauge\nLEVEL = gauge.Gauge().level_pct + gauge.LIPO * 1000\n"
    with _drive(tmp_path, items) as back:
        assert "level_pct" in back.values()
        scope = {}
        exec(shrink.as_deployed(reach, shrink.shrink(items)).decode(), scope)
    assert scope["LEVEL"] == 3087  # LIPO is a number on the drive (fold): the map says which
    assert shrink.as_deployed(reach, items) == reach  # no map: nothing renamed


def test_the_maps_lines_come_in_device_name_order():
    # the board's reader (firmware/spit_names.py) stops past the last name it wants
    text = shrink.map_text(shrink.table(install.sources()), "01").decode()
    names = [line.split()[0] for line in text.splitlines()[1:]]
    assert names == sorted(names) and len(names) > 1000


def test_a_module_the_drive_lacks_keeps_its_name():
    # The title tries `import spit_firmware` (the console UF2's only): renamed to a ROM module's
    # name (`picodvi`), stock would import that one and the title would fault at boot.
    src = b"try:\n    import spit_firmware\nexcept ImportError:\n    spit_firmware = None\n"
    code = b"import spit.menu\n"
    names = shrink.table([(LIB + "menu.py", src), ("code.py", code)])
    assert "spit_firmware" not in names
