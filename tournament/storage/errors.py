"""Why a tournament file cannot be opened or created. Each message says what to do."""

from __future__ import annotations

from tournament.errors import TournamentError


class StoreError(TournamentError):
    """A tournament file cannot be opened, created or written."""


class NoSuchFile(StoreError):
    """The file does not exist (opening never creates a file)."""


class FileExists(StoreError):
    """A new tournament would overwrite an existing file."""


class NotATournament(StoreError):
    """The file is not a riichi-tournament file (another program's file or database)."""


class CorruptFile(StoreError):
    """The file is a tournament file but is damaged; restore a backup."""


class NewerFile(StoreError):
    """The file was written by a newer version of the app (its schema is unknown here)."""


class FileInUse(StoreError):
    """Another app instance has the file open."""
