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
from typing import Any, NamedTuple

from tournament.issue_codes import IssueCode
from tournament.storage import signing, values
from tournament.storage.digests import (
    ADDED,
    CHANGE,
    FACTS,
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
from tournament.storage.signing import Audit, Keys, audit
from tournament.storage.sql import Db, marks

LINK_COLUMNS = ("seq", "at", "counter", "station", "person", "item", "label", "digest",
                "prev", "hash")
_LINKS = ", ".join(LINK_COLUMNS)
SHORT = 12  # hex digits of the head's hash in a fingerprint


class Link(NamedTuple):
    """One ledger row. (A named tuple: a check reads every link, and a frozen dataclass
    took longer to build than the rows took to read.)"""

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
    variant: str = ""  # (a signature's finding: `signing.Finding.variant`)

    @classmethod
    def of(cls, found: signing.Finding) -> ChainProblem:
        return cls(found.code, found.item, found.label, found.message, found.variant)


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
    signatures: Audit = field(default_factory=Audit)  # the organiser's (storage.signing)


# -- reading facts ----------------------------------------------------------------------------

def as_db(conn: Any) -> Db:
    """`conn` as a `Db`: a `Db` already, or an SQLAlchemy connection (a migration's, a
    test's)."""
    return conn if isinstance(conn, Db) else Db.of(conn)


def _rows(db: Db, fact: str, keys: Iterable[Any] | None = None) -> dict[Any, tuple[Any, ...]]:
    """The fact's rows, by key (its first column: all of them, or those of `keys`)."""
    columns = FACTS[fact]
    missing = _not_yet(db, fact)
    shown = ", ".join("NULL" if c in missing else c for c in columns)
    sql = f"SELECT {shown} FROM {SOURCE[fact]}"
    params: list[Any] = []
    if keys is not None:
        params = list(keys)
        if not params:
            return {}
        sql += f" WHERE {columns[0]} IN ({marks(len(params))})"
    out = {}
    for row in db.rows(sql, params):
        values = list(row)
        for i, c in enumerate(columns):
            if c in missing:
                values[i] = missing[c]
        # `digest` writes booleans as 0/1: SQLite gives them as 0/1, PostgreSQL as bool.
        out[values[0]] = tuple(values)
    return out


def _not_yet(db: Db, fact: str) -> dict[str, Any]:
    """The fact's added columns (`ADDED`) that its table does not have yet, with the value
    they stand for: a revision before the one that adds them seals the ledger (0007) while
    they are missing."""
    added = ADDED.get(fact, ())
    if not added:
        return {}
    present = db.columns(SOURCE[fact])
    return {name: before for name, before in added if name not in present}


class _Places:
    """Round and table numbers of table ids, read when a label needs them: all at once for a
    check of every fact (`every`), one by one for the few rows a change wrote."""

    def __init__(self, db: Db, every: bool = False):
        self._db = db
        self._every = every
        self._tables: dict[int, tuple[int, int] | None] = {}
        self._rounds: dict[int, int | None] = {}
        self._players: dict[int, str] = {}
        self._read = False

    def _read_all(self) -> None:
        if self._every and not self._read:
            self._read = True
            self._tables.update({int(i): (int(rn), int(tn)) for i, tn, rn in self._db.rows(
                "SELECT t.id, t.number, r.number FROM tables t JOIN rounds r "
                "ON r.id = t.round_id")})
            self._rounds.update({int(i): int(n) for i, n in self._db.rows(
                "SELECT id, number FROM rounds")})

    def table(self, table_id: Any) -> tuple[int, int] | None:
        if table_id is None:
            return None
        self._read_all()
        key = int(table_id)
        if key not in self._tables and not self._every:
            found = self._db.first("SELECT r.number, t.number FROM tables t JOIN rounds r "
                                   "ON r.id = t.round_id WHERE t.id = ?", (key,))
            self._tables[key] = (int(found[0]), int(found[1])) if found else None
        return self._tables.get(key)

    def player(self, player_id: Any) -> str:
        """"player 7 (Anna Berg)", as a penalty's label names its player."""
        if player_id is None:
            return "no player"
        key = int(player_id)
        if key not in self._players:
            found = self._db.scalar("SELECT name FROM players WHERE id = ?", (key,))
            self._players[key] = f"player {key}" + (f" ({found})" if found else "")
        return self._players[key]

    def round(self, round_id: Any) -> int | None:
        if round_id is None:
            return None
        self._read_all()
        key = int(round_id)
        if key not in self._rounds and not self._every:
            found = self._db.scalar("SELECT number FROM rounds WHERE id = ?", (key,))
            self._rounds[key] = int(found) if found is not None else None
        return self._rounds.get(key)


# -- the ledger -------------------------------------------------------------------------------

def links(conn: Any) -> list[Link]:
    # (The columns of the ledger are Link's fields, in order.)
    return [Link(*row) for row in as_db(conn).rows(f"SELECT {_LINKS} FROM ledger ORDER BY seq")]


def head(conn: Any) -> Head | None:
    """The chain's last link (None: no ledger yet)."""
    db = as_db(conn)
    last = db.first(f"SELECT {_LINKS} FROM ledger ORDER BY seq DESC LIMIT 1")
    if last is None:
        return None
    first = db.first(f"SELECT {_LINKS} FROM ledger ORDER BY seq LIMIT 1")
    assert first is not None
    a, b = Link(*last), Link(*first)
    return Head(int(a.seq), a.hash, int(a.counter), b.at, b.label)


def find(conn: Any, prefix: str) -> Link | None:
    """The link whose hash starts with `prefix` (a head printed or saved earlier: its
    fingerprint or its whole hash), or None: the ledger no longer holds it."""
    text = prefix.lower()
    found = as_db(conn).first(f"SELECT {_LINKS} FROM ledger WHERE substr(hash, 1, ?) = ? "
                              f"ORDER BY seq LIMIT 1", (len(text), text))
    return Link(*found) if found is not None else None


def _latest(db: Db, items: Sequence[str]) -> dict[str, str]:
    """The digest the ledger last recorded for each of `items`."""
    if not items:
        return {}
    return {str(item): str(d) for item, d in db.rows(
        f"SELECT item, digest FROM ledger WHERE seq IN (SELECT MAX(seq) FROM ledger "
        f"WHERE item IN ({marks(len(items))}) GROUP BY item)", list(items))}


def ledger_head(db: Db) -> tuple[int, str]:
    """(seq, hash) of the last link; (0, "") for an empty ledger."""
    last = db.first("SELECT seq, hash FROM ledger ORDER BY seq DESC LIMIT 1")
    return (int(last[0]), str(last[1])) if last is not None else (0, "")


def append(conn: Any, entries: Sequence[tuple[str, str, str]], *, counter: int,
           station: str = "", person: str = "", at: str | None = None) -> None:
    """Add links (item, label, digest) after the chain's head."""
    if not entries:
        return
    db = as_db(conn)
    write_links(db, link_rows(entries, ledger_head(db), counter=counter, station=station,
                              person=person, at=at or values.now()))


def write_links(db: Db, rows: Sequence[dict[str, Any]]) -> None:
    db.many(f"INSERT INTO ledger ({_LINKS}) VALUES ({marks(len(LINK_COLUMNS))})",
            [[r[c] for c in LINK_COLUMNS] for r in rows])


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


def counter_value(db: Db) -> int:
    value = db.scalar("SELECT value FROM change_counter WHERE id = 1")
    return int(value or 0)


def pending(conn: Any, touched: Mapping[str, Iterable[Any]]) -> list[tuple[str, str, str]]:
    """The links (item, label, digest) for the fact rows a change wrote (`touched`: table ->
    ids) whose content differs from what the ledger last recorded."""
    db = as_db(conn)
    entries: list[tuple[str, str, str]] = []
    places = _Places(db)
    for fact, source in SOURCE.items():
        keys = sorted(set(touched.get(source, ())), key=lambda k: (str(type(k)), k))
        if not keys:
            continue
        rows = _rows(db, fact, keys)
        items = [item_of(fact, k) for k in keys]
        latest = _latest(db, items)
        for key, item in zip(keys, items, strict=True):
            row = rows.get(key)
            dig = fact_digest(fact, row) if row is not None else ""
            if latest.get(item, "") == dig:
                continue
            entries.append((item, label(fact, row, places) if row is not None else
                            _gone_label(db, item), dig))
    return entries


def new_log_entry(row: Sequence[Any], round_number: int, table_number: int
                  ) -> tuple[str, str, str]:
    """The link of a hand-log entry just added (its `FACTS["hand_log"]` values, as stored):
    a new row, so nothing is read back."""
    values = dict(zip(FACTS["hand_log"], row, strict=True))
    return (item_of("hand_log", values["id"]),
            _log_label(f"round {round_number}, table {table_number}", values),
            fact_digest("hand_log", row))


def new_summary(table_id: int, seq: int, summary: str, round_number: int, table_number: int
                ) -> tuple[str, str, str]:
    """The link of a table's summary just written (`summary`: its stored JSON text)."""
    return (item_of("table_states", table_id), f"result of round {round_number}, table "
            f"{table_number}", fact_digest("table_states", (table_id, seq, summary)))


def _log_label(at: str, v: Mapping[str, Any]) -> str:
    return f"hand log of {at}, entry {v['seq']} ({v['kind']})"


def seal(conn: Any, touched: Mapping[str, Iterable[Any]], *, change: int | None,
         station: str = "", person: str = "") -> None:
    """After a change's writes, in its transaction: a link for every fact row it wrote
    (`pending`), and one for the change itself (`change`: its number of the change counter;
    None: a write outside the change counter, e.g. on a backup's copy)."""
    db = as_db(conn)
    entries = pending(db, touched)
    counter = change if change is not None else counter_value(db)
    if change is not None:
        entries.append((CHANGE, f"change {change}", digest([change])))
    append(db, entries, counter=counter, station=station, person=person)


def _gone_label(db: Db, item: str) -> str:
    found = db.scalar("SELECT label FROM ledger WHERE item = ? ORDER BY seq DESC LIMIT 1",
                      (item,))
    return str(found) if found is not None else item


def seal_all(conn: Any, start: str, *, station: str = "", person: str = "") -> None:
    """Start the ledger: a first link saying how (`start`), then one for every fact row as
    it is now (a new tournament, or a file upgraded from a version without a ledger)."""
    db = as_db(conn)
    places = _Places(db, every=True)
    counter = counter_value(db)
    entries: list[tuple[str, str, str]] = [(START, start, "")]
    for fact in FACTS:
        for key, row in sorted(_rows(db, fact).items(), key=lambda kv: kv[0]):
            entries.append((item_of(fact, key), label(fact, row, places),
                            fact_digest(fact, row)))
    append(db, entries, counter=counter, station=station, person=person)


# -- checking ---------------------------------------------------------------------------------

def verify(conn: Any, *, secrets: bool = True, keys: Keys | None = None) -> ChainReport:
    """Check the chain's hashes link by link, its end against the change counter, every
    fact row against the digest the ledger last recorded for it, and the organiser's
    signatures (`storage.signing`: verified with `keys`, the organiser's, when given; counted
    as not verified otherwise). `secrets=False` leaves the password out (a connection that
    may not read it)."""
    db = as_db(conn)
    problems: list[ChainProblem] = []
    chain = links(db)
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
    counter = counter_value(db)
    if counter != last.counter:
        problems.append(ChainProblem(
            IssueCode.LEDGER_BEHIND, CHANGE, f"change {counter}",
            f"the ledger ends at change {last.counter} but the tournament is at change "
            f"{counter}: changes were made behind the app's back or ledger links removed"))
    places = _Places(db, every=True)
    checked = 0
    skipped: list[str] = []
    every: dict[str, dict[Any, tuple[Any, ...]]] = {}
    for fact in FACTS:
        if fact == "password" and not secrets:
            # (Asked before reading: on PostgreSQL a refused read ends the transaction.)
            skipped.append(fact)
            continue
        rows = every[fact] = _rows(db, fact)
        prefix = f"{fact}:"
        recorded: dict[str, Link | None] = {
            item: link for item, link in latest.items() if item.startswith(prefix)}
        for key, row in sorted(rows.items(), key=lambda kv: kv[0]):
            checked += 1
            item = item_of(fact, key)
            known = recorded.pop(item, None)
            if known is None or known.digest == "":
                name = label(fact, row, places)
                problems.append(ChainProblem(
                    IssueCode.FACT_ADDED, item, name,
                    f"{name}: added behind the app's back (the ledger has no record of it)"))
            elif known.digest != fact_digest(fact, row):
                # (Named only when wrong: a label may read the rows it names.)
                name = label(fact, row, places)
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
    signed = audit(chain, every, keys)
    problems += [ChainProblem.of(f) for f in signed.findings]
    return ChainReport(Head(last.seq, last.hash, last.counter, first.at, first.label),
                       tuple(problems), checked, tuple(skipped), signed)


# -- the quick check ----------------------------------------------------------------------------

# The facts every output rests on (standings, the EMA file, certificates): checked by
# `quick` against the ledger's last record of each, without folding a log.
RESULTS = ("settings", "players", "rounds", "tables", "seats", "penalties", "table_states",
           "final_stage")
# Up to this many links the whole chain is checked instead (it is cheap then).
QUICK_UP_TO = 20_000


def quick(conn: Any) -> list[ChainProblem]:
    """The quick check of what outputs are made from: every result fact (`RESULTS`: each
    table's stored result, the players, penalties, seating, locks, approvals, settings)
    against the digest the ledger last recorded for it, the ledger's end against the change
    counter, and the organiser's signatures where they must be (`_signed`); the whole chain
    (`verify`) when it is small. Empty: they agree."""
    db = as_db(conn)
    if not db.may("SELECT", "ledger"):
        return []  # (the live page's role: it may not read the ledger, nor check it)
    count = int(db.scalar("SELECT COUNT(*) FROM ledger") or 0)
    whole = all(db.may("SELECT", source) for source in TRACKED)
    if count == 0 and whole:
        return list(verify(db, secrets=db.may("SELECT", "settings", "password")).problems)
    if count <= QUICK_UP_TO and whole:
        return [p for p in verify(db, secrets=db.may("SELECT", "settings", "password")).problems
                if p.code not in (IssueCode.SIGNATURE_WRONG,)]
    problems: list[ChainProblem] = []
    last = db.first("SELECT counter FROM ledger ORDER BY seq DESC LIMIT 1")
    counter = counter_value(db)
    if last is not None and int(last[0]) != counter:
        problems.append(ChainProblem(
            IssueCode.LEDGER_BEHIND, CHANGE, f"change {counter}",
            f"the ledger ends at change {last[0]} but the tournament is at change {counter}"))
    places = _Places(db, every=True)
    organisers: list[tuple[int, str, str, tuple[Any, ...]]] = []  # the organiser's facts
    locked: dict[int, int] = {}  # table id -> the link that locked it, of the locked ones
    for fact in RESULTS:
        rows = _rows(db, fact)
        latest = {str(item): (str(d), int(seq)) for item, d, seq in db.rows(
            "SELECT item, digest, seq FROM ledger WHERE seq IN (SELECT MAX(seq) FROM ledger "
            "WHERE item >= ? AND item < ? GROUP BY item)", (f"{fact}:", f"{fact};"))}
        for key, row in rows.items():
            item = item_of(fact, key)
            dig, seq = latest.pop(item, ("", 0))
            if dig != fact_digest(fact, row):
                name = label(fact, row, places)
                problems.append(ChainProblem(IssueCode.FACT_CHANGED, item, name,
                                             f"{name}: not as the ledger records it"))
            elif fact in signing.ORGANISER_FACTS:
                organisers.append((seq, item, fact, row))
                if fact == "tables" and row[3]:
                    locked[int(key)] = seq
        for item, (dig, _) in latest.items():
            if dig:
                problems.append(ChainProblem(IssueCode.FACT_REMOVED, item, item,
                                             f"{item}: removed behind the app's back"))
    return problems + _signed(db, organisers, locked, places)


def _signed(db: Db, organisers: Sequence[tuple[int, str, str, tuple[Any, ...]]],
            locked: Mapping[int, int], places: _Places) -> list[ChainProblem]:
    """The organiser's signatures where the quick check can tell they must be, without the
    password (so by their presence): on the change that set the organiser password's record
    (`signing.record_link`), and those `signing.unsigned` finds from the latest links of the
    organiser's facts (`organisers`: seq, item, fact, row), the password's links and the hands
    written to a table since it was locked (`locked`: table id -> its lock's link)."""
    marks = db.rows(f"SELECT seq, item FROM ledger WHERE item IN "
                    f"({', '.join('?' * len(signing.Ends.MARKS))}) ORDER BY seq",
                    signing.Ends.MARKS)
    ends = signing.Ends(marks)
    starts = [int(seq) for seq, item in marks if item == signing.SIGNING]
    findings: list[signing.Finding] = []
    if db.may("SELECT", "settings", "password"):
        record = db.first("SELECT id, password FROM settings WHERE id = 1")
        found = None if record is None or record[1] is None else db.first(
            f"SELECT {_LINKS} FROM ledger WHERE item = 'password:1' AND digest = ? "
            f"ORDER BY seq DESC LIMIT 1", (fact_digest("password", tuple(record)),))
        if record is not None and found is not None:
            link = Link(*found)
            sig_seq = ends.signature(link.seq)
            signed = None if sig_seq is None else db.first(
                f"SELECT {_LINKS} FROM ledger WHERE seq = ?", (sig_seq,))
            sig = None if signed is None else Link(*signed)
            findings += signing.record_link(str(record[1]), link, sig,
                                            any(seq > link.seq for seq in starts), None)[0]
    if starts:
        since = min(locked.values(), default=None)
        hands: list[tuple[Any, ...]] = []  # (table id, then the link's seq, item, label...)
        if since is not None and db.may("SELECT", "hand_log"):
            tables = dict(db.rows("SELECT id, table_id FROM hand_log"))
            hands = [(int(tables[int(found[1][9:])]), *found) for found in db.rows(
                "SELECT seq, item, label, counter, station, at FROM ledger WHERE item >= "
                "'hand_log:' AND item < 'hand_log;' AND seq > ? AND digest <> ''", (since,))
                if found[1][9:].isdecimal() and int(found[1][9:]) in tables]
        named = {item: (fact, row) for _, item, fact, row in organisers}
        findings += signing.unsigned(
            ends, starts[0], db.rows("SELECT seq, digest, counter, station, at FROM ledger "
                                     "WHERE item = 'password:1' ORDER BY seq"),
            [(seq, item) for seq, item, _, _ in organisers], hands, locked,
            lambda item: label(*named[item], places))
    return [ChainProblem.of(f) for f in findings]


__all__ = ["FACTS", "LINK_COLUMNS", "TRACKED", "ChainProblem", "ChainReport", "Head", "Link",
           "append", "as_db", "digest", "find", "head", "link_rows", "links", "new_log_entry",
           "new_summary",
           "pending", "quick", "seal", "seal_all", "verify", "write_links"]
