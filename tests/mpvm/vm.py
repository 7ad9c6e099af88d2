# SPDX-License-Identifier: MIT
"""Run code in a real 32-bit MicroPython (npm @micropython/micropython-webassembly-pyscript).

One Node process (tests/mpvm/vm.mjs) keeps ONE MicroPython instance alive; each `run()` is one
`runPython` call in its `__main__`, so names and imported modules persist between calls.

    from tests.mpvm.vm import MicroPythonVM, VMError

    with MicroPythonVM(dirs=["firmware/lib"]) as vm:          # firmware/lib -> /lib (on sys.path)
        out = vm.run("import spit\\nprint(spit.name(spit.card('QH')))")   # -> "QH\\n"
        vm.run("1/0")                                          # raises VMError with the traceback

    # Host libraries the firmware imports, copied from the venv into /lib:
    MicroPythonVM(dirs=["firmware/lib"], host_libs=["adafruit_ticks", "adafruit_debouncer"])
    # Single files or other folders: files={"/lib/spit/x.py": source}, dirs={"host/dir": "/vm/dir"}
    # (a relative VM path in `files` is taken under /lib).

Memory (see PLATFORM.md): `gc.collect()` only takes effect once a `run()` returns, so collect and
measure in SEPARATE calls. `vm.retained(code)` gives the bytes still held after running `code`
(collect, read, run, collect, read). `vm.allocated(call)` gives the bytes allocated while calling
`call` once: an expression for a zero-argument callable, e.g. "probe.step" or
"lambda: race.feed(3, True, 1000)" (bound in its own run first, so building it is not counted);
it collects, then reads `gc.mem_alloc()` around the call into a preallocated list, so the
measuring itself allocates 0. Keep measured code in a function: module-level code can grow the
globals dict. To measure many steps, copy MEASURE_SRC in tests/mpvm/games.py (small ints only,
no range(), no f-strings inside the measured window).

    with MicroPythonVM(dirs=["firmware/lib"], host_libs=["adafruit_ticks"]) as vm:
        vm.run("import spit\ng = spit.Game(seed=1)\ng.spit(0)\ng.spit(1)")
        assert vm.allocated("lambda: g.tick(5)") == 0

A fresh VM per test costs about 0.2 s; the pytest fixtures in tests/mpvm/conftest.py share one.
`heapsize` is only the starting heap (it grows on demand); `gc.mem_alloc()` walks the whole heap,
so the small default keeps a measurement per action cheap.
"""

from __future__ import annotations

import base64
import importlib.util
import json
import os
import pathlib
import selectors
import shutil
import subprocess
import tempfile
from collections.abc import Iterable, Mapping

REPO = pathlib.Path(__file__).resolve().parents[2]
VM_JS = pathlib.Path(__file__).with_name("vm.mjs")
_SKIP_DIRS = {"__pycache__", ".mypy_cache", ".pytest_cache"}


class VMError(RuntimeError):
    """A Python exception raised inside the VM (the message is its MicroPython traceback)."""

    def __init__(self, traceback: str, code: str, out: str = "") -> None:
        self.traceback = traceback
        self.code = code
        self.out = out
        super().__init__(f"MicroPython raised:\n{traceback}\n-- while running:\n{_clip(code)}")


class VMUnavailable(RuntimeError):
    """Node or the npm MicroPython package is missing (run `make deps`)."""


def _clip(code: str, limit: int = 1200) -> str:
    return code if len(code) <= limit else code[:limit] + "\n..."


def available() -> str | None:
    """None when the VM can start here, else a reason (for pytest.skip)."""
    if shutil.which("node") is None:
        return "node is not installed"
    pkg = REPO / "node_modules/@micropython/micropython-webassembly-pyscript/micropython.mjs"
    if not pkg.exists():
        return f"{pkg.relative_to(REPO)} missing: run `make deps` (npm ci)"
    return None


def host_lib_files(name: str) -> dict[str, bytes]:
    """The source files of an importable host module or package, keyed by their /lib path."""
    spec = importlib.util.find_spec(name)
    if spec is None or spec.origin is None:
        raise VMUnavailable(f"host library {name!r} is not installed in this Python")
    origin = pathlib.Path(spec.origin)
    if spec.submodule_search_locations:
        root = origin.parent
        return {
            f"/lib/{name}/{p.relative_to(root).as_posix()}": p.read_bytes()
            for p in _walk(root)
            if p.suffix == ".py"
        }
    return {f"/lib/{origin.name}": origin.read_bytes()}


def _walk(root: pathlib.Path) -> Iterable[pathlib.Path]:
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = sorted(d for d in dirnames if d not in _SKIP_DIRS)
        for name in sorted(filenames):
            if not name.endswith(".pyc"):
                yield pathlib.Path(dirpath) / name


class MicroPythonVM:
    """A live MicroPython instance in a Node subprocess; use as a context manager."""

    def __init__(
        self,
        dirs: Iterable[str] | Mapping[str, str] = (),
        files: Mapping[str, str | bytes] | None = None,
        host_libs: Iterable[str] = (),
        heapsize: int = 128 * 1024,
        timeout: float = 60.0,
    ) -> None:
        reason = available()
        if reason:
            raise VMUnavailable(reason)
        self.timeout = timeout
        self._buf = b""
        # Node's own messages go to a file: a full stderr pipe nobody reads would block it.
        self._err = tempfile.TemporaryFile()
        self._proc = subprocess.Popen(
            ["node", str(VM_JS), str(heapsize)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=self._err,
            cwd=REPO,
        )
        self._sel = selectors.DefaultSelector()
        assert self._proc.stdout is not None
        self._sel.register(self._proc.stdout, selectors.EVENT_READ)
        try:
            self.mount(dirs, files or {}, host_libs)
        except BaseException:
            self.close()
            raise

    # -- files ---------------------------------------------------------------------------
    def mount(
        self,
        dirs: Iterable[str] | Mapping[str, str] = (),
        files: Mapping[str, str | bytes] | None = None,
        host_libs: Iterable[str] = (),
    ) -> None:
        """Copy host folders/files into the VM filesystem (a plain folder goes to /lib)."""
        pairs = dirs.items() if isinstance(dirs, Mapping) else ((d, "/lib") for d in dirs)
        for host_dir, vm_dir in pairs:
            root = (REPO / host_dir).resolve()
            if not root.is_dir():
                raise FileNotFoundError(f"no folder {root} to mount")
            for path in _walk(root):
                self.write(f"{vm_dir.rstrip('/')}/{path.relative_to(root).as_posix()}", path)
        for name in host_libs:
            for vm_path, data in host_lib_files(name).items():
                self.write(vm_path, data)
        for vm_path, data in (files or {}).items():
            self.write(vm_path if vm_path.startswith("/") else "/lib/" + vm_path, data)

    def write(self, vm_path: str, data: str | bytes | pathlib.Path) -> None:
        """Write one file into the VM filesystem (folders are created)."""
        if isinstance(data, pathlib.Path):
            data = data.read_bytes()
        if isinstance(data, str):
            data = data.encode()
        self._request({"op": "write", "path": vm_path, "b64": base64.b64encode(data).decode()})

    # -- code ----------------------------------------------------------------------------
    def run(self, code: str) -> str:
        """Run a block in the VM's __main__; return its stdout or raise VMError."""
        answer = self._request({"op": "run", "code": code})
        if not answer["ok"]:
            raise VMError(answer["error"], code, answer["out"])
        return answer["out"]

    def eval(self, expr: str) -> object:
        """The value of `expr` in the VM, passed back as its repr and read with json/literal."""
        import ast

        return ast.literal_eval(self.run(f"print(repr({expr}))").strip())

    def forget(self, prefix: str) -> None:
        """Drop modules named `prefix` or `prefix.*` from sys.modules so the next import reloads."""
        dotted = prefix + "."
        self.run(
            "import sys\n"
            f"for _k in [k for k in sys.modules if k == {prefix!r} or k.startswith({dotted!r})]:\n"
            "    del sys.modules[_k]\n"
        )

    # -- memory --------------------------------------------------------------------------
    def collect(self) -> None:
        self.run("import gc\ngc.collect()")

    def mem_alloc(self) -> int:
        """Heap bytes in use after a full collection (collect and read in separate calls)."""
        self.collect()
        return int(self.run("print(gc.mem_alloc())"))

    def retained(self, code: str) -> int:
        """Heap bytes still held after `code` ran and a collection (e.g. an import's footprint)."""
        self.run("import gc\n_mpvm_m = [0, 0]")
        self.collect()
        self.run("_mpvm_m[0] = gc.mem_alloc()")
        self.run(code)
        self.collect()
        self.run("_mpvm_m[1] = gc.mem_alloc()")
        return int(self.run("print(_mpvm_m[1] - _mpvm_m[0])"))

    def allocated(self, call: str) -> int:
        """Bytes allocated while calling `call()` once (a callable already defined in the VM)."""
        self.run("import gc\n_mpvm_m = [0, 0]\n_mpvm_a = gc.mem_alloc")
        self.collect()
        self.run(f"_mpvm_f = {call}")
        self.collect()
        self.run("_mpvm_m[0] = _mpvm_a()\n_mpvm_f()\n_mpvm_m[1] = _mpvm_a()")
        return int(self.run("print(_mpvm_m[1] - _mpvm_m[0])"))

    # -- plumbing ------------------------------------------------------------------------
    def _request(self, req: dict) -> dict:
        proc = self._proc
        if proc.poll() is not None:
            raise VMUnavailable(f"the VM process has exited: {self._stderr()}")
        assert proc.stdin is not None
        try:
            proc.stdin.write((json.dumps(req) + "\n").encode())
            proc.stdin.flush()
        except BrokenPipeError as exc:
            raise VMUnavailable(f"the VM process died: {self._stderr()}") from exc
        return json.loads(self._readline())

    def _readline(self) -> bytes:
        assert self._proc.stdout is not None
        fd = self._proc.stdout.fileno()
        while b"\n" not in self._buf:
            if not self._sel.select(self.timeout):
                self.close(kill=True)
                raise TimeoutError(f"MicroPython VM gave no answer in {self.timeout} s (killed)")
            chunk = os.read(fd, 1 << 16)
            if not chunk:
                raise VMUnavailable(f"the VM process ended: {self._stderr()}")
            self._buf += chunk
        line, _, self._buf = self._buf.partition(b"\n")
        return line

    def _stderr(self) -> str:
        self._err.seek(0)
        return self._err.read().decode(errors="replace")[-2000:]

    def close(self, kill: bool = False) -> None:
        proc = self._proc
        if kill and proc.poll() is None:
            proc.kill()
            proc.wait()
        if proc.poll() is None:
            assert proc.stdin is not None
            try:
                proc.stdin.close()
                proc.wait(timeout=5)
            except (OSError, subprocess.TimeoutExpired):
                proc.kill()
                proc.wait()
        self._sel.close()
        if proc.stdout is not None:
            proc.stdout.close()
        self._err.close()

    def __enter__(self) -> MicroPythonVM:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
