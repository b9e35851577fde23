"""What a printed standings document is read from, as protocols: the few reads of a tournament
that `export.gather.gather_standings` and `read_models.standing_line` make (its settings and
rules, its rounds and their seating, each table's summary, the standings, a player, the
ledger's head).

The `Tournament` facade gives them, having read the whole file at open; the command line's
quick read (`tournament.cli.quick`) gives the same from the few rows it reads with sqlite3
alone, so `print --what standings` lays out the same document without the service's open.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from tournament.games.hand_log import TableSummary
    from tournament.organisation import RoundInfo, TableSeating, TournamentSettings
    from tournament.players.roster import Player
    from tournament.rules.ruleset import Ruleset
    from tournament.standings.ranking import Standings
    from tournament.storage.chain import Head


class PlayerReads(Protocol):
    def get(self, ref: int) -> Player: ...


class RoundReads(Protocol):
    def all(self) -> Sequence[RoundInfo]: ...

    def seating(self, round: int) -> Sequence[TableSeating]: ...

    @property
    def current(self) -> int | None: ...


class TableReads(Protocol):
    def summary(self, round: int, table: int) -> TableSummary: ...


class StandingsReads(Protocol):
    def get(self, round: int | None = None, *, only_round: bool = False,
            provisional: bool = False) -> Standings: ...


class LedgerReads(Protocol):
    def head(self) -> Head | None: ...


class StandingsSource(Protocol):
    """The reads a standings document is made from (the `Tournament` facade is one)."""

    @property
    def settings(self) -> TournamentSettings: ...

    @property
    def rules(self) -> Ruleset: ...

    @property
    def players(self) -> PlayerReads: ...

    @property
    def rounds(self) -> RoundReads: ...

    @property
    def tables(self) -> TableReads: ...

    @property
    def standings(self) -> StandingsReads: ...

    @property
    def ledger(self) -> LedgerReads: ...
