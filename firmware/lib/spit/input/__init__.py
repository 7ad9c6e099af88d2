# SPDX-License-Identifier: MIT
"""The input: buttons -> gestures -> fair, time-ordered engine actions. Imports only the engine.

- ``panel``: the one key table (``key_number = player * 8 + button``) and each player's gesture
  state machine. Loaded at boot, kept.
- ``race``: first press wins: raw presses from any source in, outcomes out. Loaded at boot, kept.
- ``holds``: the long presses of the menus (hold to repeat) and of power-up, adafruit_debouncer
  Buttons over the race's key state; loaded while one is under way, never in a game (the pause
  hold is the race's own held time, ``spit.console.flow.match``).
- ``pio_keys``: the PIO backend, a ``keypad.Keys`` drop-in; loaded at boot only when
  settings.toml says ``input = "pio"``.
- ``bot``: the CPU player, a source of presses like a person's panel; loaded when a game with a
  CPU (or the demo) begins (``spit.console.flow.make_bot``), let go before a game between two people
  and while a game is paused (``spit.console.flow.drop_bot``).
"""
