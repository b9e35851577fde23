"""Schema version 9 (the tables' phone codes and entry switches): a version-8 file is upgraded
after a backup, codes can then be issued, and its ledger still holds (codes are no facts)."""

from __future__ import annotations

import sqlite3

from tests.service.helpers import new_tournament, ron, seat_in_order
from tests.storage.old_files import as_version_8, downgrade
from tests.storage.test_migrate_v4 import table_columns
from tournament.cli import main
from tournament.service import Tournament
from tournament.storage import SCHEMA_VERSION
from tournament.storage.migrations import head


def test_a_version_8_file_is_upgraded_to_table_codes(tmp_path):
    assert SCHEMA_VERSION >= 9
    (tmp_path / "old").mkdir()
    t = new_tournament(tmp_path / "old", players=8, rounds=2)
    seat_in_order(t, 1, [[1, 2, 3, 4], [5, 6, 7, 8]])
    t.tables.record_hand(1, 1, ron(1, 0, 3, 40))
    path = t.path
    t.close()
    downgrade(path, as_version_8)
    fresh = new_tournament(tmp_path, players=4, rounds=1)
    fresh_path = fresh.path
    fresh.close()

    t = Tournament.open(path)
    try:
        assert t.migration_backup is not None
        codes, _ = t.phones.issue_codes(1)
        assert sorted(codes) == [1, 2]
        t.phones.switch_entry(1, False, table=2)
        assert [line.on for line in t.phones.entry(1)] == [True, False]
        assert t.ledger.check() == []
    finally:
        t.close()
    for table in ("table_codes", "entry_switches"):
        assert table_columns(path, table) == table_columns(fresh_path, table)
    # The ledger still holds: codes and switches are no facts (their audit lines are).
    assert main(["check", str(path)]) == 0
    conn = sqlite3.connect(path)
    assert conn.execute("SELECT version_num FROM alembic_version").fetchall() == [(head(),)]
    conn.close()
