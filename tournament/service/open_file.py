"""`OpenFile`: what the service says of the open tournament itself, whatever part a caller
works in: where it is (a file, a server), whether it can be changed and why not, its notes,
copies, and the entry ids that make a change's retry safe (`entry`). `service.base.Base` is
built on it.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from tournament.errors import AlreadySaved
from tournament.issue_codes import IssueCode
from tournament.service.arguments import Role, issue, refuse
from tournament.storage import Store, repo
from tournament.storage import changes as stored_changes
from tournament.storage.signing import Keys, open_keys
from tournament.storage.target import ServerTarget


class OpenFile:
    """The open tournament (`_store`) and the changes written through this object."""

    _store: Store
    # Counts the changes written through this object (`revision`).
    _revision: int
    # The id the caller gave the change it is making (`entry`): kept in the file with the
    # change, so the same id is never applied twice, whatever the change; and the digest of
    # what that change is, kept with it (another change with the same id is refused).
    _given_id: str | None
    _given_intent: str | None
    # What this station may do, and the organiser's keys once the organiser password was
    # given (every change made with them is signed: storage.signing).
    role: Role
    _keys: Keys | None

    def close(self) -> None:
        self._store.close()

    @property
    def path(self) -> Path:
        return self._store.path

    @property
    def revision(self) -> int:
        """How many changes were written through this object: a different number, something
        may have changed (what a live view compares to know when to read again)."""
        return self._revision

    def data_version(self) -> int:
        """Changes when another program or station commits a change to the file (not for
        changes written through this object: see `revision`)."""
        return self._store.data_version()

    @property
    def migration_backup(self) -> Path | None:
        """The backup written before this open upgraded the file's format (None: no upgrade)."""
        return self._store.migration_backup

    @property
    def read_only(self) -> str | None:
        """Why this file is open read-only (a read-only disk or folder, a backup), or None
        when it can be changed. Read-only: every read, print, export and copy works; every
        change raises `ReadOnlyFile` and changes nothing."""
        return self._store.read_only

    @property
    def notes(self) -> tuple[str, ...]:
        """Things to tell the person who opened the file, e.g. that changes left in the
        write-ahead log by a program that stopped were recovered."""
        return tuple(self._store.notes)

    def copy_to(self, out: Path | str, *, overwrite: bool = False) -> Path:
        """"Save a copy...": the tournament as a new file of its own, with every saved
        change (SQLite's backup API). Refused (InvalidInput, field "out", nothing written)
        when `out` is this tournament by any path, one of its backups or files, another
        tournament file, a folder or not a regular file, and when it exists (unless
        `overwrite`). Works on a read-only file too (a backup, a read-only disk)."""
        return self._store.copy_to(out, overwrite=overwrite)

    @property
    def where(self) -> str:
        """Where the tournament is, as messages show it: the file's path, or the server's
        URL without its password."""
        return self._store.shown

    @property
    def on_server(self) -> bool:
        return self._store.server is not None

    @contextmanager
    def entry(self, entry_id: str | None, intent: Any = None) -> Iterator[None]:
        """The change made inside is the one with this id (made by the caller, e.g. a UUID,
        and kept until it knows the change's fate): it is stored with the change, and a
        change with an id already applied writes nothing and raises `AlreadySaved`. So a
        change retried after "may or may not have been saved" (an I/O error during the
        commit, a server lost while committing) is never applied twice. The id goes on the
        first change written inside (every command makes one); None: no id.

        `intent`: what the change is, as the caller asked for it (a command's options, a
        phone's hand: anything JSON can write). Its digest is stored with the id, and the
        same id sent with another intent is refused (`EntryIdReused`), never taken for a
        retry."""
        self.give_entry_id(entry_id, intent)
        try:
            yield
        finally:
            self._given_id = None

    def checkpoint_warning(self) -> str | None:
        """Said after a change whose copy from the write-ahead log into the file failed and
        whose log is still beside the file (also after closing): the change is saved, but
        the file alone lacks it. None: the file alone holds every saved change."""
        return self._store.checkpoint_warning()

    def give_entry_id(self, entry_id: str | None, intent: Any = None) -> None:
        """The next change written is the one with this id (see `entry`)."""
        self._given_id = entry_id
        self._given_intent = None if intent is None else stored_changes.entry_digest(intent)

    def entry_applied(self, entry_id: str, intent: Any = None) -> bool:
        """Is a change with this id in the tournament (see `entry`)? Raises `EntryIdReused`
        when it is, given to another change than `intent`."""
        with self._store.reading() as s:
            stored = stored_changes.applied_digest(s, entry_id)
        if stored is None:
            return False
        if intent is not None:
            found = stored_changes.already(entry_id, stored,
                                           stored_changes.entry_digest(intent))
            if not isinstance(found, AlreadySaved):
                raise found
        return True

    def push_to(self, where: str | ServerTarget, password: str | None = None
                ) -> dict[str, int]:
        """Copy this tournament (a file) into an empty database on a PostgreSQL server, row
        for row, in one transaction (`python -m tournament push`). Refused, nothing written:
        a tournament with an organiser password and not `password` (InvalidInput
        `bad_password`: on the server the organiser opens it only with it, so it is checked
        before anything is copied), a database with tables (FileExists), a server that cannot
        be reached (ConnectionLost). Returns the rows copied per table."""
        if not self._password_ok(password):
            raise refuse(issue(IssueCode.BAD_PASSWORD, "password",
                               "the organiser password is wrong: "
                               "a tournament that has one is copied to a server only with "
                               "it; nothing was copied"))
        return self._store.push_to(where)

    def _password_ok(self, password: str | None) -> bool:
        """Is this the organiser password (True when the tournament has none)? Never asked
        at a referee station (on a server its database role may not read the hash)."""
        if self.role is Role.REFEREE:
            raise refuse(issue(IssueCode.NOT_ALLOWED, "role",
                               "a referee station cannot do this: only "
                               "the organiser, with the organiser password", role=self.role.value,
                               action="password"))
        with self._store.reading() as s:
            stored = repo.stored_password(s)
        if stored is None:
            return True
        keys = open_keys(password or "", stored)
        if keys is not None:
            self._keys = keys  # a right password unlocks the signing of every change
        return keys is not None

