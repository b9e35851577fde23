"""The command line's quick path into a tournament file: sqlite3 alone, one table read.

A command such as `record --totals` changes one table. Through `Store` and the service it pays
for SQLAlchemy, sqlmodel and Alembic (most of its start-up) and reads every table's result
at open. `QuickFile` opens the file with the same checks as `Store.open` for the plain case
and writes through sqlite3 exactly the rows the ordinary path writes: the log entry, the
table's summary, the change counter and its `changes` row, the entry id, and the ledger's
links (hashed with `storage.digests`, as `storage.chain` does).

It only takes a file in the plain state: a writable file of this version's format, nobody
else holding it, no write-ahead log to recover, no temporary files left by a crash, every
table's summary up to date, quick check passed. Anything else (and any database error before
the commit) means `None` or `NotQuick`, and the caller goes the ordinary way, which finds and
reports whatever is wrong in its own words: so the quick path never has messages of its own.
"""

from __future__ import annotations

import json
import os
import re
import sqlite3
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tournament.hand_log import LogEntry, LogKind, TableSummary
from tournament.names import NameStyle, display_name
from tournament.paths import backups_dir
from tournament.rules.ruleset import Ruleset
from tournament.storage.digests import (
    ADDED,
    CHANGE,
    FACTS,
    SOURCE,
    digest,
    fact_digest,
    item_of,
    label,
    link_hash,
)
from tournament.storage.errors import StoreError
from tournament.storage.lock import FileLock

if TYPE_CHECKING:
    # (Imported where the standings need them: `record --totals` does without them.)
    from tournament.players_io import Player
    from tournament.standings import Penalty, TieBreak

# The file format this path writes: `migrations.SCHEMA_VERSION` and its Alembic revision
# (not imported from there: that module brings Alembic and SQLAlchemy; a test checks that they
# agree, so a new revision sends every file the ordinary way until this is brought along).
SCHEMA_VERSION = 10
REVISION = "0010"
APPLICATION = "riichi-tournament"
APPLICATION_ID = 0x52544442  # engine.APPLICATION_ID
SQLITE_MAGIC = b"SQLite format 3\x00"
BUSY_TIMEOUT = 5.0  # engine.BUSY_TIMEOUT
KEEP_CHANGES = 500  # repo.KEEP_CHANGES


class NotQuick(Exception):
    """The change is not for the quick path after all; nothing was written."""


def now() -> str:
    """A moment as stored (`repo.now`): ISO 8601, UTC, milliseconds, "Z"."""
    return datetime.now(UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z")


def dumps(value: Any) -> str:
    """JSON as the repository writes it (`repo.dumps`)."""
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def _plain_file(path: Path) -> bool:
    """A riichi-tournament file that can be written, with nothing to recover or clean."""
    try:
        if not path.is_file():
            return False
        with path.open("rb") as handle:
            header = handle.read(100)
        if (len(header) < 100 or not header.startswith(SQLITE_MAGIC)
                or int.from_bytes(header[68:72], "big") != APPLICATION_ID):
            return False
        if not (os.access(path, os.W_OK) and os.access(path.parent, os.W_OK)):
            return False
        wal = path.with_name(path.name + "-wal")
        if wal.exists() and wal.stat().st_size > 0:
            return False  # a log left by a program that stopped: the open recovers it
        # Temporary files a crashed process may have left (`store.clean_leftovers` removes
        # them): any name that could be one sends the open the ordinary way.
        leftover = re.compile(re.escape(f".{path.name}.") + r".*|\..+\.\d+\.part")
        if any(leftover.fullmatch(name) for name in os.listdir(path.parent)
               if name.startswith(".")):
            return False
        folder = backups_dir(path)
        if folder.is_dir() and any(name.startswith(path.stem + ".") and ".part" in name
                                   for name in os.listdir(folder)):
            return False
    except OSError:
        return False
    return True


class _Places:
    """Round and table numbers as a ledger label needs them (`chain._Places`, one by one)."""

    def __init__(self, conn: sqlite3.Connection):
        self._conn = conn

    def table(self, table_id: Any) -> tuple[int, int] | None:
        if table_id is None:
            return None
        found = self._conn.execute(
            "SELECT r.number, t.number FROM tables t JOIN rounds r ON r.id = t.round_id "
            "WHERE t.id = ?", (int(table_id),)).fetchone()
        return (int(found[0]), int(found[1])) if found else None

    def round(self, round_id: Any) -> int | None:
        if round_id is None:
            return None
        found = self._conn.execute("SELECT number FROM rounds WHERE id = ?",
                                   (int(round_id),)).fetchone()
        return int(found[0]) if found else None

    def player(self, player_id: Any) -> str:
        if player_id is None:
            return "no player"
        found = self._conn.execute("SELECT name FROM players WHERE id = ?",
                                   (int(player_id),)).fetchone()
        return f"player {int(player_id)}" + (f" ({found[0]})" if found and found[0] else "")


class QuickFile:
    """One tournament file opened for the quick path: locked like `Store.open` locks it,
    read and written inside one `transaction()`."""

    def __init__(self, path: Path, conn: sqlite3.Connection, lock: FileLock):
        self.path = path
        self._conn = conn
        self._lock = lock
        self.checkpoint_failed: sqlite3.Error | None = None

    @classmethod
    def open(cls, where: Path | str) -> QuickFile | None:
        """The file, checked and locked; None when it is not in the plain state (see the
        module's docstring) or anything fails: the ordinary open will say why."""
        if "://" in str(where):
            return None
        path = Path(where).absolute()
        if not _plain_file(path):
            return None
        lock = FileLock(path)
        try:
            lock.acquire()
        except StoreError:
            return None  # held by another instance: the ordinary open names who
        conn: sqlite3.Connection | None = None
        try:
            conn = sqlite3.connect(path, timeout=BUSY_TIMEOUT, isolation_level=None)
            if conn.execute("PRAGMA quick_check(20)").fetchall() != [("ok",)]:
                raise NotQuick("damaged")
            meta = dict(conn.execute("SELECT key, value FROM meta").fetchall())
            revisions = conn.execute("SELECT version_num FROM alembic_version").fetchall()
            if (meta.get("application") != APPLICATION or meta.get("backup_of")
                    or str(meta.get("schema_version")) != str(SCHEMA_VERSION)
                    or revisions != [(REVISION,)]):
                raise NotQuick("not this version's plain file")
            # The pragmas of `engine.make_engine`.
            conn.execute("PRAGMA foreign_keys = ON")
            conn.execute("PRAGMA journal_mode = WAL")
            conn.execute("PRAGMA synchronous = FULL")
        except (sqlite3.Error, ValueError, NotQuick):
            if conn is not None:
                conn.close()
            lock.release()
            return None
        lock.announce()
        return cls(path, conn, lock)

    def wal_pending(self) -> bool:
        """Does the write-ahead log beside the file still hold changes?"""
        try:
            return self.path.with_name(self.path.name + "-wal").stat().st_size > 0
        except OSError:
            return False

    def close(self) -> None:
        self._conn.close()
        self._lock.release()

    def __enter__(self) -> QuickFile:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @contextmanager
    def transaction(self) -> Iterator[sqlite3.Connection]:
        """One write transaction, taken before anything is read (BEGIN IMMEDIATE): what is
        read inside cannot change before the commit. A database error before the COMMIT is
        rolled back and raised as `NotQuick` (the ordinary path tries, and reports); one
        during the COMMIT is what `engine.write_error` makes of it (e.g. `MaybeSaved`)."""
        conn = self._conn
        try:
            conn.execute("BEGIN IMMEDIATE")
        except sqlite3.Error as exc:
            raise NotQuick(str(exc)) from None
        try:
            yield conn
        except BaseException as exc:
            try:
                conn.execute("ROLLBACK")
            except sqlite3.Error:
                pass
            if isinstance(exc, sqlite3.Error):
                raise NotQuick(str(exc)) from None
            raise
        try:
            conn.execute("COMMIT")
        except sqlite3.Error as exc:
            from tournament.storage.engine import write_error

            problem = write_error(self.path, exc, committing=True)
            if problem is None:
                raise
            raise problem from None
        # As `Store._checkpoint`: the file alone holds the change.
        try:
            conn.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchall()
        except sqlite3.Error as exc:
            self.checkpoint_failed = exc

    @contextmanager
    def reading(self) -> Iterator[sqlite3.Connection]:
        """One read transaction (a consistent snapshot); a database error is `NotQuick`."""
        conn = self._conn
        try:
            conn.execute("BEGIN")
            try:
                yield conn
            finally:
                conn.execute("ROLLBACK")
        except sqlite3.Error as exc:
            raise NotQuick(str(exc)) from None

    # -- reading (inside a transaction) -----------------------------------------------------
    def stale_summaries(self) -> int:
        """How many tables' stored summaries do not match their logs (the ordinary open
        folds and stores those first)."""
        return int(self._conn.execute(
            "SELECT COUNT(*) FROM (SELECT h.table_id, MAX(h.seq) AS last FROM hand_log h "
            "GROUP BY h.table_id) l LEFT JOIN table_states s ON s.table_id = l.table_id "
            "WHERE s.seq IS NOT l.last").fetchone()[0])

    def rules(self) -> Ruleset:
        row = self._conn.execute("SELECT ruleset FROM settings WHERE id = 1").fetchone()
        if row is None:
            raise NotQuick("no settings")
        rules, issues = Ruleset.from_dict(json.loads(row[0]))
        if issues:
            raise NotQuick("ruleset")
        return rules

    def settings(self) -> tuple[str, Ruleset, tuple[TieBreak, ...], int]:
        """The tournament's name, ruleset, tie-breaks and number of rounds."""
        from tournament.standings import TieBreak

        row = self._conn.execute("SELECT name, tie_breaks, rounds FROM settings "
                                 "WHERE id = 1").fetchone()
        if row is None:
            raise NotQuick("no settings")
        return (str(row[0]), self.rules(), tuple(TieBreak(t) for t in json.loads(row[1])),
                int(row[2]))

    def has_final_stage(self) -> bool:
        return self._conn.execute("SELECT 1 FROM final_stage").fetchone() is not None

    def round_numbers(self) -> list[int]:
        return [int(n) for (n,) in self._conn.execute("SELECT number FROM rounds")]

    def players(self) -> list[Player]:
        """Every player (`repo.list_players`: in id order, the name style applied)."""
        from tournament.players_io import Player, PlayerStatus

        style_row = self._conn.execute("SELECT name_style FROM settings WHERE id = 1").fetchone()
        style = NameStyle(style_row[0]) if style_row and style_row[0] is not None \
            else NameStyle.AS_ENTERED
        return [Player(id=pid, name=display_name(first, last, name, style), ema_number=ema,
                       club=club, country=country, team=team, status=PlayerStatus(status),
                       first_name=first, last_name=last, ema_ranked=bool(ranked),
                       name_checked=bool(checked), entered_name=name, online_name=online or "")
                for pid, first, last, name, ema, club, country, team, status, ranked, checked,
                online in self._conn.execute(
                    "SELECT id, first_name, last_name, name, ema_number, club, country, team, "
                    "status, ema_ranked, name_checked, online_name FROM players ORDER BY id")]

    def penalties(self) -> list[Penalty]:
        """Every penalty (`repo.list_penalties`)."""
        from tournament.standings import Penalty, PenaltyKind

        return [Penalty(id=i, player_id=player, kind=PenaltyKind(kind), points=points,
                        reason=reason, referee=referee, round=round_number,
                        table=table_number, at=at, withdrawn_at=withdrawn_at,
                        withdrawn_by=withdrawn_by, withdrawn_reason=withdrawn_reason)
                for i, player, kind, points, reason, referee, round_number, table_number, at,
                withdrawn_at, withdrawn_by, withdrawn_reason in self._conn.execute(
                    "SELECT id, player_id, kind, points, reason, referee, round_number, "
                    "table_number, at, withdrawn_at, withdrawn_by, withdrawn_reason "
                    "FROM penalties ORDER BY id")]

    def tables(self) -> list[tuple[int, int, tuple[int, ...], TableSummary | None]]:
        """Every table: (round, table, players in seat order, its kept summary or None when
        it has none), in round and table order. A summary that cannot be read is NotQuick
        (the ordinary open folds that table again)."""
        seats: dict[int, list[int]] = {}
        for table_id, player_id in self._conn.execute(
                "SELECT table_id, player_id FROM seats ORDER BY table_id, seat"):
            seats.setdefault(table_id, []).append(int(player_id))
        out = []
        for table_id, round_number, number, text in self._conn.execute(
                "SELECT t.id, r.number, t.number, s.summary FROM tables t "
                "JOIN rounds r ON r.id = t.round_id LEFT JOIN table_states s "
                "ON s.table_id = t.id ORDER BY r.number, t.number"):
            summary = None
            if text is not None:
                try:
                    summary = TableSummary.from_json(json.loads(text))
                except (ValueError, KeyError, TypeError):
                    raise NotQuick("a summary that cannot be read") from None
            out.append((int(round_number), int(number), tuple(seats.get(table_id, ())),
                        summary))
        return out

    def table(self, round: int, table: int) -> tuple[int, bool, tuple[int, ...]] | None:
        """(id, locked, players in seat order) of a table, or None when there is none."""
        found = self._conn.execute(
            "SELECT t.id, t.locked FROM tables t JOIN rounds r ON r.id = t.round_id "
            "WHERE r.number = ? AND t.number = ?", (round, table)).fetchone()
        if found is None:
            return None
        seats = tuple(int(p) for (p,) in self._conn.execute(
            "SELECT player_id FROM seats WHERE table_id = ? ORDER BY seat", (found[0],)))
        return int(found[0]), bool(found[1]), seats

    def names(self, ids: Sequence[int]) -> list[str]:
        """The players' names as shown (`repo.list_players`: the name style applied)."""
        style_row = self._conn.execute("SELECT name_style FROM settings WHERE id = 1").fetchone()
        style = NameStyle(style_row[0]) if style_row and style_row[0] is not None \
            else NameStyle.AS_ENTERED
        rows = {int(i): (first, last, name) for i, first, last, name in self._conn.execute(
            f"SELECT id, first_name, last_name, name FROM players WHERE id IN "
            f"({','.join('?' * len(ids))})", tuple(ids))}
        return [display_name(*rows[i], style) for i in ids]

    def log(self, table_id: int) -> list[LogEntry]:
        """A table's log (`repo.log_entries`)."""
        kinds = {k.value: k for k in LogKind}
        return [LogEntry(t, seq, kinds[kind], target, payload, who, at, why)
                for t, seq, kind, target, payload, who, at, why in self._conn.execute(
                    "SELECT table_id, seq, kind, target, payload, who, at, why FROM hand_log "
                    "WHERE table_id = ? ORDER BY seq", (table_id,))]

    def entry_applied(self, entry_id: str) -> bool:
        return self._conn.execute("SELECT 1 FROM applied_entries WHERE entry_id = ?",
                                  (entry_id,)).fetchone() is not None

    def counter(self) -> int | None:
        """The change counter (None: a file without its row, which the ordinary path
        makes)."""
        row = self._conn.execute("SELECT value FROM change_counter WHERE id = 1").fetchone()
        return None if row is None else int(row[0])

    # -- writing (inside the transaction): what repo's functions write ----------------------
    def mark_entry_applied(self, entry_id: str, counter: int) -> None:
        self._conn.execute("INSERT INTO applied_entries (entry_id, counter, at) VALUES (?, ?, ?)",
                           (entry_id, counter, now()))

    def append_log(self, table_id: int, kind: LogKind, *, target: int | None = None,
                   payload: Any = None, who: str = "", why: str = "", station: str = "",
                   person: str = "", entry_id: str | None = None) -> tuple[int, LogEntry]:
        """`repo.append_log`: the row's id and the entry."""
        last = self._conn.execute("SELECT MAX(seq) FROM hand_log WHERE table_id = ?",
                                  (table_id,)).fetchone()[0]
        seq = int(last or 0) + 1
        at = now()
        text = None if payload is None else dumps(payload)
        cursor = self._conn.execute(
            "INSERT INTO hand_log (table_id, seq, kind, target, payload, who, at, why, station, "
            "person, entry_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (table_id, seq, kind.value, target, text, who, at, why, station, person, entry_id))
        assert cursor.lastrowid is not None
        return cursor.lastrowid, LogEntry(table_id, seq, kind, target, text, who, at, why)

    def write_summary(self, table_id: int, summary: TableSummary) -> None:
        self._conn.execute(
            "INSERT INTO table_states (table_id, seq, summary) VALUES (?, ?, ?) "
            "ON CONFLICT (table_id) DO UPDATE SET seq = excluded.seq, summary = excluded.summary",
            (table_id, summary.seq, dumps(summary.to_json())))

    def record_change(self, counter: int, what: str, station: str = "",
                      person: str = "") -> None:
        """`repo.record_change`: the counter moves and says what it touched."""
        conn = self._conn
        conn.execute("UPDATE change_counter SET value = ? WHERE id = 1", (counter,))
        conn.execute("INSERT INTO changes (counter, at, station, person, what) "
                     "VALUES (?, ?, ?, ?, ?)", (counter, now(), station, person, what))
        if counter % 50 == 0:
            conn.execute("DELETE FROM changes WHERE counter <= ?", (counter - KEEP_CHANGES,))

    def seal(self, touched: Mapping[str, Sequence[int]], *, change: int, station: str = "",
             person: str = "") -> None:
        """`chain.seal`: a ledger link for every fact row written whose content differs from
        what the ledger last recorded, and one for the change itself."""
        conn = self._conn
        places = _Places(conn)
        entries: list[tuple[str, str, str]] = []
        for fact, source in SOURCE.items():
            keys = sorted(set(touched.get(source, ())))
            if not keys:
                continue
            if fact in ADDED or source != fact:
                raise NotQuick(f"the quick path does not write {fact}")
            columns = FACTS[fact]
            marks = ",".join("?" * len(keys))
            rows = {row[0]: tuple(row) for row in conn.execute(
                f"SELECT {', '.join(columns)} FROM {source} WHERE id IN ({marks})", keys)}
            items = [item_of(fact, k) for k in keys]
            latest = dict(conn.execute(
                f"SELECT item, digest FROM ledger WHERE seq IN (SELECT MAX(seq) FROM ledger "
                f"WHERE item IN ({marks}) GROUP BY item)", items).fetchall())
            for key, item in zip(keys, items, strict=True):
                row = rows.get(key)
                if row is None:
                    raise NotQuick("a fact the quick path wrote is gone")
                dig = fact_digest(fact, row)
                if latest.get(item, "") != dig:
                    entries.append((item, label(fact, row, places), dig))
        entries.append((CHANGE, f"change {change}", digest([change])))
        last = conn.execute("SELECT seq, hash FROM ledger ORDER BY seq DESC LIMIT 1").fetchone()
        seq, prev = (int(last[0]), str(last[1])) if last is not None else (0, "")
        at = now()
        rows_out = []
        for item, name, dig in entries:
            seq += 1
            h = link_hash(prev, seq, at, change, station, person, item, name, dig)
            rows_out.append((seq, at, change, station, person, item, name, dig, prev, h))
            prev = h
        conn.executemany("INSERT INTO ledger (seq, at, counter, station, person, item, label, "
                         "digest, prev, hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", rows_out)


__all__ = ["NotQuick", "QuickFile", "REVISION", "SCHEMA_VERSION"]
