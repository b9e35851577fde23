"""Standings as CSV and XLSX: the rows a spreadsheet gets, read back."""

from __future__ import annotations

import csv
import io

from openpyxl import load_workbook

from tests.export.builders import BOB
from tournament.export.gather import gather_standings
from tournament.export.spreadsheets import (
    standings_csv,
    write_standings_csv,
    write_standings_xlsx,
)


def _rows(text: str) -> list[dict[str, str]]:
    return list(csv.DictReader(io.StringIO(text)))


def test_csv_has_every_player_in_order_with_round_points(demo):
    rows = _rows(standings_csv(gather_standings(demo, 2)))
    assert len(rows) == 16
    first = rows[0]
    assert first["place"] == "1" and first["player"] == "Jonas Weber"
    # The referee's deduction is its own column; the rounds and it add up to the total.
    assert (first["r1"], first["r2"], first["penalties"], first["total"]) == (
        "53.4", "38.3", "-2.0", "89.7")
    assert first["ema_number"] == "00071271"  # leading zeros kept
    marco = next(r for r in rows if r["player"] == "Marco Bianchi")
    assert (marco["place"], marco["r1"], marco["r2"], marco["penalties"], marco["total"]) == (
        "8", "-19.0", "26.4", "0.0", "7.4")
    assert [int(r["place"]) for r in rows] == list(range(1, 17))


def test_csv_ties_substitutes_and_disqualified(awkward):
    rows = _rows(standings_csv(gather_standings(awkward, 1)))
    tied = [r for r in rows if r["tied"] == "yes"]
    assert [(r["place"], r["player"]) for r in tied] == [("2", "Anna van der Berg"),
                                                         ("2", "Tanaka, Aiko")]
    assert rows[0]["player"] == BOB and rows[0]["club"] == "Tags & <Co>"
    status = {r["player"]: (r["status"], r["place"]) for r in rows}
    assert status["Substitute 1"] == ("substitute", "")
    assert status["Dario Esposito"] == ("disqualified", "")


def test_csv_file_opens_in_spreadsheets_with_accents(demo, tmp_path):
    path = write_standings_csv(gather_standings(demo, 2), tmp_path / "standings.csv")
    raw = path.read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf")  # a BOM: Excel reads UTF-8 names right
    assert "Kraków Tiles" in raw.decode("utf-8-sig")
    assert not list(tmp_path.glob(".*part"))


def test_xlsx_holds_numbers_and_text(demo, tmp_path):
    path = write_standings_xlsx(gather_standings(demo, 2), tmp_path / "standings.xlsx")
    ws = load_workbook(path).active
    header = [c.value for c in ws[1]]
    assert header[:3] == ["place", "tied", "player"]
    assert header[-4:] == ["r1", "r2", "penalties", "total"]
    values = [[c.value for c in row] for row in ws.iter_rows(min_row=2)]
    assert len(values) == 16
    assert values[0][0] == 1 and values[0][2] == "Jonas Weber"
    assert values[0][-1] == 89.7 and isinstance(values[0][-1], float)
    assert values[0][5] == "00071271"
    assert ws.freeze_panes == "A2"
