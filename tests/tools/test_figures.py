# SPDX-License-Identifier: MIT
"""The docs quote `make bench`'s figures, not figures of their own (bench/figures.py).

A figure in README.md or a doc is quoted as ``<!-- fig:KEY -->VALUE``: each one must name a
figure bench/results.json holds and say its value; docs/FIGURES.md must be what the generator
makes from the committed results. When `make bench` measures something else, these fail until
``python -m bench.figures --fill`` (and a look at the words around each figure) puts it right.
"""

import pathlib

import pytest

from bench import figures, results

ROOT = pathlib.Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def data():
    return results.load()


def test_every_figure_the_docs_quote_is_the_one_in_the_results(data):
    problems = []
    for path in figures.doc_paths(ROOT):
        text = path.read_text(encoding="utf-8")
        problems += figures.check_text(text, data["figures"], str(path.relative_to(ROOT)))
    assert problems == []


def test_the_readme_quotes_its_figures_from_the_results():
    # (the README's headline figures are quoted; one typed by hand again would not be checked)
    assert len(figures.marked((ROOT / "README.md").read_text(encoding="utf-8"))) >= 5


def test_figures_md_is_what_the_results_make(data):
    assert (ROOT / "docs" / "FIGURES.md").read_text(encoding="utf-8") == figures.render(data)


def test_the_results_say_what_was_measured_where(data):
    assert data["commit"] and len(data["commit"]) == 40
    assert data["firmware"]["console_uf2"]["sha256"]
    for key, fig in data["figures"].items():
        assert key.startswith(fig["bench"] + "."), key
        assert fig["where"] in results.WHERE, key
        assert fig["scenario"], key
        if "goal" in fig:  # a goal's verdict is the comparison, not a hand-kept flag
            assert fig["met"] == results.OPS[fig["goal"]["op"]](fig["value"], fig["goal"]["value"])
    # the device goals are judged on three games, on the console UF2
    for game in ("twin", "long", "cpu"):
        assert "pico.console.%s.play_frames.p95_ms" % game in data["figures"]
        assert "pico.stock.%s.play_frames.p95_ms" % game in data["figures"]


FIGS = {
    "pico.console.twin.play_frames.p95_ms": {"value": 24.7, "unit": "ms"},
    "mpvm.import_bytes": {"value": 14432, "unit": "B"},
}


@pytest.mark.parametrize(
    "text, wrong",
    [
        ("p95 <!-- fig:pico.console.twin.play_frames.p95_ms -->24.7 ms", False),
        ("p95 <!-- fig:pico.console.twin.play_frames.p95_ms -->24.70 ms", False),
        ("p95 <!-- fig:pico.console.twin.play_frames.p95_ms -->26.8 ms", True),
        ("p95 <!-- fig:pico.console.twin.play_frames.p95_ms -->2 ms", True),
        ("p95 <!-- fig:pico.console.twin.play_frames.p95_ms --> ms", True),
        ("<!-- fig:mpvm.import_bytes -->14,432 B", False),
        ("<!-- fig:mpvm.import_bytes -->14432 B", False),
        ("<!-- fig:mpvm.import_bytes -->14,433 B", True),
        ("<!-- fig:mpvm.no_such_figure -->14,432 B", True),
    ],
)
def test_the_check_catches_a_wrong_quote(text, wrong):
    problems = figures.check_text("line one\n" + text, FIGS, "doc.md")
    assert bool(problems) == wrong, problems
    assert all(p.startswith("doc.md:2: ") for p in problems)


def test_a_comma_after_a_quoted_figure_is_the_docs_own():
    text = "new <!-- fig:mpvm.import_bytes -->14,432, old 3"
    assert figures.check_text(text, FIGS) == []
    assert figures.fill_text(text.replace("14,432", "9"), FIGS) == text


def test_fill_puts_the_results_value_after_each_marker():
    text = (
        "a <!-- fig:mpvm.import_bytes -->13,000 B and "
        "<!-- fig:pico.console.twin.play_frames.p95_ms -->26.8 ms"
    )
    filled = figures.fill_text(text, FIGS)
    assert filled == (
        "a <!-- fig:mpvm.import_bytes -->14,432 B and "
        "<!-- fig:pico.console.twin.play_frames.p95_ms -->24.7 ms"
    )
    assert figures.check_text(filled, FIGS) == []
