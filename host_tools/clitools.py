# SPDX-License-Identifier: MIT
"""What the host tools' command lines share.

- `spitlog replay log | head -1`: when the reader of stdout leaves, stop printing but finish the
  work, so the exit status is the command's own (a mismatch stays 1 through `set -o pipefail`).
- The program name in `--help` as the user typed it, and `--version`.
- The generators of firmware modules (`mkfont`, `mkart`): write the module, or `--check` it.
"""

from __future__ import annotations

import argparse
import importlib.metadata
import os
import sys
from pathlib import Path
from typing import Callable


def prog_name(command: str, module: str) -> str:
    """The installed command's name when started as it, else `python -m` the module."""
    name = os.path.basename(sys.argv[0]) if sys.argv and sys.argv[0] else ""
    return command if name == command else f"python -m {module}"


def count(n: int, word: str) -> str:
    """ "1 file", "2 files" (the plural by an s, as every word these tools count takes)."""
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def version() -> str:
    try:
        return importlib.metadata.version("spit-console")
    except importlib.metadata.PackageNotFoundError:
        return "(not installed)"


class QuietPipe:
    """stdout that turns into /dev/null at the first broken pipe instead of raising."""

    def __init__(self, inner) -> None:
        self.inner = inner

    def write(self, text: str) -> int:
        try:
            return self.inner.write(text)
        except BrokenPipeError:
            self._gone()
            return len(text)

    def flush(self) -> None:
        try:
            self.inner.flush()
        except BrokenPipeError:
            self._gone()

    def _gone(self) -> None:
        # the bytes Python still holds for the closed pipe would fail again at exit: drop them
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, self.inner.fileno())
        os.close(devnull)

    def __getattr__(self, name):
        return getattr(self.inner, name)


class quiet_stdout:
    """``with quiet_stdout():`` the command's prints survive a reader that left."""

    def __enter__(self):
        self.old = sys.stdout
        try:
            sys.stdout.fileno()
        except (OSError, ValueError, AttributeError):
            return self  # not a real file (a test's capture): nothing to guard
        sys.stdout = QuietPipe(sys.stdout)  # type: ignore[assignment]
        return self

    def __exit__(self, *exc):
        sys.stdout = self.old


def bytes_lines(data: bytes, step: int = 22) -> list[str]:
    """A bytes literal as indented lines of `step` bytes (adjacent literals join into one)."""
    return [
        '    b"%s"' % "".join("\\x%02x" % c for c in data[k : k + step])
        for k in range(0, len(data), step)
    ]


def generate(
    module: str, doc: str, out: Path, root: Path, text: Callable[[], str], argv=None
) -> int:
    """`python -m module [--check]`: write `out` from text(), or exit 1 when it is stale."""
    ap = argparse.ArgumentParser(prog=f"python -m {module}", description=doc)
    ap.add_argument("--check", action="store_true")
    args = ap.parse_args(argv)
    made = text()
    if args.check:
        stale = not out.exists() or out.read_text(encoding="utf-8") != made
        print("%s is %s" % (out.relative_to(root), "stale" if stale else "up to date"))
        return 1 if stale else 0
    out.write_text(made, encoding="utf-8")
    print("wrote", out.relative_to(root))
    return 0
