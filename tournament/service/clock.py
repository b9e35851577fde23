"""The round clock: one per round, its events stored in the file (`tournament.clock`).

Each change is one appended event (start, pause, resume, add minutes, set the length or the
warning, reset) with the moment it was made and who made it; the clock at any moment is the
fold of those events, so it survives a restart of the app. The events are their own audit
trail (like the hand log): no audit line is added.

Time: every method takes the moment (`at`, `now`); left out, it is `time_source()` (the real
UTC time unless a front end or a test replaced it).
"""

from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING, Any

from tournament.clock import (
    DEFAULT_WARNING,
    ClockEvent,
    ClockEventKind,
    ClockStatus,
    RoundClock,
    fold_clock,
    utc,
)
from tournament.issue_codes import IssueCode
from tournament.model import Issue
from tournament.service.arguments import issue, refuse
from tournament.service.values import Changes
from tournament.storage import day

if TYPE_CHECKING:
    from tournament.service.facade import Tournament

MAX_MINUTES = 600


def _minutes(value: object, field: str, *, allow_zero: bool = False,
             negative: bool = False) -> list[Issue]:
    if isinstance(value, bool) or not isinstance(value, int):
        return [issue(IssueCode.NOT_AN_INTEGER, field,
                      f"{field} must be a whole number of minutes, "
                      f"got {value!r}")]
    low = -MAX_MINUTES if negative else (0 if allow_zero else 1)
    if not low <= value <= MAX_MINUTES or (negative and value == 0):
        what = ("from -600 to 600, not 0" if negative else
                f"from {low} to {MAX_MINUTES}")
        return [issue(IssueCode.BAD_MINUTES, field, f"{field} must be {what} minutes, got {value}")]
    return []


class ClockPart:
    def __init__(self, t: Tournament) -> None:
        self._t = t
        self._events: dict[int, list[ClockEvent]] = {}

    def _read(self, s: Any) -> None:
        self._events = {}
        for c in day.clock_events(s):
            self._events.setdefault(c.round, []).append(c)

    def _read_round(self, s: Any, round: int) -> None:
        self._events[round] = day.clock_events(s, round)

    def _add(self, event: ClockEvent) -> None:
        self._events.setdefault(event.round, []).append(event)

    def events(self, round: int) -> tuple[ClockEvent, ...]:
        return tuple(self._events.get(round, ()))

    def state(self, round: int, now: datetime | None = None) -> RoundClock:
        """The round's clock at `now` (default: `time_source()`): the room's and each table's
        time left, warning, time up, the tables playing their last hand."""
        tables = self._t.rounds.seating(round)
        if not tables:
            raise refuse(issue(IssueCode.NO_SUCH_ROUND, "round", f"round {round} is not seated",
                               round=round))
        return fold_clock(self._events.get(round, ()), [t.table for t in tables],
                          self._t.now() if now is None else utc(now),
                          minutes=self._t._settings.round_minutes, warning=DEFAULT_WARNING,
                          # From the stored summaries (as approving a round asks): a
                          # replay of every table's log would make the desk's clock
                          # read cost seconds at every open of a large tournament.
                          finished={t.table: self._t._summary(t).finished for t in tables},
                          round=round)

    def _clock_event(self, round: int, kind: ClockEventKind, at: datetime | None, who: str,
                     *, minutes: int | None = None, warning: int | None = None,
                     table: int | None = None, note: str = "",
                     before: ClockEventKind | None = None) -> tuple[RoundClock, Changes]:
        """Append one event (and `before` it a `set` of minutes/warning, in the same
        transaction) and return the clock at that moment."""
        moment = self._t.now() if at is None else utc(at)
        if before is not None:
            events = [{"kind": before, "at": moment, "minutes": minutes, "warning": warning,
                       "who": who},
                      {"kind": kind, "at": moment, "who": who, "note": note.strip()}]
        else:
            events = [{"kind": kind, "at": moment, "minutes": minutes, "warning": warning,
                       "table": table, "who": who, "note": note.strip()}]
        changes = self._t._commit_clock(round, events, who)
        return self.state(round, moment), changes

    def start(self, round: int, minutes: int | None = None, warning: int | None = None,
              at: datetime | None = None, who: str = "") -> tuple[RoundClock, Changes]:
        """Start the round's clock. `minutes` (the round's length) and `warning` (minutes
        left when the warning shows) default to what is set: the tournament's round minutes
        and 15."""
        clock = self.state(round, at)
        issues: list[Issue] = []
        if clock.started:
            issues.append(issue(IssueCode.CLOCK_STARTED, "round", f"the clock of round {round} is "
                                f"already {'running' if clock.running else 'paused'}",
                                round=round))
        if minutes is not None:
            issues += _minutes(minutes, "minutes")
        if warning is not None:
            issues += _minutes(warning, "warning", allow_zero=True)
        if minutes is None and not clock.minutes:
            issues.append(issue(IssueCode.NO_ROUND_LENGTH, "minutes", "how long is the round? give "
                                "the minutes (the tournament has no round length set)"))
        if issues:
            raise refuse(*issues)
        return self._clock_event(round, ClockEventKind.START, at, who, minutes=minutes,
                                 warning=warning,
                                 before=ClockEventKind.SET if minutes is not None
                                 or warning is not None else None)

    def pause(self, round: int, at: datetime | None = None,
              who: str = "") -> tuple[RoundClock, Changes]:
        if self.state(round, at).status is not ClockStatus.RUNNING:
            raise refuse(issue(IssueCode.CLOCK_NOT_RUNNING, "round",
                               f"the clock of round {round} is not running", round=round))
        return self._clock_event(round, ClockEventKind.PAUSE, at, who)

    def resume(self, round: int, at: datetime | None = None,
               who: str = "") -> tuple[RoundClock, Changes]:
        if self.state(round, at).status is not ClockStatus.PAUSED:
            raise refuse(issue(IssueCode.CLOCK_NOT_PAUSED, "round",
                               f"the clock of round {round} is not paused", round=round))
        return self._clock_event(round, ClockEventKind.RESUME, at, who)

    def add_time(self, round: int, minutes: int, table: int | None = None, note: str = "",
                 at: datetime | None = None, who: str = "") -> tuple[RoundClock, Changes]:
        """Add minutes (negative: take them off) to the whole room, or to one table (a late
        start, a referee call); `note` says why."""
        clock = self.state(round, at)
        issues = _minutes(minutes, "minutes", negative=True)
        if table is not None and table not in {t.table for t in clock.tables}:
            issues.append(issue(IssueCode.NO_SUCH_TABLE, "table", f"round {round} has no table "
                                f"{table}", round=round, table=table))
        if issues:
            raise refuse(*issues)
        return self._clock_event(round, ClockEventKind.ADD, at, who, minutes=minutes,
                                 table=table, note=note)

    def set(self, round: int, minutes: int | None = None, warning: int | None = None,
            at: datetime | None = None, who: str = "") -> tuple[RoundClock, Changes]:
        """Change the round's length or the warning minutes (before or during the round)."""
        self.state(round, at)
        issues: list[Issue] = []
        if minutes is None and warning is None:
            issues.append(issue(IssueCode.NOTHING_TO_SET, "minutes",
                                "give the minutes or the warning"))
        if minutes is not None:
            issues += _minutes(minutes, "minutes")
        if warning is not None:
            issues += _minutes(warning, "warning", allow_zero=True)
        if issues:
            raise refuse(*issues)
        return self._clock_event(round, ClockEventKind.SET, at, who, minutes=minutes,
                                 warning=warning)

    def reset(self, round: int, note: str = "", at: datetime | None = None,
              who: str = "") -> tuple[RoundClock, Changes]:
        """Take the clock back to before its start (the events stay in the file)."""
        if not self.state(round, at).events:
            raise refuse(issue(IssueCode.CLOCK_NOT_STARTED, "round", f"the clock of round {round} "
                               f"has nothing to reset", round=round))
        return self._clock_event(round, ClockEventKind.RESET, at, who, note=note)
