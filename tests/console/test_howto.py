# SPDX-License-Identifier: MIT
"""The title menu's "How to play" pages: on both halves, the rules a first game needs, loaded
only while shown; SPIT turns to the second page, any other button goes back. Set
SPIT_SHOTS=DIR to keep howto.png."""

import os
import pathlib
import sys

import numpy as np
import pygame
from simkit import presses, simulate

from spit.console.flow import menu
from spit.screen import halves

A, B = 0, 8
P1, P2, P3, P4, P5, L, R, SPIT = range(8)
TO_HOWTO = [k for k, *_ in menu.TITLE].index("howto")


def _run(tmp_path):
    keep = os.environ.get("SPIT_SHOTS")
    folder = pathlib.Path(keep) if keep else tmp_path
    folder.mkdir(parents=True, exist_ok=True)
    shot = folder / "howto.png"
    script = [(800 + i * 150, B + P4) for i in range(TO_HOWTO)]
    at = 800 + TO_HOWTO * 150
    script.append((at, B + SPIT))  # B opens the page from his side
    seen = {}

    def on_frame(sim):
        app = sys.modules["spit.console.flow.app"].current
        if app is not None and app.phase == sys.modules["spit.console.flow.app"].HOWTO:
            text = [h.names.text for h in app.view.pages.halves]
            seen.setdefault("pages", [])
            if text not in seen["pages"]:
                seen["pages"].append(text)
            seen["loaded"] = "spit.screen.howto" in sys.modules and not _keeps_modules()

    script.append((at + 700, A + SPIT))  # SPIT: the second page
    script.append((at + 1400, A + P3))  # any other button: back to the title
    run = simulate(presses(*script), seed=2, until_ms=at + 1800, shots={at + 500: shot},
                   on_frame=on_frame)  # fmt: skip
    return run, shot, seen


def _keeps_modules():
    return sys.modules["spit.screen"].KEEP_MODULES


def test_how_to_play_is_drawn_for_both_players_and_leads_back(tmp_path):
    run, shot, seen = _run(tmp_path)
    assert len(seen["pages"]) == 2
    for a_text, b_text in seen["pages"]:
        assert a_text == b_text
    a_text = " ".join(page[0].replace("\n", " ") for page in seen["pages"]).lower()
    for words in ("p1-p5", "rank up or down", "empty slot", "both press spit", "slap", "hold spit"):
        assert words in a_text, words
    img = pygame.image.load(str(shot))
    px = np.ascontiguousarray(pygame.surfarray.array3d(img).transpose(1, 0, 2)).astype(int)
    a_half = px[halves.H // 2 :]
    b_half = px[: halves.H // 2][::-1, ::-1]  # B's half, turned round to read as he does
    ink_a = (a_half > 200).all(axis=2)
    ink_b = (b_half > 200).all(axis=2)
    assert ink_a.sum() > 1500  # five rows of text on each half ...
    assert (ink_a != ink_b).mean() < 0.02  # ... the same page, B's turned to face him
    notes = [f[0] for f in run.lines("M")]
    assert notes[-2:] == ["howto", "title"]
    assert run.app.phase == run.appmod.TITLE
