"""The commands `stats`, `awards`, `player-flag`, `clock`, `final` and `export --format
stats-csv`: the formats other tools rely on, exit code 2 and an unchanged file on error."""

from __future__ import annotations

import csv
import hashlib
import json

import pytest

from tests.core.test_stats import GAME
from tests.service.test_final import FINAL_TOTALS, qualified
from tournament.cli import main
from tournament.players.roster import PlayerDraft
from tournament.service import Tournament

CONTRACT = {"player", "games", "hands", "wins", "ron_wins", "tsumo_wins", "deal_ins", "riichi",
            "riichi_wins", "chombo", "win_rate", "deal_in_rate", "average_win", "largest_win",
            "placements", "average_placement", "yaku"}


def run(capsys, *argv):
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


def digest(path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


@pytest.fixture
def cup(tmp_path):
    """The hand-worked game of tests/core/test_stats.py at table 1, a paper slip at table 2."""
    names = ["Anna", "Bert", "Cleo", "Dan", "Eve", "Finn", "Gus", "Hana"]
    t = Tournament.create(tmp_path / "cup.rtdb", name="Cup", rounds=2, round_minutes=60,
                          players=[PlayerDraft(n, country="NL") for n in names])
    t.rounds.set_seating(1, [names[:4], names[4:]])
    t.tables.record_game(1, 1, {"players": names[:4], "hands": GAME})
    t.tables.record_totals(1, 2, [41000, 31000, 27000, 21000])
    path = t.path
    t.close()
    return path


def test_stats_json_contract(cup, capsys):
    code, out, err = run(capsys, "stats", cup, "--json")
    assert code == 0, err
    data = json.loads(out)
    assert set(data) == {"players", "tournament"}
    assert all(CONTRACT <= set(p) for p in data["players"])
    # In the order of the standings: Eve +26.0, Bert +22.4, Finn, Dan, Cleo, Gus, Anna, Hana.
    assert [p["player"] for p in data["players"]] == ["Eve", "Bert", "Finn", "Dan", "Cleo",
                                                      "Gus", "Anna", "Hana"]
    bert = data["players"][1]
    # The numbers worked out in tests/core/test_stats.py.
    assert (bert["hands"], bert["wins"], bert["ron_wins"], bert["tsumo_wins"]) == (6, 2, 1, 1)
    assert bert["win_rate"] == pytest.approx(2 / 6) and bert["deal_in_rate"] == 0
    assert (bert["average_win"], bert["largest_win"]) == (3000, 3900)
    assert bert["placements"] == [1, 0, 0, 0] and bert["average_placement"] == 1.0
    assert bert["yaku"] == {"pinfu": 2, "menzen_tsumo": 1, "riichi": 1, "tanyao": 1}
    eve = data["players"][0]  # a paper slip: placements only
    assert (eve["games"], eve["hands"], eve["win_rate"], eve["largest_win"]) == (1, 0, None,
                                                                                  None)
    tour = data["tournament"]
    assert (tour["games"], tour["games_with_hand_detail"], tour["hands"]) == (2, 1, 6)
    assert tour["biggest_hands"][0]["player"] == "Dan"
    assert tour["biggest_hands"][0]["points"] == 8000

    code, out, _ = run(capsys, "stats", cup, "--player", "dan", "--json")
    data = json.loads(out)
    assert [p["player"] for p in data["players"]] == ["Dan"]
    assert data["players"][0]["chombo"] == 1 and data["players"][0]["riichi"] == 2


def test_stats_text(cup, capsys):
    code, out, _ = run(capsys, "stats", cup)
    assert code == 0
    assert "Hand detail: 1 of 2 games" in out and "6 hands, 1 chombo" in out
    assert "8,000  Dan, round 1 table 1, East 2, 2 honba: ron mangan, 5 han" in out
    code, out, _ = run(capsys, "stats", cup, "--player", "Cleo")
    assert "deal-ins         1, deal-in rate 16.7%" in out
    assert "noten at 1 of 1 exhaustive draws" in out


def test_stats_csv_export(cup, tmp_path, capsys):
    out_path = tmp_path / "stats.csv"
    code, out, err = run(capsys, "export", cup, "--format", "stats-csv", "--out", out_path)
    assert code == 0, err
    rows = list(csv.DictReader(out_path.read_text(encoding="utf-8-sig").splitlines()))
    assert [r["player"] for r in rows][:2] == ["Eve", "Bert"]
    bert = rows[1]
    assert (bert["wins"], bert["first"], bert["largest_win"]) == ("2", "1", "3900")
    assert rows[0]["win_rate"] == ""  # a paper slip: nothing to divide


def test_awards_and_flags(cup, capsys):
    code, out, err = run(capsys, "player-flag", cup, "--player", "dan", "--flag", "newcomer")
    assert (code, out) == (0, "Dan: newcomer\n"), err
    code, out, err = run(capsys, "awards", cup, "--set",
                         "best_flag:newcomer,most_wins,iron_defence/share")
    assert code == 0, err
    assert out.splitlines() == [
        "Best placed newcomer: Dan (4): place 4 in the standings",
        "Most wins: Bert (2): 2 wins",
        "Iron defence: Bert (2), Dan (4): dealt in 0 times in 6 hands (0.0%) (shared)"]
    code, out, _ = run(capsys, "awards", cup, "--json")
    data = json.loads(out)
    assert data["categories"] == ["best_flag:newcomer", "most_wins", "iron_defence/share"]
    assert [w["player"] for w in data["awards"][2]["winners"]] == ["Bert", "Dan"]
    assert data["awards"][2]["shared"] is True
    code, out, _ = run(capsys, "player-flag", cup)
    assert out == "Dan: newcomer\n"


def test_clock_commands(cup, capsys):
    code, out, err = run(capsys, "clock", cup, "--round", 1, "--start", "--warning", 10)
    assert code == 0, err
    assert out.startswith("round 1: running, 1:00:00 left")
    code, out, _ = run(capsys, "clock", cup, "--round", 1, "--add", 5, "--table", 2,
                       "--note", "referee call")
    assert "table 2: 1:0" in out and "(+5 min" in out
    code, out, _ = run(capsys, "clock", cup, "--round", 1, "--pause", "--json")
    data = json.loads(out)
    assert data["status"] == "paused" and data["warning_minutes"] == 10
    assert [t["added_minutes"] for t in data["tables"]] == [0, 5]


def test_final_commands(tmp_path, capsys):
    t = qualified(tmp_path)
    path = t.path
    t.close()
    code, out, _ = run(capsys, "final", path)
    assert out == "no final started\n"
    code, out, err = run(capsys, "final", path, "--size", 8, "--carry", "halved", "--dry-run",
                         "--json")
    assert code == 0, err
    data = json.loads(out)["final"]
    assert data["tables"][0] == {"table": 1, "players": ["P05", "P09", "P15", "P07"]}
    code, out, _ = run(capsys, "final", path)
    assert out == "no final started\n"  # a dry run starts nothing
    code, out, err = run(capsys, "final", path, "--size", 8, "--carry", "halved")
    assert code == 0, err
    assert "table 2: E P01, S P02, W P10, N P14" in out
    for table, scores in enumerate(FINAL_TOTALS, start=1):
        run(capsys, "record", path, "--round", 3, "--table", table, "--totals", *scores)
    code, out, _ = run(capsys, "standings", path, "--json")
    rows = json.loads(out)["rows"]
    assert [(r["player"], r["points"]) for r in rows[:3]] == [("P09", 36.0), ("P10", 34.5),
                                                              ("P01", 23.5)]


def test_errors_exit_2_and_change_nothing(cup, capsys):
    before = digest(cup)
    for argv in (["stats", cup, "--player", "Nobody"],
                 ["awards", cup, "--set", "most_wins,bogus"],
                 ["player-flag", cup, "--player", "Anna"],
                 ["player-flag", cup, "--player", "Anna", "--flag", "a b;c"],
                 ["clock", cup, "--round", 1, "--pause"],
                 ["clock", cup, "--round", 5],
                 ["clock", cup, "--round", 1, "--table", 2],
                 ["final", cup, "--size", 6],
                 ["final", cup, "--cancel"]):
        code, out, err = run(capsys, *argv)
        assert code == 2 and out == "" and err.strip(), argv
        assert "Traceback" not in err
    assert digest(cup) == before
