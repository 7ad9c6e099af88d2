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
    """A short English text for a result code ("unknown" for anything else)."""
    if type(code) is int and 0 <= code < len(_REASONS):
        return _REASONS[code]
    return "unknown"


# Each rule with its allowed values, the default first.
_CHOICES = (
    ("stocks", (5, 4)),
    ("slap", (True, False)),
    ("alternate_colors", (False, True)),
    ("scoring", ("standard", "points")),
    ("auto_flip", (True, False)),
    ("mode", ("spit", "speed")),
    ("speed_side", (10, 5)),
)
# Int rules: name, default (None: 15 in Speed, 100 otherwise), lowest, highest.
_RANGES = (("slap_timeout_ms", 3000, 100, 60000), ("target", None, 1, 1000))


class Rules:
    """``Rules(**keywords)`` of RULES.md; defaults are the standard game; ValueError names a bad
    keyword or value. ``target`` is resolved: None gives 15 in Speed, 100 otherwise.
    ``as_dict()`` gives keywords that rebuild equal rules (for the event log); compare with ==."""

    # Set from _CHOICES and _RANGES (annotations cost nothing at run time).
    stocks: int
    slap: bool
    alternate_colors: bool
    scoring: str
    auto_flip: bool
    mode: str
    speed_side: int
    slap_timeout_ms: int
    target: int

    def __init__(self, **kw):
        for k, ok in _CHOICES:
            v = kw.get(k, ok[0])
            # type() first: 1 == True and 5.0 == 5 must not pass.
            if type(v) is not type(ok[0]) or v not in ok:
                raise ValueError("%s must be one of %r, not %r" % (k, ok, v))
            setattr(self, k, v)
        for k, v, lo, hi in _RANGES:
            v = kw.get(k, v)
            if v is None:
                v = 15 if self.mode == "speed" else 100
            if type(v) is not int or not lo <= v <= hi:
                raise ValueError("%s must be an int in %d..%d, not %r" % (k, lo, hi, v))
            setattr(self, k, v)
        known = self.as_dict()
        for k in kw:
            if k not in known:
                raise ValueError("unknown rule: %r" % (k,))

    def as_dict(self):
        """The keywords that rebuild equal rules: ``Rules(**r.as_dict()) == r``. A new dict."""
        d = {}
        for k, _ in _CHOICES:
            d[k] = getattr(self, k)
        for r in _RANGES:
            d[r[0]] = getattr(self, r[0])
        return d

    def __eq__(self, other):
        return isinstance(other, Rules) and self.as_dict() == other.as_dict()

    def __repr__(self):
        return "Rules(**%r)" % (self.as_dict(),)
