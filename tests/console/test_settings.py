# SPDX-License-Identifier: MIT
"""Settings: changed from either panel, they survive a power cycle and reach the game."""

from simkit import play, presses, simulate

import spit
from spit.console.flow import menu, settings_menu

A, B = 0, 8
P1, P2, P3, P4, P5, L, R, SPIT = range(8)


def _index(key):
    return [item[0] for item in settings_menu.SETTINGS].index(key)


def _down(panel, start_ms, times, gap=100):
    return [(start_ms + i * gap, panel + P5) for i in range(times)]


def test_settings_survive_power_off_and_reach_the_next_game(tmp_path):
    nvm = tmp_path / "nvm.bin"
    hc = _index("handicap_a")
    assert _index("four_color") == hc + 2
    to_back = _index("back") - _index("four_color")
    script = [(1000, A + P4), (1200, A + SPIT)]  # title -> Settings
    script += _down(A, 1400, hc)  # A walks down to "Handicap A"
    script += [(2600, A + R), (2700, A + R)]  # 0 -> 50 -> 100 ms
    script += [(2900, B + P5), (3000, B + P5)]  # B moves the same cursor: the 4-colour deck
    script += [(3200, B + SPIT)]  # on (SPIT steps a setting)
    script += _down(B, 3400, to_back)  # down to "Back"
    script += [(3500 + to_back * 100, A + SPIT)]  # back to the title: saved
    first = simulate(presses(*script), until_ms=3800 + to_back * 100, nvm=nvm)
    assert first.app.phase == first.appmod.TITLE
    assert first.app.stats.settings.handicap_a == 100
    assert first.app.stats.settings.four_color == 1
    # the power goes; a fresh boot reads the nvm file and plays by it
    second = simulate(presses(*play(800)), until_ms=1700, nvm=nvm, seed=9)  # Play, the pick
    assert second.app.stats.settings.handicap_a == 100
    assert second.app.stats.settings.four_color == 1
    g = " ".join(second.lines("G")[0])
    assert "handicap0=100" in g and "handicap1=0" in g
    assert second.app.view.sheets.four_colour
    assert second.app.race.handicap == [100, 0]


def test_unsaved_changes_are_lost_with_the_power_and_saved_ones_are_not(tmp_path):
    nvm = tmp_path / "nvm.bin"
    stocks = _index("stocks")
    go = [(1000, A + P4), (1200, A + SPIT)] + _down(A, 1400, stocks) + [(2000, A + R)]
    unsaved = simulate(presses(*go), until_ms=2500, nvm=nvm)
    assert unsaved.app.stats.settings.stocks == 4
    fresh = simulate(until_ms=500, nvm=nvm)
    assert fresh.app.stats.settings.stocks == 5  # never left the menu: not written
    n = _index("back") - stocks
    back = go + [(2200 + i * 100, A + P5) for i in range(n)]
    back += [(2400 + n * 100, A + SPIT)]  # "Back" is the last item
    saved = simulate(presses(*back), until_ms=2800 + n * 100, nvm=nvm)
    assert saved.app.phase == saved.appmod.TITLE
    again = simulate(presses((500, B + SPIT), (800, A + SPIT), (850, B + SPIT)), until_ms=1200,
                     nvm=nvm)  # fmt: skip  # B's Play, then the pick (SPIT each)
    assert again.app.stats.settings.stocks == 4
    assert again.app.stage.match.game.rules.stocks == 4


def test_every_menu_combination_makes_valid_rules():
    from spit.console.records.stats import Settings

    settings = Settings()
    m = settings_menu.SettingsMenu(settings)
    keys = ("mode", "stocks", "slap", "alternate_colors", "auto_flip", "scoring", "target",
            "speed_side")  # fmt: skip
    seen = set()
    for key in keys:
        i = _index(key)
        for _ in range(len(settings_menu.SETTINGS[i][2])):
            m.step(i, 1)
            rules = spit.Rules(**settings.rules_kwargs())
            seen.add((key, getattr(rules, key, None)))
    assert ("mode", "speed") in seen and ("stocks", 4) in seen and ("slap", False) in seen
    assert ("scoring", "points") in seen and ("alternate_colors", True) in seen
    assert ("auto_flip", False) in seen and ("speed_side", 5) in seen


def test_either_panel_drives_the_menu_and_wraps_at_the_ends():
    from spit.console.records.stats import Settings

    m = settings_menu.SettingsMenu(Settings())
    assert m.press(1, P1) == menu.MOVED and m.cursor == len(settings_menu.SETTINGS) - 1
    assert m.press(0, P5) == menu.MOVED and m.cursor == 0
    assert m.press(1, L) == menu.MOVED and m.value_text(0) == "Speed"
    assert m.press(0, R) == menu.MOVED and m.value_text(0) == "Spit"
    m.cursor = len(settings_menu.SETTINGS) - 1
    assert m.press(1, L) == menu.NOTHING  # an action has no value
    assert m.press(1, SPIT) == menu.CHOSEN and m.chosen == "back" and m.by == 1


def test_four_colours_with_alternate_colours_deal_red_and_black():
    import sys

    seen = {}

    def on_frame(sim):
        app = sys.modules["spit.console.flow.app"].current
        if app is None:
            return
        if app.phase == sys.modules["spit.console.flow.app"].TITLE:
            app.stats.settings.four_color = 1  # both on, as the settings menu may leave them
            app.stats.settings.alternate_colors = 1
        elif app.phase == sys.modules["spit.console.flow.app"].GAME:
            seen["four"] = app.view.sheets.four_colour

    simulate(presses(*play(800)), until_ms=1500, seed=4, on_frame=on_frame)
    assert seen["four"] is False  # the colour rule needs red/black: the menu says "not w/ alt."


def test_a_held_menu_button_repeats_and_stops_when_let_go():
    script = [(1000, A + P4), (1200, A + SPIT)]  # title -> Settings
    events = presses(*script) + presses((1600, A + P5), hold=1000)  # A holds "down" for 1 s
    run = simulate(sorted(events, key=lambda e: e.t), until_ms=3200)
    app = run.app
    assert app.phase == run.appmod.SETTINGS
    # the press, then a repeat at 400 ms and every 120 ms after: 400 520 640 760 880
    assert app.screen.menu.cursor == 6


def test_a_button_held_into_a_new_screen_does_not_repeat_there():
    events = presses((1000, B + P4), hold=1500)  # B: down to Settings, and he holds on
    events += presses((1300, A + SPIT))  # A opens it before B's hold repeats
    run = simulate(sorted(events, key=lambda e: e.t), until_ms=3200)
    assert run.app.phase == run.appmod.SETTINGS
    assert run.app.screen.menu.cursor == 0
