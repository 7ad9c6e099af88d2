# SPDX-License-Identifier: MIT
"""Stand-in for CircuitPython's ``microcontroller``: a flash-honest ``nvm`` and a ``watchdog``.

``nvm`` (``FlashNVM``) behaves like the RP2040's 4 KB nvm sector (ports/raspberrypi
common-hal/nvm/ByteArray.c): a slice written onto bytes that are all erased (0xFF) is programmed
byte by byte and touches nothing else; any other write erases the whole sector and programs all
4096 bytes again from byte 0 (``FlashNVM(8192)``: the console UF2's two sectors, where only the
sector written is erased) (the old content with the new slice put in). ``cut_after(n)`` cuts
the power after ``n`` steps of the next write: the erase is one step and each programmed byte is
one, so a cut mid-way leaves the rest of a rewritten sector erased. The cut raises ``PowerCut``
(a BaseException, as nothing on the device survives it); the bytes stay as the cut left them.
``FlashNVM(path=...)`` keeps the bytes in a file for the simulator.

``watchdog`` (``WatchDogTimer``) takes its time from a fake clock (``clock``, a callable giving
ms; by default ``supervisor.ticks_ms``). ``check()`` raises ``WatchDogReset`` (RESET mode: the
board restarts; a BaseException, so the app's own fault handler cannot swallow it) or
``watchdog.WatchDogTimeout`` (RAISE mode) when it was not fed within ``timeout``; the simulator
or a test calls ``check()`` whenever its fake clock moves. ``reset()`` raises ``ResetRequested``.
"""

import os

try:
    from host_tools.sim.stubs import watchdog as _watchdog
except ImportError:  # the watchdog module stand-in is not there: the two names it needs
    import types

    _watchdog = types.SimpleNamespace(
        WatchDogMode=types.SimpleNamespace(RAISE="RAISE", RESET="RESET"),
        WatchDogTimeout=type("WatchDogTimeout", (Exception,), {}),
    )

NVM_SIZE = 4096  # stock CircuitPython; the console UF2 has two sectors (8192)
SECTOR = 4096
_ERASED = 0xFF
_TICKS_PERIOD = 1 << 29
RP2040_MAX_TIMEOUT_S = 8.388  # 0x7fffff microseconds, the RP2040 watchdog's longest


class PowerCut(BaseException):
    """The power went off part-way through an nvm write (``FlashNVM.cut_after``)."""


class WatchDogReset(BaseException):
    """The watchdog in RESET mode expired: the board restarts (code.py runs again)."""


class ResetRequested(BaseException):
    """``microcontroller.reset()`` was called."""


class FlashNVM:
    """A bytearray-like nvm sector with the RP2040's erase rule and a power cut on demand."""

    def __init__(self, size=NVM_SIZE, path=None):
        self.size = size
        self.path = path
        self.data = bytearray(b"\xff" * size)
        self.writes = 0  # slice or item assignments carried out (or started, when cut)
        self.erases = 0  # of which erased and reprogrammed the sector
        self.programmed = 0  # bytes programmed in all
        self._cut = -1  # steps left before the power goes, -1 = no cut armed
        self.last_steps = 0  # steps the last write took (or would have taken)
        if path is not None and os.path.exists(path):
            with open(path, "rb") as f:
                stored = f.read(size)
            self.data[0 : len(stored)] = stored

    # -- the bytearray face the firmware sees
    def __len__(self):
        return self.size

    def __getitem__(self, index):
        if isinstance(index, slice):
            start, stop, step = index.indices(self.size)
            if step != 1:
                raise NotImplementedError("only contiguous slices are supported")
            return bytearray(self.data[start:stop])
        return self.data[index]

    def __setitem__(self, index, value):
        if isinstance(index, slice):
            start, stop, step = index.indices(self.size)
            if step != 1:
                raise NotImplementedError("only contiguous slices are supported")
            value = bytes(value)
            if len(value) != stop - start:
                raise ValueError("Slice and value different lengths.")
        else:
            if index < 0:
                index += self.size
            if not 0 <= index < self.size:
                raise IndexError("index out of range")
            start = index
            value = bytes((value,))
        self._write(start, value)

    # -- the flash model
    def _write(self, start, value):
        self.writes += 1
        end = start + len(value)
        data = self.data
        cut = self._cut
        self._cut = -1  # an armed cut applies to this one write
        if all(b == _ERASED for b in data[start:end]):
            # Onto erased bytes: program them in order, nothing else changes.
            steps = len(value)
            done = steps if cut < 0 else min(cut, steps)
            data[start : start + done] = value[:done]
            self.programmed += done
        else:
            # Erase the sector (one step), then program all of it from byte 0; with two sectors
            # (the console UF2) only the sector written, as frozen/patches/30-nvm-two-sectors.patch
            # does.
            lo = start - start % SECTOR if self.size > SECTOR else 0
            hi = min(self.size, end + (-end % SECTOR)) if self.size > SECTOR else self.size
            if self.size > SECTOR and hi - lo > SECTOR:
                raise NotImplementedError("a write over two sectors")
            image = bytearray(data[lo:hi])
            image[start - lo : end - lo] = value
            steps = 1 + (hi - lo)
            done = steps if cut < 0 else min(cut, steps)
            if done >= 1:
                self.erases += 1
                data[lo:hi] = image[: done - 1] + b"\xff" * (hi - lo - (done - 1))
                self.programmed += done - 1
        self.last_steps = steps
        self._persist()
        if done < steps:
            raise PowerCut("power cut after %d of %d steps of an nvm write" % (done, steps))

    def steps_for(self, start, value):
        """How many steps writing ``value`` at ``start`` would take now (1 + size if erasing)."""
        if all(b == _ERASED for b in self.data[start : start + len(value)]):
            return len(value)
        return 1 + min(self.size, SECTOR)

    def cut_after(self, steps):
        """Cut the power after ``steps`` steps of the next write (0: before it changes anything).

        A write of no more than ``steps`` steps completes; either way the cut is then disarmed.
        """
        self._cut = steps

    def disarm(self):
        """Forget an armed cut that no write reached."""
        self._cut = -1

    def snapshot(self):
        """A copy of the bytes (for tests that retry from one state)."""
        return bytes(self.data)

    def restore(self, image):
        """Put the bytes back as ``snapshot`` had them (not a flash write: nothing is counted)."""
        self.data[:] = image

    def _persist(self):
        if self.path is None:
            return
        tmp = self.path + ".tmp"
        with open(tmp, "wb") as f:
            f.write(self.data)
        os.replace(tmp, self.path)


def _default_clock():
    import supervisor  # the host stand-in's fake clock, as installed by host_tools.sim

    return supervisor.ticks_ms()


class WatchDogTimer:
    """``microcontroller.watchdog``: feed() within ``timeout`` seconds of fake time, or reset."""

    def __init__(self, clock=None, rp2040=True):
        self.clock = clock if clock is not None else _default_clock
        self.rp2040 = rp2040
        self._timeout = 0.0
        self._mode = None
        self.fed_at = 0
        self.feeds = 0
        self.expired = False  # set when check() found it starved

    @property
    def timeout(self):
        return self._timeout

    @timeout.setter
    def timeout(self, seconds):
        if seconds <= 0:
            raise ValueError("timeout must be > 0")
        if self.rp2040 and seconds > RP2040_MAX_TIMEOUT_S:
            raise ValueError("timeout duration exceeded the maximum supported value")
        self._timeout = float(seconds)
        self.feed()

    @property
    def mode(self):
        return self._mode

    @mode.setter
    def mode(self, mode):
        if mode is None:
            self._mode = None
            return
        if mode == _watchdog.WatchDogMode.RAISE and self.rp2040:
            raise NotImplementedError("RAISE mode is not implemented on RP2040")
        if self._timeout <= 0:
            raise ValueError("timeout must be set before the mode")
        self._mode = mode
        self.expired = False
        self.feed()

    def feed(self):
        """Restart the countdown (does nothing while the watchdog is off)."""
        if self._mode is None and self._timeout <= 0:
            return
        self.fed_at = self.clock()
        self.feeds += 1

    def deinit(self):
        """Stop the watchdog (CircuitPython refuses this in RESET mode)."""
        if self._mode == _watchdog.WatchDogMode.RESET:
            raise RuntimeError("WatchDogTimer cannot be deinitialized once mode is set to RESET")
        self._mode = None

    def starved_ms(self, now=None):
        """Milliseconds since the last feed (wrap-safe in ticks_ms units)."""
        if now is None:
            now = self.clock()
        diff = (now - self.fed_at) & (_TICKS_PERIOD - 1)
        if diff >= _TICKS_PERIOD // 2:
            diff -= _TICKS_PERIOD
        return diff

    def check(self, now=None):
        """What the hardware does by itself: act when not fed within the timeout."""
        if self._mode is None:
            return
        if self.starved_ms(now) <= self._timeout * 1000:
            return
        self.expired = True
        if self._mode == _watchdog.WatchDogMode.RESET:
            self._mode = None  # a reset clears the watchdog (it is off until armed again)
            cpu.reset_reason = ResetReason.WATCHDOG
            raise WatchDogReset("watchdog expired: board reset")
        self.fed_at = self.clock() if now is None else now
        raise _watchdog.WatchDogTimeout("watchdog expired")


class ResetReason:
    """Why the board last started (``microcontroller.cpu.reset_reason``)."""

    POWER_ON = "POWER_ON"
    SOFTWARE = "SOFTWARE"
    WATCHDOG = "WATCHDOG"
    UNKNOWN = "UNKNOWN"


class _Processor:
    def __init__(self):
        self.reset_reason = ResetReason.POWER_ON
        self.frequency = 125000000
        self.temperature = 27.0
        self.uid = bytearray(b"SIMPICO1")


cpu = _Processor()
nvm = FlashNVM()
watchdog = WatchDogTimer()


def reset():
    """Restart the board: raises ResetRequested for the simulator to act on."""
    cpu.reset_reason = ResetReason.SOFTWARE
    raise ResetRequested("microcontroller.reset()")


def power_on(nvm_path=None, blank=False):
    """A board fresh from power-on: watchdog off, reset reason POWER_ON; nvm kept as it was,
    read from ``nvm_path`` when given, or erased when ``blank``. Call it before each simulated
    run that must not inherit the previous run's watchdog (module state lives per process)."""
    global nvm, watchdog
    watchdog = WatchDogTimer()
    cpu.reset_reason = ResetReason.POWER_ON
    if nvm_path is not None:
        nvm = FlashNVM(path=nvm_path)
    elif blank:
        nvm = FlashNVM()
    return nvm


def use_nvm_file(path):
    """Keep ``nvm`` in ``path`` (the simulator's persistent flash); returns the new nvm."""
    global nvm
    nvm = FlashNVM(path=path)
    return nvm
