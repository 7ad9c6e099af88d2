"""The catalogues: every language has every word, in the numbers' order, with English's fields."""

import re
from pathlib import Path

import pytest

from host_tools import mkfont
from spit.screen import font, text, words

FIRMWARE = Path(__file__).resolve().parents[2] / "firmware" / "lib" / "spit" / "screen"
FIELDS = re.compile(r"%[sd]")
LETTERS = set(chr(c) for c in range(32, 127)) | set(mkfont.EXTRA)  # the pages' font's


def keys():
    """The numbers' names in their order, read from spit.screen.words."""
    names = [k for k, v in vars(words).items() if isinstance(v, int) and k.isupper()]
    names = [k for k in names if k not in ("EN", "COUNT")]
    return sorted(names, key=lambda k: getattr(words, k))


@pytest.mark.parametrize("lang", words.LANGS)
def test_every_language_has_every_word_in_the_numbers_order(lang):
    table = words.load(words.code(lang))
    assert len(table) == words.COUNT == len(keys())
    source = (FIRMWARE / ("words_%s.py" % lang)).read_text(encoding="utf-8")
    commented = re.findall(r"^    .*,  # ([A-Z0-9_]+)$", source, re.M)
    assert commented == keys()  # a line moved or lost would say another number's word


@pytest.mark.parametrize("lang", words.LANGS[1:])
def test_each_word_fills_the_same_fields_as_english(lang):
    en, other = words.load(words.EN), words.load(words.code(lang))
    for key, a, b in zip(keys(), en, other, strict=True):
        assert FIELDS.findall(a) == FIELDS.findall(b), (key, b)


@pytest.mark.parametrize("lang", words.LANGS)
def test_every_letter_is_in_the_font(lang):
    for said in words.load(words.code(lang)):
        assert set(said) <= LETTERS, said


def test_each_language_is_named_in_itself_and_an_unknown_code_reads_english():
    assert words.NAMES == ("English", "Deutsch", "Italiano", "Français", "Lëtzebuergesch")
    assert words.code("xx") == words.EN
    assert words.say(words.code("de"), words.DELETE_Q, "ANA") == "ANA löschen?"


def test_only_the_languages_kept_stay_loaded():
    de, it = words.code("de"), words.code("it")
    words.load(de), words.load(it), words.load(words.EN)
    words.keep(de, it)
    assert [t is not None for t in words._LOADED] == [False, True, True, False, False]


def test_the_font_has_the_languages_letters_and_is_made_by_mkfont():
    assert set("äöüÄÖÜßéèêëàâçîïôûùìòÉÈÀÇ") <= set(mkfont.EXTRA)
    assert font.EXTRA == text._EXTRA == mkfont.EXTRA  # the codes 128.. mean the same letters
    assert len(text._BASE) == len(text._EXTRA)
    assert mkfont.main(["--check"]) == 0, "run: python -m host_tools.mkfont"
