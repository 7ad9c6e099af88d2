# SPDX-License-Identifier: MIT
"""The battery gauge: VSYS and USB read, smoothed, as a level in steps or "USB", low, critical.

On a Pico VSYS reaches GP29 through a 200k/100k divider (``board.VOLTAGE_MONITOR``: VSYS / 3,
ADC channel 3) and VBUS reaches GP24 through a divider (``board.VBUS_SENSE``: high while USB
powers the board); Raspberry Pi Pico datasheet, "Powering Pico" (VSYS, VBUS, GP24, GP29).
``spit.console.device.hw`` makes the readers (an ``analogio.AnalogIn`` and a
``digitalio.DigitalInOut``) and hands them in: this module never imports ``board``. A board without
them (the Feather RP2040: hardware/README.md) has no gauge: ``state`` is ``NO_GAUGE``.

    gauge = Gauge(hw.vsys, hw.vbus, chemistry)   # chemistry: the ``battery`` setting (below)
    gauge.update(now)            # once a frame; reads at most every SAMPLE_MS, True on a change
    gauge.state                  # NO_GAUGE, USB, NONE_SET, OK, LOW, CRITICAL
    gauge.level                  # 0..STEPS on a battery (STEPS = full), -1 otherwise
    gauge.text()                 # "USB", "3/4", "LOW", "EMPTY", "" (what a screen shows)
    gauge.may_write()            # False while critical: no flash erase in a brown-out
    battery.may_write()          # the same, asked of the gauge ``install()`` was given

No flicker: each reading is the mean of _READS conversions, folded into an exponential average
(1/_SMOOTH of each new reading), and a step, LOW or CRITICAL changes only once the average is
HYSTERESIS_V past the boundary. The first reading starts the average, so the level is right at
once.
"""

from adafruit_ticks import ticks_diff
from micropython import const

try:
    from typing import Any, Optional  # noqa: F401 (type comments)
except ImportError:
    pass

# The ``battery`` setting: what powers the console when USB does not.
NONE = const(0)  # none, or USB only: no levels, never low
ALKALINE_AA = const(1)  # 3 x AA alkaline
NIMH_AA = const(2)  # 3 x AA NiMH
LIPO = const(3)  # 1-cell LiPo through a charger board
CHEMISTRY_NAMES = ("None/USB", "3xAA alk", "3xAA NiMH", "LiPo 1S")

# ``state``
NO_GAUGE = const(0)  # this board cannot read VSYS
USB = const(1)  # USB powers the console (VBUS present)
NONE_SET = const(2)  # no USB, and the setting says no battery: volts only
OK = const(3)
LOW = const(4)  # warn between games
CRITICAL = const(5)  # end the game safely, write no flash

STEPS = const(4)  # the level's steps: 0 (empty) .. 4 (full)
SAMPLE_MS = const(500)
_READS = const(4)  # conversions averaged into one reading
_SMOOTH = const(8)  # the average takes 1/8 of each reading: ~4 s to settle after a step
HYSTERESIS_V = 0.04  # volts past a boundary before the shown step (or LOW, CRITICAL) changes
DIODE_V = 0.3  # the Schottky diode between the pack and VSYS at ~100 mA (hardware/README.md)
_VSYS_DIVIDER = const(3)  # the Pico's 200k/100k divider on GP29

# Per chemistry: the pack's cells and, per cell, (volts, percent left) points of its discharge
# curve at ~0.1 C (falling volts), and its LOW and CRITICAL volts per cell. Sources in
# hardware/README.md "Battery": Energizer E91 (alkaline AA), Panasonic eneloop BK-3MCC (NiMH),
# a 1-cell LiPo's 0.2 C curve (Adafruit 1578 / generic 1S datasheets). Critical is above each
# chemistry's cut-off (alkaline 0.9 V, NiMH 1.0 V, LiPo 3.0 V a cell) by a margin that leaves
# minutes of play to end the game and no flash write to start.
_CELLS = (0, 3, 3, 1)
_CURVES = (
    (),
    ((1.50, 100), (1.35, 80), (1.25, 55), (1.18, 35), (1.10, 15), (1.00, 0)),
    ((1.32, 100), (1.25, 85), (1.22, 60), (1.19, 35), (1.15, 15), (1.05, 0)),
    ((4.15, 100), (3.95, 80), (3.80, 60), (3.72, 40), (3.65, 20), (3.45, 0)),
)  # type: tuple[tuple[tuple[float, int], ...], ...]
_LOW = (0.0, 1.10, 1.13, 3.60)
_CRITICAL = (0.0, 1.02, 1.06, 3.45)


def pack_volts(vsys, chemistry):
    # type: (float, int) -> float
    """The pack's volts from VSYS: VSYS + the diode's drop."""
    return vsys + DIODE_V if chemistry != NONE else vsys


def percent(vsys, chemistry):
    # type: (float, int) -> int
    """Charge left (0..100) of a pack of ``chemistry`` whose VSYS reads ``vsys`` volts."""
    curve = _CURVES[chemistry] if 0 <= chemistry < len(_CURVES) else ()
    if not curve:
        return 0
    cell = pack_volts(vsys, chemistry) / _CELLS[chemistry]
    if cell >= curve[0][0]:
        return 100
    for i in range(1, len(curve)):
        v, p = curve[i]
        if cell >= v:
            v0, p0 = curve[i - 1]
            return int(p + (p0 - p) * (cell - v) / (v0 - v))
    return 0


def vsys_at(cell_volts, chemistry):
    # type: (float, int) -> float
    """VSYS for a pack of ``chemistry`` at ``cell_volts`` a cell (docs, tests, the harness)."""
    return cell_volts * _CELLS[chemistry] - DIODE_V


def thresholds(chemistry):
    # type: (int) -> tuple
    """(low, critical) VSYS volts of ``chemistry``; (0, 0) for NONE."""
    if chemistry <= NONE or chemistry >= len(_CELLS):
        return (0.0, 0.0)
    return (vsys_at(_LOW[chemistry], chemistry), vsys_at(_CRITICAL[chemistry], chemistry))


def _step_of(pct):
    # type: (int) -> int
    # 0..STEPS: step k holds from k/STEPS of the charge (rounded up: any charge above empty is 1)
    return min(STEPS, (pct * STEPS + 99) // 100)


def _volts_of_step(step, chemistry):
    # type: (int, int) -> float
    # The VSYS at which the level enters ``step`` from below (the curve's inverse at its lower
    # percent): a boundary the hysteresis is measured from.
    target = (step - 1) * 100 // STEPS
    curve = _CURVES[chemistry]
    for i in range(1, len(curve)):
        v, p = curve[i]
        if p <= target:
            v0, p0 = curve[i - 1]
            cell = v + (v0 - v) * (target - p) / (p0 - p) if p0 != p else v
            return vsys_at(cell, chemistry)
    return vsys_at(curve[-1][0], chemistry)


class Gauge:
    """One console's battery (see the module docstring)."""

    def __init__(self, vsys, vbus=None, chemistry=NONE):
        # type: (Any, Any, int) -> None
        self.vsys = vsys
        self.vbus = vbus
        self.chemistry = chemistry if NONE <= chemistry <= LIPO else NONE
        self.volts = None  # type: Optional[float]  # the smoothed VSYS
        self.usb = False
        self.level = -1
        self.state = NO_GAUGE
        self.reads = 0  # readings taken (a failed read is not one)
        self._t = None  # type: Optional[int]

    def set_chemistry(self, chemistry):
        # type: (int) -> None
        # The setting changed: judged afresh from the current average.
        self.chemistry = chemistry if NONE <= chemistry <= LIPO else NONE
        self.level = -1
        if self.volts is not None:
            self._judge(fresh=True)

    def update(self, now):
        # type: (int) -> bool
        """Take a reading when SAMPLE_MS has passed (ticks_ms ``now``); True when ``state``,
        ``level`` or ``usb`` changed."""
        if self.vsys is None:
            return False
        if self._t is not None and ticks_diff(now, self._t) < SAMPLE_MS:
            return False
        self._t = now
        before = (self.state, self.level, self.usb)
        volts = self._read()
        if volts is None:
            return False
        last = self.volts
        fresh = last is None or self.usb != before[2]  # (USB came or went: VSYS jumped)
        self.volts = volts if fresh or last is None else last + (volts - last) / _SMOOTH
        self.reads += 1
        self._judge(fresh)
        return before != (self.state, self.level, self.usb)

    def _read(self):
        # type: () -> Optional[float]
        try:
            total = 0
            for _ in range(_READS):
                total += self.vsys.value
            ref = getattr(self.vsys, "reference_voltage", 3.3) or 3.3
            volts = total / _READS * ref / 65535 * _VSYS_DIVIDER
            self.usb = bool(self.vbus.value) if self.vbus is not None else False
        except Exception:  # noqa: BLE001 - a reader that fails keeps the last reading
            return None
        return volts

    def _judge(self, fresh):
        # type: (bool) -> None
        volts = self.volts if self.volts is not None else 0.0
        if self.usb:
            self.state, self.level = USB, -1
            return
        if self.chemistry == NONE:
            self.state, self.level = NONE_SET, -1
            return
        self._judge_level(volts, fresh)
        low, critical = thresholds(self.chemistry)
        state = self.state if self.state in (OK, LOW, CRITICAL) and not fresh else OK
        if fresh:
            state = CRITICAL if volts < critical else LOW if volts < low else OK
        elif volts < critical - HYSTERESIS_V:
            state = CRITICAL
        elif volts < low - HYSTERESIS_V:
            state = max(state, LOW)  # (CRITICAL stays until the pack recovers past low)
        elif state == CRITICAL and volts > critical + HYSTERESIS_V:
            state = LOW if volts < low + HYSTERESIS_V else OK
        elif state == LOW and volts > low + HYSTERESIS_V:
            state = OK
        self.state = state

    def _judge_level(self, volts, fresh):
        # type: (float, bool) -> None
        step = _step_of(percent(volts, self.chemistry))
        if fresh or self.level < 0:
            self.level = step
        elif (
            step < self.level and volts < _volts_of_step(self.level, self.chemistry) - HYSTERESIS_V
        ):
            self.level -= 1
        elif (
            step > self.level
            and volts > _volts_of_step(self.level + 1, self.chemistry) + HYSTERESIS_V
        ):
            self.level += 1

    def text(self):
        # type: () -> str
        """What a screen shows: "USB", "3/4" (the level), "LOW", "EMPTY", "" (no gauge)."""
        state = self.state
        if state == USB:
            return "USB"
        if state == CRITICAL:
            return "EMPTY"
        if state == LOW:
            return "LOW"
        if state == OK:
            return "%d/%d" % (self.level, STEPS)
        return ""

    def warning(self):
        # type: () -> str
        """What the pages between games say (a footer's 29 columns): "" while nothing is wrong."""
        if self.state == CRITICAL:
            return "Battery empty: charge now"
        if self.state == LOW:
            return "Battery low: charge soon"
        return ""

    def may_write(self):
        # type: () -> bool
        """May the console write flash now? Not while the battery is critical: a flash erase cut
        short by a brown-out is how saved records die."""
        return self.state != CRITICAL


_installed = None  # type: Optional[Gauge]


def install(gauge):
    # type: (Optional[Gauge]) -> None
    """Make ``gauge`` the one ``may_write()`` asks (None: no gauge, writes allowed)."""
    global _installed
    _installed = gauge


def may_write():
    # type: () -> bool
    """The nvm-write guard for the store: False while the installed gauge is critical."""
    return _installed is None or _installed.may_write()


EMPTY_REASON = "battery empty"  # why the store refused a save (the log's line, the title's)


def guard():
    # type: () -> object
    """``spit.console.records.store.Store.guard``: True, or why not (``may_write()`` says no)."""
    return True if may_write() else EMPTY_REASON
