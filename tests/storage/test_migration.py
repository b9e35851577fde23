"""The upgrade of a version-1 tournament file (one `name` per player, countries as typed, no EMA
settings) to version 2: names split as well as can be done, guesses shown to the organiser,
countries as EMA codes, nothing else changed."""

from __future__ import annotations

import sqlite3

from tests.storage.old_files import as_version_5
from tournament.players.names import NameStyle
from tournament.players.roster import PlayerDraft, PlayerStatus
from tournament.service import Tournament
from tournament.storage.migrations import NAMES_SPLIT, SCHEMA_VERSION
from tournament.storage.rows import PlayerRow, SettingsRow

# The players and settings tables of file format 1 (tournament/storage/rows.py before
# version 2); the other tables did not change.
V1_PLAYERS = ["id", "name", "name_key", "ema_number", "club", "country", "team", "status",
              "created_at"]
V1_SETTINGS = ["id", "name", "venue", "start_date", "end_date", "ruleset_preset",
               "ruleset_overrides", "ruleset", "rounds", "tie_breaks", "round_minutes",
               "password", "created_at"]
# (name and country as a version-1 file holds them) -> after the upgrade
OLD_PLAYERS = [
    ("Anna Berg", "DE"),
    ("TANAKA Aiko", "Japan"),
    ("José María García Pérez", "España"),
    ("Anna van der Berg", "Nederland"),
    ("Mary Ann Smith", "Atlantis"),
    ("Tanaka, Kenji", "JPN"),
    ("Cher", ""),
    ("Substitute 1", ""),
]


def columns(conn: sqlite3.Connection, table: str) -> list[str]:
    return [r[1] for r in conn.execute(f"PRAGMA table_info({table})")]


def version_1_file(tmp_path):
    """A tournament with one played round, turned into the file format 1 had: the columns
    version 2 added are dropped and the players hold what version 1 stored."""
    path = tmp_path / "old.rtdb"
    drafts = [PlayerDraft(name=f"P{i}", status=PlayerStatus.SUBSTITUTE
                          if old.startswith("Substitute") else PlayerStatus.ACTIVE)
              for i, (old, _) in enumerate(OLD_PLAYERS)]
    with Tournament.create(path, name="Old Cup", rounds=2, players=drafts,
                           start_date="2024-05-04") as t:
        t.rounds.set_seating(1, [["P0", "P1", "P2", "P3"], ["P4", "P5", "P6", "P7"]])
        t.tables.record_totals(1, 1, [45000, 35000, 25000, 15000])
        t.tables.record_totals(1, 2, [30000, 30000, 30000, 30000])
        before = {r.name: (r.place, r.points) for r in t.standings.get().rows}
    conn = sqlite3.connect(path)
    as_version_5(conn)
    for i, (name, country) in enumerate(OLD_PLAYERS):
        conn.execute("UPDATE players SET name = ?, name_key = ?, country = ? WHERE name = ?",
                     (name, " ".join(name.split()).casefold(), country, f"P{i}"))
    for column in ("first_name", "last_name", "name_checked", "ema_ranked"):
        conn.execute(f"ALTER TABLE players DROP COLUMN {column}")
    for column in ("city", "host_country", "mers_weight", "short_name", "name_style"):
        conn.execute(f"ALTER TABLE settings DROP COLUMN {column}")
    conn.execute("DROP TABLE table_states")  # version 3
    conn.execute("DROP TABLE seating_plan")
    for table in ("clock_events", "award_categories", "player_flags", "final_stage"):  # 4
        conn.execute(f"DROP TABLE {table}")
    conn.execute("DROP TABLE announcements")  # version 5
    conn.execute("UPDATE meta SET value = '1' WHERE key = 'schema_version'")
    conn.commit()
    assert columns(conn, "players") == V1_PLAYERS
    assert columns(conn, "settings") == V1_SETTINGS
    conn.close()
    renamed = dict(zip((f"P{i}" for i in range(len(OLD_PLAYERS))),
                       (n for n, _ in OLD_PLAYERS), strict=True))
    return path, {renamed[name]: value for name, value in before.items()}


def test_a_version_1_file_opens_with_names_split_and_guesses_listed(tmp_path):
    path, standings = version_1_file(tmp_path)
    with Tournament.open(path) as t:
        assert t.migration_backup is not None and t.migration_backup.exists()
        got = {p.entered_name: (p.first_name, p.last_name, p.name_checked, p.country,
                                p.ema_ranked) for p in t.players.all()}
        assert got == {
            "Anna Berg": ("Anna", "Berg", True, "GER", True),
            "TANAKA Aiko": ("Aiko", "TANAKA", True, "JPN", True),
            "José María García Pérez": ("José María García", "Pérez", False, "ESP", True),
            "Anna van der Berg": ("Anna", "van der Berg", True, "NED", True),
            "Mary Ann Smith": ("Mary Ann", "Smith", False, "Atlantis", True),
            "Tanaka, Kenji": ("Kenji", "Tanaka", True, "JPN", True),
            "Cher": ("", "Cher", True, "", True),
            "Substitute 1": ("Substitute", "1", True, "", False),
        }
        # Names are shown as before, found as before, and the standings did not move.
        assert [p.name for p in t.players.all()] == [n for n, _ in OLD_PLAYERS]
        assert t.players.get("tanaka, kenji").last_name == "Tanaka"
        assert {r.name: (r.place, r.points) for r in t.standings.get().rows} == standings
        # The organiser is shown what to check: the flag per player and the audit line.
        assert [p.entered_name for p in t.players.names_to_check()] == ["José María García Pérez",
                                                                "Mary Ann Smith"]
        (entry,) = [e for e in t.approvals.audit() if e.action == NAMES_SPLIT]
        assert "'José María García Pérez' (read as first name 'José María García', last " \
               "name 'Pérez')" in entry.detail
        assert "'Mary Ann Smith'" in entry.detail and "'Atlantis' (Mary Ann Smith)" in \
            entry.detail
        assert "Anna Berg" not in entry.detail
        s = t.settings
        assert (s.city, s.host_country, s.mers_weight, s.short_name, s.name_style) == (
            "", "", None, "", NameStyle.AS_ENTERED)
        # The upgraded file takes the new fields.
        t.players.update("José María García Pérez", first_name="José María",
                        last_name="García Pérez")
        t.setup.update(city="Lyon", host_country="FR", mers_weight=1)
        t.players.add([PlayerDraft(first_name="Ewa", last_name="Nowak", country="PL")])
        assert t.settings.host_country == "FRA"
    conn = sqlite3.connect(path)
    assert conn.execute("SELECT value FROM meta WHERE key = 'schema_version'").fetchone() \
        == (str(SCHEMA_VERSION),)
    assert set(columns(conn, "players")) == set(PlayerRow.__table__.columns.keys())
    assert set(columns(conn, "settings")) == set(SettingsRow.__table__.columns.keys())
    conn.close()
    with Tournament.open(path) as t:  # opens again without upgrading
        assert t.migration_backup is None
        assert [p.entered_name for p in t.players.names_to_check()] == ["Mary Ann Smith"]
        assert t.players.get("Ewa Nowak").country == "POL"


def test_the_backup_is_the_version_1_file(tmp_path):
    path, _ = version_1_file(tmp_path)
    with Tournament.open(path) as t:
        backup = t.migration_backup
    assert backup is not None
    conn = sqlite3.connect(backup)
    assert conn.execute("SELECT value FROM meta WHERE key = 'schema_version'").fetchone() \
        == ("1",)
    assert columns(conn, "players") == V1_PLAYERS
    conn.close()


def test_a_version_2_file_gets_its_table_summaries_on_first_open(tmp_path):
    """Version 3 keeps each table's summary with its log; a file from before has none: the
    first open folds each played table once and stores its summary, nothing else changes."""
    path = tmp_path / "v2.rtdb"
    with Tournament.create(path, name="Cup", rounds=1,
                           players=[PlayerDraft(f"P{i}") for i in range(8)]) as t:
        t.rounds.set_seating(1, [["P0", "P1", "P2", "P3"], ["P4", "P5", "P6", "P7"]])
        t.tables.record_totals(1, 1, [45000, 35000, 25000, 15000])
        t.tables.record_hand(1, 2, {"outcome": "ron", "riichi": [],
                             "wins": [{"winner": 1, "loser": 0, "han": 3, "fu": 30}]})
        before = t.standings.get(provisional=True)
    conn = sqlite3.connect(path)
    as_version_5(conn)
    conn.execute("DROP TABLE table_states")
    conn.execute("DROP TABLE seating_plan")
    for table in ("clock_events", "award_categories", "player_flags", "final_stage",
                  "announcements"):
        conn.execute(f"DROP TABLE {table}")
    conn.execute("UPDATE meta SET value = '2' WHERE key = 'schema_version'")
    conn.commit()
    conn.close()
    with Tournament.open(path) as t:
        assert t.migration_backup is not None
        assert t.standings.get(provisional=True) == before
    conn = sqlite3.connect(path)
    stored = dict(conn.execute("SELECT table_id, seq FROM table_states").fetchall())
    version = conn.execute("SELECT value FROM meta WHERE key = 'schema_version'").fetchone()
    conn.close()
    assert sorted(stored.values()) == [1, 1] and version == (str(SCHEMA_VERSION),)
