"""The EMA ranking results file: the 19 columns A-S of a hand-worked 16-player tournament, read
back from CSV and XLSX cell by cell; what stops the file and what only warns.

The tournament (EMA RCR: 30,000 start and return, uma +15/+5/-5/-15 thousand, tied players
share the uma and the table points of the places they cover; table points 4/2/1/0):

Round 1                                    final scores               raw points
  T1 Anna, Jonas, Pieter, Sanne            45000 30000 30000 15000    +30000 0 0 -30000
     (Jonas and Pieter tie for 2nd: uma (5-5)/2 = 0 each; table points (2+1)/2 = 1.5)
  T2 Luca, Nora, Marie, Hugo               40000 35000 25000 20000    +25000 +10000 -10000 -25000
  T3 Chiara, Marco, Søren, Ewa             38000 32000 28000 22000    +23000 +7000 -7000 -23000
  T4 Aiko, Ines, Erik, Sam (substitute)    33000 31000 29000 27000    +18000 +6000 -6000 -18000
Round 2
  T1 Anna, Luca, Chiara, Aiko              30000 x 4 (all tied: 0 points, 7/4 = 1.75 t.p.)
  T2 Jonas, Nora, Marco, Ines              50000 30000 20000 20000    +35000 +5000 -20000 -20000
     (Marco and Ines tie for 3rd: uma (-5-15)/2 = -10 each; table points (1+0)/2 = 0.5)
  T3 Pieter, Hugo, Søren, Erik             36000 34000 26000 24000    +21000 +9000 -9000 -21000
  T4 Sanne, Marie, Ewa, Sam (substitute)   42000 31000 24000 23000    +27000 +6000 -11000 -22000

Totals: Jonas 35000 (t.p. 1.5+4), Anna 30000 (4+1.75), Luca 25000 (4+1.75), Chiara 23000
(4+1.75), Pieter 21000 (1.5+4), Aiko 18000 (4+1.75), Nora 15000 (2+2), Sanne -3000 (0+4),
Marie -4000 (1+2), Marco -13000 (2+0.5), Ines -14000 (2+0.5), Hugo -16000 (0+2), Søren
-16000 (1+1), Erik -27000 (1+0), Ewa -34000 (0+1); Sam -40000 is a substitute and does not
count in the EMA ranking (the default), so the file has 15 players, Hugo and Søren share
place 12 and the next is 14.
"""

from __future__ import annotations

import csv
import io
from pathlib import Path

import pytest
from openpyxl import load_workbook

from tournament.cli import main
from tournament.errors import InvalidInput
from tournament.export.ema import HEADER, ema_csv, ema_results, period, write_ema
from tournament.players.file_reading import read_players_file
from tournament.service import Tournament

PLAYERS_CSV = """first_name,last_name,name,ema_number,country,club,status
Anna,Berg,,05000001,DE,Riichi Berlin,
,,WEBER Jonas,05000002,Deutschland,Riichi Berlin,
,,Pieter de Vries,08000001,Nederland,Utrecht,
Sanne,Bakker,,,NL,Utrecht,
Luca,Keller,,16000001,Schweiz,Zürich Riichi,
Nora,Haas,,16000002,CHE,Bern,
Marie,Dubois,,04000001,FR,Paris,
Hugo,Lefèvre,,04000002,France,Paris,
Chiara,Rossi,,07000001,Italy,Milano,
Marco,Bianchi,,07000002,IT,Milano,
Søren,Østergaard,,03000001,Danmark,København,
Ewa,Nowak,,19000001,Polska,Kraków,
,,Aiko Tanaka,,Japan,Tokyo,
Ines,Costa,,12000001,PRT,Lisboa,
Erik,Lindqvist,,09000001,Sverige,Stockholm,
Sam,Sub,,,United Kingdom,,substitute
"""

ROUNDS = {
    1: [(("Anna Berg", "Jonas Weber", "Pieter de Vries", "Sanne Bakker"),
         (45000, 30000, 30000, 15000)),
        (("Luca Keller", "Nora Haas", "Marie Dubois", "Hugo Lefèvre"),
         (40000, 35000, 25000, 20000)),
        (("Chiara Rossi", "Marco Bianchi", "Søren Østergaard", "Ewa Nowak"),
         (38000, 32000, 28000, 22000)),
        (("Aiko Tanaka", "Ines Costa", "Erik Lindqvist", "Sam Sub"),
         (33000, 31000, 29000, 27000))],
    2: [(("Anna Berg", "Luca Keller", "Chiara Rossi", "Aiko Tanaka"),
         (30000, 30000, 30000, 30000)),
        (("Jonas Weber", "Nora Haas", "Marco Bianchi", "Ines Costa"),
         (50000, 30000, 20000, 20000)),
        (("Pieter de Vries", "Hugo Lefèvre", "Søren Østergaard", "Erik Lindqvist"),
         (36000, 34000, 26000, 24000)),
        (("Sanne Bakker", "Marie Dubois", "Ewa Nowak", "Sam Sub"),
         (42000, 31000, 24000, 23000))],
}

SAME = ["Lyon Riichi Open 2025", "15"]
AFTER = ["13.04.2025", "FRA", "Lyon", "1.5", "LRO 2025", "Riichi", "12-13 Apr. 2025", "2",
         "NO"]
# C place, D first name, E last name, F EMA number, G table points, H score, I member, J country
PLAYER_CELLS = [
    ["1", "Jonas", "WEBER", "05000002", "5.5", "35000", "YES", "GER"],
    ["2", "Anna", "BERG", "05000001", "5.75", "30000", "YES", "GER"],
    ["3", "Luca", "KELLER", "16000001", "5.75", "25000", "YES", "SUI"],
    ["4", "Chiara", "ROSSI", "07000001", "5.75", "23000", "YES", "ITA"],
    ["5", "Pieter", "DE VRIES", "08000001", "5.5", "21000", "YES", "NED"],
    ["6", "Aiko", "TANAKA", "", "5.75", "18000", "", "JPN"],
    ["7", "Nora", "HAAS", "16000002", "4", "15000", "YES", "SUI"],
    ["8", "Sanne", "BAKKER", "", "4", "-3000", "", "NED"],
    ["9", "Marie", "DUBOIS", "04000001", "3", "-4000", "YES", "FRA"],
    ["10", "Marco", "BIANCHI", "07000002", "2.5", "-13000", "YES", "ITA"],
    ["11", "Ines", "COSTA", "12000001", "2.5", "-14000", "YES", "POR"],
    ["12", "Hugo", "LEFÈVRE", "04000002", "2", "-16000", "YES", "FRA"],
    ["12", "Søren", "ØSTERGAARD", "03000001", "2", "-16000", "YES", "DEN"],
    ["14", "Erik", "LINDQVIST", "09000001", "1", "-27000", "YES", "SWE"],
    ["15", "Ewa", "NOWAK", "19000001", "1", "-34000", "YES", "POL"],
]
EXPECTED = [SAME + cells + AFTER for cells in PLAYER_CELLS]


def build(folder: Path, **settings: object) -> Tournament:
    players_file = folder / "players.csv"
    players_file.write_text(PLAYERS_CSV, encoding="utf-8")
    preview = read_players_file(players_file)
    assert preview.ok, preview.messages()
    options: dict[str, object] = dict(
        start_date="2025-04-12", end_date="2025-04-13", city="Lyon", host_country="France",
        mers_weight="1.5", short_name="LRO 2025", venue="Salle des Fêtes")
    options.update(settings)
    t = Tournament.create(folder / "lro.rtdb", name="Lyon Riichi Open 2025", rounds=2,
                          players=preview.players, **options)  # type: ignore[arg-type]
    for number, tables in ROUNDS.items():
        t.rounds.set_seating(number, [list(names) for names, _ in tables])
        for table, (_, scores) in enumerate(tables, start=1):
            t.tables.record_totals(number, table, list(scores))
    return t


@pytest.fixture(scope="module")
def lro(tmp_path_factory):
    t = build(tmp_path_factory.mktemp("lro"))
    yield t
    t.close()


def test_header_is_the_issues_column_list():
    assert list(HEADER) == [
        "Tournament name", "Number of participants", "Place", "Player's first name",
        "Player's last name", "EMA number", "Table points", "Score", "EMA member", "Country",
        "Date", "Countrycourt", "city", "mers", "shortname", "rules", "period", "NbDays",
        "Extra"]


def test_every_cell_of_the_csv(lro, tmp_path):
    path = write_ema(ema_results(lro), tmp_path / "results.csv")
    data = path.read_bytes()
    assert not data.startswith(b"\xef\xbb\xbf")  # plain UTF-8
    rows = list(csv.reader(io.StringIO(data.decode("utf-8"), newline="")))
    assert rows[0] == list(HEADER)
    assert rows[1:] == EXPECTED


def test_every_cell_of_the_workbook(lro, tmp_path):
    path = write_ema(ema_results(lro), tmp_path / "results.xlsx")
    book = load_workbook(path)
    assert book.sheetnames == ["Riichi template"]
    sheet = book["Riichi template"]
    values = [[cell.value for cell in row] for row in sheet.iter_rows()]
    assert values[0] == list(HEADER)
    assert len(values) == 16
    for got, want in zip(values[1:], EXPECTED, strict=True):
        assert [("" if v is None else str(v)) for v in got] == want
    # Numbers are numbers; EMA numbers, countries and dates are text (leading zeros kept).
    first = values[1]
    assert [type(first[i]) for i in (1, 2, 7, 13, 17)] == [int, int, int, float, int]
    assert values[2][6] == 5.75 and values[1][6] == 5.5
    for row in sheet.iter_rows(min_row=2):
        for i in (5, 9, 10, 11):
            if row[i].value is not None:
                assert row[i].data_type == "s" and row[i].number_format == "@"
    assert sheet["F2"].value == "05000002"


def test_the_command_line_writes_both_and_warns(tmp_path, capsys):
    t = build(tmp_path)
    t.close()
    for name in ("results.csv", "results.xlsx"):
        out = tmp_path / name
        assert main(["export", str(tmp_path / "lro.rtdb"), "--format", "ema",
                     "--out", str(out)]) == 0
        said = capsys.readouterr()
        assert f"{out}: EMA results after round 2, 15 players" in said.out
        # Aiko (Japan) is the only ranked player from outside the EMA's member countries.
        assert said.err.splitlines() == [
            "warning: 14 ranked players come from EMA member countries; the EMA ranks "
            "tournaments with at least 16"]
    rows = list(csv.reader(io.StringIO((tmp_path / "results.csv").read_text("utf-8"))))
    assert rows[1:] == EXPECTED


def test_score_in_thousands_only_when_asked(lro):
    rows = list(csv.reader(io.StringIO(ema_csv(ema_results(lro, score_unit="thousands")))))
    assert [r[7] for r in rows[1:4]] == ["35", "30", "25"]
    assert rows[8][7] == "-3"


def test_a_substitute_who_agreed_is_ranked(tmp_path):
    t = build(tmp_path)
    t.players.update("Sam Sub", ema_ranked=True)
    rows = list(csv.reader(io.StringIO(ema_csv(ema_results(t)))))[1:]
    t.close()
    assert [r[1] for r in rows] == ["16"] * 16
    assert rows[-1][2:10] == ["16", "Sam", "SUB", "", "0", "-40000", "", "GBR"]
    assert rows[:-1] == [["Lyon Riichi Open 2025", "16"] + r[2:] for r in EXPECTED]


def test_a_player_who_does_not_count_leaves_the_ranking(tmp_path):
    t = build(tmp_path)
    t.players.update("Jonas Weber", ema_ranked=False)
    rows = list(csv.reader(io.StringIO(ema_csv(ema_results(t)))))[1:]
    t.close()
    assert [(r[2], r[4]) for r in rows[:2]] == [("1", "BERG"), ("2", "KELLER")]
    assert [(r[2], r[4]) for r in rows[-3:]] == [("11", "ØSTERGAARD"), ("13", "LINDQVIST"),
                                                 ("14", "NOWAK")]
    assert {r[1] for r in rows} == {"14"}


def test_every_problem_is_listed_and_nothing_is_written(tmp_path, capsys):
    t = build(tmp_path, city="", host_country="", mers_weight=None, start_date=None,
              end_date=None)
    t.players.update("Erik Lindqvist", country="")
    t.setup.update(rounds=3)
    t.rounds.set_seating(3, [list(names) for names, _ in ROUNDS[1]])
    t.tables.record_totals(3, 1, [40000, 30000, 30000, 20000])
    ready = t.ema.readiness()
    assert ready.round == 3 and not ready.ok
    assert sorted(i.code for i in ready.problems) == [
        "no_city", "no_country", "no_date", "no_host_country", "no_mers_weight",
        "unfinished", "unfinished", "unfinished"]
    t.close()
    out = tmp_path / "results.csv"
    assert main(["export", str(tmp_path / "lro.rtdb"), "--format", "ema",
                 "--out", str(out)]) == 2
    said = capsys.readouterr()
    assert said.out == "" and not out.exists()
    lines = said.err.splitlines()
    assert len(lines) == 8
    assert "round: round 3 table 2 has no final result: the EMA file needs every game " \
           "finished [unfinished]" in lines
    assert "players.Erik Lindqvist.country: Erik Lindqvist has no country [no_country]" in lines


def test_readiness_warns_about_rounds_left_and_guessed_names(tmp_path):
    t = build(tmp_path)
    t.setup.update(rounds=3)
    t.players.update("Marie Dubois", name="Marie Claire Dubois")
    ready = t.ema.readiness(2)
    assert ready.ok
    assert [i.code for i in ready.warnings] == ["rounds_left", "name_to_check",
                                                "few_ema_players"]
    assert "Marie Claire Dubois" in ready.warnings[1].message
    t.players.update("Marie Claire Dubois", first_name="Marie Claire", last_name="Dubois")
    assert [i.code for i in t.ema.readiness(2).warnings] == ["rounds_left", "few_ema_players"]
    t.close()


def test_no_finished_game_and_a_round_that_does_not_exist(tmp_path):
    t = Tournament.create(tmp_path / "t.rtdb", name="T", rounds=1)
    assert [i.code for i in t.ema.readiness().problems] == ["no_results"]
    assert [i.code for i in t.ema.readiness(5).problems] == ["bad_round"]
    with pytest.raises(InvalidInput):
        ema_results(t)
    t.close()


@pytest.mark.parametrize("start, end, text, days", [
    ("2025-04-12", None, "12 Apr. 2025", 1),
    ("2025-04-12", "2025-04-12", "12 Apr. 2025", 1),
    ("2025-04-12", "2025-04-13", "12-13 Apr. 2025", 2),
    ("2025-06-13", "2025-06-15", "13-15 June 2025", 3),
    ("2025-04-30", "2025-05-01", "30 Apr. - 1 May 2025", 2),
    ("2025-12-31", "2026-01-01", "31 Dec. 2025 - 1 Jan. 2026", 2),
])
def test_period_and_days(start, end, text, days):
    from tournament.export.ema import days as count

    assert period(start, end) == text
    assert count(start, end) == days


def test_text_cells_never_run_as_formulas(tmp_path):
    t = build(tmp_path, short_name="=HYPERLINK(\"http://x\")")
    text = ema_csv(ema_results(t))
    assert "'=HYPERLINK" in text
    path = write_ema(ema_results(t), tmp_path / "r.xlsx")
    t.close()
    cell = load_workbook(path)["Riichi template"]["O2"]
    assert cell.data_type == "s" and cell.value.startswith("=HYPERLINK")
