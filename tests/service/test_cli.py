"""The headless commands over the facade: formats scripts rely on, exit codes, no change on
error."""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.service.helpers import names, ron, tsumo
from tournament.cli import main

ROOT = Path(__file__).resolve().parents[2]


def run(capsys, *argv):
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


@pytest.fixture
def cup(tmp_path, capsys):
    players = tmp_path / "players.csv"
    players.write_text("name,ema_number,club,country,team\n"
                       + "".join(f"{n},,Club,NL,\n" for n in names(14)), encoding="utf-8")
    path = tmp_path / "cup.rtdb"
    code, out, err = run(capsys, "new", path, "--name", "Cup", "--ruleset", "ema_rcr",
                         "--rounds", 2, "--players", players)
    assert code == 0, err
    assert "14 players + 2 substitutes" in out
    return path


def seating(capsys, path, round=1):
    code, out, _ = run(capsys, "seating", path, "--round", round, "--json")
    assert code == 0
    return json.loads(out)


def test_new_seat_record_and_standings(cup, tmp_path, capsys):
    code, out, err = run(capsys, "seat", cup, "--round", 1)
    assert code == 0, err
    data = seating(capsys, cup)
    assert data["round"] == 1 and [t["table"] for t in data["tables"]] == [1, 2, 3, 4]
    seated = [n for t in data["tables"] for n in t["players"]]
    assert sorted(seated) == sorted(names(14) + ["Substitute 1", "Substitute 2"])

    # Table 1 from a game record in the seating's order; the others from score slips.
    game = tmp_path / "game.json"
    game.write_text(json.dumps({"ruleset": "ema_rcr", "players": data["tables"][0]["players"],
                                "hands": [ron(1, 3, 3, 30), tsumo(0, 2, 30, last=True)]}))
    code, out, err = run(capsys, "record", cup, "--round", 1, "--table", 1, game)
    assert code == 0, err and "finished" in out
    for table in (2, 3, 4):
        code, _, err = run(capsys, "record", cup, "--round", 1, "--table", table,
                           "--totals", 30000, 30000, 30000, 30000)
        assert code == 0, err

    code, out, err = run(capsys, "standings", cup, "--json")
    assert code == 0, err
    standings = json.loads(out)
    assert standings["round"] == 1
    t1 = data["tables"][0]["players"]
    # Table 1 (see the 16-player test, template A): 7.0, 17.9, -5.5, -19.4.
    expected = dict(zip(t1, (7.0, 17.9, -5.5, -19.4), strict=True))
    rows = {r["player"]: r for r in standings["rows"] + standings["substitutes"]}
    for name, pts in expected.items():
        assert rows[name]["points"] == pts and rows[name]["games"] == 1
    ranked = standings["rows"]
    assert all(set(r) >= {"place", "player", "points", "games"} for r in ranked)
    assert [r["points"] for r in ranked] == sorted((r["points"] for r in ranked), reverse=True)
    zero = [r["place"] for r in ranked if r["points"] == 0.0]
    assert len(set(zero)) == 1  # the players on 0 share one place
    assert all(r["place"] is None for r in standings["substitutes"])

    # A penalty in display units: -5 is -5,000 raw points.
    first = ranked[0]["player"]
    code, out, err = run(capsys, "penalty", cup, "--player", first, "--points", -5,
                         "--reason", "slow play", "--referee", "Rita")
    assert code == 0, err
    after = json.loads(run(capsys, "standings", cup, "--json")[1])
    row = next(r for r in after["rows"] + after["substitutes"] if r["player"] == first)
    assert row["points"] == pytest.approx(ranked[0]["points"] - 5)

    code, out, _ = run(capsys, "standings", cup)
    assert code == 0 and "points" in out and first in out


def test_amend_void_undo(cup, tmp_path, capsys):
    run(capsys, "seat", cup, "--round", 1)
    players = seating(capsys, cup)["tables"][1]["players"]
    game = tmp_path / "game.json"
    game.write_text(json.dumps({"players": players,
                                "hands": [ron(1, 3, 3, 30), tsumo(0, 2, 30)]}))
    assert run(capsys, "record", cup, "--round", 1, "--table", 2, game)[0] == 0
    hand = tmp_path / "hand.json"
    hand.write_text(json.dumps(ron(1, 2, 3, 30)))
    code, out, err = run(capsys, "amend", cup, "--round", 1, "--table", 2, "--hand", 0, hand,
                         "--reason", "wrong discarder")
    assert code == 0, err
    assert "32,000" in out and "25,600" in out and "29,500" in out
    code, out, err = run(capsys, "void", cup, "--round", 1, "--table", 2, "--hand", 1)
    assert code == 0, err and "30,000, " in out
    code, out, err = run(capsys, "undo", cup, "--round", 1, "--table", 2)
    assert code == 0, err and "2 hands" in out


def test_errors_exit_2_and_leave_the_file_unchanged(cup, tmp_path, capsys):
    run(capsys, "seat", cup, "--round", 1)
    before = digest(cup)
    bad_totals = ("record", cup, "--round", 1, "--table", 1, "--totals", 30000, 30000, 30000,
                  29500)
    code, out, err = run(capsys, *bad_totals)
    assert code == 2 and out == "" and "scores: the scores add up to 119,500" in err
    hand = tmp_path / "hand.json"
    hand.write_text(json.dumps(ron(1, 3, 3, 30)))
    for argv in [
        ("amend", cup, "--round", 1, "--table", 1, "--hand", 0, hand),    # no hand 0 yet
        ("record", cup, "--round", 1, "--table", 9, "--totals", 30000, 30000, 30000, 30000),
        ("penalty", cup, "--player", "Nobody", "--points", -5, "--reason", "x"),
        ("penalty", cup, "--player", "P01", "--points", -0.0005, "--reason", "x"),
        ("record", cup, "--round", 1, "--table", 1, tmp_path / "missing.json"),
        ("seat", cup, "--round", 3),
        ("unlock", cup, "--round", 1, "--table", 1, "--reason", "x"),
    ]:
        code, out, err = run(capsys, *argv)
        assert code == 2 and err.strip(), argv
    assert digest(cup) == before


def test_new_with_bad_players_file_creates_nothing(tmp_path, capsys):
    players = tmp_path / "players.csv"
    players.write_text("name,ema_number\nAnna,1234\n,\nBo,\nanna,\n")
    path = tmp_path / "cup.rtdb"
    code, out, err = run(capsys, "new", path, "--name", "Cup", "--rounds", 2,
                         "--players", players)
    assert code == 2 and not path.exists()
    assert err.splitlines() == [
        f"{players}: line 2: '1234' is not an EMA number (eight digits, e.g. 04290032)",
        f"{players}: line 5: 'anna' is a duplicate: also on line 2"]


def test_new_lists_the_players_files_columns_it_does_not_use(tmp_path, capsys):
    # docs/formats.md, "Players file": other columns are ignored and listed.
    players = tmp_path / "players.csv"
    players.write_text("name,Shoe size,club,\x1bodd\nAnna,40,A,x\nBo,41,A,y\nCy,42,B,z\n"
                       "Di,43,B,w\n", encoding="utf-8")
    code, out, err = run(capsys, "new", tmp_path / "cup.rtdb", "--name", "Cup", "--rounds", 1,
                         "--players", players)
    assert code == 0 and "4 players" in out
    assert err == f"note: {players}: columns not used: Shoe size, ?odd\n"
    # A file whose every column is used says nothing more.
    players.write_text("name,club\nAnna,A\nBo,A\nCy,B\nDi,B\n", encoding="utf-8")
    assert run(capsys, "new", tmp_path / "two.rtdb", "--name", "Two", "--rounds", 1,
               "--players", players)[2] == ""


def test_approve_and_unlock_with_the_password(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("RIICHI_TOURNAMENT_PASSWORD", "tonpu")
    path = tmp_path / "cup.rtdb"
    players = tmp_path / "p.csv"
    players.write_text("name\nA\nB\nC\nD\n")
    assert run(capsys, "new", path, "--name", "Cup", "--rounds", 1, "--players", players,
               "--password")[0] == 0
    run(capsys, "seat", path, "--round", 1)
    run(capsys, "record", path, "--round", 1, "--table", 1, "--totals", 30000, 30000, 30000,
        30000)
    code, out, err = run(capsys, "approve", path, "--round", 1)
    assert code == 0 and "backup" in out, err
    code, _, err = run(capsys, "undo", path, "--round", 1, "--table", 1)
    assert code == 2 and "locked" in err
    monkeypatch.setenv("RIICHI_TOURNAMENT_PASSWORD", "wrong")
    code, _, err = run(capsys, "unlock", path, "--round", 1, "--table", 1, "--reason", "typo")
    assert code == 2 and "wrong organiser password" in err
    monkeypatch.setenv("RIICHI_TOURNAMENT_PASSWORD", "tonpu")
    assert run(capsys, "unlock", path, "--round", 1, "--table", 1, "--reason", "typo")[0] == 0
    assert run(capsys, "undo", path, "--round", 1, "--table", 1)[0] == 0


def test_a_real_process_refuses_a_non_tournament_file(tmp_path):
    path = tmp_path / "notes.txt"
    path.write_text("hello")
    result = subprocess.run([sys.executable, "-m", "tournament", "standings", str(path)],
                            capture_output=True, text=True, cwd=ROOT,
                            env=dict(os.environ, PYTHONPATH=str(ROOT)))
    assert result.returncode == 2 and result.stdout == ""
    assert "is not a tournament file" in result.stderr
    assert path.read_text() == "hello"
