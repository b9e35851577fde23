"""What the standings are computed from besides the games, as a tournament keeps them: the
tie-breaks it lists and the referees' penalties (`tournament.standings.ranking` computes with
them and gives them under its own name too).

A module of its own so that what keeps them (the settings, the storage's reads and writer)
does not load the ranking: recording a table's totals from the command line never ranks.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass


class TieBreak(enum.StrEnum):
    FIRSTS = "firsts"  # more first places
    BEST_GAME = "best_game"  # the better best single game (tournament points)
    HEAD_TO_HEAD = "head_to_head"  # placed above the other tied players more often when
    # they met at a table (places above minus places below)
    SCORE = "score"  # the higher sum of raw final scores

    @property
    def text(self) -> str:
        return {
            TieBreak.FIRSTS: "more first places",
            TieBreak.BEST_GAME: "best single game",
            TieBreak.HEAD_TO_HEAD: "head-to-head: finished above the other tied players "
                                   "more often at shared tables",
            TieBreak.SCORE: "higher sum of raw scores",
        }[self]


class PenaltyKind(enum.StrEnum):
    YELLOW_CARD = "yellow_card"  # a warning, no points
    DEDUCTION = "deduction"  # points taken off the tournament total
    DISQUALIFICATION = "disqualification"  # no place; not seated again


@dataclass(frozen=True, slots=True)
class Penalty:
    """A referee penalty. Chombo penalties are not here: they come from the hand log."""

    id: int
    player_id: int
    kind: PenaltyKind
    points: int = 0  # raw points, 0 or negative
    reason: str = ""
    referee: str = ""
    round: int | None = None  # None: not tied to a round, counts in every view
    table: int | None = None
    at: str = ""  # ISO 8601, UTC
    withdrawn_at: str | None = None
    withdrawn_by: str = ""
    withdrawn_reason: str = ""

    @property
    def active(self) -> bool:
        return self.withdrawn_at is None
