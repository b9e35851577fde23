"""What the command line says on a server, and that it is true (tests/pg.py's real server):
a connection lost while a command opens the tournament, a `push` of a protected file, a
conflict with another station, and no password in any message or log."""

from __future__ import annotations

import importlib

import pytest

from tests.service.helpers import names
from tournament import cli
from tournament.players.roster import PlayerDraft
from tournament.service import Tournament

SEATING = [["P01", "P02", "P03", "P04"], ["P05", "P06", "P07", "P08"]]


@pytest.fixture
def venue(pg_url):
    """A tournament on the server (organiser password "pw"), round 1 seated; its URL."""
    with Tournament.create(pg_url, name="Cup", rounds=2, password="pw",
                           players=[PlayerDraft(n) for n in names(8)]) as t:
        t.rounds.set_seating(1, SEATING)
    return pg_url


def hook(monkeypatch, where: str, then) -> list[bool]:
    """Run `then()` once, just before the function `where` ("module:name") runs."""
    module, name = where.split(":")
    owner = importlib.import_module(module)
    real = getattr(owner, name)
    ran: list[bool] = []

    def hooked(*args, **kwargs):
        if not ran:
            ran.append(True)
            then()
        return real(*args, **kwargs)

    monkeypatch.setattr(owner, name, hooked)
    return ran


# Where the opening is when the fault comes: the schema's check (the server stops: the
# next connection is refused), reading the tournament into memory and checking the
# organiser password (the connection in use is cut: pg_terminate_backend).
@pytest.mark.parametrize("where, fault", [
    ("tournament.storage.opening:check_schema", "stop"),
    ("tournament.storage.repo:read_settings", "cut"),
    ("tournament.storage.repo:stored_password", "cut"),
])
def test_a_connection_lost_while_a_command_opens_is_exit_2_could_not_reach(
        venue, pg_server, monkeypatch, capsys, where, fault):
    database = venue.rsplit("/", 1)[1]
    ran = hook(monkeypatch, where, pg_server.stop_server if fault == "stop"
               else lambda: pg_server.terminate_clients(database))
    monkeypatch.setenv("RIICHI_TOURNAMENT_PASSWORD", "pw")
    try:
        code = cli.main(["standings", "--db", venue, "--station", "Desk 1"])
    finally:
        if fault == "stop":
            pg_server._start_server()
    err = capsys.readouterr().err
    assert ran and code == 2, err
    (line,) = err.splitlines()
    assert line.startswith(f"could not reach the tournament server {venue}")
    assert "check the network and that the server is running" in line


def empty(url: str) -> bool:
    import psycopg

    with psycopg.connect(url) as conn:
        return conn.execute("SELECT count(*) FROM pg_tables WHERE schemaname = 'public'"
                            ).fetchone()[0] == 0


@pytest.fixture
def protected(tmp_path):
    """A tournament file with the organiser password "pw" and a hand recorded."""
    from tests.service.helpers import ron

    path = tmp_path / "cup.rtdb"
    with Tournament.create(path, name="Cup", rounds=2, password="pw",
                           players=[PlayerDraft(n) for n in names(8)]) as t:
        t.rounds.set_seating(1, SEATING)
        t.tables.record_hand(1, 1, ron(0, 1, 2, 30))
    return path


@pytest.mark.parametrize("given", [None, "", "wrong"])
def test_push_of_a_protected_file_without_its_password_leaves_the_database_empty(
        pg_url, protected, monkeypatch, capsys, given):
    if given is None:
        monkeypatch.delenv("RIICHI_TOURNAMENT_PASSWORD", raising=False)
    else:
        monkeypatch.setenv("RIICHI_TOURNAMENT_PASSWORD", given)
    assert cli.main(["push", str(protected), "--db", pg_url]) == 2
    (line,) = capsys.readouterr().err.splitlines()
    assert "nothing was copied" in line and "password" in line
    assert empty(pg_url)
    # With the password, the same push goes through at once (no "not empty").
    monkeypatch.setenv("RIICHI_TOURNAMENT_PASSWORD", "pw")
    assert cli.main(["push", str(protected), "--db", pg_url]) == 0
    assert "standings identical" in capsys.readouterr().out
    with Tournament.open(pg_url, password="pw") as t:
        assert len(t.tables.view(1, 1).hands) == 1


def test_push_asks_for_the_password_at_a_terminal(pg_url, protected, monkeypatch, capsys):
    import getpass
    import sys

    asked: list[str] = []
    monkeypatch.delenv("RIICHI_TOURNAMENT_PASSWORD", raising=False)
    monkeypatch.setattr(sys.stdin, "isatty", lambda: True, raising=False)
    monkeypatch.setattr(getpass, "getpass", lambda prompt: asked.append(prompt) or "pw")
    assert cli.main(["push", str(protected), "--db", pg_url]) == 0, capsys.readouterr().err
    assert asked == ["Organiser password: "]
    assert not empty(pg_url)


def game_file(tmp_path, *hands) -> str:
    import json

    path = tmp_path / "game.json"
    path.write_text(json.dumps({"players": SEATING[0], "hands": list(hands)}))
    return str(path)


def clock(at: str) -> str:
    from datetime import datetime

    return datetime.fromisoformat(at.replace("Z", "+00:00")).astimezone().strftime("%H:%M")


def test_a_record_that_meets_another_station_s_hands_is_a_conflict_never_amend(
        venue, tmp_path, capsys):
    import psycopg

    from tests.service.helpers import ron

    with Tournament.open(venue, station="Desk 1", person="Anna", password="pw") as a:
        a.tables.record_hand(1, 1, ron(0, 1, 2, 30))
    with psycopg.connect(venue) as conn:
        (at,) = conn.execute("SELECT at FROM hand_log").fetchone()
    # Desk 2 did not see Anna's hand: its game record starts with another one.
    game = game_file(tmp_path, ron(2, 3, 3, 30), ron(1, 0, 2, 30))
    code = cli.main(["record", "--db", venue, "--station", "Desk 2", "--role", "referee",
                     "--round", "1", "--table", "1", game])
    (said,) = capsys.readouterr().err.splitlines()
    assert code == 2
    assert (f"table 1 changed at station 'Desk 1' (Anna) at {clock(at)}: reload and check"
            in said) and said.endswith("[table_changed]")
    assert "amend" not in said
    with Tournament.open(venue, read_only=True) as t:
        assert len(t.tables.view(1, 1).hands) == 1  # nothing of Desk 2's was written
    # At the station that entered the hands, a record that differs is its own to correct.
    code = cli.main(["record", "--db", venue, "--station", "Desk 1", "--role", "referee",
                     "--round", "1", "--table", "1", game])
    assert code == 2 and "use amend or void" in capsys.readouterr().err


def test_a_hand_another_station_commits_while_a_command_runs_is_a_conflict(
        venue, tmp_path, monkeypatch, capsys):
    # Desk 1 records on table 1 after `record` at Desk 2 opened the tournament and before
    # it writes: refused by the change counter, with the other station's name and time.
    from tests.service.helpers import ron
    from tournament.service.base import Base

    real = Base._commit_log  # (the hand log's changes)
    ran: list[bool] = []

    def desk_1_first(self, *args, **kwargs):
        if not ran and self.station == "Desk 2":
            ran.append(True)
            with Tournament.open(venue, station="Desk 1", person="Anna", password="pw") as a:
                a.tables.record_hand(1, 1, ron(0, 1, 2, 30))
        return real(self, *args, **kwargs)

    monkeypatch.setattr(Base, "_commit_log", desk_1_first)
    game = game_file(tmp_path, ron(2, 3, 3, 30))
    code = cli.main(["record", "--db", venue, "--station", "Desk 2", "--role", "referee",
                     "--round", "1", "--table", "1", game])
    (said,) = capsys.readouterr().err.splitlines()
    assert ran and code == 2
    assert "table 1 changed at station 'Desk 1' (Anna) at " in said
    assert ": reload and check" in said and "amend" not in said
    with Tournament.open(venue, read_only=True) as t:
        assert len(t.tables.view(1, 1).hands) == 1


def test_no_password_reaches_the_error_log_or_the_message_of_a_bug(
        pg_url, tmp_path, monkeypatch, capsys):
    # The test server trusts its role, so any URL password opens it: a bug met after the
    # opening, whose text (as some library's might) holds the database password and the
    # organiser password, with both on the command line or in the environment.
    from urllib.parse import quote

    from tournament.cli import results as commands

    database = "db-s3cret/pass word"
    organiser = "org-s3cret"
    Tournament.create(pg_url, name="Cup", rounds=1, password=organiser,
                      players=[PlayerDraft(n) for n in names(4)]).close()
    url = pg_url.replace("rt@", f"rt:{quote(database, safe='')}@")
    monkeypatch.setenv("RIICHI_TOURNAMENT_PASSWORD", organiser)

    def buggy(args):
        with cli.open_tournament(args.file) as t:
            t.standings.get()
        raise RuntimeError(f"unexpected: {url} password={database} organiser={organiser}")

    monkeypatch.setattr(commands, "run_standings", buggy)
    code = cli.main(["standings", "--db", url, "--station", "Desk 1"])
    err = capsys.readouterr().err
    log = tmp_path / "data" / "logs" / "errors.log"
    written = log.read_text(encoding="utf-8")
    assert code == 1 and str(log) in err
    assert "RuntimeError" in written and "standings --db postgresql://rt:***@" in written
    for secret in (database, quote(database, safe=""), organiser):
        assert secret not in written and secret not in err
    assert written.count("***") >= 3


def test_a_password_typed_where_none_is_taken_is_not_repeated(monkeypatch, capsys):
    # `standings` takes no --password: the parser refuses it, and says what it refused
    # without the value.
    with pytest.raises(SystemExit) as refused:
        cli.main(["standings", "cup.rtdb", "--password", "typed-s3cret",
                  "--password=other-s3cret"])
    err = capsys.readouterr().err
    assert refused.value.code == 2 and "--password ***" in err
    assert "typed-s3cret" not in err and "other-s3cret" not in err


def test_the_error_log_never_keeps_a_password_given_on_the_command_line(tmp_path):
    # Whatever the command line held when a bug was met: a --db URL's password (typed with
    # or without its scheme, percent-encoded or not) and a value after --password.
    argv = ["record", "--db", "postgresql://rt:p%40ss-w0rd@db.example/cup", "--db",
            "rt:plain-s3cret@db.example/cup", "--password", "typed-s3cret",
            "--password=eq-s3cret", "--round", "1"]
    bug = RuntimeError("connect to db.example as rt with p@ss-w0rd / plain-s3cret failed")
    log = cli.log_bug(argv, bug)
    assert log == tmp_path / "data" / "logs" / "errors.log"
    written = log.read_text(encoding="utf-8")
    for secret in ("p%40ss-w0rd", "p@ss-w0rd", "plain-s3cret", "typed-s3cret", "eq-s3cret"):
        assert secret not in written
    assert ("record --db postgresql://rt:***@db.example/cup --db rt:***@db.example/cup "
            "--password *** --password=*** --round 1") in written
    assert "RuntimeError: connect to db.example as rt with *** / *** failed" in written
