"""Why a tournament file cannot be opened, created or written: the core's `StoreError` family,
named here too for the storage code that raises them (front ends import them from
`tournament.errors`)."""

from tournament.errors import (
    ConnectionLost,
    CorruptFile,
    FileExists,
    FileInUse,
    MaybeSaved,
    NewerFile,
    NoSuchFile,
    NotATournament,
    ReadOnlyFile,
    ServerBusy,
    StoreError,
    WriteConflict,
    WriteFailed,
)

__all__ = ["ConnectionLost", "CorruptFile", "FileExists", "FileInUse", "MaybeSaved", "NewerFile",
           "NoSuchFile", "NotATournament", "ReadOnlyFile", "ServerBusy", "StoreError",
           "WriteConflict", "WriteFailed"]
