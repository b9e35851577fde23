"""The standings as a spreadsheet: CSV and XLSX, one row per player (and the players'
statistics as CSV).

Columns: place, tied, player, club, country, ema_number, status, games, r1..rK (points per
round), penalties (referee deductions), total; standings of a final have a `carried` column
(the qualifying points a finalist carries into the final) before `penalties`. Points are
numbers in the ruleset's unit (37.3 for 37,300), rounded like the printed standings. Ranked
players come first, in order; then substitutes and disqualified players, with no place and
their status. The CSV is UTF-8 with a byte-order mark and commas, so spreadsheet programs open
names like "Kraków" correctly.

No text cell can run as a formula (`cells`): in the CSV a text cell starting with = + - @, a
tab or a carriage return gets a leading quote; in an XLSX every text cell is written as a
string. Numbers stay numbers (a negative total is not text).
"""

from __future__ import annotations

import csv
import io
from pathlib import Path
from typing import Any

from tournament.export.files import workbook_bytes, write_bytes, write_text
from tournament.service.read_models import StandingLine, StandingsData
from tournament.standings import spec
from tournament.standings.stats import CSV_COLUMNS, Statistics, csv_row
from tournament.words.spreadsheet_cells import protect_xlsx_cell, spreadsheet_text


def _columns(data: StandingsData) -> list[spec.Column]:
    return spec.export_columns(data.rounds, final=data.final_from is not None)


def standings_header(data: StandingsData) -> list[str]:
    """The header: the standings spec's keys of the export's columns."""
    return [column.key for column in _columns(data)]


def _number(value: float, decimals: int) -> float | int:
    rounded = round(value, decimals)
    return int(rounded) if decimals == 0 else rounded + 0.0  # + 0.0: no "-0.0"


def _cell(column: spec.Column, line: StandingLine, decimals: int) -> Any:
    value = column.shown(line)
    if value is None:
        return ""
    if column.kind is spec.Kind.POINTS:
        return _number(value, decimals)
    if column.kind is spec.Kind.FLAG:
        return "yes" if value else ""
    return value


def standings_rows(data: StandingsData) -> list[list[Any]]:
    """Cells as Python values: numbers for points, "" for nothing; ranked players, then
    substitutes, then disqualified players (their status column says which)."""
    columns = _columns(data)
    return [[_cell(column, line, data.decimals) for column in columns]
            for line in (*data.rows, *data.substitutes, *data.disqualified)]


def standings_csv(data: StandingsData) -> str:
    out = io.StringIO(newline="")
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow([spreadsheet_text(h) for h in standings_header(data)])
    d = data.decimals
    for row in standings_rows(data):
        writer.writerow(f"{c:.{d}f}" if isinstance(c, float)
                        else spreadsheet_text(c) if isinstance(c, str) else c for c in row)
    return out.getvalue()


def write_standings_csv(data: StandingsData, path: Path | str) -> Path:
    return write_text(path, standings_csv(data), encoding="utf-8-sig")


def write_xlsx(path: Path | str, sheet: str, header: list[str], rows: list[list[Any]],
               number_format: str = "0.0", text_columns: tuple[str, ...] = ()) -> Path:
    """One sheet with a bold, frozen header row. `text_columns` stay text (EMA numbers keep
    their leading zeros). Every text cell is a string, never a formula (`protect_xlsx_cell`),
    whoever calls this (the standings, the EMA results file)."""
    from openpyxl import Workbook
    from openpyxl.styles import Font

    wb = Workbook()
    ws = wb.active
    assert ws is not None
    ws.title = sheet[:31]
    ws.append(header)
    for cell in ws[1]:
        cell.font = Font(bold=True)
    ws.freeze_panes = "A2"
    text = {header.index(c) for c in text_columns if c in header}
    for row in rows:
        ws.append(row)
        for i in text:
            ws.cell(ws.max_row, i + 1).number_format = "@"
    for i, name in enumerate(header, start=1):
        values = [str(name)] + [str(r[i - 1]) for r in rows]
        letter = ws.cell(1, i).column_letter
        ws.column_dimensions[letter].width = min(40, max(len(v) for v in values) + 2)
        for r in range(1, ws.max_row + 1):
            cell = ws.cell(r, i)
            if isinstance(cell.value, float):
                cell.number_format = number_format
            protect_xlsx_cell(cell)
    return write_bytes(path, workbook_bytes(wb))


def write_standings_xlsx(data: StandingsData, path: Path | str) -> Path:
    fmt = "0" if data.decimals == 0 else "0." + "0" * data.decimals
    return write_xlsx(path, "Standings", standings_header(data), standings_rows(data),
                      number_format=fmt, text_columns=("ema_number",))


def statistics_csv(stats: Statistics) -> str:
    """The players' statistics, one row each (`tournament.standings.stats.CSV_COLUMNS`): rates as
    fractions, empty cells where there is nothing to divide."""
    out = io.StringIO(newline="")
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow(CSV_COLUMNS)
    for p in stats.players:
        row = csv_row(p)
        row[0] = spreadsheet_text(str(row[0]))
        writer.writerow(row)
    return out.getvalue()


def write_statistics_csv(stats: Statistics, path: Path | str) -> Path:
    return write_text(path, statistics_csv(stats), encoding="utf-8-sig")
