"""Schema version 8 (`applied_entries`, the ids of the changes applied): a version-7 file is
upgraded after a backup; a change given an id there is then never applied twice."""

from __future__ import annotations

import sqlite3

from tests.service.helpers import new_tournament
from tests.storage.old_files import as_version_7, downgrade
from tests.storage.test_migrate_v4 import table_columns
from tournament.errors import AlreadySaved
from tournament.service import Tournament
from tournament.standings.ranking import PenaltyKind
from tournament.storage import SCHEMA_VERSION
from tournament.storage.migrations import head


def test_a_version_7_file_is_upgraded_to_applied_entries(tmp_path):
    assert SCHEMA_VERSION >= 8
    (tmp_path / "old").mkdir()
    t = new_tournament(tmp_path / "old", players=4, rounds=1)
    path = t.path
    t.close()
    downgrade(path, as_version_7)
    fresh = new_tournament(tmp_path, players=4, rounds=1)
    fresh_path = fresh.path
    fresh.close()

    t = Tournament.open(path)
    assert t.migration_backup is not None
    with t.entry("retry-me"):
        t.penalties.add(1, PenaltyKind.YELLOW_CARD, 0, "late")
    t.close()
    assert table_columns(path, "applied_entries") == table_columns(fresh_path,
                                                                   "applied_entries")
    conn = sqlite3.connect(path)
    assert conn.execute("SELECT version_num FROM alembic_version").fetchall() == [(head(),)]
    conn.close()
    t = Tournament.open(path)
    try:
        with t.entry("retry-me"):
            try:
                t.penalties.add(1, PenaltyKind.YELLOW_CARD, 0, "late")
                raise AssertionError("applied twice")
            except AlreadySaved:
                pass
        assert len(t.penalties.all()) == 1
    finally:
        t.close()
