"""What opening and creating a tournament file needs besides `Store` itself: why a file opens
read-only, its format version, the check of its schema, the damage message that names the
newest backup, the build of a new file, and the temporary files crashed processes left.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterable
from pathlib import Path

from sqlalchemy import Engine, inspect
from sqlmodel import Session, SQLModel

from tournament.organisation import TournamentSettings
from tournament.paths import backups_dir
from tournament.players.roster import PlayerDraft
from tournament.storage import backup as backups
from tournament.storage import engine as eng
from tournament.storage import server
from tournament.storage.errors import CorruptFile, StoreError, WriteFailed
from tournament.storage.rows import TABLE_NAMES

# -- opening --------------------------------------------------------------------------------

def read_only_reason(path: Path, asked: bool) -> str | None:
    if asked:
        return "as asked"
    if not os.access(path, os.W_OK):
        return "the file cannot be written: it is on a read-only disk or its permissions " \
               "say so"
    if not os.access(path.parent, os.W_OK):
        return "its folder cannot be written to (a read-only disk or folder)"
    meta = eng.peek_meta(path)
    if meta.get(backups.BACKUP_OF):
        return (f"it is a backup of {meta[backups.BACKUP_OF]}; to go on from it, save a copy "
                f"under a new name: python -m tournament copy BACKUP NEW.rtdb")
    return None


def format_version(path: Path, meta: dict[str, str]) -> int:
    try:
        return int(meta["schema_version"])
    except (KeyError, ValueError):
        raise CorruptFile(f"{path} is damaged (no schema version)") from None


# Every table's columns in one query (the catalogue itself, not information_schema: on a
# server that lists only the columns the user may read, and the live page's user may not read
# the password's). SQLAlchemy's inspector asks once per table, which on a server is a
# catalogue query each: a third of a second at every open.
_COLUMNS = {
    "sqlite": ("SELECT m.name, p.name FROM sqlite_master AS m "
               "JOIN pragma_table_info(m.name) AS p WHERE m.type = 'table'"),
    "postgresql": ("SELECT c.relname, a.attname FROM pg_catalog.pg_attribute AS a "
                   "JOIN pg_catalog.pg_class AS c ON c.oid = a.attrelid "
                   "JOIN pg_catalog.pg_namespace AS n ON n.oid = c.relnamespace "
                   "WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p') "
                   "AND a.attnum > 0 AND NOT a.attisdropped"),
}


def table_columns(engine: Engine) -> dict[str, set[str]]:
    """Every table of the tournament's schema and its columns' names."""
    query = _COLUMNS.get(engine.dialect.name)
    found: dict[str, set[str]] = {}
    if query is None:  # (another dialect: asked table by table)
        inspector = inspect(engine)
        return {str(t): {str(c["name"]) for c in inspector.get_columns(t)}
                for t in inspector.get_table_names()}
    with engine.connect() as conn:
        for table, column in conn.exec_driver_sql(query):
            found.setdefault(str(table), set()).add(str(column))
    return found


def check_schema(path: str, engine: Engine) -> None:
    """Every table and column this version reads must be there (a dropped table would
    otherwise surface as a database error in the middle of some later screen)."""
    found = table_columns(engine)
    for table in TABLE_NAMES:
        if table not in found:
            raise CorruptFile(f"{path} is damaged (its '{table}' table is missing)")
        have = found[table]
        want = [c.name for c in SQLModel.metadata.tables[table].columns]
        lost = [c for c in want if c not in have]
        if lost:
            raise CorruptFile(f"{path} is damaged (its '{table}' table has lost "
                              f"{', '.join(lost)})")


def with_backup_hint(path: Path, message: str) -> str:
    """A damage message with what to do: restore the newest backup (named), in one line."""
    newest = backups.newest_backup(path)
    if newest is None:
        return f"{message}; restore a backup"
    return (f"{message}; restore a backup: the newest is {newest} (copy it under a new "
            f"name: python -m tournament copy BACKUP NEW.rtdb)")


def why(exc: BaseException) -> str:
    return eng.describe(exc)


def creation_error(path: Path, exc: BaseException) -> StoreError:
    return WriteFailed(f"{path} was not created ({why(exc)}); nothing was written")


def build(temp: Path, settings: TournamentSettings, password_hash: str | None,
           players: Iterable[PlayerDraft], key: bytes | None = None) -> None:
    # Built with a rollback journal (no WAL beside it), so the finished file is complete
    # on its own when it is linked into place.
    engine = eng.building_engine(temp)
    try:
        eng.stamp_application_id(engine)
        with Session(engine) as s, s.begin():
            server.build_schema(s, settings, password_hash, list(players), key)
    finally:
        engine.dispose()


# -- temporary files a crashed process left ----------------------------------------------------

def clean_leftovers(path: Path) -> list[Path]:
    """Remove the temporary files of processes that ended without cleaning up: a creation
    (".NAME.PID.creating"), an import (".NAME.PID.importing"), an export (".OUT.PID.part")
    beside the file, and half-written backups ("*.part") in its backups folder (only the
    process holding the file writes those, and that is now us). Returns what was removed."""
    removed = clean(path.parent, re.compile(
        re.escape(f".{path.name}.") + r"([0-9]{1,9})\.(creating|importing).*"
        r"|\..+\.([0-9]{1,9})\.part"))
    folder = backups_dir(path)
    # A part's own -journal (or -wal, -shm) goes with it: left, it would look like a file
    # of the backups folder.
    ends = (backups.PART, *(backups.PART + b for b in backups.BESIDE))
    try:
        parts = [p for p in folder.iterdir()
                 if p.name.startswith(path.stem + ".") and p.name.endswith(ends)]
    except OSError:
        parts = []
    for part in parts:
        try:
            part.unlink()
            removed.append(part)
        except OSError:
            pass
    return removed


def clean(folder: Path, pattern: re.Pattern[str]) -> list[Path]:
    removed: list[Path] = []
    try:
        names = [p for p in folder.iterdir() if p.name.startswith(".")]
    except OSError:
        return removed
    for leftover in names:
        match = pattern.fullmatch(leftover.name)
        if match is None:
            continue
        # ASCII digits only, and few: a name like ".x.²³.part" or one of ten thousand digits
        # is someone else's file, never a process of ours.
        pid = int(next(g for g in match.groups() if g is not None and g.isascii()
                       and g.isdigit()))
        if pid == os.getpid() or pid_alive(pid):
            continue
        try:
            leftover.unlink()
            removed.append(leftover)
        except OSError:
            pass
    return removed


def pid_alive(pid: int) -> bool:
    """Is a process with this id running (on this computer)? Unsure counts as yes."""
    if os.name == "nt":  # pragma: no cover - Windows only
        import ctypes

        kernel = ctypes.windll.kernel32  # type: ignore[attr-defined]
        handle = kernel.OpenProcess(0x1000, False, pid)  # PROCESS_QUERY_LIMITED_INFORMATION
        if not handle:
            return False
        code = ctypes.c_ulong()
        kernel.GetExitCodeProcess(handle, ctypes.byref(code))
        kernel.CloseHandle(handle)
        return code.value == 259  # STILL_ACTIVE
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True
    return True


def checkpoint_failure(path: Path, exc: BaseException) -> str:
    """What to say when a saved change could not be copied from the write-ahead log."""
    return (f"the change is saved, but only in {eng.wal_path(path).name} beside "
            f"{path.name} (copying it into the file failed: {eng.describe(exc)}); "
            f"keep that file beside it: copy the tournament only with \"Save a copy\" "
            f"(python -m tournament copy) or after closing it without a warning")
