"""The card art the console copies at boot (spit.screen.art_bits) is the art card_art draws.

On CircuitPython the sheets come from art_bits' bytes, not from card_art: a stale or mis-packed
art_bits would show wrong cards on the device only. The device's own reading of the bytes is
proven by tests/pico/test_pico_game.py (its screens against the simulator's).
"""

from host_tools import mkart


def test_art_bits_is_what_card_art_draws_now():
    assert mkart.main(["--check"]) == 0, "run: python -m host_tools.mkart"


def _pixel(data, width, bits, x, y):
    # shared-module/displayio/Bitmap.c common_hal_displayio_bitmap_get_pixel, for bits < 8
    stride = (width * bits + 31) // 32  # 32-bit words a row
    values_per_byte = 8 // bits
    byte = data[y * stride * 4 + x // values_per_byte]
    return (byte >> ((values_per_byte - x % values_per_byte - 1) * bits)) & ((1 << bits) - 1)


def test_each_sheet_reads_back_pixel_for_pixel_as_circuitpython_reads_a_bitmap():
    from spit.screen import art_bits

    for name, w, h, colours, rows in mkart.drawn():
        width, height, count, data = getattr(art_bits, name.upper())
        assert (width, height, count) == (w, h, colours), name
        bits = mkart.bits_per_value(colours)
        assert len(data) == ((w * bits + 31) // 32) * 4 * h, name  # the Bitmap's buffer length
        got = [[_pixel(data, w, bits, x, y) for x in range(w)] for y in range(h)]
        assert got == rows, name
        assert any(any(row) for row in rows), name  # (a blank sheet would prove nothing)


def test_the_host_draws_the_sheets_where_a_bitmap_has_no_buffer(view):
    from spit.screen import sprites

    assert sprites._copied() is None  # Blinka's Bitmap: card_art draws them
    drawn = dict((n, r) for n, _, _, _, r in mkart.drawn())
    frames = view.sheets.frames
    assert [[frames[x, y] for x in range(frames.width)] for y in range(frames.height)] == (
        drawn["frames"]
    )
