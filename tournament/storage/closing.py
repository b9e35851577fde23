"""The writer's end of a change (`storage.writer`): the change counter, the ledger's links,
the change's row, its entry id and its announcement; and the hand log's changes, which end
the same way with no ORM in between.

Several stations write to one tournament on a server. Every change takes the next number of
the change counter, and the counter's row stays locked until the change commits, so changes
come one after another: each is checked, under that lock, against what the others did since
the change it builds on (`Commit.seen`), and each appends its links to the one hash chain of
the ledger (`storage.chain`). The lock is taken LAST, once everything else of the change is
written: it is held only for the few statements that must be in order (the counter, the
ledger, the change's row, the NOTIFY), and stations writing on different tables do the rest
of their work side by side.

What makes that safe on PostgreSQL is a second lock, the write gate (the `gate` table, which
only the owner may lock): the hand log's and the clock's changes take it shared (ROW SHARE,
in the server's own functions: `storage.functions`), so many run at once; every other
change (the organiser's) takes it alone (EXCLUSIVE), first thing (`serialise`), so it runs
alone and what it reads stays true until it commits, and no hand crosses it (an approval, an
unlock). Nothing waits for a lock
while holding the counter, so the two never deadlock. A file has one writer: SQLite orders
its changes itself.

On PostgreSQL an organiser's change ends in plain SQL sent together in psycopg's pipeline
mode: the counter is locked by the round trip that reads the tail, and released by the one
that writes the links, the change's row and the NOTIFY. A hand is one call of the server's
`riichi_append` and then the COMMIT: two round trips, the counter held for the second
(`benchmarks/bench_stations.py`).
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from tournament.errors import AlreadySaved
from tournament.games.hand_log import LogEntry, TableSummary
from tournament.organisation import CALL_WINDOW, CALLS_PER_TABLE
from tournament.storage import chain
from tournament.storage import values as stored
from tournament.storage.changes import (
    KEEP_CHANGES,
    ChangeLine,
    Commit,
    Conflict,
    InDoubt,
    already,
    applied_digest,
    line,
)
from tournament.storage.digests import CHANGE, FACTS, digest
from tournament.storage.signing import SIGNING_STARTS, signature_link
from tournament.storage.sql import Db, is_disconnect
from tournament.storage.values import dumps, iso

if TYPE_CHECKING:
    from tournament.storage.writer import Writer

# Names the other stations' change this one may not build on (None: it may build on them).
Judge = Callable[[list[ChangeLine] | None], ChangeLine | None]
# How a change is announced: payload -> (channel, payload); None: not announced (a file).
Notify = Callable[[str], tuple[str, str]] | None


def facts(writer: Writer) -> list[tuple[str, str, str]]:
    """The ledger's links (item, label, digest) for the fact rows `writer` wrote whose
    content differs from what the ledger last recorded; forgotten there, so they are
    appended once."""
    entries = chain.pending(writer.db, writer.touched) if writer.touched else []
    writer.touched = {}
    return entries


def seal(db: Db, touched: Mapping[str, Any]) -> None:
    """Links for fact rows written outside the change counter (a backup's copy)."""
    chain.seal(db, touched, change=None)


def start_ledger(db: Db, start: str, key: bytes | None = None) -> None:
    """Start the ledger of a new tournament: every fact as it is, then the link after which
    the organiser's changes are signed, signed with `key` when it has a password."""
    chain.seal_all(db, start)
    counter = chain.counter_value(db)
    chain.append(db, [SIGNING_STARTS(start)], counter=counter)
    if key is not None:
        seq, prev = chain.ledger_head(db)
        chain.append(db, [signature_link(key, prev)], counter=counter)


# -- the order of changes ---------------------------------------------------------------------

def serialise(db: Db) -> None:
    """The first statement of an organiser's change on a server: the write gate taken alone
    (a hand takes it shared, in the server's functions: `storage.functions`), so what the
    change reads stays true until it commits, and no hand crosses it. Only the owner may lock
    the gate (a lock stronger than a read needs UPDATE on it): a station's or a reader's role
    cannot take it to stall the venue. Nothing on a file (one writer: SQLite orders its
    changes)."""
    if db.server:
        db.run("LOCK TABLE gate IN EXCLUSIVE MODE")


_BUMP = "UPDATE change_counter SET value = value + 1 WHERE id = 1 RETURNING value"
# The ledger's head and the other stations' changes since the one this change builds on, in
# one statement after the bump: in READ COMMITTED each statement reads the data committed
# when it starts, so once the counter is locked the head and the changes are final.
_TAIL = ("SELECT head.seq, head.hash, since.counter, since.at, since.station, since.person, "
         "since.what FROM (SELECT seq, hash FROM ledger ORDER BY seq DESC LIMIT 1) AS head "
         "LEFT JOIN changes AS since ON since.counter > ? "
         "AND since.counter < (SELECT value FROM change_counter WHERE id = 1) "
         "ORDER BY since.counter")
_ADD_CHANGE = "INSERT INTO changes (counter, at, station, person, what) VALUES (?, ?, ?, ?, ?)"


def close_change(db: Db, commit: Commit, what: str, at: str,
                 facts: Sequence[tuple[str, str, str]], conflicting: Judge,
                 notify: Notify = None) -> tuple[int, list[ChangeLine] | None]:
    """The end of a change's transaction, after everything else of it is written: lock the
    change counter and move it on, check the other stations' changes since `commit.seen`
    (`conflicting` names one this change may not build on: `Conflict` is raised), mark
    `commit.entry_id` applied (`AlreadySaved` if another transaction did first), append the
    ledger's links (`facts`: item, label, digest of each fact row written, then one for the
    change) and the change's row (`what`: its `Changes` as JSON), and announce it
    (`notify(payload)` -> channel and payload, on a server). Returns the change's number and
    the other stations' changes since `commit.seen` (None: some are no longer kept)."""
    if db.server:
        with driver_errors(_TAIL):
            with db.raw.pipeline():
                queued = queue_counter(db, commit)
            mine, head, others = counter_read(db, queued, commit, conflicting)
        finish(db, commit, what, at, facts, (mine, head), notify, commit_now=False)
        return mine, others
    bumped = db.scalar(_BUMP)
    if bumped is None:  # a file from before the counter (its row is made with the first change)
        db.run("INSERT INTO change_counter (id, value) VALUES (1, 1)")
        bumped = 1
    mine = int(bumped)
    rows = db.rows(_TAIL, (commit.seen,))
    head, others = _judge(db, commit, mine, rows, conflicting)
    if commit.entry_id is not None:
        added = db.first("INSERT INTO applied_entries (entry_id, counter, at, digest) "
                         "VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING RETURNING entry_id",
                         (commit.entry_id, mine, at, commit.intent))
        if added is None:
            raise already(commit.entry_id, applied_digest(db, commit.entry_id) or "",
                          commit.intent)
    chain.write_links(db, _links(commit, mine, head, at, facts))
    db.run(_ADD_CHANGE, (mine, at, commit.station, commit.person, what))
    if mine % 50 == 0:
        _prune(db, mine)
    return mine, others


def _judge(db: Db, commit: Commit, mine: int, rows: Sequence[Any], conflicting: Judge
           ) -> tuple[tuple[int, str], list[ChangeLine] | None]:
    """From the tail read under the counter's lock (`rows`: the ledger's head, joined to the
    other stations' changes since `commit.seen`): the head (seq, hash) and those changes
    (None: some are no longer kept). Raises `Conflict` when this change may not build on
    them."""
    if rows:
        head = (int(rows[0][0]), str(rows[0][1]))
        lines = [line(r[2:]) for r in rows if r[2] is not None]
    else:  # no ledger yet
        head = (0, "")
        lines = [line(r) for r in db.rows(
            "SELECT counter, at, station, person, what FROM changes WHERE counter > ? "
            "AND counter < ? ORDER BY counter", (commit.seen, mine))]
    return head, _others(commit, mine, lines, conflicting)


def _others(commit: Commit, mine: int, lines: list[ChangeLine], conflicting: Judge
            ) -> list[ChangeLine] | None:
    """The other stations' changes between `commit.seen` and this one (`lines`, read under
    the counter's lock; None: some are no longer kept). Raises `Conflict` when this change
    may not build on them."""
    others: list[ChangeLine] | None = lines
    if [n for n, *_ in lines] != list(range(commit.seen + 1, mine)):
        others = None  # some are no longer kept
    if commit.seen != mine - 1:
        found = conflicting(others)
        if found is not None or others is None:
            raise Conflict(found)
    return others


def _links(commit: Commit, mine: int, head: tuple[int, str], at: str,
           facts: Sequence[tuple[str, str, str]]) -> list[dict[str, Any]]:
    """The change's links: its facts', its own, and its signature when it is made with the
    organiser's key (`storage.signing`)."""
    rows = chain.link_rows([*facts, (CHANGE, f"change {mine}", digest([mine]))], head,
                           counter=mine, station=commit.station, person=commit.person, at=at)
    if commit.key is not None:
        last = rows[-1]
        rows += chain.link_rows([signature_link(commit.key, last["hash"])],
                                (last["seq"], last["hash"]), counter=mine,
                                station=commit.station, person=commit.person, at=at)
    return rows


def _prune(db: Db, counter: int) -> None:
    if db.may("DELETE", "changes"):
        db.run("DELETE FROM changes WHERE counter <= ?", (counter - KEEP_CHANGES,))
    else:  # a station's role: the owner's function prunes the same, and only that
        db.run("SELECT riichi_prune_changes()")


# -- the hand log's changes, and the round clock's -------------------------------------------

def append_entries(writer: Writer, commit: Commit, where: tuple[int, int, int],
                   entries: Sequence[LogEntry], summary: TableSummary, what: str,
                   conflicting: Judge, notify: Notify = None
                   ) -> tuple[int, list[ChangeLine] | None, str]:
    """`Writer.append_entries`: each entry is added unless its (table, seq) or its entry id
    is taken, the summary is stored, and the change is closed with the counter locked last.
    Several stations recording on different tables run side by side up to that lock; two on
    the same table meet at the log's unique (table, seq): the second waits for the first to
    commit and is refused (`Conflict`), never written after it unseen. Returns the change's
    number, the other stations' changes since `commit.seen`, and the moment stored with the
    entries (on a server, the server's)."""
    db = writer.db
    if db.server:
        return _append_on_server(db, commit, where, entries, summary, what, conflicting,
                                 notify)
    table_id, round_number, table_number = where
    facts = []
    for i, e in enumerate(entries):
        values = _entry_values(commit, table_id, e, i)
        row_id = db.scalar(_ADD_LOG, values)
        if row_id is None:
            _taken(db, table_id, what, e.at)
        facts.append(chain.new_log_entry([row_id, *values], round_number, table_number))
    writer.write_summary(table_id, summary)
    writer.touched.pop("table_states", None)  # (its link is made here, with the entries')
    facts.append(chain.new_summary(table_id, summary.seq, dumps(summary.to_json()),
                                   round_number, table_number))
    at = entries[0].at
    return (*close_change(db, commit, what, at, facts, conflicting, notify), at)


_ADD_LOG = ("INSERT INTO hand_log (table_id, seq, kind, target, payload, who, at, why, "
            "station, person, entry_id, db_user) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) "
            "ON CONFLICT DO NOTHING RETURNING id")
assert FACTS["hand_log"][1:] == ("table_id", "seq", "kind", "target", "payload", "who", "at",
                                 "why", "station", "person", "entry_id", "db_user")


def _entry_values(commit: Commit, table_id: int, e: LogEntry, i: int) -> tuple[Any, ...]:
    """A log entry's columns as `_ADD_LOG` takes them (the id goes on the first only; a
    file has no database users)."""
    return (table_id, e.seq, e.kind.value, e.target, e.payload_json, e.who, e.at, e.why,
            commit.station, commit.person, commit.log_entry_id if i == 0 else None, "")


def _append_on_server(db: Db, commit: Commit, where: tuple[int, int, int],
                      entries: Sequence[LogEntry], summary: TableSummary, what: str,
                      conflicting: Judge, notify: Notify
                      ) -> tuple[int, list[ChangeLine] | None, str]:
    """`append_entries` on PostgreSQL: one call of the server's `riichi_append`, which
    writes the entries with the server's time and the caller's database user, builds the
    ledger's links and moves the counter (`storage.functions`); then the COMMIT. Two round
    trips, the counter held for the second alone."""
    table_id = where[0]
    rows = [[e.seq, e.kind.value, e.target, e.payload_json, e.who, e.why] for e in entries]
    done = _call(db, _APPEND, (table_id, dumps(rows), summary.seq, dumps(summary.to_json()),
                               entries[0].at, commit.station, commit.person, commit.entry_id,
                               commit.log_entry_id, commit.intent, commit.seen,
                               notify is not None))
    if "taken" in done:
        station, person, when = (str(v) for v in done["taken"])
        raise Conflict((0, when, station, person, what))
    mine, others = _counted(db, commit, done, conflicting)
    _commit(db)
    return mine, others, str(done["at"])


def append_clock(writer: Writer, commit: Commit, round_number: int,
                 events: Sequence[dict[str, Any]], what: str, conflicting: Judge,
                 notify: Notify = None) -> tuple[int, list[ChangeLine] | None]:
    """Round clock events (`Writer.append_clock_event`'s values) as one change; on a server
    through its `riichi_clock` (a referee station runs the current round's clock), then the
    COMMIT."""
    db = writer.db
    if not db.server:
        for event in events:
            writer.append_clock_event(round_number, commit=commit, **event)
        return close_change(db, commit, what, stored.now(), [], conflicting, notify)
    rows = [[e["kind"].value, iso(e["at"]), e.get("minutes"), e.get("warning"),
             e.get("table"), e.get("who", ""), e.get("note", "")] for e in events]
    done = _call(db, _CLOCK, (round_number, dumps(rows), commit.station, commit.person,
                              commit.entry_id, commit.intent, commit.seen, notify is not None))
    result = _counted(db, commit, done, conflicting)
    _commit(db)
    return result


@dataclass(frozen=True, slots=True)
class CallAnswer:
    """What became of a referee call (made or closed): the call, and the change written
    for it (`made`), or why none was (`refused`: "not_current_round", "too_many_calls" with
    the seconds to `wait`, "no_such_call"; none of these and not `made`: the table's open
    call, `call`, answers it)."""

    call: int | None
    made: bool = False
    counter: int = 0
    others: list[ChangeLine] | None = field(default_factory=list)
    refused: str = ""
    wait: int = 0


def call_referee(writer: Writer, commit: Commit, round_number: int, table_number: int,
                 reason: str, what: str, conflicting: Judge, notify: Notify = None
                 ) -> CallAnswer:
    """A table's call for a referee (`Writer.call_referee`). The same rules wherever it is
    written, here for a file and in the server's `riichi_call` for PostgreSQL (a station
    writes no row itself): the table must be of the current round; a table with an open
    call is answered that call; a table that made `CALLS_PER_TABLE` calls in the last
    `CALL_WINDOW` seconds is told how long to wait; else the call is written as one change."""
    db = writer.db
    if db.server:
        done = _call(db, _CALL_REFEREE, (round_number, table_number, reason, commit.station,
                                         commit.person, commit.entry_id, commit.intent,
                                         commit.seen, notify is not None))
        return _call_answer(db, commit, done, conflicting)
    current = db.scalar("SELECT t.id FROM tables t JOIN rounds r ON r.id = t.round_id "
                        "WHERE r.number = ? AND t.number = ? AND r.number = "
                        "(SELECT max(number) FROM rounds)", (round_number, table_number))
    if current is None:
        return CallAnswer(None, refused="not_current_round")
    where = (round_number, table_number)
    found = db.scalar("SELECT id FROM referee_calls WHERE round_number = ? AND "
                      "table_number = ? AND closed_at IS NULL ORDER BY id LIMIT 1", where)
    if found is not None:
        return CallAnswer(int(found))
    now = datetime.now(UTC)
    recent = [str(at) for (at,) in db.rows(
        "SELECT at FROM referee_calls WHERE round_number = ? AND table_number = ? AND at > ? "
        "ORDER BY at DESC", (*where, iso(now - timedelta(seconds=CALL_WINDOW))))]
    if len(recent) >= CALLS_PER_TABLE:
        since = (now - stored.moment(recent[CALLS_PER_TABLE - 1])).total_seconds()
        return CallAnswer(None, refused="too_many_calls",
                          wait=max(1, math.ceil(CALL_WINDOW - since)))
    at = iso(now)
    call = writer.insert_referee_call(commit, round_number, table_number, reason, at)
    counter, others = close_change(db, commit, what, at, [], conflicting, notify)
    return CallAnswer(call, True, counter, others)


def close_referee_call(writer: Writer, commit: Commit, call: int, who: str, what: str,
                       conflicting: Judge, notify: Notify = None) -> CallAnswer:
    """Close an open call (`Writer.close_referee_call`): "no_such_call" when there is no
    open call `call`; on a server through its `riichi_call_done`."""
    db = writer.db
    if db.server:
        done = _call(db, _CALL_DONE, (call, who, commit.station, commit.person,
                                      commit.entry_id, commit.intent, commit.seen,
                                      notify is not None))
        return _call_answer(db, commit, done, conflicting)
    at = stored.now()
    if not writer.mark_referee_call_closed(commit, call, who, at):
        return CallAnswer(None, refused="no_such_call")
    counter, others = close_change(db, commit, what, at, [], conflicting, notify)
    return CallAnswer(call, True, counter, others)


def _call_answer(db: Db, commit: Commit, done: dict[str, Any], conflicting: Judge
                 ) -> CallAnswer:
    """A server function's answer about a call, its transaction committed (or rolled back
    when it wrote nothing)."""
    if "refused" in done:
        db.raw.rollback()
        return CallAnswer(None, refused=str(done["refused"]), wait=int(done.get("wait") or 0))
    if "open" in done:
        db.raw.rollback()
        return CallAnswer(int(done["open"]))
    counter, others = _counted(db, commit, done, conflicting)
    _commit(db)
    return CallAnswer(int(done["call"]), True, counter, others)


_APPEND = "SELECT riichi_append(%s, %s::jsonb, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s)"
_CLOCK = "SELECT riichi_clock(%s, %s::jsonb, %s, %s, %s, %s, %s, %s)"
_CALL_REFEREE = "SELECT riichi_call(%s, %s, %s, %s, %s, %s, %s, %s, %s)"
_CALL_DONE = "SELECT riichi_call_done(%s, %s, %s, %s, %s, %s, %s, %s)"


def _call(db: Db, sql: str, params: Sequence[Any]) -> dict[str, Any]:
    """One of the server's functions, in `db`'s transaction: its answer (JSON)."""
    pg = db.raw
    with driver_errors(sql):
        with pg.pipeline():
            cursor = pg.execute(sql, params)
        found = cursor.fetchone()
    answer = found[0] if found else None
    if isinstance(answer, str):
        answer = json.loads(answer)
    assert isinstance(answer, dict), answer
    return answer


def _counted(db: Db, commit: Commit, done: dict[str, Any], conflicting: Judge
             ) -> tuple[int, list[ChangeLine] | None]:
    """The change's number and the other stations' changes since `commit.seen`, from a
    server function's answer; `AlreadySaved`/`EntryIdReused` or `Conflict` (the caller's
    transaction then rolls back, nothing of it written)."""
    if "applied" in done:
        assert commit.entry_id is not None
        raise already(commit.entry_id, str(done["applied"]), commit.intent)
    mine = int(done["counter"])
    return mine, _others(commit, mine, [line(r) for r in done["others"]], conflicting)


def _commit(db: Db) -> None:
    """The COMMIT of a change a server function wrote: `InDoubt` when the connection is
    lost with it on its way (it may or may not be saved)."""
    import psycopg

    try:
        db.raw.commit()
    except psycopg.Error as exc:
        error = _as_sqlalchemy("COMMIT", exc)
        if is_disconnect(exc):
            raise InDoubt(error) from exc
        raise error from exc


def _taken(db: Db, table_id: int, what: str, at: str) -> None:
    """An entry could not be added (the insert met a row, once the transaction that wrote
    it had committed): its place in the table's log was taken by another station, or its id
    by the same change sent again at the same moment (a retry while the first was still on
    its way). Either way the table changed while this change was being written: refused
    (`Conflict`), so the station reloads, and a retry with its id finds it saved
    (`service.table_games`)."""
    last = db.first("SELECT station, person, at FROM hand_log WHERE table_id = ? "
                    "ORDER BY seq DESC LIMIT 1", (table_id,))
    station, person, when = (("", "", at) if last is None
                             else (str(last[0] or ""), str(last[1] or ""), str(last[2])))
    # Told as a change of this same table (`what`), by whoever wrote its last entry.
    raise Conflict((0, when, station, person, what))


# -- on a server: plain SQL, several statements a round trip ---------------------------------

@contextmanager
def driver_errors(sql: str) -> Iterator[None]:
    """The driver's errors raised as SQLAlchemy raises them, so the store tells them as it
    tells every other failed write (`server.write_problem`)."""
    import psycopg

    try:
        yield
    except psycopg.Error as exc:
        raise _as_sqlalchemy(sql, exc) from exc


def _as_sqlalchemy(sql: str, exc: Exception) -> Exception:
    import psycopg
    from sqlalchemy.exc import DBAPIError

    return DBAPIError.instance(sql, None, exc, psycopg.Error)


def queue_counter(db: Db, commit: Commit) -> tuple[Any, Any, Any]:
    """Queue, in the pipeline open on `db`'s driver, the bump of the change counter (it is
    locked from then on), the read of the tail and of the change's entry id if it was
    applied already (`counter_read` takes their results)."""
    pg = db.raw
    applied = (pg.execute("SELECT coalesce(digest, '') FROM applied_entries "
                          "WHERE entry_id = %s", (commit.entry_id,))
               if commit.entry_id is not None else None)
    return pg.execute(_BUMP), pg.execute(db.sql(_TAIL), (commit.seen,)), applied


def counter_read(db: Db, queued: tuple[Any, Any, Any], commit: Commit, conflicting: Judge
                 ) -> tuple[int, tuple[int, str], list[ChangeLine] | None]:
    """The change's number, the ledger's head and the other stations' changes since
    `commit.seen`, from `queue_counter`'s statements once the pipeline is synced; `Conflict`
    as in `close_change`. Every 50 changes, the oldest changes are pruned."""
    bump, tail, applied = queued
    stored_digest = applied.fetchone() if applied is not None else None
    if stored_digest is not None:
        assert commit.entry_id is not None
        raise already(commit.entry_id, str(stored_digest[0]), commit.intent)
    row = bump.fetchone()
    if row is None:  # a database from before the counter: its row comes with the first change
        db.run("INSERT INTO change_counter (id, value) VALUES (1, 1)")
        mine = 1
        rows: Sequence[Any] = db.rows(_TAIL, (commit.seen,))
    else:
        mine = int(row[0])
        rows = tail.fetchall()
    head, others = _judge(db, commit, mine, rows, conflicting)
    if mine % 50 == 0:
        _prune(db, mine)
    return mine, head, others


@lru_cache(maxsize=64)
def _closing_sql(links: int, applied: bool, notify: bool) -> str:
    """The last statement of a change on a server: its entry id applied (when it has one),
    its `links` ledger rows, its row of `changes`, and its NOTIFY (when it is announced)."""
    row = "(" + ", ".join(["%s"] * len(chain.LINK_COLUMNS)) + ")"
    parts = []
    if applied:
        parts.append("applied AS (INSERT INTO applied_entries (entry_id, counter, at, digest) "
                     "VALUES (%s, %s, %s, %s))")
    parts.append(f"links AS (INSERT INTO ledger ({', '.join(chain.LINK_COLUMNS)}) VALUES "
                 + ", ".join([row] * links) + ")")
    parts.append("change AS (INSERT INTO changes (counter, at, station, person, what) "
                 "VALUES (%s, %s, %s, %s, %s))")
    return "WITH " + ", ".join(parts) + (" SELECT pg_notify(%s, %s)" if notify else " SELECT 1")


def finish(db: Db, commit: Commit, what: str, at: str, facts: Sequence[tuple[str, str, str]],
           counted: tuple[int, tuple[int, str]], notify: Notify, *, commit_now: bool) -> None:
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
        params += [commit.entry_id, mine, at, commit.intent]
    for link in links:
        params += [link[c] for c in chain.LINK_COLUMNS]
    params += [mine, at, commit.station, commit.person, what]
    if notify is not None:
        params += notify(f"{mine} {what}")
    sql = _closing_sql(len(links), commit.entry_id is not None, notify is not None)
    pg = db.raw
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
        if commit_now and is_disconnect(exc):
            raise InDoubt(error) from exc
        raise error from exc


__all__ = ["Judge", "Notify", "append_entries", "close_change", "facts", "seal", "serialise",
           "start_ledger"]
