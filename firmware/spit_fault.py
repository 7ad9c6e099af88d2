# SPDX-License-Identifier: MIT
"""What failed, where, and what to do, when the console cannot start: on the screen, the REPL
and the data port (code.py's guard), and in the words of the app's fault screen when a module it
loads later fails (spit.console.flow.parts.short).

Plain source at the drive's root, like spit_check, so it loads when spit/ is what is damaged;
imported only when something failed or the watchdog restarted the console, so it costs no heap
otherwise. A .mpy cut short does not fail: CircuitPython's loader reads past its end for ever
(an endless varint of 0xFF bytes), so after a watchdog restart ``damaged()`` walks each .mpy's
structure to name the one that ends too soon (code.py then shows it instead of loading again).
"""

COLUMNS = 53  # CircuitPython's terminal on a 320-pixel-wide screen (6-pixel characters)


def damaged(folder=None):
    """The first .mpy under ``folder`` (the drive's lib/) that ends before its code does, or
    None."""
    if folder is None:  # lib/, and a changed game at the root (spit-deploy --game)
        return damaged(_root() + "spit") or damaged(_lib())
    for path in _files(folder):
        if path.endswith(".mpy") and not whole(path):
            return path
    return None


def mixed():
    """The first .py of a game whose other modules are .mpy, or None. On stock, deploy renames
    the names in its .mpy (host_tools/deploy/shrink.py; its map on the drive says so), so a
    module's source copied among them cannot meet them: its imports and attributes are not
    found."""
    import os

    try:
        os.stat(_root() + "spit-names.txt")  # (spit_names.NAMES)
    except OSError:
        return None  # nothing renamed (--game, --py, the console UF2): a .py meets the .mpy
    for folder in (_root() + "spit", _lib() + "/spit"):
        kinds = {}
        for path in _files(folder):
            kinds.setdefault(path[path.rfind(".") :], path)
        if ".py" in kinds and ".mpy" in kinds:
            return kinds[".py"]
    return None


def _files(folder):
    # every file under ``folder``, folders first-to-last in name order
    import os

    try:
        names = sorted(os.listdir(folder))
    except OSError:
        return
    for name in names:
        path = folder + "/" + name
        if os.stat(path)[0] & 0x4000:  # a folder
            yield from _files(path)
        else:
            yield path


def _root():
    # the drive's root: / on the board (where this file may be frozen), firmware/ on a host
    import sys

    if sys.implementation.name == "circuitpython":
        return "/"
    return __file__[: __file__.rfind("/") + 1]


def _lib():
    return _root() + "lib"


def whole(path):
    """False when the .mpy at ``path`` ends before its last function does (CircuitPython 9/10's
    bytecode .mpy: header, qstrs, constants, then the tree of functions; other kinds pass)."""
    with open(path, "rb") as f:
        data = f.read()
    if len(data) < 4:
        return False  # (an empty file: the loader refuses it, but it is what was cut)
    if data[:3] != b"C\x06\x00":
        return True  # not a bytecode .mpy of this format: the loader itself refuses it
    try:
        at = 4
        n_qstr, at = _uint(data, at)
        n_obj, at = _uint(data, at)
        for _ in range(n_qstr):
            n, at = _uint(data, at)
            if not n & 1:  # (odd: a built-in qstr's number, nothing follows)
                at += (n >> 1) + 1
        for _ in range(n_obj):
            at = _obj(data, at)
        at = _code(data, at)
    except IndexError:
        return False
    return at == len(data)  # (a skip past the end raises nothing: this catches it)


def _uint(data, at):
    n = 0
    while True:
        b = data[at]
        at += 1
        n = (n << 7) | (b & 0x7F)
        if not b & 0x80:
            return n, at


def _obj(data, at):
    kind = data[at]
    at += 1
    if kind <= 4:  # the function table, None, False, True, Ellipsis: no data
        return at
    n, at = _uint(data, at)
    if kind == 10:  # a tuple of n objects
        for _ in range(n):
            at = _obj(data, at)
        return at
    return at + n + (kind == 5 or kind == 6)  # str and bytes end in a NUL


def _code(data, at):
    kind_len, at = _uint(data, at)
    at += kind_len >> 3
    if kind_len & 4:  # it has children
        n, at = _uint(data, at)
        for _ in range(n):
            at = _code(data, at)
    return at


def as_written(text):
    """``text`` with the names deploy renamed as the source writes them (spit_names.py)."""
    try:
        import spit_names  # type: ignore[import-not-found]  # (firmware/spit_names.py)
    except ImportError:  # not on this drive: the names as the traceback has them
        return text
    return spit_names.as_written(text)


def traceback_text(err):
    """The traceback, every frame, with the names as written (spit_names.py)."""
    try:
        import spit_names  # type: ignore[import-not-found]
    except ImportError:
        return _traceback(err)
    return spit_names.traceback_text(err)


def said(err):
    """The fault page's words for a fault of the game's own: the error with the names as
    written, then where: the innermost frame's function, its file and line (the page has 4
    lines of 29 characters: the file's own name; the log has every frame whole)."""
    kind = type(err).__name__
    text = traceback_text(err) or as_written(kind + ": " + str(err))
    lines = [t.strip() for t in text.split("\n") if t.strip()]
    detail = lines[-1] if lines else kind
    for line in reversed(lines):
        if line.startswith('File "'):
            path, _, rest = line[6:].partition('"')
            at = path[
                path.rfind("/") + 1 :
            ]  # spit/console/flow/app.py or a .mpy's spit.console.flow.app
            at = at if at.endswith(".py") or at[:1] == "<" else at[at.rfind(".") + 1 :] + ".py"
            if ", line " in rest:
                at += " line " + rest.split(", line ")[1].split(",")[0]
            if ", in " in rest:
                at = rest.split(", in ")[1] + ", " + at
            return detail + " in " + at
    return detail


def _in_module_body(err):
    lines = [t for t in _traceback(err).split("\n") if t.strip().startswith('File "')]
    return bool(lines) and lines[-1].rstrip().endswith("<module>")


def where(err):
    """(file, line) of the innermost place the traceback names, or ("", "")."""
    found = ("", "")
    for text in _traceback(err).split("\n"):
        text = text.strip()
        if text.startswith('File "'):
            parts = text.split('"')
            line = parts[2].split("line ")[1].split(",")[0] if "line " in parts[2] else ""
            found = (parts[1], line.strip())
    return found


def _traceback(err):
    try:
        import traceback

        return "".join(traceback.format_exception(err))
    except Exception:  # noqa: BLE001 - a build without traceback: no place to name
        return ""


def drive_path(path):
    """A file as the maker finds it on CIRCUITPY: lib/spit/screen/table.py, code.py; a .mpy's
    traceback names its module (deploy's source name: spit.screen.table), its file is found."""
    if path and "/" not in path and not path.endswith(".py") and path[0] != "<":
        return _mpy_file(path)
    root = _root()
    if path.startswith(root):
        return path[len(root) :]
    cut = path.find("/lib/")  # (a host's path to the firmware's lib/)
    return path[cut + 1 :] if cut >= 0 else path.lstrip("/")


def _mpy_file(name):
    # the module's .mpy: at the root first (a changed game, spit-deploy --game), then in lib/
    import os

    for folder in ("", "lib/"):
        for tail in (".mpy", "/__init__.mpy"):
            try:
                os.stat(_root() + folder + name.replace(".", "/") + tail)
                return folder + name.replace(".", "/") + tail
            except OSError:
                pass
    return "lib/" + name.replace(".", "/") + ".mpy"


def drive_file(name):
    """Where a module named ``name`` (spit.screen.table) goes on the drive: lib/spit/screen/
    table.mpy when its package is .mpy, else .py."""
    import os

    package = _lib() + "/" + name.rpartition(".")[0].replace(".", "/") + "/__init__.mpy"
    try:
        os.stat(package)
        ext = ".mpy"
    except OSError:
        ext = ".py"
    return "lib/" + name.replace(".", "/") + ext


def explain(err, any_error=True):
    """(what failed and where, what to do, the error itself) in words for a screen: the first
    two fit the app's fault page (4 lines of 29), all three the boot guard's terminal. With
    ``any_error`` False: None unless a file on the drive is to blame (a module that failed to
    load, a syntax error, a .mpy cut short)."""
    kind = type(err).__name__
    detail = as_written(kind + (": " + str(err) if str(err) else ""))
    path, line = where(err)
    # a module's own line in the traceback: it failed while it loaded (.mpy: its module, <module>)
    module = drive_path(path) if _in_module_body(err) else ""
    drive = module or isinstance(err, (SyntaxError, ImportError))
    source = mixed() if isinstance(err, (ImportError, AttributeError, NameError)) else None
    if source:
        what = drive_path(source) + " is source among deploy's .mpy: their names differ."
        return what, "To put your change on, run spit-deploy.", detail
    if not (any_error or drive):
        return None  # a fault of the game's own: the app's fault screen says it as it is
    cut = damaged()
    if cut is not None:
        return drive_path(cut) + " is cut short.", "Copy it again or run spit-deploy.", detail
    # a .mpy without line numbers (deploy's -O3: the modules a game holds) names its module
    # only: "spit.console.flow.app", line 1
    at = drive_path(path) + (" line " + line if line and ("/" in path or line != "1") else "")
    if isinstance(err, SyntaxError) and path.endswith(".py"):
        return "Your edit to " + at + ": " + kind + ".", "Fix it, or run spit-deploy.", detail
    if isinstance(err, ImportError) and "'" in str(err):
        missing = str(err).split("'")[1]  # no module named 'spit.screen.table'
        return drive_file(missing) + " is missing.", "Copy it again or run spit-deploy.", detail
    if isinstance(err, MemoryError):
        what = "Out of memory" + (" loading " + module if module else " in " + at if at else "")
        return what + ".", "Undo what grew it, or run spit-deploy.", detail
    if module:
        return module + " is damaged (" + kind + ").", "Copy it again or run spit-deploy.", detail
    return (
        detail[:60] + (" in " + at if at else "") + ".",
        "Undo your change, or run spit-deploy.",
        detail,
    )


def wrap(text, width=COLUMNS):
    """``text`` in lines of at most ``width`` characters, broken between words."""
    out, line = [], ""
    for word in text.split(" "):
        if line and len(line) + 1 + len(word) > width:
            out.append(line)
            line = word
        else:
            line = line + " " + word if line else word
    out.append(line)
    return "\n".join(out)


def stop(err, display=None):
    """Say what failed on the screen (CircuitPython's own terminal on ``display``, else on one
    hw.py brings up), the REPL and the data port, then wait: Ctrl-C over USB still stops it.
    ``err``: an exception or words."""
    import gc
    import sys
    import time

    try:
        import microcontroller

        microcontroller.watchdog.mode = None  # type: ignore[union-attr]  # this message is the end: no restart to load again
    except Exception:  # noqa: BLE001 - no watchdog
        pass
    if isinstance(err, str):
        what, todo, detail = err, "Copy it again or run spit-deploy.", ""
    else:
        what, todo, detail = explain(err)
        print(traceback_text(err))  # the REPL: every frame, the names as written
    for name in list(sys.modules):  # what loaded goes back to the heap: the screen needs some
        if name.startswith("spit."):
            sys.modules.pop(name)
    gc.collect()
    text = "Spit console could not start.\n" + wrap(what) + "\n" + wrap(todo) + "\n"
    text += wrap(detail) + "\n" if detail else ""
    try:
        from spit.console.device import hw

        hw.show_terminal(display)
    except Exception:  # noqa: BLE001 - hw itself may be the damaged file: the REPL says it
        pass
    try:
        import usb_cdc

        if usb_cdc.data is not None:
            usb_cdc.data.write(b"# " + text.replace("\n", " ").encode() + b"\n")
    except Exception:  # noqa: BLE001 - no data port: the screen and the REPL say it
        pass
    while True:
        print(text)
        time.sleep(5)
