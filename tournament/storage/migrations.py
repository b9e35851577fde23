"""Schema versions and the ordered steps that upgrade an older file.

The version lives in the `meta` table. Opening a file older than SCHEMA_VERSION first writes a
backup (SQLite backup API) and then runs each step from its version up, one transaction per
step, so a failed upgrade leaves the file at the last complete version. Steps are written with
SQLAlchemy (or plain DDL both SQLite and PostgreSQL accept), never SQLite-only SQL.

Version history
  1  first release: settings, players, rounds, tables, seats, hand_log, penalties, audit_log
  2  clock_events (the round clock), award_categories and player_flags (awards),
     final_stage (the final of the top N)
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from sqlalchemy import (
    Column,
    Connection,
    Engine,
    ForeignKey,
    Integer,
    MetaData,
    String,
    Table,
    UniqueConstraint,
    update,
)

from tournament.storage.backup import backup_engine, backup_path
from tournament.storage.errors import CorruptFile, NewerFile
from tournament.storage.rows import MetaRow

SCHEMA_VERSION = 2

# STEPS[n] upgrades a file from version n to n + 1.
Step = Callable[[Connection], None]


def _version_2(conn: Connection) -> None:
    """Add the clock, awards and final-stage tables. The tables are spelled out here as they
    were at version 2 (not taken from rows.py, which may change later), with the types
    sqlmodel gives the `*Row` classes, so an upgraded file and a new one are alike."""
    meta = MetaData()

    def table(name: str, *columns: Column[object] | UniqueConstraint) -> Table:
        return Table(name, meta, Column("id", Integer, primary_key=True), *columns)

    # players is only named for the foreign key; it is not created.
    Table("players", meta, Column("id", Integer, primary_key=True))
    text = String
    table("clock_events",
          Column("round_number", Integer, nullable=False),
          Column("seq", Integer, nullable=False),
          Column("kind", text, nullable=False),
          Column("at", text, nullable=False),
          Column("minutes", Integer), Column("warning", Integer),
          Column("table_number", Integer),
          Column("who", text, nullable=False),
          Column("note", text, nullable=False),
          UniqueConstraint("round_number", "seq"))
    table("award_categories",
          Column("position", Integer, nullable=False),
          Column("kind", text, nullable=False),
          Column("flag", text, nullable=False),
          Column("minimum", Integer),
          Column("ties", text, nullable=False),
          Column("title", text, nullable=False))
    table("player_flags",
          Column("player_id", Integer, ForeignKey("players.id"), nullable=False),
          Column("flag", text, nullable=False),
          UniqueConstraint("player_id", "flag"))
    table("final_stage",
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


STEPS: dict[int, Step] = {1: _version_2}


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
    backup = backup_engine(engine, backup_path(path, f"before-format-{SCHEMA_VERSION}"))
    for v in range(version, SCHEMA_VERSION):
        with engine.begin() as conn:
            STEPS[v](conn)
            conn.execute(update(MetaRow).where(MetaRow.key == "schema_version")  # type: ignore[arg-type]
                         .values(value=str(v + 1)))
    return backup
