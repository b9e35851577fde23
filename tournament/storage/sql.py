"""`Db`: plain SQL on the DB-API connection under whatever opened the tournament.

The storage layer's writer (`storage.writer`) and the ledger (`storage.chain`) speak plain SQL
through this one small adapter, so the same statements run on a file opened by the service
(SQLAlchemy's connection), on a file opened by the command line's quick path (sqlite3 alone,
no SQLAlchemy imported) and on a PostgreSQL server (psycopg). Statements are written with `?`
placeholders (sqlite3's); psycopg gets them as `%s`. No statement here holds a `?` or a `%`
of its own (they would be taken for placeholders).

The adapter runs in the caller's transaction: it begins and commits nothing.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable, Sequence
from functools import lru_cache
from typing import Any

SQLITE, POSTGRESQL = "sqlite", "postgresql"


@lru_cache(maxsize=512)
def _pg(sql: str) -> str:
    return sql.replace("?", "%s")


class Db:
    """A DB-API connection and its dialect ("sqlite" or "postgresql"). `wrap`: raise the
    driver's errors as SQLAlchemy raises them (`DBAPIError`), so the store tells them as it
    tells every other failed write; the quick path, which imports no SQLAlchemy, takes the
    driver's own."""

    def __init__(self, raw: Any, dialect: str, *, wrap: bool = True, through: Any = None):
        self.raw = raw
        self.dialect = dialect
        self._wrap = wrap
        # The SQLAlchemy connection it came from, if any: statements go through it (as
        # driver SQL, compiled by nobody), so its events and error handling see them.
        self._through = through
        # What this connection may do, asked once (a server's roles differ).
        self.privileges: dict[tuple[str, str, str], bool] = {}
        # The columns of a table, asked once (`columns`).
        self._columns: dict[str, set[str]] = {}

    @classmethod
    def of(cls, conn: Any) -> Db:
        """The `Db` under an SQLAlchemy connection (in its transaction)."""
        return cls(conn.connection.driver_connection, conn.dialect.name, through=conn)

    @property
    def server(self) -> bool:
        return self.dialect == POSTGRESQL

    def sql(self, statement: str) -> str:
        """`statement` in the driver's own placeholders."""
        return _pg(statement) if self.dialect == POSTGRESQL else statement

    def rows(self, statement: str, params: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        if self._through is not None:
            result = self._through.exec_driver_sql(self.sql(statement), tuple(params))
            return [tuple(r) for r in result.fetchall()] if result.returns_rows else []
        cursor = self._execute(statement, params)
        try:
            return [tuple(r) for r in cursor.fetchall()] if cursor.description else []
        finally:
            cursor.close()

    def first(self, statement: str, params: Sequence[Any] = ()) -> tuple[Any, ...] | None:
        found = self.rows(statement, params)
        return found[0] if found else None

    def scalar(self, statement: str, params: Sequence[Any] = ()) -> Any:
        found = self.first(statement, params)
        return None if found is None else found[0]

    def run(self, statement: str, params: Sequence[Any] = ()) -> int:
        """Execute; the number of rows it changed."""
        if self._through is not None:
            result = self._through.exec_driver_sql(self.sql(statement), tuple(params))
            try:
                return int(result.rowcount)
            finally:
                result.close()
        cursor = self._execute(statement, params)
        try:
            return int(cursor.rowcount)
        finally:
            cursor.close()

    def many(self, statement: str, params: Iterable[Sequence[Any]]) -> None:
        batch = [tuple(p) for p in params]
        if not batch:
            return
        sql = self.sql(statement)
        if self._through is not None:
            self._through.exec_driver_sql(sql, batch).close()
            return
        cursor = self.raw.cursor()
        try:
            cursor.executemany(sql, batch)
        except Exception as exc:
            self._raise(sql, exc)
        finally:
            cursor.close()

    def _execute(self, statement: str, params: Sequence[Any]) -> Any:
        sql = self.sql(statement)
        cursor = self.raw.cursor()
        try:
            cursor.execute(sql, tuple(params))
        except Exception as exc:
            cursor.close()
            self._raise(sql, exc)
        return cursor

    def _raise(self, sql: str, exc: Exception) -> None:
        base = _driver_error(self.raw, self.dialect)
        if self._wrap and isinstance(exc, base):
            from sqlalchemy.exc import DBAPIError

            raise DBAPIError.instance(sql, None, exc, base) from exc
        raise exc

    # -- what this connection's database user may do -------------------------------------
    def may(self, privilege: str, table: str, column: str | None = None) -> bool:
        """May this connection's database user do this (always on a file)? On a server, a
        station's role has fewer rights than the owner's (`storage.grants`)."""
        if self.dialect != POSTGRESQL:
            return True
        key = (privilege, table, column or "")
        if key not in self.privileges:
            if column is None:
                asked = self.scalar("SELECT has_table_privilege(?, ?)", (table, privilege))
            else:
                asked = self.scalar("SELECT has_column_privilege(?, ?, ?)",
                                    (table, column, privilege))
            self.privileges[key] = bool(asked)
        return self.privileges[key]

    def columns(self, table: str) -> set[str]:
        """The columns `table` has (an older schema, during an upgrade, lacks some); asked
        once per connection."""
        if table not in self._columns:
            if self.dialect == POSTGRESQL:
                found = {str(r[0]) for r in self.rows(
                    "SELECT column_name FROM information_schema.columns WHERE table_name = ? "
                    "AND table_schema = current_schema()", (table,))}
            else:
                found = sqlite_columns(self.raw, table)
            self._columns[table] = found
        return self._columns[table]


def sqlite_columns(conn: sqlite3.Connection, table: str) -> set[str]:
    """The columns a table of a file has (here, not in `storage.engine`: the quick path
    reads through `Db` without loading SQLAlchemy)."""
    quoted = '"' + table.replace('"', '""') + '"'
    return {str(r[1]) for r in conn.execute(f"PRAGMA table_info({quoted})").fetchall()}


def _driver_error(raw: Any, dialect: str) -> type[Exception]:
    """The driver's base error class (DB-API's `Error`; a sqlite3 connection carries it)."""
    if dialect == POSTGRESQL:
        import psycopg

        return psycopg.Error
    found: type[Exception] = raw.Error
    return found


# SQLSTATE codes of a connection that is gone
# (https://www.postgresql.org/docs/current/errcodes-appendix.html): class 08, the server
# shutting down or restarting, too many connections.
_CONNECTION = ("08", "57P01", "57P02", "57P03", "53300")


def sqlstate(exc: BaseException) -> str:
    """A PostgreSQL error's SQLSTATE, whether the driver's error or SQLAlchemy's around it."""
    orig = getattr(exc, "orig", None) or exc
    return str(getattr(orig, "sqlstate", None) or "")


def is_disconnect(exc: BaseException) -> bool:
    """Did this error come from a connection to the server that is gone?"""
    if getattr(exc, "connection_invalidated", False):
        return True
    state = sqlstate(exc)
    if state.startswith(_CONNECTION[0]) or state in _CONNECTION[1:]:
        return True
    orig = getattr(exc, "orig", None) or exc
    import psycopg

    if isinstance(orig, psycopg.OperationalError) and not state:
        return True  # the driver's own: no route to host, connection refused, closed
    return False


def marks(n: int) -> str:
    """"?, ?, ?" for `n` values."""
    return ", ".join("?" * n)


__all__ = ["POSTGRESQL", "SQLITE", "Db", "is_disconnect", "marks", "sqlstate"]
