"""Opening, creating, locking, refusing, migrating and backing up tournament files."""

from __future__ import annotations

import hashlib
import os
import re
import shutil
import sqlite3
from pathlib import Path

import pytest
from sqlalchemy import text
from sqlalchemy.dialects import postgresql
from sqlalchemy.exc import IntegrityError
from sqlalchemy.schema import CreateTable
from sqlmodel import Session

from tournament.paths import backups_dir, data_dir, default_tournament_path
from tournament.players.roster import PlayerDraft
from tournament.rules import preset
from tournament.storage import (
    SCHEMA_VERSION,
    CorruptFile,
    FileExists,
    FileInUse,
    NewerFile,
    NoSuchFile,
    NotATournament,
    Store,
    StoreError,
    TournamentSettings,
    migrations,
    repo,
)
from tournament.storage.rows import ALL_ROWS

SETTINGS = TournamentSettings(name="Test Cup", rules=preset("ema_rcr"), preset="ema_rcr",
                              rounds=2)


def make(path: Path, players: int = 4) -> Store:
    return Store.create(path, SETTINGS, players=[PlayerDraft(f"P{i}") for i in range(players)])


def snapshot(folder: Path) -> dict[str, str]:
    """Every file of a folder with its content hash: to show that nothing changed."""
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(folder.iterdir()) if p.is_file()}


def test_create_then_open_reads_everything_back(tmp_path):
    path = tmp_path / "cup.rtdb"
    store = make(path)
    with store.reading() as s:
        settings = repo.read_settings(s)
        assert settings.name == "Test Cup" and settings.rules == preset("ema_rcr")
        assert [p.name for p in repo.list_players(s)] == ["P0", "P1", "P2", "P3"]
    store.close()
    again = Store.open(path)
    with again.reading() as s:
        assert repo.read_settings(s).rounds == 2
    again.close()


def test_wal_and_foreign_keys_are_on(tmp_path):
    store = make(tmp_path / "cup.rtdb")
    with store.engine.connect() as conn:
        assert conn.execute(text("PRAGMA journal_mode")).scalar() == "wal"
        assert conn.execute(text("PRAGMA foreign_keys")).scalar() == 1
        assert conn.execute(text("PRAGMA synchronous")).scalar() == 2  # FULL
    with pytest.raises(IntegrityError), store.transaction() as s:
        s.write.db.run("INSERT INTO seats (table_id, round_id, seat, player_id) "
                       "VALUES (999, 999, 0, 999)")
    store.close()


def test_a_second_instance_cannot_open_the_file(tmp_path):
    path = tmp_path / "cup.rtdb"
    store = make(path)
    with pytest.raises(FileInUse, match="already open"):
        Store.open(path)
    store.close()
    Store.open(path).close()  # free again


def test_create_never_overwrites(tmp_path):
    path = tmp_path / "cup.rtdb"
    path.write_text("precious")
    with pytest.raises(FileExists):
        make(path)
    assert path.read_text() == "precious"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["cup.rtdb"]


def test_missing_file_is_not_created(tmp_path):
    with pytest.raises(NoSuchFile):
        Store.open(tmp_path / "nope.rtdb")
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("content", [b"", b"name,club\nAnna,Oslo\n", bytes(range(256)) * 64])
def test_files_that_are_not_databases_are_refused_unchanged(tmp_path, content):
    path = tmp_path / "thing.rtdb"
    path.write_bytes(content)
    before = snapshot(tmp_path)
    with pytest.raises(NotATournament, match="not a tournament file"):
        Store.open(path)
    assert snapshot(tmp_path) == before


def test_another_programs_database_is_refused_unchanged(tmp_path):
    path = tmp_path / "other.db"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE meta (key TEXT, value TEXT)")
    conn.execute("INSERT INTO meta VALUES ('application', 'something else')")
    conn.commit()
    conn.close()
    before = snapshot(tmp_path)
    with pytest.raises(NotATournament, match="another program"):
        Store.open(path)
    assert snapshot(tmp_path) == before


def corrupt_copies(tmp_path: Path) -> list[Path]:
    good = tmp_path / "good.rtdb"
    make(good, players=40).close()
    data = good.read_bytes()
    page = 4096
    damaged = {
        # the b-tree header and cell pointers of page 2 overwritten
        "page2.rtdb": data[:page + 8] + b"\x00" * 100 + data[page + 108:],
        # cut short, as by a full disk
        "truncated.rtdb": data[:len(data) // 2],
        # every page after the first overwritten with noise
        "noise.rtdb": data[:page] + bytes((i * 37) % 251 for i in range(len(data) - page)),
    }
    folder = tmp_path / "damaged"
    folder.mkdir()
    for name, content in damaged.items():
        (folder / name).write_bytes(content)
    return [folder / name for name in damaged]


def test_corrupt_files_are_refused_with_a_clear_message_and_left_unchanged(tmp_path):
    for path in corrupt_copies(tmp_path):
        before = snapshot(path.parent)
        with pytest.raises(CorruptFile, match="is damaged .*restore a backup"):
            Store.open(path)
        assert snapshot(path.parent) == before, path.name


def test_a_newer_file_format_is_refused(tmp_path):
    path = tmp_path / "cup.rtdb"
    make(path).close()
    conn = sqlite3.connect(path)
    conn.execute("UPDATE meta SET value = '99' WHERE key = 'schema_version'")
    conn.commit()
    conn.close()
    with pytest.raises(NewerFile, match="newer version"):
        Store.open(path)


NEXT_REVISION = """from alembic import op
import sqlalchemy as sa

revision = "{new}"
down_revision = "{old}"
branch_labels = None
depends_on = None


def upgrade():
    op.add_column("players", sa.Column("nickname", sa.String, server_default=""))
"""


def scripts_with_one_more_revision(folder: Path) -> Path:
    """A copy of the app's revision scripts plus a next one (a later version's step)."""
    copy = folder / "revisions"
    shutil.copytree(migrations.SCRIPTS, copy, ignore=shutil.ignore_patterns("__pycache__"))
    (copy / "versions" / f"{SCHEMA_VERSION + 1:04d}_nickname.py").write_text(
        NEXT_REVISION.format(new=f"{SCHEMA_VERSION + 1:04d}", old=f"{SCHEMA_VERSION:04d}"))
    return copy


def test_migrations_run_in_order_after_a_backup(tmp_path, monkeypatch):
    path = tmp_path / "cup.rtdb"
    make(path).close()
    monkeypatch.setattr(migrations, "SCHEMA_VERSION", SCHEMA_VERSION + 1)
    monkeypatch.setattr(migrations, "SCRIPTS", scripts_with_one_more_revision(tmp_path))
    store = Store.open(path)
    assert store.migration_backup is not None and store.migration_backup.exists()
    with store.engine.connect() as conn:
        assert conn.execute(text("SELECT value FROM meta WHERE key = 'schema_version'")) \
            .scalar() == str(SCHEMA_VERSION + 1)
        assert conn.execute(text("SELECT version_num FROM alembic_version")).scalar() \
            == f"{SCHEMA_VERSION + 1:04d}"
        assert "nickname" in [r[1] for r in conn.execute(text("PRAGMA table_info(players)"))]
    store.close()
    # the backup is the file as it was, before the step
    old = sqlite3.connect(store.migration_backup)
    assert old.execute("SELECT value FROM meta WHERE key = 'schema_version'").fetchone() == (
        str(SCHEMA_VERSION),)
    old.close()


def test_a_file_of_an_unknown_revision_is_refused(tmp_path, monkeypatch):
    # A file a newer version upgraded carries a revision this version has never heard of.
    path = tmp_path / "cup.rtdb"
    make(path).close()
    monkeypatch.setattr(migrations, "SCRIPTS", scripts_with_one_more_revision(tmp_path))
    Store.open(path).close()  # upgraded by "the newer version"
    monkeypatch.undo()
    with pytest.raises(NewerFile, match="newer version of riichi-tournament"):
        Store.open(path)
    conn = sqlite3.connect(path)
    assert conn.execute("SELECT version_num FROM alembic_version").fetchone() == (
        f"{SCHEMA_VERSION + 1:04d}",)
    conn.close()


def test_backup_is_a_complete_tournament_file(tmp_path):
    path = tmp_path / "cup.rtdb"
    store = make(path)
    copy = store.backup("manual")
    assert copy.parent == backups_dir(path)
    store.close()
    again = Store.open(copy)
    with again.reading() as s:
        assert len(repo.list_players(s)) == 4
    again.close()


def test_schema_compiles_for_postgresql():
    # The storage must stay portable: every table's DDL compiles for PostgreSQL.
    for row in ALL_ROWS:
        assert "CREATE TABLE" in str(CreateTable(row.__table__).compile(
            dialect=postgresql.dialect()))


def test_no_sqlite_specific_sql_outside_the_engine_set_up():
    folder = Path(__file__).resolve().parents[2] / "tournament" / "storage"
    # quick.py is the command line's quick path, for a file only (sqlite3 without
    # SQLAlchemy: a server never takes it), so SQLite's own SQL is its whole point.
    # sql.py is `Db`, plain SQL on either driver: it asks each database for a table's columns
    # its own way (SQLite's PRAGMA table_info beside PostgreSQL's information_schema), so the
    # quick path reads a file without SQLAlchemy.
    allowed = {"engine.py", "backup.py", "quick.py", "sql.py"}
    # PostgreSQL's own SQL (the server's functions, its sequences, the roles' rights) is kept
    # to these.
    postgresql_only = {"server.py", "transfer.py", "grants.py"}
    for source in folder.glob("*.py"):
        if source.name in allowed:
            continue
        code = source.read_text(encoding="utf-8")
        for word in ("PRAGMA ", "VACUUM", "import sqlite3", "AUTOINCREMENT", "text("):
            if word == "text(":
                if source.name not in postgresql_only:
                    assert not re.search(r"\btext\(", code), f"{source.name} uses {word}"
                continue
            assert word not in code, f"{source.name} uses {word}"


def test_data_folder_comes_from_the_environment(tmp_path, monkeypatch):
    monkeypatch.setenv("RIICHI_TOURNAMENT_DATA", str(tmp_path / "here"))
    assert data_dir() == tmp_path / "here" and (tmp_path / "here").is_dir()
    assert default_tournament_path("Spring Cup 2025!") == tmp_path / "here" / \
        "spring-cup-2025.rtdb"


def test_session_type_is_sqlmodel(tmp_path):
    store = make(tmp_path / "cup.rtdb")
    with store.transaction() as s:
        assert isinstance(s, Session)
    store.close()


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0,
                    reason="permissions do not bind root")
def test_a_read_only_file_opens_read_only_and_refuses_changes(tmp_path):
    # (A read-only file used to be refused at open; now it can be read, and a change is
    # refused with the message. tests/storage/test_hostile_files.py covers read-only folders,
    # as root too.)
    path = tmp_path / "cup.rtdb"
    make(path).close()
    path.chmod(0o444)
    store = Store.open(path)
    assert store.read_only and "cannot be written" in store.read_only
    with store.reading() as s:
        assert len(repo.list_players(s)) == 4
    with pytest.raises(StoreError, match="read-only"), store.transaction():
        pass
    store.close()


def test_leftovers_named_with_odd_digits_are_someone_elses_and_stay(tmp_path):
    # The cleaning at open reads a process id from a leftover's name: one in other scripts'
    # digits ("²³"), or too long for a process id, is no leftover of ours (and no crash).
    from tournament.storage.opening import clean_leftovers

    path = tmp_path / "cup.rtdb"
    odd = [tmp_path / ".cup.rtdb.\u00b2\u00b3.creating", tmp_path / ".x.\u0663\u0664.part",
           tmp_path / f".x.{'9' * 30}.part", tmp_path / f".cup.rtdb.{'9' * 10}.importing"]
    for p in odd:
        p.write_text("x")
    dead = tmp_path / ".x.999999999.part"
    dead.write_text("x")
    removed = clean_leftovers(path)
    assert removed == [dead] and all(p.exists() for p in odd)
