# SPDX-License-Identifier: MIT
"""A handheld (issue 41), in the simulator: brightness, volume, idle dimming and the battery.

- The settings page's power rows change the backlight and the buzzer at once and are kept across
  a power cycle.
- Left alone, the screen dims after ``dim_min`` and goes dark after ``dark_min`` (the demo ends
  there); the press that wakes it does nothing else (a P line, result 107, no buzz) and while
  dark the loop slows and the glass is not refreshed.
- On batteries the menus show the gauge on both halves; a low battery is said between games and
  logged once; an empty one ends a game uncounted, and a save tried then is refused, on the
  screen and in the log.
"""

import sys

from simkit import play, presses, settings_nvm, simulate

from host_tools.sim.stubs import power as sim_power
from host_tools.sim.stubs.microcontroller import FlashNVM
from spit.console.device import backlight, battery, sound
from spit.console.flow import settings_menu
from spit.input import panel
from spit.screen.text import said  # (a menu's rows are words' numbers: said in English)

A, B = 0, 8
P1, P2, P3, P4, P5, L, R, SPIT = range(8)
MIN = 60000


def _index(key):
    return [item[0] for item in settings_menu.SETTINGS].index(key)


def _app():
    return sys.modules["spit.console.flow.app"].current


def _walk(panel_base, start, rows, gap=120):
    # presses of P5 (down) from ``start``: ``rows`` of them
    return [(start + i * gap, panel_base + P5) for i in range(rows)]


def test_the_power_rows_change_light_and_sound_at_once_and_survive_a_power_cycle(tmp_path):
    nvm = tmp_path / "nvm.bin"
    seen = {}

    def on_frame(sim):
        app = _app()
        if app is not None and app.phase == "settings":
            seen["duty"] = sim.screen.display.brightness  # what the glass's backlight is set to now
            seen["volume"] = app.sound.volume

    script = [(1000, A + P4), (1200, A + SPIT)]  # title -> Settings
    t = 1500
    script += _walk(A, t, _index("volume"))
    t += _index("volume") * 120 + 100
    script += [(t, A + L)]  # volume: high -> low
    t += 150
    rows = _index("brightness") - _index("volume")
    script += _walk(A, t, rows)
    t += rows * 120 + 100
    script += [(t, A + L), (t + 150, A + L)]  # brightness 5 -> 3
    t += 300
    script += [(t, A + P5), (t + 150, A + R)]  # dim: after 1 min -> 2 min
    script += [(t + 300, A + P5), (t + 450, A + R), (t + 600, A + R)]  # off: 5 -> 15 min
    script += [(t + 750, A + P5), (t + 900, A + R)]  # battery: none/USB -> 3xAA
    t += 1050
    shot = tmp_path / "settings.png"
    first = simulate(presses(*script), until_ms=t + 200, nvm=nvm, on_frame=on_frame,
                     shots={t + 100: shot})  # fmt: skip
    s = first.app.stats.settings
    assert (s.volume, s.brightness, s.dim_min, s.dark_min, s.battery) == (1, 2, 2, 15, 1)
    assert seen["duty"] == backlight.LEVELS[2] and seen["volume"] == sound.LOW  # at once
    menu = first.app.screen.menu
    shown = {menu.items[i][0]: said(0, menu.value_text(i)) for i in range(len(menu.items))}
    assert shown["brightness"] == "3" and shown["volume"] == "low"
    assert shown["dim_min"] == "after 2 min" and shown["dark_min"] == "after 15 min"
    assert shown["battery"] == "3xAA"
    # Back: saved; the power goes; the next boot is as they were left
    rows = _index("back") - _index("battery")
    back = script + _walk(A, t + 200, rows) + [(t + 300 + rows * 120, A + SPIT)]
    simulate(presses(*back), until_ms=t + 600 + rows * 120, nvm=nvm)
    again = simulate(until_ms=800, nvm=nvm)
    app = again.app
    assert (app.light.level, app.sound.volume) == (backlight.LEVELS[2], sound.LOW)
    assert (app.idle.dim_ms, app.idle.dark_ms) == (2 * MIN, 15 * MIN)
    assert app.gauge.chemistry == battery.ALKALINE_AA


def test_a_backlight_on_3v3_reads_fixed_and_cannot_be_changed():
    m = settings_menu.SettingsMenu(_settings(), fixed=True)
    i = _index("brightness")
    assert said(0, m.value_text(i)) == "fixed" and not m.applies(i)
    assert not m.step(i, 1) and m.target.brightness == backlight.DEFAULT_STEP


def _settings():
    from spit.console.records.stats import Settings

    return Settings()


def _light_log(run):
    return [" ".join(f) for f in run.lines("M") if f[:1] == ["screen"]]


def test_left_alone_the_title_dims_then_goes_dark_and_a_press_only_wakes_it(tmp_path):
    marks = {}

    def on_frame(sim):
        app = _app()
        if app is None:
            return
        marks.setdefault(app.light.mode, (sim.elapsed, sim.screen.display.brightness, app.phase))
        if app.light.mode == backlight.AWAKE and backlight.DARK in marks:
            marks["woke"] = sim.screen.display.brightness
        if app.dark:
            marks.setdefault("dark_frames", [app.frames, sim.refreshes])
            marks["dark_frames"][2:] = [app.frames, sim.refreshes]

    wake_at = 5 * MIN + 20000
    run = simulate(presses((wake_at, A + P4)), until_ms=wake_at + 1000, on_frame=on_frame)
    app = run.app
    woke = marks["woke"]
    dim_at, dim_duty, dim_phase = marks[backlight.DIM]
    dark_at, dark_duty, dark_phase = marks[backlight.DARK]
    assert 1 * MIN <= dim_at < 1 * MIN + 100 and dim_duty == backlight.DIM_LEVEL
    assert 5 * MIN <= dark_at < 5 * MIN + 300 and dark_duty == 0.0
    assert dim_phase == "attract"  # the demo began at the same minute, dimmed
    assert dark_phase == "title"  # dark: the demo ended, the title waits
    frames0, refresh0, frames1, refresh1 = marks["dark_frames"]
    dark_s = (wake_at - dark_at) / 1000
    assert frames1 - frames0 <= dark_s * 1000 / 250 + 2  # slow frames while dark...
    assert refresh1 == refresh0  # ... and no refresh of a glass nobody can see
    # the press woke it: full brightness, the cursor where it was, no buzz, a P line "107"
    assert app.light.mode == backlight.AWAKE and woke == 1.0
    assert app.phase == "title" and app.screen.menu.cursor == 0
    p = [f for f in run.lines("P") if f[2] == "1"]  # (p button down result ...: the downs)
    woken = [f[:2] for f in p if f[3] == str(panel.R_WOKE)]
    assert woken == [["0", "3"]] and p[-1][3] == str(panel.R_WOKE)  # (the demo's CPU presses
    # came before: the demo ended when the screen went dark)
    assert app.sound.last != sound.REFUSED
    assert _light_log(run) == ["screen dim", "screen dark", "screen awake"]


def test_a_paused_game_dims_and_a_waking_press_keeps_it_paused():
    hold = presses(*play(800)) + presses((3000, A + SPIT), hold=2300)  # play, the pick, pause
    wake_at = 3000 + 2300 + MIN + 5000
    events = sorted(hold + presses((wake_at, A + P5)), key=lambda e: e.t)
    run = simulate(events, until_ms=wake_at + 600)
    app = run.app
    assert _light_log(run) == ["screen dim", "screen awake"]
    assert app.phase == "pause" and app.screen.menu.cursor == 0  # the press moved nothing
    p = [f for f in run.lines("P") if f[2] == "1" and f[3] == str(panel.R_WOKE)]
    assert [f[:2] for f in p] == [["0", "4"]]  # P5 of panel A, spent on waking


def test_a_game_in_play_never_dims():
    # two people who stop pressing: the table waits for them, lit, past the dim minute
    modes = set()

    def on_frame(sim):
        app = _app()
        if app is not None and app.phase == "game":
            modes.add(app.light.mode)

    run = simulate(presses(*play(800)), until_ms=80000, on_frame=on_frame)
    assert run.app.phase == "game" and modes == {backlight.AWAKE}


def _battery_run(tmp_path, spec, script=(), until=None, shots=None, on_frame=None):
    nvm = settings_nvm(tmp_path / "nvm.bin", battery=battery.ALKALINE_AA)
    return simulate(presses(*script), until_ms=until, nvm=nvm, shots=shots, on_frame=on_frame,
                    supply=sim_power.parse(spec, usb=False))  # fmt: skip


def test_the_menus_show_the_gauge_on_both_halves(tmp_path):
    run = _battery_run(tmp_path, "4.5", until=2000)
    halves = run.app.view.pages.halves
    assert [h.gauge.text for h in halves] == ["Battery 4/4"] * 2
    usb = simulate(until_ms=1500)  # on USB (the simulator's default supply)
    assert [h.gauge.text for h in usb.app.view.pages.halves] == ["USB", "USB"]


def test_a_low_battery_is_said_between_games_and_logged_once(tmp_path):
    # 3 x AA: low below 3.0 V at VSYS; the pack sags from 3.3 V to 2.9 V over 20 s and stays
    run = _battery_run(tmp_path, "3.3:2.9:20", until=45000)
    app = run.app
    assert [h.gauge.text for h in app.view.pages.halves] == ["Battery LOW"] * 2
    assert [h.foot.text for h in app.view.pages.halves] == ["Battery low: charge soon"] * 2
    low = [f for f in run.lines("M") if f[:2] == ["Battery", "low:"]]
    assert len(low) == 1
    assert app.stats.settings.battery == battery.ALKALINE_AA


def test_an_empty_battery_ends_the_game_uncounted_and_refuses_a_save(tmp_path):
    # a game on a sagging pack: below critical (2.76 V) it ends to the title, nothing written;
    # then a setting changed and Back: the save is refused, said on the title and in the log
    back = _index("back")
    script = play(800)  # Play, the pick
    # (within the 10 s "Battery empty" shows before the console sleeps: tests/console/test_sleep)
    script += [(19000, A + P4), (19300, A + SPIT)]  # title -> Settings (the game ended before)
    script += [(20000, A + R), (20300, A + P1), (20600, A + SPIT)]  # Game: Speed; up to Back
    assert back == len(settings_menu.SETTINGS) - 1
    writes = []

    def on_frame(sim):
        nvm = sys.modules["microcontroller"].nvm
        writes.append(nvm.writes)

    shot = tmp_path / "empty.png"
    run = _battery_run(tmp_path, "3.0:2.6:20", script, until=22000, on_frame=on_frame,
                       shots={21800: shot})  # fmt: skip
    app = run.app
    notes = [" ".join(f) for f in run.lines("M")]
    assert any(n.startswith("Battery empty: charge now") for n in notes)
    assert "game abandoned" in notes  # ended, not counted
    assert app.stats.played_total() == 0
    assert "not saved: battery empty" in notes
    assert writes[-1] == writes[0]  # not one byte of nvm written in the whole run
    assert app.phase == "title"
    assert [h.foot.text for h in app.view.pages.halves] == ["Not saved: battery empty"] * 2
    assert [h.gauge.text for h in app.view.pages.halves] == ["Battery EMPTY"] * 2
    assert app.stats.settings.mode == 1  # kept in RAM for this session, not lost at once


def test_choosing_the_battery_judges_the_pack_at_once_on_screen_and_in_the_log():
    # on a spent 3 x AA pack with the setting still "none/USB": the row set to 3xAA
    up = len(settings_menu.SETTINGS) - _index("battery")  # P1 from the top: Back, ..., Battery
    script = [(1000, A + P4), (1200, A + SPIT)] + [(1500 + i * 100, A + P1) for i in range(up)]
    script += [(1600 + up * 100, A + R)]
    run = simulate(presses(*script), until_ms=2200 + up * 100,
                   supply=sim_power.parse("2.9", usb=False))  # fmt: skip
    assert [h.gauge.text for h in run.app.view.pages.halves] == ["Battery LOW"] * 2
    low = [f for f in run.lines("M") if f[:2] == ["Battery", "low:"]]
    assert len(low) == 1


def test_a_save_with_no_room_for_the_sector_image_is_said_and_kept_for_the_next(
    tmp_path, monkeypatch
):
    # stock's heap may lack the 3 840 B block a sector's rewrite needs: the save is refused, said
    # on the title and in the log, and the setting stays in RAM; the next save writes it
    from spit.console.records.stats import Stats
    from spit.console.records.store import Store

    nvm = FlashNVM()
    st = Stats(Store(nvm))
    for i in range(10):  # a sector full of records: the next save must rewrite it
        st.settings.set("cpu_level", 1 + i % 5)
        st.changed()
        assert st.save()
    path = tmp_path / "nvm.bin"
    path.write_bytes(nvm.snapshot())

    def no_room(sim):  # on the console's own modules (the simulator loads them afresh)
        from spit.console.records import slots, store

        monkeypatch.setattr(store, "_let_go", lambda: None)  # slots stays, and its patch with it
        monkeypatch.setattr(slots, "sector_image", lambda n: None)

    script = [(500, A + P4), (800, A + SPIT), (1400, A + R), (1700, A + P1), (2000, A + SPIT)]
    run = simulate(presses(*script), until_ms=3000, nvm=path, on_frame=no_room)
    notes = [" ".join(f) for f in run.lines("M")]
    assert "not saved: memory full" in notes
    assert [h.foot.text for h in run.app.view.pages.halves] == ["Not saved: memory full"] * 2
    assert run.app.stats.settings.mode == 1 and run.app.stats.dirty  # kept for the next save
    monkeypatch.undo()
    assert run.app.save(3100) and run.app.unsaved == ""
    assert Stats(Store(FlashNVM(path=str(path)))).settings.mode == 1
