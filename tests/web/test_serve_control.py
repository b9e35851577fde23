"""`serve FILE --entry` holds the file; `phone-entry` and `table-codes` on that file reach it
(tournament.web.control) instead of stopping it: one table's phone switched off, or given a new
code, while the other tables' phones go on entering hands. Against the real `serve`, started
as its own process; the commands run as the organiser runs them.

The control port listens on 127.0.0.1 only and takes no request without the key of the control
file, which only its owner may read; a command of a tournament with an organiser password
needs it, and the password is not kept for the next command; the entry id of a command sent
again applies it once; the control file goes when `serve` stops."""

from __future__ import annotations

import json
import os
import socket
import stat
import urllib.error
import urllib.request
from pathlib import Path

import pytest

from tests.service.helpers import ron
from tests.web.entry_venue import Venue, arrange, names
from tests.web.helpers import Serve
from tournament.cli import main
from tournament.players.roster import PlayerDraft
from tournament.service import Tournament
from tournament.web.control import TOKEN_HEADER, control_path

PASSWORD = "tonpu east"


@pytest.fixture
def venue(tmp_path, monkeypatch):
    path = tmp_path / "cup.rtdb"
    with Tournament.create(path, name="Cup", rounds=3, password=PASSWORD,
                           players=[PlayerDraft(n) for n in names(12)]) as t:
        codes = arrange(t, 3)
    v = Venue("sqlite", str(path), codes)
    monkeypatch.delenv("RIICHI_TOURNAMENT_PASSWORD", raising=False)
    v.start("--entry", process=True)
    yield v
    v.stop()


def run(capsys, *argv: str, password: str | None = None, monkeypatch=None):
    if password is not None:
        monkeypatch.setenv("RIICHI_TOURNAMENT_PASSWORD", password)
    try:
        code = main([str(a) for a in argv])
    except SystemExit as exit:
        code = exit.code
    finally:
        if password is not None:
            monkeypatch.delenv("RIICHI_TOURNAMENT_PASSWORD")
    out, err = capsys.readouterr()
    return code, out, err


def test_one_tables_phone_is_switched_off_and_the_others_go_on(venue, capsys, monkeypatch):
    path = venue.where
    # Table 1 enters a hand; then the organiser switches its phone off, from the command
    # line, while serve runs.
    assert venue.post_hand(2, 1, ron(1, 0, 3, 40), "h-1", seen=0).status == 201
    code, out, err = run(capsys, "phone-entry", path, "--round", "2", "--off", "--table", "1",
                         password=PASSWORD, monkeypatch=monkeypatch)
    assert code == 0, err
    assert "round 2 table 1: phone entry off" in out and "done by the serve holding" in err
    # Table 1's phone is refused from now on; another table's phone still enters (serve
    # kept running: the same process, the same address).
    assert isinstance(venue.serve, Serve) and venue.serve.process.poll() is None
    refused = venue.post_hand(2, 1, ron(2, 1, 3, 40), "h-2", seen=1)
    assert (refused.status, refused.body["problems"][0]["code"]) == (423, "entry_off")
    # (round 2 table 3 was switched off by `arrange`: switched on again, it enters.)
    code, _, err = run(capsys, "phone-entry", path, "--round", "2", "--on", "--table", "3",
                       password=PASSWORD, monkeypatch=monkeypatch)
    assert code == 0, err
    assert venue.post_hand(2, 3, ron(1, 0, 3, 40), "h-3", seen=0).status == 201
    # The list, --json as on a file nobody holds.
    code, out, _ = run(capsys, "phone-entry", path, "--round", "2", "--json")
    assert code == 0
    tables = {line["table"]: line for line in json.loads(out)["tables"]}
    assert (tables[1]["on"], tables[1]["hands"], tables[3]["on"], tables[3]["hands"]) == \
        (False, 1, True, 1)
    venue.stop()
    assert not control_path(Path(venue.where)).exists()
    # What serve did for the commands is signed and chained: check finds nothing.
    monkeypatch.setenv("RIICHI_TOURNAMENT_PASSWORD", PASSWORD)
    code, out, err = run(capsys, "check", path)
    assert code == 0, err
    assert "match the organiser password" in out
    with Tournament.open(path) as t:
        audit = [(a.action, a.who) for a in t.approvals.audit()][-2:]
    assert audit == [("phone_entry_off", "cli"), ("phone_entry_on", "cli")]


def test_a_new_code_for_one_table_stops_its_old_one_at_once(venue, capsys, monkeypatch):
    old = venue.codes[2][1]
    code, out, err = run(capsys, "table-codes", venue.where, "--round", "2", "--new",
                         "--table", "1", "--json", "--entry-id", "codes-1",
                         password=PASSWORD, monkeypatch=monkeypatch)
    assert code == 0, err
    (line,) = json.loads(out)["tables"]
    new = line["code"]
    assert line["table"] == 1 and new != old and line["path"] == "/table/2/1"
    assert venue.post_hand(2, 1, ron(1, 0, 3, 40), "h-1", seen=0, code=old).status == 403
    assert venue.post_hand(2, 1, ron(1, 0, 3, 40), "h-1", seen=0, code=new).status == 201
    # The same command again (its entry id): the code issued, printed again, none issued.
    code, again, err = run(capsys, "table-codes", venue.where, "--round", "2", "--new",
                           "--table", "1", "--json", "--entry-id", "codes-1",
                           password=PASSWORD, monkeypatch=monkeypatch)
    assert code == 0 and json.loads(again)["tables"][0]["code"] == new
    assert "already in the file" in err


def test_an_organiser_change_needs_the_password_each_time(venue, capsys, monkeypatch):
    path = venue.where
    argv = ("phone-entry", path, "--round", "2", "--off", "--table", "1")
    code, _, err = run(capsys, *argv)  # no password, no terminal to ask at
    assert code == 2 and "password_needed" in err
    code, _, err = run(capsys, *argv, password="wrong", monkeypatch=monkeypatch)
    assert code == 2 and "wrong organiser password" in err
    assert run(capsys, *argv, password=PASSWORD, monkeypatch=monkeypatch)[0] == 0
    # Given once, it is not kept by serve for the next command.
    code, _, err = run(capsys, "phone-entry", path, "--round", "2", "--on", "--table", "1")
    assert code == 2 and "password_needed" in err
    code, out, _ = run(capsys, "phone-entry", path, "--round", "2", "--json")
    assert json.loads(out)["tables"][0]["on"] is False
    # A refusal of the service comes back as on a file: one line, exit 2.
    code, _, err = run(capsys, "table-codes", path, "--round", "2", "--table", "9",
                       password=PASSWORD, monkeypatch=monkeypatch)
    assert code == 2 and "no table 9" in err and "Traceback" not in err


def test_the_control_port_takes_nobody_without_the_key(venue):
    file = control_path(Path(venue.where))
    assert stat.S_IMODE(os.stat(file).st_mode) == 0o600
    reach = json.loads(file.read_text())
    assert isinstance(venue.serve, Serve) and reach["pid"] == venue.serve.process.pid
    body = json.dumps({"command": "phone-entry", "round": 2, "switch": "off",
                       "table": 1}).encode()
    for key in (None, "", reach["key"][:-1] + "x", "x" * 400):
        request = urllib.request.Request(f"http://127.0.0.1:{reach['port']}/command",
                                         data=body, method="POST",
                                         headers={} if key is None else {TOKEN_HEADER: key})
        with pytest.raises(urllib.error.HTTPError) as refused:
            urllib.request.urlopen(request, timeout=10)
        assert refused.value.code == 403
    # The phones' port knows nothing of it.
    assert venue.request("POST", "/command", body=json.loads(body)).status in (404, 405)
    # Listening on 127.0.0.1 only: not on this computer's network addresses.
    from tournament.web.server import lan_addresses

    for address in lan_addresses():
        with pytest.raises(OSError):
            socket.create_connection((address, reach["port"]), timeout=2).close()
    with pytest.raises(urllib.error.HTTPError) as bad:
        urllib.request.urlopen(urllib.request.Request(
            f"http://127.0.0.1:{reach['port']}/command", data=b"{\"command\": 1e999}",
            method="POST", headers={TOKEN_HEADER: reach["key"]}), timeout=10)
    assert bad.value.code == 422
