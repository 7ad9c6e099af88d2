# SPDX-License-Identifier: MIT
"""The console around the engine: the loop and its screens, a game, menus, statistics, the
store, the event log, sound, the hardware test, and ``hw``, the one module that touches ``board``.

Loaded at boot and kept: ``app`` (the loop, every screen), ``parts`` (what the app is made of),
``sound``, ``log``, ``stats`` and ``store``. Loaded at boot and let go by code.py once the
hardware is built: ``hw`` and ``pins`` (the pin map; the hardware test loads it again).
Loaded for their phase, then let go: ``match`` (a game), ``menu`` and ``settings_menu`` (the
menus, not in play), ``stats_page`` (the statistics page), ``hwtest`` (the hardware test).
"""
