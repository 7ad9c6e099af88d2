# SPDX-License-Identifier: MIT
"""The console's hardware, built once at boot: the ONLY module that touches ``board`` and devices.

``build()`` returns a ``Hardware`` whose pieces the app is handed: ``display`` (320x240
landscape, ``auto_refresh`` off), ``keys`` (a ``keypad.Keys`` over the 16 panel pins, key numbers
as in ``spit.input.panel``), ``synth`` (a ``synthio.Synthesizer`` already playing on
``audiopwmio``),
``log_out`` (``usb_cdc.data`` with ``write_timeout = 0``, else the console), ``vsys`` and ``vbus``
(the battery gauge's readers: ``analogio.AnalogIn`` on ``board.VOLTAGE_MONITOR``, VSYS / 3, and
``digitalio.DigitalInOut`` on ``board.VBUS_SENSE``; see ``spit.console.device.battery``),
``backlight_pwm`` (False when the backlight is wired to 3V3), ``nvm``, ``watchdog``
(armed in RESET mode by the app when its loop starts, fed only by a healthy loop). Every optional
piece that is absent or fails is ``None`` and its reason goes to ``problems``: a console
without a buzzer, a screen or a data port still boots.

Chosen in ``settings.toml`` (read with ``os.getenv``): ``display`` = "ili9341" (default) or
"st7789"; ``cpu_hz`` (default 200 MHz, set first: see _set_clock); ``spi_hz`` (default
31250000 asked: SPI runs from clk_peri, which stock CircuitPython leaves on the 48 MHz USB PLL once
cpu_hz is set, so any ask from 24 MHz up gets 24 MHz; the console's own UF2 keeps it on clk_sys,
200 MHz over an even divisor at or below the ask: 25 MHz); ``seed`` (a fixed
first game seed, to reproduce a game); ``debug`` = 1 (frame time and free heap over serial);
``language`` ("en", "de", "it", "fr", "lb": a fresh console's, before its first save; unset,
a blank console asks at its first power-up).
Holding A's ``SPIT`` at power-up also turns debug on; B's ``SPIT`` held at power-up starts the
hardware test.
"""

import os

from micropython import const

from spit.console.device import pins as pinmap
from spit.console.device.hardware import Hardware

try:
    from typing import Any, Callable, Optional  # noqa: F401 (type comments)
except ImportError:
    pass

WIDTH = 320
HEIGHT = 240
WATCHDOG_S = 8.0  # the RP2040 maximum (8.3 s); RESET is the only mode it implements
_DEBUG_KEY = const(7)  # A's SPIT held at power-up -> debug mode
HWTEST_KEY = 15  # B's SPIT held at power-up -> hardware test mode
_BOOT_LOOK_MS = const(30)  # a key down on the first scans after power-up ...
_BOOT_HOLD_MS = const(60)  # ... and held this much longer is a power-up hold (a long press)
_BOOT_POLL_MS = const(5)
SPI_HZ = 31250000  # the safe clock: see the module doc
_CPU_HZ = const(200000000)  # the RP2040's certified maximum: see _set_clock
_CPU_HZ_LOWEST = const(125000000)  # the chip's own default: slower plays too slowly to be a game
# A full screen is 1.2 Mbit: at 4 MHz it draws in 0.3 s; at 31 250 Hz (kHz typed for Hz) the
# first title was still drawing when the watchdog fired. 62.5 MHz gives 50 at 200 MHz.
SPI_HZ_RANGE = (4000000, 62500000)

# ILI9341 power-up, after adafruit_ili9341; MADCTL 0x38 = landscape 320x240, BGR.
_ILI9341_INIT = (
    b"\x01\x80\x80"  # software reset, 128 ms
    b"\xef\x03\x03\x80\x02"
    b"\xcf\x03\x00\xc1\x30"
    b"\xed\x04\x64\x03\x12\x81"
    b"\xe8\x03\x85\x00\x78"
    b"\xcb\x05\x39\x2c\x00\x34\x02"
    b"\xf7\x01\x20"
    b"\xea\x02\x00\x00"
    b"\xc0\x01\x23"  # power control VRH
    b"\xc1\x01\x10"  # power control SAP, BT
    b"\xc5\x02\x3e\x28"  # VCM control
    b"\xc7\x01\x86"  # VCM control 2
    b"\x36\x01\x38"  # memory access control: landscape
    b"\x37\x01\x00"  # vertical scroll zero
    b"\x3a\x01\x55"  # 16 bits a pixel
    b"\xb1\x02\x00\x18"  # frame rate
    b"\xb6\x03\x08\x82\x27"  # display function control
    b"\xf2\x01\x00"  # 3-gamma off
    b"\x26\x01\x01"  # gamma curve
    b"\xe0\x0f\x0f\x31\x2b\x0c\x0e\x08\x4e\xf1\x37\x07\x10\x03\x0e\x09\x00"
    b"\xe1\x0f\x00\x0e\x14\x03\x11\x07\x31\xc1\x48\x08\x0f\x0c\x31\x36\x0f"
    b"\x11\x80\x78"  # sleep out, 120 ms
    b"\x29\x80\x78"  # display on, 120 ms
)

# ST7789 320x240, after adafruit_st7789 (used with rotation=90 for landscape).
_ST7789_INIT = (
    b"\x01\x80\x96"  # software reset, 150 ms
    b"\x11\x80\xff"  # sleep out, 500 ms
    b"\x3a\x81\x55\x0a"  # 16 bits a pixel, 10 ms
    b"\x36\x01\x08"  # MADCTL
    b"\x21\x80\x0a"  # inversion on (these panels are inverted), 10 ms
    b"\x13\x80\x0a"  # normal display, 10 ms
    b"\x36\x01\xc0"  # MADCTL
    b"\x29\x80\xff"  # display on, 500 ms
)


_BAD = ("bad",)  # a value of the wrong type


def _parse(value, default):
    # type: (Any, Any) -> Any
    # A settings.toml value (getenv gives TOML integers as int, strings as str) as the type of
    # ``default``, or _BAD.
    if isinstance(default, bool):
        word = str(value).lower()
        if word in ("1", "true", "yes", "on"):
            return True
        return False if word in ("0", "false", "no", "off") else _BAD
    if isinstance(default, int) or default is None:
        try:
            return int(value)
        except (TypeError, ValueError):
            return _BAD
    return str(value).lower()


def setting(name, default):
    # type: (str, Any) -> Any
    """A value from settings.toml (``os.getenv``), or ``default`` when unset or unreadable."""
    return checked(None, name, default)


def checked(hw, name, default, allowed=None):
    # type: (Optional[Hardware], str, Any, Any) -> Any
    """``setting(name, default)`` when it is of the default's type and ``allowed`` (a (lowest,
    highest) pair, a tuple of words, or a test function); else the default, and (given ``hw``)
    the refused value is named in ``hw.problems`` (the log) and ``hw.refused`` (the title's
    footer)."""
    try:
        raw = os.getenv(name)
    except Exception:  # noqa: BLE001 - a garbled settings.toml must not stop the console
        return default
    if raw is None or raw == "":
        return default
    value = _parse(raw, default)
    ok = value is not _BAD
    if ok and allowed is not None:
        if callable(allowed):
            ok = allowed(value)
        elif isinstance(allowed[0], str):
            ok = value in allowed
        else:
            ok = allowed[0] <= value <= allowed[1]
    if not ok:
        if hw is not None:
            hw.refused.append(name)
            hw.note("settings.toml", "%s = %s refused, %s used" % (name, raw, default))
        return default
    return value


def pll_makes(hz):
    # type: (int) -> bool
    """True when the RP2040's system PLL makes ``hz`` exactly from its 12 MHz crystal (pico-sdk
    check_sys_clock_khz: VCO = 12 MHz x 16..320 within 750..1600 MHz, over two dividers 1..7)."""
    if hz <= 0 or hz % 1000:
        return False
    for div1 in range(1, 8):
        for div2 in range(1, div1 + 1):
            vco = hz * div1 * div2
            if vco % 12000000 == 0 and 750000000 <= vco <= 1600000000:
                return True
    return False


def cpu_hz_ok(hz):
    # type: (int) -> bool
    # 0 leaves the clock alone; else a clock the PLL makes, certified (<= 200 MHz) and fast enough
    # to play (at 20 MHz the title took ~10 s and a frame ~1 s).
    return hz == 0 or (_CPU_HZ_LOWEST <= hz <= _CPU_HZ and pll_makes(hz))


def build(key_interval=0.001, debounce=1):
    # type: (float, int) -> Hardware
    """Bring up every piece of hardware that is there; never raise for a missing one."""
    hw = Hardware()
    try:
        import board
    except ImportError as err:
        hw.note("board", err)
        return hw
    hw.board_id = str(getattr(board, "board_id", ""))
    wiring = pinmap.board_pins(hw.board_id) or pinmap.PICO
    hw.seed = checked(hw, "seed", None, (0, 0x3FFFFFFF))
    hw.debug = checked(hw, "debug", False)
    from spit.screen.lang import LANGS

    code = checked(hw, "language", "", LANGS)
    hw.language = LANGS.index(code) if code else -1  # -1: unset, a blank console asks
    _set_clock(hw)  # first: the SPI and PWM dividers made below are worked out from it
    _build_display(hw, board, wiring)
    hw.woke = sleep_memory(clear=True)  # (first: a waking press is no power-up hold)
    _build_keys(hw, board, wiring, key_interval, debounce)
    _build_serial(hw)
    _build_sound(hw, board, wiring)
    _build_power(hw, board, wiring)
    _build_system(hw)
    return hw


def show_terminal(display=None):
    # type: (Any) -> Any
    """Only the screen (``display`` when one was built), showing CircuitPython's own terminal
    (code.py's message when the console's files are damaged); None without one."""
    import board
    import displayio

    hw = Hardware()
    hw.display = display
    if display is None:
        wiring = pinmap.board_pins(str(getattr(board, "board_id", ""))) or pinmap.PICO
        _build_display(hw, board, wiring)
    if hw.display is not None:
        hw.display.root_group = displayio.CIRCUITPYTHON_TERMINAL
        hw.display.auto_refresh = True
    return hw.display


def _set_clock(hw):
    # type: (Hardware) -> None
    # The core clock (settings.toml cpu_hz, 0 = leave it). The RP2040 is certified at 200 MHz
    # since pico-sdk 2.1.1 (at 1.15 V or more; CircuitPython sets 1.20 V above 133 MHz): the
    # displayio redraw is CPU-bound, and at 125 MHz a play's frame is far over its 25 ms.
    hz = checked(hw, "cpu_hz", _CPU_HZ, cpu_hz_ok)
    try:
        import microcontroller

        hw.reset_reason = str(microcontroller.cpu.reset_reason).split(".")[-1]
        if not hz:
            return

        if microcontroller.cpu.frequency != hz:
            microcontroller.cpu.frequency = hz
    except Exception as err:  # noqa: BLE001 - a port that cannot: the console runs slower
        hw.note("cpu_hz", err)


def _pin(board, name):
    # type: (Any, Optional[str]) -> Any
    return getattr(board, name) if name else None


def _build_display(hw, board, wiring):
    # type: (Hardware, Any, dict[str, Any]) -> None
    """A board with a built-in screen (or the simulator) offers ``board.DISPLAY``; else SPI."""
    try:
        import displayio

        builtin = getattr(board, "DISPLAY", None)
        if builtin is not None:
            hw.display, hw.display_kind = builtin, "builtin"
        else:
            hw.backlight_pwm = wiring["tft"]["backlight"] is not None  # else on 3V3: "fixed"
            displayio.release_displays()
            hw.display_kind = checked(hw, "display", "ili9341", ("ili9341", "st7789"))
            hw.display = _spi_display(hw, board, wiring, hw.display_kind)
        hw.display.auto_refresh = False
    except Exception as err:  # noqa: BLE001 - a console without a screen still logs and beeps
        hw.display = None
        hw.note("display", err)


def _spi_display(hw, board, wiring, kind):
    # type: (Hardware, Any, dict[str, Any], str) -> Any
    import busio

    try:  # CircuitPython 9+
        from busdisplay import BusDisplay
        from fourwire import FourWire
    except ImportError:  # CircuitPython 8: both lived in displayio
        from displayio import Display as BusDisplay  # type: ignore[attr-defined,no-redef]
        from displayio import FourWire  # type: ignore[attr-defined,no-redef]
    tft = wiring["tft"]
    spi = busio.SPI(clock=_pin(board, tft["sck"]), MOSI=_pin(board, tft["mosi"]))
    baud = checked(hw, "spi_hz", SPI_HZ, SPI_HZ_RANGE)
    bus = FourWire(
        spi,
        command=_pin(board, tft["dc"]),
        chip_select=_pin(board, tft["cs"]),
        reset=_pin(board, tft["rst"]),
        baudrate=baud,
    )
    light = _pin(board, tft["backlight"])
    if kind == "st7789":
        return BusDisplay(
            bus, _ST7789_INIT, width=WIDTH, height=HEIGHT, rotation=90,
            backlight_pin=light, auto_refresh=False,
        )  # fmt: skip
    return BusDisplay(
        bus, _ILI9341_INIT, width=WIDTH, height=HEIGHT, backlight_pin=light, auto_refresh=False
    )


def _build_keys(hw, board, wiring, interval, debounce):
    # type: (Hardware, Any, dict[str, Any], float, int) -> None
    try:
        import keypad

        pins = [getattr(board, name) for name in wiring["panel"]]
        if checked(hw, "input", "keypad", ("keypad", "pio")) == "pio":
            made = _pio_keys(hw, pins)
            if made is not None:
                hw.keys, hw.event = made  # its own Event: a keypad.Event cannot carry sub_ns
        if hw.keys is None:
            try:
                hw.keys = keypad.Keys(
                    pins, value_when_pressed=False, pull=True, interval=interval,
                    max_events=64, debounce_threshold=debounce,
                )  # fmt: skip
            except TypeError:  # before CircuitPython 9.1.0: no debounce_threshold
                hw.keys = keypad.Keys(pins, value_when_pressed=False, pull=True, interval=interval)
            hw.event = keypad.Event()
            # CircuitPython 10.2.1 reports no event for a key held when Keys is made (its
            # debounce counters start as if pressed); after reset() held keys come as presses.
            hw.keys.reset()
        held = _held_at_boot(hw)
        if _DEBUG_KEY in held:
            hw.debug = True
        if HWTEST_KEY in held:
            hw.hwtest_at_boot = True
    except Exception as err:  # noqa: BLE001
        hw.keys = None
        hw.note("keys", err)


def _pio_keys(hw, pins):
    # type: (Hardware, list[Any]) -> Any
    """``(keys, event)`` from the PIO backend (``input = "pio"``, docs/PIO.md), or None (noted
    by it) when this board or firmware cannot: the caller then builds keypad.Keys."""
    try:
        from spit.input import pio_keys

        return pio_keys.make(pins, hw.note)
    except Exception as err:  # noqa: BLE001 - a firmware without the backend: keypad it is
        hw.note("input", err)
        return None


def _held_at_boot(hw):
    # type: (Hardware) -> list[int]
    """The power-up holds (_DEBUG_KEY, HWTEST_KEY) held from power-up: down on the first scans
    (after ``Keys.reset()`` a held key comes as a press), then an adafruit_debouncer.Button's
    long press (spit.input.holds) over the key state drained here."""
    hw.sleep_ms(_BOOT_LOOK_MS)
    down = bytearray(16)
    _drain_keys(hw, down)
    held = []  # type: list[int]
    woke = hw.woke is not None and hw.woke[:2] == b"SP"  # (a press that woke it: no hold)
    if (down[_DEBUG_KEY] or down[HWTEST_KEY]) and not woke:  # (else no Button, no library)
        from spit.input.holds import Holds

        def down_ms(k, now):  # (held from power-up: no press time to count from)
            return 0 if down[k] else -1

        holds = Holds(down_ms, (_DEBUG_KEY, HWTEST_KEY), _BOOT_HOLD_MS, load_ms=0)
        for _ in range(4 * _BOOT_HOLD_MS // _BOOT_POLL_MS):  # (a Button is polled)
            i = holds.update()
            if i >= 0:
                held.append(holds.keys[i])
            elif len(held) >= down[_DEBUG_KEY] + down[HWTEST_KEY]:
                break  # each key still down has made its long press
            hw.sleep_ms(_BOOT_POLL_MS)
            _drain_keys(hw, down)
        holds.let_go()
    if any(down):
        hw.keys.reset()  # the app then sees them pressed again: harmless on the title
        for k in range(16 if woke else 0):
            hw.held |= down[k] << k  # (a press that woke the console: spent on that)
    return held


def _drain_keys(hw, down):
    # type: (Hardware, bytearray) -> None
    event = hw.event
    while hw.keys.events.get_into(event):
        down[event.key_number] = 1 if event.pressed else 0


def _build_serial(hw):
    # type: (Hardware) -> None
    """The event log goes to usb_cdc.data, never blocking (write_timeout 0); else the console."""
    try:
        import usb_cdc

        hw.console = usb_cdc.console
        data = usb_cdc.data
        if data is not None:
            data.write_timeout = 0
            hw.log_out = data
        else:
            hw.log_out = usb_cdc.console
    except Exception as err:  # noqa: BLE001
        hw.note("usb_cdc", err)


def _build_sound(hw, board, wiring):
    # type: (Hardware, Any, dict[str, Any]) -> None
    """PWMAudioOut blocks ~0.5 s in its constructor: made once here, never during play."""
    name = wiring.get("buzzer")
    if not name:
        return
    try:
        import audiopwmio
        import synthio

        hw.audio = audiopwmio.PWMAudioOut(getattr(board, name))
        hw.synth = synthio.Synthesizer(sample_rate=22050)
        hw.audio.play(hw.synth)
    except Exception as err:  # noqa: BLE001 - silent console
        hw.audio = hw.synth = None
        hw.note("sound", err)


def _build_power(hw, board, wiring):
    # type: (Hardware, Any, dict[str, Any]) -> None
    """The battery gauge's readers, from the pin map's ``power``: VSYS / 3 on GP29 and VBUS on
    GP24 on a Pico (datasheet, "Powering Pico"). A board without (the Feather RP2040): no gauge."""
    power = wiring.get("power")
    if not power:
        return
    monitor = getattr(board, power["vsys"], None)
    if monitor is None:
        return
    try:
        import analogio

        hw.vsys = analogio.AnalogIn(monitor)
        sense = getattr(board, power["vbus"], None)
        if sense is not None:
            import digitalio

            hw.vbus = digitalio.DigitalInOut(sense)  # an input, as made
    except Exception as err:  # noqa: BLE001 - no gauge: the console shows no battery
        hw.vsys = hw.vbus = None
        hw.note("battery", err)


def _build_system(hw):
    # type: (Hardware) -> None
    try:
        import microcontroller

        hw.nvm = getattr(microcontroller, "nvm", None)
        dog = getattr(microcontroller, "watchdog", None)
        if dog is not None:
            from watchdog import WatchDogMode

            hw.watchdog_mode = WatchDogMode.RESET  # armed by the app (boot.arm_watchdog)
            hw.watchdog_s = WATCHDOG_S
            hw.watchdog = dog
    except Exception as err:  # noqa: BLE001
        hw.note("microcontroller", err)


# -- deep sleep (spit.console.flow.doze decides, spit.console.flow.nap packs) --
_SLEEP_IN = b"\x28\x10"  # the controller's display off, then sleep in (ILI9341 and ST7789 alike)


def sleep_memory(clear=False):
    # type: (bool) -> Any
    """The bytes of ``alarm.sleep_memory`` (None without ``alarm``, or when its first four are
    zero: nothing kept); ``clear``: read once, so a later reset starts afresh. CircuitPython
    zeroes it at power-up (its guard word), keeps it through a deep sleep and the reset that
    ends one."""
    try:
        import alarm
    except ImportError:
        return None
    memory = alarm.sleep_memory
    if not any(memory[0:4]):
        return None  # (nothing kept: a power-up, or read already)
    data = bytes(memory[0 : len(memory)])
    if clear:
        memory[0:4] = b"\x00\x00\x00\x00"
    return data


def deep_sleep(hw, record):
    # type: (Hardware, bytes) -> None
    """Sleep until a panel button: ``record`` into the sleep memory, the watchdog off (the
    console's sleep is no hang), the backlight off and the display's controller asleep (its
    display off and sleep in), the keys let go and every panel pin
    (16, all on GPIOs the RP2040's DORMANT wake takes) armed as a falling-edge PinAlarm with its
    pull-up. CircuitPython then stops the crystal (DORMANT) until a pin falls, and resets.
    Raises (CircuitPython's DeepSleepRequest, a BaseException) and never returns; on USB it
    pretends (the caller does not ask there)."""
    import time

    import alarm
    import board

    alarm.sleep_memory[0 : len(record)] = record
    if hw.watchdog is not None:
        hw.watchdog.mode = None
    display, keys = hw.display, hw.keys
    if display is not None:
        try:
            display.brightness = 0.0
        except Exception:  # noqa: BLE001 - a backlight on 3V3 stays lit: nothing to turn off
            pass
        bus = getattr(display, "bus", None)  # (the simulator's screen has none)
        if bus is not None:
            for command in _SLEEP_IN:
                bus.send(command, b"")
                time.sleep(0.12)  # (sleep in needs 5 ms; a sleep out 120 ms after it)
    if keys is not None:
        keys.deinit()  # (a PinAlarm takes a free pin)
    wiring = pinmap.board_pins(str(getattr(board, "board_id", ""))) or pinmap.PICO
    alarms = [
        alarm.pin.PinAlarm(pin=getattr(board, name), value=False, edge=True, pull=True)
        for name in wiring["panel"]
    ]
    alarm.exit_and_deep_sleep_until_alarms(*alarms)
