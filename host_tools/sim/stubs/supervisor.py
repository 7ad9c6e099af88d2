# SPDX-License-Identifier: MIT
"""Host stand-in for CircuitPython's ``supervisor``: a settable fake ``ticks_ms`` clock.

Like the device's, it counts milliseconds and wraps at 2**29; by default it starts 65 s before
the wrap, as a freshly powered RP2040 does, so any code that compares raw ticks with ``<`` fails
within the first minute of a simulated game. Nothing advances it but ``set_ticks``/``advance``:
tests and the simulator are deterministic.

Install it as ``sys.modules["supervisor"]`` *before* ``adafruit_ticks`` is first imported (that
module binds ``supervisor.ticks_ms`` at import).
"""

TICKS_PERIOD = 1 << 29
TICKS_MAX = TICKS_PERIOD - 1
START = TICKS_PERIOD - 65_000  # about 65 s before the first wrap, like the device

_now = START


def ticks_ms() -> int:
    """The fake clock, in ms, wrapping at 2**29."""
    return _now


def set_ticks(t: int) -> None:
    """Set the clock (any int; it is taken modulo 2**29)."""
    global _now
    _now = int(t) & TICKS_MAX


def advance(ms: int) -> int:
    """Move the clock forward ``ms`` (>= 0) and return the new time."""
    if ms < 0:
        raise ValueError("the clock only goes forward, not by %r ms" % (ms,))
    set_ticks(_now + ms)
    return _now


def reset(start: int = START) -> None:
    """Back to power-on (``START`` unless told)."""
    set_ticks(start)
