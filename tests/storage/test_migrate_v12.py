"""Schema version 12 (the tables' referee calls, the standings hidden from a round, the
phones' way of giving a win's value): a version-11 file is upgraded after a backup, its
ledger still whole (the settings' digest unchanged by the two new columns at their
defaults), and a setting changed after it is chained like any other."""

from __future__ import annotations

import sqlite3

from tests.service.helpers import new_tournament, ron, seat_in_order
from tests.storage.old_files import as_version_11, downgrade
from tests.storage.test_migrate_v4 import table_columns
from tournament.service import Tournament
from tournament.storage import SCHEMA_VERSION


def test_a_version_11_file_is_upgraded_and_its_ledger_still_holds(tmp_path):
    assert SCHEMA_VERSION >= 12
    (tmp_path / "old").mkdir()
    t = new_tournament(tmp_path / "old", players=8, rounds=2)
    seat_in_order(t, 1, [[1, 2, 3, 4], [5, 6, 7, 8]])
    t.tables.record_hand(1, 1, ron(1, 3, 3, 30))
    path = t.path
    before = t.standings.get()
    t.close()
    downgrade(path, as_version_11)
    fresh = new_tournament(tmp_path, players=4, rounds=1)
    fresh_path = fresh.path
    fresh.close()

    with Tournament.open(path) as t:
        assert t.migration_backup is not None
        assert t.ledger.check() == []
        assert t.standings.get() == before
        assert t.settings.hide_from_round is None
        assert t.settings.phone_entry == "both"
        t.tables.record_hand(1, 1, ron(0, 1, 2, 30))
        t.referee.hide_standings(2)
        t.referee.call(1, 2, "question")
        assert t.ledger.check() == []
    for table in ("settings", "referee_calls"):
        assert ([c[:3] for c in table_columns(path, table)]
                == [c[:3] for c in table_columns(fresh_path, table)]), table
    conn = sqlite3.connect(path)
    try:
        assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
        # A hidden-standings setting edited behind the app's back no longer matches the
        # ledger: the settings are a fact.
        conn.execute("UPDATE settings SET hide_from_round = NULL")
        conn.commit()
    finally:
        conn.close()
    with Tournament.open(path) as t:
        assert any("settings" in i.message for i in t.ledger.check())
