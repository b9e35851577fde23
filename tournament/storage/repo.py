"""Repository reads for the results: the settings, players, rounds and seating, the hand
log and each table's summary, penalties, the audit trail and the ledger; they return domain
values (never `*Row`s). What goes on around the results on the day is `storage.day`; every
write is the writer's (`storage.writer`), the order of changes `storage.changes`.

Plain SQL on the DB-API connection (`storage.sql.Db`), like the writer: the service reads in
its sessions (`Store.reading`, `Store.transaction`) and the command line's quick path on
sqlite3 alone, with the same functions. Each takes the caller's session, connection or `Db`:
the service decides what one transaction is (one round's seating, one approval...).
"""

from __future__ import annotations

import json
from typing import Any

from tournament.games.hand_log import LogEntry, LogKind, TableSummary
from tournament.organisation import (
    AuditEntry,
    PhoneEntry,
    RoundInfo,
    TableSeating,
    TournamentSettings,
)
from tournament.players.names import NameStyle, display_name
from tournament.players.roster import Player, PlayerStatus
from tournament.rules.ruleset import Ruleset
from tournament.standings.inputs import Penalty, PenaltyKind, TieBreak
from tournament.storage import chain, values
from tournament.storage.changes import as_db
from tournament.storage.signing import Keys


def now() -> str:
    """The moment as stored (what the service stamps approvals and finals with)."""
    return values.now()


# -- settings -------------------------------------------------------------------------------

# The settings' columns but the organiser password's hash: a station's and the live page's
# database roles may not read that column (storage.grants), so only `stored_password` does.
_SETTINGS_READ = ("name", "venue", "start_date", "end_date", "ruleset_preset",
                  "ruleset_overrides", "ruleset", "rounds", "tie_breaks", "round_minutes",
                  "created_at", "city", "host_country", "mers_weight", "short_name",
                  "name_style", "hide_from_round", "phone_entry")


def read_settings(s: Any) -> TournamentSettings:
    db = as_db(s)
    found = db.first(f"SELECT {', '.join(_SETTINGS_READ)} FROM settings WHERE id = 1")
    if found is None:
        raise LookupError("the file has no settings row")
    row = dict(zip(_SETTINGS_READ, found, strict=True))
    rules, issues = Ruleset.from_dict(json.loads(row["ruleset"]))
    if issues:
        raise ValueError("; ".join(str(i) for i in issues))
    return TournamentSettings(
        name=row["name"], rules=rules, preset=row["ruleset_preset"],
        overrides=json.loads(row["ruleset_overrides"]), rounds=row["rounds"],
        start_date=row["start_date"], end_date=row["end_date"], venue=row["venue"],
        tie_breaks=tuple(TieBreak(t) for t in json.loads(row["tie_breaks"])),
        round_minutes=row["round_minutes"], has_password=has_password(db),
        created_at=row["created_at"], city=row["city"], host_country=row["host_country"],
        mers_weight=row["mers_weight"], short_name=row["short_name"],
        name_style=NameStyle(row["name_style"]),
        hide_from_round=row["hide_from_round"], phone_entry=PhoneEntry(row["phone_entry"]),
    )


def has_password(s: Any) -> bool:
    """Is an organiser password set? Asked without reading its hash where the database user
    may not read it (storage.grants' function)."""
    db = as_db(s)
    if db.may("SELECT", "settings", "password"):
        found = db.scalar("SELECT password IS NOT NULL FROM settings WHERE id = 1")
    elif db.scalar("SELECT CASE WHEN to_regprocedure('riichi_has_password()') IS NULL "
                   "THEN false ELSE has_function_privilege("
                   "to_regprocedure('riichi_has_password()'), 'EXECUTE') END"):
        found = db.scalar("SELECT riichi_has_password()")
    else:
        # A role given its rights by hand, without `grant`'s function: it may not know.
        found = False
    return bool(found)


def stored_password(s: Any) -> str | None:
    """The organiser password's hash (only the organiser's station asks)."""
    found = as_db(s).scalar("SELECT password FROM settings WHERE id = 1")
    return None if found is None else str(found)


def rules(s: Any) -> Ruleset:
    """The ruleset alone (what a change to one table needs)."""
    text = as_db(s).scalar("SELECT ruleset FROM settings WHERE id = 1")
    if text is None:
        raise LookupError("the file has no settings row")
    found, issues = Ruleset.from_dict(json.loads(text))
    if issues:
        raise ValueError("; ".join(str(i) for i in issues))
    return found


# -- players --------------------------------------------------------------------------------

def name_style(s: Any) -> NameStyle:
    style = as_db(s).scalar("SELECT name_style FROM settings WHERE id = 1")
    return NameStyle(style) if style is not None else NameStyle.AS_ENTERED


_PLAYERS = ("SELECT id, first_name, last_name, name, ema_number, club, country, team, status, "
            "ema_ranked, name_checked, online_name FROM players")


def list_players(s: Any, ids: list[int] | None = None) -> list[Player]:
    """Every player in id order (or those of `ids`), the name style applied."""
    db = as_db(s)
    style = name_style(db)
    if ids is None:
        rows = db.rows(_PLAYERS + " ORDER BY id")
    else:
        rows = db.rows(_PLAYERS + f" WHERE id IN ({', '.join('?' * len(ids))}) ORDER BY id",
                       ids) if ids else []
    return [Player(id=pid, name=display_name(first, last, name, style), ema_number=ema,
                   club=club, country=country, team=team, status=PlayerStatus(status),
                   first_name=first, last_name=last, ema_ranked=bool(ranked),
                   name_checked=bool(checked), entered_name=name, online_name=online or "")
            for pid, first, last, name, ema, club, country, team, status, ranked, checked,
            online in rows]


# -- rounds, tables, seats -------------------------------------------------------------------

def list_rounds(s: Any) -> list[RoundInfo]:
    db = as_db(s)
    counts = {int(r): int(n) for r, n in db.rows(
        "SELECT round_id, COUNT(*) FROM tables GROUP BY round_id")}
    return [RoundInfo(number=int(number), tables=counts.get(int(rid), 0),
                      approved_at=approved_at, approved_by=approved_by or "", backup=backup)
            for rid, number, approved_at, approved_by, backup in db.rows(
                "SELECT id, number, approved_at, approved_by, backup FROM rounds "
                "ORDER BY number")]


def list_tables(s: Any, round: int | None = None, table: int | None = None
                ) -> list[TableSeating]:
    """Every table of every round (or of one round, or one table), with its players in seat
    order."""
    db = as_db(s)
    where, params = "", []
    if round is not None:
        where, params = " WHERE r.number = ?", [round]
        if table is not None:
            where, params = where + " AND t.number = ?", [round, table]
    found = db.rows("SELECT t.id, r.number, t.number, t.locked FROM tables t JOIN rounds r "
                    f"ON r.id = t.round_id{where} ORDER BY r.number, t.number", params)
    seats: dict[int, list[int]] = {}
    if where:
        ids = [int(r[0]) for r in found]
        seat_rows = db.rows(f"SELECT table_id, player_id FROM seats WHERE table_id IN "
                            f"({', '.join('?' * len(ids))}) ORDER BY table_id, seat",
                            ids) if ids else []
    else:
        seat_rows = db.rows("SELECT table_id, player_id FROM seats ORDER BY table_id, seat")
    for table_id, player_id in seat_rows:
        seats.setdefault(table_id, []).append(player_id)
    return [TableSeating(round=int(round_number), table=int(number),
                         players=tuple(seats.get(tid, ())),  # type: ignore[arg-type]
                         locked=bool(locked), id=int(tid))
            for tid, round_number, number, locked in found]


def read_plan(s: Any) -> tuple[int, Any] | None:
    """The stored seating plan: (seed, its JSON data), or None."""
    row = as_db(s).first("SELECT seed, plan FROM seating_plan WHERE id = 1")
    if row is None:
        return None
    try:
        return int(row[0]), json.loads(row[1])
    except ValueError:
        return None  # unreadable: the next seating makes a new one


# -- hand log -------------------------------------------------------------------------------

_KINDS = {k.value: k for k in LogKind}


def log_entries(s: Any, table_id: int | None = None) -> list[LogEntry]:
    """Hand log entries in (table, seq) order; of one table, or of all."""
    sql = "SELECT table_id, seq, kind, target, payload, who, at, why FROM hand_log"
    params: list[Any] = []
    if table_id is not None:
        sql += " WHERE table_id = ?"
        params.append(table_id)
    kinds = _KINDS
    return [LogEntry(t, seq, kinds[kind], target, payload, who, at, why)
            for t, seq, kind, target, payload, who, at, why in as_db(s).rows(
                sql + " ORDER BY table_id, seq", params)]


def read_summaries(s: Any) -> tuple[dict[int, TableSummary], dict[int, int]]:
    """Every table's stored summary, and the last entry of each table's log (tables without
    entries are left out) to tell a stale summary. A summary that cannot be read is left out
    (its table is folded again from its log)."""
    db = as_db(s)
    rows = db.rows("SELECT s.table_id, s.summary, (SELECT MAX(h.seq) FROM hand_log h "
                   "WHERE h.table_id = s.table_id) FROM table_states s")
    last = {table_id: seq for table_id, _, seq in rows if seq is not None}
    # Logs whose table has no summary stored yet (a file from before summaries were kept).
    last |= {int(t): int(n) for t, n in db.rows(
        "SELECT table_id, MAX(seq) FROM hand_log WHERE table_id NOT IN "
        "(SELECT table_id FROM table_states) GROUP BY table_id")}
    try:  # one parse for all of them: a quarter faster than one per table
        data = json.loads("[" + ",".join(text for _, text, _ in rows) + "]")
    except (ValueError, TypeError):
        data = None
    if not isinstance(data, list) or len(data) != len(rows):  # a damaged one among them
        data = [_loads_or_none(text) for _, text, _ in rows]
    out = {}
    for (table_id, _, _), item in zip(rows, data, strict=True):
        try:
            out[table_id] = TableSummary.from_json(item)
        except (ValueError, KeyError, TypeError):
            continue
    return out, last


def stale_summaries(s: Any) -> int:
    """How many tables' stored summaries do not match their logs (an open folds and stores
    those first)."""
    return int(as_db(s).scalar(
        "SELECT COUNT(*) FROM (SELECT h.table_id, MAX(h.seq) AS last FROM hand_log h "
        "GROUP BY h.table_id) l LEFT JOIN table_states s ON s.table_id = l.table_id "
        "WHERE s.seq IS NULL OR s.seq <> l.last") or 0)


def _loads_or_none(text: str) -> Any:
    try:
        return json.loads(text)
    except (ValueError, TypeError):
        return None


# -- penalties ------------------------------------------------------------------------------

def list_penalties(s: Any) -> list[Penalty]:
    return [Penalty(id=int(i), player_id=player, kind=PenaltyKind(kind), points=points,
                    reason=reason, referee=referee, round=round_number, table=table_number,
                    at=at, withdrawn_at=withdrawn_at, withdrawn_by=withdrawn_by,
                    withdrawn_reason=withdrawn_reason)
            for i, player, kind, points, reason, referee, round_number, table_number, at,
            withdrawn_at, withdrawn_by, withdrawn_reason in as_db(s).rows(
                "SELECT id, player_id, kind, points, reason, referee, round_number, "
                "table_number, at, withdrawn_at, withdrawn_by, withdrawn_reason "
                "FROM penalties ORDER BY id")]


# -- audit ----------------------------------------------------------------------------------

def audit_entries(s: Any) -> list[AuditEntry]:
    return [AuditEntry(id=int(i), at=at, who=who, action=action, round=round_number,
                       table=table_number, detail=detail)
            for i, at, who, action, round_number, table_number, detail in as_db(s).rows(
                "SELECT id, at, who, action, round_number, table_number, detail "
                "FROM audit_log ORDER BY id")]


# -- the ledger (storage.chain) ---------------------------------------------------------------

def verify_ledger(s: Any, *, secrets: bool = True, keys: Keys | None = None
                  ) -> chain.ChainReport:
    """The ledger checked (storage.chain), with the organiser's signatures verified with
    `keys`; the password left out where this database user may not read it (a referee
    station on a server)."""
    db = as_db(s)
    secrets = secrets and db.may("SELECT", "settings", "password")
    return chain.verify(db, secrets=secrets, keys=keys)


def ledger_link(s: Any, prefix: str) -> chain.Link | None:
    return chain.find(as_db(s), prefix)


def ledger_head(s: Any) -> chain.Head | None:
    """The ledger's last link; None where there is none, or this database user may not read
    the ledger (the live page's reader role)."""
    db = as_db(s)
    if not db.may("SELECT", "ledger"):
        return None
    return chain.head(db)
