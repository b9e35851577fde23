"""Schema version 5 (announcements): a version-4 file opens, is upgraded after a backup, keeps
its data, and its new table is the one a new file has."""

from __future__ import annotations

import sqlite3

from tests.service.helpers import new_tournament, ron, seat_in_order
from tests.storage.old_files import as_version_5
from tests.storage.test_migrate_v4 import table_sql
from tournament.service import Tournament
from tournament.storage import SCHEMA_VERSION


def test_a_version_4_file_gets_the_announcements_table(tmp_path):
    assert SCHEMA_VERSION >= 5
    (tmp_path / "old").mkdir()
    t = new_tournament(tmp_path / "old", players=4, rounds=1)
    seat_in_order(t, 1, [[1, 2, 3, 4]])
    t.tables.record_hand(1, 1, ron(0, 1, 3, 30))
    path = t.path
    t.close()
    conn = sqlite3.connect(path)
    as_version_5(conn)
    conn.execute("DROP TABLE announcements")
    conn.execute("UPDATE meta SET value = '4' WHERE key = 'schema_version'")
    conn.commit()
    conn.close()
    fresh = new_tournament(tmp_path, players=4, rounds=1)
    fresh_path = fresh.path
    fresh.close()

    t = Tournament.open(path)
    assert t.migration_backup is not None
    assert "announcements" not in table_sql(t.migration_backup)
    assert t.tables.view(1, 1).hands and t.announcements.all() == ()
    t.announcements.announce("Round 2 starts at 14:00", who="Desk")
    t.close()
    assert table_sql(path)["announcements"] == table_sql(fresh_path)["announcements"]
    again = Tournament.open(path)
    assert again.migration_backup is None
    assert [a.text for a in again.announcements.all()] == ["Round 2 starts at 14:00"]
    again.close()
