# SPDX-License-Identifier: MIT
"""The boot guard's words and its cut-.mpy finder (firmware/spit_fault.py) on the host; the
emulated Pico runs them on a damaged drive in tests/pico/test_pico_guard.py."""

import importlib.util
import pathlib

import pytest

from host_tools.deploy import install, mpy

FIRMWARE = pathlib.Path(__file__).resolve().parents[2] / "firmware"
# (loaded by path: firmware/ on sys.path would put its code.py before the standard library's)
_spec = importlib.util.spec_from_file_location("spit_fault", FIRMWARE / "spit_fault.py")
spit_fault = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(spit_fault)

needs_mpy_cross = pytest.mark.skipif(
    mpy.find()[0] is None,
    reason=f"no CircuitPython mpy-cross here: `make firmware` builds {mpy.BUILT.name} in out/",
)


@needs_mpy_cross
def test_every_console_mpy_cut_anywhere_is_found_and_whole_ones_pass(tmp_path):
    """A .mpy cut short hangs CircuitPython's loader; the guard must name it after the
    watchdog restart, and must not blame a whole one."""
    lib = tmp_path / "lib"
    for dest, data in install.sources(FIRMWARE, mpy_files=True):
        if not dest.endswith(".mpy"):
            continue
        path = tmp_path / dest
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
        assert spit_fault.whole(str(path)), dest
        for size in sorted({0, 3, 4, 5, 40, len(data) // 3, len(data) // 2, len(data) - 1}):
            if size < len(data):
                path.write_bytes(data[:size])
                assert not spit_fault.whole(str(path)), (dest, size)
        path.write_bytes(data)
    assert spit_fault.damaged(str(lib)) is None
    table = lib / "spit" / "screen" / "table.mpy"
    table.write_bytes(table.read_bytes()[:2000])
    assert spit_fault.damaged(str(lib)) == str(table)


def test_a_syntax_error_in_an_edited_module_names_the_file_and_line(tmp_path):
    module = tmp_path / "lib" / "spit" / "screen" / "table.py"
    module.parent.mkdir(parents=True)
    module.write_text("import spit\nfrom spit.screen import halves sprites\n")
    try:
        compile(module.read_text(), str(module), "exec")
    except SyntaxError as err:
        what, todo, detail = spit_fault.explain(err)
    assert what == "Your edit to lib/spit/screen/table.py line 2: SyntaxError."
    assert "spit-deploy" in todo and detail.startswith("SyntaxError")


def _raised_loading(module, error):
    """``error`` as CircuitPython raises it while a deploy .mpy loads: its traceback names the
    module (deploy's source name), in <module>."""
    try:
        exec(compile("raise error", module, "exec"), {"error": error})
    except Exception as err:  # noqa: BLE001 - whatever was raised is what the guard explains
        return err


@pytest.mark.parametrize(
    "dest, on_drive",
    [
        ("lib/spit/console/flow/menu.py", "lib/spit/console/flow/menu.mpy"),
        ("lib/adafruit_ticks.py", "lib/adafruit_ticks.mpy"),
        ("lib/spit/__init__.py", "lib/spit/__init__.mpy"),
        # a changed game at the drive's root (spit-deploy --game on the console's UF2)
        ("lib/spit/screen/table.py", "spit/screen/table.mpy"),
    ],
)
def test_a_mpy_that_fails_as_it_loads_is_named_by_its_file_on_the_drive(
    tmp_path, monkeypatch, dest, on_drive
):
    (tmp_path / on_drive).parent.mkdir(parents=True)
    (tmp_path / on_drive).write_bytes(b"not a .mpy the guard can check")
    monkeypatch.setattr(spit_fault, "_root", lambda: str(tmp_path) + "/")
    module = mpy.module_name(dest)
    what, todo, _ = spit_fault.explain(_raised_loading(module, MemoryError()))
    assert what == "Out of memory loading " + on_drive + "."
    what, todo, detail = spit_fault.explain(_raised_loading(module, ValueError("bad")))
    assert what == on_drive + " is damaged (ValueError)."
    assert "spit-deploy" in todo and detail == "ValueError: bad"


def test_a_fault_of_the_game_itself_keeps_the_app_s_own_words():
    try:
        {}["x"]
    except KeyError as err:
        assert spit_fault.explain(err, any_error=False) is None


def test_the_words_are_wrapped_to_the_terminal_between_words():
    text = "lib/spit/screen/table.mpy is cut short: loading it hung, and the watchdog restarted"
    lines = spit_fault.wrap(text).split("\n")
    assert len(lines) == 2 and all(len(line) <= spit_fault.COLUMNS for line in lines)
    assert " ".join(lines) == text


def test_a_source_copied_among_deploys_mpy_is_named_with_what_to_do(tmp_path, monkeypatch):
    # deploy renames the .mpy's names, so a module's source among them meets AttributeErrors
    for dest in (
        "lib/spit/__init__.mpy",
        "lib/spit/console/flow/app.mpy",
        "lib/spit/console/flow/menu.py",
    ):
        (tmp_path / dest).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / dest).write_bytes(b"")
    monkeypatch.setattr(spit_fault, "_root", lambda: str(tmp_path) + "/")
    err = AttributeError("'baudrate' object has no attribute 'show_page'")
    what, todo, detail = spit_fault.explain(err, any_error=False)  # the app's fault page too
    assert (
        what == "lib/spit/console/flow/menu.py is source among deploy's .mpy: their names differ."
    )
    assert todo == "To put your change on, run spit-deploy." and detail.startswith("AttributeError")
    (tmp_path / "lib/spit/console/flow/menu.py").rename(tmp_path / "lib/spit/console/flow/menu.mpy")
    assert spit_fault.explain(err, any_error=False) is None  # all .mpy: the game's own fault


def test_the_checker_keeps_its_own_stop_and_needs_no_other_guard_file():
    """spit_check.stop is a near-copy of spit_fault.stop, on purpose: the checker says "your
    files are damaged" when the drive is, and spit_fault.py is a plain file at the drive's root
    that it does not check (the manifest's lib/ and spit/ only): cut short, it cannot even be
    imported. So the checker stands alone: the standard modules, and hw.py, which it tries and
    does without."""
    import ast

    tree = ast.parse((FIRMWARE / "spit_check.py").read_text(encoding="utf-8"))
    imported = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            imported.update(a.name.split(".")[0] for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            imported.add((node.module or "").split(".")[0])
    assert "spit_fault" not in imported and "code" not in imported
    assert imported - {"binascii", "os", "time", "usb_cdc", "gc", "sys", "typing"} <= {"spit"}
    assert "stop" in {n.name for n in tree.body if isinstance(n, ast.FunctionDef)}
