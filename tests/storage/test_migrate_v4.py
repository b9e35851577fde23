"""Schema version 4 (clock events, award categories, player flags, the final stage): a
version-3 file opens, is upgraded after a backup, and keeps every hand, standing and penalty."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from tests.service.helpers import new_tournament, ron, seat_in_order, tsumo
from tests.storage.old_files import as_version_5
from tournament.service import Tournament
from tournament.storage import SCHEMA_VERSION

NEW_TABLES = ("clock_events", "award_categories", "player_flags", "final_stage")
LATER_TABLES = ("announcements",)  # added by later versions


def version_3_file(folder: Path) -> Path:
    """A tournament file as version 3 wrote it: the file of today without the version-4
    tables, stamped version 3 (version 3 had exactly the other tables, unchanged since)."""
    t = new_tournament(folder, players=8, rounds=2)
    seat_in_order(t, 1, [[1, 2, 3, 4], [5, 6, 7, 8]])
    t.tables.record_hand(1, 1, ron(0, 1, 3, 30, riichi=(0,)))
    t.tables.record_hand(1, 1, tsumo(2, 2, 30, last=True))
    t.tables.record_totals(1, 2, [40000, 30000, 30000, 20000])
    t.penalties.add("P05", "deduction", -2000, "late", round=1)
    path = t.path
    t.close()
    conn = sqlite3.connect(path)
    as_version_5(conn)
    for table in (*NEW_TABLES, *LATER_TABLES):
        conn.execute(f"DROP TABLE {table}")
    conn.execute("UPDATE meta SET value = '3' WHERE key = 'schema_version'")
    conn.commit()
    conn.close()
    return path


def table_columns(path: Path, table: str) -> list[tuple[object, ...]]:
    """A table's columns as SQLite describes them (name, type, not null, default, key): the
    same for a table made whole and for one a later step added columns to."""
    conn = sqlite3.connect(path)
    try:
        return [tuple(r[1:]) for r in conn.execute(f"PRAGMA table_info({table})")]
    finally:
        conn.close()


def table_sql(path: Path) -> dict[str, str]:
    conn = sqlite3.connect(path)
    try:
        return dict(conn.execute("SELECT name, sql FROM sqlite_master WHERE type = 'table'"))
    finally:
        conn.close()


def test_a_version_3_file_is_upgraded_and_keeps_its_data(tmp_path):
    assert SCHEMA_VERSION >= 4
    (tmp_path / "old").mkdir()
    path = version_3_file(tmp_path / "old")
    assert not set(NEW_TABLES) & set(table_sql(path))
    fresh = new_tournament(tmp_path, players=4, rounds=1)
    fresh_path = fresh.path
    fresh.close()

    t = Tournament.open(path)
    assert t.migration_backup is not None and t.migration_backup.exists()
    # Every hand, total and penalty is still there, and the standings are the same.
    view = t.tables.view(1, 1)
    assert len(view.hands) == 2 and view.finished
    assert t.tables.view(1, 2).totals is not None
    points = {r.name: t.display(r.points) for r in t.standings.get().rows}
    # Table 1: dealer P01 riichi, ron on P02, 3 han 30 fu: 960 x 6 -> 5,800 (+ his stick
    # back): P01 35,800, P02 24,200. E1-1: P03 tsumo 2 han 30 fu: 480 -> dealer 1,000,
    # others 500, + 100 honba each: P01 34,700, P02 23,600, P03 32,300, P04 29,400.
    # Points: P01 +4.7 +15, P03 +2.3 +5, P04 -0.6 -5, P02 -6.4 -15. Table 2 as typed (P06
    # and P07 tie for 2nd: uma (5 - 5) / 2 = 0); P05 -2 for the deduction.
    assert points == {"P01": 19.7, "P02": -21.4, "P03": 7.3, "P04": -5.6, "P05": 23.0,
                      "P06": 0.0, "P07": 0.0, "P08": -25.0}
    # The new parts work on the upgraded file.
    t.awards.set_categories(["most_wins"])
    t.awards.set_flag("P01", "newcomer")
    t.clock.start(1, minutes=60)
    t.close()
    for table in NEW_TABLES:
        assert table_columns(path, table) == table_columns(fresh_path, table), table
    again = Tournament.open(path)
    assert again.migration_backup is None  # upgraded once
    assert [c.spec for c in again.awards.categories()] == ["most_wins"]
    again.close()
    # The backup is the version-3 file as it was.
    assert "clock_events" not in table_sql(t.migration_backup)
    conn = sqlite3.connect(t.migration_backup)
    assert conn.execute("SELECT value FROM meta WHERE key = 'schema_version'").fetchone() == (
        "3",)
    conn.close()
