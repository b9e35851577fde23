"""`OpenFile`: what the service says of the open tournament itself, whatever area a caller
works in: where it is (a file, a server), whether it can be changed and why not, its notes,
copies, and the entry ids that make a change's retry safe (`entry`). `service.base.Base` is
built on it.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from tournament.storage import Store
from tournament.storage import changes as stored_changes


class OpenFile:
    """The open tournament (`_store`) and the changes written through this object."""

    _store: Store
    # Counts the changes written through this object (`revision`).
    _revision: int
    # The id the caller gave the change it is making (`entry`): kept in the file with the
    # change, so the same id is never applied twice, whatever the change.
    _given_id: str | None

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
    def entry(self, entry_id: str | None) -> Iterator[None]:
        """The change made inside is the one with this id (made by the caller, e.g. a UUID,
        and kept until it knows the change's fate): it is stored with the change, and a
        change with an id already applied writes nothing and raises `AlreadySaved`. So a
        change retried after "may or may not have been saved" (an I/O error during the
        commit, a server lost while committing) is never applied twice. The id goes on the
        first change written inside (every command makes one); None: no id."""
        self.give_entry_id(entry_id)
        try:
            yield
        finally:
            self._given_id = None

    def checkpoint_warning(self) -> str | None:
        """Said after a change whose copy from the write-ahead log into the file failed and
        whose log is still beside the file (also after closing): the change is saved, but
        the file alone lacks it. None: the file alone holds every saved change."""
        return self._store.checkpoint_warning()

    def give_entry_id(self, entry_id: str | None) -> None:
        """The next change written is the one with this id (see `entry`)."""
        self._given_id = entry_id

    def entry_applied(self, entry_id: str) -> bool:
        """Is a change with this id in the tournament (see `entry`)?"""
        with self._store.reading() as s:
            return stored_changes.entry_applied(s, entry_id)
