"""Storage: the only package that imports sqlmodel/SQLAlchemy.

`Store` opens a tournament file (checks, lock, migrations) and gives transactions;
`repo` has the repository functions, which return the core's values (`tournament.domain`,
`tournament.hand_log`, `tournament.players_io`, `tournament.standings`), never `*Row`s;
`rows` has the `*Row` tables.
"""

from tournament.domain import AuditEntry, RoundInfo, TableSeating, TournamentSettings
from tournament.errors import (
    CorruptFile,
    FileExists,
    FileInUse,
    NewerFile,
    NoSuchFile,
    NotATournament,
    ReadOnlyFile,
    StoreError,
    WriteFailed,
)
from tournament.hand_log import LogEntry, LogKind
from tournament.storage.migrations import SCHEMA_VERSION
from tournament.storage.store import Session, Store

__all__ = [
    "AuditEntry", "CorruptFile", "FileExists", "FileInUse", "LogEntry", "LogKind", "NewerFile",
    "NoSuchFile", "NotATournament", "ReadOnlyFile", "RoundInfo", "SCHEMA_VERSION", "Session",
    "Store", "StoreError", "WriteFailed",
    "TableSeating", "TournamentSettings",
]
