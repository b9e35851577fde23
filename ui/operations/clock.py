"""The round clock: start, pause, resume, add minutes, set the length or the warning. Each is
one event appended to the tournament file (`tournament.service.clock`), stamped with the
moment the desk's clock gives (`ClockTicker.now`), so a test's fake time is the file's too."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime

from ui.operations import Op, run
from ui.session import Session

Now = Callable[[], datetime]


def start_clock(session: Session, round: int, now: Now, minutes: int | None = None,
                warning: int | None = None, initiator: object | None = None) -> Op:
    who, at = session.referee, now()
    return run(session, "start_clock",
               lambda t: t.clock.start(round, minutes, warning, at=at, who=who), initiator)


def pause_clock(session: Session, round: int, now: Now,
                initiator: object | None = None) -> Op:
    who, at = session.referee, now()
    return run(session, "pause_clock", lambda t: t.clock.pause(round, at=at, who=who),
               initiator)


def resume_clock(session: Session, round: int, now: Now,
                 initiator: object | None = None) -> Op:
    who, at = session.referee, now()
    return run(session, "resume_clock", lambda t: t.clock.resume(round, at=at, who=who),
               initiator)


def add_time(session: Session, round: int, minutes: int, now: Now, table: int | None = None,
             note: str = "", initiator: object | None = None) -> Op:
    """Minutes (negative: taken off) for the whole room, or for one table."""
    who, at = session.referee, now()
    return run(session, "add_time",
               lambda t: t.clock.add_time(round, minutes, table, note, at=at, who=who), initiator)


def set_clock(session: Session, round: int, now: Now, minutes: int | None = None,
              warning: int | None = None, initiator: object | None = None) -> Op:
    who, at = session.referee, now()
    return run(session, "set_clock",
               lambda t: t.clock.set(round, minutes, warning, at=at, who=who), initiator)


def reset_clock(session: Session, round: int, now: Now, note: str = "",
                initiator: object | None = None) -> Op:
    who, at = session.referee, now()
    return run(session, "reset_clock", lambda t: t.clock.reset(round, note, at=at, who=who),
               initiator)
