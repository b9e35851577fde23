"""Standings: each table's result as a `GameScore`, ranked with the penalties (cached until
the next change that moves them). After the final stage has started, the standings of a final
round are the final's (`tournament.final_stage`); those of the qualifying rounds never change."""

from __future__ import annotations

from dataclasses import replace

from tournament.final_stage import final_part, final_standings
from tournament.hand_log import TableMode
from tournament.service.base import Base
from tournament.service.checks import check_rounds, refuse
from tournament.standings import GameScore, Standings, compute_standings


class RankingArea(Base):
    def game_scores(self, round: int | None = None) -> list[GameScore]:
        """Each seated table's result (provisional for a game in play; empty tables left out)."""
        out = []
        for key in sorted(self._tables):
            if round is not None and key[0] != round:
                continue
            seating = self._tables[key]
            self._summary(seating)
            score = self._scores[seating.id]
            if score is not None:
                out.append(score)
        return out

    def standings(self, round: int | None = None, *, only_round: bool = False,
                  provisional: bool = False) -> Standings:
        """Ranked rows after `round` (default: the last seated round), cumulative, or that
        round only. Cached until the next change. A round the tournament does not have (0, -3,
        99 of a 4-round tournament) raises InvalidInput."""
        if round is None:
            round = self.current_round
        else:
            problems = check_rounds(round, self._settings.rounds, field="round")
            if problems:
                raise refuse(*problems)
        key = (round, only_round, provisional)
        cached = self._standings.get(key)
        if cached is not None:
            return cached
        stage = self._final
        if stage is not None and round is not None and round > stage.after_round:
            # A final round: the finalists' own standings, everyone else in their
            # qualifying places (tournament.final_stage).
            part = final_part(self._players.values(), self.game_scores(), self._penalties,
                              stage, round, only_round=only_round, provisional=provisional)
            if only_round:
                result = replace(part, final=stage)
            else:
                result = final_standings(self.standings(stage.after_round,
                                                        provisional=provisional),
                                         part, stage, round)
        else:
            result = compute_standings(self._players.values(), self.game_scores(),
                                       self._penalties, round=round, only_round=only_round,
                                       tie_breaks=self._settings.tie_breaks,
                                       provisional=provisional)
        empty = tuple((r, t) for (r, t), seating in sorted(self._tables.items())
                      if round is not None and (r == round if only_round else r <= round)
                      and self._summary(seating).mode is TableMode.EMPTY)
        if empty:
            result = replace(result, pending=tuple(sorted(result.pending + empty)))
        self._standings[key] = result
        return result
