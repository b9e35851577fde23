"""Values the repository returns: settings, seating, rounds, hand log entries, audit entries.

Pure dataclasses (no sqlmodel): front ends get these, never `*Row` objects. Players and
penalties are defined with the code that uses them most (`players_io`, `standings`).
"""

from __future__ import annotations

import enum
import json
from dataclasses import dataclass, field
from typing import Any

from tournament.rules.ruleset import Ruleset
from tournament.standings import TieBreak


class LogKind(enum.StrEnum):
    """What one hand log entry does. The log is append-only; the effective hands are derived."""

    HAND = "hand"  # payload: a hand record (the core's JSON form), appended to the game
    AMEND = "amend"  # target: hand index; payload: the corrected hand record
    VOID = "void"  # target: hand index; that hand no longer counts
    TOTALS = "totals"  # payload: {"scores": [4], "chombos": [4]} from the paper score slip
    UNDO = "undo"  # target: seq of the entry it takes back
    REDO = "redo"  # target: seq of the entry it puts back

    @property
    def is_change(self) -> bool:
        """Entries that change the game (and so can be undone)."""
        return self in (LogKind.HAND, LogKind.AMEND, LogKind.VOID, LogKind.TOTALS)


@dataclass(frozen=True, slots=True)
class LogEntry:
    table_id: int
    seq: int  # 1, 2, ... per table
    kind: LogKind
    target: int | None = None
    payload_json: str | None = None  # as stored: the hand record or totals, JSON
    who: str = ""
    at: str = ""  # ISO 8601, UTC
    why: str = ""

    @property
    def payload(self) -> Any:
        """The payload as data (a hand record in the core's JSON form, or the totals)."""
        return None if self.payload_json is None else json.loads(self.payload_json)


@dataclass(frozen=True, slots=True)
class TournamentSettings:
    name: str
    rules: Ruleset  # the snapshot the tournament plays by (never re-read from preset code)
    preset: str  # the preset it started from
    overrides: dict[str, Any] = field(default_factory=dict)
    rounds: int = 1
    start_date: str | None = None  # ISO dates
    end_date: str | None = None
    venue: str = ""
    tie_breaks: tuple[TieBreak, ...] = ()
    round_minutes: int | None = None  # time limit per round
    has_password: bool = False
    created_at: str = ""


@dataclass(frozen=True, slots=True)
class TableSeating:
    """One table of a round: player ids in seat order East, South, West, North."""

    round: int
    table: int
    players: tuple[int, int, int, int]
    locked: bool = False
    id: int = 0  # storage id of the table


@dataclass(frozen=True, slots=True)
class RoundInfo:
    number: int
    tables: int
    approved_at: str | None = None
    approved_by: str = ""
    backup: str | None = None  # the automatic backup made when the round was approved


@dataclass(frozen=True, slots=True)
class AuditEntry:
    """Organiser actions outside the hand log: approvals, unlocks, penalties, settings."""

    id: int
    at: str
    who: str
    action: str
    round: int | None = None
    table: int | None = None
    detail: str = ""
