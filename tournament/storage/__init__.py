"""Storage: the only package that imports sqlmodel/SQLAlchemy.

`Store` opens a tournament file or a PostgreSQL database (checks, lock, migrations) and gives
transactions (`Transaction`: what the service hands to the repository functions);
`target.parse_target` tells a file from a server URL; `changes` orders the changes of several
stations (`Commit`: who makes one, and on what it builds); `appends` writes the hand log's
changes;
`repo` has the repository functions, which return the core's values (`tournament.organisation`,
`tournament.games.hand_log`, `tournament.players.roster`, `tournament.standings.ranking`), never
`*Row`s; `rows` has the `*Row` tables.
"""

import importlib
from typing import TYPE_CHECKING, Any

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
from tournament.target import FileTarget, ServerTarget, Target, parse_target

__all__ = [
    "AuditEntry", "ConnectionLost", "FileTarget", "ServerTarget", "Target", "parse_target",
    "CorruptFile", "FileExists", "FileInUse", "LogEntry", "LogKind", "NewerFile",
    "NoSuchFile", "NotATournament", "ReadOnlyFile", "RoundInfo", "SCHEMA_VERSION", "Store",
    "StoreError", "Transaction", "WriteFailed",
    "TableSeating", "TournamentSettings",
]


# The store and the migrations (SQLAlchemy, sqlmodel, Alembic: most of a command's start-up),
# and the core's values they read into, are imported when first named: `storage.quick`
# (sqlite3 only, for the command line's quick path) comes without them.
if TYPE_CHECKING:
    from tournament.games.hand_log import LogEntry, LogKind
    from tournament.organisation import AuditEntry, RoundInfo, TableSeating, TournamentSettings
    from tournament.storage.migrations import SCHEMA_VERSION
    from tournament.storage.store import Store
    from tournament.storage.transaction import Transaction

_LAZY = {"SCHEMA_VERSION": "tournament.storage.migrations",
         "Store": "tournament.storage.store",
         "Transaction": "tournament.storage.transaction",
         "AuditEntry": "tournament.organisation", "RoundInfo": "tournament.organisation",
         "TableSeating": "tournament.organisation", "TournamentSettings": "tournament.organisation",
         "LogEntry": "tournament.games.hand_log", "LogKind": "tournament.games.hand_log"}


def __getattr__(name: str) -> Any:
    source = _LAZY.get(name)
    if source is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(source), name)
    globals()[name] = value
    return value
