"""The command line's quick path into a tournament file: sqlite3 alone.

A command such as `record --totals` changes one table. Through `Store` and the service it pays
for SQLAlchemy and sqlmodel (most of its start-up) and reads every table's result at open.
`QuickFile` opens the file with sqlite3 and nothing more, with the same checks as `Store.open`
for the plain case, and gives a `storage.sql.Db` on it: what the command reads and writes then
goes through the same repository reads (`storage.repo`) and the same writer
(`storage.writer`) as the ordinary way, so the quick path is only a quicker way to open.

It only takes a file in the plain state: a writable file of this version's format, nobody
else holding it, no write-ahead log to recover, no temporary files left by a crash, quick
check passed. Anything else (a file to upgrade among them, and any database error before the
commit) means `None` or `NotQuick`, and the caller goes the ordinary way, which finds and
reports whatever is wrong in its own words (or upgrades the file): so the quick path never
has messages of its own.
"""

from __future__ import annotations

import os
import re
import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from tournament.paths import backups_dir
from tournament.storage.errors import StoreError
from tournament.storage.format import (
    APPLICATION_ID,
    APPLICATION_NAME,
    BUSY_TIMEOUT,
    HEAD_REVISION,
    SCHEMA_VERSION,
    SQLITE_MAGIC,
)
from tournament.storage.lock import FileLock
from tournament.storage.sql import SQLITE, Db


class NotQuick(Exception):
    """The change is not for the quick path after all; nothing was written."""


def _plain_file(path: Path) -> bool:
    """A riichi-tournament file that can be written, with nothing to recover or clean."""
    try:
        if not path.is_file():
            return False
        with path.open("rb") as handle:
            header = handle.read(100)
        if (len(header) < 100 or not header.startswith(SQLITE_MAGIC)
                or int.from_bytes(header[68:72], "big") != APPLICATION_ID):
            return False
        if not (os.access(path, os.W_OK) and os.access(path.parent, os.W_OK)):
            return False
        wal = path.with_name(path.name + "-wal")
        if wal.exists() and wal.stat().st_size > 0:
            return False  # a log left by a program that stopped: the open recovers it
        # Temporary files a crashed process may have left (`store.clean_leftovers` removes
        # them): any name that could be one sends the open the ordinary way.
        leftover = re.compile(re.escape(f".{path.name}.") + r".*|\..+\.\d+\.part")
        if any(leftover.fullmatch(name) for name in os.listdir(path.parent)
               if name.startswith(".")):
            return False
        folder = backups_dir(path)
        if folder.is_dir() and any(name.startswith(path.stem + ".") and ".part" in name
                                   for name in os.listdir(folder)):
            return False
    except OSError:
        return False
    return True


class QuickFile:
    """One tournament file opened for the quick path: locked like `Store.open` locks it,
    read and written inside one `transaction()`."""

    def __init__(self, path: Path, conn: sqlite3.Connection, lock: FileLock):
        self.path = path
        self._conn = conn
        self._lock = lock
        self.checkpoint_failed: sqlite3.Error | None = None

    @classmethod
    def open(cls, where: Path | str) -> QuickFile | None:
        """The file, checked and locked; None when it is not in the plain state (see the
        module's docstring) or anything fails: the ordinary open will say why."""
        if "://" in str(where):
            return None
        path = Path(where).absolute()
        if not _plain_file(path):
            return None
        lock = FileLock(path)
        try:
            lock.acquire()
        except StoreError:
            return None  # held by another instance: the ordinary open names who
        conn: sqlite3.Connection | None = None
        try:
            conn = sqlite3.connect(path, timeout=BUSY_TIMEOUT, isolation_level=None)
            if conn.execute("PRAGMA quick_check(20)").fetchall() != [("ok",)]:
                raise NotQuick("damaged")
            meta = dict(conn.execute("SELECT key, value FROM meta").fetchall())
            revisions = conn.execute("SELECT version_num FROM alembic_version").fetchall()
            if (meta.get("application") != APPLICATION_NAME or meta.get("backup_of")
                    or str(meta.get("schema_version")) != str(SCHEMA_VERSION)
                    or revisions != [(HEAD_REVISION,)]):
                raise NotQuick("not this version's plain file")
            # The pragmas of `engine.make_engine`.
            conn.execute("PRAGMA foreign_keys = ON")
            conn.execute("PRAGMA journal_mode = WAL")
            conn.execute("PRAGMA synchronous = FULL")
        except (sqlite3.Error, ValueError, NotQuick):
            if conn is not None:
                conn.close()
            lock.release()
            return None
        lock.announce()
        return cls(path, conn, lock)

    def wal_pending(self) -> bool:
        """Does the write-ahead log beside the file still hold changes?"""
        try:
            return self.path.with_name(self.path.name + "-wal").stat().st_size > 0
        except OSError:
            return False

    def close(self) -> None:
        self._conn.close()
        self._lock.release()

    def __enter__(self) -> QuickFile:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @contextmanager
    def transaction(self) -> Iterator[Db]:
        """One write transaction, taken before anything is read (BEGIN IMMEDIATE): what is
        read inside cannot change before the commit. A database error before the COMMIT is
        rolled back and raised as `NotQuick` (the ordinary path tries, and reports); one
        during the COMMIT is what `engine.write_error` makes of it (e.g. `MaybeSaved`)."""
        conn = self._conn
        try:
            conn.execute("BEGIN IMMEDIATE")
        except sqlite3.Error as exc:
            raise NotQuick(str(exc)) from None
        try:
            yield Db(conn, SQLITE, wrap=False)
        except BaseException as exc:
            try:
                conn.execute("ROLLBACK")
            except sqlite3.Error:
                pass
            if isinstance(exc, sqlite3.Error):
                raise NotQuick(str(exc)) from None
            raise
        try:
            conn.execute("COMMIT")
        except sqlite3.Error as exc:
            from tournament.storage.engine import write_error

            problem = write_error(self.path, exc, committing=True)
            if problem is None:
                raise
            raise problem from None
        # As `Store._checkpoint`: the file alone holds the change.
        try:
            conn.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchall()
        except sqlite3.Error as exc:
            self.checkpoint_failed = exc

    @contextmanager
    def reading(self) -> Iterator[Db]:
        """One read transaction (a consistent snapshot); a database error is `NotQuick`."""
        conn = self._conn
        try:
            conn.execute("BEGIN")
            try:
                yield Db(conn, SQLITE, wrap=False)
            finally:
                conn.execute("ROLLBACK")
        except sqlite3.Error as exc:
            raise NotQuick(str(exc)) from None

__all__ = ["NotQuick", "QuickFile", "SCHEMA_VERSION"]
