"""The round clock (tournament/clock.py): stored events folded into the clock at a moment."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from tournament.clock import (
    ClockEvent,
    ClockEventKind,
    ClockSignal,
    ClockStatus,
    Signal,
    clock_json,
    clock_signals,
    fold_clock,
    format_remaining,
    utc,
)

T0 = datetime(2026, 11, 21, 9, 0, tzinfo=UTC)
K = ClockEventKind


def at(minutes: float) -> datetime:
    return T0 + timedelta(minutes=minutes)


def events(*items: tuple[float, ClockEventKind, dict]) -> list[ClockEvent]:
    return [ClockEvent(1, seq, kind, at(m), **extra)
            for seq, (m, kind, extra) in enumerate(items, start=1)]


def fold(evs, minute, tables=(1, 2, 3), minutes=90, **kw):
    return fold_clock(evs, tables, at(minute), minutes=minutes, round=1, **kw)


def test_not_started_shows_the_full_length():
    c = fold([], 30)
    assert c.status is ClockStatus.NOT_STARTED and not c.started
    assert c.remaining == 90 * 60 and c.elapsed == 0
    assert not c.time_up and not c.warning and c.ends_at is None
    assert all(not t.time_up for t in c.tables)


def test_running_pause_resume_add_minutes():
    evs = events((0, K.START, {}),
                 (10, K.ADD, {"minutes": 5, "table": 2, "note": "late start"}),
                 (20, K.PAUSE, {}),
                 (30, K.RESUME, {}),
                 (40, K.ADD, {"minutes": 3}))
    c = fold(evs, 50)
    # Run: 0-20 and 30-50 = 40 minutes; length 90 + 3 for the room: 53 minutes left.
    assert c.status is ClockStatus.RUNNING
    assert c.elapsed == 40 * 60
    assert c.remaining == 53 * 60
    assert c.added_minutes == 3
    assert c.table(2).remaining == 58 * 60 and c.table(2).added_minutes == 5
    assert c.table(1).remaining == 53 * 60
    assert c.ends_at == at(103)
    assert c.started_at == at(0)
    paused = fold(evs[:3], 25)
    assert paused.status is ClockStatus.PAUSED and paused.elapsed == 20 * 60
    assert paused.ends_at is None


def test_warning_then_time_up_and_last_hand():
    # The rules README, section "The default ruleset": "a time limit can end it [the game]
    # after the current hand": at time up each table still playing is on its last hand; a
    # finished one is not.
    evs = events((0, K.START, {}), (1, K.ADD, {"minutes": 5, "table": 3}))
    warned = fold(evs, 80, warning=15)
    assert warned.warning and not warned.time_up
    assert warned.table(1).warning
    # 90 minutes: the room's time is up; table 3 has 5 more minutes.
    up = fold(evs, 92, finished={2: True})
    assert up.time_up and not up.warning and up.time_up_at == at(90)
    assert up.table(1).last_hand and up.table(1).time_up_at == at(90)
    assert up.table(2).time_up and not up.table(2).last_hand  # its game is over
    assert not up.table(3).time_up and up.table(3).remaining == 3 * 60
    assert up.last_hand == (1,)
    later = fold(evs, 96)
    assert later.table(3).time_up and later.table(3).time_up_at == at(95)
    assert later.last_hand == (1, 2, 3)
    assert later.remaining == -6 * 60


def test_time_up_moment_counts_only_running_time():
    # 60 minutes, paused from 30 to 45: time is up at 75.
    evs = events((0, K.START, {}), (30, K.PAUSE, {}), (45, K.RESUME, {}))
    c = fold(evs, 80, minutes=60)
    assert c.time_up_at == at(75)


def test_set_changes_length_and_warning_and_reset_keeps_them():
    evs = events((0, K.SET, {"minutes": 60, "warning": 5}), (1, K.START, {}))
    c = fold(evs, 50)
    assert (c.minutes, c.warning_minutes) == (60, 5)
    assert c.remaining == 11 * 60 and not c.warning
    assert fold(evs, 57).warning
    reset = [*evs, ClockEvent(1, 3, K.RESET, at(58))]
    c = fold(reset, 70)
    # The reset takes the clock back to its start; the length and warning set stay.
    assert c.status is ClockStatus.NOT_STARTED and c.events == 0
    assert (c.minutes, c.warning_minutes) == (60, 5) and c.remaining == 60 * 60
    # Minutes added before the reset go with it.
    added = [*evs, ClockEvent(1, 3, K.ADD, at(58), minutes=7),
             ClockEvent(1, 4, K.RESET, at(59))]
    assert fold(added[:3], 70).added_minutes == 7 and fold(added, 70).added_minutes == 0


def test_time_never_runs_backwards():
    # A pause stamped before the start (a clock set back) counts at the start's moment.
    evs = events((10, K.START, {}), (5, K.PAUSE, {}))
    c = fold(evs, 60)
    assert c.status is ClockStatus.PAUSED and c.elapsed == 0
    # Reading the clock at a moment before its start gives no negative run.
    assert fold(events((10, K.START, {})), 5).elapsed == 0


def test_signals_between_readings():
    evs = events((0, K.START, {}), (1, K.ADD, {"minutes": 4, "table": 2}))
    before, warned = fold(evs, 70), fold(evs, 76)
    assert clock_signals(before, warned) == (Signal(ClockSignal.WARNING),)
    up = fold(evs, 90.5)
    assert clock_signals(warned, up) == (Signal(ClockSignal.TIME_UP),)
    assert clock_signals(up, fold(evs, 91)) == ()
    assert clock_signals(up, fold(evs, 94.5)) == (Signal(ClockSignal.TABLE_TIME_UP, 2),)
    # A first reading (after a restart) announces nothing.
    assert clock_signals(None, up) == ()


def test_formats_and_json():
    assert format_remaining(3600 + 65 + 0.2) == "1:01:06"
    assert format_remaining(59.5) == "1:00"
    assert format_remaining(0) == "0:00"
    assert format_remaining(-130.4) == "\u22122:10"
    c = fold(events((0, K.START, {})), 100)
    data = clock_json(c)
    assert data["status"] == "running" and data["time_up"] is True
    assert data["time_up_at"] == "2026-11-21T10:30:00.000Z"
    assert [t["last_hand"] for t in data["tables"]] == [True, True, True]
    assert utc(datetime(2026, 1, 1, 12, 0, 0, 123456)) == datetime(2026, 1, 1, 12, 0, 0, 123000,
                                                                  tzinfo=UTC)
