# SPDX-License-Identifier: MIT
"""Figures from one emulated-Pico run: boot time, heap per phase, frame times, faults, resets.

Frames are measured by the emulator, not by the firmware: the return of each display.refresh()
(the loop's last step, once a frame) ends a frame, and the return of time.sleep() (the loop's
wait for its next tick) starts one. A frame's time is its work: input, engine, view, log and the
refresh that draws it, from the wake (or from the previous frame's end, when the loop was late
and did not sleep) to its refresh's end; that is what the loop's 25 ms budget is for. Its period
(from the previous frame's end) is given too. A frame "of play" is one in which the engine
carried out an action: it wrote an `A` line to the data port (seen at the write call: USB delivers
it later, sometimes frames later).
"""

from __future__ import annotations

import bisect

from host_tools.pico.run import Result
from host_tools.spitlog import lines
from spit.console.flow.screens import SCREENS

# The power estimate's currents, mA drawn from VSYS at 4.0 V (hardware/README.md "Power budget"
# gives the sources and how they were derived: planning figures, not this console measured).
CORE_AWAKE_MA = 40.0  # the Pico at 200 MHz (1.20 V core) running code
CORE_WFI_MA = 34.0  # the same asleep in WFI: CircuitPython's idle keeps every clock running
BACKLIGHT_MA = 80.0  # a 2.8" ILI9341 module's backlight at full duty (4 white LEDs)
# Asleep (CircuitPython's deep sleep: the crystal stopped, DORMANT), the same 4.0 V:
PICO_DORMANT_MA = 1.3 * 5.0 / 4.0  # a Pico in that state drew 1.3 mA at 5 V (bablokb/pico-
# sleepcurrent, pico_pico2_current.md), taken as constant power through its buck-boost
DISPLAY_SLEEP_MA = 0.1  # the TFT's controller in sleep-in, backlight off (the ILI9341 datasheet
# gives no figure: 100 uA is done.land's, a measured 2.4" module drew 28 uA)
VSYS_DIVIDER_MA = 4.0 / 300.0  # the Pico's VSYS / 3 divider on GP29, 200k + 100k (its datasheet)
ASLEEP_MA = PICO_DORMANT_MA + DISPLAY_SLEEP_MA + VSYS_DIVIDER_MA

PHASES = tuple(SCREENS)  # the console's screens: an M line names each on entering it


def percentile(values: list[float], q: float) -> float:
    """The nearest-rank q-th percentile (q in 0..100) of a non-empty list."""
    ordered = sorted(values)
    rank = max(1, -(-len(ordered) * q // 100))
    return ordered[int(rank) - 1]


def frame_figures(durations: list[float]) -> dict:
    if not durations:
        return {"median_ms": None, "p95_ms": None, "max_ms": None, "count": 0}
    return {
        "median_ms": round(percentile(durations, 50), 3),
        "p95_ms": round(percentile(durations, 95), 3),
        "max_ms": round(max(durations), 3),
        "count": len(durations),
    }


def parsed(result: Result, written: bool = False) -> list[tuple[float, lines.Line]]:
    """(arrival ms, Line) of every good data-port line, or (ms, Line) of every line as the firmware
    wrote it (`written`); garbled ones are left out."""
    out = []
    for ms, raw in result.written_lines() if written else result.log_lines():
        line = lines.parse(raw)
        if isinstance(line, lines.Line):
            out.append((ms, line))
    return out


def mem_samples(log: list[tuple[float, lines.Line]]) -> list[dict]:
    """One sample per D line (free, used, largest block), named by the phase it was taken in (the
    last M phase line before it; a game is named by its mode and players from its G line)."""
    phase = "boot"
    out = []
    for ms, line in log:
        if line.tag == "M" and line.fields[0] in PHASES:
            phase = line.fields[0]
        elif line.tag == "G":
            phase = "game"
            fields = dict(f.partition("=")[::2] for f in line.fields)
            phase = "game:" + fields.get("mode", "?")
        elif line.tag == "D" and len(line.fields) >= 3:
            if phase == "game" and out and out[-1]["phase"].startswith("game:"):
                shown = out[-1]["phase"]  # the M "game" line after G: keep the mode
            else:
                shown = phase
            largest = line.fields[3] if len(line.fields) > 3 and line.fields[3] >= 0 else None
            # "used" (gc.mem_alloc) is what the console holds; "free" also swings by whole heap
            # areas, which CircuitPython 10 adds when an allocation fails and releases when empty
            out.append({"phase": shown, "ms": round(ms, 1), "free": line.fields[1],
                        "used": line.fields[2], "largest": largest})  # fmt: skip
    return out


def frame_indexes(refreshes: list[float], log, tag: str) -> set[int]:
    """Indexes i of frames (refreshes[i-1], refreshes[i]] during which a `tag` line arrived."""
    out = set()
    for ms, line in log:
        if line.tag == tag:
            i = bisect.bisect_left(refreshes, ms)
            if 0 < i < len(refreshes):
                out.add(i)
    return out


def faults(result: Result, log) -> list[str]:
    """Tracebacks seen: the console's (the firmware raised) and the fault screen's F lines."""
    out = []
    text = result.console[result.console.find("code.py output:") :]
    start = text.find("Traceback (most recent call last)")
    while start >= 0:
        end = text.find("\n\n", start)
        out.append(text[start : end if end > 0 else None].strip())
        start = text.find("Traceback (most recent call last)", start + 1)
    fault_lines = [line.fields[0] for _, line in log if line.tag == "F"]
    if fault_lines:
        out.append("\n".join(fault_lines))
    return out


def frame_work(refreshes: list[float], wakes: list[float]) -> dict[int, float]:
    """Frame i's work: from the last wake in (refreshes[i-1], refreshes[i]], else from
    refreshes[i-1], to refreshes[i]."""
    out = {}
    for i in range(1, len(refreshes)):
        k = bisect.bisect_right(wakes, refreshes[i]) - 1
        start = refreshes[i - 1]
        if k >= 0 and wakes[k] > start:
            start = wakes[k]
        out[i] = refreshes[i] - start
    return out


def press_to_screen(result: Result, log, refreshes: list[float]) -> tuple[list, list]:
    """ms from each key-down P line's raw press time (`t - delay`) to the end of the first
    refresh after the frame that wrote it; all of them, and those whose frame left the page as
    it was (no M phase line in it: the table stayed)."""
    if result.zero_ticks is None:
        return [], []
    paged = frame_indexes(refreshes, [(ms, x) for ms, x in log if x.fields[:1] and
                                      x.tag == "M" and x.fields[0] in PHASES], "M")  # fmt: skip
    every, play = [], []
    for ms, line in log:
        if line.tag != "P" or len(line.fields) < 9 or not line.fields[2]:
            continue  # (a release)
        i = bisect.bisect_left(refreshes, ms)
        if i >= len(refreshes):
            continue  # the run ended before its frame was on the glass
        raw = (line.t - line.fields[8] - result.zero_ticks) & 0x1FFFFFFF
        shown = refreshes[i] - raw
        every.append(shown)
        if i not in paged:
            play.append(shown)
    return every, play


def build(result: Result) -> dict:
    log = parsed(result, written=True)
    refreshes = result.refreshes
    # (debug mode samples the heap after a frame's refresh, outside its work: no frame is left out)
    frames = range(1, len(refreshes))
    play = sorted(frame_indexes(refreshes, log, "A"))
    periods = {i: refreshes[i] - refreshes[i - 1] for i in range(1, len(refreshes))}
    durations = frame_work(refreshes, result.wakes)
    every, play_presses = press_to_screen(result, log, refreshes)
    return {
        "emulated_ms": result.emulated_ms,
        "wall_s": result.wall_s,
        "code_start_ms": result.code_start_ms,
        "zero_ticks": result.zero_ticks,
        "boot_ms": round(refreshes[0], 3) if refreshes else None,
        "mem_free": mem_samples(log),
        "frames": frame_figures([durations[i] for i in frames]),
        "play_frames": frame_figures([durations[i] for i in play]),
        "play_periods": frame_figures([periods[i] for i in play]),
        "press_to_screen": frame_figures(every),
        "press_to_screen_play": frame_figures(play_presses),
        "faults": faults(result, log),
        "resets": result.resets,
        "error": result.error,
        "xip": xip_figures(result.raw.get("xip")),
        "spi_hz": result.raw.get("spi_hz"),
        "power": power_figures(result.power, result.emulated_ms - (result.code_start_ms or 0)),
        "backlight": result.power.get("backlight", []),
        "tones": result.power.get("tones", []),
    }


def mean_duty(timeline: list, end_ms: float, start_ms: float = 0.0) -> float | None:
    """The time-weighted mean of a [ms, duty]-at-each-change timeline over start..end; None
    when it is empty or the span is."""
    if not timeline or end_ms <= start_ms:
        return None
    duty = 0.0
    for ms, d in timeline:
        if ms > start_ms:
            break
        duty = d  # the duty in force at start_ms
    total, at = 0.0, start_ms
    for ms, d in timeline:
        if ms <= start_ms:
            continue
        if ms >= end_ms:
            break
        total += duty * (ms - at)
        at, duty = ms, d
    total += duty * (end_ms - at)
    return total / (end_ms - start_ms)


def power_figures(power: dict, end_ms: float | None = None) -> dict:
    """The core's awake fraction (1 - (WFI + DORMANT time) / run time, from time zero), the
    share of the run spent dormant, the backlight's mean PWM duty and the estimated current from
    VSYS: awake x CORE_AWAKE_MA + WFI x CORE_WFI_MA + dormant x ASLEEP_MA + duty x
    BACKLIGHT_MA; ``asleep_ma`` is ASLEEP_MA, the estimate while dormant."""
    span = power.get("span_ms") or 0
    if span <= 0:
        return {"core_awake_fraction": None, "backlight_duty": None, "est_ma": None,
                "dormant_fraction": None, "asleep_ma": round(ASLEEP_MA, 2)}  # fmt: skip
    dormant = min(1.0, power.get("dormant_ms", 0) / span)
    awake = 1 - power.get("asleep_ms", 0) / span - dormant
    duty = mean_duty(power.get("backlight", []), span if end_ms is None else min(span, end_ms))
    return _estimate(awake, duty, dormant)


def window_power(power: dict, start_ms: float, end_ms: float) -> dict:
    """power_figures over start..end only (a dark spell, a game): the WFI time between the first
    and the last wake of the loop inside the window (the emulator's "asleep_at" samples, taken at
    each wake), the backlight's duty over the same span. None figures when fewer than two wakes
    fall in it."""
    inside = [(ms, asleep) for ms, asleep in power.get("asleep_at", []) if start_ms <= ms <= end_ms]
    if len(inside) < 2 or inside[-1][0] <= inside[0][0]:
        return {"core_awake_fraction": None, "backlight_duty": None, "est_ma": None}
    (a_ms, a_asleep), (b_ms, b_asleep) = inside[0], inside[-1]
    awake = 1 - (b_asleep - a_asleep) / (b_ms - a_ms)
    return _estimate(awake, mean_duty(power.get("backlight", []), b_ms, a_ms))


def _estimate(awake: float, duty: float | None, dormant: float = 0.0) -> dict:
    """awake x CORE_AWAKE_MA + WFI x CORE_WFI_MA + dormant x ASLEEP_MA + duty x BACKLIGHT_MA,
    with its inputs."""
    awake = max(0.0, min(1.0 - dormant, awake))
    wfi = 1 - awake - dormant
    est = CORE_AWAKE_MA * awake + CORE_WFI_MA * wfi + ASLEEP_MA * dormant
    est += BACKLIGHT_MA * (duty or 0)
    return {
        "core_awake_fraction": round(awake, 4),
        "dormant_fraction": round(dormant, 4),
        "backlight_duty": None if duty is None else round(duty, 4),
        "est_ma": round(est, 2 if est < 10 else 1),
        "asleep_ma": round(ASLEEP_MA, 2),
        "model_ma": {
            "core_awake": CORE_AWAKE_MA,
            "core_wfi": CORE_WFI_MA,
            "backlight_full": BACKLIGHT_MA,
            "asleep": round(ASLEEP_MA, 3),
            "pico_dormant": PICO_DORMANT_MA,
            "display_sleep": DISPLAY_SLEEP_MA,
            "vsys_divider": round(VSYS_DIVIDER_MA, 4),
            "at_vsys_v": 4.0,
        },  # fmt: skip
    }


def xip_figures(raw: dict | None) -> dict:
    """The XIP cache model's misses and stall: the whole run, and the frames of play (each)."""
    if not raw or not raw.get("enabled"):
        return {"enabled": False}
    play = raw.get("play", {})
    n = play.get("frames", 0)
    return {
        "enabled": True,
        "miss_cycles": raw["miss_cycles"],
        "misses": raw["misses"],
        "stall_ms": raw["stall_ms"],
        "play": {
            "frames": n,
            "misses": play.get("misses", 0),
            "stall_ms": play.get("stall_ms", 0.0),
            "misses_per_frame": round(play.get("misses", 0) / n) if n else None,
            "stall_ms_per_frame": round(play.get("stall_ms", 0.0) / n, 3) if n else None,
        },
    }


def profile_text(profile: dict | None, top: int = 40) -> str:
    """The --profile table: emulated ms per frame of play, by C function, in display.refresh()
    and outside it (the interpreter running the app), and its XIP cache misses per frame (their
    stall is in the ms); the `top` functions."""
    whole = bool(profile and profile.get("all"))  # --profile-all: the whole run, not a frame
    if not profile or not (profile["frames"] or whole and profile["functions"]):
        return "no frame of play was profiled (does the UF2 have its ELF beside it?)\n"
    n = 1 if whole else profile["frames"]
    rows = profile["functions"]
    ms = 1.0 / n  # per frame
    total_r = sum(r["refresh"] for r in rows) * ms
    total_o = sum(r["other"] for r in rows) * ms
    misses = sum(r.get("misses", 0) for r in rows) * ms
    what, per, each = (("the whole run", "in all", "in all") if whole
                       else (f"{n} frames of play", "per frame", "a frame"))  # fmt: skip
    if not whole and profile.get("min_ms"):  # --profile-slow
        what += f" of {profile['min_ms']:g} ms or more"
    out = [f"{what}: {total_r:.2f} ms in refresh + {total_o:.2f} ms else, "
           f"{per}; {misses:.0f} XIP cache misses {each}",
           f"{'refresh ms':>10} {'other ms':>9} {'misses':>7}  function"]  # fmt: skip
    for r in rows[:top]:
        out.append(f"{r['refresh'] * ms:10.3f} {r['other'] * ms:9.3f} "
                   f"{r.get('misses', 0) * ms:7.1f}  {r['name']}")  # fmt: skip
    out.append("\neach frame of play: end (ms), work (ms), pixels sent, rectangles (x,y,wxh)")
    for at, work, windows in profile.get("windows", ()):
        rects = _merged(windows)
        pixels = sum(w * h for _, _, w, h in rects)
        shown = " ".join("%d,%d,%dx%d" % r for r in rects)
        out.append(f"{at:9.1f} {work:6.1f} {pixels:6d}  {shown}")
    return "\n".join(out) + "\n"


def _merged(windows: list) -> list[tuple[int, int, int, int]]:
    """displayio sends an area in strips of rows: the strips of one area made one again."""
    out: list[tuple[int, int, int, int]] = []
    for x, y, w, h in windows:
        if out and out[-1][0] == x and out[-1][2] == w and out[-1][1] + out[-1][3] == y:
            out[-1] = (x, out[-1][1], w, out[-1][3] + h)
        else:
            out.append((x, y, w, h))
    return out
