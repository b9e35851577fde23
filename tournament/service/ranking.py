"""Standings: each table's result as a `GameScore`, ranked with the penalties (cached until
the next change that moves them). After the final stage has started, the standings of a final
round are the final's (`tournament.standings.final_stage`); those of the qualifying rounds never
change.

Between changes the standings are kept whole; across a change that only moves games (a hand
recorded, corrected or voided, totals, undo/redo) each view's per-player tallies are kept
(`tournament.standings.ranking.LiveStandings`) and only the players of the tables whose result
changed are tallied again. The tables are compared by their `GameScore` (a new one whenever a
table's summary is set), so no change can be missed; anything else (players, drop-outs, penalties,
tie-breaks, the final stage) builds the tallies again from every game, the full recompute that
`recomputed` always does."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from tournament.collector import collector_paused
from tournament.games.hand_log import TableMode, TableSummary
from tournament.games.tally import GameDigest, digest_game
from tournament.organisation import TableSeating
from tournament.players.roster import Player
from tournament.service.arguments import check_rounds, refuse
from tournament.standings.final_stage import final_part, final_standings
from tournament.standings.ranking import (
    GameKey,
    GameScore,
    LiveStandings,
    Penalty,
    Standings,
    compute_standings,
)
from tournament.standings.stats import GameInput, PlayerStats, Statistics, compute_statistics

if TYPE_CHECKING:
    from tournament.service.facade import Tournament


class StandingsPart:
    def __init__(self, t: Tournament) -> None:
        self._t = t
        self._cache: dict[tuple[Any, ...], Standings] = {}
        # The standings kept per view and brought up to date table by table.
        self._views: dict[tuple[Any, ...], Any] = {}
        # Each table's digest as read from its summary (kept while the summary is the same).
        self._digests: dict[int, tuple[TableSummary, GameDigest | None]] = {}

    def _read(self, s: Any) -> None:
        self._cache.clear()

    def _forget(self, provisional_only: bool = False) -> None:
        """Drop the standings kept (`provisional_only`: those counting games in play)."""
        if provisional_only:
            for key in [k for k in self._cache if k[2]]:
                del self._cache[key]
        else:
            self._cache.clear()

    def game_scores(self, round: int | None = None) -> list[GameScore]:
        """Each seated table's result (provisional for a game in play; empty tables left out)."""
        out = []
        for key in sorted(self._t._tables):
            if round is not None and key[0] != round:
                continue
            seating = self._t._tables[key]
            self._t._summary(seating)
            score = self._t._scores[seating.id]
            if score is not None:
                out.append(score)
        return out

    def get(self, round: int | None = None, *, only_round: bool = False,
            provisional: bool = False) -> Standings:
        """Ranked rows after `round` (default: the last seated round), cumulative, or that
        round only. Cached until the next change. A round the tournament does not have (0, -3,
        99 of a 4-round tournament) raises InvalidInput."""
        if round is None:
            round = self._t.rounds.current
        else:
            problems = check_rounds(round, self._t._settings.rounds, field="round")
            if problems:
                raise refuse(*problems)
        key = (round, only_round, provisional)
        cached = self._cache.get(key)
        if cached is not None:
            return cached
        with collector_paused():  # a bulk of lasting objects (`tournament.collector`)
            result = self._computed(round, only_round, provisional, live=True)
        self._cache[key] = result
        return result

    def recomputed(self, round: int | None = None, *, only_round: bool = False,
                   provisional: bool = False) -> Standings:
        """`standings` computed again from every game, bypassing every cache (the check of
        the incremental standings)."""
        if round is None:
            round = self._t.rounds.current
        else:
            problems = check_rounds(round, self._t._settings.rounds, field="round")
            if problems:
                raise refuse(*problems)
        with collector_paused():
            return self._computed(round, only_round, provisional, live=False)

    def _computed(self, round: int | None, only_round: bool, provisional: bool,
                  live: bool) -> Standings:
        stage = self._t.final.stage()
        if stage is not None and round is not None and round > stage.after_round:
            # A final round: the finalists' own standings, everyone else in their
            # qualifying places (tournament.standings.final_stage).
            part = final_part(self._t._players.values(), self.game_scores(),
                              self._t.penalties._list,
                              stage, round, only_round=only_round, provisional=provisional)
            if only_round:
                result = replace(part, final=stage)
            else:
                result = final_standings(self.get(stage.after_round,
                                                        provisional=provisional),
                                         part, stage, round)
        elif live and round is not None:
            return self._live(round, only_round, provisional)
        else:
            result = compute_standings(self._t._players.values(), self.game_scores(),
                                       self._t.penalties._list, round=round, only_round=only_round,
                                       tie_breaks=self._t._settings.tie_breaks,
                                       provisional=provisional)
        empty = tuple((r, t) for (r, t), seating in sorted(self._t._tables.items())
                      if round is not None and (r == round if only_round else r <= round)
                      and self._t._summary(seating).mode is TableMode.EMPTY)
        if empty:
            result = replace(result, pending=tuple(sorted(result.pending + empty)))
        return result

    def _live(self, round: int, only_round: bool, provisional: bool) -> Standings:
        """The standings from the kept tallies of this view, brought up to date with the
        tables whose result changed since (see the module docstring)."""
        views: dict[tuple[Any, ...], tuple[_Inputs, LiveStandings]] = self._views
        inputs = _Inputs(tuple(self._t._players.values()), tuple(self._t.penalties._list),
                         self._t._settings.tie_breaks)
        key = (round, only_round, provisional)
        kept = views.get(key)
        live = kept[1] if kept is not None and kept[0] == inputs else None
        games = live.games if live is not None else {}
        changed: dict[GameKey, GameScore | None] = {}
        scores = self._t._scores
        empty = []
        counted = 0  # tables of the counted rounds that have a game
        for table_key, seating in self._t._tables.items():
            r = table_key[0]
            if r > round or (only_round and r != round):
                continue
            if seating.id not in scores:
                self._t._summary(seating)
            score = scores[seating.id]
            if score is None:
                empty.append(table_key)
                if table_key in games:
                    changed[table_key] = None
            else:
                counted += 1
                if games.get(table_key) is not score:
                    changed[table_key] = score
        if live is None:
            live = LiveStandings(inputs.players, (g for g in changed.values() if g is not None),
                                 inputs.penalties, round=round, only_round=only_round,
                                 tie_breaks=inputs.tie_breaks, provisional=provisional)
            views.pop(key, None)
            views[key] = (inputs, live)
            while len(views) > _VIEWS:  # the oldest view goes (each holds every player)
                del views[next(iter(views))]
        elif changed or len(games) != counted:
            live.update(changed)
            if len(games) != counted:  # a table gone (a round seated again)
                live.update({k: None for k in set(games) - self._t._tables.keys()})
        result = live.standings()
        if empty:
            result = replace(result, pending=tuple(sorted(result.pending + tuple(empty))))
        return result


    # -- statistics from the hand log (`tournament.standings.stats`): each table's game read
    # from its stored summary (its hands counted when they were recorded), never by
    # replaying every log.
    def statistics(self, round: int | None = None) -> Statistics:
        """Per player and per tournament, over the rounds up to `round` (None: all); players
        in the order of the standings after that round (then anyone else who played)."""
        games = []
        for (r, _), seating in sorted(self._t._tables.items()):
            if round is not None and r > round:
                continue
            summary = self._t._summary(seating)
            if summary.mode is TableMode.EMPTY:
                continue
            digest = self._digest(seating, summary)
            games.append(GameInput(r, seating.table, seating.players, (),
                                   summary.result if summary.finished else None,
                                   detail=summary.mode is TableMode.HANDS, digest=digest))
        order: list[int] = []
        if self._t.rounds.current is not None:
            standings = self.get(round if round is not None else self._t.rounds.current)
            order = [row.player_id for row in standings.rows + standings.substitutes
                     + standings.disqualified]
        return compute_statistics(games, {pid: p.name for pid, p in self._t._players.items()},
                                  self._t.rules, order, up_to_round=round)

    def _digest(self, seating: TableSeating, summary: TableSummary) -> GameDigest | None:
        """The table's hands counted, from its stored summary (no replay of its log), read
        once per summary; one whose digest cannot be read (a file edited by other means) is
        folded instead."""
        cache = self._digests
        kept = cache.get(seating.id)
        if kept is not None and kept[0] is summary:
            return kept[1]
        try:
            digest = summary.stats_digest()
        except (ValueError, TypeError):
            game = self._t._game(seating)
            digest = (digest_game(game.results, self._t.rules)
                      if game.mode is TableMode.HANDS else None)
        cache[seating.id] = (summary, digest)
        return digest

    def player_statistics(self, player: int | str, round: int | None = None) -> PlayerStats:
        """One player's statistics (all zero when they have not played yet)."""
        found = self._t.players.get(player)
        stats = self.statistics(round)
        try:
            return stats.player(found.id)
        except KeyError:
            return PlayerStats(found.id, found.name)


_VIEWS = 8  # views of the standings kept live (round, only that round, provisional)


class _Inputs:
    """What the kept tallies were built from besides the games: compared element by element
    (identity first, so a check of 2,000 unchanged players costs microseconds)."""

    __slots__ = ("penalties", "players", "tie_breaks")

    def __init__(self, players: tuple[Player, ...], penalties: tuple[Penalty, ...],
                 tie_breaks: tuple[Any, ...]):
        self.players = players
        self.penalties = penalties
        self.tie_breaks = tie_breaks

    def __eq__(self, other: object) -> bool:
        return (isinstance(other, _Inputs) and self.players == other.players
                and self.penalties == other.penalties and self.tie_breaks == other.tie_breaks)

    __hash__ = None  # type: ignore[assignment]
