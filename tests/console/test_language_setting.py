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
