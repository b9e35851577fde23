"""The round clock: stored events folded into what the clock shows at a given moment. Pure.

A round's clock is not a timer kept in memory: it is the list of what the organiser did
(start, pause, resume, add minutes to the room or to one table, change the length or the
warning, reset), each with the moment it was done. `fold_clock(events, tables, now)` turns
that list into the clock at `now`, so the clock survives a restart of the app (the events are
in the tournament file) and a screen, the projector and a live page all show the same time.
Time is always passed in (`now`, timezone-aware UTC), never read here: a test drives the clock
with a fake time source.

Rules
- The room's time left = length + minutes added to the room - time run. Time runs from
  `start` to `pause`, and from each `resume` to the next `pause` (or to `now`).
- A table's time left = the room's + the minutes added to that table (a late start, a
  referee call). Minutes may be negative (to correct an addition).
- `warning`: 0 < time left <= the warning minutes. `time_up`: time left <= 0.
- "Last hand": a table whose time is up and whose game is not finished plays its last hand
  (the referee records it with `last_hand: true`, which ends the game once settled).
- `reset` forgets every earlier event of the round (the clock is as before its start).
- Events are applied in their order (seq); a moment earlier than the previous event's (a
  clock set back) counts as that previous moment, so time never runs backwards.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

DEFAULT_WARNING = 15  # minutes left when the warning shows, unless the organiser sets another


class ClockEventKind(enum.StrEnum):
    SET = "set"  # minutes: the round's length; warning: the warning minutes (either may be None)
    START = "start"
    PAUSE = "pause"
    RESUME = "resume"
    ADD = "add"  # minutes (may be negative) to the room, or to `table`
    RESET = "reset"


class ClockStatus(enum.StrEnum):
    NOT_STARTED = "not_started"
    RUNNING = "running"
    PAUSED = "paused"


@dataclass(frozen=True, slots=True)
class ClockEvent:
    """One thing the organiser did to a round's clock, with when."""

    round: int
    seq: int  # 1, 2, ... per round
    kind: ClockEventKind
    at: datetime  # timezone-aware (UTC)
    minutes: int | None = None  # set: the length; add: the minutes added
    warning: int | None = None  # set: the warning minutes
    table: int | None = None  # add: one table (None: the whole room)
    who: str = ""
    note: str = ""  # why (a referee call, a late start)


@dataclass(frozen=True, slots=True)
class TableClock:
    """One table's time."""

    table: int
    added_minutes: int  # added to this table only
    remaining: float  # seconds (negative once time is up)
    warning: bool
    time_up: bool
    finished: bool  # the table's game is over
    time_up_at: datetime | None  # when its time ran out (None: not yet, or paused before)

    @property
    def last_hand(self) -> bool:
        """Time is up and the game goes on: the hand in play is the last one."""
        return self.time_up and not self.finished


@dataclass(frozen=True, slots=True)
class RoundClock:
    """A round's clock at `now`."""

    round: int
    now: datetime
    status: ClockStatus
    minutes: int  # the round's length
    warning_minutes: int
    added_minutes: int  # added to the whole room
    elapsed: float  # seconds run
    remaining: float  # the room's seconds left (negative once time is up)
    tables: tuple[TableClock, ...]
    started_at: datetime | None = None
    time_up_at: datetime | None = None  # when the room's time ran out (None: not yet)
    ends_at: datetime | None = None  # while running: when the room's time runs out
    events: int = 0  # run events in effect (start, pause, resume, add: after the last reset)

    @property
    def started(self) -> bool:
        return self.status is not ClockStatus.NOT_STARTED

    @property
    def running(self) -> bool:
        return self.status is ClockStatus.RUNNING

    @property
    def paused(self) -> bool:
        return self.status is ClockStatus.PAUSED

    @property
    def time_up(self) -> bool:
        return self.started and self.remaining <= 0

    @property
    def warning(self) -> bool:
        return self.started and 0 < self.remaining <= self.warning_minutes * 60

    @property
    def last_hand(self) -> tuple[int, ...]:
        """Tables playing their last hand."""
        return tuple(t.table for t in self.tables if t.last_hand)

    def table(self, number: int) -> TableClock:
        for t in self.tables:
            if t.table == number:
                return t
        raise KeyError(number)


class ClockSignal(enum.StrEnum):
    """What changed between two readings of a clock: what a screen announces."""

    WARNING = "warning"  # the room's warning time was reached
    TIME_UP = "time_up"  # the room's time ran out: the gong
    TABLE_TIME_UP = "table_time_up"  # a table with its own minutes ran out (not with the room)


@dataclass(frozen=True, slots=True)
class Signal:
    kind: ClockSignal
    table: int | None = None


def utc(moment: datetime) -> datetime:
    """A timezone-aware UTC moment (a naive one is taken as UTC), to the millisecond (what
    the file stores)."""
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    moment = moment.astimezone(UTC)
    return moment.replace(microsecond=moment.microsecond // 1000 * 1000)


def format_remaining(seconds: float) -> str:
    """"1:05:09", "12:34", "0:00"; time over counts up with a minus: "−2:10"."""
    whole = int(-(-seconds // 1)) if seconds > 0 else int(-seconds // 1)
    sign = "\u2212" if seconds < 0 and whole else ""
    hours, rest = divmod(whole, 3600)
    minutes, secs = divmod(rest, 60)
    if hours:
        return f"{sign}{hours}:{minutes:02d}:{secs:02d}"
    return f"{sign}{minutes}:{secs:02d}"


def fold_clock(events: Iterable[ClockEvent], tables: Sequence[int], now: datetime, *,
               minutes: int | None, warning: int = DEFAULT_WARNING,
               finished: Mapping[int, bool] | None = None, round: int = 0) -> RoundClock:
    """The clock of a round at `now`: its events (in seq order) applied to a round of
    `minutes` (the tournament's round length; a `set` event overrides it), `tables` the
    round's table numbers, `finished` which of them have finished their game."""
    now = utc(now)
    effective: list[ClockEvent] = []
    for e in sorted(events, key=lambda e: e.seq):
        if e.kind is ClockEventKind.RESET:
            # The clock goes back to its start: what ran, paused and was added goes; the
            # round's length and warning as they were set stay.
            effective = [kept for kept in effective if kept.kind is ClockEventKind.SET]
        else:
            effective.append(e)
    length = minutes or 0
    warn = warning
    added = 0
    per_table: dict[int, int] = {}
    status = ClockStatus.NOT_STARTED
    started_at: datetime | None = None
    run_from: datetime | None = None
    intervals: list[tuple[datetime, datetime]] = []
    last = datetime.min.replace(tzinfo=UTC)
    for e in effective:
        at = max(utc(e.at), last)
        last = at
        if e.kind is ClockEventKind.SET:
            if e.minutes is not None:
                length = e.minutes
            if e.warning is not None:
                warn = e.warning
        elif e.kind is ClockEventKind.ADD:
            if e.table is None:
                added += e.minutes or 0
            else:
                per_table[e.table] = per_table.get(e.table, 0) + (e.minutes or 0)
        elif e.kind is ClockEventKind.START and status is ClockStatus.NOT_STARTED:
            status, started_at, run_from = ClockStatus.RUNNING, at, at
        elif e.kind is ClockEventKind.PAUSE and status is ClockStatus.RUNNING:
            assert run_from is not None
            intervals.append((run_from, at))
            status, run_from = ClockStatus.PAUSED, None
        elif e.kind is ClockEventKind.RESUME and status is ClockStatus.PAUSED:
            status, run_from = ClockStatus.RUNNING, at
    if run_from is not None:
        intervals.append((run_from, max(now, run_from)))

    elapsed = sum((b - a).total_seconds() for a, b in intervals)
    budget = (length + added) * 60
    remaining = budget - elapsed

    def ran_out(seconds: float) -> datetime | None:
        """The moment the run time reached `seconds` (None: not reached)."""
        if status is ClockStatus.NOT_STARTED or elapsed < seconds:
            return None
        run = 0.0
        for a, b in intervals:
            span = (b - a).total_seconds()
            if run + span >= seconds:
                return a + timedelta(seconds=max(0.0, seconds - run))
            run += span
        return intervals[-1][1] if intervals else None

    done = finished or {}
    clocks = []
    for number in tables:
        extra = per_table.get(number, 0)
        left = remaining + extra * 60
        started = status is not ClockStatus.NOT_STARTED
        clocks.append(TableClock(
            table=number, added_minutes=extra, remaining=left,
            warning=started and 0 < left <= warn * 60, time_up=started and left <= 0,
            finished=bool(done.get(number)),
            time_up_at=ran_out(budget + extra * 60) if started and left <= 0 else None))
    return RoundClock(
        round=round, now=now, status=status, minutes=length, warning_minutes=warn,
        added_minutes=added, elapsed=elapsed, remaining=remaining, tables=tuple(clocks),
        started_at=started_at,
        time_up_at=ran_out(budget) if status is not ClockStatus.NOT_STARTED and remaining <= 0
        else None,
        ends_at=now + timedelta(seconds=remaining) if status is ClockStatus.RUNNING
        and remaining > 0 else None,
        events=sum(1 for e in effective if e.kind is not ClockEventKind.SET))


def clock_signals(before: RoundClock | None, after: RoundClock) -> tuple[Signal, ...]:
    """What happened between two readings of the same round's clock (`before` None: the
    first reading, e.g. after a restart: nothing is announced for what happened before it).

    The gong is `TIME_UP`; a table given its own minutes gets `TABLE_TIME_UP` when its own
    time runs out (after the room's, or before it for minutes taken off)."""
    if before is None or before.round != after.round:
        return ()
    out = []
    if after.warning and not before.warning and not before.time_up:
        out.append(Signal(ClockSignal.WARNING))
    if after.time_up and not before.time_up:
        out.append(Signal(ClockSignal.TIME_UP))
    was = {t.table: t for t in before.tables}
    for t in after.tables:
        old = was.get(t.table)
        if t.time_up and old is not None and not old.time_up and t.added_minutes:
            out.append(Signal(ClockSignal.TABLE_TIME_UP, t.table))
    return tuple(out)


class ClockWatcher:
    """What a screen's timer asks on each tick: "what should I announce now?". It keeps the
    previous reading of one round's clock and gives the signals since (`clock_signals`). A
    new watcher (a screen opened, the app restarted) announces nothing on its first reading,
    so a gong already sounded is not sounded again."""

    def __init__(self) -> None:
        self.last: RoundClock | None = None

    def update(self, clock: RoundClock) -> tuple[Signal, ...]:
        if self.last is not None and self.last.round != clock.round:
            self.last = None  # another round: start afresh
        signals = clock_signals(self.last, clock)
        self.last = clock
        return signals


def clock_json(clock: RoundClock) -> dict[str, object]:
    """The `clock --json` format (docs/cli.md, "The round clock"), also what a live page reads."""
    def moment(value: datetime | None) -> str | None:
        return None if value is None else value.isoformat(timespec="milliseconds").replace(
            "+00:00", "Z")

    return {
        "round": clock.round, "now": moment(clock.now), "status": clock.status.value,
        "minutes": clock.minutes, "warning_minutes": clock.warning_minutes,
        "added_minutes": clock.added_minutes, "elapsed": round(clock.elapsed, 3),
        "remaining": round(clock.remaining, 3), "warning": clock.warning,
        "time_up": clock.time_up, "started_at": moment(clock.started_at),
        "time_up_at": moment(clock.time_up_at), "ends_at": moment(clock.ends_at),
        "tables": [{"table": t.table, "added_minutes": t.added_minutes,
                    "remaining": round(t.remaining, 3), "warning": t.warning,
                    "time_up": t.time_up, "last_hand": t.last_hand, "finished": t.finished,
                    "time_up_at": moment(t.time_up_at)} for t in clock.tables],
    }
