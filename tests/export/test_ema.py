"""The EMA ranking results file: header, rows, names, countries, ties, what is left out."""

from __future__ import annotations

import csv
import io

import pytest
from openpyxl import load_workbook

from tests.export.builders import BOB
from tournament.errors import InvalidInput
from tournament.export.ema import (
    COLUMNS,
    city_of,
    ema_csv,
    ema_results,
    split_name,
    write_ema,
)

HEADER = ["Place", "First name", "LAST NAME", "EMA number", "Table points", "Score",
          "EMA member", "Country", "Tournament", "Date", "City", "Participants", "Rules"]


def _rows(text: str) -> list[list[str]]:
    return list(csv.reader(io.StringIO(text), delimiter=";"))


def test_header_is_the_issues_column_list():
    assert list(COLUMNS) == HEADER


def test_demo_rows(demo):
    results = ema_results(demo)  # default: the last round played (2)
    assert results.round == 2
    rows = _rows(ema_csv(results))
    assert rows[0] == HEADER
    assert len(rows) == 17
    assert rows[1] == ["1", "Marco", "BIANCHI", "00095028", "8", "91.7", "yes", "ITA",
                       "Demo Riichi Open", "21.11.2026", "Lyon", "16", "Riichi"]
    by_last = {r[2]: r for r in rows[1:]}
    assert by_last["WEBER"][5] == "14.1"  # the 2.0 penalty is in the score
    assert by_last["LEFÈVRE"][1] == "Hugo"
    assert by_last["HAAS"][7] == "CHE"
    # 4/2/1/0 per game: every game hands out 7 table points.
    assert sum(float(r[4]) for r in rows[1:]) == 8 * 7


def test_ties_share_place_and_table_points_substitutes_left_out(awkward):
    results = ema_results(awkward, 1)
    rows = _rows(ema_csv(results))[1:]
    names = [(r[1], r[2]) for r in rows]
    assert ("", "<B>BOB</B>") in names
    assert ("Anna", "VAN DER BERG") in names
    assert ("Aiko", "TANAKA") in names  # "Tanaka, Aiko"
    assert not any("SUBSTITUTE" in last for _, last in names)
    assert not any(last == "ESPOSITO" for _, last in names)  # disqualified: no place
    by_last = {r[2]: r for r in rows}
    assert by_last["VAN DER BERG"][0] == by_last["TANAKA"][0] == "2"
    assert by_last["VAN DER BERG"][4] == by_last["TANAKA"][4] == "1.5"
    assert by_last["NOWAK"][0] == "4"
    assert by_last["TANAKA"][6] == "no" and by_last["TANAKA"][3] == ""
    assert by_last["TANAKA"][7] == "JPN"  # from the country name "Japan"
    assert {r[11] for r in rows} == {str(len(rows))} == {"5"}
    assert {r[10] for r in rows} == {"Lyon"}  # "Hall 2, 69001 Lyon"
    assert {r[9] for r in rows} == {"07.03.2026"}


def test_raw_score_and_city_options(awkward):
    results = ema_results(awkward, 1, city="Villeurbanne", raw_score=True)
    rows = _rows(ema_csv(results))[1:]
    assert rows[0][2] == "<B>BOB</B>" and rows[0][5] == "25000"
    assert rows[0][10] == "Villeurbanne"


def test_unfinished_games_are_refused(awkward):
    with pytest.raises(InvalidInput) as caught:
        ema_results(awkward, 2)
    assert [i.code for i in caught.value.issues] == ["unfinished"]
    assert "round 2 table 2" in caught.value.issues[0].message


def test_every_problem_is_reported(tmp_path):
    from tournament.players_io import PlayerDraft
    from tournament.service import Tournament

    players = [PlayerDraft("A One", country="Atlantis"), PlayerDraft("B Two"),
               PlayerDraft("C Three", country="FR"), PlayerDraft("D Four", country="DE")]
    with Tournament.create(tmp_path / "t.rtdb", name="T", rounds=1, players=players) as t:
        t.set_seating(1, [["A One", "B Two", "C Three", "D Four"]])
        t.record_totals(1, 1, [40000, 30000, 30000, 20000])
        with pytest.raises(InvalidInput) as caught:
            ema_results(t)
    codes = sorted(i.code for i in caught.value.issues)
    assert codes == ["bad_country", "bad_country", "no_city", "no_date"]
    messages = " ".join(i.message for i in caught.value.issues)
    assert "Atlantis" in messages and "B Two has no country" in messages


def test_xlsx_variant(demo, tmp_path):
    path = write_ema(ema_results(demo), tmp_path / "ema.xlsx")
    ws = load_workbook(path).active
    assert [c.value for c in ws[1]] == HEADER
    first = [c.value for c in ws[2]]
    assert first[:4] == [1, "Marco", "BIANCHI", "00095028"]
    assert first[5] == 91.7


def test_csv_variant_file(demo, tmp_path):
    path = write_ema(ema_results(demo), tmp_path / "ema.csv")
    text = path.read_text(encoding="utf-8-sig")
    assert text.splitlines()[0] == ";".join(HEADER)


@pytest.mark.parametrize("name, expected", [
    ("Aiko Tanaka", ("Aiko", "TANAKA")),
    ("Tanaka, Aiko", ("Aiko", "TANAKA")),
    ("  Anna   van der Berg ", ("Anna", "VAN DER BERG")),
    ("Jean-Luc de la Fontaine", ("Jean-Luc", "DE LA FONTAINE")),
    ("Mary Ann Smith", ("Mary Ann", "SMITH")),
    ("Cher", ("", "CHER")),
    ("Hugo Lefèvre", ("Hugo", "LEFÈVRE")),
])
def test_split_name(name, expected):
    assert split_name(name) == expected


@pytest.mark.parametrize("venue, city", [
    ("Salle des Fêtes, Lyon", "Lyon"), ("Hall 2, 69001 Lyon", "Lyon"), ("Berlin", "Berlin"),
    ("", ""), ("Club, 1010 Wien", "Wien"),
])
def test_city_of(venue, city):
    assert city_of(venue) == city


def test_bob_is_plain_text_in_the_csv(awkward):
    assert BOB.upper() in ema_csv(ema_results(awkward, 1))
