# SPDX-License-Identifier: MIT
"""The hardware test mode does what a builder checking wires relies on, on the host screen too."""

import types

import pytest

from host_tools.sim.screen import Screen
from spit.console.device import hwtest, pins
from spit.console.device.sound import Sound
from spit.console.flow import settings_menu
from spit.input import panel
from spit.screen import text
from spit.screen.text import said  # (the colours' names are words' numbers)

RED, GREEN, BLUE = (255, 0, 0), (0, 255, 0), (0, 0, 255)


def make(board_id="raspberry_pi_pico", display=None, free=123456):
    hw = types.SimpleNamespace(display=display, board_id=board_id, mem_free=lambda: free)
    sound = Sound(None)
    return hwtest.HwTest(hw, None, sound), sound


def tap(test, key, t, hold=40):
    test.press(key, True, t)
    test.press(key, False, t + hold)


def test_a_press_shows_player_button_key_and_pin():
    test, _ = make()
    test.press(2, True, 100)
    assert test.tiles[2].ground == hwtest.TILE_COLOURS[hwtest.HELD]
    assert test.last_line.text == "last: A P3  key 2  pin GP2"
    test.press(2, False, 150)
    assert test.tiles[2].ground == hwtest.TILE_COLOURS[hwtest.WORKED]
    test.press(8 + panel.L, True, 200)
    assert test.last_line.text == "last: B L  key 13  pin GP13"
    untouched = [k for k in range(16) if k not in (2, 13)]
    assert all(test.tiles[k].ground == hwtest.TILE_COLOURS[0] for k in untouched)


def test_pin_names_follow_the_board():
    test, _ = make("adafruit_feather_rp2040")
    test.press(panel.SPIT, True, 0)
    assert test.last_line.text.endswith("pin " + pins.FEATHER_RP2040["panel"][panel.SPIT])
    assert test.last_line.text.endswith("pin D4")


def test_each_button_counts_once_towards_all_sixteen():
    test, _ = make()
    t = 0
    for key in list(range(16)) * 2:  # a second round of presses adds no new buttons
        if key % 8 == panel.SPIT:
            t += 3000  # far apart, so the SPITs do not make an exit gesture
        tap(test, key, t)
        t += 100
    assert test.worked == 16
    assert test.count_line.text == "worked 16/16   presses 32"
    assert not test.done


def test_every_press_beeps_its_own_cue_once():
    test, sound = make()
    test.step(0)
    tap(test, 3, 10)
    test.step(25)
    test.step(50)
    assert (sound.played, sound.last) == (1, 3)
    tap(test, 8 + panel.R, 60)
    test.step(75)
    assert (sound.played, sound.last) == (2, panel.R)


def test_background_cycles_through_the_colours_with_their_names():
    test, _ = make()
    seen = []
    for now in range(0, 5 * hwtest.COLOUR_MS + 1, 25):
        test.step(now)
        name = test.title.text.split()[-1]
        if not seen or seen[-1][0] != name:
            seen.append((name, test.backdrop[0]))
    assert [n for n, _ in seen] == ["RED", "GREEN", "BLUE", "WHITE", "BLACK", "RED"]
    assert dict(seen) == {said(0, name): colour for name, colour in hwtest.COLOURS}


def test_figures_scan_step_loop_lag_and_free_memory():
    test, _ = make(free=98765)
    test.step(0)
    test.press(0, True, 1000)
    test.press(1, True, 1001)  # one scan later: the finest timestamp step is 1 ms
    test.press(2, True, 1005)
    test.step(1012)  # 12 ms after the first press was scanned
    text = test.stats_line.text
    assert "scan %d ms" % panel.SCAN_INTERVAL_MS in text
    assert "step seen 1 ms" in text and "lag 12 ms" in text and "loop 1012 ms" in text
    assert test.mem_line.text == "free 98765 bytes"


def test_no_memory_figure_is_said_plainly():
    hw = types.SimpleNamespace(display=None, board_id="raspberry_pi_pico", mem_free=None)
    test = hwtest.HwTest(hw, None, None)
    test.step(0)
    if not hasattr(__import__("gc"), "mem_free"):
        assert test.mem_line.text == "free: not measured here"


@pytest.mark.parametrize("start", [0, (1 << 29) - 1500])  # also across the ticks_ms wrap
def test_three_quick_presses_of_one_spit_leave(start):
    mask = (1 << 29) - 1
    test, _ = make()
    for i in range(3):
        assert not test.step((start + i * 600) & mask)
        test.press(panel.SPIT, True, (start + i * 600) & mask)
    assert test.step((start + 1300) & mask) is True


def test_slow_or_mixed_spit_presses_do_not_leave():
    test, _ = make()
    for t in (0, 700, 2800):  # the third comes too late
        tap(test, panel.SPIT, t)
    for t in (5000, 5300, 5600):  # A, B, A: not the same button
        tap(test, panel.SPIT + (8 if t == 5300 else 0), t)
    tap(test, 8 + panel.SPIT, 9000)
    tap(test, 8 + panel.P1, 9100)  # another button between breaks the count
    tap(test, 8 + panel.SPIT, 9200)
    tap(test, 8 + panel.SPIT, 9300)
    assert not test.step(9400)


def test_garbled_keys_are_ignored():
    test, _ = make()
    for key in (-1, 16, 999):
        test.press(key, True, 10)
        test.press(key, False, 20)
    test.step(30)
    assert test.presses == 0 and test.worked == 0


def test_on_the_simulated_screen_and_back():
    """Drawn on the host panel: colours as named, a held tile green; the old screen comes back."""
    with Screen(headless=True) as screen:
        import displayio

        before = displayio.Group()
        screen.display.root_group = before
        test, _ = make(display=screen.display)
        assert screen.display.root_group is test.group
        test.step(0)
        test.press(panel.P5, True, 5)
        screen.refresh()
        assert screen.pixel(316, 236) == RED  # the backdrop, clear of any text
        tile = test.tiles[panel.P5]
        x, y = tile.box[0], tile.box[1]
        r, g, b = screen.pixel(x + 1, y + 1)
        assert r < 16 and g > 140 and b < 16  # TILE_COLOURS[HELD], through RGB565
        test.step(hwtest.COLOUR_MS)
        screen.refresh()
        assert screen.pixel(316, 236) == GREEN
        test.step(2 * hwtest.COLOUR_MS)
        screen.refresh()
        assert screen.pixel(316, 236) == BLUE
        test.close()
        assert screen.display.root_group is before


def run_sim_into_hwtest(after):
    """The console in the simulator: title -> Settings -> Hardware test, then ``after`` lines.

    Returns the texts of every label on screen at the end of the run.
    """
    from host_tools.sim.run import Sim
    from host_tools.sim.script import parse
    from spit.console.flow import menu

    to_settings = [k for k, *_ in menu.TITLE].index("settings")
    to_hwtest = [k for k, *_ in settings_menu.SETTINGS].index("hwtest")
    lines, t = [], 300
    for _ in range(to_settings):
        lines.append("%d A.P4" % t)  # P4: cursor down
        t += 100
    lines.append("%d A.P3" % t)  # P3: choose
    t += 200
    for _ in range(to_hwtest):
        lines.append("%d A.P4" % t)
        t += 100
    lines.append("%d A.P3" % t)
    lines += ["%d %s" % (t + dt, what) for dt, what in after]
    end = t + (after[-1][0] if after else 0) + 300
    texts = []

    def on_frame(sim):
        del texts[:]
        if sim.screen is not None and sim.screen.display.root_group is not None:
            walk(sim.screen.display.root_group, texts)

    run_sim(Sim(headless=True, events=parse("\n".join(lines)), until_ms=end, on_frame=on_frame))
    return texts


def run_sim(sim):
    # close() puts back the modules the simulator swapped: later tests see the interpreter as it was
    try:
        sim.run()
    finally:
        sim.close()


def walk(group, out):
    """The text lines on screen, read back from the font tiles (spit.screen.text) they are made
    of."""
    for item in group:
        sheet = getattr(item, "bitmap", None)
        if (
            sheet is not None and sheet.width == text.GLYPH_W * 95
        ):  # the host's sheet: tile = cp - 32
            out.append("".join(chr(32 + item[x, 0]) for x in range(item.width)).strip())
        elif hasattr(item, "__len__"):
            walk(item, out)


def test_the_simulator_reaches_the_test_from_the_settings_menu():
    texts = run_sim_into_hwtest([(1200, "A.P1")])
    assert any(t.startswith("HARDWARE TEST   screen: ") for t in texts), texts
    assert "HARDWARE TEST   screen: GREEN" in texts  # the colours cycle there too


def test_the_simulator_routes_raw_key_edges_to_the_test():
    texts = run_sim_into_hwtest([(500, "B.L"), (800, "A.SPIT")])
    assert "last: A SPIT  key 7  pin GP7" in texts
    assert "worked 2/16   presses 2" in texts


def test_the_simulator_enters_the_test_with_b_spit_held_at_power_up_and_leaves_it():
    from host_tools.sim.run import Sim
    from host_tools.sim.script import parse

    script = "0 B.SPIT 1500\n2000 A.P2\n2400 A.SPIT\n2600 A.SPIT\n2800 A.SPIT"
    seen = []

    def on_frame(sim):
        texts = []
        if sim.screen is not None and sim.screen.display.root_group is not None:
            walk(sim.screen.display.root_group, texts)
        seen.append((sim.elapsed, texts))

    run_sim(Sim(headless=True, events=parse(script), until_ms=3300, on_frame=on_frame))
    during = [texts for t, texts in seen if 2100 <= t <= 2300]
    assert during and "last: A P2  key 1  pin GP1" in during[-1]
    assert "worked 2/16   presses 2" in during[-1]  # the held B SPIT counts: it works
    assert not any(t.startswith("HARDWARE TEST") for t in seen[-1][1])  # left after 3 SPITs
