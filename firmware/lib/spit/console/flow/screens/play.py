# SPDX-License-Identifier: MIT
"""The table in play: a game (``Game``) or the CPU's demo (``Attract``). The match
(spit.console.flow.match) reads the keys through the race; these screens follow where it goes."""

from spit.console.flow.screens import PAUSE, ROUND, Screen
from spit.input import panel


class Game(Screen):
    plays = in_match = awake = True
    sleeps = False  # a game in play never sleeps: pause first
    late = panel.R_NOT_NOW  # a press made on the table, too late for it: refused, not spent
    # (coming up, a game in play lets the menus go and wakes its parked CPU players: App.enter)

    def draw(self, stage, now):
        stage.view.show_game(stage.match.game, now)

    def step(self, stage, now):
        match = stage.match
        if match is None:
            return
        match.step(now)
        if match.pause_asked:
            match.pause_asked = False
            stage.go(PAUSE, now)
        elif match.over:
            stage.game_over(now)
        elif match.round_ended():
            stage.go(ROUND, now)  # the summary; SPIT deals on

    def update(self, stage, now):
        if stage.match is not None:
            stage.match.show(stage.view, now)


class Attract(Game):
    # Both sides the CPU, nothing counted; any press ends it (App.read_input), its end shows
    # the hall of fame (when it has a record to show), which starts another.
    late = panel.R_GONE
    demo = attract = True
    in_match = awake = False  # nothing counted, and a demo nobody watches goes dark

    def step(self, stage, now):
        match = stage.match
        if match is None:
            return
        match.step(now)
        if match.over:
            match.write_log(stage.log)  # its last lines, before the next demo replaces it
            stage.end_match(now)
            stage.start_attract(now)  # the hall of fame (with a record to show), the next game
