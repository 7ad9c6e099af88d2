"""`python -m bench view`: what the screen costs — dirty pixels per play, update time, memory.

Figures, not assertions. Runs a few seeded random games through spit.screen.view on the headless
simulated panel (host_tools.sim.screen), and for each frame records the view's own ledger of
changed rectangles and the dirty areas displayio itself computed (what a BusDisplay would push
over SPI). The SPI time is estimated for RP2040 SPI at 62.5 MHz, 16 bits a pixel.
"""

import os
import random
import statistics
import sys
import time
import tracemalloc

for _name, _value in (
    ("SDL_VIDEODRIVER", "dummy"),
    ("SDL_AUDIODRIVER", "dummy"),
    ("PYGAME_HIDE_SUPPORT_PROMPT", "1"),
    ("BLINKA_OS_AGNOSTIC", "1"),
):
    os.environ.setdefault(_name, _value)
sys.path[:0] = ["firmware/lib", "."]

SCREEN = 320 * 240
SPI_HZ = 62_500_000


def _spi_ms(pixels):
    return pixels * 16 / SPI_HZ * 1000


def _games(screen, view, seeds=(1, 2, 3), steps=250):
    """Per-kind lists of (ledger pixels, displayio pixels, update seconds)."""
    import spit

    rng = random.Random(11)
    out = {"play": [], "refused": [], "other": [], "idle": []}
    for seed in seeds:
        g = spit.Game(spit.Rules(), seed=seed)
        view.show_game(g, 0)
        screen.refresh()
        screen.refresh()
        t = 0
        for _ in range(steps):
            if g.phase == spit.OVER:
                break
            t += 40
            p = rng.randrange(2)
            legal = g.legal(p)
            kind = None
            if legal and rng.random() < 0.8:
                kind, x, y = rng.choice(legal)
                code = spit.act(g, t, p, kind, x, y)
                button = 7 if kind == spit.A_SPIT else x
            else:
                button = rng.randrange(5)
                code = g.play(p, button, rng.randrange(2), t)
            view.outcome(p, button, code, t)
            g.tick(t)
            start = time.perf_counter()
            pixels = view.update(g, t)
            took = time.perf_counter() - start
            screen.refresh()
            real = screen.display.last_pixels
            if view.dirty.full:
                continue
            what = "play" if kind == spit.A_PLAY and code == 0 else "other"
            if code != 0:
                what = "refused"
            out[what].append((pixels, real, took))
            # an idle frame right after: nothing changed
            start = time.perf_counter()
            pixels = view.update(g, t + 1)
            took = time.perf_counter() - start
            screen.refresh()
            out["idle"].append((pixels, screen.display.last_pixels, took))
    return out


def _memory():
    """CPython-side cost of building a View, and allocation per frame (should be none)."""
    import spit
    from spit.screen import sprites
    from spit.screen.view import View

    sheets = sprites.Sheets()
    bitmap_bytes = 0
    for bmp, bits in ((sheets.frames, 2), (sheets.depths, 2), (sheets.cross, 1)):
        bitmap_bytes += bmp.width * bmp.height * bits // 8
    for bmp in (sheets.ranks, sheets.suits, sheets.pips, sheets.digits, sheets.arrow):
        bitmap_bytes += bmp.width * bmp.height // 8
    tracemalloc.start()
    base = tracemalloc.get_traced_memory()[0]
    view = View(None)
    built = tracemalloc.get_traced_memory()[0] - base
    g = spit.Game(spit.Rules(), seed=1)
    view.show_game(g, 0)
    view.update(g, 1)
    before = tracemalloc.get_traced_memory()[0]
    for i in range(1000):
        view.update(g, 2 + i)
    idle = tracemalloc.get_traced_memory()[0] - before
    tracemalloc.stop()
    return bitmap_bytes, built, idle


def main():
    from bench import results
    from host_tools.sim.screen import Screen
    from spit.screen.view import View

    with Screen(headless=True, partial=True) as screen:  # paint dirty areas only, as a panel
        start = time.perf_counter()
        view = View(screen.display)
        built_s = time.perf_counter() - start
        start = time.perf_counter()
        screen.refresh()
        full_s = time.perf_counter() - start
        by_kind = _games(screen, view)
    print("view: dirty area per frame (view ledger | displayio's own areas), of %d px" % SCREEN)
    for what in ("play", "refused", "other", "idle"):
        rows = by_kind[what]
        if not rows:
            continue
        ledger = statistics.mean(r[0] for r in rows)
        real = statistics.mean(r[1] for r in rows)
        print(
            "  %-8s n=%4d  ledger mean %6.0f px (%4.1f%%) max %6d | displayio mean %6.0f px "
            "(%4.1f%%)  SPI ~%.2f ms vs %.1f ms full"
            % (
                what,
                len(rows),
                ledger,
                100 * ledger / SCREEN,
                max(r[0] for r in rows),
                real,
                100 * real / SCREEN,
                _spi_ms(real),
                _spi_ms(SCREEN),
            )
        )
        say = "%d random-game frames of this kind (seeds 1-3), the view on the simulated panel" % (
            len(rows)
        )
        results.record("%s.ledger_mean_px" % what, round(ledger), "px",
                       "a %s frame: redrawn, the view's own count, mean; %s" % (what, say),
                       "cpython")  # fmt: skip
        results.record("%s.displayio_mean_px" % what, round(real), "px",
                       "a %s frame: displayio's dirty areas, mean; %s" % (what, say),
                       "cpython")  # fmt: skip
    for what in ("play", "idle"):
        rows = by_kind[what]
        if rows:
            times = sorted(r[2] for r in rows)
            print(
                "  view.update on CPython, %-5s frame: median %.3f ms, worst %.3f ms"
                % (what, 1000 * times[len(times) // 2], 1000 * times[-1])
            )
            results.record("%s.update_median_ms" % what, round(1000 * times[len(times) // 2], 3),
                           "ms", "view.update, a %s frame, median" % what, "cpython")  # fmt: skip
    print("  View() built in %.0f ms; first full refresh %.0f ms" % (built_s * 1e3, full_s * 1e3))
    bitmap_bytes, built, idle = _memory()
    print("view memory (CPython, tracemalloc; not the device's heap):")
    print("  sprite bitmaps: %d bytes of pixel data (the same on the device)" % bitmap_bytes)
    print("  View(): %d bytes of Python objects on CPython (Blinka's displayio)" % built)
    print("  1000 idle update() calls allocated %d bytes net" % idle)
    say = "the sprite bitmaps' pixel data (the same on the device)"
    results.record("sprite_bitmap_bytes", bitmap_bytes, "B", say, "cpython")
    _vm_memory()
    _vm_summary()


def _vm_memory():
    """The view's heap in the MicroPython VM, displayio replaced by stand-ins (an estimate)."""
    from tests.mpvm.conftest import HOST_LIBS
    from tests.mpvm.vm import MicroPythonVM, available
    from tests.screen.vm_displayio import FILES

    reason = available()
    if reason:
        print("view heap in MicroPython: skipped (%s)" % reason)
        return
    with MicroPythonVM(
        dirs=["firmware/lib"], host_libs=HOST_LIBS, files=FILES, heapsize=512 * 1024
    ) as vm:
        vm.run("import displayio, vectorio, terminalio, spit")
        vm.run(
            "from spit.screen import view, halves, sprites, table, banner, pages\n"
            "from spit.input import panel\nfrom spit.console.flow import menu"
        )
        sheets = vm.retained("sh = sprites.Sheets()")
        vm.run("sh = None")
        held = vm.retained(
            "v = view.View(None)\ng = spit.Game(spit.Rules(), seed=1)\nv.show_game(g, 0)\n"
            "g.spit(0, 1)\ng.spit(1, 1)\nv.update(g, 2)"
        )
        page = vm.retained("m = menu.Menu('Paused', menu.PAUSE)\nv.show_menu(m, 3)")
        vm.run(
            "def idle():\n    v.update(g, 5)\n"
            "def play():\n"
            "    g.play(0, act[1], act[2], 6)\n"
            "def play_and_draw():\n"
            "    g.play(0, act[1], act[2], 6)\n"
            "    v.update(g, 6)\n"
            "def first_play():\n"
            "    for a in g.legal(0):\n"
            "        if a[0] == spit.A_PLAY:\n"
            "            return a\n"
        )
        vm.run("v.show_game(g, 4)\nv.update(g, 4)")
        idle = vm.allocated("idle")
        fresh = (
            "g = spit.Game(spit.Rules(), seed=1)\nv.show_game(g, 7)\ng.spit(0, 8)\n"
            "g.spit(1, 8)\nv.update(g, 9)\nv.update(g, 10)\nact = first_play()"
        )
        vm.run(fresh)
        engine = vm.allocated("play")  # the engine's own share of a play
        vm.run(fresh)
        play = vm.allocated("play_and_draw") - engine
    from bench import results

    say = " (MicroPython VM, displayio stand-ins: an estimate of the device)"
    results.record("vm.sheets_b", sheets, "B", "the sprite sheets' heap" + say, "mpvm")
    results.record("vm.view_game_b", held, "B", "view + a game in play, heap" + say, "mpvm")
    results.record("vm.pause_page_b", page, "B", "the pause page instead of the table" + say,
                   "mpvm")  # fmt: skip
    results.record("vm.idle_frame_alloc_b", idle, "B", "allocated by an idle frame" + say, "mpvm")
    say = "allocated by the view in a play frame" + say
    results.record("vm.play_frame_alloc_b", play, "B", say, "mpvm")
    print("view heap in the MicroPython VM (displayio stand-ins; an estimate of the device):")
    print(
        "  sprite sheets %d B; view + game in play %d B; the pause page instead of the table"
        " %+d B (its table is built again on resume)" % (sheets, held, page)
    )
    print("  allocated by the view in an idle frame %d B, in a play frame %d B" % (idle, play))


def _vm_summary():
    """The round summary page's heap in the MicroPython VM, its code included, against the table
    it replaces (tests/screen/test_heap_mpvm.py's steps, in a VM of its own)."""
    from tests.mpvm.conftest import HOST_LIBS
    from tests.mpvm.vm import MicroPythonVM, available
    from tests.screen.vm_displayio import FILES

    if available():
        return
    with MicroPythonVM(
        dirs=["firmware/lib"], host_libs=HOST_LIBS, files=FILES, heapsize=512 * 1024
    ) as vm:
        vm.run("import displayio, vectorio, terminalio, gc, spit")
        vm.run("from spit.screen import view, halves, text, sprites, table, banner, pages")
        # the languages told as the app tells them; a round's end and the next deal once first
        # (what the first round end makes for good)
        vm.run("v = view.View(None)\ng = spit.Game(spit.Rules(), seed=4)\nv.speak(0, 0, 2)")
        vm.run("v.show_game(g, 0)\nv.drop_table()\nv.speak(0, 0, 1)\nv.show_summary(g, 0)")
        vm.run("v.speak(0, 0, 2)\nv.show_game(g, 0)")
        vm.collect()
        before = vm.mem_alloc()
        vm.run("v.drop_table()\nimport spit.screen.table, spit.screen.banner")
        vm.collect()
        no_table = vm.mem_alloc()  # (the table's code kept: the summary borrows it)
        vm.run("v.speak(0, 0, 1)\nv.show_summary(g, 1)")
        vm.collect()
        with_page = vm.mem_alloc()
    from bench import results

    say = " (MicroPython VM, displayio stand-ins: an estimate of the device)"
    results.record("vm.summary_page_b", with_page - no_table, "B",
                   "the round summary page, its code included, English" + say, "mpvm")  # fmt: skip
    results.record("vm.summary_table_b", before - no_table, "B",
                   "the table the round summary replaces" + say, "mpvm")  # fmt: skip
    print("  the round summary page %d B, the table it replaces %d B" % (
        with_page - no_table, before - no_table))  # fmt: skip


if __name__ == "__main__":
    main()
