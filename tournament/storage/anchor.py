"""What changed since a head printed or saved earlier (`check --head`): the ledger against an
anchor, fact by fact.

An anchor is a head of the ledger that left the tournament: a fingerprint on printed
standings, a whole hash (a JSON export carries one), or a whole tournament file (a round
backup, a copy). The chain must still hold it: the current ledger has the anchor's links as
they were, and only grew after them (a backup's last change, the approval it was made for,
may have been written again in the tournament with its own moment: it is then compared fact
by fact). What changed since is listed, with where and when; and a fact of a table that was
locked (its round approved) at the anchor may have changed since only after an unlock the
organiser signed (`storage.signing`): anything else is a problem, found even when the whole
ledger was re-chained consistently after the anchor.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from tournament.issue_codes import IssueCode
from tournament.storage import chain
from tournament.storage.chain import Link
from tournament.storage.digests import CHANGE, FACTS, fact_digest
from tournament.storage.signing import SIGNATURE, Keys
from tournament.storage.sql import Db


@dataclass(frozen=True, slots=True)
class Since:
    """The tournament against an anchor."""

    held: Link | None  # the anchor's link as the ledger holds it (None: rewritten)
    changed: tuple[tuple[str, str], ...] = ()  # (item, what people read) of each change since
    problems: tuple[tuple[IssueCode, str], ...] = ()
    unverified: int = 0  # unlocks whose signature could not be checked (no password)
    notes: tuple[str, ...] = field(default=())


def against_head(db: Db, prefix: str, keys: Keys | None) -> Since:
    """Since the link whose hash starts with `prefix` (None `held`: no longer held)."""
    held = chain.find(db, prefix)
    if held is None:
        return Since(None)
    return _since(chain.links(db), held.seq, keys, _rows(db), None)


def against_file(db: Db, saved: Db, keys: Keys | None) -> Since:
    """Since a whole tournament file (`saved`: a round backup, a copy) of this one."""
    mine, theirs = chain.links(db), chain.links(saved)
    if not theirs:
        return Since(None)
    common = 0
    for a, b in zip(mine, theirs, strict=False):
        if a.seq != b.seq or a.hash != b.hash:
            break
        common = a.seq
    if common < theirs[-1].seq:
        # Only the saved file's last change may differ (written again in the tournament).
        last = theirs[-1].counter
        if any(link.counter != last for link in theirs[common:]) or common == 0:
            return Since(None)
    rows = _rows(db)
    return _since(mine, common, keys, rows, _rows(saved))


def _rows(db: Db) -> dict[str, dict[Any, tuple[Any, ...]]]:
    return {fact: chain._rows(db, fact) for fact in FACTS
            if fact != "password" or db.may("SELECT", "settings", "password")}


def _since(links: Sequence[Link], at: int, keys: Keys | None,
           rows: Mapping[str, Mapping[Any, tuple[Any, ...]]],
           saved: Mapping[str, Mapping[Any, tuple[Any, ...]]] | None) -> Since:
    """The links after seq `at` against the facts then. `saved`: the anchor's own facts (a
    file), else they are known from the chain alone."""
    anchor = next(link for link in links if link.seq == max(at, 1))
    tables = {**(saved or {}).get("tables", {}), **rows.get("tables", {})}
    locked_digest = {k: fact_digest("tables", (*r[:3], 1)) for k, r in tables.items()}
    locked: dict[int, bool] = {}
    for link in links[:at]:
        if link.item.startswith("tables:"):
            key = _key(link.item)
            if key in locked_digest:
                locked[int(key)] = link.digest == locked_digest[key]
    if saved is not None:  # the file says itself what was locked
        locked.update({int(k): bool(r[3]) for k, r in saved.get("tables", {}).items()})
    table_of = {**_tables_of(saved or {}), **_tables_of(rows)}
    problems: list[tuple[IssueCode, str]] = []
    changed: list[tuple[str, str]] = []
    unverified = 0
    groups = _groups(links[at:])
    for group, sig in groups:
        signed = sig is not None and (keys is None or keys.verifies(int(sig.counter), sig.prev,
                                                                     sig.digest))
        if sig is not None and keys is None:
            unverified += 1
        for link in group:
            if link.item in (CHANGE, SIGNATURE) or ":" not in link.item:
                continue
            changed.append((link.item, f"{link.label}: at change {link.counter} "
                                       f"({_who(link)})"))
            table = table_of.get(link.item)
            if link.item.startswith("tables:"):
                key = int(_key(link.item))
                was = locked.get(key, False)
                now = link.digest == locked_digest.get(key)
                if was and not now and not signed:
                    problems.append((IssueCode.UNSIGNED_FACT, (
                        f"{link.label}: unlocked at change {link.counter} ({_who(link)}) "
                        f"without an unlock signed by the organiser, after {anchor_name(anchor)}")))
                locked[key] = now
                continue
            if table is not None and locked.get(table) and not signed:
                problems.append((IssueCode.FACT_CHANGED, (
                    f"{link.label}: changed at change {link.counter} ({_who(link)}), on a table "
                    f"locked (approved) at {anchor_name(anchor)}, with no organiser-signed "
                    f"unlock")))
    if saved is not None:
        problems += _differences(saved, links, at, table_of, locked)
    return Since(anchor if at else None, tuple(changed), tuple(problems), unverified)


def _differences(saved: Mapping[str, Mapping[Any, tuple[Any, ...]]], links: Sequence[Link],
                 at: int, table_of: Mapping[str, int], locked: Mapping[int, bool]
                 ) -> list[tuple[IssueCode, str]]:
    """A saved file's facts of locked tables that the tournament's ledger no longer records
    as they were, with no change after the anchor to say so (rewritten in place)."""
    latest: dict[str, Link] = {}
    for link in links:
        latest[link.item] = link
    out: list[tuple[IssueCode, str]] = []
    for fact, found in saved.items():
        for key, row in found.items():
            item = f"{fact}:{key}"
            table = int(key) if fact == "tables" else table_of.get(item)
            if table is None or not locked.get(table, False):
                continue
            now = latest.get(item)
            if now is None or (now.digest != fact_digest(fact, row) and now.seq <= at):
                out.append((IssueCode.FACT_CHANGED, (
                    f"{now.label if now else item}: not as the saved file has it, and no change "
                    f"since says so (rewritten behind the app's back)")))
    return out


def _groups(links: Sequence[Link]) -> list[tuple[list[Link], Link | None]]:
    """The links as changes: each with its signature link (None: unsigned)."""
    out: list[tuple[list[Link], Link | None]] = []
    group: list[Link] = []
    for link in links:
        if link.item == SIGNATURE:
            out.append((group, link))
            group = []
            continue
        if group and group[-1].item == CHANGE:
            out.append((group, None))
            group = []
        group.append(link)
    if group:
        out.append((group, None))
    return out


def _tables_of(rows: Mapping[str, Mapping[Any, tuple[Any, ...]]]) -> dict[str, int]:
    """The table of each hand-log entry, seat and table result (item -> table id)."""
    out: dict[str, int] = {}
    for key, row in rows.get("hand_log", {}).items():
        out[f"hand_log:{key}"] = int(row[1])
    for key, row in rows.get("seats", {}).items():
        out[f"seats:{key}"] = int(row[1])
    for key in rows.get("table_states", {}):
        out[f"table_states:{key}"] = int(key)
    return out


def anchor_name(link: Link) -> str:
    return f"the head of change {link.counter} ({str(link.at)[:16].replace('T', ' ')} UTC)"


def _who(link: Link) -> str:
    where = f"station '{link.station}'" if link.station else "no station"
    if link.person:
        where += f" ({link.person})"
    return f"{where}, {str(link.at)[:16].replace('T', ' ')} UTC"


def _key(item: str) -> Any:
    text = item.split(":", 1)[1]
    return int(text) if text.isascii() and text.isdecimal() else text


__all__ = ["Since", "against_file", "against_head", "anchor_name"]
