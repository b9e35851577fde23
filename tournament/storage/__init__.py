"""Storage: the only package that imports sqlmodel/SQLAlchemy.

`Store` opens a tournament file (checks, lock, migrations) and gives transactions;
`repo` has the repository functions, which return the domain values of `domain`,
`tournament.players_io` and `tournament.standings`; `rows` has the `*Row` tables.
"""

from tournament.storage.domain import (
    AuditEntry,
    LogEntry,
    LogKind,
    RoundInfo,
    TableSeating,
    TournamentSettings,
)
from tournament.storage.errors import (
    CorruptFile,
    FileExists,
    FileInUse,
    NewerFile,
    NoSuchFile,
    NotATournament,
    StoreError,
)
from tournament.storage.migrations import SCHEMA_VERSION
from tournament.storage.store import Store

__all__ = [
    "AuditEntry", "CorruptFile", "FileExists", "FileInUse", "LogEntry", "LogKind", "NewerFile",
    "NoSuchFile", "NotATournament", "RoundInfo", "SCHEMA_VERSION", "Store", "StoreError",
    "TableSeating", "TournamentSettings",
]
