"""A spreadsheet that claims (or has) a huge size cannot hang the players import:
it is read streaming, to the data's real end, and refused with a message past 5,000 lines or
50 columns. The pytest timeout is a hang guard, not a speed figure (benchmarks measure)."""

from __future__ import annotations

import zipfile

import openpyxl
import pytest

from tournament.cli import main
from tournament.players.file_reading import MAX_COLUMNS, MAX_ROWS, MAX_SCAN_ROWS, read_players_file


def workbook(path, cells: dict[str, str], rows: list[list[str]] = ()) -> None:
    wb = openpyxl.Workbook()
    ws = wb.active
    for row in rows:
        ws.append(row)
    for ref, value in cells.items():
        ws[ref] = value
    wb.save(path)


@pytest.mark.timeout(60)
def test_a_single_cell_at_xfd1048576_is_refused_with_a_message(tmp_path, capsys):
    path = tmp_path / "huge.xlsx"
    workbook(path, {"XFD1048576": "x"})
    result = read_players_file(path)
    # The empty rows before it are not read to the end: the sheet is refused where it goes
    # on past what a players file may hold (MAX_SCAN_ROWS).
    assert [(p.line, p.code) for p in result.problems] == [(MAX_SCAN_ROWS + 1,
                                                            "too_many_rows")]
    assert f"at most {MAX_ROWS:,} lines" in result.problems[0].message
    code = main(["new", str(tmp_path / "cup.rtdb"), "--name", "Cup", "--rounds", "1",
                 "--players", str(path)])
    err = capsys.readouterr().err
    assert code == 2 and f"line {MAX_SCAN_ROWS + 1}" in err
    assert not (tmp_path / "cup.rtdb").exists()


@pytest.mark.timeout(60)
def test_data_far_below_the_players_is_refused(tmp_path):
    path = tmp_path / "long.xlsx"
    workbook(path, {"A1048576": "stray"}, [["name"], ["Anna"], ["Bruno"]])
    result = read_players_file(path)
    assert [(p.line, p.code) for p in result.problems] == [(MAX_SCAN_ROWS + 1,
                                                            "too_many_rows")]
    assert f"at most {MAX_ROWS:,} lines" in result.problems[0].message


@pytest.mark.timeout(60)
def test_a_sheet_that_only_claims_a_huge_size_imports(tmp_path):
    path = tmp_path / "claims.xlsx"
    workbook(path, {}, [["name", "club"], ["Anna", "Oslo"], ["Bruno", "Porto"]])
    # Rewrite the sheet's <dimension> to claim the whole grid, as some programs do.
    with zipfile.ZipFile(path) as z:
        parts = {n: z.read(n) for n in z.namelist()}
    sheet = "xl/worksheets/sheet1.xml"
    text = parts[sheet].decode()
    start = text.index('<dimension ref="') + len('<dimension ref="')
    parts[sheet] = (text[:start] + "A1:XFD1048576" + text[text.index('"', start):]).encode()
    with zipfile.ZipFile(path, "w") as z:
        for name, data in parts.items():
            z.writestr(name, data)
    assert openpyxl.load_workbook(path, read_only=True).worksheets[0].max_row == 1_048_576
    result = read_players_file(path)
    assert result.ok and [p.name for p in result.players] == ["Anna", "Bruno"]


def test_data_far_to_the_right_is_refused_with_a_message(tmp_path):
    path = tmp_path / "wide.xlsx"
    workbook(path, {"XFD2": "x"}, [["name"], ["Anna"]])
    result = read_players_file(path)
    assert [(p.line, p.code) for p in result.problems] == [(2, "too_many_columns")]
    assert f"at most {MAX_COLUMNS} columns" in result.problems[0].message


@pytest.mark.parametrize("columns", [MAX_COLUMNS + 12, 100_000])
def test_a_csv_is_as_narrow_as_a_workbook(tmp_path, capsys, columns):
    # A CSV of 62 (or 100,000) columns was read whole although a workbook stops at 50.
    path = tmp_path / "wide.csv"
    path.write_text("name,club\nAnna,Oslo\nBruno" + ",x" * (columns - 1) + "\n",
                    encoding="utf-8")
    result = read_players_file(path)
    assert [(p.line, p.code) for p in result.problems] == [(3, "too_many_columns")]
    assert result.problems[0].message == (f"the file has data in column {columns:,}; a "
                                          f"players file has at most {MAX_COLUMNS} columns")
    code = main(["new", str(tmp_path / "cup.rtdb"), "--name", "Cup", "--rounds", "1",
                 "--players", str(path)])
    err = capsys.readouterr().err
    assert code == 2 and len(err.splitlines()) == 1
    assert f"line 3: the file has data in column {columns:,}" in err
    assert not (tmp_path / "cup.rtdb").exists()


def test_empty_cells_past_the_last_csv_column_are_not_data(tmp_path):
    path = tmp_path / "commas.csv"
    path.write_text("name,club" + "," * 80 + "\nAnna,Oslo" + "," * 200 + "\n", encoding="utf-8")
    result = read_players_file(path)
    assert result.ok and [(p.name, p.club) for p in result.players] == [("Anna", "Oslo")]
