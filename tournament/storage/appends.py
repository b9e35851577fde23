"""The hand log's changes (a hand recorded, corrected, voided, undone, totals typed in): the
change stations make most, written with plain SQL in a few statements.

The entries arrive complete (their sequence numbers follow the table's log as the station
holds it, their time is set) with the table's new summary, so nothing is read back: each
entry is added unless its (table, seq) or its entry id is taken, the summary is stored, and
`changes.close_change` ends the change with the change counter locked last. Several stations
recording on different tables run side by side up to that lock; two on the same table meet
at the log's unique (table, seq): the second waits for the first to commit and is refused
(`Conflict`), never written after it unseen.

On PostgreSQL the same statements are plain SQL sent to psycopg in pipeline mode: one round
trip adds the entries and the summary and locks the counter (reading what the change builds
on), the next ends the change and commits (`changes.finish`). That second one is all the
counter waits for (`benchmarks/bench_stations.py` measures it).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from sqlalchemy import Connection, select
from sqlalchemy.dialects import postgresql, sqlite

from tournament.hand_log import LogEntry, TableSummary
from tournament.storage import chain, changes
from tournament.storage.changes import ChangeLine, Commit, Conflict, close_change, serialise
from tournament.storage.rows import LogRow, TableStateRow
from tournament.storage.values import dumps, now

_LOG: Any = LogRow.__table__  # type: ignore[attr-defined]
_STATE: Any = TableStateRow.__table__  # type: ignore[attr-defined]


def _add_log(dialect: Any) -> Any:
    return dialect.insert(_LOG).on_conflict_do_nothing().returning(_LOG.c.id)


def _put_state(dialect: Any) -> Any:
    add = dialect.insert(_STATE)
    return add.on_conflict_do_update(index_elements=[_STATE.c.table_id],
                                     set_={"seq": add.excluded.seq,
                                           "summary": add.excluded.summary})


_ADD_LOG = {"postgresql": _add_log(postgresql), "sqlite": _add_log(sqlite)}
_PUT_STATE = {"postgresql": _put_state(postgresql), "sqlite": _put_state(sqlite)}


def append_entries(conn: Connection, commit: Commit, where: tuple[int, int, int],
                   entries: Sequence[LogEntry], summary: TableSummary, what: str,
                   conflicting: Callable[[list[ChangeLine] | None], ChangeLine | None],
                   notify: Callable[[str], tuple[str, str]] | None = None
                   ) -> tuple[int, list[ChangeLine] | None]:
    """Write `entries` (of one table: `where` is its id, round and table number) and its
    `summary` as one change (`what`: its `Changes` as JSON), in `conn`'s transaction
    (`Store.appending`). `commit.log_entry_id` goes on the first entry. Raises `Conflict`
    (another station wrote this table, the entry id was written meanwhile, or another
    change since `commit.seen` conflicts: see `close_change`) or `AlreadySaved`
    (`commit.entry_id` was applied already); the caller's transaction then rolls back.
    Returns the change's number and the other stations' changes since `commit.seen` (None:
    too many to tell)."""
    if conn.dialect.name == "postgresql":
        return _append_on_server(conn, commit, where, entries, summary, what, conflicting,
                                 notify)
    table_id, round_number, table_number = where
    serialise(conn, shared=True)
    dialect = conn.dialect.name
    facts = []
    for i, e in enumerate(entries):
        entry_id = commit.log_entry_id if i == 0 else None
        values = {"table_id": table_id, "seq": e.seq, "kind": e.kind.value,
                  "target": e.target, "payload": e.payload_json, "who": e.who, "at": e.at,
                  "why": e.why, "station": commit.station, "person": commit.person,
                  "entry_id": entry_id}
        row_id = conn.execute(_ADD_LOG[dialect], values).scalar()
        if row_id is None:
            _taken(conn, table_id, what, e.at)
        facts.append(chain.new_log_entry(
            [row_id, *(values[c] for c in chain.FACTS["hand_log"][1:])],
            round_number, table_number))
    conn.execute(_PUT_STATE[dialect], {"table_id": table_id, "seq": summary.seq,
                                       "summary": dumps(summary.to_json())})
    return close_change(conn, commit, what, entries[0].at, facts, conflicting, notify)


# On a server: plain SQL, in two round trips (see `changes`).
_SERVER_ADD_LOG = ("INSERT INTO hand_log (table_id, seq, kind, target, payload, who, at, why, "
                   "station, person, entry_id) VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s, %s, "
                   "%s) ON CONFLICT DO NOTHING RETURNING id")
_SERVER_PUT_STATE = ("INSERT INTO table_states (table_id, seq, summary) VALUES (%s, %s, %s) "
                     "ON CONFLICT (table_id) DO UPDATE SET seq = excluded.seq, "
                     "summary = excluded.summary")


def _append_on_server(conn: Connection, commit: Commit, where: tuple[int, int, int],
                      entries: Sequence[LogEntry], summary: TableSummary, what: str,
                      conflicting: Callable[[list[ChangeLine] | None], ChangeLine | None],
                      notify: Callable[[str], tuple[str, str]] | None
                      ) -> tuple[int, list[ChangeLine] | None]:
    """`append_entries` on PostgreSQL, committed here: the first round trip takes the shared
    lock, adds the entries and the summary, locks the counter and reads the tail; the second
    writes the change's end and commits (`changes.finish`). The counter is held for the
    second alone (and what this station computes between the two: the ledger's links)."""
    table_id, round_number, table_number = where
    pg = changes.driver(conn)
    rows = []
    with changes.driver_errors(_SERVER_ADD_LOG):
        with pg.pipeline():
            pg.execute(*changes.serialise_sql(True))
            for i, e in enumerate(entries):
                values = (table_id, e.seq, e.kind.value, e.target, e.payload_json, e.who, e.at,
                          e.why, commit.station, commit.person,
                          commit.log_entry_id if i == 0 else None)
                rows.append((values, pg.execute(_SERVER_ADD_LOG, values)))
            pg.execute(_SERVER_PUT_STATE, (table_id, summary.seq, dumps(summary.to_json())))
            queued = changes.queue_counter(conn, commit)
        facts = []
        for values, added in rows:
            row_id = added.fetchone()
            if row_id is None:
                _taken(conn, table_id, what, values[6])
            facts.append(chain.new_log_entry([row_id[0], *values], round_number, table_number))
        mine, head, others = changes.counter_read(conn, queued, commit, conflicting)
    changes.finish(conn, commit, what, entries[0].at, facts, (mine, head), notify,
                   commit_now=True)
    return mine, others


def _taken(conn: Connection, table_id: int, what: str, at: str) -> None:
    """An entry could not be added (the insert met a row, once the transaction that wrote
    it had committed): its place in the table's log was taken by another station, or its id
    by the same change sent again at the same moment (a retry while the first was still on
    its way). Either way the table changed while this change was being written: refused
    (`Conflict`), so the station reloads, and a retry with its id finds it saved
    (`service.tables`)."""
    last = conn.execute(select(_LOG.c.station, _LOG.c.person, _LOG.c.at)
                        .where(_LOG.c.table_id == table_id)
                        .order_by(_LOG.c.seq.desc()).limit(1)).first()
    station, person, when = (("", "", at) if last is None
                             else (str(last[0] or ""), str(last[1] or ""), str(last[2])))
    # Told as a change of this same table (`what`), by whoever wrote its last entry.
    raise Conflict((0, when, station, person, what))


def new_entries(table_id: int, seq: int, items: Sequence[tuple[Any, int | None, Any, str]],
                who: str) -> list[LogEntry]:
    """The entries (kind, target, payload, why) to append to a table's log whose next
    sequence number is `seq`, as they will be stored (the payload as JSON text, the time
    now)."""
    at = now()
    return [LogEntry(table_id, seq + i, kind, target, None if payload is None else dumps(payload),
                     who, at, why)
            for i, (kind, target, payload, why) in enumerate(items)]
