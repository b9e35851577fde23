"""`python -m tournament season ...`: its changes, its outputs, its refusals (exit 2, one
line per problem on stderr, the season file as it was) and the export files."""

from __future__ import annotations

import csv
import io
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.faults import child_env
from tests.season.test_season_core import tampered
from tournament.cli import main

ROOT = Path(__file__).resolve().parents[2]


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
    (["--same", "Emil Frey=10000005"], "'Emil Frey' names 3 players of the season who are "
                                        "not known to be one person"),
    (["--same", "Dora Eck=Carl Diaz"], "both played in March, so they are two people"),
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
    (tmp_path / "notes.txt").write_text("not a tournament\n")
    code, _, err = run(capsys, made, "--add", tmp_path / "notes.txt", "--date", "2027-06-01")
    assert code == 2 and len(err.strip().splitlines()) == 1 and "notes.txt" in err
    assert "Traceback" not in err
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
    # Added earlier, tampered with since: showing the season is refused; a change is made
    # (taking it out, say), the event named in a warning.
    later = tmp_path / "later.rtdb"
    shutil.copy(club["april"], later)
    assert run(capsys, made, "--add", later, "--date", "2027-06-01")[0] == 0
    shutil.copy(bad, later)
    code, out, err = run(capsys, made, "--json")
    assert code == 2 and out == "" and "later.rtdb fails its check" in err
    code, out, err = run(capsys, made, "--scoring", "best:2")
    assert code == 0 and "scoring best:2" in out
    assert err.startswith("warning: event: later.rtdb fails its check")
    code, out, err = run(capsys, made, "--remove", later)
    assert (code, err) == (0, "") and "removed" in out
    assert run(capsys, made, "--json")[0] == 0
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
    # Three people called Emil Frey (a conflict not settled): the EMA number says which.
    code, _, err = run(capsys, made, "--player", "Emil Frey")
    assert code == 2 and "3 players of the season are called so" in err
    code, out, _ = run(capsys, made, "--player", "10000009", "--json")
    assert code == 0 and [r["event"] for r in json.loads(out)["events"]] == ["May"]


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


def _closed_pipe(*argv: object) -> subprocess.CompletedProcess[bytes]:
    """`season ...` whose reader has gone (`... | head -0`), as a process of its own."""
    read, write = os.pipe()
    os.close(read)
    try:
        return subprocess.run([sys.executable, "-m", "tournament", "season", *map(str, argv)],
                              env=child_env(), cwd=ROOT, stdout=write, stderr=subprocess.PIPE,
                              check=False)
    finally:
        os.close(write)


@pytest.mark.slow  # (the command as a process of its own, twice: the pipe is the process's)
def test_a_closed_pipe_ends_quietly_unless_the_file_was_changed(made, tmp_path):
    done = _closed_pipe(made, "--json")
    assert (done.returncode, done.stderr) == (0, b"")
    done = _closed_pipe(made, "--scoring", "best:2")
    assert done.returncode == 3 and b"the change was saved" in done.stderr
    assert 'scoring = "best:2"' in made.read_text(encoding="utf-8")


def test_remove_takes_an_event_out(made, club, capsys):
    code, out, _ = run(capsys, made, "--remove", club["may"])
    assert code == 0 and "removed" in out
    code, out, _ = run(capsys, made, "--json")
    assert [e["event"] for e in json.loads(out)["events"]] == ["March", "April"]
    before = made.read_bytes()
    code, _, err = run(capsys, made, "--remove", club["may"])
    assert code == 2 and "not an event of this season" in err
    assert made.read_bytes() == before


def test_an_event_on_a_server(tmp_path, club, pg_url, capsys):
    assert main(["push", str(club["march"]), "--db", pg_url]) == 0
    capsys.readouterr()
    path = tmp_path / "server.rtseason"
    code, out, err = run(capsys, path, "--db", pg_url, "--add", club["april"])
    assert (code, err) == (0, ""), err
    kept = path.read_text(encoding="utf-8")
    assert pg_url.split("@")[-1] in kept and ":" + "//" in kept
    code, out, _ = run(capsys, path, "--json")
    data = json.loads(out)
    assert [(e["event"], e["date"]) for e in data["events"]] == [
        ("March", "2027-03-06"), ("April", "2027-04-03")]
    assert next(p for p in data["players"] if p["player"] == "Dora Eck")["score"] == -25 - 7


def test_the_table_keeps_its_columns_with_full_width_names(tmp_path, capsys):
    from tests.season.builders import event

    wide = event(tmp_path / "wide.rtdb", "Wide", "2027-09-04",
                 [[("Ｗｉｄｅ Ｎａｍｅ", None, 40000), ("Al Bo", None, 32000),
                   ("Cy Do", None, 28000), ("Ed Fa", None, 20000)]])
    code, out, _ = run(capsys, tmp_path / "w.rtseason", "--add", wide)
    code, out, _ = run(capsys, tmp_path / "w.rtseason")
    assert code == 0
    rows = [line for line in out.splitlines() if line.rstrip().endswith("  1")]
    ema = [line.index("      1  ") for line in rows]  # the events column
    widths = [len(line[:i]) + sum(1 for ch in line[:i] if "\uff01" <= ch <= "\uff5e")
              for line, i in zip(rows, ema, strict=True)]
    assert len(rows) == 4 and len(set(widths)) == 1
