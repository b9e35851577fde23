"""`--entry-id` on every command that changes a tournament: the id is stored with
the change, and the same command given it again applies nothing and says so (exit 0). Every
command is either a change command or one that changes nothing: a new command must say
which."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from tournament.cli import CHANGE_COMMANDS, COMMANDS, build_parser, main

# The commands that change no tournament (they read one, or write a new file or database
# that is refused when it exists: new, copy, import, demo, push, pull; grant changes the
# database roles' rights, the same ones however often it runs; season reads its events and
# writes only its own season file).
NO_CHANGE = {"replay", "calc", "new", "seating", "standings", "players", "names", "log",
             "audit", "copy", "export", "import", "schedule", "stats", "demo", "check",
             "serve", "push", "pull", "grant", "season"}


def test_every_command_is_a_change_command_or_changes_nothing():
    names = {name for name, _, _ in COMMANDS}
    assert CHANGE_COMMANDS | NO_CHANGE == names
    assert not CHANGE_COMMANDS & NO_CHANGE


@pytest.mark.parametrize("name", sorted(CHANGE_COMMANDS))
def test_every_change_command_takes_an_entry_id(name):
    parser = build_parser(argv=[name])
    sub = next(a for a in parser._actions if a.dest == "command")
    assert "--entry-id" in sub.choices[name]._option_string_actions


def run(capsys, *argv):
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def cup(tmp_path, capsys) -> Path:
    players = tmp_path / "players.csv"
    players.write_text("name\n" + "".join(f"P{i}\n" for i in range(1, 9)), encoding="utf-8")
    path = tmp_path / "cup.rtdb"
    assert run(capsys, "new", path, "--name", "Cup", "--rounds", "2", "--players",
               players)[0] == 0
    return path


def count(path: Path, sql: str) -> int:
    conn = sqlite3.connect(path)
    try:
        return int(conn.execute(sql).fetchone()[0])
    finally:
        conn.close()


@pytest.mark.parametrize("argv, sql", [
    (["penalty", "--player", "P1", "--reason", "late"], "SELECT count(*) FROM penalties"),
    (["announce", "lunch at one"], "SELECT count(*) FROM announcements"),
    (["seat", "--round", "1"], "SELECT count(*) FROM audit_log WHERE action = 'seat_round'"),
    (["settings", "--venue", "Hall"], "SELECT count(*) FROM audit_log"),
])
def test_the_same_entry_id_never_applies_twice(cup, capsys, argv, sql):
    command, rest = argv[0], argv[1:]
    before = count(cup, sql)
    assert run(capsys, command, cup, *rest, "--entry-id", "desk-7")[0] == 0
    once = count(cup, sql)
    assert once > before
    code, out, err = run(capsys, command, cup, *rest, "--entry-id", "desk-7")
    assert code == 0 and "desk-7 was already saved" in err
    assert count(cup, sql) == once
    assert count(cup, "SELECT count(*) FROM applied_entries WHERE entry_id = 'desk-7'") == 1
    # Another id is another change.
    if command in ("penalty", "announce"):
        assert run(capsys, command, cup, *rest, "--entry-id", "desk-8")[0] == 0
        assert count(cup, sql) == once + 1


def test_an_entry_id_is_checked(cup, capsys):
    with pytest.raises(SystemExit):
        main(["penalty", str(cup), "--player", "P1", "--reason", "x", "--entry-id", "a b"])


@pytest.mark.parametrize("error", [
    "maybe_file",
    "maybe_server",
])
def test_maybe_saved_is_exit_3_with_the_log_command_and_the_entry_id(error, capsys):
    # The same answer on a file (MaybeSaved) and on a server (ConnectionLost with
    # maybe_saved): exit 3, how to see what is stored, how to retry safely.
    import argparse

    from tournament.cli import guarded
    from tournament.errors import ConnectionLost, MaybeSaved

    def run_change(args):
        if error == "maybe_file":
            raise MaybeSaved("cup.rtdb: writing to the disk failed while the change was "
                             "being saved (an I/O error), so it may or may not have been "
                             "saved")
        raise ConnectionLost("the connection to the tournament server x was lost while the "
                             "change was being saved: it may or may not have been saved. "
                             "Check it (reload) before entering it again", maybe_saved=True)

    args = argparse.Namespace(file="cup.rtdb", entry_id="abc123")
    assert guarded(run_change)(args) == 3
    err = capsys.readouterr().err
    assert "may or may not have been saved; `python -m tournament log cup.rtdb` shows what " \
           "is stored" in err
    assert "--entry-id abc123" in err and "reload" not in err
