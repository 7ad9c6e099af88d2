# SPDX-License-Identifier: MIT
"""English text in another language, gettext's way: the English words are the key.

The pages build their words in English; ``local(lang, text)`` finds ``text`` in English's
catalogue and gives language lang's word of the same number, and a text made from a catalogued
English form ("Round 3 over") is made again from lang's form with the same values. Names,
figures and words already in lang pass as they are. Loaded by ``spit.screen.text.said`` for a
language other than English, let go in a game (the table says its words by number:
``spit.screen.lang.say``).
"""

from spit.screen.lang import EN, without_table, word

_KEY = b""  # English's words without the table's (key()), UTF-8 a word a line; b"" until made


def key():
    """English's catalogue as the key (bytes, as spit.screen.lang keeps its catalogues: a str's
    positions cost a walk from its start on the device): a word a line, the table's words
    (words.PLAY_AIM to words.R_MODE: the pages never show them) left empty (~1.9 KB, not 3.3:
    loaded once while this module is, and kept apart from spit.screen.lang's catalogues)."""
    global _KEY
    if not _KEY:
        from spit.screen import forget

        en = __import__("spit.screen.words_en", None, None, ("WORDS",)).WORDS
        forget("spit.screen.words_en")
        _KEY = without_table(en.encode())
    return _KEY


def number(text):
    """The number of English word ``text`` (not one of the table's), -1 when the key has none."""
    if not text or "\n" in text:
        return -1
    en = key()
    line = text.encode() + b"\n"
    at = en.find(line)
    while at > 0 and en[at - 1] != 10:  # (a word that ends another: look on; 10 is "\n")
        at = en.find(line, at + 1)
    return -1 if at < 0 else en.count(b"\n", 0, at)


def local(lang, text):
    """English ``text`` in language lang when the key has it, else text as it is (a name, a
    figure, words already in lang)."""
    if lang == EN or not text:
        return text
    i = number(text)
    if i >= 0:
        return word(lang, i)
    en = key()
    raw = text.encode()
    at = en.find(b"%")
    while at >= 0:  # each English form, found by its first field
        start = en.rfind(b"\n", 0, at) + 1
        end = en.find(b"\n", at)
        # (its words before the field first: most forms are not this text's, and _fields
        # allocates)
        if en.startswith(raw[: at - start], start):
            args = _fields(str(en[start:end], "utf-8"), text)
            if args is not None:
                return word(lang, en.count(b"\n", 0, start)) % args
        at = en.find(b"%", end)
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
