# SPDX-License-Identifier: MIT
"""The figures `make bench` measures, as data: bench/results.json.

Each bench module prints its figures as before and hands each one it stands by to ``record``:
a dotted key (its first part the bench: ``pico.console.twin.play_frames.p95_ms``), the value, its
unit, the scenario it was measured in, where (WHERE: the emulated Pico on stock CircuitPython or
the console UF2, the MicroPython VM, CPython) and, for a figure with a goal, the goal.
``python -m bench`` then merges them into bench/results.json (``save``): a bench that ran
replaces all of its own figures; the others keep theirs, with the commit and date they were
measured at (``benches``). docs/FIGURES.md is generated from the file (bench/figures.py).

The file (schema 1)::

    {"schema": 1,
     "commit": "<git HEAD of the last run>", "dirty": false, "date": "2026-12-04T21:50:00Z",
     "firmware": {"console_uf2": {"path": "out/spit-console-0.1.0.uf2", "sha256": "..."},
                  "stock_uf2": {"path": "...", "sha256": "..."}},
     "benches": {"pico": {"commit": "...", "dirty": false, "date": "...", "seconds": 1234.5,
                          "firmware": {...the UF2s it booted, as above...}}},
     "figures": {"pico.console.twin.play_frames.p95_ms": {
         "value": 24.7, "unit": "ms", "bench": "pico", "where": "pico-console",
         "scenario": "the twin game (tests/pico/twin.py), XIP model on, debug off",
         "goal": {"op": "<=", "value": 25}, "met": true}},
     "notes": {"pico.console.long.profile": {"bench": "pico", "title": "...", "text": "..."}}}

``dirty`` is true when the work tree had changes outside the results and FIGURES.md themselves:
the commit alone does not say what was measured then.
"""

import datetime
import hashlib
import json
import pathlib
import subprocess

ROOT = pathlib.Path(__file__).resolve().parents[1]
PATH = ROOT / "bench" / "results.json"
SCHEMA = 1
WHERE = {
    "pico-console": "emulated Pico (rp2040js), the console UF2 (CircuitPython 10.2.1, game frozen)",
    "pico-stock": "emulated Pico (rp2040js), stock CircuitPython 10.2.1, game as .mpy",
    "mpvm": "MicroPython VM (32-bit, WebAssembly, on the development PC)",
    "cpython": "CPython on the development PC",
}
# the benches that boot a UF2 on the emulated Pico
DEVICE = ("pico", "calibrate", "languages", "heap")
OPS = {"<=": lambda v, g: v <= g, ">=": lambda v, g: v >= g}

_state = {"bench": None}
_figures = {}  # key -> figure, of this process's run
_notes = {}  # key -> {"bench", "title", "text"}: what a figure alone cannot say (a profile)


def start(bench):
    """The bench whose figures ``record`` gets from now on (``python -m bench`` calls it)."""
    _state["bench"] = bench


def record(key, value, unit, scenario, where, goal=None):
    """One figure; ``goal`` is ("<=" or ">=", number) for a figure judged against one. A value of
    None (not measured in this run) is left out. Returns the value."""
    if value is None:
        return value
    if where not in WHERE:
        raise ValueError("where must be one of %s, not %r" % (sorted(WHERE), where))
    bench = _state["bench"] or key.split(".", 1)[0]
    if not key.startswith(bench + "."):
        key = bench + "." + key
    if isinstance(value, float) and value.is_integer() and unit in ("B", "px", "count"):
        value = int(value)
    fig = {"value": value, "unit": unit, "bench": bench, "where": where, "scenario": scenario}
    if goal is not None:
        op, target = goal
        fig["goal"] = {"op": op, "value": target}
        fig["met"] = OPS[op](value, target)
    _figures[key] = fig
    return value


def note(key, title, text):
    """A text beside the figures (where the slow frames go: a profile), shown in FIGURES.md."""
    bench = _state["bench"] or key.split(".", 1)[0]
    if not key.startswith(bench + "."):
        key = bench + "." + key
    _notes[key] = {"bench": bench, "title": title, "text": text}


def drop(bench):
    """Forget what ``bench`` recorded in this run (it failed half way)."""
    for store in (_figures, _notes):
        for key in [k for k, v in store.items() if v["bench"] == bench]:
            del store[key]


def recorded():
    return dict(_figures)


def _git(*args):
    try:
        out = subprocess.run(["git", *args], cwd=ROOT, capture_output=True, text=True, check=True)
    except (OSError, subprocess.CalledProcessError):
        return None
    return out.stdout.strip()


def _sha256(path):
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


def _firmware():
    """The UF2s the device benches boot: the console's own (out/) and stock CircuitPython."""
    out = {}
    console = sorted((ROOT / "out").glob("spit-console-*.uf2"))
    if console:
        out["console_uf2"] = {"path": str(console[-1].relative_to(ROOT)),
                              "sha256": _sha256(console[-1])}  # fmt: skip
    try:
        from host_tools.pico import run

        stock = run.find_uf2()
    except Exception:  # noqa: BLE001 - no emulator tools here: no stock figures either
        stock = None
    if stock is not None:
        out["stock_uf2"] = {"path": pathlib.Path(stock).name, "sha256": _sha256(stock)}
    return out


def stamp():
    """(commit, dirty, date) of the work tree now."""
    commit = _git("rev-parse", "HEAD")
    status = _git("status", "--porcelain", "--untracked-files=no") or ""
    ours = ("bench/results.json", "docs/FIGURES.md")
    # (a path from its "XY path" line: _git strips the first line's leading blank of " M path")
    dirty = any(line[2:].strip() not in ours for line in status.splitlines())
    date = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")
    return commit, dirty, date


def load(path=PATH):
    if not pathlib.Path(path).exists():
        return {"schema": SCHEMA, "benches": {}, "figures": {}}
    data = json.loads(pathlib.Path(path).read_text(encoding="utf-8"))
    if data.get("schema") != SCHEMA:
        raise ValueError("%s: schema %r, this code reads %d" % (path, data.get("schema"), SCHEMA))
    return data


def save(ran, seconds, at, path=PATH):
    """Merge this run's figures into ``path``: the benches in ``ran`` ({name: seconds}) replace
    their own figures and stamp (``at``: ``stamp()`` as the run began); the others' stay as they
    were measured."""
    data = load(path)
    commit, dirty, date = at
    figures = {k: v for k, v in data["figures"].items() if v["bench"] not in ran}
    figures.update(_figures)
    notes = {k: v for k, v in data.get("notes", {}).items() if v["bench"] not in ran}
    notes.update(_notes)
    benches = dict(data.get("benches", {}))
    firmware = _firmware()
    for name in ran:
        benches[name] = {"commit": commit, "dirty": dirty, "date": date,
                         "seconds": round(seconds.get(name, 0.0), 1)}  # fmt: skip
        if name in DEVICE:  # the UF2s its figures were measured on
            benches[name]["firmware"] = firmware
    out = {"schema": SCHEMA, "commit": commit, "dirty": dirty, "date": date,
           "firmware": firmware, "benches": dict(sorted(benches.items())),
           "figures": dict(sorted(figures.items())),
           "notes": dict(sorted(notes.items()))}  # fmt: skip
    pathlib.Path(path).write_text(json.dumps(out, indent=1, ensure_ascii=False) + "\n")
    return out
