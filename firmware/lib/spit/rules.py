# SPDX-License-Identifier: MIT
"""The rules a game is played by (Rules), and the text of each reason code (reason)."""

# The texts of the reason codes spit.OK, spit.E_PHASE ... in code order.
_REASONS = (
    "ok",
    "not now",
    "no card there",
    "rank does not fit",
    "same colour",
    "slot not empty",
    "not that player",
    "no such pile",
    "card face down",
    "already called",
    "no spit cards",
    "would reveal nothing",
    "nothing to turn up",
    "not in this mode",
)


def reason(code):
    """A short English text for a result code."""
    if type(code) is int and 0 <= code < len(_REASONS):
        return _REASONS[code]
    return "unknown"


_KEYS = (
    "stocks",
    "slap",
    "alternate_colors",
    "scoring",
    "target",
    "auto_flip",
    "slap_timeout_ms",
    "mode",
    "speed_side",
)


def _int(kw, key, default, lo, hi):
    v = kw.get(key, default)
    if type(v) is not int or not lo <= v <= hi:
        raise ValueError("%s must be an int in %d..%d, not %r" % (key, lo, hi, v))
    return v


def _bool(kw, key, default):
    v = kw.get(key, default)
    if v is not True and v is not False:
        raise ValueError("%s must be True or False, not %r" % (key, v))
    return v


def _pick(kw, key, choices):
    v = kw.get(key, choices[0])
    if type(v) is not type(choices[0]) or v not in choices:
        raise ValueError("%s must be one of %r, not %r" % (key, choices, v))
    return v


class Rules:
    """Rules(**keywords) of RULES.md; defaults are the standard game. ValueError names bad input.

    `target` is resolved: None gives 15 in Speed, 100 otherwise. `as_dict()` gives keywords that
    rebuild equal rules (for the event log).
    """

    def __init__(self, **kw):
        for k in kw:
            if k not in _KEYS:
                raise ValueError("unknown rule: %r" % (k,))
        self.stocks = _pick(kw, "stocks", (5, 4))
        self.slap = _bool(kw, "slap", True)
        self.alternate_colors = _bool(kw, "alternate_colors", False)
        self.scoring = _pick(kw, "scoring", ("standard", "points"))
        self.auto_flip = _bool(kw, "auto_flip", True)
        self.slap_timeout_ms = _int(kw, "slap_timeout_ms", 3000, 100, 60000)
        self.mode = _pick(kw, "mode", ("spit", "speed"))
        self.speed_side = _pick(kw, "speed_side", (10, 5))
        if kw.get("target") is None:
            self.target = 15 if self.mode == "speed" else 100
        else:
            self.target = _int(kw, "target", 0, 1, 1000)

    def as_dict(self):
        d = {}
        for k in _KEYS:
            d[k] = getattr(self, k)
        return d

    def __eq__(self, other):
        return isinstance(other, Rules) and self.as_dict() == other.as_dict()

    def __ne__(self, other):
        return not self.__eq__(other)

    def __repr__(self):
        return "Rules(%s)" % ", ".join("%s=%r" % (k, getattr(self, k)) for k in _KEYS)
