"""Schema version 6 (several stations): a version-5 file (written before Alembic: no
`alembic_version`) is upgraded after a backup to the newest revision; its hands keep their
place, get an empty station and person, and the file's tables are those of a new file."""

from __future__ import annotations

import sqlite3

from tests.service.helpers import new_tournament, ron, seat_in_order
from tests.storage.old_files import as_version_5, downgrade
from tests.storage.test_migrate_v4 import table_columns, table_sql
from tournament.service import Tournament
from tournament.storage import SCHEMA_VERSION
from tournament.storage.migrations import head


def test_a_version_5_file_is_upgraded_to_stations(tmp_path):
    assert head() == f"{SCHEMA_VERSION:04d}"
    (tmp_path / "old").mkdir()
    t = new_tournament(tmp_path / "old", players=4, rounds=1)
    seat_in_order(t, 1, [[1, 2, 3, 4]])
    t.tables.record_hand(1, 1, ron(0, 1, 3, 30))
    path = t.path
    t.close()
    downgrade(path, as_version_5)
    fresh = new_tournament(tmp_path, players=4, rounds=1)
    fresh_path = fresh.path
    fresh.close()

    t = Tournament.open(path)
    assert t.migration_backup is not None
    backup = table_sql(t.migration_backup)
    assert "change_counter" not in backup and "alembic_version" not in backup
    assert len(t.tables.view(1, 1).hands) == 1
    t.close()
    upgraded, new = table_sql(path), table_sql(fresh_path)
    for name in ("hand_log", "audit_log", "clock_events", "change_counter", "changes"):
        assert table_columns(path, name) == table_columns(fresh_path, name), name
    assert set(upgraded) == set(new)
    conn = sqlite3.connect(path)
    assert conn.execute("SELECT version_num FROM alembic_version").fetchall() == [(head(),)]
    assert conn.execute("SELECT value FROM meta WHERE key = 'schema_version'").fetchone() \
        == (str(SCHEMA_VERSION),)
    assert conn.execute("SELECT station, person, entry_id FROM hand_log").fetchall() == [
        ("", "", None)]
    conn.close()
    again = Tournament.open(path)
    assert again.migration_backup is None
    again.close()



def test_the_shipped_scripts_end_at_the_schema_version():
    # An open takes the newest revision from SCHEMA_VERSION, without Alembic (half a second of
    # every command): Alembic's own reading of the shipped scripts must agree, and know each.
    from tournament.storage import migrations

    assert migrations.SCRIPTS == migrations._SHIPPED
    alembic_head = migrations.scripts().get_current_head()
    assert alembic_head == migrations.head() == migrations.revision_of(SCHEMA_VERSION)
    for version in range(1, SCHEMA_VERSION + 1):
        revision = migrations.revision_of(version)
        assert migrations.known(revision)
        assert migrations.scripts().get_revision(revision) is not None
    assert not migrations.known(migrations.revision_of(SCHEMA_VERSION + 1))
