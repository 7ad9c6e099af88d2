# SPDX-License-Identifier: MIT
"""The main loop: one refresh per frame, a steady tick, lateness never piling up."""

import sys

from simkit import simulate


def _timed(starts):
    """A hook that notes the simulated time each frame of the app starts (the loop's waits
    between frames may be several sleeps: it polls the key queue)."""

    def hook(sim):
        app = sys.modules["spit.console.flow.app"].current
        if app is None or "frame" in app.__dict__:
            return
        real = app.frame

        def frame(now):
            starts.append(sim.elapsed)
            return real(now)

        app.frame = frame

    return hook


def test_one_refresh_per_frame_and_a_steady_tick():
    starts = []
    run = simulate(until_ms=2000, on_frame=_timed(starts))
    app = run.app
    # hw.build waits once (30 ms, the boot-key check) before the loop's first frame
    assert run.sim.refreshes == app.frames
    assert len(starts) > 70
    gaps = [b - a for a, b in zip(starts, starts[1:], strict=False)]
    assert gaps and all(gap == run.appmod.FRAME_MS for gap in gaps)
    assert app.late == 0


def test_a_late_frame_is_not_caught_up():
    starts = []
    stalled = {"done": False}

    timed = _timed(starts)

    def hook(sim):
        timed(sim)
        app = sys.modules["spit.console.flow.app"].current
        if app is not None and sim.elapsed >= 1000 and not stalled["done"]:
            stalled["done"] = True
            real = app.view.update_menu

            def slow(menu, now=0):
                app.view.update_menu = real
                sim._set_elapsed(sim.elapsed + 130)  # this frame's work takes 130 ms
                return real(menu, now)

            app.view.update_menu = slow

    run = simulate(until_ms=2000, on_frame=hook)
    frame_ms = run.appmod.FRAME_MS
    gaps = [b - a for a, b in zip(starts, starts[1:], strict=False)]
    slow = [i for i, gap in enumerate(gaps) if gap > frame_ms]
    # the late frame starts the next at once (no wait after it), then the tick is steady again:
    # no burst of short frames catching up the five ticks it missed
    assert len(slow) == 1 and gaps[slow[0]] == 130
    assert all(gap == frame_ms for gap in gaps[slow[0] + 1 :])
    assert run.app.late == 1


def test_debug_mode_reports_frame_time_and_heap_per_phase_and_once_a_second(capsys):
    run = simulate(until_ms=3100, debug=True)
    assert run.app.hw.debug
    # on entering the title (right after its M line, so a reader can name the phase), then at
    # 1, 2 and 3 s after power-on; four figures each (the heap ones are 0/-1 off a Pico)
    assert len(run.lines("D")) == 4
    assert all(len(fields) == 4 for fields in run.lines("D"))
    lines = [line.split(" ") for line in run.log.splitlines()]
    title = [i for i, f in enumerate(lines) if f[0] == "M" and f[3] == "title"][0]
    assert lines[title + 1][0] == "D"
    printed = [line for line in capsys.readouterr().out.splitlines() if line.startswith("frame")]
    assert len(printed) == 4 and "free" in printed[0]
    assert "free n/a" in printed[0] or "largest" in printed[0]  # CPython has no gc.mem_free
    assert printed[0].endswith("title")
    quiet = simulate(until_ms=3100)
    assert not quiet.lines("D")


def test_a_press_starts_a_frame_at_once_and_the_tick_keeps_its_beat():
    from simkit import presses

    starts = []
    run = simulate(presses((1010, 4)), until_ms=1300, on_frame=_timed(starts))  # A's P5
    mod = run.appmod
    beat = starts[0] % mod.FRAME_MS
    extra = [t for t in starts if t % mod.FRAME_MS != beat]
    soon = 1 + mod.POLL_MS + mod.SETTLE_MS  # a scan, a poll, the race's settle
    # one frame right after the press (1010), maybe one after its release (1050); no other
    assert extra and 1010 < extra[0] <= 1010 + soon
    assert all(1010 < t <= 1010 + soon or 1050 < t <= 1050 + soon for t in extra)
    ticks = [t for t in starts if t % mod.FRAME_MS == beat]
    assert all(b - a == mod.FRAME_MS for a, b in zip(ticks, ticks[1:], strict=False))


def test_a_press_made_as_a_tick_frame_starts_is_not_left_for_the_next_tick():
    # The tick's frame drains a press made in its own ms, too young for the race to apply (it
    # waits RACE_SETTLE_MS for the other panel's press of the same moment): the next frame
    # must come when it is due, not a whole tick later (the emulated Pico showed 57 ms).
    from simkit import presses

    probe = []
    mod = simulate(until_ms=1000, on_frame=_timed(probe)).appmod
    tick = probe[-1] + mod.FRAME_MS  # a tick frame's start, on the steady beat
    for press in (tick, tick + 1):
        starts = []
        simulate(presses((press, 4)), until_ms=tick + 60, on_frame=_timed(starts))
        after = [t for t in starts if press + mod.RACE_SETTLE_MS <= t]
        assert after and after[0] <= press + 1 + mod.SETTLE_MS, (press, starts[-6:])
