# SPDX-License-Identifier: MIT
"""`spitlog replay log | head -1`: when the reader of stdout leaves, stop printing but finish the
work, so the exit status is the command's own (a mismatch stays 1 through `set -o pipefail`)."""

from __future__ import annotations

import os
import sys


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
