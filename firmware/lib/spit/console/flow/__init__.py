# SPDX-License-Identifier: MIT
"""The flow: what the players see and do. ``app`` (the loop, the table of screens), ``screens``
(one module per screen), ``menu`` and ``settings_menu`` (the menus), ``match`` and
``match_score`` (a game and a match of games), ``stats_page`` and ``initials`` (the statistics'
pages, entering a player's initials), ``boot`` (the app's parts made at power-on), ``parts``
(what it makes after: a game, the hardware test) and ``debug``.

May import ``spit.console.records`` and ``spit.console.device``, and the engine, input and
screen parts; nothing below it imports the flow.

Loaded at boot and kept: ``app`` (the loop; the screen on show is loaded on entering it and
let go on leaving it); ``boot`` until the first frame is drawn. Loaded for their phase, then let
go: ``parts`` (a game's making, the hardware test, a fault),
``match`` (a game), ``menu`` and ``settings_menu`` (the menus, not in play), ``stats_page``
(the statistics pages), ``initials``, ``match_score``, ``debug`` (debug mode only); and here the
two hooks that make a CPU player and let its code go (``spit.input.bot``: only games with a CPU
load it).
"""


def make_bot(game, player, level):
    """A CPU player for ``player`` (spit.input.bot, imported now: only games with a CPU load it)."""
    from spit.input import bot

    return bot.make(game, player, level)


def drop_bot():
    """Let ``spit.input.bot``'s code go (the next CPU player imports it again)."""
    from spit.screen import forget

    forget("spit.input.bot")
