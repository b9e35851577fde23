"""How one station's change is weighed against the changes other stations made since the
one it builds on: which of theirs it may not build on without a look (`conflicting`), what the
refusal says (`table_changed`, `changed_elsewhere`), and which changes only the organiser makes.
"""

from __future__ import annotations

from datetime import UTC, datetime

from tournament.issue_codes import IssueCode
from tournament.model import Issue
from tournament.service.arguments import issue
from tournament.service.values import EVERYTHING, FIELDS, Changes
from tournament.storage.changes import ChangeLine

# Changes of another station after which everything is read again.
RELOAD = ("players", "settings", "rounds", "final")
# A conflict with changes no longer kept (a station too far behind): everything may differ.
EVERYTHING_ELSEWHERE: ChangeLine = (0, "", "", "", EVERYTHING.to_json())


# What a referee's hand entry and round clock change, and the tables' referee calls (made from
# a phone, closed at any desk); every other change is the organiser's.
HAND_LOG = ("tables", "standings", "audit", "clock", "calls")


def organisers_only(changes: Changes, audit: str | None) -> bool:
    """Is this a change only the organiser makes? A referee enters, corrects and voids
    hands and paper totals (the hand log: no audit line) and runs the round clock."""
    if audit is not None and not changes.clock:
        return True
    return changes.any_of(n for n in FIELDS if n not in HAND_LOG)


def conflicting(mine: Changes, others: list[ChangeLine] | None
                ) -> ChangeLine | None:
    """The first change of another station that this one may not build on without a
    look: the same table, a structural change (players, seating, rounds, settings, the
    final), or the same penalties or awards. None: they touched other things."""
    if others is None:  # too far behind to tell: refuse, reload, enter again
        return EVERYTHING_ELSEWHERE
    mine_any = mine != Changes()
    for other in others:
        theirs = Changes.from_json(other[4])
        if set(mine.tables) & set(theirs.tables):
            return other
        if mine_any and (theirs.seating or any(getattr(theirs, n) for n in RELOAD)):
            return other
        if (mine.penalties and theirs.penalties) or (mine.awards and theirs.awards):
            return other
        if mine.seating and theirs.tables:
            return other
    return None


def changed_elsewhere(mine: Changes, other: ChangeLine) -> Issue:
    _, at, station, person, what = other
    theirs = Changes.from_json(what)
    same = [t for t in mine.tables if t in theirs.tables]
    if same:
        round, table = same[0]
        return table_changed(round, table, station, person, at)
    return issue(IssueCode.CHANGED_ELSEWHERE, "", f"the tournament was changed at "
                 f"{_where(station, person)} {_when(at)}: reload and check, then do it again "
                 f"if it is still needed (nothing of this change was saved)", station=station,
                 person=person, at=at)


def table_changed(round: int, table: int, station: str, person: str, at: str) -> Issue:
    """Another station changed this table since the change being refused was entered:
    what it says, the same wherever the refusal comes from. Never "amend": that would
    replace the other station's hand."""
    return issue(IssueCode.TABLE_CHANGED, "table", f"table {table} changed at "
                 f"{_where(station, person)} {_when(at)}: reload and check, then enter again "
                 f"if it is still needed (nothing of this change was saved)", round=round,
                 table=table, station=station, person=person, at=at)


def _where(station: str, person: str) -> str:
    where = f"station '{station}'" if station else "another station"
    return f"{where} ({person})" if person else where


def _when(at: str) -> str:
    """'at 17:42' (this computer's time) for a stored moment; 'a moment ago' without one."""
    try:
        moment = datetime.fromisoformat(at.replace("Z", "+00:00"))
    except ValueError:
        return "a moment ago"
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    return f"at {moment.astimezone():%H:%M}"
