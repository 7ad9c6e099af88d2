# SPDX-License-Identifier: MIT
"""`python -m host_tools.pico --profile`: the table a developer reads to find where a frame's
time goes. Made from the emulator's raw figures; what he relies on: the per-frame figures are the
per-frame figures (a total divided by the frames of play), the functions come most expensive
first, and displayio's strips of one area read as that one area."""

from host_tools.pico import report

RAW = {
    "frames": 2,
    "functions": [
        {"name": "displayio_tilegrid_fill_area", "refresh": 30.0, "other": 0.0, "misses": 400},
        {"name": "mp_execute_bytecode", "refresh": 0.0, "other": 8.0, "misses": 0},
    ],
    # a card sent as three strips of rows, then a count elsewhere
    "windows": [
        [100.0, 21.5, [[4, 154, 40, 18], [4, 172, 40, 18], [4, 190, 40, 18], [52, 126, 12, 16]]],
        [130.0, 12.0, []],
    ],
}


def test_the_table_gives_ms_per_frame_of_play_most_expensive_first():
    text = report.profile_text(RAW)
    lines = text.splitlines()
    assert lines[0].startswith("2 frames of play: 15.00 ms in refresh + 4.00 ms else")
    assert lines[0].endswith("200 XIP cache misses a frame")
    first, second = lines[2].split(), lines[3].split()
    assert first == ["15.000", "0.000", "200.0", "displayio_tilegrid_fill_area"]
    assert second == ["0.000", "4.000", "0.0", "mp_execute_bytecode"]


def test_each_frame_lists_its_areas_as_displayio_sent_them_merged():
    text = report.profile_text(RAW)
    frame = next(line for line in text.splitlines() if line.strip().startswith("100.0"))
    assert frame.split() == ["100.0", "21.5", str(40 * 54 + 12 * 16), "4,154,40x54", "52,126,12x16"]


def test_the_whole_run_profile_gives_totals_not_per_frame():
    text = report.profile_text({**RAW, "all": True})  # --profile-all: boot and waits too
    lines = text.splitlines()
    assert lines[0] == "the whole run: 30.00 ms in refresh + 8.00 ms else, in all; " \
        "400 XIP cache misses in all"  # fmt: skip
    assert lines[2].split() == ["30.000", "0.000", "400.0", "displayio_tilegrid_fill_area"]


def test_no_frame_of_play_says_so():
    assert "no frame of play" in report.profile_text({"frames": 0, "functions": []})
    assert "no frame of play" in report.profile_text(None)


def test_a_slow_frames_profile_says_which_frames_it_kept():
    text = report.profile_text({**RAW, "min_ms": 40})  # --profile-slow 40
    assert text.splitlines()[0].startswith("2 frames of play of 40 ms or more: ")
