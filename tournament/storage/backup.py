"""Backups with SQLite's online backup API (a consistent copy even with the WAL in use; never
a file copy, which can catch a half-written page)."""

from __future__ import annotations

import os
import sqlite3
from datetime import UTC, datetime
from pathlib import Path

from sqlalchemy import Engine

from tournament.paths import backups_dir


def backup_path(tournament_file: Path, label: str) -> Path:
    """<dir>/<name>-backups/<name>.<label>.<UTC time>.rtdb"""
    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%S%fZ")
    suffix = tournament_file.suffix or ".rtdb"
    return backups_dir(tournament_file) / f"{tournament_file.stem}.{label}.{stamp}{suffix}"


def _copy(source: sqlite3.Connection, dest: Path) -> Path:
    dest.parent.mkdir(parents=True, exist_ok=True)
    partial = dest.with_name(dest.name + ".part")
    partial.unlink(missing_ok=True)
    target = sqlite3.connect(partial)
    try:
        source.backup(target)
        # A backup is a single self-contained file: no WAL beside it.
        target.execute("PRAGMA journal_mode = DELETE")
    finally:
        target.close()
    # Only a finished copy gets the final name.
    os.replace(partial, dest)
    return dest


def backup_engine(engine: Engine, dest: Path) -> Path:
    raw = engine.raw_connection()
    try:
        assert raw.driver_connection is not None
        return _copy(raw.driver_connection, dest)
    finally:
        raw.close()


def backup_file(path: Path, dest: Path) -> Path:
    source = sqlite3.connect(path)
    try:
        return _copy(source, dest)
    finally:
        source.close()
