"""Values the service returns: what a mutation changed, a table as its screen shows it, what
stands before the EMA results file, a final as it would be started; and the plausible size of
a penalty. Light on purpose: the desk imports them without loading the storage layer."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from tournament.games.hand_log import LogLine, TableMode, Totals
from tournament.model import FinalResult, HandRecord, HandResult, Issue, TableState, Wind
from tournament.players.roster import Player
from tournament.rules.ruleset import Ruleset

# What a mutation changed: its own module, given here too.
from tournament.service.changed import EVERYTHING as EVERYTHING
from tournament.service.changed import FIELDS as FIELDS
from tournament.service.changed import FLAGS as FLAGS
from tournament.service.changed import LISTS as LISTS
from tournament.service.changed import Changes as Changes
from tournament.standings.final_stage import FinalStage
from tournament.standings.ranking import Number

Table4 = tuple[int, int, int, int]


@dataclass(frozen=True, slots=True)
class TableView:
    """Everything a table's screen shows, from the fold of its hand log."""

    round: int
    table: int
    players: tuple[Player, Player, Player, Player]  # seat order East..North of the first hand
    state: TableState  # before the next hand (after the last one)
    seat_winds: tuple[Wind, Wind, Wind, Wind]  # each seat's wind in the next hand
    mode: TableMode
    hands: tuple[HandResult, ...]  # the effective hands, with their payments
    log: tuple[LogLine, ...]  # every log entry, voided, replaced and undone ones included
    totals: Totals | None
    final: FinalResult | None  # None while the game is in play
    provisional: FinalResult  # the result if the game ended now
    locked: bool
    can_undo: bool
    can_redo: bool
    issues: tuple[Issue, ...] = ()  # replay problems: only for a file edited by other means
    # The tournament's change counter this view was read at: a change entered from it passes
    # it back (`record_hand(seen=...)`) and is refused if another station changed the table
    # since.
    counter: int = 0
    # The log entries undo and redo would act on (their seq), so a screen can say which.
    undo_next: int | None = None
    redo_next: int | None = None

    @property
    def finished(self) -> bool:
        return self.final is not None

    @property
    def scores(self) -> tuple[int, int, int, int]:
        return self.state.scores

    @property
    def hand_records(self) -> tuple[HandRecord, ...]:
        return tuple(r.record for r in self.hands)

    @property
    def names(self) -> tuple[str, str, str, str]:
        a, b, c, d = self.players
        return (a.name, b.name, c.name, d.name)


@dataclass(frozen=True, slots=True)
class ChomboEntry:
    """One chombo, for the rules report."""

    round: int
    table: int
    player_id: int
    player: str
    hand: int | None  # index of the chombo record in the game; None: from a score slip
    when: str  # "East 3, 1 honba" or "score slip"
    penalty: str  # how it was paid under the ruleset
    points: int  # raw points it cost
    who: str = ""
    at: str = ""
    note: str = ""
    # Paid to the other players at the table (a mangan), not deducted from the standings;
    # False: deducted from the game's points at the end (Chombo.END_OF_GAME).
    at_table: bool = True
    state: TableState | None = None  # the hand it happened in (None: from a score slip)


@dataclass(frozen=True, slots=True)
class EmaPlace:
    """One line of the EMA results file before it is written as cells."""

    place: int
    player: Player
    table_points: Fraction
    points: Number  # raw tournament points (games and penalties), as in the standings


@dataclass(frozen=True, slots=True)
class EmaReadiness:
    """What stands between the tournament and its EMA results file."""

    round: int | None  # the round the file is for (None: no game finished yet)
    problems: tuple[Issue, ...]  # the file is refused while any remains
    warnings: tuple[Issue, ...]  # shown; the file is still written

    @property
    def ok(self) -> bool:
        return not self.problems


@dataclass(frozen=True, slots=True)
class FinalPlan:
    """A final as it would be started: the stage, and the first final round's tables
    (player ids, East to North)."""

    stage: FinalStage
    tables: tuple[Table4, ...]


def usual_penalty_limit(rules: Ruleset) -> int:
    """The largest deduction (raw points, positive) that is plausible under `rules`: what one
    game can swing, from the start score plus the whole uma spread, and never less than the
    ruleset's own end-of-game chombo deduction. A front end asks before recording more (a
    slip of the unit: -5000 typed for -5.0 is -5,000,000 points)."""
    swing = rules.start_points + (max(rules.uma) - min(rules.uma))
    return max(swing, abs(rules.chombo_penalty))
