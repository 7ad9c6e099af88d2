# SPDX-License-Identifier: MIT
"""The console's languages: their codes and names, and each one's catalogue of words.

``load(lang)`` gives a language's ``WORDS`` (``spit.screen.words_<code>``: every word the console
shows, in the order of ``spit.screen.words``' numbers); only the languages on the glass stay
loaded (``keep``): on stock CircuitPython a catalogue is a few KB of heap. Button names (L, R,
P1-P5, SPIT), the name Spit, initials and the event log are the same in every language
(docs/LANGUAGES.md: each language's glossary).
"""

from micropython import const

LANGS = ("en", "de", "it", "fr", "lb")  # settings.toml's codes, by number
NAMES = ("English", "Deutsch", "Italiano", "Français", "Lëtzebuergesch")  # each in itself
EN = const(0)

_LOADED = [None, None, None, None, None]  # type: list


def code(lang):
    """A language's number from its code ("de"); English for an unknown code."""
    return LANGS.index(lang) if lang in LANGS else EN


def load(lang):
    """Language number lang's WORDS (loaded on first use, its module let go at once)."""
    words = _LOADED[lang]
    if words is None:
        from spit.screen import forget

        name = "spit.screen.words_" + LANGS[lang]
        module = __import__(name, None, None, ("WORDS",))
        words = _LOADED[lang] = module.WORDS
        del module
        forget(name)  # the tuple stays, the module's dict goes
    return words


def keep(*langs):
    """Let every catalogue go but those of langs (the languages on the glass)."""
    for i in range(len(_LOADED)):
        if i not in langs:
            _LOADED[i] = None


def say(lang, key, *args):
    """Word key in language lang, its ``%`` fields filled from args."""
    text = load(lang)[key]
    return text % args if args else text


def local(lang, text):
    """English ``text`` in language lang when the catalogue has it (gettext's way: the English
    words are the key), else text as it is (a name, a figure, words already in lang). Finding
    it loads the English catalogue too; nothing is allocated."""
    if lang == EN or not text:
        return text
    try:
        i = load(EN).index(text)
    except ValueError:
        return text
    return load(lang)[i]


def local_lines(lang, block):
    """Each line of a multi-line text through ``local``."""
    if lang == EN or not block:
        return block
    return "\n".join([local(lang, line) for line in block.split("\n")])
