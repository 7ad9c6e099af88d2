# SPDX-License-Identifier: MIT
"""Code only one phase needs is let go when that phase ends (on the device: spit.screen.forget).

On CPython modules cost little and stay loaded (spit.screen.KEEP_MODULES), so these tests take
the device's path by turning that off in the run.
"""

import sys

from simkit import presses, simulate

A_P1, A_P4, A_SPIT, B_SPIT = 0, 3, 7, 15


def test_the_hardware_test_code_goes_when_the_test_ends():
    seen = []

    def watch(sim):
        sys.modules["spit.screen"].KEEP_MODULES = False  # the device's path (each power-on)
        app = sys.modules["spit.console.flow.app"].current
        if app is not None:
            seen.append(
                (
                    app.phase,
                    "spit.console.device.hwtest" in sys.modules
                    or "spit.console.device.pins" in sys.modules,
                )
            )

    # title -> Settings -> up twice to "Hardware test" -> in; B's SPIT three times -> out
    events = presses((300, A_P4), (600, A_SPIT), (900, A_P1), (1200, A_P1), (1500, A_SPIT))
    events += presses((2500, B_SPIT), (2800, B_SPIT), (3100, B_SPIT))
    try:
        run = simulate(sorted(events, key=lambda e: e.t), until_ms=4000, on_frame=watch)
    finally:
        screen = sys.modules.get("spit.screen")
        if screen is not None:
            screen.KEEP_MODULES = True
    m = run.appmod
    assert (m.HWTEST, True) in seen, "the hardware test never ran"
    assert run.app.phase == m.SETTINGS and run.app.stage.hwtest is None
    after = seen[[phase for phase, _ in seen].index(m.HWTEST) :]
    back = [loaded for phase, loaded in after if phase == m.SETTINGS]
    assert back and not any(back), (
        "spit.console.device.hwtest still loaded on the settings menu after the test"
    )


def _taps(*specs):
    # presses from (ms, key) or (ms, key, hold_ms)
    events = []
    for spec in specs:
        events += presses(spec[:2], hold=spec[2] if len(spec) > 2 else 40)
    return events


def _watch_modules(events, until_ms, names, also=None):
    # (phase, {name: loaded}) every frame, on the device's path (modules really dropped)
    seen = []

    def watch(sim):
        sys.modules["spit.screen"].KEEP_MODULES = False
        app = sys.modules["spit.console.flow.app"].current
        if app is not None:
            seen.append((app.phase, {n: n in sys.modules for n in names}))
            if also is not None:
                also(sim)

    try:
        run = simulate(sorted(events, key=lambda e: e.t), until_ms=until_ms, on_frame=watch)
    finally:
        screen = sys.modules.get("spit.screen")
        if screen is not None:
            screen.KEEP_MODULES = True
    return run, seen


def test_the_menu_code_goes_during_play_and_comes_back_for_the_pause_menu():
    # title: SPIT plays; both call spit; A holds SPIT 2.3 s: pause; SPIT resumes; P4 + SPIT quits
    events = _taps((300, A_SPIT), (1500, A_SPIT), (1500, B_SPIT), (2500, A_SPIT, 2300))
    events += _taps((5500, A_SPIT), (6500, A_SPIT, 2300), (9500, A_P4), (9800, A_SPIT))
    run, seen = _watch_modules(events, 11000, ("spit.console.flow.menu",))
    m = run.appmod
    phases = [phase for phase, _ in seen]
    assert m.PAUSE in phases and phases.count(m.PAUSE) < len(phases), "no pause in the game"
    in_play = [loaded["spit.console.flow.menu"] for phase, loaded in seen if phase == m.GAME]
    assert in_play and not any(in_play), "spit.console.flow.menu loaded during play"
    assert all(
        loaded["spit.console.flow.menu"] for phase, loaded in seen if phase in (m.PAUSE, m.TITLE)
    )
    assert run.app.phase == m.TITLE, "the pause menu's Quit did not lead back to the title"


def test_the_menus_and_makers_code_is_let_go_in_the_demo_too():
    # attract mode (a minute idle on the title) plays as a game does: no menus, no parts' makers
    names = ("spit.console.flow.menu", "spit.console.flow.parts")
    run, seen = _watch_modules([], 66000, names)
    demo = [loaded for phase, loaded in seen if phase == run.appmod.ATTRACT]
    assert demo, "no demo began"
    assert not any(any(loaded.values()) for loaded in demo[1:]), demo[-1]


def test_the_match_code_goes_when_the_game_is_quit():
    events = _taps((300, A_SPIT), (1500, A_SPIT), (1500, B_SPIT), (2500, A_SPIT, 2300))
    events += _taps((5500, A_P4), (5800, A_SPIT))
    run, seen = _watch_modules(events, 7000, ("spit.console.flow.match",))
    m = run.appmod
    assert any(phase == m.GAME and loaded["spit.console.flow.match"] for phase, loaded in seen)
    after = seen[[phase for phase, _ in seen].index(m.GAME) :]
    titles = [loaded["spit.console.flow.match"] for phase, loaded in after if phase == m.TITLE]
    assert titles and not any(titles), (
        "spit.console.flow.match still loaded on the title after the game"
    )


def test_the_settings_menu_code_goes_when_the_settings_page_is_left():
    # title -> Settings -> up once to "Back" -> SPIT: the title, the statistics and How to play
    # do without its tables (on stock they held ~2 KB of the title's heap after a visit)
    events = _taps((300, A_P4), (600, A_SPIT), (900, A_P1), (1200, A_SPIT))
    run, seen = _watch_modules(events, 2500, ("spit.console.flow.settings_menu",))
    m = run.appmod
    assert any(
        phase == m.SETTINGS and loaded["spit.console.flow.settings_menu"] for phase, loaded in seen
    )
    after = seen[[phase for phase, _ in seen].index(m.SETTINGS) :]
    titles = [
        loaded["spit.console.flow.settings_menu"] for phase, loaded in after if phase == m.TITLE
    ]
    assert titles and not any(titles), "spit.console.flow.settings_menu still loaded on the title"


PLAYERS_CODE = (
    "spit.console.flow.screens.pick",
    "spit.console.flow.initials",
    "spit.console.records.players",
    "spit.console.records.tally",
    "spit.console.flow.match_score",
    "spit.console.flow.stats_page",
    "spit.console.flow.screens.rename_player",
    "spit.console.flow.screens.delete_player",
    "spit.console.flow.screens.statistics",
)


def test_the_players_pages_code_goes_when_they_end():
    # Play; on the pick A makes a new player (New player, SPIT twice: "AAA"), B picks Guest: the
    # game. Then its pause menu's Quit, Statistics, AAA's page: P1 rename (P1 back), P5 delete
    # (No), P2: the title again. None of the pages' code may stay for a game or for the title.
    P5, P2 = 4, 1
    events = _taps((300, A_SPIT), (900, A_P4), (1100, A_SPIT), (1400, A_SPIT), (1700, B_SPIT))
    events += _taps((3000, A_SPIT, 2300), (6000, A_P4), (6300, A_SPIT))  # pause, Quit
    events += _taps((7000, A_P4), (7200, A_P4), (7400, A_SPIT), (8000, A_SPIT), (8600, A_SPIT))
    events += _taps((9200, A_P1), (9800, A_P1), (10400, P5), (11000, A_SPIT), (11600, P2))
    run, seen = _watch_modules(events, 12500, PLAYERS_CODE)
    m = run.appmod
    phases = [phase for phase, _ in seen]
    for phase in (m.PICK, m.GAME, m.STATS, m.RENAME, m.DELETE):
        assert phase in phases, (phase, sorted(set(phases)))
    assert run.app.stats.name(0) == "AAA" and run.app.phase == m.TITLE
    for phase, loaded in seen:
        if phase in (m.GAME, m.TITLE):
            assert not any(loaded.values()), (phase, [n for n, on in loaded.items() if on])


def _declared():
    # every module any screen of the table names as its own (needs) or lent (lends); the
    # screens' modules it imports go again (a later simulator run puts back what it found)
    from spit.console.flow import app as appmod

    before = set(sys.modules)
    out = set()
    for name in appmod.SCREENS:
        leaf, _, cls = appmod.SCREENS[name].partition(".")
        if leaf:
            module = __import__("spit.console.flow.screens." + leaf, fromlist=["x"])
            screen = getattr(module, cls or "Screen")
            out.update(screen.needs + screen.lends)
    for name in set(sys.modules) - before:
        del sys.modules[name]
    return out


def test_between_frames_only_what_the_screen_on_show_needs_is_loaded():
    # The loader's promise (Screen.needs, Screen.lends): after every frame, of the modules the
    # screens declare, only the needs of the screen on show are loaded. A walk through the
    # players' pages, a game with its pause, the settings and the hardware test.
    declared = tuple(sorted(_declared()))
    assert "spit.console.flow.initials" in declared and "spit.console.device.hwtest" in declared
    P5, P2 = 4, 1
    events = _taps((300, A_SPIT), (900, A_P4), (1100, A_SPIT), (1400, A_SPIT), (1700, B_SPIT))
    events += _taps((3000, A_SPIT, 2300), (6000, A_P4), (6300, A_SPIT))  # pause, Quit
    events += _taps((7000, A_P4), (7200, A_P4), (7400, A_SPIT), (8000, A_SPIT), (8600, A_SPIT))
    events += _taps((9200, A_P1), (9800, A_P1), (10400, P5), (11000, A_SPIT), (11600, P2))
    # the title -> Settings -> up twice to "Hardware test" -> in; B's SPIT three times -> out
    events += _taps((12500, A_P4), (12800, A_SPIT), (13100, A_P1), (13400, A_P1), (13700, A_SPIT))
    events += _taps((14700, B_SPIT), (15000, B_SPIT), (15300, B_SPIT))
    needs = {}

    def watch(sim):
        app = sys.modules["spit.console.flow.app"].current
        if app is not None:
            needs[app.phase] = app.screen.needs

    run, seen = _watch_modules(events, 16500, declared, watch)
    m = run.appmod
    phases = [phase for phase, _ in seen]
    for phase in (m.PICK, m.GAME, m.PAUSE, m.STATS, m.RENAME, m.DELETE, m.SETTINGS, m.HWTEST):
        assert phase in phases, (phase, sorted(set(phases)))
    for phase, loaded in seen:
        extra = [n for n, on in loaded.items() if on and n not in needs[phase]]
        assert not extra, (phase, extra)
