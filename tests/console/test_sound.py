# SPDX-License-Identifier: MIT
"""The buzzer cues: started at once, let go by the frame loop, silent when off or absent."""

from spit.console import sound


class Synth:
    def __init__(self):
        self.pressed = []
        self.released = []

    def release_all_then_press(self, note):
        self.pressed.append(note.frequency)

    def release(self, note):
        self.released.append(note.frequency)

    def release_all(self):
        self.released.append("all")


def test_a_cue_starts_at_once_and_stops_after_its_time_even_across_the_tick_wrap(monkeypatch):
    import sys
    import types

    class Note:
        def __init__(self, frequency, envelope=None):
            self.frequency = frequency

    fake = types.ModuleType("synthio")
    fake.Note = Note
    fake.Envelope = lambda **kw: None
    monkeypatch.setitem(sys.modules, "synthio", fake)
    synth = Synth()
    s = sound.Sound(synth)
    near_wrap = (1 << 29) - 30
    s.cue(sound.REFUSED, near_wrap)
    assert synth.pressed == [110] and s.last == sound.REFUSED
    s.update(near_wrap + 100 - (1 << 29) + 29)  # 99 ms later, after the wrap: still on
    assert synth.released == []
    s.update(near_wrap + 160 - (1 << 29))  # 160 ms later: let go
    assert synth.released == [110]
    s.enabled = False
    s.cue(sound.OK, 0)
    assert synth.pressed == [110] and s.played == 1


def test_no_buzzer_is_silent_but_still_counts_cues():
    s = sound.Sound(None)
    s.cue(sound.WIN, 0)
    s.update(10000)
    assert s.played == 1 and s.last == sound.WIN
    s.cue(99, 0)  # not a cue: ignored
    assert s.played == 1
