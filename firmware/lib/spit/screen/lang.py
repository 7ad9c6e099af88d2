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

_LOADED = [None, None, None, None, None]  # type: list  # each a str: a word a line


def code(lang):
    """A language's number from its code ("de"); English for an unknown code."""
    return LANGS.index(lang) if lang in LANGS else EN


def load(lang):
    """Language number lang's WORDS: one str, a word a line (loaded on first use, its module
    let go at once)."""
    words = _LOADED[lang]
    if words is None:
        from spit.screen import forget

        name = "spit.screen.words_" + LANGS[lang]
        module = __import__(name, None, None, ("WORDS",))
        words = _LOADED[lang] = module.WORDS
        del module
        forget(name)  # the str stays, the module's dict goes
    return words


def table(lang):
    """Language lang's words as a list, in the numbers' order (tools and tests)."""
    return load(lang).split("\n")[:-1]


def word(lang, key):
    """Word number key of language lang."""
    words = load(lang)
    at = 0
    for _ in range(key):
        at = words.find("\n", at) + 1
    return words[at : words.find("\n", at)]


def keep(*langs):
    """Let every catalogue go but those of langs (the languages on the glass) and English's
    while another is kept (``local``'s key: loaded again at every page otherwise)."""
    for i in range(len(_LOADED)):
        if i not in langs and not (i == EN and langs and max(langs) > EN):
            _LOADED[i] = None


def say(lang, key, *args):
    """Word key in language lang, its ``%`` fields filled from args."""
    text = word(lang, key)
    return text % args if args else text


def number(text):
    """The number of English word ``text``, -1 when the catalogue has none."""
    en = load(EN)
    at = en.find(text + "\n") if text and "\n" not in text else -1
    while at > 0 and en[at - 1] != "\n":  # (a word that ends another: look on)
        at = en.find(text + "\n", at + 1)
    return -1 if at < 0 else en.count("\n", 0, at)


def local(lang, text):
    """English ``text`` in language lang when the catalogue has it (gettext's way: the English
    words are the key), else text as it is (a name, a figure, words already in lang). A text
    made from a catalogued English form ("Round 3 over") is made again from lang's. Finding it
    loads the English catalogue too."""
    if lang == EN or not text:
        return text
    i = number(text)
    if i >= 0:
        return word(lang, i)
    en = load(EN)
    at = en.find("%")
    while at >= 0:  # each English form, found by its first field
        start = en.rfind("\n", 0, at) + 1
        end = en.find("\n", at)
        args = _fields(en[start:end], text)
        if args is not None:
            return word(lang, en.count("\n", 0, start)) % args
        at = en.find("%", end)
    return text


def local_lines(lang, block):
    """Each line of a multi-line text through ``local``."""
    if lang == EN or not block:
        return block
    return "\n".join([local(lang, line) for line in block.split("\n")])


def _fields(form, text):
    # The values of form's %s and %d fields in text, or None when text is not made from form.
    pieces = form.replace("%d", "%s").split("%s")
    if not text.startswith(pieces[0]) or not text.endswith(pieces[-1]):
        return None
    kinds = [part[0] for part in form.split("%")[1:]]  # each field's letter
    end = len(text) - len(pieces[-1])
    args = []
    if _match(pieces, kinds, text, 1, len(pieces[0]), end, args):
        return tuple(args)
    return None


def _match(pieces, kinds, text, k, at, end, args):
    # Field k - 1 from ``at``, then pieces[k]: every place pieces[k] is, until one fits (a name
    # may hold a space: "CPU 5").
    last = k == len(pieces) - 1
    nxt = end if last else text.find(pieces[k], at + 1)
    while nxt >= 0 and nxt <= end:
        value = text[at:nxt]
        ok = value != ""
        if ok and kinds[k - 1] == "d":
            ok = value.isdigit()
            value = int(value) if ok else value
        if ok:
            args.append(value)
            if last or _match(pieces, kinds, text, k + 1, nxt + len(pieces[k]), end, args):
                return True
            args.pop()
        if last:
            return False
        nxt = text.find(pieces[k], nxt + 1)
    return False
