# SPDX-License-Identifier: MIT
"""Code only one phase needs is let go when that phase ends (on the device: spit.parts.drop).

On CPython modules cost little and stay loaded (spit.parts.KEEP_MODULES), so these tests take
the device's path by turning that off in the run.
"""

import sys

from simkit import presses, simulate

A_P1, A_P4, A_SPIT, B_SPIT = 0, 3, 7, 15


def test_the_hardware_test_code_goes_when_the_test_ends():
    seen = []

    def watch(sim):
        sys.modules["spit.parts"].KEEP_MODULES = False  # the device's path (each power-on)
        app = sys.modules["spit.app"].current
        if app is not None:
            seen.append((app.phase, "spit.hwtest" in sys.modules or "spit.pins" in sys.modules))

    # title -> Settings -> up twice to "Hardware test" -> in; B's SPIT three times -> out
    events = presses((300, A_P4), (600, A_SPIT), (900, A_P1), (1200, A_P1), (1500, A_SPIT))
    events += presses((2500, B_SPIT), (2800, B_SPIT), (3100, B_SPIT))
    try:
        run = simulate(sorted(events, key=lambda e: e.t), until_ms=4000, on_frame=watch)
    finally:
        parts = sys.modules.get("spit.parts")
        if parts is not None:
            parts.KEEP_MODULES = True
    m = run.appmod
    assert (m.HWTEST, True) in seen, "the hardware test never ran"
    assert run.app.phase == m.SETTINGS and run.app.hwtest is None
    after = seen[[phase for phase, _ in seen].index(m.HWTEST) :]
    back = [loaded for phase, loaded in after if phase == m.SETTINGS]
    assert back and not any(back), "spit.hwtest still loaded on the settings menu after the test"
