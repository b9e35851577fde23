"""`Store`: one open tournament file: its engine, its lock, transactions, backups.

Opening checks, in order, before anything is written: the file exists, its SQLite header says
it is a riichi-tournament file, no other instance has it (the lock), it passes SQLite's
quick_check and has its meta table, its format version is known. Only then may a migration run
(after a backup). A new file is built under a temporary name and linked into place when
complete, so a failed creation never leaves a half-made tournament behind.

A file may also be opened read-only (`Store.open(path, read_only=True)`, for the live page
while the desk app has the file): no lock is taken (the app keeps its own), SQLite opens the
file read-only, every transaction is refused, and `data_version()` says when another
program has changed it.
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path

from sqlalchemy import Engine
from sqlmodel import Session, SQLModel

from tournament.domain import TournamentSettings
from tournament.players_io import PlayerDraft
from tournament.storage import engine as eng
from tournament.storage import migrations, repo
from tournament.storage.backup import backup_engine, backup_path
from tournament.storage.errors import FileExists, StoreError
from tournament.storage.lock import FileLock
from tournament.storage.rows import TABLE_NAMES, MetaRow

# Session: what `transaction()` gives the repository functions.
__all__ = ["Session", "Store"]


class Store:
    def __init__(self, path: Path, engine: Engine, lock: FileLock | None):
        self.path = path
        self.engine = engine
        self._lock = lock
        self.migration_backup: Path | None = None
        self.read_only = False  # a file opened only to be read: every change is refused
        self._closed = False
        self._data_version: eng.DataVersion | None = None

    # -- opening and creating ---------------------------------------------------------------
    @classmethod
    def open(cls, path: Path | str, *, read_only: bool = False) -> Store:
        path = Path(path).absolute()
        if read_only:
            return cls._open_read_only(path)
        eng.check_header(path)
        if not os.access(path, os.R_OK | os.W_OK):
            raise StoreError(f"{path} is read-only; copy it to a folder you can write to, or "
                             f"change its permissions")
        lock = FileLock(path)
        lock.acquire()
        engine = None
        try:
            version = eng.check_contents(path)
            migrations.check_version(path, version)
            engine = eng.make_engine(path)
            store = cls(path, engine, lock)
            store.migration_backup = migrations.upgrade(path, engine, version)
            return store
        except BaseException:
            if engine is not None:
                engine.dispose()
            lock.release(remove=lock.created)
            raise

    @classmethod
    def _open_read_only(cls, path: Path) -> Store:
        """The same checks as `open`, without the lock, and no upgrade: a file of an older
        format must first be opened by the app (which upgrades it after a backup)."""
        eng.check_header(path)
        if not os.access(path, os.R_OK):
            raise StoreError(f"{path} cannot be read; check its permissions")
        version = eng.check_contents(path, read_only=True)
        migrations.check_version(path, version)
        if version < migrations.SCHEMA_VERSION:
            raise StoreError(f"{path} is in an older file format (version {version}); open it "
                             f"once in the app to bring it up to date, then try again")
        store = cls(path, eng.make_read_only_engine(path), None)
        store.read_only = True
        return store

    @classmethod
    def create(cls, path: Path | str, settings: TournamentSettings, *,
               password_hash: str | None = None,
               players: Iterable[PlayerDraft] = ()) -> Store:
        path = Path(path).absolute()
        if path.exists():
            raise FileExists(f"{path} already exists; choose another file name")
        if not path.parent.is_dir():
            raise StoreError(f"{path.parent}: no such folder")
        temp = path.with_name(f".{path.name}.{os.getpid()}.creating")
        for leftover in (temp, temp.with_name(temp.name + "-journal")):
            leftover.unlink(missing_ok=True)
        # Built with a rollback journal (no WAL beside it), so the finished file is complete
        # on its own when it is linked into place.
        engine = eng.make_engine(temp, wal=False)
        try:
            eng.stamp_application_id(engine)
            SQLModel.metadata.create_all(engine, tables=[SQLModel.metadata.tables[t]
                                                         for t in TABLE_NAMES])
            with Session(engine) as s, s.begin():
                s.add(MetaRow(key="application", value=eng.APPLICATION_NAME))
                s.add(MetaRow(key="schema_version", value=str(migrations.SCHEMA_VERSION)))
                s.add(repo.settings_to_row(settings, password_hash))
                repo.add_players(s, players)
            engine.dispose()
            try:
                os.link(temp, path)  # fails if the name was taken meanwhile: never overwrite
            except FileExistsError:
                raise FileExists(f"{path} already exists; choose another file name") from None
            except OSError:
                if path.exists():
                    raise FileExists(f"{path} already exists") from None
                os.replace(temp, path)  # file systems without hard links
        finally:
            engine.dispose()
            temp.unlink(missing_ok=True)
        return cls.open(path)

    # -- use --------------------------------------------------------------------------------
    @contextmanager
    def transaction(self) -> Iterator[Session]:
        """One transaction: committed when the block ends, rolled back if it raises."""
        if self.read_only:
            raise StoreError(f"{self.path} is open read-only here: nothing can be changed")
        with Session(self.engine, expire_on_commit=False) as s, s.begin():
            yield s

    @contextmanager
    def reading(self) -> Iterator[Session]:
        with Session(self.engine, expire_on_commit=False) as s:
            yield s

    def backup(self, label: str, dest: Path | None = None) -> Path:
        return backup_engine(self.engine, dest or backup_path(self.path, label))

    def data_version(self) -> int:
        """A number that changes when another connection (another program, another station)
        commits a change to the file; the same number: nothing changed since."""
        if self._data_version is None:
            self._data_version = eng.DataVersion(self.path)
        return self._data_version.value()

    def close(self) -> None:
        self.engine.dispose()
        if self._data_version is not None:
            self._data_version.close()
            self._data_version = None
        if self._lock is not None:
            self._lock.release()
            self._lock = None
        self._closed = True

    @property
    def writable(self) -> bool:
        return not self.read_only

    @property
    def closed(self) -> bool:
        return self._closed
