"""The EMA ranking (MERS) results file: what a certified tournament sends to the European
Mahjong Association after its last round, in the layout the EMA's results workbook has.

One row per ranked player, best first, 19 columns A-S, the tournament's details repeated on
every row, a header row and the data from row 2:

    A Tournament name        K Date (last day, dd.mm.yyyy)
    B Number of participants L Countrycourt (the organising country's EMA code)
    C Place (ties share it)  M city
    D Player's first name    N mers (the MERS weight the EMA assigned)
    E Player's last name     O shortname
    F EMA number (8 digits)  P rules ("Riichi")
    G Table points           Q period ("12-13 Apr. 2025")
    H Score (raw points)     R NbDays
    I EMA member ("YES")     S Extra ("NO")
    J Country (EMA code)

CSV: comma-separated, UTF-8 (no byte-order mark), one header row. XLSX: one sheet named
"Riichi template", EMA numbers and codes as text. Who is ranked, places and table points come
from the service's EMA view (`service.ema.ema_ranking`), what stops the file from its
`ema_readiness`, over the same inputs whether they come from an open tournament or straight
from the file (the command line's quick path).

Sources each column was matched against (no code copied):
- github.com/Jesterboxboy/ema_scraper, calculators/get_results.py (an importer of the EMA's
  results workbook into the EMA ranking database): reads B (player count) and, per player, C
  (position, `int(...)`), D, E, F (EMA id, `int(...)`, a 7-digit result gets its leading 0
  back), G (table points), H (score, `int(...)`: a score of 42.3 would be refused), I (EMA
  member), J (country, matched against the EMA's three-letter codes), and, for the
  tournament, A (title), L (country code), M (place), N (MERS weight), P (rules, "riichi"
  read case-blind), Q (the raw date, parsed as the EMA writes periods: "19-20-21 Apr. 2019",
  "29 Mar. 2013", "30-01 June 2018") and R (day count: the end date is start + days).
- A tournament manager that fills the EMA's "Riichi template" sheet (a Django views module
  found in the public code index, `admin_print_EMA`, workbook report_template_Riichi.xlsx;
  its repository name is not shown by the index): writes, from row 2, A full name, B count,
  C position, D first name, E last name, F EMA id, G table points, H score, I YES/NO, J flag
  upper-cased, K a date, L the organising federation's code ("Countrycourt"), M city, N MERS
  weight, O short title, P rules, Q period, R number of days, S "NO".
Not confirmed: the header texts (neither source writes or reads row 1; they are the ones of
the issue this implements), the date format of K (one tool writes today's date as
dd/mm/yyyy, the other does not read K; the tournament's last day as dd.mm.yyyy is used),
I for a player without an EMA number (one tool writes "NO", the issue asks for an empty cell;
empty it is) and G for riichi (one tool writes the table points, the other's workbook may hold
a constant 1; table points are kept).
"""

from __future__ import annotations

import csv
import io
import math
from dataclasses import dataclass
from datetime import date
from decimal import Decimal
from fractions import Fraction
from pathlib import Path
from typing import TYPE_CHECKING, Any

from tournament.errors import InvalidInput
from tournament.export.files import workbook_bytes, write_bytes, write_text
from tournament.issue_codes import IssueCode
from tournament.model import Issue
from tournament.scoring.final import display_decimals, display_points
from tournament.service.ema import EmaInputs, ema_review
from tournament.words.spreadsheet_cells import protect_xlsx_cell, spreadsheet_text

if TYPE_CHECKING:  # the file is made from an open tournament; importing it needs no storage
    from tournament.service import Tournament

HEADER = ("Tournament name", "Number of participants", "Place", "Player's first name",
          "Player's last name", "EMA number", "Table points", "Score", "EMA member",
          "Country", "Date", "Countrycourt", "city", "mers", "shortname", "rules", "period",
          "NbDays", "Extra")
SHEET = "Riichi template"
RULES = "Riichi"
EXTRA = "NO"
# Columns kept as text in the workbook (A=0): EMA number, country, date, organising country.
TEXT_COLUMNS = (5, 9, 10, 11)
SCORE_UNITS = ("raw", "thousands")
# How the EMA writes months in periods ("19-20-21 Apr. 2019", "30-01 June 2018").
MONTHS = ("Jan.", "Feb.", "Mar.", "Apr.", "May", "June", "July", "Aug.", "Sep.", "Oct.",
          "Nov.", "Dec.")


@dataclass(frozen=True, slots=True)
class EmaRow:
    place: int
    first_name: str
    last_name: str  # upper case
    ema_number: str  # "" for a player without one
    table_points: Fraction
    score: int | float  # raw points (int), or the display unit when asked (37.3)
    country: str  # EMA code

    @property
    def member(self) -> bool:
        return bool(self.ema_number)


@dataclass(frozen=True, slots=True)
class EmaResults:
    tournament: str
    date: str  # the last day, dd.mm.yyyy
    host_country: str
    city: str
    mers: str  # decimal text
    short_name: str
    period: str
    days: int
    rows: tuple[EmaRow, ...]
    round: int
    warnings: tuple[str, ...] = ()

    @property
    def participants(self) -> int:
        return len(self.rows)

    def header(self) -> list[str]:
        return list(HEADER)

    def cells(self) -> list[list[Any]]:
        """Each row's 19 cells as Python values: text as str, counts as int, table points
        and the MERS weight as the shortest number."""
        mers = _number(Decimal(self.mers))
        return [[self.tournament, self.participants, r.place, r.first_name, r.last_name,
                 r.ema_number, _number(r.table_points), r.score, "YES" if r.member else "",
                 r.country, self.date, self.host_country, self.city, mers, self.short_name,
                 RULES, self.period, self.days, EXTRA] for r in self.rows]


def _number(value: Fraction | Decimal) -> int | float:
    """8 -> 8, 3/2 -> 1.5, 7/3 -> 2.33."""
    if value == int(value):
        return int(value)
    return round(float(value), 2)


def ema_date(iso: str) -> str:
    d = date.fromisoformat(iso)
    return f"{d.day:02d}.{d.month:02d}.{d.year:04d}"


def period(start: str, end: str | None = None) -> str:
    """The tournament's days as the EMA writes them: "12 Apr. 2025", "12-13 Apr. 2025",
    "30 Apr. - 1 May 2025", "31 Dec. 2025 - 1 Jan. 2026"."""
    a = date.fromisoformat(start)
    b = date.fromisoformat(end) if end else a
    if a == b:
        return f"{a.day} {MONTHS[a.month - 1]} {a.year}"
    if (a.year, a.month) == (b.year, b.month):
        return f"{a.day}-{b.day} {MONTHS[a.month - 1]} {a.year}"
    if a.year == b.year:
        return f"{a.day} {MONTHS[a.month - 1]} - {b.day} {MONTHS[b.month - 1]} {a.year}"
    return f"{a.day} {MONTHS[a.month - 1]} {a.year} - {b.day} {MONTHS[b.month - 1]} {b.year}"


def days(start: str, end: str | None = None) -> int:
    """Days from the first to the last, both counted."""
    return (date.fromisoformat(end or start) - date.fromisoformat(start)).days + 1


def round_points(points: int | float | Fraction) -> int:
    """Raw points as a whole number; a third of a point (shared sticks) rounds half up."""
    return math.floor(Fraction(points) + Fraction(1, 2))


def _in_unit(value: float, digits: int) -> float:
    return round(value, digits) + 0.0  # + 0.0: no "-0.0"


def ema_results(t: Tournament, round: int | None = None, *,
                score_unit: str = "raw") -> EmaResults:
    """The results after `round` (default: the last round with a finished game) of an open
    tournament (`results_of` its `Tournament.ema.inputs()`)."""
    return results_of(t.ema.inputs(), round, score_unit=score_unit)


def results_of(inputs: EmaInputs, round: int | None = None, *,
               score_unit: str = "raw") -> EmaResults:
    """The results after `round` (default: the last round with a finished game), from the
    EMA view's plain inputs, however they were read. Raises InvalidInput with every problem
    `ema_readiness` finds; its warnings are in `EmaResults.warnings`."""
    if score_unit not in SCORE_UNITS:
        raise InvalidInput([Issue(IssueCode.BAD_SCORE_UNIT, None, "score_unit",
                                  f"the score unit is raw or thousands, not '{score_unit}'")])
    ready, places = ema_review(inputs, round)
    if not ready.ok or ready.round is None:
        raise InvalidInput(ready.problems)
    s = inputs.settings
    assert s.start_date is not None and s.mers_weight is not None
    digits = display_decimals(s.rules)
    rows = tuple(EmaRow(
        place=line.place, first_name=line.player.first_name,
        last_name=line.player.last_name.upper(), ema_number=line.player.ema_number or "",
        table_points=line.table_points,
        score=(round_points(line.points) if score_unit == "raw"
               else _in_unit(display_points(line.points, s.rules), digits)),
        country=line.player.country) for line in places)
    return EmaResults(
        tournament=s.name, date=ema_date(s.last_day or s.start_date),
        host_country=s.host_country, city=s.city, mers=s.mers_weight, short_name=s.title,
        period=period(s.start_date, s.end_date), days=days(s.start_date, s.end_date),
        rows=rows, round=ready.round, warnings=tuple(i.message for i in ready.warnings))


def said(results: EmaResults, out: Path) -> str:
    """The line the command line prints once the file is written."""
    return f"{out}: EMA results after round {results.round}, {results.participants} players"


def _csv_cell(value: Any) -> str:
    if isinstance(value, str):
        return spreadsheet_text(value)
    if isinstance(value, float):
        return f"{value:.2f}".rstrip("0").rstrip(".")
    return str(value)


def ema_csv(results: EmaResults) -> str:
    out = io.StringIO(newline="")
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow(results.header())
    for row in results.cells():
        writer.writerow([_csv_cell(c) for c in row])
    return out.getvalue()


def write_ema_xlsx(results: EmaResults, path: Path | str) -> Path:
    from openpyxl import Workbook

    wb = Workbook()
    ws = wb.active
    assert ws is not None
    ws.title = SHEET
    ws.append(results.header())
    for row in results.cells():
        ws.append([None if c == "" else c for c in row])  # "" -> a truly empty cell
    for cells in ws.iter_rows(min_row=1):
        for cell in cells:
            protect_xlsx_cell(cell)
            if cell.row > 1 and cell.column - 1 in TEXT_COLUMNS:
                cell.number_format = "@"
    for i, name in enumerate(results.header(), start=1):
        width = max([len(name)] + [len(str(r[i - 1])) for r in results.cells()])
        ws.column_dimensions[ws.cell(1, i).column_letter].width = min(40, width + 2)
    return write_bytes(path, workbook_bytes(wb))


def write_ema(results: EmaResults, path: Path | str) -> Path:
    """CSV, or the workbook when `path` ends in .xlsx."""
    if Path(path).suffix.casefold() == ".xlsx":
        return write_ema_xlsx(results, path)
    return write_text(path, ema_csv(results), encoding="utf-8")
