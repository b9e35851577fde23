"""Why a tournament file cannot be opened, created or written: the core's `StoreError` family,
named here too for the storage code that raises them (front ends import them from
`tournament.errors`)."""

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

__all__ = ["CorruptFile", "FileExists", "FileInUse", "NewerFile", "NoSuchFile",
           "NotATournament", "ReadOnlyFile", "StoreError", "WriteFailed"]
