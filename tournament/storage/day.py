"""Repository functions for what goes on around the results on the day: the round clock,
award categories and player flags, the final stage, announcements, the tables' phone codes
and entry switches, and which station wrote which hand-log entry.

As in `storage.repo` (the results: settings, players, seating, the hand log, penalties, the
audit trail): each takes the caller's `Session` and returns the core's values, never `*Row`s.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from datetime import datetime

from sqlalchemy import delete, func
from sqlmodel import Session, col, select

from tournament.awards import AwardCategory, AwardKind, Ties
from tournament.clock import ClockEvent, ClockEventKind
from tournament.domain import Announcement
from tournament.final_stage import Carry, FinalSeating, FinalStage
from tournament.storage.rows import (
    AnnouncementRow,
    AwardCategoryRow,
    ClockEventRow,
    EntrySwitchRow,
    FinalStageRow,
    LogRow,
    PlayerFlagRow,
    TableCodeRow,
)
from tournament.storage.values import dumps, iso, moment, now

# -- the round clock ------------------------------------------------------------------------

def _clock_event(row: ClockEventRow) -> ClockEvent:
    return ClockEvent(round=row.round_number, seq=row.seq, kind=ClockEventKind(row.kind),
                      at=moment(row.at), minutes=row.minutes, warning=row.warning,
                      table=row.table_number, who=row.who, note=row.note)


def clock_events(s: Session, round_number: int | None = None) -> list[ClockEvent]:
    """Clock events in (round, seq) order; of one round, or of all."""
    query = select(ClockEventRow)
    if round_number is not None:
        query = query.where(ClockEventRow.round_number == round_number)
    query = query.order_by(col(ClockEventRow.round_number), col(ClockEventRow.seq))
    return [_clock_event(r) for r in s.exec(query)]


def append_clock_event(s: Session, round_number: int, kind: ClockEventKind, at: datetime, *,
                       minutes: int | None = None, warning: int | None = None,
                       table: int | None = None, who: str = "", note: str = "") -> ClockEvent:
    # As for the hand log, the next seq comes from the database: (round, seq) is unique.
    last = s.exec(select(func.max(ClockEventRow.seq))
                  .where(ClockEventRow.round_number == round_number)).one()
    row = ClockEventRow(round_number=round_number, seq=(last or 0) + 1, kind=kind.value,
                        at=iso(at), minutes=minutes, warning=warning, table_number=table,
                        who=who, note=note)
    s.add(row)
    s.flush()
    return _clock_event(row)


# -- awards ---------------------------------------------------------------------------------

def award_categories(s: Session) -> list[AwardCategory]:
    rows = s.exec(select(AwardCategoryRow).order_by(col(AwardCategoryRow.position),
                                                    col(AwardCategoryRow.id)))
    return [AwardCategory(AwardKind(r.kind), r.flag, r.minimum, Ties(r.ties), r.title)
            for r in rows]


def replace_award_categories(s: Session, categories: Sequence[AwardCategory]) -> None:
    s.exec(delete(AwardCategoryRow))
    s.add_all(AwardCategoryRow(position=i, kind=c.kind.value, flag=c.flag, minimum=c.minimum,
                               ties=c.ties.value, title=c.title)
              for i, c in enumerate(categories, start=1))
    s.flush()


def player_flags(s: Session) -> dict[int, frozenset[str]]:
    out: dict[int, set[str]] = {}
    for pid, flag in s.exec(select(PlayerFlagRow.player_id, PlayerFlagRow.flag)):
        out.setdefault(pid, set()).add(flag)
    return {pid: frozenset(flags) for pid, flags in out.items()}


def set_player_flag(s: Session, player_id: int, flag: str, on: bool) -> None:
    existing = s.exec(select(PlayerFlagRow).where(PlayerFlagRow.player_id == player_id,
                                                  PlayerFlagRow.flag == flag)).first()
    if on and existing is None:
        s.add(PlayerFlagRow(player_id=player_id, flag=flag))
    elif not on and existing is not None:
        s.delete(existing)
    s.flush()


# -- the final stage ------------------------------------------------------------------------

def final_stage(s: Session) -> FinalStage | None:
    row = s.get(FinalStageRow, 1)
    if row is None:
        return None
    return FinalStage(after_round=row.after_round, size=row.size, carry=Carry(row.carry),
                      seating=FinalSeating(row.seating), rounds=row.rounds,
                      finalists=tuple(int(p) for p in json.loads(row.finalists)),
                      planned_rounds=row.planned_rounds, started_at=row.started_at,
                      started_by=row.started_by)


def set_final_stage(s: Session, stage: FinalStage | None) -> None:
    row = s.get(FinalStageRow, 1)
    if stage is None:
        if row is not None:
            s.delete(row)
        s.flush()
        return
    if row is None:
        row = FinalStageRow(id=1, after_round=stage.after_round, size=stage.size,
                            carry=stage.carry.value, seating=stage.seating.value)
    row.after_round, row.size = stage.after_round, stage.size
    row.carry, row.seating, row.rounds = stage.carry.value, stage.seating.value, stage.rounds
    row.finalists = dumps(list(stage.finalists))
    row.planned_rounds = stage.planned_rounds
    row.started_at, row.started_by = stage.started_at or now(), stage.started_by
    s.add(row)
    s.flush()


# -- announcements --------------------------------------------------------------------------

def announcements(s: Session) -> list[Announcement]:
    """Every announcement, oldest first."""
    return [_announcement(r) for r in s.exec(select(AnnouncementRow)
                                             .order_by(col(AnnouncementRow.id)))]


def add_announcement(s: Session, text: str, who: str) -> Announcement:
    row = AnnouncementRow(at=now(), who=who, text=text)
    s.add(row)
    s.flush()
    return _announcement(row)


def _announcement(row: AnnouncementRow) -> Announcement:
    assert row.id is not None
    return Announcement(row.id, row.at, row.who, row.text)


# -- who wrote what ------------------------------------------------------------------------

def last_entry_by(s: Session, table_id: int) -> tuple[str, str, str] | None:
    """(station, person, at) of a table's last log entry (None: an empty log)."""
    row = s.exec(select(LogRow.station, LogRow.person, LogRow.at)
                 .where(LogRow.table_id == table_id).order_by(col(LogRow.seq).desc())).first()
    return None if row is None else (str(row[0] or ""), str(row[1] or ""), str(row[2]))


# -- entry from the tables' phones (schema version 9) ------------------------------------------

def table_codes(s: Session, round_number: int) -> dict[int, str]:
    """Each table's phone code in a round (table number -> code); tables without one are
    left out."""
    return {int(r.table_number): r.code for r in s.exec(
        select(TableCodeRow).where(TableCodeRow.round_number == round_number))}


def table_code(s: Session, round_number: int, table_number: int) -> str | None:
    row = s.get(TableCodeRow, (round_number, table_number))
    return None if row is None else row.code


def set_table_code(s: Session, round_number: int, table_number: int, code: str) -> None:
    row = s.get(TableCodeRow, (round_number, table_number))
    if row is None:
        row = TableCodeRow(round_number=round_number, table_number=table_number, code=code,
                           issued_at=now())
    row.code, row.issued_at = code, now()
    s.add(row)


def entry_switches(s: Session, round_number: int) -> dict[int, bool]:
    """The organiser's phone entry switches of a round: table number (0: the whole round)
    -> on. A table without a row is on."""
    return {int(r.table_number): bool(r.enabled) for r in s.exec(
        select(EntrySwitchRow).where(EntrySwitchRow.round_number == round_number))}


def set_entry_switch(s: Session, round_number: int, table_number: int, on: bool) -> None:
    row = s.get(EntrySwitchRow, (round_number, table_number))
    if row is None:
        row = EntrySwitchRow(round_number=round_number, table_number=table_number,
                             enabled=on, at=now())
    row.enabled, row.at = on, now()
    s.add(row)


def entries_like(s: Session, station: str) -> list[tuple[int, str, int, str]]:
    """(table id, station, count, time of the last) of the hand log entries written at the
    stations whose name is LIKE `station`."""
    rows = s.exec(select(LogRow.table_id, LogRow.station, func.count(), func.max(LogRow.at))
                  .where(col(LogRow.station).like(station))
                  .group_by(col(LogRow.table_id), col(LogRow.station)))
    return [(int(t), str(st), int(n), str(at)) for t, st, n, at in rows]


def log_stations(s: Session, table_id: int) -> dict[int, tuple[str, str]]:
    """Each log entry of a table: seq -> (station, person)."""
    return {int(seq): (str(st or ""), str(pe or "")) for seq, st, pe in s.exec(
        select(LogRow.seq, LogRow.station, LogRow.person).where(LogRow.table_id == table_id))}
