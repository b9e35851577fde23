"""Schema versions and the ordered steps that upgrade an older file.

The version lives in the `meta` table. Opening a file older than SCHEMA_VERSION first writes a
backup (SQLite backup API) and then runs each step from its version up, one transaction per
step, so a failed upgrade leaves the file at the last complete version. Steps are written with
SQLAlchemy (or plain DDL both SQLite and PostgreSQL accept), never SQLite-only SQL.

Version history
  1  first release: settings, players, rounds, tables, seats, hand_log, penalties, audit_log
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from sqlalchemy import Connection, Engine, update

from tournament.storage.backup import backup_engine, backup_path
from tournament.storage.errors import CorruptFile, NewerFile
from tournament.storage.rows import MetaRow

SCHEMA_VERSION = 1

# STEPS[n] upgrades a file from version n to n + 1.
Step = Callable[[Connection], None]
STEPS: dict[int, Step] = {}


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
