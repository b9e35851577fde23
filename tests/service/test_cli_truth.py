"""The command line never destroys a tournament by accident and its exit codes tell the truth:
outputs that would overwrite the tournament or its files are refused, a failure
after the save is exit 3 (never 2), refusals are one line and exit 2 (no traceback), a bug is
exit 1 with one line, temporary files of crashed processes are cleaned up."""

from __future__ import annotations

import hashlib
import json
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from tests.faults import ROOT, child_env, fill, python, read_only_view, small_disk, snapshot
from tournament import cli
from tournament.cli import main
from tournament.paths import backups_dir
from tournament.service import Tournament
from tournament.storage import engine


def run(capsys, *argv):
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


@pytest.fixture
def cup(built_once, capsys) -> Path:
    return built_once("truth-cup", lambda folder: _cup(folder, capsys))


def _cup(tmp_path, capsys) -> Path:
    players = tmp_path / "players.csv"
    players.write_text("name\n" + "".join(f"P{i}\n" for i in range(1, 9)), encoding="utf-8")
    path = tmp_path / "cup.rtdb"
    assert run(capsys, "new", path, "--name", "Cup", "--rounds", 2, "--players", players)[0] == 0
    assert run(capsys, "seat", path, "--round", 1)[0] == 0
    for table in (1, 2):
        assert run(capsys, "record", path, "--round", 1, "--table", table, "--totals",
                   40000, 30000, 30000, 20000)[0] == 0
    return path


# -- 18.1 an output can never be the tournament, its files or its backups ----------------------

def test_exports_onto_the_tournament_or_its_files_are_refused(cup, tmp_path, capsys):
    assert run(capsys, "approve", cup, "--round", 1)[0] == 0
    backup = next(backups_dir(cup).iterdir())
    other = tmp_path / "other.rtdb"
    assert run(capsys, "copy", cup, other)[0] == 0
    os.link(cup, tmp_path / "hard.rtdb")
    (tmp_path / "sym.rtdb").symlink_to(cup)
    (tmp_path / "folder").mkdir()
    os.mkfifo(tmp_path / "pipe")
    targets = [cup, tmp_path / "hard.rtdb", tmp_path / "sym.rtdb", backup,
               backups_dir(cup) / "new.csv", Path(f"{cup}-wal"), Path(f"{cup}-shm"),
               Path(f"{cup}.lock"), Path(f"{cup}-journal"), other, tmp_path / "folder",
               tmp_path / "pipe", Path("/dev/null")]
    before = snapshot(tmp_path)
    for out in targets:
        for fmt in ("csv", "xlsx", "html", "json"):
            code, stdout, err = run(capsys, "export", cup, "--format", fmt, "--out", out)
            assert code == 2 and stdout == "" and len(err.splitlines()) == 1, (out, fmt, err)
            assert "nothing was written" in err
        assert run(capsys, "copy", cup, out)[0] == 2
    assert snapshot(tmp_path) == before
    assert Path("/dev/null").is_char_device()


def test_the_real_export_still_replaces_its_own_earlier_output(cup, tmp_path, capsys):
    out = tmp_path / "standings.csv"
    out.write_text("an earlier export")
    assert run(capsys, "export", cup, "--format", "csv", "--out", out)[0] == 0
    assert out.read_text(encoding="utf-8-sig").startswith("place,")


# -- 18.2 exit codes that tell the truth -----------------------------------------------------

def _closed_pipe_run(*argv: str) -> subprocess.CompletedProcess[str]:
    """Run a command whose stdout is a pipe nobody reads (`... | true`)."""
    read, write = os.pipe()
    os.close(read)
    try:
        return subprocess.run([sys.executable, "-m", "tournament", *argv], stdout=write,
                              stderr=subprocess.PIPE, text=True, env=child_env(), cwd=ROOT)
    finally:
        os.close(write)


def test_a_closed_pipe_after_the_save_is_exit_3_and_the_change_is_stored_once(cup):
    done = _closed_pipe_run("penalty", str(cup), "--player", "P1", "--points", "-5",
                            "--reason", "slow play")
    assert done.returncode == 3, done.stderr
    assert "the change was saved, but the confirmation could not be printed" in done.stderr
    assert "Traceback" not in done.stderr and len(done.stderr.splitlines()) == 1
    with Tournament.open(cup) as t:
        assert [(p.reason, p.points) for p in t.penalties.all()] == [("slow play", -5000)]
    shown = python("-m", "tournament", "log", str(cup))
    assert shown.returncode == 0 and shown.stdout.count("slow play") == 1
    # A change command that changed nothing (settings only shown) says so: exit 2, "nothing
    # was changed". A command that only reads ends quietly (`standings FILE | head -1`).
    done = _closed_pipe_run("settings", str(cup))
    assert done.returncode == 2 and "nothing was changed" in done.stderr
    done = _closed_pipe_run("standings", str(cup))
    assert (done.returncode, done.stderr) == (0, "")


def test_approve_writes_its_backup_first_and_a_failed_backup_changes_nothing(cup, capsys):
    folder = backups_dir(cup)
    folder.write_text("a file where the backups folder should be")
    before = digest(cup)
    code, out, err = run(capsys, "approve", cup, "--round", 1)
    assert code == 2 and out == "" and len(err.splitlines()) == 1
    assert "the backup could not be written" in err and "nothing was changed" in err
    assert digest(cup) == before
    with Tournament.open(cup) as t:
        assert t.rounds.all()[0].approved_at is None and not t.tables.view(1, 1).locked
    assert not list(cup.parent.glob("**/*.part"))
    folder.unlink()
    code, out, err = run(capsys, "approve", cup, "--round", 1)
    assert code == 0, err
    (backup,) = folder.iterdir()
    with Tournament.open(backup) as copy:  # the backup holds the approval
        assert copy.rounds.all()[0].approved_at is not None and copy.tables.view(1, 2).locked


def test_approve_on_a_full_disk_changes_nothing(tmp_path, capsys):
    with small_disk(tmp_path / "disk") as disk:
        players = disk / "p.csv"
        players.write_text("name\nA\nB\nC\nD\n")
        path = disk / "cup.rtdb"
        assert run(capsys, "new", path, "--name", "Cup", "--rounds", 1, "--players",
                   players)[0] == 0
        run(capsys, "seat", path, "--round", 1)
        run(capsys, "record", path, "--round", 1, "--table", 1, "--totals", 30000, 30000,
            30000, 30000)
        filler = fill(disk)
        code, out, err = run(capsys, "approve", path, "--round", 1)
        assert code == 2 and "disk is full" in err and "Traceback" not in err, err
        assert not list(disk.glob("**/*.part"))
        filler.unlink()
        with Tournament.open(path) as t:
            assert t.rounds.all()[0].approved_at is None


def test_a_bug_is_exit_1_with_one_line_and_the_traceback_in_the_log(cup, capsys, monkeypatch,
                                                                   tmp_path):
    from tournament.cli import results

    def broken(*args, **kw):
        raise ZeroDivisionError("a bug")

    # (What prints the standings, whichever way they were read: the service's or the
    # command line's quick way.)
    monkeypatch.setattr(results, "print_standings", broken)
    code, out, err = run(capsys, "standings", cup)
    assert code == 1 and out == "" and len(err.splitlines()) == 1
    assert "internal error (ZeroDivisionError: a bug): this is a bug" in err
    log = tmp_path / "data" / "logs" / "errors.log"
    assert str(log) in err and "Traceback" in log.read_text()


def test_a_bug_met_where_no_log_can_be_kept_is_still_one_line(cup, capsys, monkeypatch):
    from tournament import paths
    from tournament.cli import results

    def broken(*args, **kw):
        raise ZeroDivisionError("a bug")

    def no_folder():
        raise ModuleNotFoundError("No module named 'platformdirs'")  # a broken installation

    monkeypatch.setattr(results, "print_standings", broken)
    monkeypatch.setattr(paths, "log_dir", no_folder)
    code, out, err = run(capsys, "standings", cup)
    assert code == 1 and out == "" and len(err.splitlines()) == 1
    assert "internal error (ZeroDivisionError: a bug): this is a bug" in err
    assert "Traceback" not in err


# -- 18.3 one line and exit 2, never a traceback -----------------------------------------------

def test_deeply_nested_json_is_refused(cup, tmp_path, capsys):
    deep = tmp_path / "deep.json"
    deep.write_text("[" * 100_000 + "]" * 100_000)
    nested = tmp_path / "nested.json"
    nested.write_text(json.dumps({"players": ["A", "B", "C", "D"], "hands": [
        {"outcome": "ron", "note": "x", "wins": [{"winner": 1, "loser": 0, "han": 1,
                                                 "fu": 30, "yaku": [[[[[[[[[[[[[[[[[[[[[[[[[[[
                                                     [[[[[[[["riichi"]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]}]}]}))
    for argv in [("record", cup, "--round", 1, "--table", 1, deep),
                 ("record", cup, "--round", 1, "--table", 1, nested),
                 ("import", deep, "--out", tmp_path / "x.rtdb"), ("replay", deep)]:
        code, out, err = run(capsys, *argv)
        assert code == 2 and len(err.splitlines()) == 1 and "nests too deeply" in err, argv
    assert not (tmp_path / "x.rtdb").exists()


def test_duplicate_keys_in_a_json_record_are_refused(cup, tmp_path, capsys):
    game = tmp_path / "game.json"
    game.write_text('{"players": ["P1", "P2", "P3", "P4"], "hands": [{"outcome": "ron", '
                    '"outcome": "tsumo", "wins": [{"winner": 0, "han": 1, "fu": 30}]}]}')
    code, _, err = run(capsys, "record", cup, "--round", 1, "--table", 1, game)
    assert code == 2 and "the key 'outcome' appears twice" in err


@pytest.mark.parametrize("points", ["-1e15", "-1e30", "-99999999999999999999999", "-1e999"])
def test_huge_penalty_points_are_values_refused_with_the_bound(cup, capsys, points):
    code, _, err = run(capsys, "penalty", cup, "--player", "P1", "--points", points,
                       "--reason", "x")
    assert code == 2 and "a penalty takes at most 1000 points" in err, err


CRAFTED = [
    (("settings", "overrides"), "not an object", "settings.overrides"),
    (("settings", "overrides"), [1, 2], "settings.overrides"),
    (("settings", "tie_breaks"), 5, "settings.tie_breaks"),
    (("settings", "rounds"), 10**30, "settings.rounds"),
    (("settings", "rounds"), 1000, "settings.rounds"),
    (("settings", "venue"), 5, "settings.venue"),
    (("settings", "round_minutes"), 10**12, "settings.round_minutes"),
    (("settings", "ruleset", "start_points"), 10**30, "settings.ruleset.start_points"),
    (("penalties", 0, "reason"), 5, "penalties[0].reason"),
    (("penalties", 0, "referee"), ["x"], "penalties[0].referee"),
    (("penalties", 0, "points"), -10**30, "penalties[0].points"),
    (("penalties", 0, "points"), -10**8, "penalties[0].points"),
    (("rounds", 0, "approved"), "yes", "rounds[0].approved"),
    (("rounds", 0, "tables", 0, "totals", "scores"), [10**30, 0, 0, 0],
     "rounds[0].tables[0].totals.scores"),
    (("rounds", 0, "tables", 0, "totals", "chombos"), [10**6, 0, 0, 0],
     "rounds[0].tables[0].totals.chombos"),
]


@pytest.mark.parametrize("where, value, field", CRAFTED,
                         ids=[f"{'.'.join(map(str, w))}={str(v)[:12]}" for w, v, _ in CRAFTED])
def test_crafted_import_fields_are_refused_in_one_line(cup, tmp_path, capsys, where, value,
                                                       field):
    run(capsys, "penalty", cup, "--player", "P1", "--points", "-5", "--reason", "late")
    exported = tmp_path / "cup.json"
    assert run(capsys, "export", cup, "--format", "json", "--out", exported)[0] == 0
    data = json.loads(exported.read_text())
    target = data
    for key in where[:-1]:
        target = target[key]
    target[where[-1]] = value
    crafted = tmp_path / "crafted.json"
    crafted.write_text(json.dumps(data))
    code, out, err = run(capsys, "import", crafted, "--out", tmp_path / "new.rtdb")
    assert code == 2 and out == "" and err.startswith(field), err
    assert "Traceback" not in err and len(err.splitlines()) <= 2
    assert not (tmp_path / "new.rtdb").exists()


def test_another_program_holding_a_write_lock_is_named(cup, capsys, monkeypatch):
    monkeypatch.setattr(engine, "BUSY_TIMEOUT", 0.2)
    other = sqlite3.connect(cup)
    other.execute("BEGIN IMMEDIATE")  # another program writing to the file
    try:
        code, out, err = run(capsys, "penalty", cup, "--player", "P1", "--points", "-5",
                             "--reason", "late")
        assert code == 2 and out == "" and len(err.splitlines()) == 1
        assert "is being written by another program" in err
    finally:
        other.rollback()
        other.close()
    with Tournament.open(cup) as t:
        assert t.penalties.all() == ()


def test_new_and_import_into_a_read_only_folder_are_refused(cup, tmp_path, capsys):
    exported = tmp_path / "cup.json"
    assert run(capsys, "export", cup, "--format", "json", "--out", exported)[0] == 0
    folder = tmp_path / "locked"
    folder.mkdir()
    with read_only_view(folder) as view:
        for argv in [("new", view / "a.rtdb", "--name", "A", "--rounds", 1),
                     ("import", exported, "--out", view / "b.rtdb")]:
            code, out, err = run(capsys, *argv)
            assert code == 2 and len(err.splitlines()) == 1 and "Traceback" not in err, err
    assert list(folder.iterdir()) == []


def test_new_on_a_full_disk_is_refused_and_leaves_nothing(tmp_path, capsys):
    with small_disk(tmp_path / "disk") as disk:
        filler = fill(disk)
        code, out, err = run(capsys, "new", disk / "cup.rtdb", "--name", "Cup", "--rounds", 1)
        assert code == 2 and "disk is full" in err and "nothing was written" in err, err
        assert sorted(p.name for p in disk.iterdir()) == ["filler.bin"]
        filler.unlink()


# -- 18.7 leftovers and arguments ----------------------------------------------------------------

def _dead_pid() -> int:
    child = subprocess.Popen([sys.executable, "-c", "pass"])
    child.wait()
    return child.pid


def test_temporary_files_of_crashed_processes_are_cleaned_on_the_next_open(cup, capsys):
    run(capsys, "approve", cup, "--round", 1)
    dead, alive = _dead_pid(), os.getppid()
    folder, backups = cup.parent, backups_dir(cup)
    leftovers = [folder / f".cup.rtdb.{dead}.creating", folder / f".cup.rtdb.{dead}.importing",
                 folder / f".cup.rtdb.{dead}.importing-wal",
                 folder / f".standings.csv.{dead}.part",
                 backups / "cup.round-02.20260101T000000000000Z.rtdb.part"]
    kept = [folder / f".cup.rtdb.{alive}.creating", folder / f".standings.csv.{alive}.part"]
    for p in leftovers + kept:
        p.write_text("half")
    assert run(capsys, "standings", cup)[0] == 0
    assert [p.name for p in leftovers if p.exists()] == []
    assert all(p.exists() for p in kept)  # a process still running may be writing them


@pytest.mark.parametrize("round", ["99", "-3", "0"])
def test_standings_of_a_round_the_tournament_does_not_have_are_refused(cup, capsys, round):
    code, out, err = run(capsys, "standings", cup, "--round", round)
    assert code == 2 and out == "" and "round" in err and len(err.splitlines()) == 1


def test_the_exit_codes_are_documented():
    # The page of the documentation that lists them (docs/errors.md, "Errors and exit codes").
    page = (ROOT / "docs" / "errors.md").read_text(encoding="utf-8")
    section = page[page.index("# Errors"):]
    for text in ("0", "2", "3", "1"):
        assert f"`{text}`" in section
    assert cli.EXIT_OK == 0 and cli.EXIT_BUG == 1 and cli.EXIT_BAD_INPUT == 2
    assert cli.EXIT_NOT_CONFIRMED == 3
