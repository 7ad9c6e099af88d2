# SPDX-License-Identifier: MIT
"""Debug mode's figures (``debug = 1`` in settings.toml, or A's SPIT held at power-up): loaded
only in debug mode, and small, since its heap samples count it."""

try:
    from typing import Any, Optional  # noqa: F401 (type comments)
except ImportError:
    pass


def sample(app, now, phase=None):
    # type: (Any, int, Optional[str]) -> None
    # Debug mode: frame time and heap on the console and in the log, once a second and on
    # entering each phase (``phase`` names it). The heap is sampled after a collection, so
    # ``free`` is what a new allocation could have, not what garbage happens to leave.
    import gc

    from adafruit_ticks import ticks_diff

    if app.frame_ms > app.worst_ms:
        app.worst_ms = app.frame_ms
    if phase is None and ticks_diff(now, app.debug_t) < 1000:
        return
    app.debug_t = now
    gc.collect()
    free = gc.mem_free() if hasattr(gc, "mem_free") else 0  # type: ignore[attr-defined]
    used = gc.mem_alloc() if hasattr(gc, "mem_alloc") else 0  # type: ignore[attr-defined]
    big = largest_block(free) if free else -1
    heap = ("free", free, "largest", big) if free else ("free n/a (no gc.mem_free)",)
    print("frame", app.frame_ms, "ms worst", app.worst_ms, "late", app.late, *heap,
          phase or "")  # fmt: skip
    app.log.debug(now, app.worst_ms, free, used, big)
    app.worst_ms = 0


def largest_block(free):
    # type: (int) -> int
    # The largest bytearray the heap can give now, to 16 bytes (a GC block): CircuitPython
    # has no call for it, so it is found by trying (each try is let go at once; a failed one
    # collects first). Debug mode only: the tries cost a few ms.
    import gc

    low, high = 0, free + 16  # low always fits; high never does
    while high - low > 16:
        mid = (low + high) // 2
        try:
            block = bytearray(mid)
        except MemoryError:
            high = mid
            continue
        del block
        low = mid
    gc.collect()  # the tries' garbage (and any heap area they added) goes back
    return low
