# SPDX-License-Identifier: MIT
"""The buzzer cues: started at once, let go by the frame loop, silent when off or absent."""

from spit.console.device import sound


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


class AmpNote:
    def __init__(self, frequency, envelope=None):
        self.frequency = frequency
        self.amplitude = 1.0


def _amp_synthio(monkeypatch):
    import sys
    import types

    fake = types.ModuleType("synthio")
    fake.Note = AmpNote
    fake.Envelope = lambda **kw: None
    monkeypatch.setitem(sys.modules, "synthio", fake)


class AmpSynth(Synth):
    def release_all_then_press(self, note):
        self.pressed.append((note.frequency, note.amplitude))


def test_volume_sets_each_notes_amplitude_and_off_is_silent(monkeypatch):
    _amp_synthio(monkeypatch)
    synth = AmpSynth()
    s = sound.Sound(synth, True, sound.LOW)
    s.cue(sound.OK, 0)
    s.set_volume(sound.HIGH)
    s.cue(sound.OK, 100)
    s.set_volume(sound.OFF)
    s.cue(sound.OK, 200)
    assert synth.pressed == [(880, sound.VOLUMES[sound.LOW]), (880, 1.0)]
    assert sound.VOLUMES[sound.OFF] < sound.VOLUMES[sound.LOW] < sound.VOLUMES[sound.HIGH]
    s.set_volume(7)  # not a level: high
    assert s.volume == sound.HIGH


def test_the_hardware_tests_beeps_follow_the_volume(monkeypatch):
    _amp_synthio(monkeypatch)
    from spit.console.device.hwtest import HwTest

    synth = AmpSynth()
    s = sound.Sound(synth, True, sound.LOW)
    test = HwTest(object(), None, s)
    test.press(0, True, 0)
    test.step(1)
    s.set_volume(sound.OFF)
    test.press(1, True, 50)
    test.step(51)
    assert synth.pressed == [(880, sound.VOLUMES[sound.LOW])]  # the second press: no beep
