"""`python -m tournament season ...`: its changes, its outputs, its refusals (exit 2, one
line per problem on stderr, the season file as it was) and the export files."""

from __future__ import annotations

import csv
import io
import json
import shutil

import pytest

from tests.season.test_season_core import tampered
from tournament.cli import main


def run(capsys, *argv):
    code = main(["season", *map(str, argv)])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def made(tmp_path, club, capsys):
    """A season of the three events, made by the command line."""
    path = tmp_path / "club.rtseason"
    code, out, err = run(capsys, path, "--add", club["march"], "--add", club["april"])
    assert (code, err) == (0, "")
    assert "added" in out and path.exists()
    code, out, _ = run(capsys, path, "--add", club["may"], "--weight", "2")
    assert code == 0 and "added" in out
    return path


def test_add_creates_the_file_and_dates_default_to_the_events_start(made, capsys):
    code, out, _ = run(capsys, made, "--json")
    assert code == 0
    data = json.loads(out)
    assert [(e["event"], e["date"], e["weight"]) for e in data["events"]] == [
        ("March", "2027-03-06", 1.0), ("April", "2027-04-03", 1.0), ("May", "2027-05-01", 2.0)]
    assert [p["place"] for p in data["players"] if p["place"] is not None] == sorted(
        p["place"] for p in data["players"] if p["place"] is not None)
    dora = next(p for p in data["players"] if p["player"] == "Dora Eck")
    assert dora["score"] == -25 - 7 + 2 * 30 and dora["events"] == 3 and dora["games"] == 3
    assert data["conflicts"] and "tie_break" in data


def test_the_table_states_the_tie_rule_and_the_conflicts(made, club, capsys):
    code, out, _ = run(capsys, made)
    assert code == 0
    assert "ties: equal season scores: more events counted first" in out
    assert "conflict: EMA number 10000001 is carried by different names" in out
    # (The events are in another folder than the season: named by their whole path.)
    assert "Dora Eck" in out and f"March ({club['march']})" in out


def test_scoring_same_and_different_are_kept_in_the_file(made, capsys):
    code, _, _ = run(capsys, made, "--scoring", "placement:2", "--min-events", "2",
                     "--same", "Anne Borg=Anna Berg", "--different", "10000005=10000009")
    assert code == 0
    text = made.read_text(encoding="utf-8")
    assert 'scoring = "placement:2"' in text and "min_events = 2" in text
    assert '["Anne Borg", "Anna Berg"]' in text and '["10000005", "10000009"]' in text
    code, out, _ = run(capsys, made, "--json")
    data = json.loads(out)
    assert data["scoring"] == "placement:2" and data["min_events"] == 2
    assert not any("10000001" in c for c in data["conflicts"])
    anne = next(p for p in data["players"] if p["player"] == "Anne Borg")
    assert anne["events"] == 3
    jan = next(p for p in data["players"] if p["player"] == "Jan Kohl")
    assert jan["place"] is None


@pytest.mark.parametrize("argv, words", [
    (["--scoring", "best:0"], "--scoring 'best:0': not a scoring rule"),
    (["--scoring", "average"], "not a scoring rule"),
    (["--min-events", "0"], "--min-events 0: a whole number from 1"),
    (["--same", "Nobody=Anna Berg"], "--same 'Nobody': no player of the season's events"),
    (["--different", "Anna Berg"], "give two names as \"A=B\""),
    (["--same", "Anna Berg=Dora Eck", "--different", "Anna Berg=Dora Eck"],
     "was already said to be same"),
    (["--add", "nowhere.rtdb"], "nowhere.rtdb: no such file"),
    (["--player", "Nobody"], "--player 'Nobody': no player of the season"),
    (["--date", "2027-03-06"], "--date and --weight go with one --add"),
    (["--export", "csv"], "--export needs --out"),
])
def test_bad_input_exits_2_and_changes_nothing(made, capsys, argv, words):
    before = made.read_bytes()
    code, out, err = run(capsys, made, *argv)
    assert code == 2 and out == ""
    assert words in err and "Traceback" not in err
    assert made.read_bytes() == before


def test_a_bad_date_or_weight_or_a_second_add_is_refused(tmp_path, made, club, capsys):
    before = made.read_bytes()
    copy = tmp_path / "june.rtdb"
    shutil.copy(club["march"], copy)
    for argv, words in ((["--date", "2027-02-30"], "'2027-02-30' is not a date of the calendar"),
                        (["--date", "June"], "'June' is not a date"),
                        (["--weight", "heavy"], "--weight 'heavy': not a number"),
                        (["--weight", "0"], "--weight 0.0: a number above 0")):
        code, _, err = run(capsys, made, "--add", copy, *argv)
        assert code == 2 and words in err, err
    code, _, err = run(capsys, made, "--add", club["march"])
    assert code == 2 and "already an event of this season" in err
    assert made.read_bytes() == before


def test_a_missing_season_file_is_refused(tmp_path, capsys):
    code, out, err = run(capsys, tmp_path / "none.rtseason", "--json")
    assert code == 2 and out == "" and "no such season file" in err
    assert not (tmp_path / "none.rtseason").exists()


def test_an_event_failing_its_check_is_refused_by_name(tmp_path, made, club, capsys):
    before = made.read_bytes()
    bad = tampered(club["april"], tmp_path)
    code, _, err = run(capsys, made, "--add", bad, "--date", "2027-06-01")
    assert code == 2
    lines = err.strip().splitlines()
    assert len(lines) == 1 and "tampered-april.rtdb fails its check" in lines[0]
    assert "round 1 table 2: its stored summary differs from its log" in lines[0]
    assert made.read_bytes() == before
    # A new season file is not even made.
    code, _, _ = run(capsys, tmp_path / "new.rtseason", "--add", bad)
    assert code == 2 and not (tmp_path / "new.rtseason").exists()


def test_one_players_history(made, capsys):
    code, out, _ = run(capsys, made, "--player", "DORA ECK", "--json")
    assert code == 0
    data = json.loads(out)
    assert data["player"] == "Dora Eck"
    assert [(r["event"], r["place"], r["total"]) for r in data["events"]] == [
        ("March", 7, -25.0), ("April", 5, -7.0), ("May", 1, 30.0)]
    code, season, _ = run(capsys, made, "--json")
    dora = next(p for p in json.loads(season)["players"] if p["player"] == "Dora Eck")
    assert data["events"][-1]["rating_after"] == dora["rating"]
    assert data["events"][0]["rating_after"] != dora["rating"]


def test_the_exports(tmp_path, made, capsys):
    code, out, _ = run(capsys, made, "--json")
    players = json.loads(out)["players"]
    code, _, _ = run(capsys, made, "--export", "csv", "--out", tmp_path / "s.csv")
    assert code == 0
    text = (tmp_path / "s.csv").read_text(encoding="utf-8-sig")
    rows = list(csv.reader(io.StringIO(text)))
    assert rows[0] == ["place", "player", "ema_number", "events", "score", "rating", "games"]
    assert [r[1] for r in rows[1:]] == [p["player"] for p in players]
    assert [float(r[4]) if r[4] else None for r in rows[1:]] == [p["score"] for p in players]

    from openpyxl import load_workbook

    code, _, _ = run(capsys, made, "--export", "xlsx", "--out", tmp_path / "s.xlsx")
    assert code == 0
    sheet = load_workbook(tmp_path / "s.xlsx").active
    cells = [[c.value for c in r] for r in sheet.iter_rows()]
    assert cells[0][:3] == ["place", "player", "ema_number"]
    assert [r[1] for r in cells[1:]] == [p["player"] for p in players]
    assert [r[5] for r in cells[1:]] == [p["rating"] for p in players]
    anna = next(r for r in cells[1:] if r[1] == "ANNA BERG")
    assert anna[2] == "10000001"  # text, not a number

    code, _, _ = run(capsys, made, "--export", "html", "--out", tmp_path / "s.html")
    assert code == 0
    page = (tmp_path / "s.html").read_text(encoding="utf-8")
    assert page.startswith("<!DOCTYPE html>") and "<script" not in page
    assert page.count("<tr>") == len(players) + 1 and "Ｃａｒｌ" not in page  # latest name shown


def test_an_export_never_overwrites_the_season_or_an_event(made, club, capsys):
    before = made.read_bytes()
    code, _, err = run(capsys, made, "--export", "csv", "--out", made)
    assert code == 2 and "that is the season file" in err and made.read_bytes() == before
    event = club["march"].read_bytes()
    code, _, err = run(capsys, made, "--export", "html", "--out", club["march"])
    assert code == 2 and club["march"].read_bytes() == event
