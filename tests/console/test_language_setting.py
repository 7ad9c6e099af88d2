"""settings.toml's language (the simulator's --setting language=XX) is a fresh console's; a
console with a saved record keeps its own."""

import sys

from simkit import simulate

from host_tools.sim import __main__ as sim_cli


def _language(nvm=None, env=None):
    seen = {}

    def on_frame(sim):
        app = sys.modules["spit.console.flow.app"].current
        if app is not None:
            seen["language"] = app.stats.settings.language

    simulate((), until_ms=600, on_frame=on_frame, nvm=nvm, env=env or {})
    return seen["language"]


def test_a_fresh_console_speaks_settings_tomls_language_and_an_unknown_one_reads_english():
    assert _language() == 0  # firmware/settings.toml: "en"
    assert _language(env={"language": "de"}) == 1
    assert _language(env={"language": "lb"}) == 4
    assert _language(env={"language": "xx"}) == 0  # refused: English (the log names it)


def test_the_simulators_command_line_hands_its_settings_to_the_run(monkeypatch):
    from host_tools.sim import run

    made = []
    base = run.Sim

    class Sim(base):
        def __init__(self, **kw):
            made.append(kw["env"])
            base.__init__(self, **kw)

    monkeypatch.setattr(run, "Sim", Sim)
    assert sim_cli.main(["--headless", "--until", "300", "--setting", "language=it"]) == 0
    assert made == [{"language": "it"}]
    assert sim_cli.main(["--headless", "--until", "300", "--setting", "language"]) == 2


def test_the_settings_language_row_names_each_in_itself_is_logged_and_kept(tmp_path):
    from simkit import presses

    from spit.console.flow import settings_menu

    a_p4, a_p5, a_r, a_spit = 3, 4, 6, 7
    rows = [item[0] for item in settings_menu.SETTINGS]
    row = rows.index("language")
    script = [(1000, a_p4), (1200, a_spit)]  # title -> Settings
    script += [(1500 + 120 * i, a_p5) for i in range(row)]  # down to Language
    t = 1600 + 120 * row
    script += [(t, a_r), (t + 150, a_r)]  # English -> Deutsch -> Italiano
    down = len(rows) - 1 - row
    script += [(t + 300 + 120 * i, a_p5) for i in range(down)] + [(t + 400 + 120 * down, a_spit)]
    nvm = tmp_path / "nvm.bin"
    seen = {}

    def on_frame(sim):
        app = sys.modules["spit.console.flow.app"].current
        if app is not None and app.phase == "settings":
            menu = app.screen.menu
            seen["shown"] = menu.value_text(row)

    run = simulate(presses(*script), until_ms=t + 900 + 120 * down, nvm=nvm, on_frame=on_frame)
    assert seen["shown"] == "Italiano"  # named in itself
    notes = [" ".join(fields) for fields in run.lines("M")]
    assert "language de" in notes and "language it" in notes  # the log says it, in English
    assert run.app.phase == "title"
    assert _language(nvm=nvm, env={"language": "fr"}) == 2  # kept: settings.toml's is a fresh one's


def test_a_new_console_told_no_language_asks_once_on_both_halves(tmp_path):
    from simkit import presses

    b_p5, b_spit = 8 + 4, 8 + 7
    nvm = tmp_path / "nvm.bin"
    seen = {}

    def on_frame(sim):
        app = sys.modules["spit.console.flow.app"].current
        if app is not None and app.phase == "language":
            seen.setdefault("first", [h.names.text for h in app.view.pages.halves])
            seen["heads"] = [h.head.text for h in app.view.pages.halves]

    script = [(800, b_p5), (1000, b_p5), (1300, b_spit)]  # B: English -> Deutsch -> Italiano
    run = simulate(presses(*script), until_ms=1800, nvm=nvm, on_frame=on_frame,
                   env={"language": ""})  # fmt: skip
    assert seen["first"] == ["English\nDeutsch\nItaliano\nFrançais\nLëtzebuergesch"] * 2
    assert seen["heads"] == ["Language?", "Lingua?"]  # each half: the language under its bar
    assert run.app.phase == "title" and run.app.stats.settings.language == 2
    assert ["language", "it"] in run.lines("M")
    again = {}

    def on_next(sim):
        app = sys.modules["spit.console.flow.app"].current
        if app is not None:
            again.setdefault("phases", set()).add(app.phase)

    simulate((), until_ms=800, nvm=nvm, on_frame=on_next, env={"language": ""})
    assert again["phases"] == {"title"}  # asked once: the record says it now
