# SPDX-License-Identifier: MIT
"""The console app's heap in the real MicroPython VM (tests/mpvm/vm.py), without a screen.

Every figure counts from a VM with nothing imported, so the engine (``import spit``) is in
"imported code"; the 4 KB nvm stand-in is made before that (on a Pico, ``microcontroller.nvm``
is flash, not heap). The VM has no displayio, so the app runs with ``display=None`` (no view:
the screen's own heap is measured by the screen engineer's bench); everything else is the real
code: spit.console.flow.app, the race, the engine, the menus, the event log (into a sink), stats in
that nvm, the sound with no synthesizer. Frames are driven by calling ``App.safe_frame(now)`` with a
fake clock, and presses come from a keypad-like queue filled before measuring.

The modules go into the VM as a device loads them: without their module docstrings. The VM
(MicroPython 1.27, compiling source) keeps a module's docstring as its ``__doc__``, a heap
string as long as the text; mpy-cross leaves it out of a ``.mpy`` and the console's UF2 freezes
``.mpy`` too, so on a Pico it costs nothing (measured: stats.py's 2.3 KB docstring is absent from
its .mpy). ``measure(docstrings=True)`` gives the old figure, source as it is.
"""

import ast

from tests.mpvm.vm import REPO, MicroPythonVM

HOST_LIBS = ("adafruit_ticks",)

SETUP = """
import gc

# The device's microcontroller.nvm is flash behind a small object, not heap: made before measuring.
NVM = bytearray(b"\\xff" * 4096)

NOW = [1000]

class Sink:
    def __init__(self):
        self.n = 0
    def write(self, b):
        self.n += len(b)
        return len(b)

class Ev:
    def __init__(self):
        self.key_number = 0
        self.pressed = False
        self.timestamp = 0

class Events:
    # the start taps, then both players mashing (computed, not stored: it is not the app)
    def __init__(self, start):
        self.start = start
        self.i = 0
        self.overflowed = False
    def get_into(self, ev):
        i = self.i
        if i < len(self.start):
            k, p, t = self.start[i]
        else:
            j = i - len(self.start)
            if j >= 4 * MASH:
                return False
            tap = j // 2
            player = tap % 2
            n = tap // 2
            t = 1700 + n * 25 + player * 13 + (40 if j % 2 else 0)
            k = 8 * player + (n * (5 - 2 * player)) % 7
            p = j % 2 == 0
        if t > NOW[0]:
            return False
        ev.key_number = k
        ev.pressed = p
        ev.timestamp = t
        self.i = i + 1
        return True
    def clear(self):
        self.overflowed = False

MASH = 600

class Keys:
    def __init__(self, start):
        self.events = Events(start)
    def reset(self):
        pass

def taps(specs):
    q = []
    for t, k in specs:
        q.append((k, True, t))
        q.append((k, False, t + 40))
    q.sort(key=lambda e: e[2])
    return q
"""

BUILD = """
from spit.console.flow import parts
h = parts.Hardware()
h.seed = 7
h.event = Ev()
h.nvm = NVM
h.log_out = Sink()
# A's SPIT on the title (Play), A's and B's on the pick screen (their first rows), both call
# "Spit!", then both mash pile buttons and L/R for 15 s
h.keys = Keys(taps([(1100, 7), (1300, 7), (1350, 15), (1500, 7), (1500, 15)]))
from spit.console.flow import app as appmod
app = appmod.App(h)
app.start(NOW[0])

def frames(n):
    i = 0
    while i < n:
        NOW[0] += 25
        app.safe_frame(NOW[0])
        i += 1

def one():
    NOW[0] += 25
    app.safe_frame(NOW[0])
"""


def without_module_docstring(src):
    """``src`` with its module docstring's lines left blank (line numbers kept), as mpy-cross
    compiles it."""
    body = ast.parse(src).body
    first = body[0] if body else None
    if not (
        isinstance(first, ast.Expr)
        and isinstance(first.value, ast.Constant)
        and isinstance(first.value.value, str)
    ):
        return src
    lines = src.split("\n")
    top, end = first.lineno - 1, first.end_lineno or first.lineno
    return "\n".join(lines[:top] + [""] * (end - top) + lines[end:])


def device_files(lib="firmware/lib"):
    """The firmware's modules as the VM should load them: {VM path: source}."""
    from host_tools.deploy import catalogues, fold

    root = REPO / lib
    items = [("lib/" + path.relative_to(root).as_posix(), path.read_bytes())
             for path in sorted(root.rglob("*.py"))]  # fmt: skip
    # the constants written in as deploy writes them (a module read only for its numbers,
    # spit.screen.words, is then never loaded: as on the device)
    folded, _ = fold.fold(catalogues.items_as_bytes(items))
    return {"/" + dest: without_module_docstring(data.decode()) for dest, data in folded}


def start_vm(docstrings=False):
    """A VM with the firmware mounted (as a device loads it unless ``docstrings``)."""
    if docstrings:
        return MicroPythonVM(dirs=["firmware/lib"], host_libs=HOST_LIBS, heapsize=256 * 1024)
    return MicroPythonVM(files=device_files(), host_libs=HOST_LIBS, heapsize=256 * 1024)


def measure(docstrings=False):
    """Heap figures in bytes (dict) from one VM run (module docstrings counted if asked)."""
    figures = {}
    with start_vm(docstrings) as vm:
        vm.run(SETUP)
        base = vm.mem_alloc()
        figures["imports"] = vm.retained(
            "from spit.console.flow import app as _a\n"
            "from spit.console.records import log as _l, stats as _s, store as _st"
        )
        figures["app_title"] = vm.retained(BUILD)
        vm.run("frames(24)")  # title -> A's SPIT: a game, READY
        vm.run("frames(20)")  # both called: PLAY
        figures["phase"] = vm.eval("app.stage.match.game.phase if app.stage.match else -1")
        figures["in_use_game"] = vm.mem_alloc() - base
        figures["idle_frame_alloc"] = vm.allocated("lambda: app.safe_frame(NOW[0])")
        figures["press_frame_alloc"] = vm.allocated("one")  # both mashing: presses and log lines
        vm.run("frames(560)")  # 14 s of mashing
        figures["in_use_after_play"] = vm.mem_alloc() - base
        figures["log_bytes"] = vm.eval("h.log_out.n")
        figures["faults"] = vm.eval("app.faults")
    return figures
