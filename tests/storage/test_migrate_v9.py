"""Schema version 9 (`players.online_name`): a version-8 file is upgraded after a backup, its
players with no online name, its ledger still whole; the name can then be set and is read."""

from __future__ import annotations

import sqlite3

from tests.service.helpers import new_tournament
from tests.storage.old_files import as_version_8
from tests.storage.test_migrate_v4 import table_columns
from tournament.service import Tournament
from tournament.storage import SCHEMA_VERSION


def test_a_version_8_file_is_upgraded_to_online_names(tmp_path):
    assert SCHEMA_VERSION >= 9
    (tmp_path / "old").mkdir()
    t = new_tournament(tmp_path / "old", players=4, rounds=1)
    path = t.path
    t.close()
    conn = sqlite3.connect(path)
    as_version_8(conn)
    conn.commit()
    conn.close()
    fresh = new_tournament(tmp_path, players=4, rounds=1)
    fresh_path = fresh.path
    fresh.close()

    t = Tournament.open(path)
    try:
        assert t.migration_backup is not None
        assert all(p.online_name == "" for p in t.players())
        assert t.check() == []
        first = t.players()[0]
        t.update_player(first.id, online_name="Ｎａｇａ")
    finally:
        t.close()
    # The same columns and types as a new file (an upgraded column keeps its DDL default).
    assert ([c[:3] for c in table_columns(path, "players")]
            == [c[:3] for c in table_columns(fresh_path, "players")])
    t = Tournament.open(path)
    try:
        assert t.player(first.id).online_name == "Ｎａｇａ"
    finally:
        t.close()
