# SPDX-License-Identifier: MIT
"""deploy's constant folding (host_tools/deploy/fold.py, run by shrink before the renames).

What a maker would see if it broke: on stock firmware a module reads a constant that is no
longer there (AttributeError, NameError, ImportError at boot), reads a wrong number (a wrong
card, a wrong key), or a fault's line is not the source's; or the console's names pile up again
(the heap: test_shrink's pool step). The emulated Pico's stock tests run the folded drive end to
end; these pin the rules on small drives whose every case is written out.
"""

import sys

import pytest

from host_tools.deploy import shrink

LIB = "lib/spit/"
RULES = (
    b"from micropython import const\n"
    b"LIMIT = const(4)\n"
    b"WIDE = const(LIMIT * 2 + 1)\n"
    b"NEG = const(-3)\n"
    b"def limit():\n    return LIMIT\n"
)


def _load(tmp_path, items):
    # the shrunk drive's lib/ importable as the real `spit` is (its modules set aside meanwhile)
    shrunk = dict(shrink.shrink(items))
    for dest, data in shrunk.items():
        (tmp_path / dest).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / dest).write_bytes(data)
    saved = {k: sys.modules.pop(k) for k in list(sys.modules) if k.split(".")[0] == "spit"}
    sys.path.insert(0, str(tmp_path / "lib"))
    return shrunk, saved


@pytest.fixture
def drive(tmp_path):
    saved = {}

    def make(items):
        shrunk, old = _load(tmp_path, items)
        saved.update(old)
        return shrunk

    yield make
    sys.path.remove(str(tmp_path / "lib"))
    for k in [k for k in sys.modules if k.split(".")[0] == "spit"]:
        del sys.modules[k]
    sys.modules.update(saved)


def test_a_constant_another_module_reads_is_its_number_and_keeps_no_name(drive):
    screen = (
        b"from spit import rules\nfrom spit.rules import WIDE, NEG\ndef room():\n"
        b"    return rules.LIMIT + WIDE * 10 + NEG * 100 + rules.NEG.bit_length()\n"
    )
    code = b"import spit.screen\nspit.screen.room()\nspit.rules.limit()\n"  # (never renamed)
    shrunk = drive([(LIB + "__init__.py", b""), (LIB + "rules.py", RULES),
                    (LIB + "screen.py", screen), ("code.py", code)])  # fmt: skip
    import spit.screen

    assert spit.screen.room() == 4 + 90 - 300 + 2  # the numbers the source means
    for name in (b"LIMIT", b"WIDE", b"NEG"):  # no module keeps a public name for them
        assert name not in shrunk[LIB + "screen.py"]
        assert b"\n" + name not in shrunk[LIB + "rules.py"]
    assert b"import rules" not in shrunk[LIB + "screen.py"]  # read only for its numbers: not loaded
    import spit.rules

    assert spit.rules.limit() == 4  # the module's own use, through its private const


def test_what_a_string_or_code_outside_the_console_reads_stays_public(drive):
    screen = b"from spit import rules\ndef by_name():\n    return getattr(rules, 'LIMIT')\n"
    code = b"import spit.rules\nprint(spit.rules.WIDE, spit.screen.by_name())\n"
    drive([(LIB + "__init__.py", b""), (LIB + "rules.py", RULES), (LIB + "screen.py", screen),
           ("code.py", code)])  # fmt: skip
    import spit.rules
    import spit.screen

    assert spit.screen.by_name() == 4
    assert spit.rules.WIDE == 9  # code.py (a maker's file, left as written) reads it by name


def test_a_folded_import_keeps_every_line_where_it_was(drive):
    screen = (b"from spit.rules import (\n    LIMIT,\n    WIDE,\n)\n\n\n"
              b"def late():\n    return WIDE // (LIMIT - 4)  # line 8\n")  # fmt: skip
    shrunk = drive([(LIB + "__init__.py", b""), (LIB + "rules.py", RULES),
                    (LIB + "screen.py", screen), ("code.py", b"spit.screen.late()\n")])  # fmt: skip
    assert shrunk[LIB + "screen.py"].count(b"\n") == screen.count(b"\n")
    import spit.screen

    with pytest.raises(ZeroDivisionError) as caught:
        spit.screen.late()
    assert caught.traceback[-1].lineno + 1 == 8  # the fault's line is the source's


def test_a_name_a_module_rebinds_is_left_as_written(drive):
    screen = (b"from spit.rules import LIMIT\n"
              b"def shadow(LIMIT=1):\n    return LIMIT\n"
              b"def read():\n    return LIMIT\n")  # fmt: skip
    drive([(LIB + "__init__.py", b""), (LIB + "rules.py", RULES), (LIB + "screen.py", screen),
           ("code.py", b"spit.screen.shadow(), spit.screen.read()\n")])  # fmt: skip
    import spit.screen

    assert spit.screen.shadow() == 1 and spit.screen.shadow(7) == 7 and spit.screen.read() == 4
