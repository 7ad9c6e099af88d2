# SPDX-License-Identifier: MIT
"""PIO input backend: every edge of the 16 panel pins timed to one 13-cycle sample (104 ns)."""

# A drop-in for keypad.Keys (events.get_into / overflowed / clear, reset, events with key_number,
# pressed, released, timestamp in ticks_ms units) plus event.sub_ns: ns after timestamp's ms began,
# so (timestamp, sub_ns) orders presses within a ms (one sample seeing both: a true tie); -1 for
# an edge delayed to its lockout's end, whose sub-ms part means nothing (spit.input.race: no race
# on it).
# PROGRAM: X counts down once a loop; a loop whose sample differs from the last report pushes two
# words, the pins (bit 29 set) and the counter (29 bits): both below 2**30, small ints on the
# device. Words reach the reader through a DMA ring (background_read) or, without it, the 8-word
# FIFO (readinto into one preallocated array). The reader extends the counter across wraps,
# debounces each key on its leading edge (no delay for either panel) and queues events. A full
# FIFO (RXSTALL) or a lapped ring is events.overflowed, handled as keypad's. docs/PIO.md has the
# cycle counts, limits and storms. make(pins, note) is the factory spit.console.device.hw calls.
# PROGRAM ships assembled (OPCODES; tests/input checks them against adafruit_pioasm): no assembler
# on the device.

from array import array

from adafruit_ticks import ticks_add, ticks_diff
from micropython import const

from spit.input.panel import KEYS, LOCKOUT_MS

try:
    from typing import Any, Callable, Optional  # noqa: F401 (type comments)
except ImportError:
    pass

# X = countdown timestamp, Y = last reported state, OSR = X parked while X holds the sample.
# Both paths through the loop take 13 cycles, so the counter is linear in time.
PROGRAM = """
    mov x, ~null      ; init: the counter
    mov y, ~null      ; init: no state yet, so the first sample is reported
    jmp loop
change:
    mov y, x          ; 8
    push noblock      ; 9  1 << 29 | pins
    in osr, 29        ; 10
    push noblock      ; 11 the counter
    mov x, osr        ; 12
    jmp x-- loop      ; 13 (at 0 it falls into loop too)
.wrap_target
loop:
    mov osr, x        ; 1  park the counter
    set x, 1          ; 2
    mov isr, x        ; 3
    in null, 13       ; 4
    in pins, 16       ; 5  the sample
    mov x, isr        ; 6
    jmp x!=y change   ; 7
    mov x, osr [4]    ; 8-12 padded to the change path
    jmp x-- loop      ; 13
.wrap
"""
OPCODES = array(
    "H",
    (0xA02B, 0xA04B, 0x0009, 0xA041, 0x8000, 0x40FD, 0x8000, 0xA027, 0x0049,
     0xA0E1, 0xE021, 0xA0C1, 0x406D, 0x4010, 0xA026, 0x00A3, 0xA427, 0x0049),
)  # fmt: skip
WRAP_TARGET = 9  # `loop`
WRAP = 17  # the last instruction
LOOP_CYCLES = 13
_SAMPLE_CYCLE = const(4)  # cycles from the loop's start to the sample (``in pins``)
STATE_TAG = 1 << 29  # a state word has it; a counter word is below it
COUNT_MASK = STATE_TAG - 1
PIN_MASK = 0xFFFF
FIFO_WORDS = 8  # the RX FIFO joined with the unused TX FIFO
_RING_WORDS = const(256)  # the DMA ring (1 KB): 128 reports between two reads
EMPTY = -1  # a ring slot not written since it was read (no word is negative)
SUB_UNKNOWN = -1  # event.sub_ns of an edge delayed to its lockout's end (as spit.input.race's)
MAX_EVENTS = 64


class Event:
    """A key transition, filled in place by ``events.get_into`` (keypad.Event cannot be)."""

    def __init__(self, key_number=0, pressed=True, timestamp=0, sub_ns=0):
        self.key_number = key_number
        self.pressed = pressed
        self.timestamp = timestamp
        self.sub_ns = sub_ns

    @property
    def released(self):
        return not self.pressed

    def __repr__(self):
        return "<Event: key_number %d %s at %d ms + %d ns>" % (
            self.key_number, "pressed" if self.pressed else "released", self.timestamp,
            self.sub_ns,
        )  # fmt: skip


class EventQueue:
    """Debounced events waiting for ``get_into``; reading it first reads the state machine."""

    def __init__(self, keys, size=MAX_EVENTS):
        self._keys = keys
        self._size = size
        self._key = bytearray(size)
        self._pressed = bytearray(size)
        self._ms = [0] * size
        self._ns = [0] * size
        self._head = 0
        self._len = 0
        self._overflowed = False

    def get_into(self, event):
        """Fill ``event`` with the oldest event; False when there is none."""
        if not self._len:
            self._keys.poll()
            if not self._len:
                return False
        i = self._head
        event.key_number = self._key[i]
        event.pressed = self._pressed[i] == 1
        event.timestamp = self._ms[i]
        event.sub_ns = self._ns[i]
        self._head = (i + 1) % self._size
        self._len -= 1
        return True

    @property
    def overflowed(self):
        """True once an edge was lost (a full FIFO or a full queue) until ``clear()``."""
        self._keys.poll()
        return self._overflowed

    def clear(self):
        self._len = 0
        self._overflowed = False

    def __len__(self):
        return self._len

    def __bool__(self):
        return self._len > 0

    def _put(self, key, pressed, ms, ns):
        if self._len >= self._size:
            self._overflowed = True  # as keypad: the newest event is dropped
            return
        i = (self._head + self._len) % self._size
        self._key[i] = key
        self._pressed[i] = pressed
        self._ms[i] = ms
        self._ns[i] = ns
        self._len += 1


class PioKeys:
    """Keypad-compatible keys read from a running ``PROGRAM``.

    ``sm`` is the state machine (``readinto``, ``in_waiting``, ``rxstall``, ``clear_rxfifo``,
    ``restart``, ``deinit``; ``background_read``/``stop_background_read`` for the ring),
    ``ticks_ms`` the console clock, ``cpu_hz`` the clock the program runs at, ``pressed_low``
    True for buttons to GND with pull-ups, ``ring`` the DMA ring's size in words (0: read the
    FIFO only). ``mode`` says which is in use: "ring" or "fifo". Counters for the curious:
    ``fifo_overflows``, ``words`` (words read), ``bounces`` (edges the lockout swallowed).
    """

    def __init__(
        self, sm, ticks_ms, cpu_hz=125000000, pressed_low=True, lockout_ms=LOCKOUT_MS,
        ring=_RING_WORDS,
    ):  # fmt: skip
        self._sm = sm
        self._ticks_ms = ticks_ms
        self._cpm = cpu_hz // 1000  # cycles per millisecond
        self._ns_div = self._cpm // 1000 or 1  # cycles per microsecond
        self.resolution_ns = LOOP_CYCLES * 1000000 // self._cpm  # small ints only
        self._invert = PIN_MASK if pressed_low else 0
        self._lockout = lockout_ms
        self._buf = array("L", [0] * FIFO_WORDS)
        # The ring: DMA (background_read, CircuitPython 9.2.1+) moves every word here as it comes,
        # so a storm fills RAM, not the 8-word FIFO. "i": 32-bit signed; EMPTY marks read slots.
        dma = ring and getattr(sm, "background_read", None) is not None
        self._ring = array("i", [EMPTY] * ring) if dma else None
        self._ri = 0
        self.mode = "fifo"
        self.events = EventQueue(self)
        self.key_count = KEYS
        self.fifo_overflows = 0
        self.words = 0
        self.bounces = 0
        # Per key: debounced state, last raw contact, lockout start (ms, ns), lockout active.
        self._down = bytearray(KEYS)
        self._raw = bytearray(KEYS)
        self._lock = bytearray(KEYS)
        self._lock_ms = [0] * KEYS
        self._lock_ns = [0] * KEYS
        # One counter wrap in whole ms (55834 at 125 MHz): an event older than that was wrapped.
        wrap_rest = (STATE_TAG % self._cpm) * LOOP_CYCLES // self._cpm
        self._wrap_ms = (STATE_TAG // self._cpm) * LOOP_CYCLES + wrap_rest
        self.reset()  # restart the program now: its first sample is this moment

    # -- keypad.Keys --------------------------------------------------------------------------

    def reset(self):
        """Forget every key state: keys still down are reported pressed again (keypad's reset).
        The state machine restarts, so its first sample reports the pins as they are."""
        sm = self._sm
        ring = self._ring
        if self.mode == "ring":
            sm.stop_background_read()
        sm.clear_rxfifo()
        sm.restart()
        self._start()
        self.mode = "fifo"
        if ring is not None:
            for i in range(len(ring)):
                ring[i] = EMPTY
            self._ri = 0
            try:
                sm.background_read(loop=ring)
                self.mode = "ring"
            except Exception:  # noqa: BLE001 - no DMA channel free: the FIFO still works
                self._ring = None

    def deinit(self):
        if self.mode == "ring":
            self._sm.stop_background_read()
        self._sm.deinit()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.deinit()

    # -- reading the state machine ------------------------------------------------------------

    def _start(self):
        self._anchored = False
        self._pend = -1  # a state word waiting for its counter word
        self._ms = self._ticks_ms()  # the time of the first sample (the restart), to 1 ms
        self._frac = 0  # cycles after self._ms began
        self._count = 0
        self._pins = 0  # the last sampled contacts, pressed = 1
        for k in range(KEYS):
            self._down[k] = self._raw[k] = self._lock[k] = 0

    def poll(self):
        """Read every word into events, then apply lockouts that ran out by now."""
        now = self._ticks_ms()  # first: every sample before it is in the FIFO now
        sm = self._sm
        if self.mode == "ring":
            self._poll_ring(now)
        buf = self._buf
        while self.mode == "fifo":
            n = sm.in_waiting
            if not n:
                break
            n = min(n, FIFO_WORDS)
            sm.readinto(buf, end=n)
            self.words += n
            for i in range(n):
                self._word(buf[i], now)
        if sm.rxstall:
            self.fifo_overflows += 1
            self.events._overflowed = True
            sm.clear_rxfifo()  # clears the flag too; reset() (from drain) resamples the pins
        self._settle_all(now, 0)

    def _poll_ring(self, now):
        """Read the ring behind the DMA, marking each slot read; a ring found (nearly) full may
        have been lapped: that is an overflow, as a full FIFO is."""
        ring = self._ring
        if ring is None:
            return
        size = len(ring)
        i = self._ri
        n = 0
        while n < size and ring[(i + n) % size] >= 0:
            n += 1
        self.words += n
        if n >= size - FIFO_WORDS:
            # Lapped (or about to be): the slots hold the newest words, not those in order.
            self.fifo_overflows += 1
            self.events._overflowed = True
            n = size  # drop them all; reset() (from drain) restarts the program and the DMA
        for _ in range(n):
            w = ring[i]
            ring[i] = EMPTY
            i = (i + 1) % size
            if n < size:
                self._word(w, now)
        self._ri = i

    def _word(self, w, now):
        if w & STATE_TAG:
            if self._pend >= 0:
                self.events._overflowed = True  # a counter word went missing
            self._pend = w & PIN_MASK
            return
        if self._pend < 0:
            return  # a counter word whose state word was cleared away
        pins = (self._pend ^ self._invert) & PIN_MASK
        self._pend = -1
        self._advance(w, now)
        self._settle_all(self._ms, self._frac)
        changed = pins ^ self._pins
        self._pins = pins
        k = 0
        while changed:
            if changed & 1:
                self._contact(k, (pins >> k) & 1)
            changed >>= 1
            k += 1

    def _advance(self, count, now):
        """Move the event clock (self._ms, self._frac) to the sample with counter ``count``."""
        if not self._anchored:
            self._anchored = True  # the first sample after a restart is the restart's time
            self._count = count
            return
        loops = (self._count - count) & COUNT_MASK
        self._count = count
        self._add(loops)
        # The counter wraps every ~56 s; a wait that long shows only in the clock.
        while ticks_diff(now, self._ms) > self._wrap_ms:
            self._add(STATE_TAG)

    def _add(self, loops):
        """Move the event clock on by ``loops`` counter steps, in small ints only (no tuple)."""
        cpm = self._cpm
        part = (loops % cpm) * LOOP_CYCLES
        ms = (loops // cpm) * LOOP_CYCLES + part // cpm  # each cpm loops are LOOP_CYCLES ms
        frac = self._frac + part % cpm
        if frac >= cpm:
            frac -= cpm
            ms += 1
        self._frac = frac
        self._ms = ticks_add(self._ms, ms)

    # -- debouncing (leading edge, as spit.input.race)
    # ----------------------------------------------

    def _contact(self, k, pressed):
        self._raw[k] = pressed
        if self._lock[k]:
            self.bounces += 1
            return
        if self._down[k] != pressed:
            self._edge(k, pressed, self._ms, self._frac, self._frac * 1000 // self._ns_div)

    def _edge(self, k, pressed, ms, frac, sub_ns):
        self._down[k] = pressed
        self._lock[k] = 1
        self._lock_ms[k] = ms
        self._lock_ns[k] = frac
        self.events._put(k, pressed, ms, sub_ns)

    def _settle_all(self, ms, frac):
        """End every lockout that ran out by (ms, frac); a contact changed under it is applied
        at its end, in time order."""
        while True:
            first = -1
            for k in range(KEYS):
                if not self._lock[k]:
                    continue
                if ticks_diff(ms, self._lock_ms[k]) < self._lockout:
                    continue
                if ticks_diff(ms, self._lock_ms[k]) == self._lockout and frac < self._lock_ns[k]:
                    continue
                if first < 0 or self._earlier(k, first):
                    first = k
            if first < 0:
                return
            self._lock[first] = 0
            if self._raw[first] != self._down[first]:
                at = ticks_add(self._lock_ms[first], self._lockout)
                self._edge(first, self._raw[first], at, self._lock_ns[first], SUB_UNKNOWN)

    def _earlier(self, a, b):
        d = ticks_diff(self._lock_ms[a], self._lock_ms[b])
        return d < 0 or (d == 0 and self._lock_ns[a] < self._lock_ns[b])


def make(pins, note=None, ticks_ms=None):
    # type: (Any, Optional[Callable[[str, Any], None]], Optional[Callable[[], int]]) -> Any
    """``(PioKeys, Event())`` over the 16 panel ``pins`` (consecutive GPIOs, pressed = low), or
    ``None`` after ``note("input", reason)``: the caller then builds ``keypad.Keys``."""
    try:
        import microcontroller
        import rp2pio
    except ImportError as err:
        return _refuse(note, "no PIO (%s): keypad used" % err)
    if len(pins) != KEYS or not _sequential(rp2pio, pins):
        return _refuse(note, "PIO needs 16 consecutive panel pins: keypad used")
    if ticks_ms is None:
        import supervisor

        ticks_ms = supervisor.ticks_ms
    try:
        kwargs = dict(wrap_target=WRAP_TARGET, wrap=WRAP, first_in_pin=pins[0])
        kwargs.update(in_pin_count=KEYS, pull_in_pin_up=PIN_MASK, in_shift_right=False)
        try:
            sm = rp2pio.StateMachine(OPCODES, 0, fifo_type="rx", **kwargs)
        except TypeError:  # CircuitPython 8: no fifo_type (4-word FIFO: 2 reports)
            sm = rp2pio.StateMachine(OPCODES, 0, **kwargs)
        hz = sm.frequency or microcontroller.cpu.frequency
        return PioKeys(sm, ticks_ms, hz), Event()
    except Exception as err:  # noqa: BLE001 - no PIO slot or pins taken: keypad still works
        return _refuse(note, "PIO failed (%s): keypad used" % err)


def _sequential(rp2pio, pins):
    # type: (Any, Any) -> bool
    # Pair by pair: rp2pio.pins_are_sequential() is False for any 3+ pins on CircuitPython
    # 10.2.1 (its loop never moves `last_pin` on; found on the emulated Pico, docs/PIO.md).
    for i in range(len(pins) - 1):
        if not rp2pio.pins_are_sequential([pins[i], pins[i + 1]]):
            return False
    return True


def _refuse(note, reason):
    if note is not None:
        note("input", reason)
    return None
