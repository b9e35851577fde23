"""Exceptions of the core. Problems with user input are returned as `Issue` data, not raised;
these are for callers that bypassed validation and for programming errors."""

from __future__ import annotations

from collections.abc import Iterable

from tournament.model import Issue


class TournamentError(Exception):
    """Base class of every error the core raises on purpose."""


class InvalidInput(TournamentError):
    """Raised by APIs that validate first and were given input with problems."""

    def __init__(self, issues: Iterable[Issue]):
        self.issues = tuple(issues)
        super().__init__("; ".join(str(i) for i in self.issues) or "invalid input")


class UnknownRuleset(TournamentError):
    """A ruleset name that is not one of the presets."""


# -- why a tournament cannot be opened, created or written (each message says what to do) ----

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
    """Another app instance has the file open (or another program is writing to it)."""


class ReadOnlyFile(StoreError):
    """The file is open read-only (a read-only medium or folder, or a backup): no change."""


class WriteFailed(StoreError):
    """Writing failed (disk full, I/O error) before the change was handed to the disk: the
    change was not made, the file is intact."""


class MaybeSaved(StoreError):
    """Writing failed while the change was being committed (an I/O error on the write-ahead
    log's sync, say): nobody can tell whether the change reached the disk. Never answered
    "not saved": `log` shows what the file holds, and the change retried with the same entry
    id is never applied twice."""


class ConnectionLost(StoreError):
    """The tournament's server cannot be reached (the network dropped, the server restarted
    or stopped). `maybe_saved`: the connection went while the change was being committed, so
    the server may or may not have it (a retry with the same entry id is never doubled);
    otherwise nothing was saved. `reconnect`: a connection that had served before was found
    closed by the change's first statements (the server ended it or restarted since): nothing
    of the change reached a commit, and it may be sent again at once on a new connection. The
    message names the server, never its password."""

    def __init__(self, message: str, *, maybe_saved: bool = False, reconnect: bool = False):
        super().__init__(message)
        self.maybe_saved = maybe_saved
        self.reconnect = reconnect


class WriteConflict(StoreError):
    """Another station's change met this one in the database (the same table entry, the
    same name): nothing of this change was written. The service turns it into a refusal
    that says what changed, after reloading it."""


class ServerBusy(StoreError):
    """The server did not answer in time (another station's change held what this one
    needed, or the server is overloaded): nothing was saved; try again."""


class AlreadySaved(TournamentError):
    """A change given an entry id that the tournament has already applied (a retry after
    "may or may not have been saved" whose first try was saved): nothing was written again."""

    def __init__(self, entry_id: str):
        super().__init__(f"the change with entry id {entry_id} was already saved; it was not "
                         f"applied again")
        self.entry_id = entry_id


class EntryIdReused(InvalidInput):
    """A change given an entry id that the tournament has already applied to ANOTHER change
    (another command, another hand): refused, nothing written. Never taken for a retry of
    the first (that would say "already saved" and apply nothing)."""

    def __init__(self, entry_id: str):
        from tournament.issue_codes import IssueCode

        super().__init__([Issue(IssueCode.ENTRY_ID_REUSED, None, "entry_id",
                                f"entry id {entry_id} was used for another change; nothing "
                                f"was saved (give this change an id of its own)",
                                {"entry_id": entry_id})])
        self.entry_id = entry_id


class SavedButIncomplete(TournamentError):
    """The change was saved, but a step after it failed (e.g. moving a backup into place).

    Not a refusal: the file has changed. The command line exits 3 ("done but not confirmed").
    """
