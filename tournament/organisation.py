"""Values that describe a tournament outside its games: settings, seating, rounds, audit.

Pure frozen dataclasses: the storage layer reads and writes them, the service and every
front end (GUI, command line, printing, export) read them. The table log's own values live in
`tournament.games.hand_log`; players in `tournament.players.roster`; penalties and standings rows in
`tournament.standings.ranking`.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from typing import Any

from tournament.players.names import NameStyle
from tournament.rules.ruleset import Ruleset
from tournament.standings.inputs import TieBreak


class PhoneEntry(enum.StrEnum):
    """How a table's phone gives a win's value: by its yaku (and dora: the core counts the
    han), by han and fu, or either way (the tournament's setting)."""

    YAKU = "yaku"
    HAN = "han"
    BOTH = "both"


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
    # The standings players see (live page, projector, phones) stop before this round: the
    # last rounds are revealed at the prize-giving. None: nothing is hidden.
    hide_from_round: int | None = None
    phone_entry: PhoneEntry = field(default_factory=lambda: PhoneEntry.BOTH)

    def hidden(self, round: int | None) -> bool:
        """Are the standings after `round` hidden from the players?"""
        return (self.hide_from_round is not None and round is not None
                and round >= self.hide_from_round)

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


# -- a table's call for a referee -------------------------------------------------------------

# Why a table calls (the phone's buttons; the desk words each).
REFEREE_REASONS = ("question", "dispute", "time", "other")
# At most this many calls from one table in `CALL_WINDOW` seconds (a table with an open call
# is answered that call, and makes no new one): a phone cannot flood the desk.
CALLS_PER_TABLE = 3
CALL_WINDOW = 600


@dataclass(frozen=True, slots=True)
class RefereeCall:
    """A table's call for a referee: open until a desk closes it."""

    id: int
    round: int
    table: int
    reason: str  # one of REFEREE_REASONS
    at: str  # ISO 8601, UTC
    station: str = ""  # where it was made ("table 3 (phone)")
    person: str = ""  # the phone's name, or who sits at the desk
    closed_at: str | None = None
    closed_by: str = ""

    @property
    def open(self) -> bool:
        return self.closed_at is None

    def to_json(self) -> dict[str, Any]:
        """As `referee-calls --json` lists it."""
        return {"call": self.id, "round": self.round, "table": self.table,
                "reason": self.reason, "at": self.at}
