"""No station misses another station's change, on a real PostgreSQL server (tests/pg.py).

A station counts the changes it has read in (`seen_counter`); a change committed while it is
reading others in must not be counted unless it was read. The interleavings are made
deterministic by a hook at the storage boundary (another station commits right after this
one's read or write ends, before it goes on); the stress test lets a writer in another
process and a station catching up in a loop race for real, then compares the station's view
with a fresh open's, table by table.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

from tests.service.helpers import names, ron
from tournament.players.roster import PlayerDraft
from tournament.service import Tournament, Watcher

ROOT = Path(__file__).resolve().parents[2]
SEATING = [[f"P{n:02d}" for n in range(t * 4 + 1, t * 4 + 5)] for t in range(4)]


@pytest.fixture
def venue(pg_url):
    """A tournament on the server, round 1 seated on four tables; its URL."""
    with Tournament.create(pg_url, name="Cup", rounds=2, password="pw",
                           players=[PlayerDraft(n) for n in names(16)]) as t:
        t.rounds.set_seating(1, SEATING)
    return pg_url


def station(url: str, name: str) -> Tournament:
    return Tournament.open(url, station=name, password="pw")


def after_first(t: Tournament, block: str, then: Callable[[], None]) -> list[bool]:
    """Run `then` once, right after the first `block` ("reading", "transaction" or
    "appending", which writes the hand log's changes) of `t`'s
    store ends (its session closed, a transaction committed) and before `t` goes on.
    Returns a list that holds True once `then` has run."""
    store = t._store
    real = getattr(store, block)
    ran: list[bool] = []

    @contextmanager
    def hooked() -> Iterator[Any]:
        with real() as s:
            yield s
        if not ran:
            ran.append(True)
            then()

    setattr(store, block, hooked)
    return ran


def test_a_change_committed_while_catching_up_is_caught_up_next(venue):
    a, b = station(venue, "Desk 1"), station(venue, "Desk 2")
    try:
        assert b.tables.view(1, 2).hands == ()  # B keeps table 2 in memory
        a.tables.record_hand(1, 1, ron(0, 1, 2, 30))
        # B reads A's first hand in; A's second is committed as that read ends, before B
        # has counted what it read.
        ran = after_first(b, "reading", lambda: a.tables.record_hand(1, 2, ron(0, 1, 2, 30)))
        told = b.catch_up()
        assert ran and told.tables == ((1, 1),)
        assert b.seen_counter == a.seen_counter - 1  # the second is not counted as seen
        assert b.catch_up().tables == ((1, 2),)
        assert len(b.tables.view(1, 2).hands) == 1
        assert b.catch_up().tables == () and b.seen_counter == a.seen_counter
    finally:
        a.close()
        b.close()


def test_a_change_committed_right_after_a_station_s_own_is_caught_up_next(venue):
    # B writes while behind (A recorded on table 1): B's own change reads A's in; A's next
    # hand, committed right after B's, is not counted as seen with them.
    a, b = station(venue, "Desk 1"), station(venue, "Desk 2")
    try:
        assert b.tables.view(1, 2).hands == ()
        a.tables.record_hand(1, 1, ron(0, 1, 2, 30))
        ran = after_first(b, "appending", lambda: a.tables.record_hand(1, 2, ron(0, 1, 2, 30)))
        b.tables.record_hand(1, 3, ron(0, 1, 2, 30))
        assert ran
        told = b.catch_up()
        assert (1, 1) in told.tables and (1, 2) in told.tables
        assert len(b.tables.view(1, 2).hands) == 1 and b.seen_counter == a.seen_counter
    finally:
        a.close()
        b.close()


def test_a_station_opening_while_another_records_counts_only_what_it_read(venue,
                                                                          monkeypatch):
    # B opens; A records right after B has read the change counter, before B reads the
    # tables: B's open holds what the counter says (one snapshot), and the hand is told.
    from tournament.storage import changes as repo

    a = station(venue, "Desk 1")
    try:
        a.tables.record_hand(1, 1, ron(0, 1, 2, 30))
        real = repo.change_counter
        ran: list[bool] = []

        def counter_then_a_records(s: Any) -> int:
            value = real(s)
            if not ran:
                ran.append(True)
                a.tables.record_hand(1, 1, ron(2, 3, 2, 30))
            return value

        monkeypatch.setattr(repo, "change_counter", counter_then_a_records)
        b = station(venue, "Desk 2")
        monkeypatch.setattr(repo, "change_counter", real)
        with b:
            assert ran and b.seen_counter == a.seen_counter - 1
            assert b.tables.summary(1, 1).hands == 1
            assert b.catch_up().tables == ((1, 1),)
            assert b.tables.summary(1, 1).hands == 2 and len(b.tables.view(1, 1).hands) == 2
    finally:
        a.close()


def test_the_watcher_tells_of_a_change_committed_before_it_listened(venue):
    # A change committed between the station's last read and the watcher's LISTEN comes
    # with no notification: the watcher compares the counter with the station's.
    a, b = station(venue, "Desk 1"), station(venue, "Desk 2")
    heard: list[int] = []
    watcher = Watcher(b, heard.append, poll=60)
    try:
        a.tables.record_hand(1, 1, ron(0, 1, 2, 30))
        watcher.start()
        deadline = time.time() + 10
        while not heard and time.time() < deadline:
            time.sleep(0.05)
        assert heard == [a.seen_counter]
        assert b.catch_up().tables == ((1, 1),)
    finally:
        watcher.stop()
        a.close()
        b.close()


def test_the_watcher_tells_of_the_changes_made_while_the_server_was_away(venue, pg_server):
    a, b = station(venue, "Desk 1"), station(venue, "Desk 2")
    heard: list[int] = []
    back: list[bool] = []
    watcher = Watcher(b, heard.append, poll=0.3, on_connected=lambda: back.append(True))
    watcher.start()
    try:
        time.sleep(0.5)
        # The watcher's connection drops; A records before it listens again.
        pg_server.terminate_clients(venue.rsplit("/", 1)[1])
        a.close()
        a = station(venue, "Desk 1")
        a.tables.record_hand(1, 1, ron(0, 1, 2, 30))
        deadline = time.time() + 10
        while a.seen_counter not in heard and time.time() < deadline:
            time.sleep(0.05)
        assert a.seen_counter in heard
    finally:
        watcher.stop()
        a.close()
        b.close()


WRITER = """
import sys, time
from tournament.service import Tournament
from tests.service.helpers import draw, ron
t = Tournament.open(sys.argv[1], station="Writer", password="pw")
print("ready", flush=True)
for i in range(int(sys.argv[2])):
    table = i % 4 + 1
    if i % 3 == 2:
        t.tables.record_hand(1, table, ron(1 + i % 3, 0, 1, 30))
    else:
        t.tables.record_hand(1, table, draw((0, 1, 2, 3)))
t.close()
print("done", flush=True)
"""


def view_of(t: Tournament) -> dict[str, Any]:
    """What a desk shows of every table, and the standings."""
    return {
        "tables": {s.table: (t.tables.view(1, s.table).hands, t.tables.view(1, s.table).totals,
                             t.tables.view(1, s.table).state)
                   for s in t.rounds.seating(1)},
        "summaries": {s.table: t.tables.summary(1, s.table) for s in t.rounds.seating(1)},
        "standings": t.standings.get(),
    }


def test_a_station_catching_up_in_a_loop_ends_with_what_a_fresh_open_shows(venue):
    hands = 200
    watcher = station(venue, "Desk 2")
    writer = subprocess.Popen([sys.executable, "-c", WRITER, venue, str(hands)],
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                              cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)})
    try:
        assert writer.stdout is not None and writer.stdout.readline().strip() == "ready"
        base = watcher.change_counter()  # the writer's hand i is change base + i + 1
        rounds = 0
        told = 0
        behind: list[tuple[int, int, int, int]] = []
        while writer.poll() is None:
            changes = watcher.catch_up()
            told += len(changes.tables)
            rounds += 1
            # Every change the station counts as seen is in what it shows: a table shows at
            # least the hands recorded on it up to `seen_counter` (more: read since).
            done = watcher.seen_counter - base
            for table in range(1, 5):
                due = len(range(table - 1, done, 4))
                shown = watcher.tables.summary(1, table).hands
                if shown < due:
                    behind.append((watcher.seen_counter, table, shown, due))
            # Look at a table as a desk does, and at the standings.
            watcher.tables.view(1, 1 + rounds % 4)
            watcher.standings.get()
        _, err = writer.communicate(timeout=60)
        assert writer.returncode == 0, err
        watcher.catch_up()
        with Tournament.open(venue, read_only=True) as fresh:
            assert sum(len(fresh.tables.view(1, s.table).hands)
                       for s in fresh.rounds.seating(1)) == hands
            assert view_of(watcher) == view_of(fresh)
            assert watcher.seen_counter == fresh.seen_counter
        print(f"{rounds} catch-ups while {hands} hands were recorded; {told} table changes "
              f"told; {len(behind)} views behind their counter")
        assert rounds > 10  # the two raced
        assert behind == []  # (seen counter, table, hands shown, hands due)
    finally:
        if writer.poll() is None:
            writer.kill()
        watcher.close()
