# SPDX-License-Identifier: MIT
"""The device: the board under the console. ``pins`` (the pin map, pure data), ``hw`` (builds
the hardware: the one module that touches ``board``), ``hardware`` (what ``hw`` hands the app,
and the clock), ``power`` (what the gauge and the settings mean for the app), ``battery``,
``backlight``, ``sound`` and ``hwtest`` (the hardware test).

Imports the engine, ``spit.input`` and ``spit.screen`` only: never the flow or the records.

Loaded at boot and kept: ``hardware`` and ``sound``; ``battery`` and ``backlight`` when the
board has them. Loaded at boot and let go by code.py once the hardware is built: ``hw`` and
``pins`` (the hardware test loads them again). Loaded for their moment: ``power``, ``hwtest``.
"""
