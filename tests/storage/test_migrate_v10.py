"""Schema version 10 (`players.online_name`): a version-9 file is upgraded after a backup, its
players with no online name, its ledger still whole; the name can then be set and is read."""

from __future__ import annotations

import sqlite3

from tests.service.helpers import new_tournament
from tests.storage.old_files import as_version_9, downgrade
from tests.storage.test_migrate_v4 import table_columns
from tournament.service import Tournament
from tournament.storage import SCHEMA_VERSION


def test_a_version_9_file_is_upgraded_to_online_names(tmp_path):
    assert SCHEMA_VERSION >= 10
    (tmp_path / "old").mkdir()
    t = new_tournament(tmp_path / "old", players=4, rounds=1)
    path = t.path
    t.close()
    downgrade(path, as_version_9)
    fresh = new_tournament(tmp_path, players=4, rounds=1)
    fresh_path = fresh.path
    fresh.close()

    t = Tournament.open(path)
    try:
        assert t.migration_backup is not None
        assert all(p.online_name == "" for p in t.players.all())
        assert t.ledger.check() == []
        first = t.players.all()[0]
        t.players.update(first.id, online_name="Ｎａｇａ")
    finally:
        t.close()
    # The same columns and types as a new file (an upgraded column keeps its DDL default).
    assert ([c[:3] for c in table_columns(path, "players")]
            == [c[:3] for c in table_columns(fresh_path, "players")])
    t = Tournament.open(path)
    try:
        assert t.players.get(first.id).online_name == "Ｎａｇａ"
    finally:
        t.close()


def test_an_online_name_is_a_fact_of_the_ledger(tmp_path):
    """An upgraded file's players keep their recorded digests (the new column is left out
    while it is empty), an online name set through the app is chained, and one changed
    behind the app's back is found by `check`."""
    (tmp_path / "old").mkdir()
    t = new_tournament(tmp_path / "old", players=4, rounds=1)
    path = t.path
    t.close()
    downgrade(path, as_version_9)
    t = Tournament.open(path)
    try:
        assert t.ledger.check() == []
        first = t.players.all()[0]
        t.players.update(first.id, online_name="NoobBot")
        assert t.ledger.check() == []
    finally:
        t.close()
    conn = sqlite3.connect(path)
    conn.execute("UPDATE players SET online_name = 'Impostor' WHERE id = ?", (first.id,))
    conn.commit()
    conn.close()
    t = Tournament.open(path)
    try:
        codes = [i.code for i in t.ledger.check()]
        assert "fact_changed" in codes
    finally:
        t.close()
