"""Schema version 11 (the write gate, entry ids with their change's digest, a log entry's
database user, each table's result a fact of the ledger, the organiser's signatures): a
version-10 file is upgraded after a backup, every table's result linked, its ledger still
whole; it records its format in SQLite's header, so it is never set back unseen."""

from __future__ import annotations

import sqlite3

from tests.service.helpers import new_tournament, ron, seat_in_order
from tests.storage.old_files import as_version_10, downgrade
from tests.storage.test_migrate_v4 import table_columns
from tournament.service import Tournament
from tournament.storage import SCHEMA_VERSION


def test_a_version_10_file_is_upgraded_and_its_results_linked(tmp_path):
    assert SCHEMA_VERSION >= 11
    (tmp_path / "old").mkdir()
    t = new_tournament(tmp_path / "old", players=8, rounds=2)
    seat_in_order(t, 1, [[1, 2, 3, 4], [5, 6, 7, 8]])
    t.tables.record_hand(1, 1, ron(1, 3, 3, 30))
    t.tables.record_totals(1, 2, [40000, 30000, 20000, 10000])
    path = t.path
    before = t.standings.get()
    t.close()
    downgrade(path, as_version_10)
    fresh = new_tournament(tmp_path, players=4, rounds=1)
    fresh_path = fresh.path
    fresh.close()

    with Tournament.open(path) as t:
        assert t.migration_backup is not None
        assert t.ledger.check() == []
        assert t.standings.get() == before
        t.tables.record_hand(1, 1, ron(0, 1, 2, 30))
        assert t.ledger.check() == []
    for table in ("gate", "applied_entries", "hand_log"):
        assert ([c[:3] for c in table_columns(path, table)]
                == [c[:3] for c in table_columns(fresh_path, table)]), table
    conn = sqlite3.connect(path)
    try:
        assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
        items = {r[0] for r in conn.execute("SELECT item FROM ledger")}
        assert {"table_states:1", "table_states:2", "signing"} <= items
    finally:
        conn.close()
