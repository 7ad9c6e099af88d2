# SPDX-License-Identifier: MIT
"""Comparing screenshots from the simulator and the emulated Pico."""

from PIL import Image, ImageChops

TWIN_TOLERANCE = 0.02  # at most 2 % of the pixels may differ between the twins


def differing_fraction(a_path, b_path, threshold=48):
    """Fraction of pixels whose colour differs by more than `threshold` in any channel (RGB565
    on the device rounds colours a little; that is not a difference a player sees)."""
    a = Image.open(a_path).convert("RGB")
    b = Image.open(b_path).convert("RGB")
    assert a.size == b.size, (a.size, b.size)
    over = [
        c.point(lambda v: 255 if v > threshold else 0) for c in ImageChops.difference(a, b).split()
    ]
    marked = ImageChops.lighter(ImageChops.lighter(over[0], over[1]), over[2])
    return marked.histogram()[255] / (a.size[0] * a.size[1])
