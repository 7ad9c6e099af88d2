"""The catalogues: every language has every word, in the numbers' order, with English's fields."""

import re
from pathlib import Path

import pytest

from host_tools import mkfont
from spit.screen import font, lang, pages, text, words

FIRMWARE = Path(__file__).resolve().parents[2] / "firmware" / "lib" / "spit" / "screen"
FIELDS = re.compile(r"%[sd]")
LETTERS = set(chr(c) for c in range(32, 127)) | set(mkfont.EXTRA)  # the pages' font's


def keys():
    """The numbers' names in their order, read from spit.screen.words."""
    names = [k for k, v in vars(words).items() if isinstance(v, int) and k.isupper()]
    names = [k for k in names if k != "COUNT"]
    return sorted(names, key=lambda k: getattr(words, k))


@pytest.mark.parametrize("code", lang.LANGS)
def test_every_language_has_every_word_in_the_numbers_order(code):
    table = lang.table(lang.code(code))
    assert len(table) == words.COUNT == len(keys())
    source = (FIRMWARE / ("words_%s.py" % code)).read_text(encoding="utf-8")
    commented = re.findall(r'^    ".*\\n"  # ([A-Z0-9_]+)$', source, re.M)
    assert commented == keys()  # a line moved or lost would say another number's word


@pytest.mark.parametrize("code", lang.LANGS[1:])
def test_each_word_fills_the_same_fields_as_english(code):
    en, other = lang.table(lang.EN), lang.table(lang.code(code))
    for key, a, b in zip(keys(), en, other, strict=True):
        assert FIELDS.findall(a) == FIELDS.findall(b), (key, b)


@pytest.mark.parametrize("code", lang.LANGS)
def test_every_letter_is_in_the_font(code):
    for said in lang.table(lang.code(code)):
        assert set(said) <= LETTERS, said


def test_each_language_is_named_in_itself_and_an_unknown_code_reads_english():
    assert lang.NAMES == ("English", "Deutsch", "Italiano", "Français", "Lëtzebuergesch")
    assert lang.code("xx") == lang.EN
    assert lang.say(lang.code("de"), words.DELETE_Q, "ANA") == "ANA löschen?"


def test_only_the_languages_kept_stay_loaded():
    de, it = lang.code("de"), lang.code("it")
    lang.load(de), lang.load(it), lang.load(lang.EN)
    lang.keep(de, it)
    assert [t is not None for t in lang._LOADED] == [False, True, True, False, False]  # (no key)
    lang.load(lang.EN)
    lang.keep(lang.EN, lang.EN)
    assert [t is not None for t in lang._LOADED] == [True, False, False, False, False]


def test_in_a_game_each_keeps_only_the_tables_block_and_a_word_outside_it_loads_the_pages_words():
    de = lang.code("de")
    whole = lang.table(de)
    try:
        lang.keep(de, de, True)  # a game: the whole catalogue loaded before is cut to the block
        assert lang._PART[de] == 1 and len(lang._LOADED[de]) < len("".join(whole)) // 2
        for key in (words.RESUME, words.PLAY_AIM, words.LATE, words.W_SPIT, words.PLAYS_SIDE):
            assert lang.word(de, key) == whole[key]
        assert lang.say(de, words.SLAPPED_WAIT, "ANA") == "Gehauen! Warte auf ANA"
        assert lang._PART[de] == 1  # (all of them in the block)
        assert text.said(de, words.PAUSED) == "Pause" and lang._LOADED[lang.EN] is None
        # (without the table's words: the view keeps its own block of them)
        assert lang.word(de, words.GO_ON) == whole[words.GO_ON] and lang._PART[de] == 2
        assert text.said(de, words.ROUND_OVER, 3) == "Runde 3 vorbei"
        # the game again: the summary's words go (the view keeps the table's block), no English
        lang.keep(de, de, True)
        assert lang._LOADED[de] is None and lang._LOADED[lang.EN] is None
    finally:
        lang.keep(lang.EN, lang.EN)  # the pages again
    assert lang._PLAY[0] == 0 and lang.table(de) == whole


def test_on_the_pages_a_catalogue_keeps_no_table_words_and_one_said_loads_the_whole():
    de = lang.code("de")
    whole = lang.table(de)
    lang.keep(de, de)
    lang._LOADED[de] = None
    assert lang.word(de, words.HALL) == "Bestenliste" and lang._PART[de] == 2  # a page's word
    assert lang._LOADED[de].count(b"\n") == words.COUNT  # (the numbers as they were)
    assert len(lang._LOADED[de]) < len("\n".join(whole).encode()) - 1000  # the table's left empty
    assert lang.word(de, words.PLAY_AIM) == whole[words.PLAY_AIM] and lang._PART[de] == 0
    lang.keep(de, de, True)
    assert lang.word(de, words.PLAY_AIM) == whole[words.PLAY_AIM] and lang._PART[de] == 1
    lang.keep(lang.EN, lang.EN)


def test_the_font_has_the_languages_letters_and_is_made_by_mkfont():
    assert set("äöüÄÖÜßéèêëàâçîïôûùìòÉÈÀÇ") <= set(mkfont.EXTRA)
    assert font.EXTRA == text._EXTRA == mkfont.EXTRA  # the codes 128.. mean the same letters
    assert len(text._BASE) == len(text._EXTRA)
    assert mkfont.main(["--check"]) == 0, "run: python -m host_tools.mkfont"


def test_the_record_keeps_as_many_languages_as_there_are():
    from spit.console.records import stats

    assert stats.LANGUAGES == len(lang.LANGS) == len(lang.NAMES)


def test_a_page_says_a_words_number_its_fields_and_a_name_in_each_halfs_language():
    de, it = lang.code("de"), lang.code("it")
    assert text.said(de, words.ROUND_OVER, 3) == "Runde 3 vorbei"
    assert text.said(it, (words.SCORE, 3, "CPU 5", 150)) == "Punti: tu 3, CPU 5 150"
    assert text.said(de, (words.STATS_OF, "ANA")) == "Statistik: ANA"
    assert text.said(lang.EN, words.HALL) == "Hall of fame"  # English from its catalogue too
    # a field that is a word itself is said in the same language
    battery = (words.GAUGE, (words.GAUGE_LOW,))
    assert [text.said(n, battery) for n in (lang.EN, de)] == ["Battery LOW", "Akku SCHWACH"]
    assert text.said(de, "ANA 12-9 MAX") == "ANA 12-9 MAX"  # a str is a name or a figure
    assert pages.said_rows(de, (words.PLAY, "3xAA", "")) == "Spielen\n3xAA\n"


@pytest.mark.parametrize("code", lang.LANGS)
def test_each_word_is_its_own_line_whatever_order_they_are_said_in(code):
    # (a word is found from the marks made so far, every 16th line: a page's words come in any
    # order, the last first on a fresh catalogue)
    n = lang.code(code)
    whole = lang.table(n)
    for order in (range(words.COUNT), range(words.COUNT - 1, -1, -1), (150, 3, 200, 17, 16, 0)):
        lang._MARKS[n] = None
        assert [lang.word(n, k) for k in order] == [whole[k] for k in order]
