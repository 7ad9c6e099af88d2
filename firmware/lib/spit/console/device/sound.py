# SPDX-License-Identifier: MIT
"""The buzzer: short cues on a synthio.Synthesizer, started at once and let go by update(now)
once a frame; never blocking, silent without a synthesizer, with sound off or at volume 0.

Volume (the ``volume`` setting: OFF, LOW, HIGH) is each note's ``amplitude``: synthio scales the
samples it hands audiopwmio, so the buzzer's PWM duty swings less around its middle (the
emulated Pico's capture: tests/pico/test_pico_sound.py)."""

from adafruit_ticks import ticks_add, ticks_diff

try:
    from typing import Any  # noqa: F401 (type comments)
except ImportError:
    pass

# Cue numbers (indices into the tables below).
OK = 0  # a card played
REFUSED = 1  # a refused press: a low buzz
SPIT = 2  # spit cards turned
SLAP = 3  # a slap landed
ROUND = 4  # round settled
WIN = 5  # game over
MENU = 6  # a menu move
FAULT = 7  # the console restarts after an error

OFF = 0  # volume levels (the ``volume`` setting)
LOW = 1
HIGH = 2
VOLUMES = (0.0, 0.25, 1.0)  # note amplitude per level: LOW swings the PWM a quarter as far

HZ = (880, 110, 660, 1320, 523, 1047, 440, 73)
MS = (40, 160, 80, 60, 250, 600, 25, 400)
CUES = len(HZ)
TAIL = 3  # a cue fades out by TAIL x its length even when update() comes late


class Sound:
    # One note at a time; a new cue cuts the one before it (a buzzer has one voice anyway).

    def __init__(self, synth, enabled=True, volume=HIGH):
        # type: (Any, bool, int) -> None
        self.synth = synth
        self.enabled = enabled
        self.volume = volume if OFF <= volume <= HIGH else HIGH
        self.played = 0
        self.last = -1  # the last cue started, -1 before any
        self._until = 0
        self._on = None  # type: Any
        self._notes = []  # type: list[Any]
        if synth is None:
            return
        try:
            import synthio

            for i in range(CUES):
                # Fading to nothing over 3x its length: a frame that stalls (a phase's imports
                # took ~0.7 s on stock) cannot stretch a 25 ms click into a 0.7 s tone; on time,
                # update() lets go at its length, still at 2/3 of its loudness.
                envelope = synthio.Envelope(attack_time=0.002, decay_time=TAIL * MS[i] / 1000,
                                            sustain_level=0.0, release_time=0.02)  # fmt: skip
                self._notes.append(synthio.Note(frequency=HZ[i], envelope=envelope))
        except Exception:  # noqa: BLE001 - a synthesizer stand-in without notes stays silent
            self.synth = None
        self.set_volume(self.volume)

    def set_volume(self, volume):
        # type: (int) -> None
        # OFF, LOW or HIGH (anything else: HIGH); a note already sounding keeps its own.
        self.volume = volume if OFF <= volume <= HIGH else HIGH
        for note in self._notes:
            try:
                note.amplitude = VOLUMES[self.volume]
            except Exception:  # noqa: BLE001 - a synthio without amplitude: one level
                pass

    def cue(self, what, now):
        # type: (int, int) -> None
        # Start cue ``what`` (OK, REFUSED, ...) at time ``now``; returns at once.
        if not self.enabled or not self.volume or what < 0 or what >= CUES:
            return
        self.played += 1
        self.last = what
        if self.synth is None:
            return
        note = self._notes[what]
        try:
            self.synth.release_all_then_press(note)
        except Exception:  # noqa: BLE001 - sound must never stop the game
            return
        self._on = note
        self._until = ticks_add(now, MS[what])

    def update(self, now):
        # type: (int) -> None
        # Let go of a note whose time is up (call once per frame).
        if self._on is not None and ticks_diff(now, self._until) >= 0:
            try:
                self.synth.release(self._on)
            except Exception:  # noqa: BLE001
                pass
            self._on = None
