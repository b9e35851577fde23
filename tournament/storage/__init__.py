"""Storage: the only package that imports sqlmodel/SQLAlchemy.

`Store` opens a tournament file or a PostgreSQL database (checks, lock, migrations) and gives
transactions (`Transaction`: what the service hands to the repository functions);
`target.parse_target` tells a file from a server URL; `changes` orders the changes of several
stations (`Commit`: who makes one, and on what it builds); `appends` writes the hand log's
changes;
`repo` has the repository functions, which return the core's values (`tournament.domain`,
`tournament.hand_log`, `tournament.players_io`, `tournament.standings`), never `*Row`s;
`rows` has the `*Row` tables.
"""

from tournament.domain import AuditEntry, RoundInfo, TableSeating, TournamentSettings
from tournament.errors import (
    ConnectionLost,
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
from tournament.storage.store import Store
from tournament.storage.target import FileTarget, ServerTarget, Target, parse_target
from tournament.storage.transaction import Transaction

__all__ = [
    "AuditEntry", "ConnectionLost", "FileTarget", "ServerTarget", "Target", "parse_target",
    "CorruptFile", "FileExists", "FileInUse", "LogEntry", "LogKind", "NewerFile",
    "NoSuchFile", "NotATournament", "ReadOnlyFile", "RoundInfo", "SCHEMA_VERSION", "Store",
    "StoreError", "Transaction", "WriteFailed",
    "TableSeating", "TournamentSettings",
]
