# SPDX-License-Identifier: MIT
"""Generate the hardware docs in ``hardware/`` from the firmware's pin map
(``spit.console.device.pins``).

    python -m host_tools.hwdocs            rewrite every generated file in hardware/
    python -m host_tools.hwdocs --check    exit 1 (and list them) when any is stale
    python -m host_tools.hwdocs --out DIR  write the generated files into DIR instead

Generated: the wiring table and BOM blocks inside hardware/README.md (between ``<!-- BEGIN x -->``
and ``<!-- END x -->`` markers; the prose around them is hand-written), hardware/bom.csv,
hardware/wiring-<board>.svg, hardware/power-<board>.svg (the battery options, for a board whose
pin map has a gauge), hardware/panels.svg, hardware/enclosure.svg and hardware/enclosure.scad.
Button names come from ``spit.input.panel``, pins from
``spit.console.device.pins``, so the
drawings cannot disagree with the firmware.
"""

import argparse
import csv
import io
import sys
from pathlib import Path

_ROOT = Path(__file__).resolve().parent.parent
_LIB = _ROOT / "firmware" / "lib"
if _LIB.is_dir() and str(_LIB) not in sys.path:
    sys.path.append(str(_LIB))  # `python -m host_tools.hwdocs` from the repo root finds spit

from spit.console.device import pins  # noqa: E402
from spit.input import panel  # noqa: E402

HARDWARE = _ROOT / "hardware"
README = "README.md"

# --- the physical layout (mm), shared by panels.svg, enclosure.svg and enclosure.scad ----------
BUTTON_HOLE = 30.0  # hole for a 30 mm snap-in arcade button (Sanwa OBSF-30 class)
BUTTON_BEZEL = 34.0  # the ring that shows on top of the panel, for clearance
PITCH = 38.0  # centre to centre along a row: 4 mm between bezels, room for a finger
SPIT_CLEAR = 64.0  # the SPIT spot keeps room for a bigger (up to 60 mm) dome button
WIDTH = 300.0  # enclosure outside, along the players' panels
PANEL_DEPTH = 112.0  # one player's panel, from the screen band to his edge
SCREEN_BAND = 70.0  # the strip between the panels that holds the TFT
DEPTH = 2 * PANEL_DEPTH + SCREEN_BAND
HEIGHT = 65.0  # outside height: button bodies and microswitches need ~45 mm under the top
WALL = 3.0  # top plate and wall thickness (plywood or acrylic)
ROW1 = 28.0  # pile-button row: its distance from the screen band
ROW2 = 78.0  # SPIT: its distance from the screen band (nearer the player, clear of the row)
WINDOW_W, WINDOW_H = 60.0, 46.0  # screen window; 2.8" ILI9341 active area is 57.6 x 43.2 mm
MODULE_W, MODULE_H = 86.0, 50.0  # a typical 2.8" SPI TFT breakout board, mounted under the top
CORNER_HOLE = 3.4  # M3 clearance for the lid screws
CORNER_INSET = 8.0
# The battery bay on the box floor, under the screen band beside the TFT (the board sits at the
# other short side, by the USB slot). Under the panels a button body leaves ~24 mm to the floor;
# the bay takes a 3 x AA holder with its switch (~68 x 48 x 17 mm) or a 1-cell LiPo (~62 x 34 x
# 5 mm) and its charger board. The power switch (or the holder's own) reaches a slot in the wall.
BAY_W, BAY_D, BAY_H = 72.0, 52.0, 20.0
BAY_X = WIDTH - BAY_W - 16.0  # from the left edge (the board and USB slot are at x = 0)
SWITCH_W, SWITCH_H = 12.0, 7.0  # a slide switch's slot in the right-hand wall

# A player's buttons, left to right as he sees them (indices into spit.input.panel's button table).
ROW1_BUTTONS = (panel.L, panel.P1, panel.P2, panel.P3, panel.P4, panel.P5, panel.R)
SPIT_BUTTON = panel.SPIT

PLAYER_NAMES = ("A", "B")
PLAYER_COLOURS = ("#1f6fd1", "#d1501f")

# --- the bill of materials (one source for bom.csv and the README table) ------------------------
BOM = (
    # part, quantity, example part numbers, rough cost each (USD), note
    ("Raspberry Pi Pico (RP2040)", 1, "Raspberry Pi SC0915; Adafruit 4864", 4.0,
     "default build; or the Feather RP2040 below"),
    ("or: Adafruit Feather RP2040", 0, "Adafruit 4884", 12.0, "second supported board"),
    ('2.8" 320x240 SPI TFT, ILI9341', 1, "Adafruit 1770; generic red-PCB ILI9341 SPI module",
     12.0, "ST7789 320x240 SPI module also supported (settings.toml)"),
    ("30 mm arcade push button, snap-in, microswitch", 16,
     "Sanwa OBSF-30; generic 30 mm snap-in", 2.5,
     "14 for piles/L/R + 2 SPIT (SPIT may be a bigger dome button)"),
    ("Piezo buzzer, passive", 1, "Adafruit 160 (PS1240)", 1.5, "optional; silent without"),
    ("Quick-disconnect crimp terminals, female", 32, "2.8 mm (0.110\") for Sanwa; 4.8 mm "
     "(0.187\") for most generic buttons", 0.1, "two per button"),
    ("Hook-up wire, 26 AWG stranded, 4+ colours", 1, "any; 10 m total", 5.0,
     "one signal wire per button + a daisy-chained GND per panel"),
    ("Pin headers 2.54 mm, 20-pin", 2, "any", 0.5, "if the board came without headers"),
    ("Top plate + box, 3 mm plywood or acrylic", 1, "laser cut or hand cut; see enclosure.*",
     10.0, f"{WIDTH:.0f} x {DEPTH:.0f} x {HEIGHT:.0f} mm outside"),
    ("M3 x 12 screws + nuts", 8, "any", 0.1, "lid corners + board standoffs"),
    ("USB cable (micro-B for Pico, USB-C for Feather)", 1, "any data cable", 3.0,
     "power + flashing + serial log"),
)  # fmt: skip


# The battery options (hardware/README.md "Power"): quantity per option; "both" parts go in either.
POWER_BOM = (
    # option, part, quantity, example part numbers, rough cost each (USD), note
    ("AA", "3 x AA battery holder with on/off switch", 1, "Adafruit 771 (JST lead)", 3.0,
     "its switch is the power switch"),
    ("AA", "AA cells, alkaline or NiMH", 3, "Energizer E91; Panasonic eneloop BK-3MCC", 0.8,
     "NiMH are charged outside the console"),
    ("LiPo", "LiPo cell, 1S 3.7 V, ~1200 mAh, JST-PH, protected", 1, "Adafruit 258", 10.0,
     "fits the bay flat"),
    ("LiPo", "LiPo charger board, USB, 4.2 V", 1, "Adafruit 4410 (MCP73831); TP4056 + DW01 module",
     7.0, "IN from the Pico's VBUS: charges while USB is in"),
    ("LiPo", "Slide switch, SPDT", 1, "Adafruit 805", 1.0, "the power switch"),
    ("both", "Schottky diode, 1 A", 1, "1N5817; MBR120 (the Pico's own D1)", 0.2,
     "battery into VSYS: never back into USB"),
    ("both", "JST-PH 2-pin socket lead", 1, "Adafruit 1131", 0.8, "to unplug the battery"),
)  # fmt: skip
BATTERY_OPTIONS = {"AA": "3 x AA (alkaline or NiMH)", "LiPo": "1-cell LiPo + charger"}


def button_names():
    """The button names in button-index order, from the firmware's one button table."""
    return tuple(panel.BUTTON_NAMES)


def key_label(key):
    """``A P1`` for key 0: the player's letter and the button's name."""
    return PLAYER_NAMES[panel.player_of(key)] + " " + button_names()[panel.button_of(key)]


def board_slug(board):
    """A file-name form of the board's name: ``raspberry-pi-pico``."""
    return board["name"].lower().replace(" ", "-")


# --- the wiring: one list of rows feeds the README table and the SVG ----------------------------
# Raspberry Pi Pico header pin numbers, so a builder can count pins on the board.
PICO_HEADER = {
    "GP0": 1, "GP1": 2, "GP2": 4, "GP3": 5, "GP4": 6, "GP5": 7, "GP6": 9, "GP7": 10, "GP8": 11,
    "GP9": 12, "GP10": 14, "GP11": 15, "GP12": 16, "GP13": 17, "GP14": 19, "GP15": 20,
    "GP16": 21, "GP17": 22, "GP18": 24, "GP19": 25, "GP20": 26, "GP21": 27, "GP22": 29,
    "GP26": 31, "GP27": 32, "GP28": 34, "3V3": 36, "3V3_EN": 37, "GND": 38, "VSYS": 39,
    "VBUS": 40,
}  # fmt: skip
GND_PINS = {pins.PICO["name"]: "any GND pin (Pico pins 3, 8, 13, 18, 23, 28, 33, 38)"}
TFT_PINS = (
    # role in spit.console.device.pins, the TFT breakout's pin label, what to do when the role has
    # no GPIO
    (None, "VCC / VIN", "3V3"),
    (None, "GND", "GND"),
    ("cs", "CS", None),
    ("rst", "RST / RESET", "3V3"),
    ("dc", "DC / RS / D/C", None),
    ("mosi", "MOSI / SDI", None),
    ("sck", "SCK / CLK", None),
    ("backlight", "LED / LITE / BL", "3V3"),
)
WIRE_COLOURS = {"cs": "#8e44ad", "rst": "#7f8c8d", "dc": "#16a085", "mosi": "#2980b9",
                "sck": "#f39c12", "backlight": "#c0392b", "3V3": "#e74c3c", "GND": "#222222",
                "buzzer": "#27ae60"}  # fmt: skip


def board_pin_label(board, name):
    """How a builder finds the pin: ``GP18 (pin 24)`` on a Pico, the silkscreen name elsewhere."""
    if board is pins.PICO and name in PICO_HEADER:
        return "%s (pin %d)" % (name, PICO_HEADER[name])
    return name


def wiring_rows(board):
    """(part, part pin, board pin name or None, GPIO or None, colour) for every wire."""
    rows = []
    for role, part_pin, fallback in TFT_PINS:
        name = board["tft"][role] if role else None
        if name is None:
            rows.append(("TFT", part_pin, fallback, None, WIRE_COLOURS.get(role or fallback)))
        else:
            rows.append(("TFT", part_pin, name, pins.gpio_number(board, name), WIRE_COLOURS[role]))
    for key, name in enumerate(board["panel"]):
        part = "Panel " + PLAYER_NAMES[panel.player_of(key)]
        label = "%s (key %d)" % (button_names()[panel.button_of(key)], key)
        rows.append(
            (part, label, name, pins.gpio_number(board, name), PLAYER_COLOURS[panel.player_of(key)])
        )
    if board["buzzer"]:
        name = board["buzzer"]
        rows.append(("Buzzer", "+", name, pins.gpio_number(board, name), WIRE_COLOURS["buzzer"]))
        rows.append(("Buzzer", "-", "GND", None, WIRE_COLOURS["GND"]))
    return rows


def wiring_table(board):
    """The README's markdown wiring table for one board."""
    lines = [
        "| part | part pin | board pin | GPIO |",
        "|---|---|---|---|",
    ]
    for part, part_pin, name, gpio, _colour in wiring_rows(board):
        where = board_pin_label(board, name) if gpio is not None or name in PICO_HEADER else name
        lines.append(
            "| %s | %s | %s | %s |" % (part, part_pin, where, "" if gpio is None else gpio)
        )
    lines.append("")
    lines.append("Every button's other contact goes to GND (daisy-chain one GND wire per panel); ")
    lines.append("the firmware turns on the internal pull-ups, so a pressed button reads low.")
    return "\n".join(lines)


# --- small SVG helpers --------------------------------------------------------------------------
def _esc(text):
    return str(text).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def _num(value):
    """Numbers without float noise, so the generated files are stable across platforms."""
    return ("%.2f" % value).rstrip("0").rstrip(".")


def _text(x, y, text, size=12, anchor="start", colour="#000", rotate=None, weight="normal"):
    turn = ' transform="rotate(%s %s %s)"' % (_num(rotate), _num(x), _num(y)) if rotate else ""
    return (
        '<text x="%s" y="%s" font-size="%s" text-anchor="%s" fill="%s" font-weight="%s"%s>%s</text>'
        % (_num(x), _num(y), _num(size), anchor, colour, weight, turn, _esc(text))
    )


def _rect(x, y, w, h, fill="none", stroke="#000", width=1.0, rx=0.0, dash=None):
    dashes = ' stroke-dasharray="%s"' % dash if dash else ""
    return '<rect x="%s" y="%s" width="%s" height="%s" rx="%s" fill="%s" stroke="%s" ' % (
        _num(x), _num(y), _num(w), _num(h), _num(rx), fill, stroke
    ) + 'stroke-width="%s"%s/>' % (_num(width), dashes)  # fmt: skip


def _line(x1, y1, x2, y2, colour="#000", width=1.0, dash=None):
    dashes = ' stroke-dasharray="%s"' % dash if dash else ""
    return '<line x1="%s" y1="%s" x2="%s" y2="%s" stroke="%s" stroke-width="%s"%s/>' % (
        _num(x1), _num(y1), _num(x2), _num(y2), colour, _num(width), dashes
    )  # fmt: skip


def _circle(x, y, r, fill="none", stroke="#000", width=1.0, dash=None):
    dashes = ' stroke-dasharray="%s"' % dash if dash else ""
    return '<circle cx="%s" cy="%s" r="%s" fill="%s" stroke="%s" stroke-width="%s"%s/>' % (
        _num(x), _num(y), _num(r), fill, stroke, _num(width), dashes
    )  # fmt: skip


def _svg(width, height, body, unit=""):
    head = (
        '<svg xmlns="http://www.w3.org/2000/svg" width="%s%s" height="%s%s" viewBox="0 0 %s %s" '
        'font-family="DejaVu Sans, Arial, sans-serif">'
        % (_num(width), unit, _num(height), unit, _num(width), _num(height))
    )
    note = (
        "<!-- generated by python -m host_tools.hwdocs from spit.console.device.pins: "
        "do not edit -->"
    )
    return "\n".join([head, note, _rect(0, 0, width, height, fill="#fff", stroke="none")]
                     + body + ["</svg>", ""])  # fmt: skip


def _dimension(x1, y1, x2, y2, label, offset, size=4.0):
    """A dimension line between two points, pushed ``offset`` away, with its label."""
    horizontal = abs(y2 - y1) < abs(x2 - x1)
    dx, dy = (0, offset) if horizontal else (offset, 0)
    ax, ay, bx, by = x1 + dx, y1 + dy, x2 + dx, y2 + dy
    tick = size * 0.6
    parts = [
        _line(x1, y1, ax, ay, "#666", 0.25),
        _line(x2, y2, bx, by, "#666", 0.25),
        _line(ax, ay, bx, by, "#c00", 0.35),
    ]
    for px, py in ((ax, ay), (bx, by)):
        if horizontal:
            parts.append(_line(px, py - tick, px, py + tick, "#c00", 0.35))
        else:
            parts.append(_line(px - tick, py, px + tick, py, "#c00", 0.35))
    mx, my = (ax + bx) / 2, (ay + by) / 2
    if horizontal:
        parts.append(_text(mx, my - 1.2, label, size, "middle", "#c00"))
    else:
        parts.append(_text(mx - 1.2, my, label, size, "middle", "#c00", rotate=-90))
    return parts


# --- wiring diagram -----------------------------------------------------------------------------
def wiring_svg(board):
    """A ribbon diagram: the board's pins on the left, one straight wire to each part's pin."""
    rows = wiring_rows(board)
    row_h, top = 22, 100
    board_x, board_w, part_x, part_w, gnd_x = 30, 250, 560, 300, 900
    height = top + row_h * len(rows) + 20 * 4 + 60
    body = [
        _text(30, 30, "Wiring: " + board["name"], 20, weight="bold"),
        _text(30, 52, "generated from firmware/lib/spit/console/device/pins.py; buttons switch "
              "to GND, internal pull-ups", 12, colour="#555"),
    ]  # fmt: skip
    y = top
    groups = []  # (part, y_first, y_last)
    previous = None
    for part, part_pin, name, gpio, colour in rows:
        if part != previous:
            if previous is not None:
                y += 20  # a gap between parts
            groups.append([part, y, y])
            previous = part
        groups[-1][2] = y
        mid = y + row_h / 2
        label = board_pin_label(board, name) if name else "-"
        if gpio is not None and name != "GP%d" % gpio:
            label += "  GPIO%d" % gpio
        wired = gpio is not None or name in ("GND", "3V3")
        body.append(_text(board_x + board_w - 8, mid + 4, label, 12, "end",
                          "#000" if wired else "#888"))  # fmt: skip
        if wired:
            body.append(_line(board_x + board_w, mid, part_x, mid, colour or "#000", 2.5))
        else:
            body.append(_text(board_x + board_w + 10, mid + 4, "not on a GPIO: " + (name or ""),
                              11, colour="#888"))  # fmt: skip
        body.append(_text(part_x + 8, mid + 4, part_pin, 12))
        if part.startswith("Panel"):
            # The switch: its other contact to the panel's common GND wire.
            sx = part_x + part_w - 70
            body.append(_circle(sx, mid, 3, "#fff", "#000", 1))
            body.append(_line(sx + 3, mid, sx + 25, mid - 8, "#000", 1.5))
            body.append(_circle(sx + 28, mid, 3, "#fff", "#000", 1))
            body.append(_line(sx + 31, mid, gnd_x, mid, WIRE_COLOURS["GND"], 1.5))
        y += row_h
    board_bottom = y + 10
    body.insert(2, _rect(board_x, top - 10, board_w, board_bottom - top, "#eef6ee", "#2e7d32", 2,
                         8))  # fmt: skip
    body.insert(3, _text(board_x + 4, top - 14, board["name"], 13, weight="bold",
                         colour="#2e7d32"))  # fmt: skip
    for part, first, last in groups:
        body.append(_rect(part_x, first, part_w, last - first + row_h, "none", "#333", 1.5, 6))
        body.append(_text(part_x + 4, first - 5, part, 12, colour="#333", weight="bold"))
    panel_rows = [g for g in groups if g[0].startswith("Panel")]
    if panel_rows:
        # The panels' common GND wire, back round to a GND pin on the board.
        first = panel_rows[0][1] + row_h / 2
        bottom = board_bottom + 30
        mid = board_x + board_w / 2
        for x1, y1, x2, y2 in ((gnd_x, first, gnd_x, bottom), (gnd_x, bottom, mid, bottom),
                               (mid, bottom, mid, board_bottom)):  # fmt: skip
            body.append(_line(x1, y1, x2, y2, WIRE_COLOURS["GND"], 3))
        body.append(_text(mid + 8, bottom - 6, "panel GND, daisy-chained: " + GND_PINS.get(
            board["name"], "any GND pin"), 12, weight="bold"))  # fmt: skip
        board_bottom = bottom
    return _svg(940, max(height, board_bottom + 30), body)


# --- the battery options' wiring ----------------------------------------------------------------
def _diode(x, y, colour="#000"):
    """A diode symbol pointing right (anode at x, cathode at x + 24), on the line at y."""
    return [
        '<path d="M %s %s L %s %s L %s %s Z" fill="%s"/>' % (
            _num(x + 4), _num(y - 7), _num(x + 4), _num(y + 7), _num(x + 18), _num(y), colour),
        _line(x + 18, y - 7, x + 18, y + 7, colour, 2),
        _line(x, y, x + 4, y, colour, 2),
        _line(x + 18, y, x + 24, y, colour, 2),
    ]  # fmt: skip


def _switch(x, y, colour="#000"):
    """A switch symbol, open, from x to x + 30 on the line at y."""
    return [_circle(x + 3, y, 3, "#fff", colour, 1.2), _line(x + 6, y, x + 25, y - 9, colour, 2),
            _circle(x + 27, y, 3, "#fff", colour, 1.2)]  # fmt: skip


def power_rows(board):
    """(what, board pin label) of the board pins a battery build touches, and the on-board
    sensing the gauge reads (from the pin map's ``power``)."""
    gauge = board["power"]
    vsys_gpio = pins.gpio_number(board, gauge["vsys"])
    return {
        "vbus": board_pin_label(board, "VBUS"),
        "vsys": board_pin_label(board, "VSYS"),
        "gnd": board_pin_label(board, "GND"),
        "sense_vsys": "%s = GPIO%d (ADC%d)" % (gauge["vsys"], vsys_gpio, vsys_gpio - 26),
        "sense_vbus": "%s = GPIO%d" % (gauge["vbus"], pins.gpio_number(board, gauge["vbus"])),
    }  # fmt: skip


def power_svg(board):
    """The two battery options on VSYS through a Schottky diode, and what the gauge reads."""
    r = power_rows(board)
    red, black, grey = WIRE_COLOURS["3V3"], WIRE_COLOURS["GND"], "#666"
    body = [
        _text(30, 30, "Battery power: " + board["name"], 20, weight="bold"),
        _text(30, 52, "generated from firmware/lib/spit/console/device/pins.py; after the Pico "
              "datasheet, \"Powering Pico\": a second supply into VSYS through its own Schottky "
              "diode", 12,
              colour="#555"),
        _rect(30, 80, 300, 330, "#eef6ee", "#2e7d32", 2, 8),
        _text(34, 76, board["name"], 13, weight="bold", colour="#2e7d32"),
        _text(50, 110, "on the board already:", 12, weight="bold"),
        _text(50, 132, "USB 5 V (VBUS) -> D1 Schottky -> VSYS", 12),
        _text(50, 154, "VSYS -> 200k/100k -> " + r["sense_vsys"], 12),
        _text(50, 176, "VBUS -> divider -> " + r["sense_vbus"], 12),
        _text(50, 198, "VSYS -> buck-boost -> 3V3 (1.8-5.5 V in)", 12),
        _text(50, 230, "the gauge reads VSYS / 3 and USB;", 12, colour=grey),
        _text(50, 248, "3V3_EN (pin 37): leave it unconnected", 12, colour=grey),
    ]  # fmt: skip
    pin_y = {"vbus": 330, "vsys": 362, "gnd": 394}
    for key, y in pin_y.items():
        body.append(_text(322, y + 4, r[key], 12, "end", weight="bold"))
    # Option A: 3 x AA, the holder's switch, the diode, VSYS.
    ax, ay = 520, 110
    body += [_text(ax, ay - 20, "A: 3 x AA (alkaline or NiMH) in a holder with a switch", 13,
                   weight="bold"),  # fmt: skip
             _rect(ax, ay, 120, 70, "#fdf6e3", "#333", 1.5, 6),
             _text(ax + 60, ay + 30, "3 x AA", 14, "middle", weight="bold"),
             _text(ax + 60, ay + 50, "3.0-4.8 V", 11, "middle", colour=grey)]  # fmt: skip
    body += _switch(ax + 140, ay + 20, red)
    body += [_line(ax + 120, ay + 20, ax + 140, ay + 20, red, 2.5)]
    body += _diode(ax + 190, ay + 20, red)
    body += [_text(ax + 202, ay + 5, "1N5817", 11, "middle"),
             _line(ax + 170, ay + 20, ax + 190, ay + 20, red, 2.5),
             _line(ax + 214, ay + 20, 900, ay + 20, red, 2.5),
             _line(900, ay + 20, 900, pin_y["vsys"], red, 2.5),
             _line(ax + 120, ay + 55, 880, ay + 55, black, 2.5),
             _line(880, ay + 55, 880, pin_y["gnd"], black, 2.5)]  # fmt: skip
    # Option B: a LiPo, its charger fed from VBUS, a switch, the diode, VSYS.
    bx, by = 420, 215
    body += [_text(bx, by - 20, "B: 1-cell LiPo with a charger board (charges while USB is in)",
                   13, weight="bold"),  # fmt: skip
             _rect(bx, by, 110, 60, "#fdf6e3", "#333", 1.5, 6),
             _text(bx + 55, by + 28, "LiPo 1S", 14, "middle", weight="bold"),
             _text(bx + 55, by + 46, "3.0-4.2 V", 11, "middle", colour=grey),
             _rect(bx + 150, by - 5, 130, 120, "#e8f0fb", "#333", 1.5, 6),
             _text(bx + 215, by + 15, "charger", 13, "middle", weight="bold"),
             _text(bx + 158, by + 40, "BAT", 11), _text(bx + 158, by + 95, "IN (5 V)", 11),
             _text(bx + 272, by + 40, "OUT/BAT", 11, "end"),
             _line(bx + 110, by + 35, bx + 150, by + 35, red, 2.5),
             _line(bx + 110, by + 52, bx + 150, by + 52, black, 2.5),
             _line(330, pin_y["vbus"], bx + 130, pin_y["vbus"], "#e67e22", 2.5),
             _line(bx + 130, pin_y["vbus"], bx + 130, by + 91, "#e67e22", 2.5),
             _line(bx + 130, by + 91, bx + 150, by + 91, "#e67e22", 2.5),
             _text(bx + 10, pin_y["vbus"] - 6, "VBUS feeds the charger", 11,
                   colour="#e67e22")]  # fmt: skip
    body += [_line(bx + 280, by + 35, bx + 300, by + 35, red, 2.5)]
    body += _switch(bx + 300, by + 35, red)
    body += [_line(bx + 330, by + 35, bx + 350, by + 35, red, 2.5)]
    body += _diode(bx + 350, by + 35, red)
    body += [_line(bx + 374, by + 35, 900, by + 35, red, 2.5)]
    body += [_line(330, pin_y["vsys"], 900, pin_y["vsys"], red, 3),
             _text(600, pin_y["vsys"] - 6, "VSYS: A or B, never both", 12, colour=red,
                   weight="bold"),  # fmt: skip
             _line(330, pin_y["gnd"], 880, pin_y["gnd"], black, 3),
             _line(bx + 215, by + 115, bx + 215, pin_y["gnd"], black, 2.5)]  # fmt: skip
    notes = (
        "With USB in, VSYS is VBUS less D1 (~4.7 V): above any pack less its diode, so USB runs "
        "the console and the pack rests.",
        "The diode stops a pack feeding back into USB; the gauge adds its drop (~0.3 V at "
        "100 mA) back. Set the battery setting to the chemistry.",
    )
    for i, note in enumerate(notes):
        body.append(_text(30, 440 + 20 * i, note, 12, colour="#333"))
    return _svg(940, 490, body)


# --- the top view: two mirrored panels and the screen between them -----------------------------
def button_positions():
    """(key, x, y) of every button centre in mm, top view; A along the bottom edge, B the top.

    B's panel is A's turned 180 degrees about the console's centre, so a player's left is the
    other's right: B's ``L`` sits above A's ``R``.
    """
    spots = []
    cx = WIDTH / 2
    for player in (0, 1):
        sign = 1 if player == 0 else -1  # B's left-to-right runs the other way across the page
        row1_y = PANEL_DEPTH + SCREEN_BAND + ROW1 if player == 0 else PANEL_DEPTH - ROW1
        row2_y = PANEL_DEPTH + SCREEN_BAND + ROW2 if player == 0 else PANEL_DEPTH - ROW2
        for slot, button in enumerate(ROW1_BUTTONS):
            x = cx + sign * (slot - (len(ROW1_BUTTONS) - 1) / 2) * PITCH
            spots.append((panel.key(player, button), x, row1_y))
        spots.append((panel.key(player, SPIT_BUTTON), cx, row2_y))
    return sorted(spots)


def _console_outline(body):
    """The plate, the screen band, the window and the TFT module (shared by the drawings)."""
    body.append(_rect(0, 0, WIDTH, DEPTH, "#f7f3ea", "#000", 0.8, 6))
    body.append(_rect(0, PANEL_DEPTH, WIDTH, SCREEN_BAND, "#ecebe6", "#999", 0.3, dash="2 2"))
    mx, my = (WIDTH - MODULE_W) / 2, PANEL_DEPTH + (SCREEN_BAND - MODULE_H) / 2
    body.append(_rect(mx, my, MODULE_W, MODULE_H, "none", "#999", 0.4, dash="3 1.5"))
    wx, wy = (WIDTH - WINDOW_W) / 2, PANEL_DEPTH + (SCREEN_BAND - WINDOW_H) / 2
    body.append(_rect(wx, wy, WINDOW_W, WINDOW_H, "#20252b", "#000", 0.6))
    return wx, wy


def panels_svg():
    """The two mirrored panels and the screen between them, with button and screen dimensions."""
    margin = 28.0
    body = []
    wx, wy = _console_outline(body)
    names = button_names()
    cy = PANEL_DEPTH + SCREEN_BAND / 2
    body.append(_text(WIDTH / 2, cy - 8, "screen 320x240", 4, "middle", "#ddd"))
    body.append(_text(WIDTH / 2, cy + 16, "A reads this way up", 3.2, "middle", "#aaa"))
    body.append(_text(WIDTH / 2, cy - 16, "B reads this way up", 3.2, "middle", "#aaa", 180))
    body.append(_text(wx + 3, cy + 6, "pile 0", 3.2, colour="#9cf"))
    body.append(_text(wx + WINDOW_W - 3, cy + 6, "pile 1", 3.2, "end", "#fc9"))
    for key, x, y in button_positions():
        player, button = panel.player_of(key), panel.button_of(key)
        colour = PLAYER_COLOURS[player]
        turn = 180 if player == 1 else None  # B's labels face B
        if button == SPIT_BUTTON:
            body.append(_circle(x, y, SPIT_CLEAR / 2, "none", "#bbb", 0.3, dash="2 1.5"))
        body.append(_circle(x, y, BUTTON_BEZEL / 2, "#fff", colour, 0.8))
        body.append(_circle(x, y, BUTTON_HOLE / 2, "none", colour, 0.35, dash="1.5 1"))
        body.append(_text(x, y + 1.5 if turn is None else y - 1.5, names[button], 6, "middle",
                          colour, turn, "bold"))  # fmt: skip
        sub = "%s key %d" % (PLAYER_NAMES[player], key)
        body.append(_text(x, y + 7 if turn is None else y - 7, sub, 3, "middle", "#555", turn))
    body.append(_text(WIDTH / 2, DEPTH + 7, "player A sits here", 4.5, "middle", "#1f6fd1",
                      weight="bold"))  # fmt: skip
    body.append(_text(WIDTH / 2, -3, "player B sits here", 4.5, "middle", "#d1501f", 180, "bold"))
    # The mirror, spelled out: the same end of the console is A's R and B's L.
    _, rx, ry = next(s for s in button_positions() if s[0] == panel.key(0, panel.R))
    _, lx, ly = next(s for s in button_positions() if s[0] == panel.key(1, panel.L))
    body.append(_line(rx, ry - BUTTON_BEZEL / 2, lx, ly + BUTTON_BEZEL / 2, "#888", 0.4, "1 1"))
    body.append(_text(rx + 3, cy + 2, "A's R = B's L", 3.2, "middle", "#555", -90))
    _, lx, ly = next(s for s in button_positions() if s[0] == panel.key(0, panel.L))
    _, rx, ry = next(s for s in button_positions() if s[0] == panel.key(1, panel.R))
    body.append(_line(lx, ly - BUTTON_BEZEL / 2, rx, ry + BUTTON_BEZEL / 2, "#888", 0.4, "1 1"))
    body.append(_text(lx - 3, cy, "A's L = B's R", 3.2, "middle", "#555", 90))
    # Dimensions: the overall plate, the button pitch, the hole, the rows, the window.
    a_row = [s for s in button_positions() if s[0] < 8 and s[0] != SPIT_BUTTON]
    a_row.sort(key=lambda s: s[1])
    x0, x1, y1 = a_row[0][1], a_row[1][1], a_row[0][2]
    body += _dimension(0, DEPTH, WIDTH, DEPTH, "%s" % _num(WIDTH), 15)
    body += _dimension(WIDTH, 0, WIDTH, DEPTH, "%s" % _num(DEPTH), 14)
    body += _dimension(WIDTH, DEPTH - PANEL_DEPTH, WIDTH, DEPTH, _num(PANEL_DEPTH), 4, 3.2)
    body += _dimension(WIDTH, PANEL_DEPTH, WIDTH, PANEL_DEPTH + SCREEN_BAND,
                       "%s" % _num(SCREEN_BAND), 4, 3.2)  # fmt: skip
    body += _dimension(x0, y1, x1, y1, "pitch %s" % _num(PITCH), -22, 3.2)
    body += _dimension(x0 - BUTTON_HOLE / 2, y1, x0 + BUTTON_HOLE / 2, y1,
                       "hole \u00d8%s" % _num(BUTTON_HOLE), 24, 3.2)  # fmt: skip
    body += _dimension(0, PANEL_DEPTH + SCREEN_BAND, 0, y1, _num(ROW1), -6, 3.2)
    _, sx, sy = next(s for s in button_positions() if s[0] == SPIT_BUTTON)
    body += _dimension(0, PANEL_DEPTH + SCREEN_BAND, 0, sy, _num(ROW2), -16, 3.2)
    body += _dimension(wx, wy, wx + WINDOW_W, wy, "window %s" % _num(WINDOW_W), -3, 3)
    body += _dimension(wx + WINDOW_W, wy, wx + WINDOW_W, wy + WINDOW_H, _num(WINDOW_H), 4, 3)
    legend = (
        "mm. Solid ring: %s mm bezel; dashed: %s mm mounting hole (check your button's datasheet). "
        "Dotted circle at SPIT: %s mm clear for an optional big button." % (
            _num(BUTTON_BEZEL), _num(BUTTON_HOLE), _num(SPIT_CLEAR))
    )  # fmt: skip
    body.append(_text(0, DEPTH + 26, legend, 3.4, colour="#333"))
    return _wrap_mm(body, margin)


def _wrap_mm(body, margin):
    """Place a drawing in mm with a margin round it (dimension lines live in the margin)."""
    width, height = WIDTH + 2 * margin, DEPTH + 2 * margin + 6
    inner = ['<g transform="translate(%s %s)">' % (_num(margin), _num(margin))] + body + ["</g>"]
    return _svg(width, height, inner, unit="mm")


# --- the enclosure: a dimensioned sketch and an OpenSCAD model of the same numbers --------------
def enclosure_svg():
    """Top view with holes and the side view with the heights: what to cut."""
    margin = 28.0
    body = []
    _console_outline(body)
    for _key, x, y in button_positions():
        body.append(_circle(x, y, BUTTON_HOLE / 2, "#fff", "#000", 0.5))
        body.append(_text(x, y + 1.2, "\u00d8" + _num(BUTTON_HOLE), 3, "middle", "#555"))
    for x, y in _corner_holes():
        body.append(_circle(x, y, CORNER_HOLE / 2, "#fff", "#000", 0.4))
    body += _dimension(0, DEPTH, WIDTH, DEPTH, _num(WIDTH), 12)
    body += _dimension(WIDTH, 0, WIDTH, DEPTH, _num(DEPTH), 12)
    body += _dimension(0, 0, CORNER_INSET, 0, _num(CORNER_INSET), -4, 3)
    body.append(
        _text(CORNER_INSET + 3, -3, "4 x M3 (\u00d8%s)" % _num(CORNER_HOLE), 3, colour="#c00")
    )
    # Hole centres from the left edge and from A's edge (B's are the same, turned round).
    row = sorted(s for s in button_positions() if s[0] < 8 and s[0] != SPIT_BUTTON)
    xs = sorted(x for _k, x, _y in row)
    y_row = row[0][2]
    _, sx, sy = next(s for s in button_positions() if s[0] == SPIT_BUTTON)
    body += _dimension(0, y_row, xs[0], y_row, _num(xs[0]), -22, 3.2)
    body += _dimension(xs[0], y_row, xs[1], y_row, "pitch " + _num(PITCH), -22, 3.2)
    body += _dimension(sx, sy, sx, DEPTH, _num(DEPTH - sy), 24, 3.2)
    body += _dimension(0, y_row, 0, DEPTH, _num(DEPTH - y_row), -6, 3.2)
    wx, wy = (WIDTH - WINDOW_W) / 2, PANEL_DEPTH + (SCREEN_BAND - WINDOW_H) / 2
    body += _dimension(0, wy + WINDOW_H, wx, wy + WINDOW_H, _num(wx), 6, 3.2)
    body += _dimension(wx, wy, wx + WINDOW_W, wy, "window " + _num(WINDOW_W), -3, 3.2)
    below = DEPTH - wy - WINDOW_H
    body += _dimension(wx + WINDOW_W, wy + WINDOW_H, wx + WINDOW_W, DEPTH, _num(below), 30, 3.2)
    body += _dimension(wx + WINDOW_W, wy, wx + WINDOW_W, wy + WINDOW_H, _num(WINDOW_H), 4, 3.2)
    body.append(_text(WIDTH / 2, wy - 8, "TFT module (~%s x %s) under the plate, dashed" % (
        _num(MODULE_W), _num(MODULE_H)), 3, "middle", "#555"))  # fmt: skip
    # The battery bay on the floor (seen through the plate) and the switch slot beside it.
    bay_y = (DEPTH - BAY_D) / 2
    body.append(_rect(BAY_X, bay_y, BAY_W, BAY_D, "none", "#2e7d32", 0.5, dash="2 1"))
    body.append(_text(BAY_X + BAY_W / 2, bay_y + BAY_D + 4, "battery bay %s x %s (floor)" % (
        _num(BAY_W), _num(BAY_D)), 3, "middle", "#2e7d32"))  # fmt: skip
    body.append(_rect(WIDTH - WALL, DEPTH / 2 - SWITCH_W / 2, WALL, SWITCH_W, "#2e7d32", "none"))
    body.append(_text(WIDTH + 2, DEPTH / 2 + 10, "switch slot", 3, colour="#2e7d32"))
    # Side view under the top view: the wall height and the depth a button needs.
    side_y = DEPTH + 36
    body.append(_text(0, side_y - 4, "side view (from A's edge)", 4, colour="#333"))
    body.append(_rect(0, side_y, WIDTH, HEIGHT, "#f7f3ea", "#000", 0.8))
    body.append(_rect(0, side_y, WIDTH, WALL, "#d9cfb8", "#000", 0.4))
    for key, x, _y in button_positions():
        if key < 8 and key != SPIT_BUTTON:
            body.append(_rect(x - 12, side_y + WALL, 24, 38, "none", "#777", 0.3, dash="1.5 1"))
    body += _dimension(WIDTH, side_y, WIDTH, side_y + HEIGHT, _num(HEIGHT), 12)
    body.append(_text(4, side_y + WALL + 44, "button body + microswitch: about 38 mm under the top",
                      3.2, colour="#555"))  # fmt: skip
    body.append(_rect(BAY_X, side_y + HEIGHT - WALL - BAY_H, BAY_W, BAY_H, "none", "#2e7d32", 0.4,
                      dash="2 1"))  # fmt: skip
    body.append(_text(BAY_X + BAY_W / 2, side_y + HEIGHT - WALL - BAY_H - 2, "battery bay, "
                      "%s high" % _num(BAY_H), 3, "middle", "#2e7d32"))  # fmt: skip
    body.append(_text(0, side_y + HEIGHT + 10, "mm; %s mm plate; USB hole on a short side by the "
                      "board, the switch slot on the other" % _num(WALL), 3.4,
                      colour="#333"))  # fmt: skip
    width, height = WIDTH + 2 * margin, DEPTH + HEIGHT + 2 * margin + 50
    inner = ['<g transform="translate(%s %s)">' % (_num(margin), _num(margin))] + body + ["</g>"]
    return _svg(width, height, inner, unit="mm")


def _corner_holes():
    c = CORNER_INSET
    return ((c, c), (WIDTH - c, c), (c, DEPTH - c), (WIDTH - c, DEPTH - c))


_SCAD_MODULES = """module top() {
  difference() {
    cube([W, D, wall]);
    for (b = buttons)
      translate([b[0], b[1], -1]) cylinder(d = hole, h = wall + 2, $fn = 64);
    translate([(W - window[0]) / 2, (D - window[1]) / 2, -1])
      cube([window[0], window[1], wall + 2]);
    for (x = [inset, W - inset], y = [inset, D - inset])
      translate([x, y, -1]) cylinder(d = screw, h = wall + 2, $fn = 24);
  }
}
module box() {
  difference() {
    cube([W, D, H - wall]);
    translate([wall, wall, wall]) cube([W - 2 * wall, D - 2 * wall, H]);
    translate([-1, D / 2 - 6, wall + 6]) cube([wall + 2, 12, 8]);  // USB cable
    translate([W - wall - 1, D / 2 - switch[0] / 2, wall + 6])  // the power switch
      cube([wall + 2, switch[0], switch[1]]);
  }
  // the battery bay: a low frame on the floor that holds the pack (glue or screw it in)
  translate([bay[0], (D - bay[1]) / 2, wall]) difference() {
    cube([bay_w, bay[1], 6]);
    translate([2, 2, -1]) cube([bay_w - 4, bay[1] - 4, 8]);
  }
}
if (part != "box") translate([0, 0, part == "top" ? 0 : H - wall]) top();
if (part != "top") box();"""


def enclosure_scad():
    """An OpenSCAD model: a top plate with every hole and an open box under it."""
    names = button_names()
    lines = [
        "// generated by python -m host_tools.hwdocs from spit.console.device.pins: "
        "edit the generator",
        '// Spit console enclosure: top plate (part="top") and box (part="box"), mm.',
        'part = "both"; // "top", "box" or "both"',
        "W = %s; D = %s; H = %s; wall = %s;" % tuple(_num(v) for v in (WIDTH, DEPTH, HEIGHT, WALL)),
        "hole = %s; window = [%s, %s]; screw = %s; inset = %s;"
        % tuple(_num(v) for v in (BUTTON_HOLE, WINDOW_W, WINDOW_H, CORNER_HOLE, CORNER_INSET)),
        "bay = [%s, %s]; bay_w = %s; switch = [%s, %s];  // battery bay (x, depth), its width; "
        "switch slot" % tuple(_num(v) for v in (BAY_X, BAY_D, BAY_W, SWITCH_W, SWITCH_H)),
        "buttons = [  // [x, y, key, name]; A sits at y = 0, B at y = D",
    ]
    for key, x, y in button_positions():
        label = PLAYER_NAMES[panel.player_of(key)] + " " + names[panel.button_of(key)]
        lines.append('  [%s, %s, %d, "%s"],' % (_num(x), _num(DEPTH - y), key, label))
    lines += [
        "];",
        _SCAD_MODULES,
        "",
    ]  # fmt: skip
    return "\n".join(lines)


# --- BOM ---------------------------------------------------------------------------------------
def bom_csv():
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(("part", "quantity", "example part numbers", "rough cost each USD", "note"))
    for part, qty, example, cost, note in BOM:
        writer.writerow((part, qty, example, "%.2f" % cost, note))
    for option, part, qty, example, cost, note in POWER_BOM:
        writer.writerow((part, qty, example, "%.2f" % cost, "battery option %s: %s" % (
            option if option != "both" else "AA or LiPo", note)))  # fmt: skip
    return out.getvalue()


def power_bom_table():
    """The battery options' parts, with what each option adds to the build."""
    lines = ["| option | part | qty | example part numbers | ~cost each | note |",
             "|---|---|---|---|---|---|"]  # fmt: skip
    totals = dict.fromkeys(BATTERY_OPTIONS, 0.0)
    for option, part, qty, example, cost, note in POWER_BOM:
        for name in totals:
            if option in (name, "both"):
                totals[name] += qty * cost
        shown = "AA or LiPo" if option == "both" else option
        lines.append("| %s | %s | %d | %s | $%.2f | %s |" % (shown, part, qty, example, cost, note))
    lines.append("")
    adds = " or ".join("$%.0f (%s)" % (totals[k], BATTERY_OPTIONS[k]) for k in BATTERY_OPTIONS)
    lines.append("A battery adds about %s to the build." % adds)
    return "\n".join(lines)


def bom_table():
    lines = ["| part | qty | example part numbers | ~cost each | note |", "|---|---|---|---|---|"]
    total = 0.0
    for part, qty, example, cost, note in BOM:
        total += qty * cost
        lines.append("| %s | %s | %s | $%.2f | %s |" % (part, qty or "alt.", example, cost, note))
    lines.append("")
    lines.append("Rough total for the default build: about $%.0f (prices vary a lot)." % total)
    return "\n".join(lines)


# --- README blocks and the file set ------------------------------------------------------------
def readme_blocks():
    """Generated blocks of hardware/README.md, by marker name."""
    blocks = {"bom": bom_table(), "bom-power": power_bom_table()}
    for board in pins.BOARDS:
        blocks["wiring-" + board_slug(board)] = wiring_table(board)
    return blocks


def fill_readme(text):
    """``text`` with every ``<!-- BEGIN name -->...<!-- END name -->`` block regenerated."""
    for name, block in readme_blocks().items():
        begin, end = "<!-- BEGIN %s -->" % name, "<!-- END %s -->" % name
        start = text.find(begin)
        stop = text.find(end)
        if start < 0 or stop < start:
            raise ValueError("hardware/README.md lacks the %s ... %s markers" % (begin, end))
        text = text[: start + len(begin)] + "\n" + block + "\n" + text[stop:]
    return text


def generated(readme_text):
    """Every generated file: {path relative to hardware/: text}."""
    files = {
        README: fill_readme(readme_text),
        "bom.csv": bom_csv(),
        "panels.svg": panels_svg(),
        "enclosure.svg": enclosure_svg(),
        "enclosure.scad": enclosure_scad(),
    }
    for board in pins.BOARDS:
        files["wiring-%s.svg" % board_slug(board)] = wiring_svg(board)
        if board.get("power"):
            files["power-%s.svg" % board_slug(board)] = power_svg(board)
    return files


def stale(hardware=None):
    """Names of generated files in ``hardware`` that differ from what the pin map gives."""
    hardware = hardware or HARDWARE
    readme = (hardware / README).read_text(encoding="utf-8")
    out = []
    for name, text in sorted(generated(readme).items()):
        path = hardware / name
        if not path.exists() or path.read_text(encoding="utf-8") != text:
            out.append(name)
    return out


def write(out_dir, readme_text):
    out_dir.mkdir(parents=True, exist_ok=True)
    for name, text in sorted(generated(readme_text).items()):
        (out_dir / name).write_text(text, encoding="utf-8")


def main(argv=None):
    parser = argparse.ArgumentParser(
        prog="python -m host_tools.hwdocs",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--check", action="store_true", help="exit 1 if any file is stale")
    parser.add_argument("--out", type=Path, help="write into this folder instead of hardware/")
    args = parser.parse_args(argv)
    try:
        readme = (HARDWARE / README).read_text(encoding="utf-8")
        if args.check:
            old = stale(HARDWARE)
            for name in old:
                print("stale: hardware/%s (run python -m host_tools.hwdocs)" % name,
                      file=sys.stderr)  # fmt: skip
            return 1 if old else 0
        write(args.out or HARDWARE, readme)
    except (OSError, ValueError) as err:
        print("hwdocs: %s" % err, file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
