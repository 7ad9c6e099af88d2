# SPDX-License-Identifier: MIT
"""The console around the engine, in three rooms; open the one you need:

- ``flow``: what the players see and do, in order: the app's loop, the table of screens and
  the screens, the menus, a game and its score, the parts the app is made of. It may import
  every room below it.
- ``records``: what the console keeps: the flash store and its slots, the statistics and the
  players, the version-1 migration, the event log. It imports neither other room.
- ``device``: the board: the pin map, ``hw`` (the one module that touches ``board``), the
  hardware the app is handed and its clock, power, the battery, the backlight, sound, the
  hardware test. It imports neither other room.

All three may import the engine (``spit``), ``spit.input`` and ``spit.screen``
(tests/test_layout.py holds every room to this).
"""
