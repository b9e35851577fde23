"""What the command line says on a server, and that it is true (tests/pg.py's real server):
a connection lost while a command opens the tournament, a `push` of a protected file, a
conflict with another station, and no password in any message or log."""

from __future__ import annotations

import importlib

import pytest

from tests.service.helpers import names
from tournament import cli
from tournament.players_io import PlayerDraft
from tournament.service import Tournament

SEATING = [["P01", "P02", "P03", "P04"], ["P05", "P06", "P07", "P08"]]


@pytest.fixture
def venue(pg_url):
    """A tournament on the server (organiser password "pw"), round 1 seated; its URL."""
    with Tournament.create(pg_url, name="Cup", rounds=2, password="pw",
                           players=[PlayerDraft(n) for n in names(8)]) as t:
        t.set_seating(1, SEATING)
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
    ("tournament.storage.store:check_schema", "stop"),
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
