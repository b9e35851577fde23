"""Values the service returns: what a mutation changed, a table as its screen shows it, what
stands before the EMA results file, a final as it would be started; and the plausible size of
a penalty. Light on purpose: the desk imports them without loading the storage layer."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, fields
from fractions import Fraction
from typing import Any

from tournament.games.hand_log import LogLine, TableMode, Totals
from tournament.model import FinalResult, HandRecord, HandResult, Issue, TableState, Wind
from tournament.players.roster import Player
from tournament.rules.ruleset import Ruleset
from tournament.standings.final_stage import FinalStage
from tournament.standings.ranking import Number

Table4 = tuple[int, int, int, int]


def _pairs(value: Any) -> tuple[tuple[int, int], ...]:
    return tuple((int(r), int(t)) for r, t in value)


def _ints(value: Any) -> tuple[int, ...]:
    return tuple(int(r) for r in value)


def _listed(read: Callable[[Any], tuple[Any, ...]]) -> Any:
    """A field listing what changed (tables, rounds), read back from JSON by `read`."""
    return field(default=(), metadata={"read": read})


@dataclass(frozen=True, slots=True)
class Changes:
    """What a mutation changed, so a front end refreshes only those views (STYLE.md habit 2).

    Every operation on the whole value (merge, JSON, "everything") walks its fields, so a new
    flag is one line here: a bool field, or a tuple field made with `_listed`."""

    tables: tuple[tuple[int, int], ...] = _listed(_pairs)  # (round, table): game or lock changed
    standings: bool = False
    players: bool = False
    seating: tuple[int, ...] = _listed(_ints)  # rounds whose seating changed
    penalties: bool = False
    rounds: bool = False  # approval / lock state of rounds
    settings: bool = False
    audit: bool = False
    clock: tuple[int, ...] = _listed(_ints)  # rounds whose clock changed (an event was added)
    awards: bool = False  # award categories or player flags
    final: bool = False  # the final stage was started, seated or taken back
    announcements: bool = False  # an announcement was made
    calls: bool = False  # a table called a referee, or a call was closed

    def to_json(self) -> str:
        """The flags as JSON (what other stations read to know what to reload)."""
        return json.dumps({f.name: getattr(self, f.name) for f in fields(self)
                           if getattr(self, f.name)}, separators=(",", ":"))

    @classmethod
    def from_json(cls, text: str) -> Changes:
        """Read back `to_json`; anything unreadable means "everything changed"."""
        try:
            data = json.loads(text)
            read: dict[str, Any] = {
                f.name: f.metadata["read"](data.get(f.name, ())) if f.name in LISTS
                else bool(data.get(f.name)) for f in fields(cls)}
            return cls(**read)
        except (ValueError, TypeError, AttributeError):
            return EVERYTHING

    def __or__(self, other: Changes) -> Changes:
        """Both changes: a flag set in either, the listed tables and rounds of both (once)."""
        both: dict[str, Any] = {
            f.name: tuple(dict.fromkeys(getattr(self, f.name) + getattr(other, f.name)))
            if f.name in LISTS else getattr(self, f.name) or getattr(other, f.name)
            for f in fields(self)}
        return Changes(**both)

    def any_of(self, names: Iterable[str]) -> bool:
        """Is any of these flags set (or these lists not empty)?"""
        return any(getattr(self, name) for name in names)


# The fields' names; the yes/no flags and the lists of tables or rounds among them.
FIELDS = tuple(f.name for f in fields(Changes))
LISTS = frozenset(f.name for f in fields(Changes) if "read" in f.metadata)
FLAGS = tuple(f.name for f in fields(Changes) if f.name not in LISTS)
# What a station reloads when it cannot tell what others changed.
_ALL: dict[str, Any] = dict.fromkeys(FLAGS, True)
EVERYTHING = Changes(**_ALL)


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
