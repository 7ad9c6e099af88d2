# SPDX-License-Identifier: MIT
"""Stand-in for CircuitPython's ``alarm`` as the RP2040 port has it (10.2.1): ``sleep_memory``,
``pin.PinAlarm``, ``exit_and_deep_sleep_until_alarms``.

``sleep_memory`` is 256 bytes kept across a deep sleep and the reset that ends it, zeroed at
power-up (``power_on()``; the port checks a guard word in uninitialised RAM). ``PinAlarm(pin,
value, edge=False, pull=False)`` is checked as the port checks it (a pin, one alarm a pin).
``exit_and_deep_sleep_until_alarms(*alarms)`` raises ``DeepSleepRequest`` (a BaseException, as
CircuitPython's: code.py ends); the simulator (``host_tools.sim.run``) then sleeps until the
next press in its script and runs code.py again, as the board's reset does. ``wake_alarm``
is the alarm that woke it (a ``PinAlarm`` whose ``pin`` is None, as the port records it).
"""

import types

SLEEP_MEMORY_LENGTH = 256
sleep_memory = bytearray(SLEEP_MEMORY_LENGTH)
wake_alarm = None


class DeepSleepRequest(BaseException):
    """code.py asked for a deep sleep: ``alarms`` are what will wake it."""

    def __init__(self, alarms):
        super().__init__("deep sleep")
        self.alarms = alarms


class PinAlarm:
    """A pin that wakes the board: ``value`` (the level, or edge towards it), ``pull``."""

    def __init__(self, pin, value, edge=False, pull=False):
        if pin is None:
            raise ValueError("pin")
        self.pin = pin
        self.value = bool(value)
        self.edge = bool(edge)
        self.pull = bool(pull)


pin = types.SimpleNamespace(PinAlarm=PinAlarm)


def exit_and_deep_sleep_until_alarms(*alarms, preserve_dios=()):
    """End code.py and sleep until one of ``alarms`` (raises DeepSleepRequest)."""
    if preserve_dios:
        raise NotImplementedError("preserve_dios")  # (the RP2040 port's answer)
    if not alarms:
        raise ValueError("no alarms")
    pins = [a.pin for a in alarms if isinstance(a, PinAlarm)]
    if len(set(map(id, pins))) != len(pins):
        raise ValueError("Multiple alarms for the same pin")
    raise DeepSleepRequest(alarms)


def power_on():
    """A fresh board (or a power cut while asleep): the sleep memory is zero, nothing woke it."""
    global wake_alarm
    sleep_memory[:] = bytes(SLEEP_MEMORY_LENGTH)
    wake_alarm = None


def woken_by(alarm):
    """The reset that ends a deep sleep: ``alarm.wake_alarm`` as the port records it."""
    global wake_alarm
    wake_alarm = PinAlarm(object(), alarm.value, alarm.edge, alarm.pull) if alarm else None
    if wake_alarm is not None:
        wake_alarm.pin = None
