# SPDX-License-Identifier: MIT
"""`--report`'s press_to_screen: from each key-down P line's raw press time (t - delay) to the
end of the first refresh after the frame that wrote it; press_to_screen_play leaves out the
frames that changed the page (they wrote a phase M line)."""

from host_tools.pico import report
from host_tools.spitlog import lines

ZERO = 1000


def _line(tag, t, *fields):
    body = ("%s 0 %d " % (tag, t) + " ".join(str(f) for f in fields)).encode()
    return lines.parse(body + b" *%04x" % lines.fletcher16(body, 0, len(body)))


class _Result:
    zero_ticks = ZERO


def test_each_press_is_timed_from_its_own_stamp_to_the_refresh_that_showed_it():
    refreshes = [0.0, 25.0, 50.0, 80.0, 130.0]
    log = [
        (20.0, _line("P", ZERO + 12, 0, 0, 1, 0, 2, 0, 0, -1, 0)),  # pressed at 12, shown at 25
        (21.0, _line("P", ZERO + 14, 0, 0, 0, 0, 2, 0, 0, -1, 0)),  # its release: not a press
        (60.0, _line("P", ZERO + 240, 1, 7, 1, 0, 1, 0, 0, -1, 200)),  # B +200 ms: raw 40
        (100.0, _line("P", ZERO + 95, 0, 7, 1, 0, -1, 0, 0, -1, 0)),  # dealt on: a new page
        (101.0, _line("M", ZERO + 95, "game")),
    ]
    every, play = report.press_to_screen(_Result(), log, refreshes)
    assert every == [13.0, 40.0, 35.0]
    assert play == [13.0, 40.0]
