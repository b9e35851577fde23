"""Repository functions for the results: the settings, players, seating, the hand log's reads
and summaries, penalties and the audit trail; they read and write the tables and return
domain values (never `*Row`s). What goes on around the results on the day (the round clock,
awards, the final stage, announcements, phone entry) is `storage.day`; the hand log's writes
are `storage.appends`, the order of changes `storage.changes`.

Every function takes the session of the caller's transaction (`Store.transaction` gives a
`Transaction`, `Store.reading` a session to read in): the service decides what one
transaction is (one round's seating, one approval...).
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from typing import Any

from sqlalchemy import delete, func, update
from sqlalchemy import exc as sa_exc
from sqlalchemy import select as sa_select
from sqlmodel import Session, col, select

from tournament.domain import (
    AuditEntry,
    RoundInfo,
    TableSeating,
    TournamentSettings,
)
from tournament.hand_log import LogEntry, LogKind, TableSummary
from tournament.names import NameStyle, display_name
from tournament.players_io import Player, PlayerDraft, PlayerStatus, complete_draft, name_key
from tournament.rules.ruleset import Ruleset
from tournament.standings import Penalty, PenaltyKind, TieBreak
from tournament.storage import chain
from tournament.storage.changes import Commit
from tournament.storage.rows import (
    AuditRow,
    LogRow,
    PenaltyRow,
    PlayerRow,
    RoundRow,
    SeatingPlanRow,
    SeatRow,
    SettingsRow,
    TableRow,
    TableStateRow,
)
from tournament.storage.values import dumps
from tournament.storage.values import now as now  # (the service stamps approvals with it)

# -- settings -------------------------------------------------------------------------------

def settings_to_row(settings: TournamentSettings, password: str | None) -> SettingsRow:
    return SettingsRow(
        id=1, name=settings.name, venue=settings.venue, start_date=settings.start_date,
        end_date=settings.end_date, ruleset_preset=settings.preset,
        ruleset_overrides=dumps(settings.overrides), ruleset=dumps(settings.rules.to_dict()),
        rounds=settings.rounds, tie_breaks=dumps([t.value for t in settings.tie_breaks]),
        round_minutes=settings.round_minutes, password=password,
        created_at=settings.created_at or now(), city=settings.city,
        host_country=settings.host_country, mers_weight=settings.mers_weight,
        short_name=settings.short_name, name_style=settings.name_style.value,
    )


# The settings' columns but the organiser password's hash: a station's and the live page's
# database roles may not read that column (storage.grants), so only `stored_password` does.
_SETTINGS_READ = [c for c in SettingsRow.__table__.columns  # type: ignore[attr-defined]
                  if c.name != "password"]


def read_settings(s: Session) -> TournamentSettings:
    row = s.execute(sa_select(*_SETTINGS_READ).where(col(SettingsRow.id) == 1)).first()
    if row is None:
        raise LookupError("the file has no settings row")
    rules, issues = Ruleset.from_dict(json.loads(row.ruleset))
    if issues:
        raise ValueError("; ".join(str(i) for i in issues))
    return TournamentSettings(
        name=row.name, rules=rules, preset=row.ruleset_preset,
        overrides=json.loads(row.ruleset_overrides), rounds=row.rounds,
        start_date=row.start_date, end_date=row.end_date, venue=row.venue,
        tie_breaks=tuple(TieBreak(t) for t in json.loads(row.tie_breaks)),
        round_minutes=row.round_minutes, has_password=has_password(s),
        created_at=row.created_at, city=row.city, host_country=row.host_country,
        mers_weight=row.mers_weight, short_name=row.short_name,
        name_style=NameStyle(row.name_style),
    )


def _may(s: Session, privilege: str, table: str, column: str | None = None) -> bool:
    """May this connection's database user do this (always on a file)? On a server, a
    station's role has fewer rights than the owner's (storage.grants)."""
    if s.get_bind().dialect.name != "postgresql":
        return True
    asked = func.has_table_privilege(table, privilege) if column is None else \
        func.has_column_privilege(table, column, privilege)
    return bool(s.execute(sa_select(asked)).scalar())


def has_password(s: Session) -> bool:
    """Is an organiser password set? Asked without reading its hash where the database user
    may not read it (storage.grants' function)."""
    if _may(s, "SELECT", "settings", "password"):
        found = s.execute(sa_select(col(SettingsRow.password).is_not(None))
                          .where(col(SettingsRow.id) == 1)).scalar()
    elif s.execute(sa_select(func.to_regprocedure("riichi_has_password()")
                             .is_not(None))).scalar():
        found = s.execute(sa_select(func.riichi_has_password())).scalar()
    else:
        # A role given its rights by hand, without `grant`'s function: it may not know.
        found = False
    return bool(found)


def stored_password(s: Session) -> str | None:
    """The organiser password's hash (only the organiser's station asks)."""
    return s.execute(sa_select(SettingsRow.password)  # type: ignore[call-overload]
                     .where(col(SettingsRow.id) == 1)).scalar()


def set_password(s: Session, password: str | None) -> None:
    s.exec(update(SettingsRow).where(col(SettingsRow.id) == 1).values(password=password))


def update_settings(s: Session, **values: Any) -> None:
    stored: dict[str, Any] = {}
    for key, value in values.items():
        if key == "tie_breaks":
            value = dumps([TieBreak(t).value for t in value])
        elif key == "overrides":
            key, value = "ruleset_overrides", dumps(value)
        elif key == "rules":
            key, value = "ruleset", dumps(value.to_dict())
        elif key == "preset":
            key = "ruleset_preset"
        elif key == "name_style":
            value = NameStyle(value).value
        if key not in SettingsRow.model_fields or key in ("id", "password"):
            raise KeyError(f"no setting {key!r}")
        stored[key] = value
    if stored:
        s.exec(update(SettingsRow).where(col(SettingsRow.id) == 1).values(**stored))


# -- players --------------------------------------------------------------------------------

def name_style(s: Session) -> NameStyle:
    style = s.execute(sa_select(SettingsRow.name_style)  # type: ignore[call-overload]
                      .where(col(SettingsRow.id) == 1)).scalar()
    return NameStyle(style) if style is not None else NameStyle.AS_ENTERED


def _player(row: PlayerRow, style: NameStyle) -> Player:
    assert row.id is not None
    return Player(id=row.id, name=display_name(row.first_name, row.last_name, row.name, style),
                  ema_number=row.ema_number, club=row.club, country=row.country, team=row.team,
                  status=PlayerStatus(row.status), first_name=row.first_name,
                  last_name=row.last_name, ema_ranked=bool(row.ema_ranked),
                  name_checked=bool(row.name_checked), entered_name=row.name,
                  online_name=row.online_name or "")


def list_players(s: Session) -> list[Player]:
    style = name_style(s)
    columns: list[Any] = [PlayerRow.id, PlayerRow.first_name, PlayerRow.last_name,
                          PlayerRow.name, PlayerRow.ema_number, PlayerRow.club,
                          PlayerRow.country, PlayerRow.team, PlayerRow.status,
                          PlayerRow.ema_ranked, PlayerRow.name_checked, PlayerRow.online_name]
    query = sa_select(*columns).order_by(col(PlayerRow.id))
    return [Player(id=pid, name=display_name(first, last, name, style), ema_number=ema,
                   club=club, country=country, team=team, status=PlayerStatus(status),
                   first_name=first, last_name=last, ema_ranked=bool(ranked),
                   name_checked=bool(checked), entered_name=name, online_name=online or "")
            for pid, first, last, name, ema, club, country, team, status, ranked, checked,
            online in _fetch(s, query)]


def add_players(s: Session, drafts: Iterable[PlayerDraft]) -> list[Player]:
    at = now()
    complete = [complete_draft(d) for d in drafts]
    rows = [PlayerRow(name=d.name, name_key=name_key(d.name), ema_number=d.ema_number,
                      club=d.club, country=d.country, team=d.team, status=d.status.value,
                      created_at=at, first_name=d.first_name, last_name=d.last_name,
                      name_checked=d.name_checked, ema_ranked=bool(d.ema_ranked),
                      online_name=d.online_name)
            for d in complete]
    s.add_all(rows)
    s.flush()
    style = name_style(s)
    return [_player(r, style) for r in rows]


def update_player(s: Session, player_id: int, **values: Any) -> Player:
    """Change stored fields of a player; `name` is the name as entered."""
    row = s.get(PlayerRow, player_id)
    if row is None:
        raise LookupError(f"no player {player_id}")
    for key, value in values.items():
        if key == "status":
            value = PlayerStatus(value).value
        setattr(row, key, value)
        if key == "name":
            row.name_key = name_key(value)
    s.add(row)
    s.flush()
    return _player(row, name_style(s))


# -- rounds, tables, seats -------------------------------------------------------------------

def list_rounds(s: Session) -> list[RoundInfo]:
    counts = dict(s.exec(select(TableRow.round_id, func.count())
                         .group_by(col(TableRow.round_id))).all())
    return [RoundInfo(number=r.number, tables=counts.get(r.id or 0, 0),
                      approved_at=r.approved_at,
                      approved_by=r.approved_by, backup=r.backup)
            for r in s.exec(select(RoundRow).order_by(col(RoundRow.number)))]


def list_tables(s: Session) -> list[TableSeating]:
    """Every table of every round, with its players in seat order."""
    seats: dict[int, list[int]] = {}
    for table_id, player_id in _fetch(s, select(SeatRow.table_id, SeatRow.player_id)
                                      .order_by(col(SeatRow.table_id), col(SeatRow.seat))):
        seats.setdefault(table_id, []).append(player_id)
    query = (select(TableRow.id, RoundRow.number, TableRow.number, TableRow.locked)
             .join(RoundRow, col(RoundRow.id) == col(TableRow.round_id))
             .order_by(col(RoundRow.number), col(TableRow.number)))
    return [TableSeating(round=round_number, table=number,
                         players=tuple(seats.get(tid, ())),  # type: ignore[arg-type]
                         locked=bool(locked), id=tid)
            for tid, round_number, number, locked in _fetch(s, query)]


def _fetch(s: Session, query: Any) -> list[Any]:
    """The rows of a query without parameters, straight from the database driver's cursor.

    For what an open reads in bulk (every player, seat and table result): SQLAlchemy's row
    handling costs more than the database does there (every seat of a 2,000-player
    tournament: 67 ms through it, 32 ms from the driver). The query is compiled for the
    session's own dialect, so this works on every backend."""
    conn = s.connection()
    sql = str(query.compile(dialect=conn.dialect))
    cursor = conn.connection.cursor()
    dbapi_error = conn.dialect.loaded_dbapi.Error
    try:
        cursor.execute(sql)
        return list(cursor.fetchall())
    except dbapi_error as exc:
        # Raised as SQLAlchemy would, so a damaged file reads as damage (not a traceback).
        raise sa_exc.DBAPIError.instance(sql, None, exc, dbapi_error) from exc
    finally:
        cursor.close()


def _round_row(s: Session, number: int) -> RoundRow:
    row = s.exec(select(RoundRow).where(RoundRow.number == number)).first()
    if row is None:
        row = RoundRow(number=number)
        s.add(row)
        s.flush()
    return row


def replace_seating(s: Session, round_number: int,
                    tables: Sequence[Sequence[int]]) -> list[TableSeating]:
    """Store a round's seating, replacing one not played yet (the caller checks that)."""
    rnd = _round_row(s, round_number)
    old = [t.id for t in s.exec(select(TableRow).where(TableRow.round_id == rnd.id))]
    if old:
        # Seats and tables are facts of the ledger (storage.chain): deleted row by row, so
        # the ledger records each one gone.
        _delete_rows(s, SeatRow, col(SeatRow.table_id).in_(old))
        s.flush()
        s.exec(delete(TableStateRow).where(col(TableStateRow.table_id).in_(old)))
        _delete_rows(s, TableRow, col(TableRow.id).in_(old))
        s.flush()
    out = []
    for number, players in enumerate(tables, start=1):
        table = TableRow(round_id=rnd.id, number=number)  # type: ignore[arg-type]
        s.add(table)
        s.flush()
        assert table.id is not None
        s.add_all(SeatRow(table_id=table.id, round_id=rnd.id, seat=seat,  # type: ignore[arg-type]
                          player_id=pid) for seat, pid in enumerate(players))
        out.append(TableSeating(round=round_number, table=number,
                                players=tuple(players),  # type: ignore[arg-type]
                                id=table.id))
    s.flush()
    return out


def read_plan(s: Session) -> tuple[int, Any] | None:
    """The stored seating plan: (seed, its JSON data), or None."""
    row = s.get(SeatingPlanRow, 1)
    if row is None:
        return None
    try:
        return row.seed, json.loads(row.plan)
    except ValueError:
        return None  # unreadable: the next seating makes a new one


def write_plan(s: Session, seed: int, plan: Any) -> None:
    row = s.get(SeatingPlanRow, 1) or SeatingPlanRow(id=1, seed=seed, plan="", made_at="")
    row.seed, row.plan, row.made_at = seed, dumps(plan), now()
    s.add(row)


def set_table_locked(s: Session, table_id: int, locked: bool) -> None:
    row = s.get(TableRow, table_id)
    assert row is not None
    row.locked = locked
    s.add(row)


def set_round_approved(s: Session, number: int, at: str | None, who: str,
                       backup: str | None = None) -> None:
    row = _round_row(s, number)
    row.approved_at = at
    row.approved_by = who
    if backup is not None:
        row.backup = backup
    s.add(row)


# -- hand log -------------------------------------------------------------------------------

_KINDS = {k.value: k for k in LogKind}


def log_entries(s: Session, table_id: int | None = None) -> list[LogEntry]:
    """Hand log entries in (table, seq) order; of one table, or of all."""
    # sqlmodel's select() is typed for up to four columns; eight work the same.
    query = select(LogRow.table_id, LogRow.seq, LogRow.kind,  # type: ignore[call-overload]
                   LogRow.target, LogRow.payload, LogRow.who, LogRow.at, LogRow.why)
    if table_id is not None:
        query = query.where(LogRow.table_id == table_id)
    query = query.order_by(col(LogRow.table_id), col(LogRow.seq))
    kinds = _KINDS
    return [LogEntry(t, seq, kinds[kind], target, payload, who, at, why)
            for t, seq, kind, target, payload, who, at, why in s.exec(query)]


def read_summaries(s: Session) -> tuple[dict[int, TableSummary], dict[int, int]]:
    """Every table's stored summary, and the last entry of each table's log (tables without
    entries are left out) to tell a stale summary. A summary that cannot be read is left out
    (its table is folded again from its log)."""
    last_seq = (select(func.max(LogRow.seq)).where(col(LogRow.table_id)
                                                  == col(TableStateRow.table_id))
                .scalar_subquery())
    rows = _fetch(s, select(TableStateRow.table_id, TableStateRow.summary, last_seq))
    last = {table_id: seq for table_id, _, seq in rows if seq is not None}
    # Logs whose table has no summary stored yet (a file from before summaries were kept).
    last |= dict(_fetch(s, select(LogRow.table_id, func.max(LogRow.seq))
                        .where(col(LogRow.table_id).not_in(select(TableStateRow.table_id)))
                        .group_by(col(LogRow.table_id))))
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


def _loads_or_none(text: str) -> Any:
    try:
        return json.loads(text)
    except (ValueError, TypeError):
        return None


def write_summary(s: Session, table_id: int, summary: TableSummary) -> None:
    row = s.get(TableStateRow, table_id)
    if row is None:
        row = TableStateRow(table_id=table_id, seq=summary.seq, summary="")
    row.seq = summary.seq
    row.summary = dumps(summary.to_json())
    s.add(row)


# -- penalties ------------------------------------------------------------------------------

def _penalty(row: PenaltyRow) -> Penalty:
    assert row.id is not None
    return Penalty(id=row.id, player_id=row.player_id, kind=PenaltyKind(row.kind),
                   points=row.points, reason=row.reason, referee=row.referee,
                   round=row.round_number, table=row.table_number, at=row.at,
                   withdrawn_at=row.withdrawn_at, withdrawn_by=row.withdrawn_by,
                   withdrawn_reason=row.withdrawn_reason)


def list_penalties(s: Session) -> list[Penalty]:
    return [_penalty(r) for r in s.exec(select(PenaltyRow).order_by(col(PenaltyRow.id)))]


def add_penalty(s: Session, player_id: int, kind: PenaltyKind, points: int, reason: str,
                referee: str, round_number: int | None, table_number: int | None) -> Penalty:
    row = PenaltyRow(player_id=player_id, kind=kind.value, points=points, reason=reason,
                     referee=referee, round_number=round_number, table_number=table_number,
                     at=now())
    s.add(row)
    s.flush()
    return _penalty(row)


def withdraw_penalty(s: Session, penalty_id: int, who: str, reason: str) -> Penalty:
    row = s.get(PenaltyRow, penalty_id)
    if row is None:
        raise LookupError(f"no penalty {penalty_id}")
    row.withdrawn_at = now()
    row.withdrawn_by = who
    row.withdrawn_reason = reason
    s.add(row)
    s.flush()
    return _penalty(row)


# -- audit ----------------------------------------------------------------------------------

def _audit(row: AuditRow) -> AuditEntry:
    assert row.id is not None
    return AuditEntry(id=row.id, at=row.at, who=row.who, action=row.action,
                      round=row.round_number, table=row.table_number, detail=row.detail)


def add_audit(s: Session, commit: Commit, action: str, *, who: str = "",
              round_number: int | None = None, table_number: int | None = None,
              detail: str = "") -> AuditEntry:
    row = AuditRow(at=now(), who=who, action=action, round_number=round_number,
                   table_number=table_number, detail=detail, station=commit.station,
                   person=commit.person)
    s.add(row)
    s.flush()
    return _audit(row)


def audit_entries(s: Session) -> list[AuditEntry]:
    return [_audit(r) for r in s.exec(select(AuditRow).order_by(col(AuditRow.id)))]


def delete_round(s: Session, number: int) -> None:
    """Remove a round that was never played (its seating and the round itself): only for
    taking back a final that has not started (the caller checks that no log exists)."""
    rnd = s.exec(select(RoundRow).where(RoundRow.number == number)).first()
    if rnd is None:
        return
    old = [t.id for t in s.exec(select(TableRow).where(TableRow.round_id == rnd.id))]
    if old:
        _delete_rows(s, SeatRow, col(SeatRow.table_id).in_(old))
        s.flush()
        _delete_rows(s, TableRow, col(TableRow.id).in_(old))
        s.flush()
    s.delete(rnd)
    s.flush()


def _delete_rows(s: Session, row: Any, where: Any) -> None:
    for found in s.exec(select(row).where(where)):
        s.delete(found)


# -- the ledger (storage.chain) ---------------------------------------------------------------

def verify_ledger(s: Session, *, secrets: bool = True) -> chain.ChainReport:
    """The ledger checked (storage.chain); the password left out where this database user
    may not read it (a referee station on a server)."""
    secrets = secrets and _may(s, "SELECT", "settings", "password")
    return chain.verify(s.connection(), secrets=secrets)


def ledger_link(s: Session, prefix: str) -> chain.Link | None:
    return chain.find(s.connection(), prefix)


def ledger_head(s: Session) -> chain.Head | None:
    """The ledger's last link; None where there is none, or this database user may not read
    the ledger (the live page's reader role)."""
    if not _may(s, "SELECT", "ledger"):
        return None
    return chain.head(s.connection())
