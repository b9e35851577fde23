"""The tamper-evident chain over the facts a tournament's results rest on (the `ledger` table).

Every stored fact that the standings, the locks or the organiser's authority depend on is a
row of one of the tables in `FACTS`: hand log entries, penalties (and their withdrawal),
players (their status...), seating, tables (their lock), rounds (their approval), the
settings (the ruleset), the organiser password, the final stage, and the audit trail. Each
change the app commits appends to the ledger, for every such row it wrote, a link holding
the SHA-256 digest of the row's content, and one link for the change itself (its number of
the change counter). Each link carries the hash of the link before it, so:

- a row changed, added or removed with `sqlite3` or `psql` no longer matches the digest the
  ledger last recorded for it (`verify` names it: round, table and position of a hand, the
  organiser action, the penalty, the player...);
- a link changed or removed breaks the chain of hashes;
- the last links removed leave the ledger behind the change counter.

What a chain of unkeyed hashes cannot stop is somebody who rewrites every row and the whole
ledger consistently: the chain's head is carried outside the database for that (the round
backups and their JSON, the fingerprint on printed standings), so a rewritten ledger no
longer matches what was printed or saved before. On a server, PostgreSQL's grants keep a
referee station from writing anything but its own hands and ledger links (`grant`).

The ledger starts when the tournament is created, or when a file made by an older version is
upgraded (the first link says so): `verify` says from when it holds.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import Connection, column, func, insert, inspect, literal, select, table

from tournament.issue_codes import IssueCode
from tournament.storage.digests import (
    ADDED,
    CHANGE,
    FACTS,
    SINGLE_ROW,
    SOURCE,
    START,
    TRACKED,
    digest,
    fact_digest,
    item_of,
    label,
    link_hash,
    minute,
)

LEDGER = table("ledger", column("seq"), column("at"), column("counter"), column("station"),
               column("person"), column("item"), column("label"), column("digest"),
               column("prev"), column("hash"))
SHORT = 12  # hex digits of the head's hash in a fingerprint


@dataclass(frozen=True, slots=True)
class Link:
    """One ledger row."""

    seq: int
    at: str
    counter: int
    station: str
    person: str
    item: str
    label: str
    digest: str
    prev: str
    hash: str


@dataclass(frozen=True, slots=True)
class ChainProblem:
    """A fact or a link that does not match the chain. `code`: ledger_broken (a link was
    edited or removed), ledger_behind (changes missing from its end), fact_changed,
    fact_added, fact_removed (a row edited, inserted or deleted behind the app's back)."""

    code: IssueCode
    item: str
    label: str
    message: str


@dataclass(frozen=True, slots=True)
class Head:
    """The chain's last link: what backups, exports and printed standings carry."""

    seq: int
    hash: str
    counter: int
    since: str  # when the ledger started (ISO 8601, UTC)
    start: str  # how it started ("a new tournament", "upgraded from format 6")

    @property
    def fingerprint(self) -> str:
        """The head's hash, short, in groups of four: what printed standings show."""
        short = self.hash[:SHORT]
        return "-".join(short[i:i + 4] for i in range(0, SHORT, 4))

    def to_json(self) -> dict[str, Any]:
        return {"seq": self.seq, "hash": self.hash, "counter": self.counter,
                "since": self.since, "fingerprint": self.fingerprint}


@dataclass(frozen=True, slots=True)
class ChainReport:
    head: Head | None
    problems: tuple[ChainProblem, ...] = ()
    facts: int = 0  # facts checked
    skipped: tuple[str, ...] = field(default=())  # facts this connection may not read


# -- reading facts ----------------------------------------------------------------------------

def _rows(conn: Connection, fact: str, keys: Iterable[Any] | None = None
          ) -> dict[Any, tuple[Any, ...]]:
    """The fact's rows, by key (all of them, or those of `keys`)."""
    columns = FACTS[fact]
    missing = _not_yet(conn, fact)
    source = table(SOURCE[fact], *(column(c) for c in columns))
    query = select(*(source.c[c] if c not in missing else literal(missing[c])
                     for c in columns))
    if keys is not None:
        wanted = list(keys)
        if not wanted:
            return {}
        query = query.where(source.c.id.in_(wanted))
    rows = conn.execute(query).all()
    # `digest` writes booleans as 0/1: a plain `table()` has no types, and SQLite gives
    # them as 0/1, PostgreSQL as bool.
    return {row[0]: tuple(row) for row in rows}


def _not_yet(conn: Connection, fact: str) -> dict[str, Any]:
    """The fact's added columns (`ADDED`) that its table does not have yet, with the value
    they stand for: a revision before the one that adds them seals the ledger (0007) while
    they are missing."""
    added = ADDED.get(fact, ())
    if not added:
        return {}
    key = ("chain_columns", SOURCE[fact])
    present = conn.info.get(key)
    if present is None:
        present = {c["name"] for c in inspect(conn).get_columns(SOURCE[fact])}
        if all(name in present for name, _ in added):
            conn.info[key] = present  # (an older schema is only met during an upgrade)
    return {name: before for name, before in added if name not in present}


class _Places:
    """Round and table numbers of table ids, read when a label needs them: all at once for a
    check of every fact (`every`), one by one for the few rows a change wrote."""

    _T = table("tables", column("id"), column("number"), column("round_id"))
    _R = table("rounds", column("id"), column("number"))

    def __init__(self, conn: Connection, every: bool = False):
        self._conn = conn
        self._every = every
        self._tables: dict[int, tuple[int, int] | None] = {}
        self._rounds: dict[int, int | None] = {}
        self._players: dict[int, str] = {}
        self._read = False

    def _read_all(self) -> None:
        if self._every and not self._read:
            self._read = True
            t, r = self._T, self._R
            self._tables.update({int(i): (int(rn), int(tn)) for i, tn, rn in self._conn.execute(
                select(t.c.id, t.c.number, r.c.number).join(r, r.c.id == t.c.round_id))})
            self._rounds.update({int(i): int(n) for i, n in self._conn.execute(
                select(r.c.id, r.c.number))})

    def table(self, table_id: Any) -> tuple[int, int] | None:
        if table_id is None:
            return None
        self._read_all()
        key = int(table_id)
        if key not in self._tables and not self._every:
            t, r = self._T, self._R
            found = self._conn.execute(select(r.c.number, t.c.number).join(
                r, r.c.id == t.c.round_id).where(t.c.id == key)).first()
            self._tables[key] = (int(found[0]), int(found[1])) if found else None
        return self._tables.get(key)

    def player(self, player_id: Any) -> str:
        """"player 7 (Anna Berg)", as a penalty's label names its player."""
        if player_id is None:
            return "no player"
        key = int(player_id)
        if key not in self._players:
            p = table("players", column("id"), column("name"))
            found = self._conn.execute(select(p.c.name).where(p.c.id == key)).scalar()
            self._players[key] = f"player {key}" + (f" ({found})" if found else "")
        return self._players[key]

    def round(self, round_id: Any) -> int | None:
        if round_id is None:
            return None
        self._read_all()
        key = int(round_id)
        if key not in self._rounds and not self._every:
            found = self._conn.execute(select(self._R.c.number)
                                       .where(self._R.c.id == key)).scalar()
            self._rounds[key] = int(found) if found is not None else None
        return self._rounds.get(key)


# -- the ledger -------------------------------------------------------------------------------

def links(conn: Connection) -> list[Link]:
    # (The columns of LEDGER are Link's fields, in order.)
    return [Link(*row) for row in conn.execute(select(LEDGER).order_by(LEDGER.c.seq)).all()]


def head(conn: Connection) -> Head | None:
    """The chain's last link (None: no ledger yet)."""
    last = conn.execute(select(LEDGER).order_by(LEDGER.c.seq.desc()).limit(1)).first()
    if last is None:
        return None
    first = conn.execute(select(LEDGER).order_by(LEDGER.c.seq).limit(1)).first()
    assert first is not None
    return Head(int(last.seq), last.hash, int(last.counter), first.at, first.label)


def find(conn: Connection, prefix: str) -> Link | None:
    """The link whose hash starts with `prefix` (a head printed or saved earlier: its
    fingerprint or its whole hash), or None: the ledger no longer holds it."""
    found = conn.execute(select(LEDGER).where(LEDGER.c.hash.startswith(prefix.lower(),
                                                                       autoescape=True))
                         .order_by(LEDGER.c.seq).limit(1)).first()
    return Link(*found) if found is not None else None


def _latest(conn: Connection, items: Sequence[str] | None, prefix: str | None = None
            ) -> dict[str, str]:
    """The digest the ledger last recorded for each item (of `items`, or whose name starts
    with `prefix`)."""
    newest = select(func.max(LEDGER.c.seq))
    if items is not None:
        if not items:
            return {}
        newest = newest.where(LEDGER.c.item.in_(list(items)))
    elif prefix is not None:
        newest = newest.where(LEDGER.c.item.startswith(prefix, autoescape=True))
    newest = newest.group_by(LEDGER.c.item)
    return {item: d for item, d in conn.execute(
        select(LEDGER.c.item, LEDGER.c.digest).where(LEDGER.c.seq.in_(newest)))}


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z")


def append(conn: Connection, entries: Sequence[tuple[str, str, str]], *, counter: int,
           station: str = "", person: str = "", at: str | None = None) -> None:
    """Add links (item, label, digest) after the chain's head."""
    if not entries:
        return
    last = conn.execute(select(LEDGER.c.seq, LEDGER.c.hash)
                        .order_by(LEDGER.c.seq.desc()).limit(1)).first()
    head = (int(last[0]), str(last[1])) if last is not None else (0, "")
    conn.execute(insert(LEDGER), link_rows(entries, head, counter=counter, station=station,
                                           person=person, at=at or _now()))


def link_rows(entries: Sequence[tuple[str, str, str]], head: tuple[int, str], *, counter: int,
              station: str, person: str, at: str) -> list[dict[str, Any]]:
    """The ledger rows of links (item, label, digest) after the link `head` (its seq and
    hash; (0, "") for an empty ledger), each chained to the one before."""
    seq, prev = head
    rows = []
    for item, name, dig in entries:
        seq += 1
        h = link_hash(prev, seq, at, counter, station, person, item, name, dig)
        rows.append({"seq": seq, "at": at, "counter": counter, "station": station,
                     "person": person, "item": item, "label": name, "digest": dig,
                     "prev": prev, "hash": h})
        prev = h
    return rows


def _counter(conn: Connection) -> int:
    c = table("change_counter", column("id"), column("value"))
    value = conn.execute(select(c.c.value).where(c.c.id == 1)).scalar()
    return int(value or 0)


def pending(conn: Connection, touched: Mapping[str, Iterable[Any]]
            ) -> list[tuple[str, str, str]]:
    """The links (item, label, digest) for the fact rows a change wrote (`touched`: table ->
    ids) whose content differs from what the ledger last recorded."""
    entries: list[tuple[str, str, str]] = []
    places = _Places(conn)
    for fact, source in SOURCE.items():
        keys = sorted(set(touched.get(source, ())), key=lambda k: (str(type(k)), k))
        if not keys:
            continue
        rows = _rows(conn, fact, keys)
        items = [item_of(fact, k) for k in keys]
        latest = _latest(conn, items)
        for key, item in zip(keys, items, strict=True):
            row = rows.get(key)
            dig = fact_digest(fact, row) if row is not None else ""
            if latest.get(item, "") == dig:
                continue
            entries.append((item, label(fact, row, places) if row is not None else
                            _gone_label(conn, item), dig))
    return entries


def new_log_entry(row: Sequence[Any], round_number: int, table_number: int
                  ) -> tuple[str, str, str]:
    """The link of a hand-log entry just added (its `FACTS["hand_log"]` values, as stored):
    a new row, so nothing is read back."""
    values = dict(zip(FACTS["hand_log"], row, strict=True))
    return (item_of("hand_log", values["id"]),
            _log_label(f"round {round_number}, table {table_number}", values),
            fact_digest("hand_log", row))


def _log_label(at: str, v: Mapping[str, Any]) -> str:
    return f"hand log of {at}, entry {v['seq']} ({v['kind']})"


def seal(conn: Connection, touched: Mapping[str, Iterable[Any]], *, change: int | None,
         station: str = "", person: str = "") -> None:
    """After a change's writes, in its transaction: a link for every fact row it wrote
    (`pending`), and one for the change itself (`change`: its number of the change counter;
    None: a write outside the change counter, e.g. on a backup's copy)."""
    entries = pending(conn, touched)
    counter = change if change is not None else _counter(conn)
    if change is not None:
        entries.append((CHANGE, f"change {change}", digest([change])))
    append(conn, entries, counter=counter, station=station, person=person)


def _gone_label(conn: Connection, item: str) -> str:
    row = conn.execute(select(LEDGER.c.label).where(LEDGER.c.item == item)
                       .order_by(LEDGER.c.seq.desc()).limit(1)).first()
    return str(row[0]) if row is not None else item


def seal_all(conn: Connection, start: str, *, station: str = "", person: str = "") -> None:
    """Start the ledger: a first link saying how (`start`), then one for every fact row as
    it is now (a new tournament, or a file upgraded from a version without a ledger)."""
    places = _Places(conn, every=True)
    counter = _counter(conn)
    entries: list[tuple[str, str, str]] = [(START, start, "")]
    for fact in FACTS:
        for key, row in sorted(_rows(conn, fact).items(), key=lambda kv: kv[0]):
            entries.append((item_of(fact, key), label(fact, row, places),
                            fact_digest(fact, row)))
    append(conn, entries, counter=counter, station=station, person=person)


# -- checking ---------------------------------------------------------------------------------

def verify(conn: Connection, *, secrets: bool = True) -> ChainReport:
    """Check the chain's hashes link by link, its end against the change counter, and every
    fact row against the digest the ledger last recorded for it. `secrets=False` leaves the
    password out (a connection that may not read it)."""
    problems: list[ChainProblem] = []
    chain = links(conn)
    if not chain:
        return ChainReport(None, (ChainProblem(
            IssueCode.LEDGER_BROKEN, "", "the ledger",
            "the ledger is empty: its links were removed behind the app's back"),))
    prev = ""
    latest: dict[str, Link] = {}
    for expected, link in enumerate(chain, start=1):
        if link.seq != expected:
            problems.append(ChainProblem(
                IssueCode.LEDGER_BROKEN, link.item, link.label,
                f"ledger links {expected}..{link.seq - 1} are missing (removed behind the "
                f"app's back)"))
        computed = link_hash(link.prev, link.seq, link.at, link.counter, link.station,
                             link.person, link.item, link.label, link.digest)
        if link.prev != prev or computed != link.hash:
            problems.append(ChainProblem(
                IssueCode.LEDGER_BROKEN, link.item, link.label,
                f"ledger link {link.seq} ({link.label}) does not match the chain: the "
                f"ledger was edited behind the app's back"))
        prev = link.hash
        latest[link.item] = link
    first, last = chain[0], chain[-1]
    counter = _counter(conn)
    if counter != last.counter:
        problems.append(ChainProblem(
            IssueCode.LEDGER_BEHIND, CHANGE, f"change {counter}",
            f"the ledger ends at change {last.counter} but the tournament is at change "
            f"{counter}: changes were made behind the app's back or ledger links removed"))
    places = _Places(conn, every=True)
    checked = 0
    skipped: list[str] = []
    for fact in FACTS:
        if fact == "password" and not secrets:
            # (Asked before reading: on PostgreSQL a refused read ends the transaction.)
            skipped.append(fact)
            continue
        rows = _rows(conn, fact)
        prefix = f"{fact}:"
        recorded: dict[str, Link | None] = {
            item: link for item, link in latest.items() if item.startswith(prefix)}
        for key, row in sorted(rows.items(), key=lambda kv: kv[0]):
            checked += 1
            item = item_of(fact, key)
            known = recorded.pop(item, None)
            name = label(fact, row, places)
            if known is None or known.digest == "":
                problems.append(ChainProblem(
                    IssueCode.FACT_ADDED, item, name,
                    f"{name}: added behind the app's back (the ledger has no record of it)"))
            elif known.digest != fact_digest(fact, row):
                problems.append(ChainProblem(
                    IssueCode.FACT_CHANGED, item, name,
                    f"{name}: changed behind the app's back (it no longer matches the "
                    f"ledger's record of {minute(known.at)} UTC)"))
        gone = [link for link in recorded.values() if link is not None]
        for link in sorted(gone, key=lambda found: found.seq):
            if link.digest != "":
                problems.append(ChainProblem(
                    IssueCode.FACT_REMOVED, link.item, link.label,
                    f"{link.label}: removed behind the app's back (the ledger recorded it "
                    f"on {minute(link.at)} UTC)"))
    return ChainReport(Head(last.seq, last.hash, last.counter, first.at, first.label),
                       tuple(problems), checked, tuple(skipped))


__all__ = ["FACTS", "TRACKED", "ChainProblem", "ChainReport", "Head", "Link", "append",
           "digest", "find", "head", "link_rows", "links", "new_log_entry", "pending", "seal",
           "seal_all", "verify"]


# -- sessions ---------------------------------------------------------------------------------

class Tracker:
    """The fact rows one session writes, collected as it flushes (SQLAlchemy's
    `after_flush`: what was new, changed or deleted); a bulk UPDATE or DELETE of a fact table
    would escape it and is refused as a programming error."""

    def __init__(self, session: Any):
        from sqlalchemy import event

        self.touched: dict[str, set[Any]] = {}
        self._session = session
        event.listen(session, "after_flush", self._flushed)
        event.listen(session, "do_orm_execute", self._executing)

    def _flushed(self, session: Any, _context: Any) -> None:
        for obj in (*session.new, *session.dirty, *session.deleted):
            name = getattr(obj, "__tablename__", None)
            if name in TRACKED:
                self.touched.setdefault(name, set()).add(obj.id)

    def _executing(self, state: Any) -> None:
        if state.is_update or state.is_delete:
            name = getattr(getattr(state.statement, "table", None), "name", None)
            if name in SINGLE_ROW:
                # (The settings are updated by statement, so that the password column is
                # never read where it need not be: their one row is what it wrote.)
                self.touched.setdefault(name, set()).add(1)
            elif name in TRACKED:
                raise RuntimeError(f"a bulk write to '{name}' would escape the ledger: "
                                   f"change its rows one by one")

    def facts(self) -> list[tuple[str, str, str]]:
        """The links for what the session wrote so far (flushed first); forgotten here, so
        they are appended once (`storage.changes.close_change`)."""
        s = self._session
        s.flush()
        entries = pending(s.connection(), self.touched)
        self.touched = {}
        return entries

    def seal(self, *, change: int | None = None, station: str = "", person: str = "") -> None:
        """Append the links of what the session wrote and no change has sealed yet (before it
        commits); `change`, `station`, `person` as for `seal`."""
        s = self._session
        s.flush()
        if self.touched or change is not None:
            seal(s.connection(), self.touched, change=change, station=station, person=person)
        self.touched = {}
