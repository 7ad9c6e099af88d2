# SPDX-License-Identifier: MIT
"""docs/FIGURES.md from bench/results.json, and the figures the other docs quote from it.

    python -m bench.figures            # write docs/FIGURES.md (`make bench` runs it)
    python -m bench.figures --check    # exit 1: FIGURES.md is stale or a quoted figure is wrong
    python -m bench.figures --fill     # rewrite every quoted figure to the results' value

Quoting a figure in README.md or any doc: an HTML comment naming its key, right before the
number, which markdown does not show::

    frames of play <!-- fig:pico.console.twin.play_frames.p95_ms -->24.7 ms at the p95

The number after the marker (commas allowed between thousands) must equal the figure's value in
bench/results.json; the unit and the words around it are the doc's own. tests/tools/test_figures.py
fails on a marker whose key the results do not hold, or whose number is not the value; after a
new `make bench`, ``--fill`` puts the new values in. A figure typed without a marker is not
checked: the docs quote the results, they do not keep figures of their own.
"""

import argparse
import decimal
import re
import sys

from bench import results

ROOT = results.ROOT
OUT = ROOT / "docs" / "FIGURES.md"
# where markers are looked for (FIGURES.md itself is generated: it needs none)
DOCS = ("README.md", "docs/*.md", "docs/*/*.md", "*/README.md", "*/*/README.md")
# the key, then the number: thousands may be split by commas (a comma after it is the doc's)
MARK = re.compile(r"<!-- fig:([A-Za-z0-9_.\-]+) -->(-?\d+(?:,\d{3})*(?:\.\d+)?)?")
TITLES = {
    "pico": "The device: the emulated Pico (`bench_pico`)",
    "calibrate": "The emulator's clock against real boards (`bench_calibrate`)",
    "heap": "The heap per phase and the names on stock's heap: the emulated Pico (`bench_heap`)",
    "engine": "The engine on CPython (`bench_engine`)",
    "mpvm": "The engine in the MicroPython VM (`bench_mpvm`)",
    "input": "Input and the race (`bench_input`)",
    "pio": "The PIO input backend (`bench_pio`)",
    "view": "The screen's view (`bench_view`)",
    "app": "The whole app (`bench_app`)",
    "bot": "The CPU player (`bench_bot`)",
    "reliability": "Reliability (`bench_reliability`)",
    "power": "Battery hours: the emulated Pico's current estimate (`bench_power`)",
}
WHERE_SHORT = {"pico-console": "Pico, console UF2", "pico-stock": "Pico, stock",
               "mpvm": "MicroPython VM", "cpython": "CPython"}  # fmt: skip


def number(value):
    """A value as docs write it: 14,432 and 24.7 (thousands with commas)."""
    if isinstance(value, bool):
        return str(int(value))
    return format(value, ",")


def _same(quoted, value):
    try:
        return decimal.Decimal(quoted.replace(",", "")) == decimal.Decimal(str(value))
    except decimal.InvalidOperation:
        return False


def doc_paths(root=ROOT):
    seen = []
    for pattern in DOCS:
        for path in sorted(root.glob(pattern)):
            if path.resolve() != (root / "docs" / "FIGURES.md").resolve() and path not in seen:
                if ".venv" not in path.parts and "node_modules" not in path.parts:
                    seen.append(path)
    return seen


def check_text(text, figures, name="doc"):
    """Every problem with the marked figures of one doc, as 'name:line: ...' strings."""
    problems = []
    for m in MARK.finditer(text):
        line = text.count("\n", 0, m.start()) + 1
        key, quoted = m.group(1), m.group(2)
        fig = figures.get(key)
        if fig is None:
            problems.append("%s:%d: fig:%s is not in bench/results.json" % (name, line, key))
        elif quoted is None:
            problems.append("%s:%d: fig:%s has no number after it (want %s)" % (
                name, line, key, number(fig["value"])))  # fmt: skip
        elif not _same(quoted, fig["value"]):
            problems.append("%s:%d: fig:%s says %s, the results say %s" % (
                name, line, key, quoted, number(fig["value"])))  # fmt: skip
    return problems


def fill_text(text, figures):
    """The doc with every marked figure the results hold set to its value."""

    def one(m):
        fig = figures.get(m.group(1))
        if fig is None:
            return m.group(0)
        return "<!-- fig:%s -->%s" % (m.group(1), number(fig["value"]))

    return MARK.sub(one, text)


def marked(text):
    return [m.group(1) for m in MARK.finditer(text)]


def _value(fig):
    unit = fig["unit"]
    shown = number(fig["value"])
    return shown if unit in ("", "count") else "%s %s" % (shown, unit)


def _goal(fig):
    goal = fig.get("goal")
    if not goal:
        return ""
    op = {"<=": "≤", ">=": "≥"}[goal["op"]]
    unit = "" if fig["unit"] in ("", "count") else " " + fig["unit"]
    return "%s %s%s: %s" % (op, number(goal["value"]), unit, "met" if fig["met"] else "**missed**")


# The device goals, game by game (bench_pico): one row each in FIGURES.md's summary table.
MATRIX = (
    ("play_frames.median_ms", "frames of play, median"),
    ("play_frames.p95_ms", "frames of play, p95"),
    ("play_frames.max_ms", "frames of play, max"),
    ("press_table.median_ms", "press to screen, the table stayed, median"),
    ("press_table.p95_ms", "press to screen, the table stayed, p95"),
    ("press_play.max_ms", "press to screen, a carried-out play, max"),
    ("press_any.max_ms", "press to screen, any press, max"),
    ("page_worst_ms", "the slowest whole-screen page"),
    ("boot_ms", "boot: code.py to the title"),
    ("heap.free_worst_b", "free heap after collection, worst phase"),
)


def _matrix(figs):
    """The device figures as a table: a row per MATRIX figure, a column per firmware and game."""
    cols = []
    for key in figs:
        parts = key.split(".")
        if parts[0] == "pico" and len(parts) > 3 and parts[2] != "walk":
            if (parts[1], parts[2]) not in cols:
                cols.append((parts[1], parts[2]))
    cols.sort(key=lambda c: (c[0] != "console", ["twin", "long", "cpu"].index(c[1])
                             if c[1] in ("twin", "long", "cpu") else 9))  # fmt: skip
    if not cols:
        return []
    out = ["| figure | " + " | ".join("%s, %s" % c for c in cols) + " |",
           "|---" * (len(cols) + 1) + "|"]  # fmt: skip
    for name, label in MATRIX:
        cells = []
        for fw, game in cols:
            fig = figs.get("pico.%s.%s.%s" % (fw, game, name))
            if fig is None:
                cells.append("—")
                continue
            cell = _value(fig)
            if "goal" in fig:
                cell += " (%s%s)" % ({"<=": "≤ ", ">=": "≥ "}[fig["goal"]["op"]],
                                     number(fig["goal"]["value"]))  # fmt: skip
                cell = cell if fig["met"] else "**%s: missed**" % cell
            cells.append(cell)
        out.append("| %s | %s |" % (label, " | ".join(cells)))
    return out


def render(data):
    """docs/FIGURES.md's text for a results file's data."""
    figs = data["figures"]
    fw = data.get("firmware", {})
    out = [
        "# Figures",
        "",
        "Generated by `python -m bench.figures` from `bench/results.json`, which `make bench`",
        "writes: do not edit. Quote a figure elsewhere as `<!-- fig:KEY -->VALUE`",
        "(bench/figures.py; `make test` checks every quote against the results,",
        "`python -m bench.figures --fill` updates them).",
        "",
        "Last run: commit `%s`%s, %s."
        % (
            (data.get("commit") or "?")[:12],
            " (with uncommitted changes)" if data.get("dirty") else "",
            data.get("date", "?"),
        ),  # fmt: skip
    ]
    for what, label in (("console_uf2", "The console UF2"), ("stock_uf2", "Stock CircuitPython")):
        if what in fw:
            out.append("%s: `%s`, sha256 `%s`." % (label, fw[what]["path"], fw[what]["sha256"]))
    out += ["", "Where: " + "; ".join("**%s**: %s" % (WHERE_SHORT[k], v)
                                       for k, v in results.WHERE.items()) + ".",
            "", "The emulated Pico's figures are in emulated time: the same inputs give the same "
            "figures on any machine. Rates and times on CPython and in the MicroPython VM are the "
            "development PC's, as busy as it was (a shared machine): compare them run to run with "
            "care."]  # fmt: skip
    benches = data.get("benches", {})
    order = [b for b in TITLES if b in benches] + sorted(set(benches) - set(TITLES))
    for bench in order:
        stamp = benches[bench]
        out += ["", "## " + TITLES.get(bench, bench), ""]
        line = "Measured at commit `%s`%s, %s (%.0f s)." % (
            (stamp.get("commit") or "?")[:12], " (with uncommitted changes)" if stamp.get("dirty")
            else "", stamp.get("date", "?"), stamp.get("seconds", 0))  # fmt: skip
        for what, label in (("console_uf2", "console UF2"), ("stock_uf2", "stock")):
            uf2 = stamp.get("firmware", {}).get(what)
            if uf2:
                line += " %s sha256 `%s…`." % (label, uf2["sha256"][:16])
        out += [line, ""]
        if bench == "pico":
            out += (
                [
                    "The goals on each game (a goal in brackets, judged on the debug-off run with "
                    "the XIP model; the heap on the debug run):",
                    "",
                ]
                + _matrix(figs)
                + [""]
            )
        for key, n in data.get("notes", {}).items():
            if n["bench"] == bench:
                out += [
                    "**%s** (`%s`)" % (n["title"], key),
                    "",
                    "```",
                    n["text"].rstrip(),
                    "```",
                    "",
                ]
        out += ["| figure | value | where | goal | key |", "|---|---|---|---|---|"]
        for key, fig in figs.items():
            if fig["bench"] != bench:
                continue
            out.append("| %s | %s | %s | %s | `%s` |" % (
                fig["scenario"].replace("|", "\\|"), _value(fig), WHERE_SHORT[fig["where"]],
                _goal(fig), key))  # fmt: skip
    return "\n".join(out) + "\n"


def main(argv=None):
    ap = argparse.ArgumentParser(prog="python -m bench.figures", description=__doc__.split("\n")[0])
    ap.add_argument("--check", action="store_true", help="change nothing: exit 1 on a problem")
    ap.add_argument("--fill", action="store_true", help="set every quoted figure to its value")
    args = ap.parse_args(argv)
    data = results.load()
    text = render(data)
    problems = []
    if args.check:
        if not OUT.exists() or OUT.read_text(encoding="utf-8") != text:
            problems.append("docs/FIGURES.md is not what bench/results.json makes: run "
                            "python -m bench.figures")  # fmt: skip
    else:
        OUT.write_text(text, encoding="utf-8")
    for path in doc_paths():
        doc = path.read_text(encoding="utf-8")
        if args.fill:
            new = fill_text(doc, data["figures"])
            if new != doc:
                path.write_text(new, encoding="utf-8")
                print("filled %s" % path.relative_to(ROOT))
            doc = new
        problems += check_text(doc, data["figures"], str(path.relative_to(ROOT)))
    for problem in problems:
        print(problem, file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
