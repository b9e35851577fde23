"""Values that describe a tournament outside its games: settings, seating, rounds, audit.

Pure frozen dataclasses: the storage layer reads and writes them, the service and every
front end (GUI, command line, printing, export) read them. The table log's own values live in
`tournament.hand_log`; players in `tournament.players_io`; penalties and standings rows in
`tournament.standings`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from tournament.names import NameStyle
from tournament.rules.ruleset import Ruleset
from tournament.standings import TieBreak


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
    # For the EMA results file (and the printed heading): the city it is played in, the
    # organising country (an EMA code), the MERS weight the EMA assigned (decimal text such as
    # "1.5"; None until the EMA says), a short title ("" = the name).
    city: str = ""
    host_country: str = ""
    mers_weight: str | None = None
    short_name: str = ""
    name_style: NameStyle = NameStyle.AS_ENTERED  # how players' names are shown

    @property
    def title(self) -> str:
        """The short title (the name when none is set)."""
        return self.short_name or self.name

    @property
    def last_day(self) -> str | None:
        """The last day (ISO): the end date, else the start date."""
        return self.end_date or self.start_date


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


@dataclass(frozen=True, slots=True)
class Announcement:
    """A message from the organiser to the players (on the projector and the live page).
    Announcements are only ever added, never changed: the newest is shown first."""

    id: int
    at: str  # ISO 8601, UTC
    who: str
    text: str


MAX_ANNOUNCEMENT = 500


def clean_announcement(text: str) -> str:
    """Line breaks as "\\n", spaces at the ends of each line and blank lines at both ends
    taken away."""
    lines = [line.strip() for line in text.replace("\r\n", "\n").replace("\r", "\n")
             .split("\n")]
    return "\n".join(lines).strip("\n")
