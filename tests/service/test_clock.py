"""The round clock through the service: stored events, a fake time source, a restart."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from tests.service.helpers import new_tournament, ron, seat_in_order
from tournament.clock import ClockSignal, ClockStatus, ClockWatcher
from tournament.errors import InvalidInput
from tournament.service import Tournament

T0 = datetime(2026, 11, 21, 9, 0, tzinfo=UTC)


class FakeTime:
    def __init__(self) -> None:
        self.now = T0

    def __call__(self) -> datetime:
        return self.now

    def advance(self, minutes: float) -> None:
        self.now += timedelta(minutes=minutes)


@pytest.fixture
def seated(tmp_path):
    t = new_tournament(tmp_path, players=8, rounds=2, round_minutes=60)
    seat_in_order(t, 1, [[1, 2, 3, 4], [5, 6, 7, 8]])
    yield t
    if not t._store.closed:
        t.close()


def test_the_clock_survives_a_restart(seated):
    time = FakeTime()
    seated.time_source = time
    clock, changes = seated.clock.start(1, warning=10, who="desk")
    assert changes.clock == (1,) and clock.running and clock.remaining == 3600
    time.advance(10)
    seated.clock.add_time(1, 5, table=2, note="late start")
    time.advance(10)
    seated.clock.pause(1)
    path = seated.path
    seated.close()

    time.advance(30)  # the laptop was off; the clock was paused
    t = Tournament.open(path)
    t.time_source = time
    clock = t.clock.state(1)
    assert clock.status is ClockStatus.PAUSED and clock.remaining == 40 * 60
    assert clock.table(2).remaining == 45 * 60 and clock.warning_minutes == 10
    t.clock.resume(1)
    time.advance(40)
    clock = t.clock.state(1)
    assert clock.time_up and clock.last_hand == (1,)
    assert clock.table(2).remaining == 5 * 60
    assert [e.kind.value for e in t.clock.events(1)] == ["set", "start", "add", "pause",
                                                         "resume"]
    assert t.clock.events(1)[2].note == "late start" and t.clock.events(1)[0].who == "desk"
    t.close()


def test_a_finished_table_plays_no_last_hand(seated):
    seated.clock.start(1, at=T0)
    seated.tables.record_hand(1, 1, ron(0, 1, 3, 30, last=True))
    clock = seated.clock.state(1, T0 + timedelta(minutes=61))
    assert clock.table(1).finished and not clock.table(1).last_hand
    assert clock.last_hand == (2,)


def test_refusals(seated):
    def codes(call, *args, **kw):
        with pytest.raises(InvalidInput) as exc:
            call(*args, **kw)
        return {i.code for i in exc.value.issues}

    assert codes(seated.clock.pause, 1, at=T0) == {"clock_not_running"}
    assert codes(seated.clock.state, 2) == {"no_such_round"}
    assert codes(seated.clock.start, 1, minutes=0, at=T0) == {"bad_minutes"}
    assert codes(seated.clock.add_time, 1, 0, at=T0) == {"bad_minutes"}
    assert codes(seated.clock.add_time, 1, 5, table=9, at=T0) == {"no_such_table"}
    assert codes(seated.clock.reset, 1, at=T0) == {"clock_not_started"}
    assert codes(seated.clock.set, 1, at=T0) == {"nothing_to_set"}
    seated.clock.start(1, at=T0)
    assert codes(seated.clock.start, 1, at=T0) == {"clock_started"}
    assert codes(seated.clock.resume, 1, at=T0) == {"clock_not_paused"}
    # A refusal writes nothing: one event, the start.
    assert [e.kind.value for e in seated.clock.events(1)] == ["start"]
    seated.clock.reset(1, note="false start", at=T0 + timedelta(minutes=1))
    assert not seated.clock.state(1, T0 + timedelta(minutes=2)).started


def test_a_round_without_a_length_needs_the_minutes(tmp_path):
    t = new_tournament(tmp_path, players=4, rounds=1)
    seat_in_order(t, 1, [[1, 2, 3, 4]])
    with pytest.raises(InvalidInput) as exc:
        t.clock.start(1, at=T0)
    assert {i.code for i in exc.value.issues} == {"no_round_length"}
    clock, _ = t.clock.start(1, minutes=75, at=T0)
    assert clock.minutes == 75
    t.close()


def test_gong_after_a_restart_with_a_fake_time_source(seated):
    """The scenario a clock screen follows: start, extra minutes for one table, pause, the
    app restarts, resume, time up: the gong sounds once (a list stands for the sound sink)
    and the tables still playing show "last hand"."""
    time, gongs = FakeTime(), []
    seated.time_source = time
    watcher = ClockWatcher()

    def tick(t):
        for signal in watcher.update(t.clock.state(1)):
            if signal.kind is ClockSignal.TIME_UP:
                gongs.append(time.now)

    seated.clock.start(1, warning=5)
    tick(seated)
    time.advance(10)
    seated.clock.add_time(1, 4, table=2, note="referee call")
    time.advance(20)
    seated.clock.pause(1)
    tick(seated)
    path = seated.path
    seated.close()

    t = Tournament.open(path)  # the app restarts: a new screen, a new watcher
    t.time_source = time
    watcher = ClockWatcher()
    time.advance(15)
    tick(t)
    t.clock.resume(1)
    for _ in range(31):  # one tick a minute: 30 minutes were left
        time.advance(1)
        tick(t)
    assert gongs == [T0 + timedelta(minutes=30 + 15 + 30)]
    clock = t.clock.state(1)
    assert clock.last_hand == (1,) and not clock.table(2).time_up
    time.advance(4)
    tick(t)
    assert t.clock.state(1).last_hand == (1, 2) and len(gongs) == 1
    # Opening the screen again after time is up does not sound the gong again.
    assert ClockWatcher().update(t.clock.state(1)) == ()
    t.close()
