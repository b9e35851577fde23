"""Opening a tournament file read-only while the desk app has it (for the live page): no lock
taken, every change refused, a consistent view of the file, and a way to see that it changed."""

from __future__ import annotations

import sqlite3

import pytest

from tests.service.helpers import new_tournament, ron, seat_in_order
from tests.storage.old_files import as_version_5
from tournament.players.roster import PlayerDraft
from tournament.service import Tournament
from tournament.storage import FileInUse, Store, StoreError, repo
from tournament.storage.lock import lock_path


def test_a_file_the_app_holds_opens_read_only_and_refuses_every_change(tmp_path):
    writer = new_tournament(tmp_path, players=8, rounds=2)
    seat_in_order(writer, 1, [[1, 2, 3, 4], [5, 6, 7, 8]])
    writer.tables.record_hand(1, 1, ron(0, 1, 3, 30))
    with pytest.raises(FileInUse):
        Tournament.open(writer.path)  # the writer's lock holds for a second writer

    reader = Tournament.open(writer.path, reader=True)
    assert reader.read_only and not writer.read_only
    assert [p.name for p in reader.players.all()] == [p.name for p in writer.players.all()]
    assert reader.tables.summary(1, 1).hands == 1
    before = writer.path.read_bytes()
    with pytest.raises(StoreError, match="read-only"):
        reader.tables.record_hand(1, 2, ron(0, 1, 3, 30))
    with pytest.raises(StoreError, match="read-only"):
        reader.announcements.announce("Lunch")
    assert writer.path.read_bytes() == before
    # The writer goes on as before, and still holds its lock.
    writer.tables.record_hand(1, 2, ron(0, 1, 3, 30))
    reader.close()
    with pytest.raises(FileInUse):
        Tournament.open(writer.path)
    writer.close()


def test_a_read_only_open_takes_no_lock(tmp_path):
    t = new_tournament(tmp_path, players=4, rounds=1)
    path = t.path
    t.close()
    lock_path(path).unlink(missing_ok=True)
    reader = Store.open(path, reader=True)
    assert not lock_path(path).exists()
    writer = Tournament.open(path)  # the app can open it while the live page reads it
    writer.close()
    reader.close()
    assert reader.closed


def test_sqlite_itself_refuses_a_write_on_the_read_only_engine(tmp_path):
    t = new_tournament(tmp_path, players=4, rounds=1)
    path = t.path
    t.close()
    store = Store.open(path, reader=True)
    raw = store.engine.raw_connection()
    try:
        with pytest.raises(sqlite3.OperationalError, match="readonly|read-only"):
            raw.driver_connection.execute("DELETE FROM players")  # type: ignore[union-attr]
    finally:
        raw.close()
        store.close()


def test_data_version_changes_when_the_writer_commits_and_only_then(tmp_path):
    writer = new_tournament(tmp_path, players=4, rounds=1)
    reader = Store.open(writer.path, reader=True)
    first = reader.data_version()
    assert reader.data_version() == first
    with reader.reading() as s:  # reading changes nothing
        repo.list_players(s)
    assert reader.data_version() == first
    writer.players.add([PlayerDraft("Late Comer")])
    second = reader.data_version()
    assert second != first
    assert reader.data_version() == second
    reader.close()
    writer.close()


@pytest.mark.slow  # a writer process beside the reading: seconds, in the whole suite only
def test_one_reading_sees_one_moment_of_the_file(tmp_path):
    # What the service reads at open comes from one transaction: a change committed by the
    # writer in the middle of it is not half seen.
    writer = new_tournament(tmp_path, players=4, rounds=1)
    reader = Store.open(writer.path, reader=True)
    with reader.reading() as s:
        assert len(repo.list_players(s)) == 4
        writer.players.add([PlayerDraft("Late Comer")])
        assert len(repo.list_players(s)) == 4
    with reader.reading() as s:
        assert len(repo.list_players(s)) == 5
    reader.close()
    writer.close()


def test_an_older_file_is_not_upgraded_by_a_read_only_open(tmp_path):
    t = new_tournament(tmp_path, players=4, rounds=1)
    path = t.path
    t.close()
    conn = sqlite3.connect(path)
    as_version_5(conn)
    conn.execute("DROP TABLE announcements")
    conn.execute("UPDATE meta SET value = '4' WHERE key = 'schema_version'")
    conn.commit()
    conn.close()
    before = path.read_bytes()
    with pytest.raises(StoreError, match="older file format"):
        Tournament.open(path, reader=True)
    assert path.read_bytes() == before
