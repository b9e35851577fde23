"""Repository reads for what goes on around the results on the day: the round clock,
award categories and player flags, the final stage, announcements, the tables' phone codes
and entry switches, and which station wrote which hand-log entry (their writes are the
writer's, `storage.writer`).

As in `storage.repo` (the results: settings, players, seating, the hand log, penalties, the
audit trail): each takes the caller's `Session` and returns the core's values, never `*Row`s.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from tournament.organisation import Announcement, RefereeCall
from tournament.standings.final_stage import Carry, FinalSeating, FinalStage
from tournament.storage.changes import as_db
from tournament.storage.values import moment

if TYPE_CHECKING:
    # (Imported where they are read: the command line's quick path reads the final stage
    # alone and starts without them.)
    from tournament.clock import ClockEvent
    from tournament.standings.awards import AwardCategory

# -- the round clock ------------------------------------------------------------------------

def clock_events(s: Any, round_number: int | None = None) -> list[ClockEvent]:
    """Clock events in (round, seq) order; of one round, or of all."""
    from tournament.clock import ClockEvent, ClockEventKind

    sql = ("SELECT round_number, seq, kind, at, minutes, warning, table_number, who, note "
           "FROM clock_events")
    params: list[Any] = []
    if round_number is not None:
        sql += " WHERE round_number = ?"
        params.append(round_number)
    return [ClockEvent(round=r, seq=seq, kind=ClockEventKind(kind), at=moment(at),
                       minutes=minutes, warning=warning, table=table, who=who, note=note)
            for r, seq, kind, at, minutes, warning, table, who, note in as_db(s).rows(
                sql + " ORDER BY round_number, seq", params)]


# -- awards ---------------------------------------------------------------------------------

def award_categories(s: Any) -> list[AwardCategory]:
    from tournament.standings.awards import AwardCategory, AwardKind, Ties

    return [AwardCategory(AwardKind(kind), flag, minimum, Ties(ties), title)
            for kind, flag, minimum, ties, title in as_db(s).rows(
                "SELECT kind, flag, minimum, ties, title FROM award_categories "
                "ORDER BY position, id")]


def player_flags(s: Any) -> dict[int, frozenset[str]]:
    out: dict[int, set[str]] = {}
    for pid, flag in as_db(s).rows("SELECT player_id, flag FROM player_flags"):
        out.setdefault(pid, set()).add(flag)
    return {pid: frozenset(flags) for pid, flags in out.items()}


# -- the final stage ------------------------------------------------------------------------

def final_stage(s: Any) -> FinalStage | None:
    row = as_db(s).first("SELECT after_round, size, carry, seating, rounds, finalists, "
                         "planned_rounds, started_at, started_by FROM final_stage WHERE id = 1")
    if row is None:
        return None
    after, size, carry, seating, rounds, finalists, planned, started_at, started_by = row
    return FinalStage(after_round=after, size=size, carry=Carry(carry),
                      seating=FinalSeating(seating), rounds=rounds,
                      finalists=tuple(int(p) for p in json.loads(finalists)),
                      planned_rounds=planned, started_at=started_at, started_by=started_by)


# -- announcements --------------------------------------------------------------------------

def announcements(s: Any) -> list[Announcement]:
    """Every announcement, oldest first."""
    return [Announcement(int(i), at, who, text) for i, at, who, text in as_db(s).rows(
        "SELECT id, at, who, text FROM announcements ORDER BY id")]


# -- who wrote what ------------------------------------------------------------------------

def last_entry_by(s: Any, table_id: int) -> tuple[str, str, str] | None:
    """(station, person, at) of a table's last log entry (None: an empty log)."""
    row = as_db(s).first("SELECT station, person, at FROM hand_log WHERE table_id = ? "
                         "ORDER BY seq DESC LIMIT 1", (table_id,))
    return None if row is None else (str(row[0] or ""), str(row[1] or ""), str(row[2]))


# -- entry from the tables' phones (schema version 9) ------------------------------------------

def table_codes(s: Any, round_number: int) -> dict[int, str]:
    """Each table's phone code in a round (table number -> code); tables without one are
    left out."""
    return {int(t): str(code) for t, code in as_db(s).rows(
        "SELECT table_number, code FROM table_codes WHERE round_number = ?", (round_number,))}


def table_code(s: Any, round_number: int, table_number: int) -> str | None:
    found = as_db(s).scalar("SELECT code FROM table_codes WHERE round_number = ? "
                            "AND table_number = ?", (round_number, table_number))
    return None if found is None else str(found)


def entry_switches(s: Any, round_number: int) -> dict[int, bool]:
    """The organiser's phone entry switches of a round: table number (0: the whole round)
    -> on. A table without a row is on."""
    return {int(t): bool(on) for t, on in as_db(s).rows(
        "SELECT table_number, enabled FROM entry_switches WHERE round_number = ?",
        (round_number,))}


_FIRST_LOOK = (
    "SELECT 'code', code, NULL FROM table_codes WHERE round_number = ? AND table_number = ? "
    "UNION ALL SELECT 'entry', CAST(table_id AS TEXT), CAST(seq AS TEXT) FROM hand_log "
    "WHERE entry_id = ? "
    "UNION ALL SELECT 'switch', CAST(table_number AS TEXT), CASE WHEN enabled THEN '1' "
    "ELSE '0' END FROM entry_switches WHERE round_number = ? "
    "UNION ALL SELECT 'counter', CAST(value AS TEXT), NULL FROM change_counter WHERE id = 1")


def phone_first_look(s: Any, round_number: int, table_number: int, entry_id: str | None
                     ) -> tuple[str | None, tuple[int, int] | None, dict[int, bool], int]:
    """What a phone's request reads first, in one statement (one round trip to a server,
    one snapshot): the table's code, the (table id, seq) of the log entry with `entry_id`,
    the round's entry switches (`entry_switches`) and the change counter."""
    code: str | None = None
    found: tuple[int, int] | None = None
    switches: dict[int, bool] = {}
    counter = 0
    for kind, first, second in as_db(s).rows(_FIRST_LOOK, (
            round_number, table_number, entry_id, round_number)):
        if kind == "code":
            code = str(first)
        elif kind == "entry":
            found = (int(first), int(second))
        elif kind == "switch":
            switches[int(first)] = second == "1"
        else:
            counter = int(first or 0)
    return code, found, switches, counter


def entries_like(s: Any, station: str) -> list[tuple[int, str, int, str]]:
    """(table id, station, count, time of the last) of the hand log entries written at the
    stations whose name is LIKE `station`."""
    return [(int(t), str(st), int(n), str(at)) for t, st, n, at in as_db(s).rows(
        "SELECT table_id, station, COUNT(*), MAX(at) FROM hand_log WHERE station LIKE ? "
        "GROUP BY table_id, station", (station,))]


def log_stations(s: Any, table_id: int) -> dict[int, tuple[str, str, str]]:
    """Each log entry of a table: seq -> (station, person, database user: "" in a file)."""
    return {int(seq): (str(st or ""), str(pe or ""), str(user or "")) for seq, st, pe, user
            in as_db(s).rows("SELECT seq, station, person, db_user FROM hand_log "
                             "WHERE table_id = ?", (table_id,))}


# -- the tables' calls for a referee --------------------------------------------------------

_CALL = ("id", "round_number", "table_number", "reason", "at", "station", "person",
         "closed_at", "closed_by")


def referee_calls(s: Any, open_only: bool = True) -> list[RefereeCall]:
    """The calls, oldest first: the open ones (or every one)."""
    sql = f"SELECT {', '.join(_CALL)} FROM referee_calls"
    if open_only:
        sql += " WHERE closed_at IS NULL"
    return [RefereeCall(id=int(i), round=int(r), table=int(t), reason=reason, at=at,
                        station=station, person=person, closed_at=closed_at,
                        closed_by=closed_by)
            for i, r, t, reason, at, station, person, closed_at, closed_by in as_db(s).rows(
                sql + " ORDER BY id")]
