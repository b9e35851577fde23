"""Backups and copies with SQLite's online backup API (a consistent copy even with the WAL in
use; never a file copy, which can catch a half-written page).

A backup says what it is: its meta table holds `backup_of` (the tournament's file name) and
`backup_label`, so opening it later opens it read-only (a backup must stay as it was made;
to continue from it, save a copy under a new name, which drops the mark). A tournament file
records its backups relative to its own folder, so moving the folder keeps them found.
"""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path

from sqlalchemy import Engine

from tournament.paths import backups_dir

BACKUP_OF = "backup_of"
BACKUP_LABEL = "backup_label"
PART = ".part"


def backup_path(tournament_file: Path, label: str) -> Path:
    """<dir>/<name>-backups/<name>.<label>.<UTC time>.rtdb"""
    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%S%fZ")
    suffix = tournament_file.suffix or ".rtdb"
    return backups_dir(tournament_file) / f"{tournament_file.stem}.{label}.{stamp}{suffix}"


def stored_form(tournament_file: Path, backup: Path) -> str:
    """How the file records a backup: relative to the tournament's folder when inside it."""
    try:
        return backup.relative_to(tournament_file.parent).as_posix()
    except ValueError:
        return str(backup)


def resolve(tournament_file: Path, stored: str | None) -> str | None:
    """A recorded backup as a path today: relative ones from the tournament's folder; an
    absolute one (older files) that is gone is looked for in the backups folder by name."""
    if not stored:
        return stored
    path = Path(stored)
    if not path.is_absolute():
        return str(tournament_file.parent / path)
    if not path.exists():
        moved = backups_dir(tournament_file) / path.name
        if moved.exists():
            return str(moved)
    return stored


# What SQLite leaves beside a database it writes: never a backup of its own.
BESIDE = ("-journal", "-wal", "-shm")


def newest_backup(tournament_file: Path) -> Path | None:
    """The most recent finished backup of a tournament (by time written) that is sound (a
    tournament file passing SQLite's quick check), or None. Never a half-written ".part" nor
    what SQLite leaves beside a database (-journal, -wal, -shm)."""
    folder = backups_dir(tournament_file)
    try:
        found = [p for p in folder.iterdir() if p.is_file() and not p.name.endswith(PART)
                 and not p.name.endswith(BESIDE)
                 and p.name.startswith(tournament_file.stem + ".")]
        found.sort(key=lambda p: (p.stat().st_mtime, p.name), reverse=True)
    except OSError:
        return None
    return next((p for p in found if _sound(p)), None)


def _sound(path: Path) -> bool:
    """Does this file open as a tournament file and pass SQLite's quick check? Reads only."""
    try:
        with path.open("rb") as handle:
            header = handle.read(100)
        if not header.startswith(b"SQLite format 3\x00") or len(header) < 100:
            return False
        conn = sqlite3.connect(f"{path.absolute().as_uri()}?mode=ro", uri=True)
    except (OSError, sqlite3.Error):
        return False
    try:
        return conn.execute("PRAGMA quick_check").fetchall() == [("ok",)]
    except sqlite3.Error:
        return False
    finally:
        conn.close()


def _copy(source: sqlite3.Connection, dest: Path, mark: tuple[str, str] | None,
          change: Callable[[Path], None] | None = None) -> Path:
    """Copy to `dest` through a ".part" file that gets the final name only when complete."""
    dest.parent.mkdir(parents=True, exist_ok=True)
    partial = dest.with_name(dest.name + PART)
    partial.unlink(missing_ok=True)
    try:
        target = sqlite3.connect(partial)
        try:
            source.backup(target)
            # A copy is a single self-contained file: no WAL beside it.
            target.execute("PRAGMA journal_mode = DELETE").fetchall()
            target.execute("DELETE FROM meta WHERE key IN (?, ?)", (BACKUP_OF, BACKUP_LABEL))
            if mark is not None:
                target.executemany("INSERT INTO meta (key, value) VALUES (?, ?)",
                                   [(BACKUP_OF, mark[0]), (BACKUP_LABEL, mark[1])])
            target.commit()
        finally:
            target.close()
        if change is not None:
            change(partial)
        if change is None:
            os.replace(partial, dest)
            sync_folder(dest.parent)
    except BaseException:
        for leftover in (partial, *(partial.with_name(partial.name + b) for b in BESIDE)):
            leftover.unlink(missing_ok=True)
        raise
    return partial if change is not None else dest


def _source(engine: Engine) -> tuple[sqlite3.Connection, Callable[[], None]]:
    raw = engine.raw_connection()
    conn = raw.driver_connection
    assert conn is not None
    return conn, raw.close


def backup_engine(engine: Engine, dest: Path, of: Path, label: str) -> Path:
    """A backup of an open tournament (marked as a backup of `of`)."""
    conn, done = _source(engine)
    try:
        return _copy(conn, dest, (of.name, label))
    finally:
        done()


def copy_engine(engine: Engine, dest: Path) -> Path:
    """A copy of an open tournament under a new name: a tournament file of its own (not
    marked as a backup, even when the source is one)."""
    conn, done = _source(engine)
    try:
        return _copy(conn, dest, None)
    finally:
        done()


def staged_backup(engine: Engine, dest: Path, of: Path, label: str,
                  change: Callable[[Path], None]) -> Path:
    """The first half of a backup that must hold a change not committed yet: the copy, with
    `change(copy)` applied to it, as "<dest>.part". The caller commits the change to the
    tournament and then moves the part into place (`finish_staged`), or removes it."""
    conn, done = _source(engine)
    try:
        return _copy(conn, dest, (of.name, label), change)
    finally:
        done()


def finish_staged(partial: Path) -> Path:
    """The part file gets its final name, and the rename is made durable (the folder is
    synced): a backup named in the tournament must survive a power cut."""
    dest = partial.with_name(partial.name[:-len(PART)])
    os.replace(partial, dest)
    sync_folder(dest.parent)
    return dest


def sync_folder(folder: Path) -> None:
    """fsync a folder, so the names just made or changed in it are on the disk (POSIX;
    Windows has no such call and needs none)."""
    if os.name != "posix":
        return
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)
