# SPDX-License-Identifier: MIT
"""The pin map (spit.console.device.pins) is buildable: no pin twice, a real SPI block, every button
once."""

import pytest

# RP2040 datasheet, GPIO function table, function F1 (SPI), written out for every GPIO rather
from spit.console.device import pins
from spit.input import panel

# than derived from a formula, so a wrong rule cannot hide in both the map and its test.
SPI_FUNCTION = {
    0: ("SPI0", "RX"), 1: ("SPI0", "CSn"), 2: ("SPI0", "SCK"), 3: ("SPI0", "TX"),
    4: ("SPI0", "RX"), 5: ("SPI0", "CSn"), 6: ("SPI0", "SCK"), 7: ("SPI0", "TX"),
    8: ("SPI1", "RX"), 9: ("SPI1", "CSn"), 10: ("SPI1", "SCK"), 11: ("SPI1", "TX"),
    12: ("SPI1", "RX"), 13: ("SPI1", "CSn"), 14: ("SPI1", "SCK"), 15: ("SPI1", "TX"),
    16: ("SPI0", "RX"), 17: ("SPI0", "CSn"), 18: ("SPI0", "SCK"), 19: ("SPI0", "TX"),
    20: ("SPI0", "RX"), 21: ("SPI0", "CSn"), 22: ("SPI0", "SCK"), 23: ("SPI0", "TX"),
    24: ("SPI1", "RX"), 25: ("SPI1", "CSn"), 26: ("SPI1", "SCK"), 27: ("SPI1", "TX"),
    28: ("SPI1", "RX"), 29: ("SPI1", "CSn"),
}  # fmt: skip
# Function F4 (PWM): slice and channel of each GPIO; every RP2040 GPIO has one.
PWM_FUNCTION = {n: ((n >> 1) & 7, "AB"[n & 1]) for n in range(30)}
# The GPIOs each board brings out to its headers (Pico: GP23-25 and GP29 are on-board only).
HEADER_GPIOS = {
    "Raspberry Pi Pico": set(range(23)) | {26, 27, 28},
    "Adafruit Feather RP2040": {0, 1, 2, 3, 6, 7, 8, 9, 10, 11, 12, 13, 18, 19, 20,
                                24, 25, 26, 27, 28, 29},
}  # fmt: skip
# Pins with an on-board load to GND that a pulled-up button input would read as pressed.
LOADED = {"Adafruit Feather RP2040": {13}}  # the red LED on D13

BOARDS = pytest.mark.parametrize("board", pins.BOARDS, ids=lambda b: b["name"])


def used_names(board):
    names = [n for n in board["tft"].values() if n] + list(board["panel"])
    if board["buzzer"]:
        names.append(board["buzzer"])
    return names


@BOARDS
def test_no_pin_is_used_twice(board):
    names = used_names(board)
    assert len(names) == len(set(names))
    gpios = [pins.gpio_number(board, n) for n in names]  # two names may alias one GPIO (D0/RX)
    assert len(gpios) == len(set(gpios))


@BOARDS
def test_the_gauges_pins_are_free_and_are_the_boards_own(board):
    power = board["power"]
    if power is None:  # the Feather: no gauge (every ADC pin is taken)
        adc = {26, 27, 28, 29}
        assert adc <= {pins.gpio_number(board, n) for n in used_names(board)}
        return
    gpios = {pins.gpio_number(board, n) for n in used_names(board)}
    assert pins.gpio_number(board, power["vsys"]) == 29  # ADC3: VSYS / 3 on a Pico
    assert pins.gpio_number(board, power["vbus"]) == 24
    assert not gpios & {29, 24}


@BOARDS
def test_every_pin_is_on_the_boards_header(board):
    for name in used_names(board):
        assert pins.gpio_number(board, name) in HEADER_GPIOS[board["name"]], name


@BOARDS
def test_screen_pins_suit_one_spi_block(board):
    tft = board["tft"]
    sck = SPI_FUNCTION[pins.gpio_number(board, tft["sck"])]
    mosi = SPI_FUNCTION[pins.gpio_number(board, tft["mosi"])]
    assert sck[1] == "SCK" and mosi[1] == "TX"
    assert sck[0] == mosi[0]
    for role in ("cs", "dc"):  # FourWire drives these as plain GPIOs: they must exist
        assert tft[role], role


@BOARDS
def test_every_panel_button_has_one_pin_in_key_order(board):
    panel_pins = board["panel"]
    assert len(panel_pins) == panel.KEYS == 2 * panel.BUTTONS
    assert len(set(panel_pins)) == panel.KEYS
    loaded = LOADED.get(board["name"], set())
    assert not loaded & {pins.gpio_number(board, n) for n in panel_pins}


@BOARDS
def test_buzzer_has_a_pwm_slice_of_its_own(board):
    buzzer = board["buzzer"]
    assert buzzer, "no buzzer pin"
    slice_, _channel = PWM_FUNCTION[pins.gpio_number(board, buzzer)]
    light = board["tft"]["backlight"]
    if light:  # a dimmed backlight's PWM would fight the buzzer's frequency on a shared slice
        assert PWM_FUNCTION[pins.gpio_number(board, light)][0] != slice_


def test_default_build_is_the_console_spec():
    """CONSOLE.md's table, pin for pin."""
    pico = pins.board_pins("raspberry_pi_pico")
    assert pico is pins.PICO
    tft = pico["tft"]
    assert (tft["sck"], tft["mosi"], tft["cs"], tft["dc"], tft["rst"], tft["backlight"]) == (
        "GP18", "GP19", "GP17", "GP20", "GP21", "GP22",
    )  # fmt: skip
    assert pico["panel"] == tuple("GP%d" % n for n in range(16))
    assert pico["buzzer"] == "GP26"


def test_board_ids_choose_the_map():
    assert pins.board_pins("adafruit_feather_rp2040") is pins.FEATHER_RP2040
    assert pins.board_pins("raspberry_pi_pico_w") is pins.PICO
    assert pins.board_pins("some_other_rp2040") is pins.PICO  # unknown boards try the Pico map
    assert pins.board_pins("some_other_rp2040", default=None) is None
    ids = [i for b in pins.BOARDS for i in b["board_ids"]]
    assert len(ids) == len(set(ids))


def test_the_map_reads_the_same_on_micropython():
    """The device's own interpreter (32-bit MicroPython) sees the same map."""
    from tests.mpvm.vm import MicroPythonVM, available

    reason = available()
    if reason:
        pytest.skip("MicroPython VM unavailable: %s" % reason)
    with MicroPythonVM(dirs=["firmware/lib"]) as vm:
        out = vm.run(
            "from spit.console.device import pins\n"
            "for b in ('raspberry_pi_pico', 'adafruit_feather_rp2040', 'unknown'):\n"
            "    m = pins.board_pins(b)\n"
            "    print(m['name'], [pins.gpio_number(m, n) for n in m['panel']])\n"
        )
    for line, board_id in zip(
        out.splitlines(), ("raspberry_pi_pico", "adafruit_feather_rp2040", "unknown"), strict=True
    ):
        board = pins.board_pins(board_id)
        assert line == "%s %s" % (
            board["name"],
            [pins.gpio_number(board, n) for n in board["panel"]],
        )


def test_a_name_without_a_gpio_is_a_clear_error():
    with pytest.raises(ValueError, match="no GPIO known for pin D99"):
        pins.gpio_number(pins.FEATHER_RP2040, "D99")
