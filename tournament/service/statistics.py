"""Statistics from the hand log (`tournament.standings.stats`): each table's game read from its
stored summary (its hands counted when they were recorded), never by replaying every log."""

from __future__ import annotations

from tournament.games.hand_log import TableMode, TableSummary
from tournament.games.tally import GameDigest, digest_game
from tournament.organisation import TableSeating
from tournament.service.ranking import RankingArea
from tournament.standings.stats import GameInput, PlayerStats, Statistics, compute_statistics


class StatisticsArea(RankingArea):
    # Each table's digest as read from its summary (kept while the summary is the same).
    _digests: dict[int, tuple[TableSummary, GameDigest | None]]

    def statistics(self, round: int | None = None) -> Statistics:
        """Per player and per tournament, over the rounds up to `round` (None: all); players
        in the order of the standings after that round (then anyone else who played)."""
        games = []
        for (r, _), seating in sorted(self._tables.items()):
            if round is not None and r > round:
                continue
            summary = self._summary(seating)
            if summary.mode is TableMode.EMPTY:
                continue
            digest = self._digest(seating, summary)
            games.append(GameInput(r, seating.table, seating.players, (),
                                   summary.result if summary.finished else None,
                                   detail=summary.mode is TableMode.HANDS, digest=digest))
        order: list[int] = []
        if self.current_round is not None:
            standings = self.standings(round if round is not None else self.current_round)
            order = [row.player_id for row in standings.rows + standings.substitutes
                     + standings.disqualified]
        return compute_statistics(games, {pid: p.name for pid, p in self._players.items()},
                                  self.rules, order, up_to_round=round)

    def _digest(self, seating: TableSeating, summary: TableSummary) -> GameDigest | None:
        """The table's hands counted, from its stored summary (no replay of its log), read
        once per summary; one whose digest cannot be read (a file edited by other means) is
        folded instead."""
        try:
            cache = self._digests
        except AttributeError:
            cache = self._digests = {}
        kept = cache.get(seating.id)
        if kept is not None and kept[0] is summary:
            return kept[1]
        try:
            digest = summary.stats_digest()
        except (ValueError, TypeError):
            game = self._game(seating)
            digest = (digest_game(game.results, self.rules)
                      if game.mode is TableMode.HANDS else None)
        cache[seating.id] = (summary, digest)
        return digest

    def player_statistics(self, player: int | str, round: int | None = None) -> PlayerStats:
        """One player's statistics (all zero when they have not played yet)."""
        found = self.player(player)
        stats = self.statistics(round)
        try:
            return stats.player(found.id)
        except KeyError:
            return PlayerStats(found.id, found.name)
