# SPDX-License-Identifier: MIT
"""bench.results.stamp: a run is "dirty" only when the tree had changes besides the results."""

from bench import results


def _status(monkeypatch, text):
    def fake_git(*args):
        return {"rev-parse": "a" * 40, "status": text}[args[0]]

    monkeypatch.setattr(results, "_git", fake_git)
    return results.stamp()[1]


def test_only_the_results_changed_is_clean(monkeypatch):
    # (as _git gives it: the whole output stripped, so the first line lost its leading blank)
    assert not _status(monkeypatch, "M bench/results.json\n M docs/FIGURES.md")
    assert not _status(monkeypatch, "M  bench/results.json")


def test_any_other_change_is_dirty(monkeypatch):
    assert _status(monkeypatch, "M bench/results.json\n M bench/bench_power.py")
    assert _status(monkeypatch, "M README.md")
