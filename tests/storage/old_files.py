"""Turning a new tournament file into one an older version wrote (the tests of upgrades)."""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Callable

STATION_COLUMNS = {"hand_log": ("station", "person", "entry_id"),
                   "audit_log": ("station", "person"), "clock_events": ("station", "person")}


def as_version_11(conn: sqlite3.Connection) -> None:
    """What version 12 added (the referee calls, and the settings' hidden standings and
    phone entry) is removed; stamped version 11."""
    conn.execute("DROP TABLE referee_calls")
    conn.execute("ALTER TABLE settings DROP COLUMN hide_from_round")
    conn.execute("ALTER TABLE settings DROP COLUMN phone_entry")
    conn.execute("PRAGMA user_version = 11")
    conn.execute("UPDATE alembic_version SET version_num = '0011'")
    conn.execute("UPDATE meta SET value = '11' WHERE key = 'schema_version'")


def as_version_10(conn: sqlite3.Connection) -> None:
    """What version 11 added (the write gate, the entry ids' digests, the database user of a
    log entry, and the format in SQLite's header) is removed too; stamped version 10."""
    as_version_11(conn)
    conn.execute("DROP TABLE gate")
    conn.execute("ALTER TABLE applied_entries DROP COLUMN digest")
    conn.execute("ALTER TABLE hand_log DROP COLUMN db_user")
    conn.execute("PRAGMA user_version = 0")
    conn.execute("UPDATE alembic_version SET version_num = '0010'")
    conn.execute("UPDATE meta SET value = '10' WHERE key = 'schema_version'")


def as_version_9(conn: sqlite3.Connection) -> None:
    """What version 10 added (`players.online_name`) is removed too; stamped version 9."""
    as_version_10(conn)
    conn.execute("ALTER TABLE players DROP COLUMN online_name")
    conn.execute("UPDATE alembic_version SET version_num = '0009'")
    conn.execute("UPDATE meta SET value = '9' WHERE key = 'schema_version'")


def as_version_8(conn: sqlite3.Connection) -> None:
    """What version 9 added (the tables' phone codes and entry switches) is removed too;
    stamped version 8."""
    as_version_9(conn)
    conn.execute("DROP TABLE table_codes")
    conn.execute("DROP TABLE entry_switches")
    conn.execute("UPDATE alembic_version SET version_num = '0008'")
    conn.execute("UPDATE meta SET value = '8' WHERE key = 'schema_version'")


def as_version_7(conn: sqlite3.Connection) -> None:
    """What version 8 added (`applied_entries`) is removed too; stamped version 7."""
    as_version_8(conn)
    conn.execute("DROP TABLE applied_entries")
    conn.execute("UPDATE alembic_version SET version_num = '0007'")
    conn.execute("UPDATE meta SET value = '7' WHERE key = 'schema_version'")


def as_version_6(conn: sqlite3.Connection) -> None:
    """What version 7 (the ledger) added is removed too; the Alembic stamp says 0006."""
    as_version_7(conn)
    conn.execute("DROP TABLE ledger")
    conn.execute("UPDATE alembic_version SET version_num = '0006'")
    conn.execute("UPDATE meta SET value = '6' WHERE key = 'schema_version'")


def as_version_5(conn: sqlite3.Connection) -> None:
    """What version 6 (several stations) added is removed, and the Alembic stamp with it:
    versions 1 to 5 were written before Alembic, so their files have no `alembic_version`
    table. The caller drops what earlier versions lack and sets meta.schema_version."""
    as_version_6(conn)
    conn.execute("DROP TABLE alembic_version")
    conn.execute("DROP TABLE change_counter")
    conn.execute("DROP TABLE changes")
    conn.execute("DROP INDEX ix_hand_log_entry_id")
    for table, names in STATION_COLUMNS.items():
        for name in names:
            conn.execute(f"ALTER TABLE {table} DROP COLUMN {name}")
    conn.execute("UPDATE meta SET value = '5' WHERE key = 'schema_version'")


def downgrade(path: str | os.PathLike[str],
              as_version: Callable[[sqlite3.Connection], None]) -> None:
    """Turn the tournament file at `path` into what an older version wrote, with one of the
    `as_version_N` functions above (in one transaction)."""
    conn = sqlite3.connect(str(path))
    try:
        as_version(conn)
        conn.commit()
    finally:
        conn.close()
