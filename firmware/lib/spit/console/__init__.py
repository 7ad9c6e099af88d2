# SPDX-License-Identifier: MIT
"""The console around the engine: the loop and its screens, a game, menus, statistics, the
store, the event log, sound, the hardware test, and ``hw``, the one module that touches ``board``.

Loaded at boot and kept: ``app`` (the loop, every screen), ``hardware`` (what ``hw`` hands it,
the clock), ``sound``, ``log``, ``stats`` and ``store``; ``parts`` (how the app's parts are made)
until a game begins. Loaded at boot and let go by code.py once the
hardware is built: ``hw`` and ``pins`` (the pin map; the hardware test loads it again).
Loaded for their phase, then let go: ``match`` (a game), ``menu`` and ``settings_menu`` (the
menus, not in play), ``stats_page`` (the statistics page), ``hwtest`` (the hardware test).
"""


def make_bot(game, player, level):
    """A CPU player for ``player`` (spit.input.bot, imported now: only games with a CPU load it)."""
    from spit.input import bot

    return bot.make(game, player, level)


def drop_bot():
    """Let ``spit.input.bot``'s code go (the next CPU player imports it again)."""
    from spit.screen import forget

    forget("spit.input.bot")
