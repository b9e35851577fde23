"""The season's rating: every game of every event, in date order (the event's date, then its
order in the season file, then round, then table), each game's four players ranked by their
final score (equal scores share the rank), rated with openskill's Plackett-Luce model.

The model's parameters are fixed here (openskill's defaults written out: mu 25, sigma 25/3,
beta 25/6, tau 25/300), so the same events always give the same ratings; nothing is stored:
the rating is computed from the first game on every run. A player's rating is shown as
mu - 3·sigma (the conservative value: the skill the player has with about 99.9% confidence),
which starts at 0 and rises with games played well.

A substitute plays in one event only as far as the season knows: rated for that event's
games (their opponents' ratings need a fourth player), never carried to another event.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

MU = 25.0
SIGMA = 25.0 / 3
BETA = 25.0 / 6
TAU = 25.0 / 300


@dataclass(frozen=True, slots=True)
class RatedGame:
    """One game to rate: its players (who they are in the season) and their final scores."""

    players: tuple[Hashable, ...]
    scores: tuple[int, ...]


def ranks(scores: Sequence[int]) -> list[int]:
    """1 for the highest score; equal scores share the rank (32000, 25000, 25000, 18000 ->
    1, 2, 2, 4)."""
    return [1 + sum(1 for other in scores if other > s) for s in scores]


class Ratings:
    """Ratings made game by game (`play`); `value` and `games` of a player at any time."""

    def __init__(self) -> None:
        from openskill.models import PlackettLuce

        self.model = PlackettLuce(mu=MU, sigma=SIGMA, beta=BETA, tau=TAU)
        self._rating: dict[Hashable, Any] = {}  # openskill's rating of each player
        self.games: dict[Hashable, int] = {}

    def play(self, game: RatedGame) -> None:
        model, known = self.model, self._rating
        teams = [[known[p] if p in known else model.rating()] for p in game.players]
        rated = model.rate(teams, ranks=[float(r) for r in ranks(game.scores)])
        for p, [r] in zip(game.players, rated, strict=True):
            known[p] = r
            self.games[p] = self.games.get(p, 0) + 1

    def play_all(self, games: Iterable[RatedGame]) -> None:
        for game in games:
            self.play(game)

    def value(self, player: Hashable) -> float:
        """mu - 3·sigma (0 before any game)."""
        rating = self._rating.get(player)
        if rating is None:
            return MU - 3 * SIGMA
        return float(rating.mu - 3 * rating.sigma)
