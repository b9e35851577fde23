"""The database engine, and telling a tournament file from anything else before touching it.

This is the only module with SQLite-specific statements (pragmas, the header, quick_check);
everything else speaks portable SQLAlchemy so that a later step can run the same storage code
on a PostgreSQL server.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

from sqlalchemy import Engine, create_engine, event
from sqlalchemy.engine import URL

from tournament.storage.errors import CorruptFile, NoSuchFile, NotATournament

APPLICATION_NAME = "riichi-tournament"
# Written into the SQLite header (PRAGMA application_id) so a file says what it is: "RTDB".
APPLICATION_ID = 0x52544442
SQLITE_MAGIC = b"SQLite format 3\x00"


def make_engine(path: Path, *, wal: bool = True) -> Engine:
    """An engine for one tournament file, with the pragmas every connection needs."""
    engine = create_engine(
        f"sqlite:///{path}",
        # The GUI opens the file on one thread and uses it from its database worker thread;
        # all access goes through that single worker, so sharing the connection is safe.
        connect_args={"check_same_thread": False, "timeout": 10},
    )

    @event.listens_for(engine, "connect")
    def _pragmas(dbapi_connection: Any, _record: Any) -> None:
        cursor = dbapi_connection.cursor()
        cursor.execute("PRAGMA foreign_keys = ON")
        cursor.execute(f"PRAGMA journal_mode = {'WAL' if wal else 'DELETE'}")
        # FULL: a hand is on disk when record_hand returns, even if the power goes.
        cursor.execute("PRAGMA synchronous = FULL")
        cursor.close()

    return engine


def read_only_uri(path: Path) -> str:
    """SQLite's URI for opening `path` read-only (percent-encoded, so any file name works)."""
    return f"{path.as_uri()}?mode=ro"


def make_read_only_engine(path: Path) -> Engine:
    """An engine that only reads a tournament file another program may be writing.

    SQLite opens the file with `mode=ro`, so any write fails in SQLite itself (and
    `query_only` says so twice); no journal mode is set (setting one is a write); the file
    stays in WAL mode, where readers never wait for the writer nor hold it up. Each
    transaction is one explicit BEGIN, so everything read in it comes from one moment of the
    file, even while the writer commits in between two of its queries.
    """
    url = URL.create("sqlite", database=path.as_uri(), query={"mode": "ro", "uri": "true"})
    engine = create_engine(url, connect_args={"check_same_thread": False, "timeout": 10})

    @event.listens_for(engine, "connect")
    def _pragmas(dbapi_connection: Any, _record: Any) -> None:
        # The driver's own transaction handling would start none before a SELECT.
        dbapi_connection.isolation_level = None
        cursor = dbapi_connection.cursor()
        cursor.execute("PRAGMA foreign_keys = ON")
        cursor.execute("PRAGMA query_only = ON")
        cursor.close()

    @event.listens_for(engine, "begin")
    def _begin(connection: Any) -> None:
        connection.exec_driver_sql("BEGIN")

    return engine


class DataVersion:
    """Whether anyone changed the file since the last look: SQLite's `data_version`, which
    changes when another connection (in this process or another) commits. Read on a
    connection of its own that never holds a transaction open."""

    def __init__(self, path: Path):
        self._conn = sqlite3.connect(read_only_uri(path), uri=True, isolation_level=None,
                                     check_same_thread=False, timeout=10)

    def value(self) -> int:
        row = self._conn.execute("PRAGMA data_version").fetchone()
        return int(row[0])

    def close(self) -> None:
        self._conn.close()


def stamp_application_id(engine: Engine) -> None:
    raw = engine.raw_connection()
    try:
        conn = raw.driver_connection
        assert conn is not None
        conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")
        conn.commit()
    finally:
        raw.close()


def check_header(path: Path) -> None:
    """Refuse, without opening it as a database, a file that is no riichi-tournament file."""
    if not path.exists():
        raise NoSuchFile(f"{path}: no such file")
    if not path.is_file():
        raise NotATournament(f"{path} is not a file")
    try:
        with path.open("rb") as handle:
            header = handle.read(100)
    except OSError as exc:
        raise NotATournament(f"{path}: cannot read the file ({exc.strerror})") from None
    if not header:
        raise NotATournament(f"{path} is empty: it is not a tournament file")
    if not header.startswith(SQLITE_MAGIC):
        raise NotATournament(f"{path} is not a tournament file (it is not an SQLite "
                             f"database; riichi-tournament files are)")
    if len(header) < 100:
        raise CorruptFile(f"{path} is damaged (it is cut short); restore a backup")
    if int.from_bytes(header[68:72], "big") != APPLICATION_ID:
        raise NotATournament(f"{path} is an SQLite database of another program, not a "
                             f"riichi-tournament file")


def check_contents(path: Path, *, read_only: bool = False) -> int:
    """Check a file whose header is right: integrity and the meta table. Its schema version.

    Reads only (`read_only`: through a read-only connection). Uses the sqlite3 module
    directly: SQLAlchemy has not touched the file yet.
    """
    try:
        conn = (sqlite3.connect(read_only_uri(path), uri=True, timeout=10) if read_only
                else sqlite3.connect(path, timeout=10))
    except sqlite3.Error as exc:
        raise CorruptFile(f"{path} cannot be opened ({exc}); restore a backup") from None
    try:
        rows = conn.execute("PRAGMA quick_check(20)").fetchall()
        if rows != [("ok",)]:
            lines = [line.strip() for r in rows for line in str(r[0]).splitlines()]
            found = [line for line in lines if line and not line.startswith("***")]
            raise CorruptFile(f"{path} is damaged (integrity check: "
                              f"{found[0] if found else 'failed'}); restore a backup")
        try:
            meta = dict(conn.execute("SELECT key, value FROM meta").fetchall())
        except sqlite3.Error:
            raise CorruptFile(f"{path} is damaged (its tournament data is missing); restore a "
                              f"backup") from None
    except sqlite3.DatabaseError as exc:
        raise CorruptFile(f"{path} is damaged ({exc}); restore a backup") from None
    finally:
        conn.close()
    if meta.get("application") != APPLICATION_NAME:
        raise NotATournament(f"{path} is not a riichi-tournament file")
    try:
        return int(meta["schema_version"])
    except (KeyError, ValueError):
        raise CorruptFile(f"{path} is damaged (no schema version); restore a backup") from None
