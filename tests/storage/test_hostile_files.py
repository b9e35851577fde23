"""Hostile files: one lock per file whatever its path, nothing lost when the file
alone is copied, backups left exactly as made, failed writes and damage named right, a
read-only medium that can still be read."""

from __future__ import annotations

import os
import shutil
import signal
import sqlite3
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from tests.faults import (
    ROOT,
    child_env,
    copy_alone,
    fill,
    held_by_another_process,
    inject_write_error,
    python,
    read_only_view,
    small_disk,
    snapshot,
)
from tests.inprocess import run_cli
from tests.service.helpers import new_tournament, seat_in_order
from tournament.errors import (
    CorruptFile,
    FileInUse,
    MaybeSaved,
    ReadOnlyFile,
    StoreError,
    WriteFailed,
)
from tournament.paths import backups_dir
from tournament.service import Tournament

pytestmark = pytest.mark.skipif(os.name != "posix", reason="POSIX links and mounts")


def played(folder: Path, password: str | None = None) -> Path:
    """A closed tournament of 8 players with round 1 played and approved (so it has a
    backup) and round 2 seated."""
    folder.mkdir(parents=True, exist_ok=True)
    t = new_tournament(folder, players=8, rounds=2, password=password)
    seat_in_order(t, 1, [[1, 2, 3, 4], [5, 6, 7, 8]])
    t.tables.record_totals(1, 1, [40000, 30000, 30000, 20000])
    t.tables.record_totals(1, 2, [35000, 25000, 30000, 30000])
    t.approvals.approve(1, who="Olga")
    seat_in_order(t, 2, [[1, 5, 2, 6], [3, 7, 4, 8]])
    t.close()
    return folder / "cup.rtdb"


def penalties(path: Path) -> list[str]:
    with Tournament.open(path) as t:
        return [p.reason for p in t.penalties.all()]


# -- 1. one lock per file, whatever its path ---------------------------------------------------

def test_a_hard_link_and_a_symlink_meet_the_same_lock(tmp_path):
    path = played(tmp_path)
    os.link(path, tmp_path / "hard.rtdb")
    (tmp_path / "sym.rtdb").symlink_to(path)
    t = Tournament.open(path)
    for other in ("hard.rtdb", "sym.rtdb"):
        with pytest.raises(FileInUse, match=rf"already open .*\(pid {os.getpid()} on .* since"):
            Tournament.open(tmp_path / other)
    t.close()
    with Tournament.open(tmp_path / "hard.rtdb"):  # free again, by any path
        with pytest.raises(FileInUse):
            Tournament.open(path)


def test_a_penalty_through_a_link_is_refused_while_another_process_has_the_file(tmp_path):
    path = played(tmp_path)
    os.link(path, tmp_path / "hard.rtdb")
    (tmp_path / "sym.rtdb").symlink_to(path)
    with held_by_another_process(path) as holder:
        for other in ("hard.rtdb", "sym.rtdb"):
            with pytest.raises(FileInUse, match=rf"\(pid {holder.pid} on "):
                Tournament.open(tmp_path / other)
            done = run_cli("penalty", str(tmp_path / other), "--player",
                          "P01", "--points", "-5", "--reason", "through a link")
            assert done.returncode == 2 and "already open" in done.stderr
    assert penalties(path) == []


# -- 2. copying the file alone loses nothing -----------------------------------------------------

PENALTIES = textwrap.dedent("""
    import sys
    from tournament.service import Tournament
    t = Tournament.open(sys.argv[1])
    n = 0
    while True:
        t.penalties.add("P0" + str(1 + n % 8), "yellow_card", 0, f"penalty {n}", round=2)
        print(n, flush=True)  # acknowledged: add_penalty has returned
        n += 1
""")


def test_the_file_alone_copied_after_kill_9_holds_every_acknowledged_change(tmp_path):
    path = played(tmp_path)
    child = subprocess.Popen([sys.executable, "-c", PENALTIES, str(path)],
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                             env=child_env(), cwd=ROOT)
    acknowledged = -1
    try:
        assert child.stdout is not None
        while acknowledged < 24:
            line = child.stdout.readline()
            assert line, child.stderr.read() if child.stderr else ""
            acknowledged = int(line)
    finally:
        os.kill(child.pid, signal.SIGKILL)
        child.wait()
        for stream in (child.stdout, child.stderr):
            if stream is not None:
                stream.close()
    copy = copy_alone(path, tmp_path / "usb")
    reasons = penalties(copy)
    assert reasons[:acknowledged + 1] == [f"penalty {n}" for n in range(acknowledged + 1)]


def test_a_log_left_by_a_crash_is_recovered_and_said_so(tmp_path):
    path = played(tmp_path)
    # A program that stopped between its commit and the checkpoint: the change is only in
    # the write-ahead log.
    done = python("-c", textwrap.dedent("""
        import os, sys
        from tournament.storage import engine
        from tournament.service import Tournament
        engine.checkpoint = lambda e: None
        t = Tournament.open(sys.argv[1])
        t.penalties.add("P01", "yellow_card", 0, "only in the log", round=2)
        os._exit(0)
    """), str(path))
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "cup.rtdb-wal").stat().st_size > 0
    assert penalties(copy_alone(path, tmp_path / "before")) == []  # the file alone lacks it
    with Tournament.open(path) as t:
        assert any("not been closed properly" in n and "recovered" in n for n in t.notes)
        assert [p.reason for p in t.penalties.all()] == ["only in the log"]
        # recovered into the file itself, at once
        assert penalties(copy_alone(path, tmp_path / "after")) == ["only in the log"]


def test_copy_to_and_the_copy_command_write_one_complete_file(tmp_path):
    path = played(tmp_path)
    with Tournament.open(path) as t:
        t.penalties.add("P02", "yellow_card", 0, "phone", round=2)
        (tmp_path / "usb").mkdir()
        copy = t.copy_to(tmp_path / "usb" / "copy.rtdb")
        assert sorted(p.name for p in copy.parent.iterdir()) == ["copy.rtdb"]
    assert penalties(copy) == ["phone"]
    done = run_cli("copy", str(path), str(tmp_path / "second.rtdb"))
    assert done.returncode == 0, done.stderr
    assert penalties(tmp_path / "second.rtdb") == ["phone"]
    # never over an existing file, nor over the tournament itself
    for out in ("second.rtdb", "cup.rtdb"):
        done = run_cli("copy", str(path), str(tmp_path / out))
        assert done.returncode == 2 and done.stdout == ""


# -- 3. backups: left exactly as made, found after the folder moves ---------------------------

def test_a_backup_opened_twice_stays_byte_identical(tmp_path):
    path = played(tmp_path)
    folder = backups_dir(path)
    (backup,) = folder.iterdir()
    before = snapshot(folder)
    for _ in range(2):
        with Tournament.open(backup) as b:
            assert b.tables.view(1, 1).locked and b.standings.get(1).rows
        done = run_cli("standings", str(backup))
        assert done.returncode == 0, done.stderr
    assert snapshot(folder) == before  # the same bytes, and no file beside them
    with Tournament.open(backup) as b:
        assert b.read_only and "backup" in b.read_only
        with pytest.raises(ReadOnlyFile, match="read-only"):
            b.penalties.add("P01", "yellow_card", 0, "late", round=1)
    # To go on from a backup, copy it under a new name: that copy is a tournament again.
    done = run_cli("copy", str(backup), str(tmp_path / "restored.rtdb"))
    assert done.returncode == 0, done.stderr
    with Tournament.open(tmp_path / "restored.rtdb") as restored:
        assert restored.read_only is None
        restored.penalties.add("P01", "yellow_card", 0, "late", round=2)
    assert snapshot(folder) == before


def test_backups_are_found_after_the_folder_moves(tmp_path):
    path = played(tmp_path / "club")
    name = next(backups_dir(path).iterdir()).name
    conn = sqlite3.connect(path)
    (stored,) = conn.execute("SELECT backup FROM rounds WHERE number = 1").fetchone()
    conn.close()
    assert stored == f"cup-backups/{name}"  # relative to the tournament's folder
    moved = tmp_path / "usb"
    shutil.move(tmp_path / "club", moved)
    with Tournament.open(moved / "cup.rtdb") as t:
        assert Path(t.rounds.all()[0].backup) == moved / "cup-backups" / name
        assert Path(t.rounds.all()[0].backup).is_file()
    # A file from before (an absolute path to where the folder used to be) is found too.
    conn = sqlite3.connect(moved / "cup.rtdb")
    conn.execute("UPDATE rounds SET backup = ? WHERE number = 1",
                 (f"/gone/club/cup-backups/{name}",))
    conn.commit()
    conn.close()
    with Tournament.open(moved / "cup.rtdb") as t:
        assert Path(t.rounds.all()[0].backup) == moved / "cup-backups" / name


# -- 7. a failed write says what happened; damage is detected and named ------------------------

def test_a_full_disk_is_named_and_changes_nothing(tmp_path):
    with small_disk(tmp_path / "disk") as disk:
        path = played(disk)
        t = Tournament.open(path)
        filler = fill(disk)
        with pytest.raises(WriteFailed, match="disk is full, so this change was not saved; "
                                              "the file is intact"):
            for n in range(200):  # until the log needs a new page
                t.penalties.add("P01", "yellow_card", 0, f"card {n}", round=2)
        written = len(t.penalties.all())
        t.close()
        done = run_cli("penalty", str(path), "--player", "P02",
                      "--reason", "late", "--kind", "yellow_card")
        assert done.returncode == 2 and "disk is full" in done.stderr, done.stderr
        filler.unlink()
        with Tournament.open(path) as again:
            assert len(again.penalties.all()) == written  # every acknowledged one, no other
            again.penalties.add("P02", "yellow_card", 0, "space again", round=2)
        conn = sqlite3.connect(path)
        assert conn.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
        conn.close()


@pytest.mark.parametrize("error, said", [
    ("disk I/O error", "writing to the disk failed (an I/O error), so this change was not "
                       "saved"),
    ("database or disk is full", "the disk is full, so this change was not saved"),
])
def test_a_failed_write_is_named_and_changes_nothing(tmp_path, error, said):
    path = played(tmp_path)
    t = Tournament.open(path)
    inject_write_error(t._store.engine, error, at="statement")
    with pytest.raises(WriteFailed) as caught:
        t.penalties.add("P01", "deduction", -5000, "slow play", round=2)
    assert said in str(caught.value) and "damaged" not in str(caught.value)
    assert t.penalties.all() == ()
    t.close()
    assert penalties(path) == []


@pytest.mark.parametrize("error", ["disk I/O error", "database or disk is full"])
def test_a_write_failed_during_the_commit_is_never_called_not_saved(tmp_path, error):
    # After a failed COMMIT (a failed sync of the log, above all) nobody knows whether the
    # change reached the disk: "not saved" is the one answer that can double a retry.
    path = played(tmp_path)
    t = Tournament.open(path)
    inject_write_error(t._store.engine, error, at="commit")
    with pytest.raises(MaybeSaved) as caught:
        t.penalties.add("P01", "deduction", -5000, "slow play", round=2)
    assert "may or may not have been saved" in str(caught.value)
    assert "not saved" not in str(caught.value).replace("may or may not", "")
    t.close()


def test_an_io_error_while_opening_is_not_called_damage(tmp_path, monkeypatch):
    path = played(tmp_path)
    from tournament.storage import engine

    real = sqlite3.connect

    class Failing:
        def __init__(self, *args, **kw):
            self._conn = real(*args, **kw)

        def execute(self, *args):
            raise sqlite3.OperationalError("disk I/O error")

        def close(self):
            self._conn.close()

    monkeypatch.setattr(engine.sqlite3, "connect", Failing)
    with pytest.raises(StoreError) as caught:
        Tournament.open(path)
    assert "cannot be read (an I/O error)" in str(caught.value)
    assert not isinstance(caught.value, CorruptFile)


def _page_of(path: Path, table: str) -> int:
    conn = sqlite3.connect(path)
    try:
        return conn.execute("SELECT pageno FROM dbstat WHERE name = ? AND pagetype = 'leaf'",
                            (table,)).fetchone()[0]
    except sqlite3.Error:
        return conn.execute("SELECT rootpage FROM sqlite_master WHERE name = ?",
                            (table,)).fetchone()[0]
    finally:
        conn.close()


@pytest.mark.parametrize("table", ["players", "penalties", "hand_log", "audit_log"])
def test_a_corrupted_page_is_refused_in_one_line_naming_the_newest_backup(tmp_path, table):
    path = played(tmp_path)
    page = _page_of(path, table)
    data = bytearray(path.read_bytes())
    size = 4096
    data[(page - 1) * size:page * size] = bytes((i * 131 + 7) % 256 for i in range(size))
    path.write_bytes(bytes(data))
    newest = next(backups_dir(path).iterdir())
    before = snapshot(tmp_path)
    with pytest.raises(CorruptFile) as caught:
        Tournament.open(path)
    message = str(caught.value)
    assert "\n" not in message and "is damaged" in message and str(newest) in message
    done = run_cli("penalty", str(path), "--player", "P01",
                  "--reason", "late", "--kind", "yellow_card")
    assert done.returncode == 2 and len(done.stderr.splitlines()) == 1, done.stderr
    assert "is damaged" in done.stderr and done.stdout == ""
    assert snapshot(tmp_path) == before  # nothing written into it, no lock file beside it


def test_a_dropped_table_is_named(tmp_path):
    path = played(tmp_path)
    conn = sqlite3.connect(path)
    conn.execute("DROP TABLE penalties")
    conn.commit()
    conn.close()
    with pytest.raises(CorruptFile, match=r"its 'penalties' table is missing\); restore a backup"):
        Tournament.open(path)
    done = run_cli("standings", str(path))
    assert done.returncode == 2 and "'penalties' table is missing" in done.stderr
    assert "Traceback" not in done.stderr


# -- 8. a read-only medium can be read ---------------------------------------------------------

def test_a_tournament_in_a_read_only_folder_can_be_read_but_not_changed(tmp_path):
    source = tmp_path / "stick"
    played(source)
    before = snapshot(source)
    with read_only_view(source) as view:
        ro = view / "cup.rtdb"
        with Tournament.open(ro) as t:
            assert t.read_only and "cannot be written" in t.read_only
            assert t.standings.get(1).rows and t.tables.view(1, 1).locked
            copy = t.copy_to(tmp_path / "copy.rtdb")
            with pytest.raises(ReadOnlyFile, match="open read-only"):
                t.penalties.add("P01", "yellow_card", 0, "late", round=2)
        for argv, code in [(("standings", str(ro)), 0), (("seating", str(ro), "--round", "2"), 0),
                           (("export", str(ro), "--format", "csv", "--out",
                             str(tmp_path / "s.csv")), 0),
                           (("penalty", str(ro), "--player", "P01", "--reason", "late",
                             "--kind", "yellow_card"), 2)]:
            done = run_cli(*argv)
            assert done.returncode == code, (argv, done.stderr)
            assert "Traceback" not in done.stderr
        assert "read-only" in done.stderr
    assert snapshot(source) == before
    assert penalties(copy) == []


@pytest.mark.parametrize("table, column", [("players", "name"), ("settings", "ruleset"),
                                           ("meta", "value")])
def test_text_that_is_not_utf8_is_damage_named_in_one_line(tmp_path, table, column):
    # Found by the random-corruption attack (benchmarks/bench_attacks.py): a damaged byte
    # inside a text made the driver raise a decoding error instead of a message.
    path = played(tmp_path)
    conn = sqlite3.connect(path)
    conn.execute(f"UPDATE {table} SET {column} = CAST(x'ff41b2f6' AS TEXT)")
    conn.commit()
    conn.close()
    with pytest.raises((CorruptFile, StoreError)) as caught:
        Tournament.open(path)
    assert "\n" not in str(caught.value) and ("damaged" in str(caught.value)
                                              or "not a riichi" in str(caught.value))
    done = run_cli("standings", str(path))
    assert done.returncode == 2 and len(done.stderr.splitlines()) == 1, done.stderr
