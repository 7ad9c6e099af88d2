# SPDX-License-Identifier: MIT
"""The simulated console's supply: VSYS (steady or a ramp) and USB, read by the analogio and
digitalio stand-ins on ``board.VOLTAGE_MONITOR`` and ``board.VBUS_SENSE``.

``python -m host_tools.sim --vsys 4.1:3.2:600 --no-usb`` and ``python -m host_tools.pico`` take
the same spec (``parse``): ``VOLTS`` steady, or ``FROM:TO:SECONDS``, a straight ramp from time
zero, held at TO after it. Default: on USB, VSYS 4.7 V (5 V less the Pico's VBUS diode).
"""

from __future__ import annotations

USB_VSYS = 4.7  # VBUS 5 V through the Pico's Schottky diode (D1, MBR120: ~0.3 V)


class Supply:
    """VSYS volts at ms after time zero, and whether USB is there: steady ``start``, a ramp to
    ``end`` over ``seconds``, or ``points`` ([ms, volts] from time zero, straight lines between
    them: a stair for tests)."""

    def __init__(self, start: float = USB_VSYS, end: float | None = None, seconds: float = 0,
                 usb: bool = True, points: list | None = None):  # fmt: skip
        if points is None:
            end = start if end is None else end
            points = [[0, start], [seconds * 1000, end]] if seconds > 0 else [[0, start]]
        self.points = [[float(ms), float(v)] for ms, v in points]
        self.usb = usb

    def vsys_at(self, ms: float) -> float:
        pts = self.points
        if ms <= pts[0][0]:
            return pts[0][1]
        for (m0, v0), (m1, v1) in zip(pts, pts[1:], strict=False):
            if ms <= m1:
                return v0 + (v1 - v0) * (ms - m0) / (m1 - m0) if m1 > m0 else v1
        return pts[-1][1]

    def job(self) -> dict:
        """The emulator's form (host_tools/pico/power.mjs)."""
        return {"points": self.points, "usb": self.usb}


def parse(spec: str | None, usb: bool | None = None) -> Supply:
    """A Supply from ``--vsys`` (None: USB's 4.7 V) and ``--usb/--no-usb`` (None: USB when no
    --vsys is given, else none). ValueError for a bad spec or volts outside 0..5.5 (VSYS's
    range, Pico datasheet)."""
    if spec is None:
        return Supply(usb=True if usb is None else usb)
    parts = spec.split(":")
    try:
        if len(parts) == 1:
            start, end, seconds = float(parts[0]), None, 0.0
        elif len(parts) == 3:
            start, end, seconds = float(parts[0]), float(parts[1]), float(parts[2])
        else:
            raise ValueError
    except ValueError:
        raise ValueError(f"--vsys wants VOLTS or FROM:TO:SECONDS, got {spec!r}") from None
    for v in (start, end if end is not None else start):
        if not 0 <= v <= 5.5:
            raise ValueError(f"--vsys {v} V is outside VSYS's 0..5.5 V")
    if seconds < 0:
        raise ValueError("--vsys: a ramp's seconds cannot be negative")
    return Supply(start, end, seconds, usb=False if usb is None else usb)


supply = Supply()  # what the stand-ins read (host_tools.sim sets it for each run)
zero_ticks = None  # ticks_ms at time zero (the simulator sets it): ramps count from there


def vsys_now() -> float:
    import supervisor  # the stand-in (installed by the simulator)

    if zero_ticks is None:
        return supply.vsys_at(0)
    return supply.vsys_at((supervisor.ticks_ms() - zero_ticks) & ((1 << 29) - 1))
