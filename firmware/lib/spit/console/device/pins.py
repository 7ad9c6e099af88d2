# SPDX-License-Identifier: MIT
"""THE pin map of the console: which board pin does what, per supported board.

Pure data, no ``board`` import: pins are *names* (``"GP18"``, ``"D12"``) that
``spit.console.device.hw`` turns into pins with ``getattr(board, name)``; the hardware docs
(``python -m host_tools.hwdocs``) are generated from this module, and tests check it (no pin
twice, valid SPI, every button once).

Each board is a dict:
  ``name``       the board's human name
  ``board_ids``  the ``board.board_id`` values it serves
  ``tft``        the screen's SPI wiring: ``sck``, ``mosi``, ``cs``, ``dc``, ``rst``, ``backlight``
                 (``None`` = not wired to a GPIO: RST to 3V3 via the board's RUN/RST, backlight
                 to 3V3)
  ``panel``      the 16 button pins in key order: A's P1..P5, L, R, SPIT then B's, so
                 ``keypad.Keys(panel pins)`` yields the key numbers of ``spit.input.panel``
                 (the one key table: ``panel.key(player, button)``)
  ``buzzer``     the piezo's PWM pin (``None`` = no buzzer)
  ``power``      the battery gauge's on-board pins: ``vsys`` (VSYS / 3 on an ADC pin) and ``vbus``
                 (high on USB), or ``None``: no gauge (``spit.console.device.battery``)
  ``gpio``       RP2040 GPIO number of each pin name that is not ``GPn`` (for docs and checks)
"""

try:
    from typing import Any, Optional  # noqa: F401 (used in type comments)
except ImportError:
    pass


# The default build (CONSOLE.md): Pico header, SPI0 on GP18/GP19, panels on GP0-GP15.
PICO = {
    "name": "Raspberry Pi Pico",
    "board_ids": (
        "raspberry_pi_pico",
        "raspberry_pi_pico_w",
        "raspberry_pi_pico2",
        "raspberry_pi_pico2_w",
    ),
    "tft": {
        "sck": "GP18",
        "mosi": "GP19",
        "cs": "GP17",
        "dc": "GP20",
        "rst": "GP21",
        "backlight": "GP22",
    },
    "panel": (
        "GP0", "GP1", "GP2", "GP3", "GP4", "GP5", "GP6", "GP7",
        "GP8", "GP9", "GP10", "GP11", "GP12", "GP13", "GP14", "GP15",
    ),
    "buzzer": "GP26",
    # On the Pico's own board, not the header: VSYS through 200k/100k to GP29 (ADC3), VBUS
    # through a divider to GP24 (Pico datasheet, "Powering Pico").
    "power": {"vsys": "VOLTAGE_MONITOR", "vbus": "VBUS_SENSE"},
    "gpio": {"VOLTAGE_MONITOR": 29, "VBUS_SENSE": 24},  # every other name is GPn
}  # type: dict[str, Any]  # fmt: skip

# Adafruit Feather RP2040: 21 GPIOs on the headers, all used. D13 drives the red LED, whose
# load would read as a held button, so it carries DC; RST and backlight go to 3V3.
FEATHER_RP2040 = {
    "name": "Adafruit Feather RP2040",
    "board_ids": ("adafruit_feather_rp2040",),
    "tft": {
        "sck": "SCK",
        "mosi": "MOSI",
        "cs": "MISO",
        "dc": "D13",
        "rst": None,
        "backlight": None,
    },
    "panel": (
        "A0", "A1", "A2", "D24", "D25", "RX", "TX", "D4",
        "D12", "D11", "D10", "D9", "D6", "D5", "SCL", "SDA",
    ),
    "buzzer": "A3",
    # No gauge: the Feather's LiPo charger has no divider to a pin, and its only ADC pins (A0-A3)
    # all carry buttons or the buzzer (hardware/README.md "Battery").
    "power": None,
    "gpio": {
        "TX": 0, "RX": 1, "SDA": 2, "SCL": 3, "D4": 6, "D5": 7, "D6": 8, "D9": 9,
        "D10": 10, "D11": 11, "D12": 12, "D13": 13, "SCK": 18, "MOSI": 19, "MISO": 20,
        "D24": 24, "D25": 25, "A0": 26, "A1": 27, "A2": 28, "A3": 29,
    },
}  # type: dict[str, Any]  # fmt: skip

BOARDS = (PICO, FEATHER_RP2040)


def board_pins(board_id, default=PICO):
    # type: (Optional[str], Optional[dict[str, Any]]) -> Optional[dict[str, Any]]
    """The pin map for ``board.board_id``; unknown boards get ``default`` (the Pico map)."""
    for pins in BOARDS:
        if board_id in pins["board_ids"]:
            return pins
    return default


def gpio_number(pins, name):
    # type: (dict[str, Any], str) -> int
    """RP2040 GPIO number of pin ``name`` on the board described by ``pins``."""
    number = pins["gpio"].get(name)
    if number is None:
        if name[:2] != "GP":
            raise ValueError("no GPIO known for pin " + name)
        number = int(name[2:])
    return number
