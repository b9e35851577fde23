"""Repository functions: read and write the tables, return domain values (never `*Row`s).

Every function takes the `Session` of the caller's transaction (see `Store.transaction`): the
service decides what one transaction is (one recorded hand, one round's seating...).
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import delete, func
from sqlmodel import Session, col, select

from tournament.domain import AuditEntry, RoundInfo, TableSeating, TournamentSettings
from tournament.hand_log import LogEntry, LogKind
from tournament.players_io import Player, PlayerDraft, PlayerStatus, name_key
from tournament.rules.ruleset import Ruleset
from tournament.standings import Penalty, PenaltyKind, TieBreak
from tournament.storage.rows import (
    AuditRow,
    LogRow,
    PenaltyRow,
    PlayerRow,
    RoundRow,
    SeatRow,
    SettingsRow,
    TableRow,
)


def now() -> str:
    return datetime.now(UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z")


def dumps(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


# -- settings -------------------------------------------------------------------------------

def settings_to_row(settings: TournamentSettings, password: str | None) -> SettingsRow:
    return SettingsRow(
        id=1, name=settings.name, venue=settings.venue, start_date=settings.start_date,
        end_date=settings.end_date, ruleset_preset=settings.preset,
        ruleset_overrides=dumps(settings.overrides), ruleset=dumps(settings.rules.to_dict()),
        rounds=settings.rounds, tie_breaks=dumps([t.value for t in settings.tie_breaks]),
        round_minutes=settings.round_minutes, password=password,
        created_at=settings.created_at or now(),
    )


def read_settings(s: Session) -> TournamentSettings:
    row = s.get(SettingsRow, 1)
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
        round_minutes=row.round_minutes, has_password=row.password is not None,
        created_at=row.created_at,
    )


def stored_password(s: Session) -> str | None:
    row = s.get(SettingsRow, 1)
    return row.password if row is not None else None


def set_password(s: Session, password: str | None) -> None:
    row = s.get(SettingsRow, 1)
    assert row is not None
    row.password = password
    s.add(row)


def update_settings(s: Session, **values: Any) -> None:
    row = s.get(SettingsRow, 1)
    assert row is not None
    for key, value in values.items():
        if key == "tie_breaks":
            value = dumps([TieBreak(t).value for t in value])
        elif key == "overrides":
            key, value = "ruleset_overrides", dumps(value)
        elif key == "rules":
            key, value = "ruleset", dumps(value.to_dict())
        elif key == "preset":
            key = "ruleset_preset"
        setattr(row, key, value)
    s.add(row)


# -- players --------------------------------------------------------------------------------

def _player(row: PlayerRow) -> Player:
    assert row.id is not None
    return Player(id=row.id, name=row.name, ema_number=row.ema_number, club=row.club,
                  country=row.country, team=row.team, status=PlayerStatus(row.status))


def list_players(s: Session) -> list[Player]:
    return [_player(r) for r in s.exec(select(PlayerRow).order_by(col(PlayerRow.id)))]


def add_players(s: Session, drafts: Iterable[PlayerDraft]) -> list[Player]:
    at = now()
    rows = [PlayerRow(name=d.name, name_key=name_key(d.name), ema_number=d.ema_number,
                      club=d.club, country=d.country, team=d.team, status=d.status.value,
                      created_at=at) for d in drafts]
    s.add_all(rows)
    s.flush()
    return [_player(r) for r in rows]


def update_player(s: Session, player_id: int, **values: Any) -> Player:
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
    return _player(row)


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
    seats: dict[int, list[tuple[int, int]]] = {}
    for table_id, seat, player_id in s.exec(select(SeatRow.table_id, SeatRow.seat,
                                                   SeatRow.player_id)):
        seats.setdefault(table_id, []).append((seat, player_id))
    out = []
    query = (select(TableRow.id, RoundRow.number, TableRow.number, TableRow.locked)
             .join(RoundRow, col(RoundRow.id) == col(TableRow.round_id))
             .order_by(col(RoundRow.number), col(TableRow.number)))
    for tid, round_number, number, locked in s.exec(query):
        assert tid is not None
        players = tuple(p for _, p in sorted(seats.get(tid, [])))
        out.append(TableSeating(round=round_number, table=number,
                                players=players,  # type: ignore[arg-type]
                                locked=bool(locked), id=tid))
    return out


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
        s.exec(delete(SeatRow).where(col(SeatRow.table_id).in_(old)))
        s.exec(delete(TableRow).where(col(TableRow.id).in_(old)))
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


def table_has_log(s: Session, table_ids: Sequence[int]) -> bool:
    if not table_ids:
        return False
    query = select(LogRow.id).where(col(LogRow.table_id).in_(table_ids)).limit(1)
    return s.exec(query).first() is not None


def append_log(s: Session, table_id: int, kind: LogKind, *, target: int | None = None,
               payload: Any = None, who: str = "", why: str = "",
               at: str | None = None) -> LogEntry:
    # The next sequence number comes from the database, not from a cache, so that a second
    # writer (a later multi-PC set-up) can never reuse one: (table_id, seq) is unique.
    last = s.exec(select(func.max(LogRow.seq)).where(LogRow.table_id == table_id)).one()
    seq = (last or 0) + 1
    at = at or now()
    text = None if payload is None else dumps(payload)
    s.add(LogRow(table_id=table_id, seq=seq, kind=kind.value, target=target, payload=text,
                 who=who, at=at, why=why))
    s.flush()
    return LogEntry(table_id, seq, kind, target, text, who, at, why)


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


def add_audit(s: Session, action: str, *, who: str = "", round_number: int | None = None,
              table_number: int | None = None, detail: str = "") -> AuditEntry:
    row = AuditRow(at=now(), who=who, action=action, round_number=round_number,
                   table_number=table_number, detail=detail)
    s.add(row)
    s.flush()
    return _audit(row)


def audit_entries(s: Session) -> list[AuditEntry]:
    return [_audit(r) for r in s.exec(select(AuditRow).order_by(col(AuditRow.id)))]
