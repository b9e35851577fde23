"""The same service on both backends: a tournament in a SQLite file and one in a PostgreSQL
database (a real server, tests/pg.py) go through the same code path and give the same
results. `backend` (tests/conftest.py) runs each test once per backend."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest

from tests.inprocess import run_cli
from tests.service.helpers import names, ron, tsumo
from tournament.errors import FileExists, InvalidInput, NotATournament
from tournament.export import json_io
from tournament.players.roster import PlayerDraft
from tournament.service import Tournament


def play(where) -> dict:
    """A round played with everything a desk does: seating, hands, a correction, a void,
    paper totals, penalties, approval, an unlock and a change after it, a player renamed.
    Returns what the screens show (the same on every backend)."""
    t = Tournament.create(where, name="Cup", rounds=2, password="organiser pw",
                          players=[PlayerDraft(n) for n in names(8)])
    try:
        t.rounds.set_seating(1, [["P01", "P02", "P03", "P04"], ["P05", "P06", "P07", "P08"]])
        t.tables.record_hand(1, 1, ron(0, 1, 3, 30, riichi=(0,)))
        t.tables.record_hand(1, 1, tsumo(2, 2, 30))
        t.tables.record_hand(1, 1, ron(3, 0, 1, 30))
        t.tables.amend_hand(1, 1, 1, tsumo(2, 3, 30), reason="han miscounted")
        view, _ = t.tables.void_hand(1, 1, 2, reason="entered on the wrong table")
        assert len(view.hands) == 2
        with pytest.raises(InvalidInput):  # a refused change writes nothing
            t.tables.record_hand(1, 1, ron(0, 0, 3, 30))
        t.tables.record_hand(1, 1, ron(3, 0, 2, 30, last=True))
        t.tables.record_totals(1, 2, [30000, 30000, 30000, 30000])
        t.penalties.add("P06", "deduction", points=-10000, reason="slow play", referee="Ref")
        t.penalties.add("P07", "yellow_card", reason="phone", referee="Ref")
        t.approvals.approve(1, who="Desk")
        assert t.rounds.all()[0].approved_at is not None
        t.approvals.unlock_table(1, 2, "organiser pw", reason="totals swapped")
        t.tables.record_totals(1, 2, [35000, 25000, 30000, 30000])
        t.approvals.lock_table(1, 2)
        t.players.update("P08", name="Pablo Ocho")
        t.rounds.set_seating(2, [["P01", "P05", "P03", "P07"], ["P02", "P06", "P04", "Pablo Ocho"]])
        t.tables.record_hand(2, 1, ron(1, 2, 4, 30))
        standings = t.standings.get(provisional=True)
        return {
            "standings": [(r.name, r.place, r.points, r.penalties) for r in standings.rows],
            "table": [json.dumps(h, sort_keys=True, default=str)
                      for h in t.tables.view(1, 1).hands],
            "audit": [a.action for a in t.approvals.audit()],
            # (The ledger's head hashes the moments of the changes: two runs differ.)
            "export": _without_times({k: v for k, v in json_io.export_tournament(t).items()
                                      if k != "ledger"}),
        }
    finally:
        t.close()


def _without_times(data):
    """An export with its moments taken out (two runs never share a clock)."""
    if isinstance(data, dict):
        return {k: _without_times(v) for k, v in data.items()
                if k not in ("at", "approved_at", "exported_at", "made_at", "created_at")}
    if isinstance(data, list):
        return [_without_times(v) for v in data]
    return data


def test_a_round_plays_the_same_on_every_backend(backend, tmp_path):
    result = play(backend)
    reference = play(tmp_path / "reference.rtdb") if not isinstance(backend, Path) else result
    assert result == reference
    # Nothing lost on the way: the tournament reopens with the same standings.
    with Tournament.open(backend, password="organiser pw") as t:
        assert [(r.name, r.place, r.points, r.penalties)
                for r in t.standings.get(provisional=True).rows] == result["standings"]
        assert len(t.tables.view(1, 1).hands) == 3 and t.tables.view(1, 2).totals is not None
        assert {"approve_round", "unlock_table"} <= set(result["audit"])


def test_an_empty_database_is_not_a_tournament_and_a_full_one_is_not_overwritten(pg_url):
    with pytest.raises(NotATournament, match="empty database"):
        Tournament.open(pg_url)
    Tournament.create(pg_url, name="Cup", rounds=1,
                      players=[PlayerDraft(n) for n in names(4)]).close()
    with pytest.raises(FileExists, match="not empty"):
        Tournament.create(pg_url, name="Other", rounds=1,
                          players=[PlayerDraft(n) for n in names(4)])
    with Tournament.open(pg_url) as t:
        assert t.settings.name == "Cup"


def test_no_password_in_any_message(pg_server):
    url = pg_server.url("no_such_db", password="s3cret-pw")
    with pytest.raises(Exception) as caught:
        Tournament.open(url)
    assert "s3cret-pw" not in str(caught.value) and "***" in str(caught.value)
    done = _cli("standings", "--db", url)
    assert done.returncode == 2 and "s3cret-pw" not in done.stderr + done.stdout
    assert "no database" in done.stderr


def _cli(*args: str) -> subprocess.CompletedProcess[str]:
    return run_cli(*args)


def test_push_and_pull_keep_the_standings(pg_url, tmp_path):
    """The demo tournament (hands, a chombo, a penalty, flags, awards) goes to the server
    and back: the same standings and the same export at every step."""
    demo = tmp_path / "demo.rtdb"
    assert _cli("demo", str(demo)).returncode == 0
    with Tournament.open(demo) as t:
        t.clock.start(3, minutes=60)
        t.players.set_status(t.players.all()[-1].name, "dropped", reason="went home")
        before = t.standings.get(provisional=True)
        exported = _without_times(json_io.export_tournament(t))
    pushed = _cli("push", str(demo), "--db", pg_url)
    assert pushed.returncode == 0, pushed.stderr
    assert "standings identical" in pushed.stdout
    again = _cli("push", str(demo), "--db", pg_url)
    assert again.returncode == 2 and "not empty" in again.stderr
    with Tournament.open(pg_url) as t:
        assert t.standings.get(provisional=True) == before
        assert _without_times(json_io.export_tournament(t)) == exported
        t.tables.record_hand(3, 1, ron(0, 1, 2, 30))  # the server's copy goes on
        after = t.standings.get(provisional=True)
    shown = _cli("standings", "--db", pg_url)
    assert shown.returncode == 0 and before.rows[0].name in shown.stdout
    back = tmp_path / "back.rtdb"
    pulled = _cli("pull", "--db", pg_url, str(back))
    assert pulled.returncode == 0, pulled.stderr
    with Tournament.open(back) as t:
        assert t.standings.get(provisional=True) == after
        assert t.read_only is None  # a working file, not a backup


def test_the_command_line_takes_db_in_place_of_file(pg_url, tmp_path):
    players = tmp_path / "players.csv"
    players.write_text("name\nAnna\nBruno\nChiara\nDaniel\n", encoding="utf-8")
    made = _cli("new", "--db", pg_url, "--name", "Server Cup", "--rounds", "2",
                "--players", str(players))
    assert made.returncode == 0, made.stderr
    listed = _cli("players", "--db", pg_url)
    assert listed.returncode == 0 and "Chiara" in listed.stdout
    both = _cli("players", str(tmp_path / "x.rtdb"), "--db", pg_url)
    assert both.returncode == 2
    neither = _cli("players")
    assert neither.returncode == 2


def test_a_short_password_is_hidden_where_it_is_written_and_the_words_stay_whole():
    """A one-letter password is replaced where a password is written, not in every word
    ("port" stays "port"); a longer one wherever it appears."""
    from tournament.storage.target import parse_url

    said = ('connection to server at "h", port 1 failed; postgresql://u:p@h/x '
            "password=p password='p'")
    hidden = parse_url("postgresql://u:p@h/x").hide(said)
    assert hidden == ('connection to server at "h", port 1 failed; postgresql://u:***@h/x '
                      "password=*** password='***'")
    assert parse_url("postgresql://u:s3cret@h/x").hide("it said s3cret, port 1") == \
        "it said ***, port 1"
    assert parse_url("postgresql://u@h/x").hide("port p") == "port p"
