"""The database engine, and telling a tournament file from anything else before touching it.

This is the only module with SQLite-specific statements (pragmas, the header, integrity check,
checkpoints, error codes); everything else speaks portable SQLAlchemy so that a later step can
run the same storage code on a PostgreSQL server.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

from sqlalchemy import Engine, create_engine, event
from sqlalchemy.engine import URL
from sqlalchemy.exc import DBAPIError

from tournament.storage.errors import (
    CorruptFile,
    FileInUse,
    MaybeSaved,
    NoSuchFile,
    NotATournament,
    ReadOnlyFile,
    StoreError,
    WriteFailed,
)
from tournament.storage.format import APPLICATION_ID as APPLICATION_ID
from tournament.storage.format import APPLICATION_NAME as APPLICATION_NAME
from tournament.storage.format import BUSY_TIMEOUT as BUSY_TIMEOUT
from tournament.storage.format import SQLITE_MAGIC as SQLITE_MAGIC
from tournament.storage.format import downgrade_problem
from tournament.storage.sql import sqlite_columns

# What the database driver raises, directly or wrapped by SQLAlchemy.
DB_ERRORS: tuple[type[Exception], ...] = (sqlite3.Error, DBAPIError)
# ... and what a file operation beside it raises.
DB_OR_OS_ERRORS: tuple[type[Exception], ...] = (sqlite3.Error, DBAPIError, OSError)
# Where `check_contents` puts the file's Alembic revision (not a key of the meta table).
REVISION_KEY = "(alembic revision)"


def wal_path(path: Path) -> Path:
    return path.with_name(path.name + "-wal")


def wal_pending(path: Path) -> bool:
    """Does a write-ahead log with content lie beside the file? After every change the log is
    checkpointed into the file and emptied, and closing removes it: one with content is left
    by a program or computer that stopped without closing the file."""
    try:
        return wal_path(path).stat().st_size > 0
    except OSError:
        return False


def read_only_uri(path: Path) -> str:
    """A URI that opens the file for reading only and never writes beside it (no -wal, no
    -shm): `immutable` tells SQLite nobody changes the file meanwhile, which the shared lock
    and a read-only medium ensure. Only for a file without a pending write-ahead log."""
    return path.absolute().as_uri() + "?mode=ro&immutable=1"


def make_engine(path: Path, *, wal: bool = True, read_only: bool = False) -> Engine:
    """An engine for one tournament file, with the pragmas every connection needs."""
    if read_only:
        uri = read_only_uri(path)
        engine = create_engine(
            "sqlite://",
            creator=lambda: sqlite3.connect(uri, uri=True, check_same_thread=False,
                                            timeout=BUSY_TIMEOUT))
    else:
        engine = create_engine(
            f"sqlite:///{path}",
            # The GUI opens the file on one thread and uses it from its database worker thread;
            # all access goes through that single worker, so sharing the connection is safe.
            connect_args={"check_same_thread": False, "timeout": BUSY_TIMEOUT},
        )

    @event.listens_for(engine, "connect")
    def _pragmas(dbapi_connection: Any, _record: Any) -> None:
        cursor = dbapi_connection.cursor()
        cursor.execute("PRAGMA foreign_keys = ON")
        if read_only:
            cursor.execute("PRAGMA query_only = ON")
        else:
            cursor.execute(f"PRAGMA journal_mode = {'WAL' if wal else 'DELETE'}")
            # FULL: a hand is on disk when record_hand returns, even if the power goes.
            cursor.execute("PRAGMA synchronous = FULL")
        cursor.close()

    return engine


def building_engine(path: Path) -> Engine:
    """An engine for a file being built beside its place (a new tournament, a copy, a
    backup's part): `make_engine`'s without a write-ahead log, whose transactions hold the
    tables' creation too. The driver would commit each CREATE on its own, one journal and one
    sync each (40 ms for the schema); in one transaction, one (4 ms)."""
    return _explicit_begin(make_engine(path, wal=False))


def transactional_engine(engine: Engine) -> Engine:
    """An engine on the same file whose transactions hold DDL too (for the migrations): the
    driver is told to begin nothing by itself and BEGIN is sent when SQLAlchemy begins."""
    own = create_engine(engine.url, connect_args={"check_same_thread": False,
                                                  "timeout": BUSY_TIMEOUT})
    return _explicit_begin(own, "PRAGMA foreign_keys = ON", "PRAGMA synchronous = FULL")


def _explicit_begin(engine: Engine, *pragmas: str) -> Engine:
    """`engine` with the driver's own transaction handling off (it would start none before a
    SELECT, and none around DDL): BEGIN is sent when SQLAlchemy begins, and `pragmas` are
    run on each new connection."""

    @event.listens_for(engine, "connect")
    def _connect(dbapi_connection: Any, _record: Any) -> None:
        dbapi_connection.isolation_level = None
        cursor = dbapi_connection.cursor()
        for pragma in pragmas:
            cursor.execute(pragma)
        cursor.close()

    @event.listens_for(engine, "begin")
    def _begin(connection: Any) -> None:
        connection.exec_driver_sql("BEGIN")

    return engine


def checkpoint(engine: Engine) -> None:
    """Copy the write-ahead log into the file and empty it, so that the file alone (what an
    organiser copies to a USB stick) holds every saved change. Raises sqlite3.Error."""
    raw = engine.raw_connection()
    try:
        conn = raw.driver_connection
        assert conn is not None
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchall()
    finally:
        raw.close()


def reader_uri(path: Path) -> str:
    """SQLite's URI for reading a file another program may be writing: read-only, but not
    `immutable` (its write-ahead log and later commits are seen). Percent-encoded, so any
    file name works."""
    return f"{path.absolute().as_uri()}?mode=ro"


def make_reader_engine(path: Path) -> Engine:
    """An engine that only reads a tournament file another program may be writing.

    SQLite opens the file with `mode=ro`, so any write fails in SQLite itself (and
    `query_only` says so twice); no journal mode is set (setting one is a write); the file
    stays in WAL mode, where readers never wait for the writer nor hold it up. Each
    transaction is one explicit BEGIN, so everything read in it comes from one moment of the
    file, even while the writer commits in between two of its queries.
    """
    url = URL.create("sqlite", database=path.as_uri(), query={"mode": "ro", "uri": "true"})
    engine = create_engine(url, connect_args={"check_same_thread": False, "timeout": BUSY_TIMEOUT})
    return _explicit_begin(engine, "PRAGMA foreign_keys = ON", "PRAGMA query_only = ON")


class DataVersion:
    """Whether anyone changed the file since the last look: SQLite's `data_version`, which
    changes when another connection (in this process or another) commits. Read on a
    connection of its own that never holds a transaction open."""

    def __init__(self, path: Path):
        self._conn = sqlite3.connect(reader_uri(path), uri=True, isolation_level=None,
                                     check_same_thread=False, timeout=BUSY_TIMEOUT)

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
        raise CorruptFile(f"{path} is damaged (it is cut short)")
    if int.from_bytes(header[68:72], "big") != APPLICATION_ID:
        raise NotATournament(f"{path} is an SQLite database of another program, not a "
                             f"riichi-tournament file")


def check_contents(path: Path, *, read_only: bool = False,
                   beside_writer: bool = False) -> dict[str, str]:
    """Check a file whose header is right: integrity and the meta table. Returns the meta
    table (application, schema_version, and backup_of for a backup), and the Alembic
    revision under REVISION_KEY when the file records one.

    Reads only. Uses the sqlite3 module directly: SQLAlchemy has not touched the file yet.
    `quick_check` reads every page and row (a damaged page, a dropped table's pages, a bad
    record are found) in a quarter of `integrity_check`'s time: 47 ms against 171 ms on a
    2,000-player file, where the full check would be a third of the open. The full check,
    which also compares every index with its table, is `python -m tournament check`
    (`integrity_problems`). `beside_writer`: read through a read-only connection that sees
    another program's uncommitted log (the live page beside the desk app).
    """
    try:
        if beside_writer:  # another program may be writing: see its log, take no lock
            conn = sqlite3.connect(reader_uri(path), uri=True, timeout=BUSY_TIMEOUT)
        elif read_only:
            conn = sqlite3.connect(read_only_uri(path), uri=True, timeout=BUSY_TIMEOUT)
        else:
            conn = sqlite3.connect(path, timeout=BUSY_TIMEOUT)
    except sqlite3.Error as exc:
        raise opening_error(path, exc) from None
    # The check's report may quote damaged text: read every text leniently here.
    conn.text_factory = lambda raw: raw.decode("utf-8", "replace")
    try:
        rows = conn.execute("PRAGMA quick_check(20)").fetchall()
        if rows != [("ok",)]:
            lines = [line.strip() for r in rows for line in str(r[0]).splitlines()]
            found = [line for line in lines if line and not line.startswith("***")]
            raise CorruptFile(f"{path} is damaged (quick check: "
                              f"{found[0] if found else 'failed'})")
        try:
            meta = dict(conn.execute("SELECT key, value FROM meta").fetchall())
        except sqlite3.OperationalError as exc:
            if error_kind(exc) not in (None, "corrupt"):
                raise
            raise CorruptFile(f"{path} is damaged (its tournament data is missing)") from None
        except ValueError:  # text that is not UTF-8
            raise CorruptFile(f"{path} is damaged (its tournament data is unreadable)") \
                from None
        try:
            revisions = conn.execute("SELECT version_num FROM alembic_version").fetchall()
        except sqlite3.OperationalError:
            revisions = []  # a file from before version 5: its meta says its version
        if len(revisions) == 1:
            meta[REVISION_KEY] = revisions[0][0]
        _check_not_set_back(path, conn, meta)
    except sqlite3.Error as exc:
        raise opening_error(path, exc) from None
    except UnicodeDecodeError:  # SQLite's own message quotes damaged bytes
        raise CorruptFile(f"{path} is damaged (its structure is unreadable)") from None
    finally:
        conn.close()
    if meta.get("application") != APPLICATION_NAME:
        raise NotATournament(f"{path} is not a riichi-tournament file")
    return {str(k): str(v) for k, v in meta.items()}


def _check_not_set_back(path: Path, conn: sqlite3.Connection, meta: dict[str, str]) -> None:
    """Refuse a file whose format version was set back, or whose ledger is gone
    (`format.downgrade_problem`), before anything upgrades it."""
    try:
        version = int(meta.get("schema_version", ""))
    except ValueError:
        return  # (no version: refused as damaged by the open)
    revision = meta.get(REVISION_KEY)
    if revision is not None and revision.isdigit() and int(revision) > version:
        raise CorruptFile(f"{path} is damaged (its file format says {version} but its "
                          f"schema's revision {revision}: set back behind the app's back)")
    tables = {str(name): sqlite_columns(conn, str(name)) for (name,) in conn.execute(
        "SELECT name FROM sqlite_master WHERE type = 'table'")}
    recorded = int(conn.execute("PRAGMA user_version").fetchone()[0] or 0)
    problem = downgrade_problem(version, tables, recorded)
    if problem is not None:
        raise CorruptFile(f"{path} is damaged ({problem})")


def record_format(conn: sqlite3.Connection, version: int) -> None:
    """A file's format, recorded in SQLite's own header too (`user_version`): a schema
    version set back below it is found at the open (`_check_not_set_back`)."""
    conn.execute(f"PRAGMA user_version = {int(version)}")


def integrity_problems(engine: Engine) -> list[str]:
    """SQLite's full integrity check of an open file (every page, row and index): the lines
    of its report, empty when the file is sound."""
    with engine.connect() as conn:
        rows = conn.exec_driver_sql("PRAGMA integrity_check(20)").fetchall()
    if [tuple(r) for r in rows] == [("ok",)]:
        return []
    return [line.strip() for r in rows for line in str(r[0]).splitlines()
            if line.strip() and not line.strip().startswith("***")]


# -- what an SQLite error means for the person at the keyboard --------------------------------

# Primary result codes (https://sqlite.org/rescode.html).
_KINDS = {13: "full", 10: "io", 5: "locked", 6: "locked", 8: "read_only", 11: "corrupt",
          26: "corrupt", 14: "cannot_open"}
_WORDS = (("disk is full", "full"), ("disk i/o error", "io"), ("is locked", "locked"),
          ("readonly", "read_only"), ("read-only", "read_only"), ("malformed", "corrupt"),
          ("not a database", "corrupt"), ("could not decode", "corrupt"),
          ("unable to open", "cannot_open"))


def detail(exc: BaseException) -> str:
    """The driver's own words, one short line (they may quote damaged bytes)."""
    text = " ".join(str(getattr(exc, "orig", None) or exc).split())
    return text if len(text) <= 120 else text[:117] + "..."


def error_kind(exc: BaseException) -> str | None:
    """full, io, locked, read_only, corrupt, cannot_open, or None (not a file problem)."""
    exc = getattr(exc, "orig", None) or exc  # SQLAlchemy wraps the driver's exception
    code = getattr(exc, "sqlite_errorcode", None)
    if isinstance(code, int) and (code & 0xFF) in _KINDS:
        return _KINDS[code & 0xFF]
    text = str(exc).lower()
    for words, kind in _WORDS:
        if words in text:
            return kind
    return None


def _disk_full(path: Path) -> bool:
    """Is the disk holding `path` (all but) full? SQLite reports a full disk met while
    growing its shared-memory file as an I/O error; the free space tells them apart."""
    import shutil

    try:
        return shutil.disk_usage(path.parent).free < 256 * 1024
    except OSError:
        return False


# What SQLite says when a write of the log's frames failed (the disk refused the bytes): the
# commit record, written last, is not in the log, so the change is certainly not saved.
# Anything else during COMMIT (a failed sync above all: after one, nobody knows what reached
# the disk) leaves the change's fate unknown.
_NOT_WRITTEN = {"SQLITE_FULL", "SQLITE_IOERR_WRITE"}


def describe(exc: BaseException) -> str:
    """A failed file operation in a few words: the disk is full, an I/O error..."""
    kind = error_kind(exc)
    if kind == "full" or getattr(exc, "errno", None) == 28:
        return "the disk is full"
    if kind == "io" or getattr(exc, "errno", None) == 5:
        return "an I/O error"
    if kind in ("read_only", "cannot_open") or isinstance(exc, PermissionError) or \
            getattr(exc, "errno", None) == 30:
        return "the disk or folder cannot be written to"
    if kind == "locked":
        return "another program holds a lock on the file"
    return detail(exc)


def error_name(exc: BaseException) -> str:
    """SQLite's extended result code's name (SQLITE_IOERR_FSYNC...), "" when unknown."""
    exc = getattr(exc, "orig", None) or exc
    return str(getattr(exc, "sqlite_errorname", "") or "")


def write_error(path: Path, exc: BaseException, committing: bool = False) -> StoreError | None:
    """The error to show for a failed write (None: not a file problem, a bug). Before the
    COMMIT (`committing` False), SQLite rolls the transaction back: the file is as it was.
    During the COMMIT, a failed write of the log's frames is the same; any other failure
    (a sync, above all) is MaybeSaved."""
    kind = error_kind(exc)
    if kind == "io" and _disk_full(path):
        kind = "full"
    if committing and kind is not None and kind != "locked" \
            and error_name(exc) not in _NOT_WRITTEN:
        return MaybeSaved(f"{path}: writing to the disk failed while the change was being "
                          f"saved ({describe(exc)}, {error_name(exc) or detail(exc)}), so it "
                          f"may or may not have been saved")
    if kind == "full":
        return WriteFailed(f"{path}: the disk is full, so this change was not saved; the file "
                           f"is intact and as it was before. Free some space on the disk and "
                           f"try again")
    if kind == "io":
        return WriteFailed(f"{path}: writing to the disk failed (an I/O error), so this change "
                           f"was not saved; the file is as it was before. Check that the disk "
                           f"or USB stick is still connected and try again; if it happens "
                           f"again, save a copy on another disk")
    if kind == "locked":
        return FileInUse(f"{path} is being written by another program (it holds a lock on "
                         f"the file), so this change was not saved; close that program and "
                         f"try again")
    if kind == "read_only":
        return ReadOnlyFile(f"{path} cannot be written (the disk or folder is read-only), so "
                            f"this change was not saved")
    if kind == "corrupt":
        return CorruptFile(f"{path} is damaged ({detail(exc)}); this change was "
                           f"not saved")
    return None


def named_failure(where: str, exc: BaseException) -> StoreError | None:
    """A database error that reached a front end unnamed, as what to tell and do (None: not
    a file or database problem, a bug)."""
    if not isinstance(exc, DB_ERRORS):
        return None
    kind = error_kind(exc)
    if kind is None:
        return None
    if kind == "corrupt":
        return CorruptFile(f"{where} is damaged ({detail(exc)}); restore a backup")
    if kind == "locked":
        return FileInUse(f"{where} is being written by another program; close it and try "
                         f"again")
    return StoreError(f"{where}: reading or writing the disk failed ({describe(exc)}); "
                      f"nothing was changed. Check that the disk or USB stick is still "
                      f"connected and has free space, then try again")


def opening_error(path: Path, exc: BaseException) -> StoreError:
    """The error to show when a file cannot be opened or checked."""
    kind = error_kind(exc)
    if kind in ("io", "cannot_open") and _disk_full(path):
        kind = "full"
    if kind == "full":
        return WriteFailed(f"{path} cannot be opened: the disk is full; free some space and "
                           f"try again")
    if kind == "io":
        return StoreError(f"{path} cannot be read (an I/O error); check that the disk or USB "
                          f"stick is still connected and try again")
    if kind == "locked":
        return FileInUse(f"{path} is being written by another program (it holds a lock on "
                         f"the file); close that program and try again")
    if kind in ("read_only", "cannot_open"):
        return StoreError(f"{path} cannot be opened ({detail(exc)}); check that "
                          f"the file and its folder can be read")
    return CorruptFile(f"{path} is damaged ({detail(exc)})")


def recover_into(source: Path, scratch: Path) -> Path:
    """A read-only file with a pending write-ahead log: its log applied to a copy in `scratch`
    (the file and its folder are not touched). Returns the copy, a plain file without a log."""
    import shutil

    copy = scratch / "recovered.rtdb"
    shutil.copyfile(source, copy)
    shutil.copyfile(wal_path(source), wal_path(copy))
    conn = sqlite3.connect(copy)
    try:
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchall()
        conn.execute("PRAGMA journal_mode = DELETE").fetchall()
    finally:
        conn.close()
    return copy


def peek_meta(path: Path) -> dict[str, str]:
    """The meta table, read without changing anything (empty when it cannot be read; the
    full checks come later)."""
    try:
        conn = sqlite3.connect(read_only_uri(path), uri=True)
    except sqlite3.Error:
        return {}
    try:
        return {str(k): str(v) for k, v in conn.execute("SELECT key, value FROM meta")}
    except (sqlite3.Error, ValueError):  # (ValueError: text that is not UTF-8)
        return {}
    finally:
        conn.close()
