# SPDX-License-Identifier: MIT
"""An ``rp2pio.StateMachine`` stand-in running ``spit.input.pio_keys.OPCODES`` in
rp2040-pio-emulator.

Pin edges are scripted in microseconds (``press``/``release``/``edge``/``bounce``); the system
clock is the emulator's cycle count at ``hz``, and ``ticks_ms()`` is derived from it, so the
console clock and the PIO counter are the same crystal, as on the device. Words the program
pushes go to an 8-word RX FIFO (the joined FIFO ``fifo_type="rx"`` gives); a push onto a full
FIFO is dropped and sets ``rxstall``, as RP2040 FDEBUG.RXSTALL does for ``push noblock``. With
``background_read(loop=ring)`` running, DMA moves each word into the ring at once, wrapping at its
end (CircuitPython re-arms the channel on the loop buffer); ``dma=False`` makes a state machine
without it (CircuitPython before 9.1, or no free DMA channel).

Idle stretches are fast-forwarded: once the emulator has run one whole loop with the pins still
(measuring its cycles and counter step itself), the same loop is repeated arithmetically until
shortly before the next edge. Every cycle near an edge runs in the emulator.
"""

from collections import deque
from dataclasses import replace

from pioemu import State, emulate

from spit.input import pio_keys

FIFO_DEPTH = 8
NEAR = 4  # loops run in the emulator before each edge


class EmulatedStateMachine:
    """Runs the program from ``pc`` 0 (its init) at ``hz``; ``x``/``pc`` override for tests."""

    def __init__(self, hz=125_000_000, ms0=0, released=0xFFFF, dma=True):
        self.opcodes = list(pio_keys.OPCODES)  # what the device runs (test_pio_keys checks it)
        self.wrap_target = pio_keys.WRAP_TARGET
        self.wrap = pio_keys.WRAP
        self.hz = hz
        self.frequency = hz
        self.ms0 = ms0
        self.levels = released  # pin levels now (bit n = GPn)
        self.edges = []  # (cycle, pin, level), sorted
        self.fifo = deque()
        self.rxstall = False
        self.pushed = 0
        self.dropped = 0
        self.loop_cycles = None  # measured from the emulator, not assumed
        self.ring = None  # the background_read loop buffer, and where DMA writes next
        self.dma_at = 0
        if not dma:
            self.background_read = None  # no such method: the reader uses the FIFO
        self.loop_step = None
        self._start(State(clock=0))

    # -- rp2pio.StateMachine ------------------------------------------------------------------
    @property
    def in_waiting(self):
        return len(self.fifo)

    def readinto(self, buf, *, start=0, end=None):
        end = len(buf) if end is None else end
        for i in range(start, end):
            buf[i] = self.fifo.popleft()  # as the device: blocks on empty (here: raises)

    def clear_rxfifo(self):
        self.fifo.clear()
        self.rxstall = False

    def restart(self, x=None, pc=0, y=None):
        """Run the program again from ``pc`` (0: its init); ``x``/``y`` preset the registers."""
        state = State(clock=self.state.clock, program_counter=pc)
        if x is not None:
            state = replace(state, x_register=x & 0xFFFFFFFF)
        if y is not None:
            state = replace(state, y_register=y & 0xFFFFFFFF)
        self._start(state)

    def deinit(self):
        self.deinited = True

    def background_read(self, once=None, *, loop=None, loop2=None, swap=False):
        assert once is None and loop2 is None and loop is not None and loop.itemsize == 4
        self.ring = loop
        self.dma_at = 0

    def stop_background_read(self):
        self.ring = None

    # -- the scripted world -------------------------------------------------------------------
    def cycles(self, us):
        return round(us * self.hz / 1_000_000)

    def now_us(self):
        return self.state.clock * 1_000_000 / self.hz

    def ticks_ms(self):
        """The console clock: ms0 + whole ms of emulated time (wrapping like ticks_ms)."""
        return (self.ms0 + self.state.clock * 1000 // self.hz) % (1 << 29)

    def edge(self, pin, level, at_us):
        self.edges.append((self.cycles(at_us), pin, level))
        self.edges.sort()

    def press(self, key, at_us):
        self.edge(key, 0, at_us)  # buttons pull the pin to GND

    def release(self, key, at_us):
        self.edge(key, 1, at_us)

    def bounce(self, key, at_us, pattern, step_us=50):
        """Contact of ``key`` every ``step_us`` from ``at_us``: '1' closed, '0' open."""
        for i, ch in enumerate(pattern):
            self.edge(key, 0 if ch == "1" else 1, at_us + i * step_us)

    def run_us(self, until_us, poll=None, every_us=500.0):
        """Emulate until ``until_us`` of system time; with ``poll`` (a ``PioKeys``), read the
        FIFO every ``every_us`` on the way, as a tight firmware loop would."""
        if poll is not None:
            t = self.now_us() + every_us
            while t < until_us:
                self.run_cycles(self.cycles(t))
                poll.poll()
                t += every_us
        self.run_cycles(self.cycles(until_us))

    def run_cycles(self, until):
        while self.state.clock < until:
            nxt = self.edges[0][0] if self.edges else until
            if self._can_skip():
                target = min(until, nxt)
                n = (target - self.state.clock) // self.loop_cycles - NEAR
                if n > 0:
                    self._skip(n)
                    continue
            self._step()

    # -- machinery ----------------------------------------------------------------------------
    def _start(self, state):
        self._gen = emulate(
            self.opcodes,
            stop_when=lambda _op, _s: False,
            initial_state=state,
            input_source=self._pins,
            shift_isr_right=False,
            wrap_target=self.wrap_target,
            wrap_top=self.wrap,
        )
        self.state = state
        self._mark = None  # (clock, x) at the last loop start with still pins

    def _pins(self, clock: int) -> int:
        while self.edges and self.edges[0][0] <= clock:
            _, pin, level = self.edges.pop(0)
            self.levels = (self.levels & ~(1 << pin)) | (level << pin)
        return self.levels

    def _step(self):
        _, self.state = next(self._gen)
        words = self.state.receive_fifo
        while words:
            word = words.popleft()  # the emulator's own 4-word FIFO never fills
            self.pushed += 1
            if self.ring is not None:  # DMA empties the FIFO as fast as the PIO fills it
                self.ring[self.dma_at] = word
                self.dma_at = (self.dma_at + 1) % len(self.ring)
            elif len(self.fifo) >= FIFO_DEPTH:
                self.dropped += 1
                self.rxstall = True
            else:
                self.fifo.append(word)
        if self.state.program_counter == self.wrap_target:
            self._measure()

    def _steady(self):
        """At the loop's start, pins equal to the last reported state: nothing will be pushed."""
        s = self.state
        return s.y_register == pio_keys.STATE_TAG | (self.levels & pio_keys.PIN_MASK)

    def _measure(self):
        s = self.state
        if not self._steady():
            self._mark = None
            return
        if self._mark is not None and self.loop_cycles is None:
            self.loop_cycles = s.clock - self._mark[0]
            self.loop_step = (self._mark[1] - s.x_register) & 0xFFFFFFFF
        self._mark = (s.clock, s.x_register)

    def _can_skip(self):
        s = self.state
        return (
            self.loop_cycles is not None
            and s.program_counter == self.wrap_target
            and self._mark is not None
            and self._mark[0] == s.clock
            and self._steady()
        )

    def _skip(self, n):
        s = self.state
        x = (s.x_register - n * self.loop_step) & 0xFFFFFFFF
        self._start(replace(s, clock=s.clock + n * self.loop_cycles, x_register=x))
        self._mark = (self.state.clock, x)


def make_keys(sm, **kw):
    """A ``PioKeys`` reading ``sm`` on its own clock."""
    return pio_keys.PioKeys(sm, sm.ticks_ms, sm.hz, **kw)
