# SPDX-License-Identifier: MIT
"""The console's languages: their codes and names, and each one's catalogue of words.

``load(lang)`` gives a language's ``WORDS`` (``spit.screen.words_<code>``: every word the console
shows, in the order of ``spit.screen.words``' numbers); only the languages on the glass stay
loaded (``keep``): on stock CircuitPython a catalogue is a few KB of heap (on the console UF2 a
frozen one stays in flash, whole, at no cost). On the pages a catalogue on the heap keeps all
but the table's words; in a game (``keep``'s ``play``) only the table's block (the pause menu,
the table's lines, the race's refusals, big words and the game's end: ~1 KB, from
``words.RESUME`` to ``words.PLAYS_SIDE``); a word outside it loads the rest again. Every word is
said by number (``say``; the pages through ``spit.screen.text.said``, the table from the view's
blocks: ``block``), English's too. Button names (L, R, P1-P5, SPIT), the name Spit, initials
and the event log are the same in every language (docs/LANGUAGES.md: each language's glossary).
"""

from micropython import const

from spit.screen import in_flash, words

LANGS = ("en", "de", "it", "fr", "lb")  # settings.toml's codes, by number
NAMES = ("English", "Deutsch", "Italiano", "Français", "Lëtzebuergesch")  # each in itself
EN = const(0)

# Each a catalogue as UTF-8 bytes, a word a line: CircuitPython's str is UTF-8 without an index,
# so a str's find or slice from a position walks it from the start (str_index_to_ptr) and the
# position found is counted back the same way; bytes are indexed at once. A str did this for
# every word: on the emulated Pico a German page took 2-5 times the English one's time.
_LOADED = [None, None, None, None, None]  # type: list
# 0: that str is the whole catalogue; 1: the table's block only (its first word: words.RESUME);
# 2: the pages' words: the table's (words.PLAY_AIM to words.R_MODE) left empty lines
_PART = bytearray(5)
_PLAY = bytearray(1)  # 1: in a game, a catalogue loaded keeps only the table's block
# each loaded catalogue's every 16th line start (an array of "H"), made at its first word: a
# word is then at most 15 finds from one; None whenever _LOADED changes
_MARKS = [None, None, None, None, None]  # type: list
_STEP = const(16)


def code(lang):
    """A language's number from its code ("de"); English for an unknown code."""
    return LANGS.index(lang) if lang in LANGS else EN


def _in_block(key):
    return words.RESUME <= key <= words.PLAYS_SIDE


def _on_pages(key):
    return key >= 0 and not words.PLAY_AIM <= key <= words.R_MODE


def _fits(lang, key):
    # Does language lang's loaded str hold word key?
    part = _PART[lang]
    return not part or (_in_block(key) if part == 1 else _on_pages(key))


def load(lang, key=-1):
    """Language number lang's WORDS as UTF-8 bytes, a word a line (loaded on first use, its
    module let go at once). With word number ``key``: in a game maybe the table's block only
    (``first``: its first word's number), on the pages maybe without the table's words (their
    lines left empty: ~1.4 KB less); without one, the whole."""
    words_ = _LOADED[lang]
    if words_ is not None and _fits(lang, key):
        return words_
    from spit.screen import forget

    name = "spit.screen.words_" + LANGS[lang]
    _LOADED[lang] = _MARKS[lang] = None  # (a block goes before the whole comes)
    module = __import__(name, None, None, ("WORDS",))
    words_ = module.WORDS  # (bytes as deploy and the frozen build write it; the source's str:
    if type(words_) is str:  # a .py drive, the host)
        words_ = words_.encode()
    del module
    forget(name)  # the module, its dict and its str go
    _PART[lang] = 0
    if in_flash(words_):  # the console UF2's frozen catalogue: whole, it costs no heap
        pass
    elif _PLAY[0] and _in_block(key):
        words_ = _block(words_)
        _PART[lang] = 1
    elif _on_pages(key):  # (in a game too: the round summary needs none of the table's)
        words_ = without_table(words_)
        _PART[lang] = 2
    _LOADED[lang] = words_
    return words_


def without_table(whole):
    """A whole catalogue with the table's words (words.PLAY_AIM to words.R_MODE: the pages never
    show them) left as empty lines: the numbers stay, ~1.4 KB goes."""
    start = _at(whole, words.PLAY_AIM)
    end = _at(whole, words.R_MODE + 1 - words.PLAY_AIM, start)
    return whole[:start] + b"\n" * (words.R_MODE + 1 - words.PLAY_AIM) + whole[end:]


def _at(text, n, at=0):
    # Where line n of text starts (counted from offset at: no copy of the rest to count in).
    for _ in range(n):
        at = text.find(b"\n", at) + 1
    return at


def _line(lang, text, n):
    # Where line n of language lang's loaded str (text) starts: from the mark before it (the
    # marks made as far as a word has been looked for: a page's words are near each other).
    marks = _MARKS[lang]
    if marks is None:
        from array import array

        marks = _MARKS[lang] = array("H", [0])  # (a catalogue is under 64 KB)
    k = n // _STEP
    while len(marks) <= k:
        at = marks[-1]
        for _ in range(_STEP):
            at = text.find(b"\n", at) + 1
            if not at:
                break
        if not at:
            break
        marks.append(at)
    k = min(k, len(marks) - 1)
    at = marks[k]
    for _ in range(n - k * _STEP):
        at = text.find(b"\n", at) + 1
    return at


def _block(whole):
    # The table's block of a whole catalogue (a copy: the whole can go).
    start = _at(whole, words.RESUME)
    return whole[start : _at(whole, words.PLAYS_SIDE + 1 - words.RESUME, start)]


def block(lang):
    """What the table says in a game in language lang (spit.screen.banner.say): its words from
    words.PLAY_AIM to words.PLAYS_SIDE, a word a line (the table's block without the pause
    menu's words)."""
    text = load(lang, words.PLAY_AIM)
    start = _at(text, words.PLAY_AIM - first(lang))
    return text[start : _at(text, words.PLAYS_SIDE + 1 - words.PLAY_AIM, start)]


def first(lang):
    """The number of the first word language lang's loaded str holds."""
    return words.RESUME if _PART[lang] == 1 else 0


def table(lang):
    """Language lang's words as a list, in the numbers' order (tools and tests)."""
    return str(load(lang), "utf-8").split("\n")[:-1]


def word(lang, key):
    """Word number key of language lang."""
    text = load(lang, key)
    at = _line(lang, text, key - first(lang))
    return str(text[at : text.find(b"\n", at)], "utf-8")


def keep(a, b=-1, play=False):
    """Let every catalogue go but those of a and b (the languages on the glass); ``play``: a
    game (and its pause), where each keeps only the table's block (a whole one on the heap is
    cut to it now)."""
    _PLAY[0] = 1 if play else 0
    for i in range(len(_LOADED)):
        if i != a and i != b or play and _PART[i] != 1:
            _MARKS[i] = None
        if i != a and i != b:
            _LOADED[i] = None
            _PART[i] = 0
        elif play and _PART[i] == 2:
            _LOADED[i] = None  # (the pages' words lack the table's: loaded again when said)
            _PART[i] = 0
        elif play and _LOADED[i] is not None and not _PART[i] and not in_flash(_LOADED[i]):
            whole = _LOADED[i]
            _LOADED[i] = None
            _LOADED[i] = _block(whole)
            _PART[i] = 1
            del whole


def say(lang, key, *args):
    """Word key in language lang, its ``%`` fields filled from args."""
    text = word(lang, key)
    return text % args if args else text
