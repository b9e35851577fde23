"""Copying a tournament's rows from one database to another: a file to a server (`push`), a
server to a file (`pull`, the round backups of a server, a copy), row for row.

Every table, every column, every row as stored (the hand log with its corrections, the audit
trail, the password hash, the clock): nothing goes through a format that drops something.
The source is read in one snapshot (PostgreSQL: a repeatable-read transaction), so a copy
made while stations record is consistent: it has a change whole or not at all.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from sqlalchemy import Connection, Engine, MetaData, Table, insert, select, text
from sqlmodel import SQLModel

from tournament.storage import engine as eng
from tournament.storage import migrations
from tournament.storage.backup import BACKUP_LABEL, BACKUP_OF, PART
from tournament.storage.rows import TABLE_NAMES

BATCH = 2000
# Meta keys that say what one copy is; never carried into another.
MARKS = (BACKUP_OF, BACKUP_LABEL)


def current_tables() -> list[Table]:
    return [SQLModel.metadata.tables[name] for name in TABLE_NAMES]


def copy_rows(source: Connection, dest: Connection, tables: Iterable[Table] | None = None,
              mark: tuple[str, str] | None = None) -> dict[str, int]:
    """Insert every row of `tables` (default: this version's, in an order that satisfies the
    foreign keys) read from `source` into `dest`. The meta table loses the marks of a backup
    and gets `mark` (backup_of, label) when given. Returns the rows copied per table."""
    counts: dict[str, int] = {}
    for table in tables if tables is not None else current_tables():
        rows = source.execute(select(table)).mappings()
        count = 0
        batch: list[dict[str, Any]] = []
        for row in rows:
            item = dict(row)
            if table.name == "meta" and item.get("key") in MARKS:
                continue
            batch.append(item)
            if len(batch) >= BATCH:
                dest.execute(insert(table), batch)
                count += len(batch)
                batch = []
        if table.name == "meta" and mark is not None:
            batch += [{"key": BACKUP_OF, "value": mark[0]}, {"key": BACKUP_LABEL,
                                                             "value": mark[1]}]
        if batch:
            dest.execute(insert(table), batch)
            count += len(batch)
        counts[table.name] = count
    if dest.dialect.name == "postgresql":
        reset_sequences(dest, tables if tables is not None else current_tables())
    return counts


def reset_sequences(conn: Connection, tables: Iterable[Table]) -> None:
    """After rows were inserted with their ids, PostgreSQL's id sequences start past them."""
    for table in tables:
        key = [c for c in table.primary_key.columns if c.autoincrement is True
               or (c.autoincrement == "auto" and c.name == "id")]
        if len(key) != 1 or len(table.primary_key.columns) != 1:
            continue
        column = key[0].name
        sequence = conn.execute(text("SELECT pg_get_serial_sequence(:t, :c)"),
                                {"t": table.name, "c": column}).scalar()
        if sequence is None:
            continue
        conn.execute(text(f'SELECT setval(:s, COALESCE((SELECT MAX("{column}") FROM '
                          f'"{table.name}"), 0) + 1, false)'), {"s": sequence})


def snapshot(source: Engine) -> Any:
    """A connection reading one consistent state of the source (a context manager)."""
    conn = source.connect()
    if source.dialect.name == "postgresql":
        conn = conn.execution_options(isolation_level="REPEATABLE READ")
    return conn


def to_file(source: Engine, dest: Path, *, mark: tuple[str, str] | None = None,
            change: Callable[[Path], None] | None = None, reflect: bool = False,
            leave_out: tuple[str, ...] = ()) -> Path:
    """The tournament in `source` as a new SQLite tournament file at `dest`, written as
    "<dest>.part" and given its name when complete. With `change`, it is applied to the part
    and the part is returned (the caller finishes it: `backup.finish_staged`). `reflect`:
    copy the tables as the source has them (a database of an older schema, before its
    upgrade) instead of this version's; `leave_out`: tables not copied (made for the
    upgrade that follows, not of the schema being saved)."""
    dest.parent.mkdir(parents=True, exist_ok=True)
    part = dest.with_name(dest.name + PART)
    for leftover in (part, part.with_name(part.name + "-journal")):
        leftover.unlink(missing_ok=True)
    target = eng.building_engine(part)
    try:
        eng.stamp_application_id(target)
        with snapshot(source) as conn, conn.begin():
            if reflect:
                found = MetaData()
                found.reflect(conn)
                tables = list(found.sorted_tables)
                revision = migrations.stored_revision(conn)
            else:
                tables = current_tables()
                revision = migrations.head()
            tables = [t for t in tables if t.name not in ("alembic_version", *leave_out)]
            with target.begin() as out:
                (found if reflect else SQLModel.metadata).create_all(out, tables=tables)
                copy_rows(conn, out, tables, mark=mark)
                if revision is not None:
                    from alembic.runtime.migration import MigrationContext

                    MigrationContext.configure(out).stamp(migrations.scripts(), revision)
        target.dispose()
        if change is not None:
            change(part)
            return part
        os.replace(part, dest)
        return dest
    except BaseException:
        target.dispose()
        part.unlink(missing_ok=True)
        raise
