# SPDX-License-Identifier: MIT
# code.py for tests/pico/test_pico_battery.py: the console's power services on the real
# interpreter, on the hardware spit.console.device.hw builds. Runs after the harness's soft reload
# (not at power-on); prints "Q <what> <ticks_ms> ..." lines that the test reads with the harness's
# own capture (the backlight's PWM duty, the buzzer's tones).
import supervisor

PART = "@PART@"
READS = int("@READS@")


def ticks():
    return supervisor.ticks_ms()


def wait(ms, sound=None):
    # sleep `ms` in 2 ms steps, letting the sound go when its time is up (as the app's frames do)
    import time

    end = ticks() + ms
    while ((end - ticks()) & 0x1FFFFFFF) < 0x10000000:
        if sound is not None:
            sound.update(ticks())
        time.sleep(0.002)


def gauge_part(hw):
    # A stair of VSYS (the test's supply): a fresh gauge each 100 ms (its first reading is its
    # level) and one gauge kept all along (smoothed), installed as the nvm-write guard.
    from spit.console.device import battery

    kept = battery.Gauge(hw.vsys, hw.vbus, battery.LIPO)
    battery.install(kept)
    for _ in range(READS):
        t = ticks()
        fresh = battery.Gauge(hw.vsys, hw.vbus, battery.LIPO)
        fresh.update(t)
        kept.update(t)
        print(
            "Q G %d %.3f %d %d %d %d %d %d %s"
            % (
                t,
                fresh.volts,
                fresh.level,
                fresh.state,
                kept.level,
                kept.state,
                fresh.may_write(),
                battery.may_write(),
                fresh.text(),
            )
        )
        wait(100)


def light_part(hw):
    from spit.console.device import backlight

    light = backlight.Backlight(hw.display, hw.backlight_pwm)
    print("Q L %d fixed %d" % (ticks(), light.fixed))
    for step in range(backlight.STEPS):
        light.set_step(step)
        print("Q L %d step %d" % (ticks(), step))
        wait(150)
    for mode in (backlight.DIM, backlight.DARK, backlight.AWAKE):
        light.show(mode)
        print("Q L %d mode %d" % (ticks(), mode))
        wait(150)


def sound_part(hw):
    from spit.console.device import battery, sound

    gauge = battery.Gauge(hw.vsys, hw.vbus, battery.LIPO)
    gauge.update(ticks())
    print("Q U %d %s" % (ticks(), gauge.text()))
    snd = sound.Sound(hw.synth, True, sound.HIGH)
    for cue in range(sound.CUES):
        print("Q C %d %d" % (ticks(), cue))
        snd.cue(cue, ticks())
        wait(sound.MS[cue] + 150, snd)
    for volume in (sound.LOW, sound.HIGH, sound.OFF):
        snd.set_volume(volume)
        print("Q V %d %d" % (ticks(), volume))
        snd.cue(sound.OK, ticks())
        wait(sound.MS[sound.OK] + 150, snd)
    import time

    snd.set_volume(sound.HIGH)
    print("Q K %d" % ticks())  # a click, then a frame that stalls: no update() for 300 ms
    snd.cue(sound.MENU, ticks())
    time.sleep(0.3)
    wait(50, snd)
    from spit.console.device.hwtest import HwTest

    snd.set_volume(sound.LOW)
    test = HwTest(hw, None, snd)
    print("Q H %d" % ticks())
    test.press(0, True, ticks())  # A's P1: cue 0
    test.step(ticks())
    wait(sound.MS[0] + 150, snd)
    test.close()


if supervisor.runtime.run_reason != supervisor.RunReason.STARTUP:
    from spit.console.device import hw as hwmod

    made = hwmod.build()
    print(
        "Q HW %d %d %d %d %d"
        % (
            ticks(),
            made.vsys is not None,
            made.vbus is not None,
            made.backlight_pwm,
            made.synth is not None,
        )
    )
    if PART == "gauge":
        gauge_part(made)
    else:
        light_part(made)
        sound_part(made)
    print("Q END %d" % ticks())
else:  # at power-on: wait, as the console would, for the harness's Ctrl-C and soft reload
    import time

    while True:
        time.sleep(1)
