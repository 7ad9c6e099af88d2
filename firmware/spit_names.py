# SPDX-License-Identifier: MIT
"""The names as the source writes them in a fault's words: on stock deploy renames the console's
names (host_tools/deploy/shrink.py) and writes its map on the drive (``NAMES``); read here on a
fault only, a line at a time, for the names the fault holds.

Plain source at the drive's root, small, standalone: the log's fault lines (spit.console.log)
and the guard (spit_fault.py) load it on a fault and let it go.
"""

NAMES = "spit-names.txt"


def _root():
    # the drive's root: / on the board, firmware/ on a host
    import sys

    if sys.implementation.name == "circuitpython":
        return "/"
    return __file__[: __file__.rfind("/") + 1]


def _spots(text):
    # (start, end) of each name deploy may have renamed: a quoted name ('frame_late') and each
    # frame's function (", in press"); a message's other words are left alone
    out, i, n = [], 0, len(text)
    while i < n:
        start = i + 1 if text[i] == "'" else i + 5 if text.startswith(", in ", i) else -1
        j = start
        while 0 <= j < n and (text[j].isalpha() or text[j].isdigit() or text[j] == "_"):
            j += 1
        if j > start >= 0 and (text[i] != "'" or (j < n and text[j] == "'")):
            out.append((start, j))
            i = j + (text[i] == "'")
        else:
            i += 1
    return out


def as_written(text):
    """``text`` (a traceback, an error's words) with the names deploy renamed as the source
    writes them, from its map on the drive; as it is when there is none (nothing renamed)."""
    spots = _spots(text)
    # (no device name begins with _; the map's lines are in device-name order: past the last
    # wanted, the rest holds none)
    wanted = {text[a:b] for a, b in spots if text[a] != "_"}
    last = max(wanted) if wanted else ""
    back = {}
    try:
        with open(_root() + NAMES) as f:
            for line in f:
                parts = line.split()
                if len(parts) != 2 or line[0] == "#":
                    continue
                if parts[0] in wanted:
                    back[parts[0]] = parts[1]
                if len(back) == len(wanted) or parts[0] > last:
                    break
    except OSError:
        return text  # no map: the names are as written
    for a, b in reversed(spots):
        text = text[:a] + back.get(text[a:b], text[a:b]) + text[b:]
    return text


def traceback_text(err):
    """The traceback, every frame, with the names as written (``as_written``); a .mpy built
    without line numbers (deploy's, for the modules a game holds) says no line rather than
    "line 1"."""
    text = _traceback(err)
    if not text:
        import io
        import sys

        out = io.StringIO()
        sys.print_exception(err, out)  # type: ignore[attr-defined]  # MicroPython
        text = out.getvalue()
    return as_written(_no_line_1(text))


def _no_line_1(text):
    # "line 1" of a .mpy's module ("spit.console.flow.app": no / and no .py) is no line: its
    # .mpy has none (line 1 of every console module is its licence comment)
    out = []
    for line in text.split("\n"):
        path = line.split('"')[1] if line.strip().startswith('File "') else ""
        mpy = path and "/" not in path and not path.endswith(".py") and path[0] != "<"
        out.append(line.replace('", line 1,', '",') if mpy else line)
    return "\n".join(out)


def _traceback(err):
    try:
        import traceback

        return "".join(traceback.format_exception(err))
    except Exception:  # noqa: BLE001 - a build without traceback: sys.print_exception's words
        return ""
