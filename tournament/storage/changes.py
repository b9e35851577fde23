"""The order of changes: who makes one (`Commit`), the change counter, and the end of every
change's transaction.

Several stations write to one tournament on a server. Every change takes the next number of
the change counter, and the counter's row stays locked until the change commits, so changes
come one after another: each is checked, under that lock, against what the others did since
the change it builds on (`Commit.seen`), and each appends its links to the one hash chain of
the ledger (`storage.chain`). The lock is taken LAST (`close_change`), once everything else
of the change is written: it is held only for the few statements that must be in order (the
counter, the ledger, the change's row, the NOTIFY), and stations writing on different tables
do the rest of their work side by side.

What makes that safe on PostgreSQL is a second, transaction-wide lock (an advisory lock):
hand-log changes (`serialise(shared=True)`: they write new rows only, on their own tables)
take it shared, so many run at once; every other change takes it exclusively, first thing,
so it runs alone, as every change did before, and what it reads stays true until it commits.
Nothing waits for a lock while holding the counter, so the two never deadlock. A file has one
writer: SQLite orders its changes by itself.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, cast

from sqlalchemy import Connection, and_, bindparam, column, func, insert, select, table
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.exc import DBAPIError

from tournament.errors import AlreadySaved
from tournament.storage import chain
from tournament.storage.digests import CHANGE, digest

# A change as `changes` keeps it: (counter, at, station, person, what JSON).
ChangeLine = tuple[int, str, str, str, str]
# How many recent changes are kept (a station further behind reloads everything).
KEEP_CHANGES = 500
# The advisory lock's key (per database): "riichi" in ASCII.
GATE = 0x726969636869

_COUNTER = table("change_counter", column("id"), column("value"))
_CHANGES = table("changes", column("counter"), column("at"), column("station"),
                 column("person"), column("what"))
_APPLIED = table("applied_entries", column("entry_id"), column("counter"), column("at"))
_LOG = table("hand_log", column("table_id"), column("seq"), column("entry_id"))


@dataclass(frozen=True, slots=True)
class Commit:
    """Who makes a change and what it builds on: handed down with every write.

    `station`, `person`: written with every log entry, audit line, change and ledger link of
    it. `entry_id`: the id the caller gave the change (kept in `applied_entries`: never
    applied twice). `log_entry_id`: the id a station gave the hand-log entry it writes (on
    the first entry of the change). `seen`: the change counter the change builds on; another
    station's change after it that touched the same things refuses this one."""

    station: str = ""
    person: str = ""
    entry_id: str | None = None
    log_entry_id: str | None = None
    seen: int = 0


class Conflict(Exception):
    """Raised by `close_change` (the transaction is rolled back): `line` is another station's
    change after `Commit.seen` that this change may not build on; None: too far behind to
    tell (its changes are no longer kept)."""

    def __init__(self, line: ChangeLine | None):
        super().__init__("another station changed the same thing")
        self.line = line


# -- reading ----------------------------------------------------------------------------------

def change_counter(s: Any) -> int:
    """How many changes the tournament has had (0 for a file that never counted). `s`: a
    session or a connection."""
    value = s.execute(select(_COUNTER.c.value).where(_COUNTER.c.id == 1)).scalar()
    return int(value or 0)


def changes_since(s: Any, seen: int, before: int | None = None) -> list[ChangeLine] | None:
    """The changes after number `seen` (and before `before`), oldest first; None when some
    of them are no longer kept (reload everything)."""
    query = select(_CHANGES).where(_CHANGES.c.counter > seen)
    if before is not None:
        query = query.where(_CHANGES.c.counter < before)
    rows = [_line(r) for r in s.execute(query.order_by(_CHANGES.c.counter))]
    if not rows or rows[0][0] != seen + 1:
        return None
    return rows


def _line(row: Any) -> ChangeLine:
    return (int(row[0]), str(row[1]), str(row[2] or ""), str(row[3] or ""), str(row[4]))


def _may(conn: Connection, privilege: str, name: str) -> bool:
    if conn.dialect.name != "postgresql":
        return True
    return bool(conn.execute(select(func.has_table_privilege(name, privilege))).scalar())


def entry_applied(s: Any, entry_id: str) -> bool:
    """Has a change with this id been applied (schema version 8: `applied_entries`)? False
    where this database user may not read them (the live page's reader role): it may write
    nothing either, and its change is refused as it is written."""
    conn = s if isinstance(s, Connection) else s.connection()
    if not _may(conn, "SELECT", "applied_entries"):
        return False
    return conn.execute(select(_APPLIED.c.entry_id)
                        .where(_APPLIED.c.entry_id == entry_id)).first() is not None


def log_entry_with_id(s: Any, entry_id: str) -> tuple[int, int] | None:
    """(table id, seq) of the log entry a station wrote with this id, if any."""
    row = s.execute(select(_LOG.c.table_id, _LOG.c.seq)
                    .where(_LOG.c.entry_id == entry_id)).first()
    return None if row is None else (int(row[0]), int(row[1]))


# -- writing ----------------------------------------------------------------------------------

def serialise(conn: Connection, *, shared: bool) -> None:
    """The first statement of a change on a server (see the module's text): hand-log
    changes `shared`, every other change alone. Nothing on a file."""
    if conn.dialect.name == "postgresql":
        conn.exec_driver_sql(*serialise_sql(shared))


_BUMP = (_COUNTER.update().where(_COUNTER.c.id == 1).values(value=_COUNTER.c.value + 1)
         .returning(_COUNTER.c.value))
# The ledger's head and the other stations' changes since the one this change builds on,
# in one statement (read once the counter is locked: both are then final).
_HEAD = (select(chain.LEDGER.c.seq, chain.LEDGER.c.hash).order_by(chain.LEDGER.c.seq.desc())
         .limit(1).subquery("head"))
_SINCE = _CHANGES.alias("since")
_TAIL = (select(_HEAD.c.seq, _HEAD.c.hash, *_SINCE.c)
         .select_from(_HEAD.outerjoin(_SINCE, and_(_SINCE.c.counter > bindparam("seen"),
                                                    _SINCE.c.counter < bindparam("mine"))))
         .order_by(_SINCE.c.counter))
_ADD_APPLIED = {
    "postgresql": postgresql.insert(_APPLIED).on_conflict_do_nothing()
    .returning(_APPLIED.c.entry_id),
    "sqlite": sqlite.insert(_APPLIED).on_conflict_do_nothing().returning(_APPLIED.c.entry_id),
}
_ADD_CHANGE = insert(_CHANGES).values(counter=bindparam("counter"), at=bindparam("at"),
                                      station=bindparam("station"),
                                      person=bindparam("person"), what=bindparam("what"))
_NOTIFY = select(func.pg_notify(bindparam("c"), bindparam("p")))


def close_change(conn: Connection, commit: Commit, what: str, at: str,
                 facts: Sequence[tuple[str, str, str]],
                 conflicting: Callable[[list[ChangeLine] | None], ChangeLine | None],
                 notify: Callable[[str], tuple[str, str]] | None = None
                 ) -> tuple[int, list[ChangeLine] | None]:
    """The end of a change's transaction, after everything else of it is written: lock the
    change counter and move it on, check the other stations' changes since `commit.seen`
    (`conflicting` names one this change may not build on: `Conflict` is raised), mark
    `commit.entry_id` applied (`AlreadySaved` if another transaction did first), append the
    ledger's links (`facts`: item, label, digest of each fact row written, then one for the
    change) and the change's row (`what`: its `Changes` as JSON), and announce it
    (`notify(payload)` -> channel and payload, on a server). Returns the change's number and
    the other stations' changes since `commit.seen` (None: some are no longer kept)."""
    if conn.dialect.name == "postgresql":
        with driver_errors(_SERVER_TAIL):
            with driver(conn).pipeline():
                queued = queue_counter(conn, commit)
            mine, head, others = counter_read(conn, queued, commit, conflicting)
        finish(conn, commit, what, at, facts, (mine, head), notify, commit_now=False)
        return mine, others
    bumped = conn.execute(_BUMP).scalar()
    if bumped is None:  # a file from before the counter (its row is made with the first change)
        conn.execute(insert(_COUNTER).values(id=1, value=1))
        bumped = 1
    mine = int(bumped)
    rows = conn.execute(_TAIL, {"seen": commit.seen, "mine": mine}).all()
    head, others = _judge(conn, commit, mine, rows, conflicting)
    if commit.entry_id is not None:
        added = conn.execute(_ADD_APPLIED[conn.dialect.name],
                             {"entry_id": commit.entry_id, "counter": mine, "at": at}).first()
        if added is None:
            raise AlreadySaved(commit.entry_id)
    conn.execute(insert(chain.LEDGER), _links(commit, mine, head, at, facts))
    conn.execute(_ADD_CHANGE, _change_row(commit, mine, at, what))
    if notify is not None:
        channel, payload = notify(f"{mine} {what}")
        conn.execute(_NOTIFY, {"c": channel, "p": payload})
    if mine % 50 == 0:
        _prune(conn, mine)
    return mine, others


def _judge(conn: Connection, commit: Commit, mine: int, rows: Sequence[Any],
           conflicting: Callable[[list[ChangeLine] | None], ChangeLine | None]
           ) -> tuple[tuple[int, str], list[ChangeLine] | None]:
    """From the tail read under the counter's lock (`rows`: the ledger's head, joined to the
    other stations' changes since `commit.seen`): the head (seq, hash) and those changes
    (None: some are no longer kept). Raises `Conflict` when this change may not build on
    them."""
    if rows:
        head = (int(rows[0][0]), str(rows[0][1]))
        lines = [_line(r[2:]) for r in rows if r[2] is not None]
    else:  # no ledger yet
        head = (0, "")
        lines = [_line(r) for r in conn.execute(
            select(_CHANGES).where(_CHANGES.c.counter > commit.seen,
                                   _CHANGES.c.counter < mine).order_by(_CHANGES.c.counter))]
    others: list[ChangeLine] | None = lines
    if [n for n, *_ in lines] != list(range(commit.seen + 1, mine)):
        others = None  # some are no longer kept
    if commit.seen != mine - 1:
        line = conflicting(others)
        if line is not None or others is None:
            raise Conflict(line)
    return head, others


def _links(commit: Commit, mine: int, head: tuple[int, str], at: str,
           facts: Sequence[tuple[str, str, str]]) -> list[dict[str, Any]]:
    return chain.link_rows([*facts, (CHANGE, f"change {mine}", digest([mine]))], head,
                           counter=mine, station=commit.station, person=commit.person, at=at)


def _change_row(commit: Commit, mine: int, at: str, what: str) -> dict[str, Any]:
    return {"counter": mine, "at": at, "station": commit.station, "person": commit.person,
            "what": what}


# -- on a server: plain SQL, several statements a round trip ---------------------------------
# Every station's change waits for the counter's row, so what counts is how long a change
# holds it. On PostgreSQL the statements of a change's end are plain SQL sent together in
# psycopg's pipeline mode: the counter is locked by the same round trip that reads the tail
# (and, for a hand, writes the log entries before it: `appends`), and released by the one
# that writes the links, the change's row, the NOTIFY and, for a hand, the COMMIT. Two round
# trips hold the lock where there were five, and no statement is compiled per change.

_SERVER_BUMP = "UPDATE change_counter SET value = value + 1 WHERE id = 1 RETURNING value"
# A statement of its own after the bump: in READ COMMITTED each statement reads the data
# committed when it starts, so once the counter is locked the head and the changes are final.
_SERVER_TAIL = ("SELECT head.seq, head.hash, since.counter, since.at, since.station, "
                "since.person, since.what "
                "FROM (SELECT seq, hash FROM ledger ORDER BY seq DESC LIMIT 1) AS head "
                "LEFT JOIN changes AS since ON since.counter > %s "
                "AND since.counter < (SELECT value FROM change_counter WHERE id = 1) "
                "ORDER BY since.counter")
_LINK_COLUMNS = ("seq", "at", "counter", "station", "person", "item", "label", "digest",
                 "prev", "hash")


class InDoubt(Exception):
    """The connection was lost while a change's COMMIT was on its way (`finish` with
    `commit_now`): it may or may not be saved. `error`: the driver's error as SQLAlchemy
    raises it."""

    def __init__(self, error: DBAPIError):
        super().__init__(str(error))
        self.error = error


def driver(conn: Connection) -> Any:
    """The psycopg connection under `conn`: the server's statements here go to it directly
    (its pipeline mode), in `conn`'s transaction."""
    return conn.connection.driver_connection


@contextmanager
def driver_errors(sql: str) -> Iterator[None]:
    """The driver's errors raised as SQLAlchemy raises them, so the store tells them as it
    tells every other failed write (`server.write_problem`)."""
    import psycopg

    try:
        yield
    except psycopg.Error as exc:
        raise _as_sqlalchemy(sql, exc) from exc


def _as_sqlalchemy(sql: str, exc: Exception) -> DBAPIError:
    import psycopg

    return cast(DBAPIError, DBAPIError.instance(sql, None, exc, psycopg.Error))


def serialise_sql(shared: bool) -> tuple[str, tuple[int]]:
    """`serialise`'s statement on a server, for a pipeline."""
    name = "pg_advisory_xact_lock_shared" if shared else "pg_advisory_xact_lock"
    return f"SELECT {name}(%s)", (GATE,)


def queue_counter(conn: Connection, commit: Commit) -> tuple[Any, Any]:
    """Queue, in the pipeline open on `conn`'s driver, the bump of the change counter (it is
    locked from then on) and the read of the tail (`counter_read` takes their results)."""
    pg = driver(conn)
    return pg.execute(_SERVER_BUMP), pg.execute(_SERVER_TAIL, (commit.seen,))


def counter_read(conn: Connection, queued: tuple[Any, Any], commit: Commit,
                 conflicting: Callable[[list[ChangeLine] | None], ChangeLine | None]
                 ) -> tuple[int, tuple[int, str], list[ChangeLine] | None]:
    """The change's number, the ledger's head and the other stations' changes since
    `commit.seen`, from `queue_counter`'s statements once the pipeline is synced; `Conflict`
    as in `close_change`. Every 50 changes, the oldest changes are pruned."""
    bump, tail = queued
    row = bump.fetchone()
    if row is None:  # a database from before the counter: its row comes with the first change
        conn.execute(insert(_COUNTER).values(id=1, value=1))
        mine = 1
        rows: Sequence[Any] = conn.execute(_TAIL, {"seen": commit.seen, "mine": mine}).all()
    else:
        mine = int(row[0])
        rows = tail.fetchall()
    head, others = _judge(conn, commit, mine, rows, conflicting)
    if mine % 50 == 0:
        _prune(conn, mine)
    return mine, head, others


@lru_cache(maxsize=64)
def _closing_sql(links: int, applied: bool, notify: bool) -> str:
    """The last statement of a change on a server: its entry id applied (when it has one),
    its `links` ledger rows, its row of `changes`, and its NOTIFY (when it is announced)."""
    row = "(" + ", ".join(["%s"] * len(_LINK_COLUMNS)) + ")"
    parts = []
    if applied:
        parts.append("applied AS (INSERT INTO applied_entries (entry_id, counter, at) "
                     "VALUES (%s, %s, %s))")
    parts.append(f"links AS (INSERT INTO ledger ({', '.join(_LINK_COLUMNS)}) VALUES "
                 + ", ".join([row] * links) + ")")
    parts.append("change AS (INSERT INTO changes (counter, at, station, person, what) "
                 "VALUES (%s, %s, %s, %s, %s))")
    return "WITH " + ", ".join(parts) + (" SELECT pg_notify(%s, %s)" if notify else " SELECT 1")


def finish(conn: Connection, commit: Commit, what: str, at: str,
           facts: Sequence[tuple[str, str, str]], counted: tuple[int, tuple[int, str]],
           notify: Callable[[str], tuple[str, str]] | None, *, commit_now: bool) -> None:
    """On a server, after `counter_read`: the change's last statement (see `_closing_sql`;
    `counted`: its number and the ledger's head), and with `commit_now` the COMMIT in the
    same round trip. `AlreadySaved` when its entry id was applied by another transaction
    (the insert meets it: nothing is committed); `InDoubt` when the connection is lost with
    the COMMIT on its way."""
    import psycopg

    mine, head = counted
    links = _links(commit, mine, head, at, facts)
    params: list[Any] = []
    if commit.entry_id is not None:
        params += [commit.entry_id, mine, at]
    for link in links:
        params += [link[c] for c in _LINK_COLUMNS]
    params += [mine, at, commit.station, commit.person, what]
    if notify is not None:
        params += notify(f"{mine} {what}")
    sql = _closing_sql(len(links), commit.entry_id is not None, notify is not None)
    pg = driver(conn)
    try:
        with pg.pipeline():
            pg.execute(sql, params)
            if commit_now:
                pg.commit()
    except psycopg.errors.UniqueViolation as exc:
        if commit.entry_id is not None and exc.diag.table_name == "applied_entries":
            raise AlreadySaved(commit.entry_id) from None
        raise _as_sqlalchemy(sql, exc) from exc
    except psycopg.Error as exc:
        error = _as_sqlalchemy(sql, exc)
        if commit_now and _lost(exc):
            raise InDoubt(error) from exc
        raise error from exc


def _lost(exc: BaseException) -> bool:
    from tournament.storage.server import is_disconnect

    return is_disconnect(exc)


def _prune(conn: Connection, counter: int) -> None:
    if _may(conn, "DELETE", "changes"):
        conn.execute(_CHANGES.delete().where(_CHANGES.c.counter <= counter - KEEP_CHANGES))
    else:  # a station's role: the owner's function prunes the same, and only that
        conn.execute(select(func.riichi_prune_changes()))


def close_session_change(tx: Any, commit: Commit, what: str, at: str,
                         conflicting: Callable[[list[ChangeLine] | None], ChangeLine | None],
                         notify: Callable[[str], tuple[str, str]] | None = None
                         ) -> tuple[int, list[ChangeLine] | None]:
    """`close_change` for a change written through a `Transaction` (the ORM): the ledger's
    links are those of the fact rows it wrote."""
    facts = tx.tracker.facts()
    return close_change(tx.connection(), commit, what, at, facts, conflicting, notify)
