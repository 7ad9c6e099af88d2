# SPDX-License-Identifier: MIT
"""The event log: one checksummed text line per event, written to a passed-in stream.

The line format is documented in docs/LOG.md (format version ``_LOG_VERSION``). On the device the
stream is ``usb_cdc.data`` with ``write_timeout = 0``: a write may take fewer bytes than offered,
or none, when the host is not reading. The log never blocks and never raises; it counts what it
lost and says so with an ``O`` line once writing works again.

Hot-path lines (press, action) are built in one preallocated bytearray with integer formatting
done by hand, so logging a press allocates only the memoryview slice handed to ``write``.
"""

try:
    from micropython import const
except ImportError:  # CPython host

    def const(x):  # type: ignore[no-redef,misc]
        return x


_LOG_VERSION = const(1)
# Every Rules keyword, in the order the G line carries them (ENGINE_API.md "Rules").
RULES_KEYWORDS = (
    "mode",
    "stocks",
    "slap",
    "alternate_colors",
    "scoring",
    "target",
    "auto_flip",
    "slap_timeout_ms",
    "speed_side",
)
NO_ACTION = const(-1)  # result/kind of a press that attempted no engine action (a release, an aim)
SEQ_WRAP = const(65536)
# panel.G_TICK / G_OVERFLOW (copied, so the log does not import the input layer)
_G_TICK = const(11)
_G_OVERFLOW = const(13)
_SIZE = const(256)  # longest line; text beyond it is cut (fault and note lines only)
_END_ROOM = const(8)  # " *hhhh\n" and the spare leading newline


def fletcher16(data, start=0, end=-1):
    """Fletcher-16 of data[start:end] (bytes-like); the per-line checksum of docs/LOG.md."""
    if end < 0:
        end = len(data)
    # The sums are reduced once at the end: the same residues as reducing at every byte, and
    # no division a byte (a line is at most 256 bytes, so s2 stays a small int).
    s1 = 0
    s2 = 0
    for i in range(start, end):
        s1 += data[i]
        s2 += s1
    return ((s2 % 255) << 8) | (s1 % 255)


class EventLog:
    """Writes docs/LOG.md lines to ``stream`` (anything with ``write(buf)``), or nowhere if None."""

    def __init__(self, stream, fw_version="0"):
        self.stream = stream
        self.fw_version = fw_version
        self.seq = 0
        self.lines = 0  # lines fully written
        self.dropped = 0  # lines lost (not written, or cut short)
        self._reported = 0  # drops already announced with an O line
        self._broken = False  # the stream holds a cut line: start the next one on a new line
        self.games = 0
        self._buf = bytearray(_SIZE)
        self._mv = memoryview(self._buf)
        self._n = 0
        self._has_connected = stream is not None and hasattr(stream, "connected")
        self._t = -1  # the last line's time, at _t_at in the buffer, _t_len bytes with its space
        self._t_at = 0
        self._t_len = 0

    # -- building blocks (no allocation) ------------------------------------------------------
    def _begin(self, tag, t):
        if self.dropped != self._reported:
            # Announce what was lost before the next event, so the host knows about the gap.
            count = self.dropped - self._reported
            self._start(79, t)  # "O"
            self._word(b"log")
            self._int(count)
            if self._finish():
                self._reported += count
        self._start(tag, t)

    def _start(self, tag, t):
        buf = self._buf
        buf[0] = 10  # a newline, sent only after a cut line (see _finish)
        buf[1] = tag
        self._n = 2
        self._int(self.seq)
        self.seq = (self.seq + 1) % SEQ_WRAP
        n = self._n
        if t == self._t and n == self._t_at:
            # the last line's time, still in the buffer where this one puts it (a press's P and
            # A lines): its nine digits are not worked out again
            self._n = n + self._t_len
            return
        self._int(t)
        self._t = t
        self._t_at = n
        self._t_len = self._n - n

    def _int(self, v):
        buf = self._buf
        n = self._n
        buf[n] = 32
        if 0 <= v < 10:  # most fields of a line (a player, a button, a code): one digit
            buf[n + 1] = 48 + v
            self._n = n + 2
            return
        n += 1
        if v < 0:
            buf[n] = 45
            n += 1
            v = -v
        end = n + 1  # the digits are written from the last one back: count them first
        d = v
        while d >= 10:
            d //= 10
            end += 1
        self._n = end
        while True:
            end -= 1
            buf[end] = 48 + v % 10
            v //= 10
            if v == 0:
                break

    def _word(self, b):
        """Append a space and bytes b (no spaces in b), cut to the room left."""
        buf = self._buf
        n = self._n
        k = min(len(b), _SIZE - _END_ROOM - n - 1)
        if k <= 0:
            return
        buf[n] = 32
        n += 1
        for i in range(k):
            buf[n + i] = b[i]
        self._n = n + k

    def _hex4(self, v, at):
        buf = self._buf
        for i in range(4):
            d = (v >> (12 - 4 * i)) & 15
            buf[at + i] = 48 + d if d < 10 else 87 + d

    def _finish(self):
        """Checksum, terminate and write the line; True if the stream took all of it."""
        buf = self._buf
        n = self._n
        # fletcher16(buf, 1, n) over a view of the line: no index a byte (~1/3 faster on a
        # Pico), for a second 16-byte memoryview a line
        s1 = 0
        s2 = 0
        for b in self._mv[1:n]:
            s1 += b
            s2 += s1
        c = ((s2 % 255) << 8) | (s1 % 255)
        buf[n] = 32
        buf[n + 1] = 42  # "*"
        self._hex4(c, n + 2)
        buf[n + 6] = 10
        n += 7
        start = 0 if self._broken else 1
        stream = self.stream
        if stream is None or (self._has_connected and not stream.connected):
            self.dropped += 1
            return False
        want = n - start
        try:
            wrote = stream.write(self._mv[start:n])
        except Exception:  # a vanished host or a closed port must never stop the game
            wrote = 0
        if wrote is None:
            wrote = want
        if wrote < want:
            self.dropped += 1
            if wrote > 0:
                self._broken = True  # (a write of nothing leaves an earlier cut line still open)
            return False
        self._broken = False
        self.lines += 1
        return True

    # -- events --------------------------------------------------------------------------------
    def hello(self, t):
        """V line: the log format and firmware version (at boot and on every game start)."""
        self._begin(86, t)
        self._int(_LOG_VERSION)
        self._word(_text_bytes(self.fw_version))
        return self._finish()

    def game_start(self, t, rules, seed, extra=None, bots=None, demo=False):
        """G line: game number, seed, firmware version and every Rules keyword.

        ``extra`` is an optional sequence of (key, int) pairs the host keeps but replay ignores
        (e.g. the panel handicaps). ``bots`` (one per side, None for a person) and ``demo``
        (attract mode) give ``side0``/``side1``: ``human``, ``cpu<level>`` or ``demo<level>``.
        Allocates: once per game, never during play.
        """
        self.games += 1
        self.hello(t)
        self._begin(71, t)
        self._word(_text_bytes("v=%d" % _LOG_VERSION))
        self._word(_text_bytes("game=%d" % self.games))
        self._word(_text_bytes("seed=%d" % seed))
        self._word(b"fw=" + _text_bytes(self.fw_version))
        for key in RULES_KEYWORDS:
            self._word(_text_bytes(key + "=" + _value(getattr(rules, key, None))))
        if extra:
            for key, value in extra:
                self._word(_text_bytes(key + "=" + _value(value)))
        if bots is not None:
            for p in (0, 1):
                self._word(_text_bytes("side%d=%s" % (p, _side(bots[p], demo))))
        return self._finish()

    def press(
        self, t, p, button, pressed, result=NO_ACTION, kind=NO_ACTION, x=0, y=0, lost=0, delay=0
    ):
        """P line: a button event at effective time t, the engine action it attempted (kind x y)
        and the code returned; ``lost`` 1 if the other player's press on that pile came first;
        ``delay`` the handicap added to the raw press time (t - delay)."""
        self._begin(80, t)
        self._int(p)
        self._int(button)
        self._int(1 if pressed else 0)
        self._int(result)
        self._int(kind)
        self._int(x)
        self._int(y)
        self._int(lost)
        self._int(delay)
        return self._finish()

    def outcome(self, o):
        """Log one ``panel.Outcome`` of ``race.step``: a P line for a press, plus an A line when
        it carried out an engine action; an A line for a state-changing tick; an O line for a
        key-queue overflow. No allocation."""
        gesture = o.gesture
        if gesture == _G_TICK:
            return self.action(o.te, -1, o.kind, 0, 0)
        if gesture == _G_OVERFLOW:
            return self.overflow(o.te, b"keys", 1)
        if o.player < 0:
            return True
        ok = self.press(
            o.te,
            o.player,
            o.button,
            True,
            o.code,
            o.kind,
            o.x,
            o.y,
            o.first if o.lost_race else -1,
            o.te - o.t,
        )
        if o.code == 0 and o.kind >= 0:
            ok = self.action(o.te, o.player, o.kind, o.x, o.y) and ok
        return ok

    def action(self, t, p, kind, x=0, y=0):
        """A line: one carried-out engine action, exactly a history tuple (t, p, kind, x, y)."""
        self._begin(65, t)
        self._int(p)
        self._int(kind)
        self._int(x)
        self._int(y)
        return self._finish()

    def round_end(self, t, game):
        """R line after a round is settled: the round now dealt, cards held and scores."""
        return self._result(82, t, game, game.round)

    def game_end(self, t, game):
        """E line when the game is over: the winner (0, 1, -1 for a draw), cards and scores."""
        winner = game.winner
        return self._result(69, t, game, -1 if winner is None else winner)

    def _result(self, tag, t, game, first):
        self._begin(tag, t)
        self._int(first)
        self._int(game.round)
        self._int(game.cards(0))
        self._int(game.cards(1))
        self._int(game.score(0))
        self._int(game.score(1))
        return self._finish()

    def overflow(self, t, what, count):
        """O line: something else overflowed, e.g. what=b"keys" when the key queue lost events."""
        self._begin(79, t)
        self._word(what)
        self._int(count)
        return self._finish()

    def debug(self, t, frame_ms, mem_free, mem_alloc=0, largest=-1):
        """D line: debug figures (frame time, free and used heap, largest free block)."""
        self._begin(68, t)
        self._int(frame_ms)
        self._int(mem_free)
        self._int(mem_alloc)
        self._int(largest)
        return self._finish()

    def note(self, t, text):
        """M line: free text (a phase, a menu choice). Allocates."""
        self._begin(77, t)
        self._word(_text_bytes(text))
        return self._finish()

    def fault(self, t, exc):
        """F lines: an exception's traceback, one line each. Allocates; never raises."""
        try:
            lines = _traceback_lines(exc)
        except Exception:  # the fault path itself must not fault
            lines = [repr(exc)]
        ok = True
        for line in lines:
            for part in line.split("\n"):
                if part.strip():
                    self._begin(70, t)
                    self._word(_text_bytes(part.rstrip()))
                    ok = self._finish() and ok
        return ok


def _side(bot, demo):
    # Who plays a side, for the host's statistics: a person, or a CPU player and its level.
    if bot is None:
        return "human"
    return ("demo" if demo else "cpu") + str(getattr(bot, "level", 0))


def _value(v):
    if v is None:
        return "-"
    if v is True:
        return "1"
    if v is False:
        return "0"
    return str(v)


def _text_bytes(s):
    b = s.encode("utf-8") if isinstance(s, str) else bytes(s)
    if b"\n" in b or b"\r" in b:
        b = b.replace(b"\n", b" ").replace(b"\r", b" ")
    return b


def _traceback_lines(exc):
    if isinstance(exc, (list, tuple)):
        return exc
    try:
        import traceback

        return traceback.format_exception(exc)
    except (ImportError, AttributeError, TypeError):
        import io
        import sys

        out = io.StringIO()
        sys.print_exception(exc, out)  # type: ignore[attr-defined]  # MicroPython
        return out.getvalue().split("\n")
