"""The order of changes: who makes one (`Commit`), what another station's change says
(`ChangeLine`), and reading the change counter and the recent changes. The end of every
change's transaction is the writer's (`storage.closing`).

Several stations write to one tournament on a server: each change takes the next number of
the change counter, and is checked against the other stations' changes since the one it
builds on (`Commit.seen`); how a change ends is `storage.closing`'s, and on a server the
stations' own changes are ended by the server's functions (`storage.functions`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from tournament.storage.sql import Db

# A change as `changes` keeps it: (counter, at, station, person, what JSON).
ChangeLine = tuple[int, str, str, str, str]
# How many recent changes are kept (a station further behind reloads everything).
KEEP_CHANGES = 500


def as_db(s: Any) -> Db:
    """A `Db` of a session (`Store.reading`, `Store.transaction`), a connection or a `Db`."""
    if isinstance(s, Db):
        return s
    db = getattr(s, "db", None)
    if isinstance(db, Db):
        return db
    conn = s.connection() if hasattr(s, "connection") and callable(s.connection) else s
    return Db.of(conn)


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
    # The digest of the change as it was asked for (`entry_digest`): kept with `entry_id`,
    # so the same id sent with another change is refused (`EntryIdReused`), not taken for a
    # retry. None: nothing to compare (a change from before schema version 11).
    intent: str | None = None
    # The organiser's key (`storage.signing`): the change is signed with it. Never shown.
    key: bytes | None = field(default=None, repr=False)


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
    session, a connection or a `Db`."""
    value = as_db(s).scalar("SELECT value FROM change_counter WHERE id = 1")
    return int(value or 0)


def changes_since(s: Any, seen: int, before: int | None = None) -> list[ChangeLine] | None:
    """The changes after number `seen` (and before `before`), oldest first; None when some
    of them are no longer kept (reload everything)."""
    sql = "SELECT counter, at, station, person, what FROM changes WHERE counter > ?"
    params: list[Any] = [seen]
    if before is not None:
        sql += " AND counter < ?"
        params.append(before)
    rows = [line(r) for r in as_db(s).rows(sql + " ORDER BY counter", params)]
    if not rows or rows[0][0] != seen + 1:
        return None
    return rows


def line(row: Any) -> ChangeLine:
    return (int(row[0]), str(row[1]), str(row[2] or ""), str(row[3] or ""), str(row[4]))


def entry_applied(s: Any, entry_id: str) -> bool:
    """Has a change with this id been applied (schema version 8: `applied_entries`)? False
    where this database user may not read them (the live page's reader role): it may write
    nothing either, and its change is refused as it is written."""
    return applied_digest(s, entry_id) is not None


def applied_digest(s: Any, entry_id: str) -> str | None:
    """The digest stored with an entry id applied ("" when none was stored), or None: not
    applied."""
    db = as_db(s)
    if not db.may("SELECT", "applied_entries"):
        return None
    found = db.first("SELECT digest FROM applied_entries WHERE entry_id = ?", (entry_id,))
    return None if found is None else str(found[0] or "")


def already(entry_id: str, stored: str, intent: str | None) -> Exception:
    """What a change whose id was applied already raises: `AlreadySaved` (the same change,
    or one that cannot be told apart), else `EntryIdReused`."""
    from tournament.errors import AlreadySaved, EntryIdReused

    if intent and stored and intent != stored:
        return EntryIdReused(entry_id)
    return AlreadySaved(entry_id)


def entry_digest(what: Any) -> str:
    """The digest of a change as asked for: what a caller sends with an entry id (a
    command's options, a phone's hand), as canonical JSON."""
    import hashlib
    import json

    text = json.dumps(what, sort_keys=True, ensure_ascii=False, separators=(",", ":"),
                      default=str)
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()


def log_entry_with_id(s: Any, entry_id: str) -> tuple[int, int] | None:
    """(table id, seq) of the log entry a station wrote with this id, if any."""
    row = as_db(s).first("SELECT table_id, seq FROM hand_log WHERE entry_id = ?", (entry_id,))
    return None if row is None else (int(row[0]), int(row[1]))


class InDoubt(Exception):
    """The connection was lost while a change's COMMIT was on its way (`closing.finish` with
    `commit_now`): it may or may not be saved. `error`: the driver's error as SQLAlchemy
    raises it."""

    def __init__(self, error: Exception):
        super().__init__(str(error))
        self.error = error


__all__ = ["KEEP_CHANGES", "ChangeLine", "Commit", "Conflict", "InDoubt", "already",
           "applied_digest", "change_counter", "changes_since", "entry_applied", "entry_digest",
           "line", "log_entry_with_id"]
