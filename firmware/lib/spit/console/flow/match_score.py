# SPDX-License-Identifier: MIT
"""A match: one game, or the best of 3 or 5 (the ``match`` setting, standard scoring).

``MatchScore(best_of, pair)`` follows two players (whos, as ``spit.console.records.stats`` names
them) through the games of a match. After each game ``game_over(winner_who)`` (``-1``/NOBODY: a
draw) counts it; ``score(who)`` is (his wins, the other's wins), ``over`` says the match is decided
and ``winner`` who won it (NOBODY for a drawn match). A player may sit at either panel from game to
game: the score follows the player, not the panel.

Standard scoring: the first to win more than half the games (2 of 3, 3 of 5) wins the match. A
drawn game counts for no one and is played again, but a match has at most ``2 * best_of``
games: then the one with more wins takes it, or it is drawn. With points scoring the points
target is the match (``Settings.best_of()`` gives 1).
"""

NOBODY = 255  # spit.console.records.stats.NOBODY


class MatchScore:
    def __init__(self, best_of, pair):
        if best_of not in (1, 3, 5):
            raise ValueError("a match is the best of 1, 3 or 5 games")
        if pair[0] == pair[1]:
            raise ValueError("a match needs two players")
        self.best_of = best_of
        self.pair = (pair[0], pair[1])
        self.wins = [0, 0]  # per player of ``pair``
        self.games = 0  # played, draws included
        self.over = False
        self.winner = NOBODY

    def game_over(self, winner):
        """Count a finished game won by ``winner`` (a who of the pair; anything else: a draw).
        Returns True when this game decided the match."""
        if self.over:
            return False
        self.games += 1
        if winner in self.pair:
            self.wins[self.pair.index(winner)] += 1
        need = self.best_of // 2 + 1
        for i in (0, 1):
            if self.wins[i] >= need:
                self._decide(self.pair[i])
        if not self.over and self.games >= 2 * self.best_of:
            a, b = self.wins
            self._decide(self.pair[0] if a > b else self.pair[1] if b > a else NOBODY)
        return self.over

    def _decide(self, who):
        self.over = True
        self.winner = who

    def score(self, who):
        """(games ``who`` won, games the other won) in this match."""
        if who == self.pair[1]:
            return self.wins[1], self.wins[0]
        return self.wins[0], self.wins[1]

    def line(self, names):
        """The match score in words, ``names`` the pair's: "Match: ANA 2-1 MAX" ("" for one
        game)."""
        if self.best_of == 1:
            return ""
        return "Match: %s %d-%d %s" % (names[0], self.wins[0], self.wins[1], names[1])


def footer(score, names):
    """The match's score for a page's footer, ``names`` the panels' ("Match ANA 1-0 MAX", "ANA
    wins the match 2-1", "Match drawn 1-1"), as spit.screen.text.said takes it; "" with no
    match."""
    from spit.screen import words

    if score is None:
        return ""
    a, b = score.wins
    if not score.over:
        return (words.MATCH_SHORT, names[0], a, b, names[1])
    if score.winner == NOBODY:
        return (words.MATCH_DRAWN, a, b)
    who = names[score.pair.index(score.winner)]
    return (words.MATCH_WON, who, max(a, b), min(a, b))


def start(best_of, seats):
    """A match between the pair at the panels (two Guests told apart by panel: 200, 201)."""
    pair = (seats[0], seats[1]) if seats[0] != seats[1] else (200, 201)
    return MatchScore(best_of, pair)


def count(score, winner_panel, stats):
    """A game of the match ended: count it for its winner's player (-1: a draw); when that
    decides the match, record its winner (a Guest's match is not kept)."""
    who = score.pair[winner_panel] if winner_panel in (0, 1) else -1
    if score.game_over(who):
        stats.end_match(score.winner if score.winner < 8 else 8)  # (8: GUEST)
