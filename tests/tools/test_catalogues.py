"""deploy and the frozen build write each language's WORDS as bytes (host_tools/deploy/
catalogues.py): the device then loads the very same words with no copy, a fault in a catalogue
still names its line, and only the catalogues are touched."""

import pathlib

import pytest

from host_tools.deploy import catalogues
from spit.screen import lang

LIB = pathlib.Path(__file__).resolve().parents[2] / "firmware" / "lib"


@pytest.mark.parametrize("code", lang.LANGS)
def test_a_catalogue_as_bytes_holds_the_same_words_on_the_same_lines(code):
    path = LIB / "spit" / "screen" / ("words_%s.py" % code)
    source = path.read_text(encoding="utf-8")
    written = catalogues.as_bytes(source)
    mine, theirs = {}, {}
    exec(compile(source, str(path), "exec"), mine)
    exec(compile(written, str(path), "exec"), theirs)
    assert theirs["WORDS"] == mine["WORDS"].encode("utf-8")
    assert written.count("\n") == source.count("\n")  # (a line's number is the source's)
    assert catalogues.is_catalogue("lib/spit/screen/words_%s.py" % code)


def test_only_the_catalogues_are_rewritten():
    items = [("lib/spit/screen/words.py", b"A = 1\n"), ("code.py", b'WORDS = "x\\n"\n'),
             ("lib/spit/screen/words_de.py", b'WORDS = (\n    "Ja\\n"\n)\n')]  # fmt: skip
    out = dict(catalogues.items_as_bytes(items))
    assert out["lib/spit/screen/words.py"] == b"A = 1\n" and out["code.py"] == items[1][1]
    assert out["lib/spit/screen/words_de.py"] == b"WORDS = b'Ja\\n'\n\n\n"
