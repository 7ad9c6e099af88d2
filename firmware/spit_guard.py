# SPDX-License-Identifier: MIT
"""Which module an import was loading when it failed (code.py imports this first, and it stays).

A MemoryError or a damaged .mpy while a module loads has no frame of that module in its
traceback: only the line that imported it. builtins.__import__ is wrapped so the innermost
module whose import an exception ended is kept here, for spit_fault to name the file.
"""

import builtins
import sys

_import = builtins.__import__
failed = [None, "", ""]  # type: list  # the exception, the module being imported, the first name it asked for


def _guarded(name, globals=None, locals=None, fromlist=(), level=0):
    try:
        return _import(name, globals, locals, fromlist, level)
    except Exception as err:
        if failed[0] is not err:  # innermost first: the outer imports it passes through keep it
            failed[0], failed[1] = err, name
            failed[2] = fromlist[0] if isinstance(fromlist, tuple) and fromlist else ""
        raise


if sys.implementation.name == "circuitpython":  # (not in the simulator's own Python)
    builtins.__import__ = _guarded
