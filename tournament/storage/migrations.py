"""Schema versions and the ordered steps that upgrade an older file.

The version lives in the `meta` table. Opening a file older than SCHEMA_VERSION first writes a
backup (SQLite backup API) and then runs each step from its version up, one transaction per
step, so a failed upgrade leaves the file at the last complete version. Steps are written with
SQLAlchemy (or plain DDL both SQLite and PostgreSQL accept), never SQLite-only SQL.

Version history
  1  first release: settings, players, rounds, tables, seats, hand_log, penalties, audit_log
  2  players: first_name, last_name, name_checked, ema_ranked; country as the EMA's code.
     settings: city, host_country, mers_weight, short_name, name_style (for the EMA file)
  3  table_states: each table's game as its log folds, kept with the log (filled in by the
     service when it first opens the upgraded file); seating_plan: the seating engine's plan
     for the whole tournament (made again at the next seating)
  4  clock_events (the round clock), award_categories and player_flags (awards),
     final_stage (the final of the top N)
  5  announcements (the organiser's messages on the projector and the live page)
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path

from sqlalchemy import (
    Boolean,
    Column,
    Connection,
    Engine,
    ForeignKey,
    Integer,
    MetaData,
    String,
    Table,
    UniqueConstraint,
    column,
    insert,
    select,
    table,
    update,
)
from sqlalchemy.schema import DDL

from tournament.countries import ema_code
from tournament.names import split_name
from tournament.storage.backup import backup_engine, backup_path
from tournament.storage.errors import CorruptFile, NewerFile
from tournament.storage.rows import MetaRow

SCHEMA_VERSION = 5

# The audit action of the upgrade to version 2 (its detail lists the names to check).
NAMES_SPLIT = "upgrade_names"


def _v1_to_v2(conn: Connection) -> None:
    """Players get a first and a last name, the "counts in the EMA ranking" flag and their
    country as the EMA's code; the settings get what the EMA results file needs.

    Each name is split as `tournament.names.split_name` reads it; a split that is only a
    guess ("José María García Pérez") is kept with `name_checked` false, and the audit line
    of the upgrade lists those players, and countries that are no known country, so the
    organiser is shown what to check. Plain DDL that SQLite and PostgreSQL both accept."""
    for ddl in (
        "ALTER TABLE players ADD COLUMN first_name VARCHAR NOT NULL DEFAULT ''",
        "ALTER TABLE players ADD COLUMN last_name VARCHAR NOT NULL DEFAULT ''",
        "ALTER TABLE players ADD COLUMN name_checked BOOLEAN NOT NULL DEFAULT TRUE",
        "ALTER TABLE players ADD COLUMN ema_ranked BOOLEAN NOT NULL DEFAULT TRUE",
        "ALTER TABLE settings ADD COLUMN city VARCHAR NOT NULL DEFAULT ''",
        "ALTER TABLE settings ADD COLUMN host_country VARCHAR NOT NULL DEFAULT ''",
        "ALTER TABLE settings ADD COLUMN mers_weight VARCHAR",
        "ALTER TABLE settings ADD COLUMN short_name VARCHAR NOT NULL DEFAULT ''",
        "ALTER TABLE settings ADD COLUMN name_style VARCHAR NOT NULL DEFAULT 'as_entered'",
    ):
        conn.execute(DDL(ddl))  # type: ignore[no-untyped-call]
    # The tables as this step knows them (not the current *Row classes, which may change).
    players = table("players", column("id"), column("name"), column("country"),
                    column("status"), column("first_name"), column("last_name"),
                    column("name_checked", Boolean), column("ema_ranked", Boolean))
    audit = table("audit_log", column("at"), column("who"), column("action"),
                  column("detail"))
    guessed: list[str] = []
    unknown: list[str] = []
    rows = conn.execute(select(players.c.id, players.c.name, players.c.country,
                               players.c.status).order_by(players.c.id)).all()
    for pid, name, country, status in rows:
        split = split_name(name)
        code = ema_code(country or "")
        if not split.sure:
            guessed.append(f"'{name}' (read as first name '{split.first}', last name "
                           f"'{split.last}')")
        if code is None:
            unknown.append(f"'{country}' ({name})")
        conn.execute(update(players).where(players.c.id == pid).values(
            first_name=split.first, last_name=split.last, name_checked=split.sure,
            ema_ranked=status != "substitute",
            country=code if code is not None else country))
    detail = "players' names split into first and last name"
    detail += ("; check: " + "; ".join(guessed)) if guessed else "; none to check"
    if unknown:
        detail += "; countries not recognised: " + ", ".join(unknown)
    at = datetime.now(UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z")
    conn.execute(insert(audit).values(at=at, who="upgrade", action=NAMES_SPLIT,
                                      detail=detail))


def _v2_to_v3(conn: Connection) -> None:
    """A table for each table's summary, and one for the seating plan. Both empty: the
    service folds each table's log once, on the first open, and keeps the summaries from then
    on; the next round seated makes a plan for the rounds still to come."""
    for ddl in (
        "CREATE TABLE table_states (table_id INTEGER NOT NULL PRIMARY KEY "
        "REFERENCES tables (id), seq INTEGER NOT NULL, summary VARCHAR NOT NULL)",
        "CREATE TABLE seating_plan (id INTEGER NOT NULL PRIMARY KEY, seed INTEGER NOT NULL, "
        "plan VARCHAR NOT NULL, made_at VARCHAR NOT NULL)",
    ):
        conn.execute(DDL(ddl))  # type: ignore[no-untyped-call]


def _v3_to_v4(conn: Connection) -> None:
    """Add the clock, awards and final-stage tables. The tables are spelled out here as they
    were at version 4 (not taken from rows.py, which may change later), with the types
    sqlmodel gives the `*Row` classes, so an upgraded file and a new one are alike."""
    meta = MetaData()

    def new_table(name: str, *columns: Column[object] | UniqueConstraint) -> Table:
        return Table(name, meta, Column("id", Integer, primary_key=True), *columns)

    # players is only named for the foreign key; it is not created.
    Table("players", meta, Column("id", Integer, primary_key=True))
    text = String
    new_table("clock_events",
          Column("round_number", Integer, nullable=False),
          Column("seq", Integer, nullable=False),
          Column("kind", text, nullable=False),
          Column("at", text, nullable=False),
          Column("minutes", Integer), Column("warning", Integer),
          Column("table_number", Integer),
          Column("who", text, nullable=False),
          Column("note", text, nullable=False),
          UniqueConstraint("round_number", "seq"))
    new_table("award_categories",
          Column("position", Integer, nullable=False),
          Column("kind", text, nullable=False),
          Column("flag", text, nullable=False),
          Column("minimum", Integer),
          Column("ties", text, nullable=False),
          Column("title", text, nullable=False))
    new_table("player_flags",
          Column("player_id", Integer, ForeignKey("players.id"), nullable=False),
          Column("flag", text, nullable=False),
          UniqueConstraint("player_id", "flag"))
    new_table("final_stage",
          Column("after_round", Integer, nullable=False),
          Column("size", Integer, nullable=False),
          Column("carry", text, nullable=False),
          Column("seating", text, nullable=False),
          Column("rounds", Integer, nullable=False),
          Column("finalists", text, nullable=False),
          Column("planned_rounds", Integer, nullable=False),
          Column("started_at", text, nullable=False),
          Column("started_by", text, nullable=False))
    meta.create_all(conn, tables=[meta.tables[n] for n in (
        "clock_events", "award_categories", "player_flags", "final_stage")])


def _v4_to_v5(conn: Connection) -> None:
    """Add the announcements table (empty), spelled out as it was at version 5."""
    meta = MetaData()
    announcements = Table("announcements", meta,
                          Column("id", Integer, primary_key=True),
                          Column("at", String, nullable=False),
                          Column("who", String, nullable=False),
                          Column("text", String, nullable=False))
    meta.create_all(conn, tables=[announcements])


# STEPS[n] upgrades a file from version n to n + 1.
Step = Callable[[Connection], None]
STEPS: dict[int, Step] = {1: _v1_to_v2, 2: _v2_to_v3, 3: _v3_to_v4, 4: _v4_to_v5}


def check_version(path: Path, version: int) -> None:
    if version > SCHEMA_VERSION:
        raise NewerFile(f"{path} was written by a newer version of riichi-tournament (file "
                        f"format {version}, this version reads up to {SCHEMA_VERSION}); "
                        f"update the app to open it")
    missing = [v for v in range(version, SCHEMA_VERSION) if v not in STEPS]
    if version < 1 or missing:
        raise CorruptFile(f"{path} has an unknown file format version ({version})")


def upgrade(path: Path, engine: Engine, version: int) -> Path | None:
    """Bring the file to SCHEMA_VERSION. Returns the backup made first (None: nothing to do)."""
    check_version(path, version)
    if version == SCHEMA_VERSION:
        return None
    label = f"before-format-{SCHEMA_VERSION}"
    backup = backup_engine(engine, backup_path(path, label), path, label)
    for v in range(version, SCHEMA_VERSION):
        with engine.begin() as conn:
            STEPS[v](conn)
            conn.execute(update(MetaRow).where(MetaRow.key == "schema_version")  # type: ignore[arg-type]
                         .values(value=str(v + 1)))
    return backup
