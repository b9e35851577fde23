"""What a tournament file is, in constants every way of opening one shares (the store, the
command line's quick path): no database library is imported here.

`SCHEMA_VERSION` is the newest schema ("000N" is Alembic revision N: `storage.migrations`).
"""

from __future__ import annotations

from pathlib import Path

APPLICATION_NAME = "riichi-tournament"
# Written into the SQLite header (its application id) so a file says what it is: "RTDB".
APPLICATION_ID = 0x52544442
SQLITE_MAGIC = b"SQLite format 3\x00"
# How long a write waits for another program's lock on the file before giving up (seconds).
BUSY_TIMEOUT = 5.0
SCHEMA_VERSION = 12


def is_tournament_file(path: Path) -> bool:
    """Does this existing file start like a riichi-tournament file (SQLite, our application
    id)? Reads 100 bytes; False for anything unreadable."""
    try:
        with path.open("rb") as handle:
            header = handle.read(100)
    except OSError:
        return False
    return (header.startswith(SQLITE_MAGIC) and len(header) == 100
            and int.from_bytes(header[68:72], "big") == APPLICATION_ID)


def revision_of(version: int) -> str:
    """The Alembic revision of schema version `version`."""
    return f"{version:04d}"


HEAD_REVISION = revision_of(SCHEMA_VERSION)

__all__ = ["APPLICATION_ID", "APPLICATION_NAME", "BUSY_TIMEOUT", "HEAD_REVISION",
           "SCHEMA_VERSION", "SQLITE_MAGIC", "revision_of"]


# What each schema version added that a file of an earlier one cannot have: a table, or a
# table's column. A file whose version says less than what it holds had its version set back
# (to have an older ledger started again, say): it is refused, never upgraded over.
ADDED_BY: dict[int, tuple[tuple[str, str | None], ...]] = {
    7: (("ledger", None),),
    8: (("applied_entries", None),),
    9: (("table_codes", None), ("entry_switches", None)),
    10: (("players", "online_name"),),
    11: (("gate", None), ("applied_entries", "digest"), ("hand_log", "db_user")),
    12: (("referee_calls", None), ("settings", "hide_from_round"), ("settings", "phone_entry")),
}
# The version from which a file always has a ledger.
LEDGER_SINCE = 7


def held_version(tables: dict[str, set[str]]) -> int:
    """The newest version whose additions the file holds (`tables`: name -> columns)."""
    found = 0
    for version, added in ADDED_BY.items():
        if any(table in tables and (column is None or column in tables[table])
               for table, column in added):
            found = max(found, version)
    return found


def downgrade_problem(version: int, tables: dict[str, set[str]], recorded: int = 0
                      ) -> str | None:
    """Why a file that says it is of format `version` was set back, or lost its ledger
    (None: neither). `recorded`: the format SQLite's header records (0: none)."""
    held = max(held_version(tables), recorded)
    if held > version:
        newest = [t if c is None else f"{t}.{c}" for t, c in ADDED_BY.get(held, ())
                  if t in tables and (c is None or c in tables[t])] or ["its header"]
        return (f"its file format was set back to {version} behind the app's back (it holds "
                f"what format {held} added: {', '.join(newest)})")
    if max(version, held) >= LEDGER_SINCE and "ledger" not in tables:
        return "its ledger is missing (removed behind the app's back)"
    return None
