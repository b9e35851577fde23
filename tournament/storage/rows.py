"""The database tables (`*Row`). Only the storage package sees these.

Everything is plain columns with SQLAlchemy types that PostgreSQL has too: JSON is kept as text,
times as ISO 8601 text in UTC. The hand log is append-only (see
`tournament.games.hand_log.LogKind`).
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import Index, UniqueConstraint
from sqlmodel import Field, SQLModel


def _blank(**options: Any) -> Any:
    """A text column that is "" unless given, in the database too (server default), so a
    column added by a migration to a table with rows is the column a new file has."""
    return Field(default="", sa_column_kwargs={"server_default": ""}, **options)


class MetaRow(SQLModel, table=True):
    """Key/value facts about the file: application name, schema version."""

    __tablename__ = "meta"
    key: str = Field(primary_key=True, max_length=64)
    value: str


class SettingsRow(SQLModel, table=True):
    __tablename__ = "settings"
    id: int = Field(default=1, primary_key=True)
    name: str
    venue: str = ""
    start_date: str | None = None
    end_date: str | None = None
    ruleset_preset: str
    ruleset_overrides: str = "{}"  # JSON
    ruleset: str  # JSON snapshot: Ruleset.to_dict()
    rounds: int
    tie_breaks: str = "[]"  # JSON list of TieBreak values
    round_minutes: int | None = None
    password: str | None = None  # JSON: scrypt parameters, salt and hash
    created_at: str
    # Schema version 2: what the EMA results file needs, and how names are shown.
    city: str = ""
    host_country: str = ""  # an EMA country code
    mers_weight: str | None = None  # decimal text, e.g. "1.5"
    short_name: str = ""
    name_style: str = "as_entered"
    # Schema version 12: the standings players see stop before this round (the organiser
    # hides the last rounds until the prize-giving; None: nothing hidden), and how a table's
    # phone gives a win's value ("yaku", "han" or "both").
    hide_from_round: int | None = None
    phone_entry: str = Field(default="both", sa_column_kwargs={"server_default": "both"})


class PlayerRow(SQLModel, table=True):
    __tablename__ = "players"
    id: int | None = Field(default=None, primary_key=True)
    name: str  # as entered (in a form, a file, or "First Last")
    name_key: str = Field(unique=True)  # casefolded name: names are unique ignoring case
    ema_number: str | None = Field(default=None, unique=True)
    club: str = ""
    country: str = ""  # an EMA country code (schema version 2)
    team: str = ""
    status: str = "active"
    created_at: str = ""
    # Schema version 2.
    first_name: str = ""
    last_name: str = ""
    name_checked: bool = True  # False: the split of `name` was guessed and needs a look
    ema_ranked: bool = True  # counts in the EMA ranking
    # Schema version 9: the name in online game rooms (Tenhou, Mahjong Soul logs).
    online_name: str = ""


class RoundRow(SQLModel, table=True):
    __tablename__ = "rounds"
    id: int | None = Field(default=None, primary_key=True)
    number: int = Field(unique=True)
    approved_at: str | None = None
    approved_by: str = ""
    backup: str | None = None


class TableRow(SQLModel, table=True):
    """A mahjong table of a round (its game)."""

    __tablename__ = "tables"
    __table_args__ = (UniqueConstraint("round_id", "number"),)
    id: int | None = Field(default=None, primary_key=True)
    round_id: int = Field(foreign_key="rounds.id")
    number: int
    locked: bool = False


class SeatRow(SQLModel, table=True):
    __tablename__ = "seats"
    # round_id is repeated here so the database itself refuses a player seated twice a round.
    __table_args__ = (UniqueConstraint("table_id", "seat"), UniqueConstraint("round_id",
                                                                            "player_id"))
    id: int | None = Field(default=None, primary_key=True)
    table_id: int = Field(foreign_key="tables.id")
    round_id: int = Field(foreign_key="rounds.id")
    seat: int  # 0-3: East, South, West, North of the first hand
    player_id: int = Field(foreign_key="players.id")


class LogRow(SQLModel, table=True):
    """One entry of a table's hand log. Never updated, never deleted."""

    __tablename__ = "hand_log"
    # (table_id, seq) unique: two stations appending to one table at once can never both
    # write entry n (the second is refused, see service.base). entry_id unique: a station
    # that retries a change whose confirmation was lost finds it instead of writing it twice.
    __table_args__ = (UniqueConstraint("table_id", "seq"),
                      Index("ix_hand_log_entry_id", "entry_id", unique=True))
    id: int | None = Field(default=None, primary_key=True)
    table_id: int = Field(foreign_key="tables.id")
    seq: int
    kind: str
    target: int | None = None
    payload: str | None = None  # JSON
    who: str = ""
    at: str
    why: str = ""
    # Schema version 6: where the entry was made, and by whom (the person at that station).
    station: str = _blank()
    person: str = _blank()
    entry_id: str | None = None  # made by the station (a UUID): one entry per id
    # Schema version 11: the database user that wrote it, as the server names it (a
    # server's `session_user`; "" in a file, which has no users).
    db_user: str = _blank()


class TableStateRow(SQLModel, table=True):
    """A table's game as its log folds, kept with the log
    (`tournament.games.hand_log.TableSummary`): written in the transaction of every log entry,
    so an open never replays every hand."""

    __tablename__ = "table_states"
    table_id: int = Field(primary_key=True, foreign_key="tables.id")
    seq: int  # the last log entry it summarises
    summary: str  # JSON


class SeatingPlanRow(SQLModel, table=True):
    """The seating engine's plan for the whole tournament, made when the first round is seated
    and followed round after round (`tournament.seating.plan`); replaced when it is made again
    (a drop-out, a late arrival, a round seated again)."""

    __tablename__ = "seating_plan"
    id: int = Field(default=1, primary_key=True)
    seed: int
    plan: str  # JSON: tournament.seating.Schedule.to_json()
    made_at: str


class PenaltyRow(SQLModel, table=True):
    __tablename__ = "penalties"
    id: int | None = Field(default=None, primary_key=True)
    player_id: int = Field(foreign_key="players.id")
    kind: str
    points: int = 0  # raw points, 0 or negative
    reason: str = ""
    referee: str = ""
    round_number: int | None = None
    table_number: int | None = None
    at: str
    # A withdrawn penalty stays in the file, marked (who, when, why).
    withdrawn_at: str | None = None
    withdrawn_by: str = ""
    withdrawn_reason: str = ""


class AuditRow(SQLModel, table=True):
    __tablename__ = "audit_log"
    id: int | None = Field(default=None, primary_key=True)
    at: str
    who: str = ""
    action: str
    round_number: int | None = None
    table_number: int | None = None
    detail: str = ""
    station: str = _blank()  # schema version 6
    person: str = _blank()


class ClockEventRow(SQLModel, table=True):
    """One thing done to a round's clock (tournament.clock). Never updated, never deleted."""

    __tablename__ = "clock_events"
    __table_args__ = (UniqueConstraint("round_number", "seq"),)
    id: int | None = Field(default=None, primary_key=True)
    round_number: int
    seq: int
    kind: str
    at: str  # the moment it was done (ISO 8601, UTC, milliseconds)
    minutes: int | None = None
    warning: int | None = None
    table_number: int | None = None
    who: str = ""
    note: str = ""
    station: str = _blank()  # schema version 6
    person: str = _blank()


class AwardCategoryRow(SQLModel, table=True):
    """The organiser's award categories, in `position` order (tournament.standings.awards)."""

    __tablename__ = "award_categories"
    id: int | None = Field(default=None, primary_key=True)
    position: int
    kind: str
    flag: str = ""
    minimum: int | None = None
    ties: str = "standings"
    title: str = ""


class PlayerFlagRow(SQLModel, table=True):
    """A flag the organiser gives a player (newcomer, woman...), for the awards."""

    __tablename__ = "player_flags"
    __table_args__ = (UniqueConstraint("player_id", "flag"),)
    id: int | None = Field(default=None, primary_key=True)
    player_id: int = Field(foreign_key="players.id")
    flag: str


class FinalStageRow(SQLModel, table=True):
    """The final stage (tournament.standings.final_stage): at most one row."""

    __tablename__ = "final_stage"
    id: int = Field(default=1, primary_key=True)
    after_round: int
    size: int
    carry: str
    seating: str
    rounds: int = 1
    finalists: str = "[]"  # JSON: player ids in seed order
    planned_rounds: int = 0
    started_at: str = ""
    started_by: str = ""


class AnnouncementRow(SQLModel, table=True):
    """A message of the organiser to the players (schema version 5). Never updated, never
    deleted."""

    __tablename__ = "announcements"
    id: int | None = Field(default=None, primary_key=True)
    at: str
    who: str = ""
    text: str


class ChangeCounterRow(SQLModel, table=True):
    """One row: how many changes were committed. Every change increments it in its own
    transaction, which also orders the changes of several stations one after another (the
    row stays locked until the change commits)."""

    __tablename__ = "change_counter"
    id: int = Field(default=1, primary_key=True)
    value: int = 0


class ChangeRow(SQLModel, table=True):
    """What change number `counter` touched (a `service.values.Changes` as JSON), where and
    by whom: a station that last saw change n reloads what n+1.. touched. Only the recent
    ones are kept; a station further behind reloads everything."""

    __tablename__ = "changes"
    counter: int = Field(primary_key=True, sa_column_kwargs={"autoincrement": False})
    at: str
    station: str = ""
    person: str = ""
    what: str = "{}"  # JSON


class LedgerRow(SQLModel, table=True):
    """One link of the tamper-evident chain over the facts the standings, the locks and the
    organiser's authority rest on (`storage.chain`, schema version 7). Never updated, never
    deleted: each link names one fact (`item`), the digest of its content after a change
    ("" once it is gone) and the hash of the previous link, so an edit made behind the
    app's back (sqlite3, psql) no longer matches the chain."""

    __tablename__ = "ledger"
    __table_args__ = (Index("ix_ledger_item", "item"),)
    seq: int = Field(primary_key=True, sa_column_kwargs={"autoincrement": False})
    at: str
    counter: int  # the change counter of the change that wrote it
    station: str = ""
    person: str = ""
    item: str  # "hand_log:17", "penalties:3", "settings:1", "change", "start" ...
    label: str = ""  # the fact as people name it ("round 1, table 3, entry 4")
    digest: str = ""  # SHA-256 of the fact's content ("" when it was removed)
    prev: str = ""  # the previous link's hash
    hash: str  # SHA-256 over prev and this link's fields


class AppliedEntryRow(SQLModel, table=True):
    """The id a caller gave a change (schema version 8), written in the change's own
    transaction: the same id is never applied twice (a retry after "may or may not have been
    saved" finds it). Never pruned, unlike `changes`."""

    __tablename__ = "applied_entries"
    entry_id: str = Field(primary_key=True)
    counter: int  # the change's number (`changes.counter`)
    at: str
    # Schema version 11: the digest of the change the id was given to (`Commit.intent`):
    # the same id sent with another change is refused, never taken for a retry.
    digest: str | None = None


class GateRow(SQLModel, table=True):
    """The write gate (schema version 11), a table only the owner may lock: a change of the
    organiser locks it alone (EXCLUSIVE) while a hand takes it shared (ROW SHARE, through the
    server's functions: `storage.functions`), and an upgrade or `grant` locks its row 2. A
    role that may only read cannot take either (a lock stronger than a read needs UPDATE),
    so it cannot stall the venue."""

    __tablename__ = "gate"
    id: int = Field(primary_key=True, sa_column_kwargs={"autoincrement": False})


class TableCodeRow(SQLModel, table=True):
    """The code a table's players type (or scan) to enter their own hands from a phone
    (schema version 9): one per table of a round, new for each round, made by the
    organiser. Not a ledger fact (see `storage.chain`): it grants entry, it is no result."""

    __tablename__ = "table_codes"
    round_number: int = Field(primary_key=True, sa_column_kwargs={"autoincrement": False})
    table_number: int = Field(primary_key=True, sa_column_kwargs={"autoincrement": False})
    code: str
    issued_at: str


class EntrySwitchRow(SQLModel, table=True):
    """The organiser's switch of phone entry for a round (`table_number` 0) or one table of
    it (schema version 9). No row: entry is on."""

    __tablename__ = "entry_switches"
    round_number: int = Field(primary_key=True, sa_column_kwargs={"autoincrement": False})
    table_number: int = Field(primary_key=True, sa_column_kwargs={"autoincrement": False})
    enabled: bool
    at: str


class RefereeCallRow(SQLModel, table=True):
    """A table's call for a referee (schema version 12), made from its phone or at a desk,
    and closed at a desk once the referee went. Not a ledger fact: like the round clock's
    events it changes no result (a ruling the referee gives is a hand, a correction or a
    penalty, each a fact); it is written through the writer, as one change."""

    __tablename__ = "referee_calls"
    __table_args__ = (Index("ix_referee_calls_table", "round_number", "table_number"),)
    id: int | None = Field(default=None, primary_key=True)
    round_number: int
    table_number: int
    reason: str  # question, dispute, time, other
    at: str  # when it was made (ISO 8601, UTC, milliseconds)
    station: str = _blank()  # where it was made ("table 3 (phone)", "Desk 2")
    person: str = _blank()  # the phone's name, or who sits at the desk
    closed_at: str | None = None  # None while it is open
    closed_by: str = _blank()  # who closed it (the name at the desk)
    closed_station: str = _blank()


ALL_ROWS = (MetaRow, SettingsRow, PlayerRow, RoundRow, TableRow, SeatRow, LogRow, TableStateRow,
            SeatingPlanRow, PenaltyRow, AuditRow, ClockEventRow, AwardCategoryRow,
            PlayerFlagRow, FinalStageRow, AnnouncementRow, ChangeCounterRow, ChangeRow,
            LedgerRow, AppliedEntryRow, TableCodeRow, EntrySwitchRow, GateRow, RefereeCallRow)
TABLE_NAMES = ("meta", "settings", "players", "rounds", "tables", "seats", "hand_log",
               "table_states", "seating_plan", "penalties", "audit_log", "clock_events",
               "award_categories", "player_flags", "final_stage", "announcements",
               "change_counter", "changes", "ledger", "applied_entries", "table_codes",
               "entry_switches", "gate", "referee_calls")
