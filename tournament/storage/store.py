"""`Store`: one open tournament (a file, or a database on a PostgreSQL server): its engine, its
lock, transactions, backups and copies.

A server database (`ServerTarget`, see `storage.server`) is opened by several stations at
once: no lock; its backups and copies are files made row for row (`storage.transfer`); its
messages name the server, never its password. The rest of this text is about files.

Opening checks, in order, before anything is written: the file exists, its SQLite header says
it is a riichi-tournament file, no other instance has it (the lock, on the file itself), it
passes SQLite's integrity check and has its meta table and every table and column, its format
version is known. Only then may a migration run (after a backup). A damaged file is refused
with one line that names the newest backup.

A file that cannot be written (a read-only disk or folder) or that is a backup opens
read-only: everything can be read, printed, exported and copied; a change is refused with
`ReadOnlyFile`. Such an opening writes nothing at all, not even beside the file.

After every committed change the write-ahead log is checkpointed into the file, so a file
closed without a `checkpoint_warning` holds every saved change on its own; a checkpoint that
fails leaves the change in the -wal only, and `checkpoint_warning` says so. A copy made while
the file is open goes through SQLite's backup API (`copy_to`), never a file copy. A log left
by a program that stopped without closing the file is recovered on open, and said so
(`notes`). A write that fails before the COMMIT (disk full, I/O error) raises `WriteFailed`:
SQLite rolled the transaction back and the file is as it was. One that fails during the
COMMIT, after the change was handed to the disk (a failed sync of the log, above all), raises
`MaybeSaved`: nobody can tell whether it reached the disk, and the change's entry id
(`service.base.Base.entry`) makes its retry safe.

A new file is built under a temporary name and linked into place when complete, so a failed
creation never leaves a half-made tournament behind; temporary files a crashed process left
(".NAME.PID.creating", ".importing", ".part") are removed on the next open.

A file may also be opened only to be read beside the program that has it
(`Store.open(path, reader=True)`, for the live page while the desk app has the file): no lock
is taken (the app keeps its own), SQLite opens the file read-only but sees the app's commits,
every change is refused, and `data_version()` says when another program has changed it.
"""

from __future__ import annotations

import os
import re
import tempfile
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import cast

from sqlalchemy import Engine
from sqlalchemy.exc import DBAPIError
from sqlmodel import Session

from tournament.errors import InvalidInput
from tournament.issue_codes import IssueCode
from tournament.model import Issue
from tournament.organisation import TournamentSettings
from tournament.players.roster import PlayerDraft
from tournament.storage import backup as backups
from tournament.storage import changes, migrations, opening, server, transfer
from tournament.storage import engine as eng
from tournament.storage.errors import (
    ConnectionLost,
    CorruptFile,
    FileExists,
    ReadOnlyFile,
    StoreError,
    WriteFailed,
)
from tournament.storage.lock import FileLock
from tournament.storage.outputs import check_output_path
from tournament.storage.server import Listener
from tournament.storage.sql import Db
from tournament.storage.target import FileTarget, ServerTarget, Target, parse_target
from tournament.storage.transaction import Transaction
from tournament.storage.writer import Writer

__all__ = ["Store", "Transaction"]


class Store:
    def __init__(self, path: Path, engine: Engine, lock: FileLock | None, *,
                 read_only: str | None = None, target: Target | None = None):
        # A server's `path` is a stand-in in the data folder: its backups go beside it.
        self.path = path
        self.target: Target = target if target is not None else FileTarget(path)
        self.engine = engine
        self._lock = lock
        self.migration_backup: Path | None = None
        # Why changes are refused (None: the file can be changed).
        self.read_only = read_only
        # Things to tell the person who opened the file (a recovered log...), once.
        self.notes: list[str] = []
        self.checkpoint_error: str | None = None
        self._scratch: tempfile.TemporaryDirectory[str] | None = None
        self._closed = False
        self._data_version: eng.DataVersion | None = None

    @property
    def server(self) -> ServerTarget | None:
        """The server, for a tournament on one (None: a file)."""
        return self.target if isinstance(self.target, ServerTarget) else None

    @property
    def shown(self) -> str:
        """Where the tournament is, as messages say it (a server's URL without password)."""
        return self.target.shown if self.server is not None else str(self.path)

    # -- opening and creating ---------------------------------------------------------------
    @classmethod
    def open(cls, path: Path | str | Target, *, read_only: bool = False, reader: bool = False,
             application: str = "riichi-tournament") -> Store:
        """Open a tournament file or server database (a path, a URL or a target); read-only
        when asked, when the file or its folder cannot be written, or when it is a backup.
        `reader`: only to read it beside the program that has it (no lock, no upgrade; on a
        server: a read-only open). `application`: how the server lists this station's
        connections."""
        target = parse_target(path)
        if isinstance(target, ServerTarget):
            return cls._open_server(target, read_only or reader, application)
        path = target.path.absolute()
        if reader:
            return cls._open_reader(path)
        eng.check_header(path)
        reason = opening.read_only_reason(path, read_only)
        lock = FileLock(path, shared=reason is not None)
        lock.acquire()
        engine = None
        scratch: tempfile.TemporaryDirectory[str] | None = None
        try:
            pending = eng.wal_pending(path)
            source = path
            if reason is None:
                opening.clean_leftovers(path)
            elif pending:
                # The log cannot be applied to a file that must not change: apply it to a
                # temporary copy and read that.
                scratch = tempfile.TemporaryDirectory(prefix="riichi-tournament-")
                source = eng.recover_into(path, Path(scratch.name))
            meta = eng.check_contents(source, read_only=reason is not None)
            version = opening.format_version(path, meta)
            revision = meta.get(eng.REVISION_KEY)
            migrations.check_version(str(path), version, revision)
            upgrade = migrations.needs_upgrade(version, revision)
            if reason is not None and upgrade:
                while_ = "it is opened read-only" if reason == "as asked" else reason
                raise ReadOnlyFile(f"{path} has an older file format and cannot be upgraded "
                                   f"while {while_}; copy it to a folder you can write to")
            engine = eng.make_engine(source, read_only=reason is not None)
            store = cls(path, engine, lock, read_only=reason)
            store._scratch = scratch
            if reason is None and upgrade:
                label = f"before-format-{migrations.SCHEMA_VERSION}"
                store.migration_backup = backups.backup_engine(
                    engine, backups.backup_path(path, label), path, label)
                migrations.upgrade(engine, version)
            opening.check_schema(str(path), engine)
            if pending:
                if reason is None:
                    eng.checkpoint(engine)
                    store.notes.append(
                        f"{path.name} had not been closed properly (the program or the "
                        f"computer stopped); the changes saved in {eng.wal_path(path).name} "
                        f"were recovered into it")
                else:
                    store.notes.append(
                        f"{path.name} had not been closed properly; the changes saved in "
                        f"{eng.wal_path(path).name} are shown, but stay outside the file "
                        f"while it is read-only")
            lock.announce()
            return store
        except BaseException as exc:
            if engine is not None:
                engine.dispose()
            if scratch is not None:
                scratch.cleanup()
            lock.release()
            if isinstance(exc, UnicodeDecodeError):  # damaged text met while checking
                exc = CorruptFile(f"{path} is damaged (its text is unreadable)")
            if isinstance(exc, eng.DB_ERRORS) and eng.error_kind(exc) is not None:
                # The first connection sets up the write-ahead log (its -shm file beside
                # the file): a full or failing disk shows here.
                exc = eng.opening_error(path, exc)
            if isinstance(exc, OSError):
                exc = WriteFailed(f"{path} cannot be opened ({opening.why(exc)}); nothing was "
                                  f"changed")
            if isinstance(exc, CorruptFile):
                raise CorruptFile(opening.with_backup_hint(path, str(exc))) from None
            if isinstance(exc, StoreError):
                raise exc from None
            raise

    @classmethod
    def _open_server(cls, target: ServerTarget, read_only: bool, application: str) -> Store:
        engine = server.make_engine(target, application)
        try:
            version, revision, meta = server.open_checks(target, engine)
            reason = "as asked" if read_only else None
            if meta.get(backups.BACKUP_OF):
                reason = f"it is a backup of {meta[backups.BACKUP_OF]}"
            store = cls(target.anchor, engine, None, read_only=reason, target=target)
            if migrations.needs_upgrade(version, revision):
                if reason is not None:
                    raise ReadOnlyFile(f"{target.shown} has an older schema and cannot be "
                                       f"upgraded while it is open read-only ({reason})")
                if not server.owns_tables(target, engine):
                    raise StoreError(f"{target.shown} has an older schema: the organiser's "
                                     f"station must open it first to upgrade it (this "
                                     f"station's database user may not change the tables)")
                store.migration_backup = server.upgrade(target, engine, version, store.path)
            opening.check_schema(target.shown, engine)
            return store
        except DBAPIError as exc:
            # (open_checks says why for its own reads; the schema's and an upgrade's reads
            # meet a server that stopped or a connection cut here.)
            engine.dispose()
            raise server.opening_error(target, exc) from None
        except BaseException:
            engine.dispose()
            raise

    @classmethod
    def _open_reader(cls, path: Path) -> Store:
        """The same checks as `open`, without the lock, and no upgrade: a file of an older
        format must first be opened by the app (which upgrades it after a backup)."""
        eng.check_header(path)
        if not os.access(path, os.R_OK):
            raise StoreError(f"{path} cannot be read; check its permissions")
        meta = eng.check_contents(path, beside_writer=True)
        version = opening.format_version(path, meta)
        revision = meta.get(eng.REVISION_KEY)
        migrations.check_version(str(path), version, revision)
        if migrations.needs_upgrade(version, revision):
            raise StoreError(f"{path} is in an older file format (version {version}); open it "
                             f"once in the app to bring it up to date, then try again")
        return cls(path, eng.make_reader_engine(path), None,
                   read_only="it is opened only to be read, beside the program that has it")

    @classmethod
    def create(cls, path: Path | str | Target, settings: TournamentSettings, *,
               password_hash: str | None = None, players: Iterable[PlayerDraft] = (),
               application: str = "riichi-tournament", key: bytes | None = None) -> Store:
        """A new tournament: a new file (refused if it exists), or in an empty database on a
        server (refused if it has tables)."""
        target = parse_target(path)
        if isinstance(target, ServerTarget):
            server.create(target, settings, password_hash, list(players), application, key)
            return cls._open_server(target, False, application)
        path = target.path.absolute()
        if path.exists() or path.is_symlink():
            raise FileExists(f"{path} already exists; choose another file name")
        if not path.parent.is_dir():
            raise StoreError(f"{path.parent}: no such folder")
        opening.clean(path.parent, re.compile(re.escape(f".{path.name}.") + r"(\d+)\.creating.*"))
        temp = path.with_name(f".{path.name}.{os.getpid()}.creating")
        for leftover in (temp, temp.with_name(temp.name + "-journal")):
            leftover.unlink(missing_ok=True)
        try:
            opening.build(temp, settings, password_hash, players, key)
            try:
                os.link(temp, path)  # fails if the name was taken meanwhile: never overwrite
            except FileExistsError:
                raise FileExists(f"{path} already exists; choose another file name") from None
            except OSError:
                if path.exists():
                    raise FileExists(f"{path} already exists") from None
                os.replace(temp, path)  # file systems without hard links
            try:
                return cls.open(path)
            except BaseException:
                # Nobody else can know of a file created a moment ago: take it back.
                if temp.exists() and os.path.samefile(temp, path):
                    path.unlink(missing_ok=True)
                raise
        except eng.DB_OR_OS_ERRORS as exc:
            raise opening.creation_error(path, exc) from None
        finally:
            for leftover in (temp, temp.with_name(temp.name + "-journal")):
                try:
                    leftover.unlink(missing_ok=True)
                except OSError:
                    pass

    # -- use --------------------------------------------------------------------------------
    def check_writable(self) -> None:
        """Raise ReadOnlyFile when changes are refused."""
        if self.read_only is not None:
            raise ReadOnlyFile(f"{self.shown} is open read-only ({self.read_only}): changes "
                               f"cannot be saved; nothing was changed")

    @contextmanager
    def transaction(self) -> Iterator[Transaction]:
        """One transaction: committed when the block ends, rolled back if it raises. A failed
        write raises WriteFailed (or ReadOnlyFile, FileInUse; on a server ConnectionLost,
        ServerBusy, WriteConflict): nothing was changed. Except when the failure came during
        the commit itself, after the change was handed to the disk: MaybeSaved (on a server
        a ConnectionLost with `maybe_saved`), the change may or may not be in the file.

        A change ends with `Transaction.write.close_change` (the counter, the ledger's links
        for what it wrote); facts written without one are sealed here, before the commit."""
        self.check_writable()
        committing = False
        try:
            with Transaction(self.engine, expire_on_commit=False) as s:
                s.begin()
                try:
                    yield s
                    # Every statement has run before COMMIT: a failure up to here leaves the
                    # file as it was (SQLite rolls the transaction back).
                    if s._writer is not None:
                        s._writer.seal()
                except BaseException:
                    s.rollback()
                    raise
                committing = True
                s.commit()
        except DBAPIError as exc:
            raise self._write_problem(exc, committing) from None
        if self.server is None:
            self._checkpoint()

    @contextmanager
    def appending(self) -> Iterator[Writer]:
        """A transaction for the hand log's changes (`Writer.append_entries`): plain SQL on
        a connection, no ORM session; committed, rolled back and its failures told as for
        `transaction`. On a server the change commits with its last statement (one round
        trip: `changes.finish`); a connection lost then is told as during a commit, one lost
        before as `ConnectionLost` with `reconnect` when it had connected (the caller may send
        the change again at once)."""
        self.check_writable()
        committing = connected = False
        try:
            with self.engine.connect() as conn:
                connected = True
                began = conn.begin()
                try:
                    yield Writer(Db.of(conn))
                except changes.InDoubt:
                    conn.invalidate()  # lost: nothing to roll back, nothing to reuse
                    raise
                except BaseException:
                    began.rollback()
                    raise
                committing = True
                began.commit()  # on a server, already committed with the change's end
        except changes.InDoubt as exc:
            raise self._write_problem(cast(DBAPIError, exc.error), True) from None
        except DBAPIError as exc:
            problem = self._write_problem(exc, committing)
            if isinstance(problem, ConnectionLost) and connected and not committing:
                problem.reconnect = True
            raise problem from None
        if self.server is None:
            self._checkpoint()

    def _write_problem(self, exc: DBAPIError, committing: bool) -> BaseException:
        if self.server is not None:
            problem = server.write_problem(self.server, exc, committing)
        else:
            problem = eng.write_error(self.path, exc, committing)
        return exc if problem is None else problem

    def announcer(self) -> Callable[[str], tuple[str, str]] | None:
        """How a change is announced to the stations listening (PostgreSQL NOTIFY, sent when
        it commits): payload -> (channel, payload); None for a file."""
        return server.announcement if self.server is not None else None

    def _checkpoint(self) -> None:
        """Copy the change from the write-ahead log into the file. A failure leaves the change
        saved in the log (SQLite applies it on the next checkpoint or open): the file alone
        lacks it until then, which `checkpoint_error` says (the command line warns)."""
        try:
            eng.checkpoint(self.engine)
            self.checkpoint_error = None
        except eng.DB_ERRORS as exc:
            self.checkpoint_error = opening.checkpoint_failure(self.path, exc)

    def checkpoint_warning(self) -> str | None:
        """`checkpoint_error`, while the write-ahead log still has content beside the file
        (closing the file checkpoints it once more: then the file alone is whole)."""
        if self.server is not None or self.checkpoint_error is None:
            return None
        return self.checkpoint_error if eng.wal_pending(self.path) else None

    def integrity_problems(self) -> list[str]:
        """SQLite's full integrity check (every page, row and index); empty when sound. A
        server checks its own pages (PostgreSQL has no such check to ask for): empty."""
        if self.server is not None:
            return []
        return eng.integrity_problems(self.engine)

    @contextmanager
    def one_statement(self) -> Iterator[Db]:
        """A connection for a read that is one statement, which sees one snapshot by itself:
        on a server without a transaction around it (no BEGIN, no ROLLBACK: one round trip
        where `reading` takes three); on a file as `reading`. Its failures are told as
        `reading` tells them."""
        if self.server is None:
            with self.reading() as s:
                yield Db.of(s.connection())
            return
        try:
            with self.engine.connect().execution_options(isolation_level="AUTOCOMMIT") as conn:
                yield Db.of(conn)
        except DBAPIError as exc:
            problem = server.reading_problem(self.server, exc)
            if problem is None:
                raise
            raise problem from None

    @contextmanager
    def reading(self) -> Iterator[Session]:
        """A session to read in. On a server every read of one block sees one snapshot
        (REPEATABLE READ): the change counter read in it says exactly which changes the rest
        holds, while other stations commit (a file open here has no other writer)."""
        try:
            with Session(self.engine, expire_on_commit=False) as s:
                if self.server is not None:
                    s.connection(execution_options={"isolation_level": "REPEATABLE READ"})
                yield s
        except DBAPIError as exc:
            if self.server is not None:
                problem = server.reading_problem(self.server, exc)
                if problem is None:
                    raise
                raise problem from None
            kind = eng.error_kind(exc)
            if kind == "corrupt":
                raise CorruptFile(opening.with_backup_hint(self.path, f"{self.path} is damaged "
                                                              f"({eng.detail(exc)})")) from None
            if kind == "io":
                raise StoreError(f"{self.path} cannot be read (an I/O error); check that the "
                                 f"disk or USB stick is still connected") from None
            raise

    def backup(self, label: str, dest: Path | None = None) -> Path:
        target = dest or backups.backup_path(self.path, label)
        try:
            if self.server is not None:
                return transfer.to_file(self.engine, target, mark=(self.shown, label))
            return backups.backup_engine(self.engine, target, self.path, label)
        except eng.DB_OR_OS_ERRORS as exc:
            raise WriteFailed(f"{target}: the backup could not be written ({opening.why(exc)})") \
                from None

    def backup_target(self, label: str) -> Path:
        """Where a new backup labelled `label` goes (in the backups folder)."""
        return backups.backup_path(self.path, label)

    def prepare_backup(self, dest: Path, label: str,
                       change: Callable[[Transaction], None]) -> Path:
        """The backup of the file as it will be after `change` (not committed yet): written
        as "<dest>.part" with `change` applied to it. The caller commits the same change to
        the file, then `finish_backup(part)`; on failure it removes the part. Raises
        WriteFailed (nothing changed) when the backup cannot be written."""
        self.check_writable()

        def apply(part: Path) -> None:
            engine = eng.building_engine(part)
            try:
                with Transaction(engine) as s, s.begin():
                    change(s)
                    s.write.seal()
            finally:
                engine.dispose()

        try:
            if self.server is not None:
                return transfer.to_file(self.engine, dest, mark=(self.shown, label),
                                        change=apply)
            return backups.staged_backup(self.engine, dest, self.path, label, apply)
        except eng.DB_OR_OS_ERRORS as exc:
            raise WriteFailed(f"{dest.parent}: the backup could not be written "
                              f"({opening.why(exc)}); nothing was changed") from None

    def backup_name(self, dest: Path) -> str:
        """How the file records a backup: relative to its folder, so a moved folder keeps it."""
        return backups.stored_form(self.path, dest)

    @staticmethod
    def finish_backup(part: Path) -> Path:
        return backups.finish_staged(part)

    def resolve_backup(self, stored: str | None) -> str | None:
        return backups.resolve(self.path, stored)

    def copy_to(self, out: Path | str, *, overwrite: bool = False) -> Path:
        """A copy of the tournament under a new name (SQLite's backup API: consistent, with
        every saved change). Refused (InvalidInput, nothing written) for an output that is
        the tournament itself, one of its backups or files, another tournament file or not a
        regular file; an existing file only with `overwrite`."""
        out = Path(out).absolute()
        issues = check_output_path(self.path, out)
        if not issues and out.exists() and not overwrite:
            issues = [Issue(IssueCode.FILE_EXISTS, None, "out", f"{out} already exists; choose "
                                                        f"another file name")]
        if issues:
            raise InvalidInput(issues)
        try:
            if self.server is not None:
                return transfer.to_file(self.engine, out)
            return backups.copy_engine(self.engine, out)
        except eng.DB_OR_OS_ERRORS as exc:
            raise WriteFailed(f"{out}: the copy could not be written ({opening.why(exc)}); nothing "
                              f"was written") from None

    def dump_beside(self, backup: Path) -> tuple[Path, ...]:
        """On a server, `pg_dump` of the database beside a backup ("<backup>.pgdump"), when
        pg_dump is installed; what was written (nothing for a file, a missing or failing
        pg_dump: the backup file is the one that counts, and `notes` says why)."""
        if self.server is None:
            return ()
        dumped, said = server.pg_dump(self.server, backup.with_name(backup.name + ".pgdump"))
        if dumped is None:
            self.notes.append(f"{backup.name}: no pg_dump beside it ({said})")
            return ()
        return (dumped,)

    def unreachable(self) -> ConnectionLost:
        """What to raise when the connection went while the tournament was being opened
        (read into memory, its password checked): it could not be opened."""
        return server.unreachable(self.shown, "the connection was lost while the tournament "
                                              "was being read")

    def listener(self) -> Listener | None:
        """A connection that hears other stations' changes (None for a file)."""
        return Listener(self.server) if self.server is not None else None

    def push_to(self, where: str | ServerTarget, application: str = "riichi-tournament"
                ) -> dict[str, int]:
        """Copy this tournament (a file) row for row into an EMPTY database on a server, in
        one transaction: refused (FileExists) when the database has tables; a failure leaves
        it empty. Returns the rows copied per table."""
        target = parse_target(where)
        if not isinstance(target, ServerTarget):
            raise InvalidInput([Issue(IssueCode.BAD_URL, None, "db", f"{target.shown}: give the "
                                      f"server as postgresql://user@host/dbname")])
        if self.server is not None:
            raise InvalidInput([Issue(IssueCode.BAD_SOURCE, None, "file", f"{self.shown} is on a "
                                      f"server already; pull it into a file first")])
        counts: dict[str, int] = {}
        engine = server.make_engine(target, application)
        try:
            with self.engine.connect() as source, source.begin():
                def fill(s: Session) -> None:
                    server.build_schema(s, None, None, [])
                    counts.update(transfer.copy_rows(source, s.connection()))

                server.fill_empty(target, engine, fill)
        finally:
            engine.dispose()
        return counts

    def data_version(self) -> int:
        """A number that changes when another connection (another program, another station)
        commits a change to the file; the same number: nothing changed since. On a server:
        the change counter."""
        if self.server is not None:
            with self.reading() as s:
                return changes.change_counter(s)
        if self._data_version is None:
            self._data_version = eng.DataVersion(self.path)
        return self._data_version.value()

    def close(self) -> None:
        self._closed = True
        self.engine.dispose()
        if self._scratch is not None:
            self._scratch.cleanup()
            self._scratch = None
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
