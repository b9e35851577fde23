"""Players: the value types, and import from CSV/XLSX and export to CSV (pure, problems as data).

The players file has a header row with a required `name` column and optional `ema_number`,
`club`, `country`, `team` and `status` (active, dropped, substitute) columns; other columns are
ignored and reported. Reading never raises on bad content: every bad line comes back as a
`LineProblem` (line number, column, what is wrong), and the caller adds the players only when
there are none, so a file is never half-imported.
"""

from __future__ import annotations

import csv
import enum
import io
import re
import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tournament.export.cells import evaluated, spreadsheet_text
from tournament.model import Issue


class PlayerStatus(enum.StrEnum):
    ACTIVE = "active"
    DROPPED = "dropped"  # left the tournament: keeps the games played, is not seated again
    SUBSTITUTE = "substitute"  # fills a table; plays, but takes no place in the standings


@dataclass(frozen=True, slots=True)
class PlayerDraft:
    """A player to be added (from a file or a form)."""

    name: str
    ema_number: str | None = None
    club: str = ""
    country: str = ""
    team: str = ""
    status: PlayerStatus = PlayerStatus.ACTIVE


@dataclass(frozen=True, slots=True)
class Player:
    """A registered player of a tournament."""

    id: int
    name: str
    ema_number: str | None = None
    club: str = ""
    country: str = ""
    team: str = ""
    status: PlayerStatus = PlayerStatus.ACTIVE

    @property
    def is_substitute(self) -> bool:
        return self.status is PlayerStatus.SUBSTITUTE


@dataclass(frozen=True, slots=True)
class LineProblem:
    """What is wrong with one line of a players file (line 1 is the header)."""

    line: int
    column: str
    code: str
    message: str

    def to_issue(self) -> Issue:
        return Issue(self.code, None, f"line {self.line}, {self.column}", self.message)

    def __str__(self) -> str:
        return f"line {self.line}: {self.message}"


@dataclass(frozen=True, slots=True)
class PlayerImport:
    """The preview of an import: who would be added, and every problem found."""

    players: tuple[PlayerDraft, ...]  # the readable lines, in file order
    lines: tuple[int, ...]  # the file line of each entry of `players`
    problems: tuple[LineProblem, ...] = ()
    ignored_columns: tuple[str, ...] = ()

    @property
    def ok(self) -> bool:
        return not self.problems

    def issues(self) -> list[Issue]:
        return [p.to_issue() for p in self.problems]


COLUMNS = ("name", "ema_number", "club", "country", "team", "status")
_ALIASES = {"ema": "ema_number", "ema_id": "ema_number", "ema_no": "ema_number",
            "player": "name"}
# EMA numbers are eight digits (the first digits are the country's code), e.g. 04290032.
EMA_NUMBER = re.compile(r"^\d{8}$")


# The longest name accepted (after spaces are tidied): long enough for "José María García
# Pérez de la Fuente", short enough for a seat card, a score sheet and a terminal line.
MAX_NAME = 80


def name_problem(name: str) -> str | None:
    """Why a name (of a player, club, team...) cannot be stored, or None.

    Control characters (NUL, escape sequences that would recolour or rewrite a terminal,
    line breaks...) and the invisible bidirectional overrides that reorder what is shown are
    refused; legitimate Unicode (accents, CJK, Arabic, Hebrew) is kept as written.
    """
    for ch in name:
        category = unicodedata.category(ch)
        if category == "Cc" or ch in _BIDI_CONTROLS:
            return (f"contains a control character (U+{ord(ch):04X}); names are plain text")
    if len(name) > MAX_NAME:
        return f"is {len(name)} characters long; at most {MAX_NAME} are allowed"
    return None


# Explicit embeddings, overrides and isolates (a "right-to-left override" can make
# "Anna" display as "annA"); ordinary right-to-left text needs none of them.
_BIDI_CONTROLS = frozenset("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")


def name_key(name: str) -> str:
    """Names are unique ignoring case and repeated spaces: "Anna  Berg" = "anna berg"."""
    return " ".join(name.split()).casefold()


def clean_name(name: str) -> str:
    return " ".join(name.split())


def _column(header: str) -> str:
    key = re.sub(r"[\s\-]+", "_", header.strip().lower())
    return _ALIASES.get(key, key)


def check_rows(header: Sequence[Any], rows: Iterable[tuple[int, Sequence[Any]]],
               existing: Iterable[Player] = ()) -> PlayerImport:
    """Validate the rows of a players table. `rows` gives (file line, cells)."""
    problems: list[LineProblem] = []
    columns = [_column(str(h)) if h is not None else "" for h in header]
    if "name" not in columns:
        problems.append(LineProblem(1, "name", "missing_name_column",
                                    "the header row has no 'name' column (columns: name, "
                                    "ema_number, club, country, team)"))
        return PlayerImport((), (), tuple(problems))
    seen_columns: set[str] = set()
    for col in columns:
        if col in COLUMNS and col in seen_columns:
            problems.append(LineProblem(1, col, "duplicate_column",
                                        f"the column '{col}' appears twice in the header"))
        seen_columns.add(col)
    ignored = tuple(h for h, c in zip(header, columns, strict=True)
                    if c not in COLUMNS and str(h or "").strip())
    names: dict[str, str] = {name_key(p.name): f"already registered ({p.name})"
                             for p in existing}
    emas: dict[str, str] = {p.ema_number: f"already registered for {p.name}"
                            for p in existing if p.ema_number}
    drafts: list[PlayerDraft] = []
    lines: list[int] = []
    for line, cells in rows:
        values = {col: _cell(cells[i] if i < len(cells) else None, col)
                  for i, col in enumerate(columns) if col in COLUMNS}
        if not any(values.values()):
            continue  # blank line
        bad = len(problems)
        raw_name = values.get("name", "")
        name = clean_name(raw_name)
        text_problem = name_problem(raw_name if any(ord(c) < 32 for c in raw_name) else name)
        if not name:
            problems.append(LineProblem(line, "name", "empty_name", "the name is empty"))
        elif text_problem is not None:
            problems.append(LineProblem(line, "name", "bad_name", f"the name {text_problem}"))
        elif name_key(name) in names:
            problems.append(LineProblem(line, "name", "duplicate_name",
                                        f"'{name}' is a duplicate: {names[name_key(name)]}"))
        else:
            names[name_key(name)] = f"also on line {line}"
        ema = values.get("ema_number", "") or None
        if ema is not None:
            if not EMA_NUMBER.match(ema):
                problems.append(LineProblem(line, "ema_number", "bad_ema_number",
                                            f"'{ema}' is not an EMA number (eight digits, "
                                            f"e.g. 04290032)"))
            elif ema in emas:
                problems.append(LineProblem(line, "ema_number", "duplicate_ema_number",
                                            f"EMA number {ema} is a duplicate: {emas[ema]}"))
            else:
                emas[ema] = f"also on line {line}"
        for column in ("club", "country", "team"):
            problem = name_problem(values.get(column, ""))
            if problem is not None:
                problems.append(LineProblem(line, column, "bad_text",
                                            f"the {column} {problem}"))
        raw_status = values.get("status", "").lower() or PlayerStatus.ACTIVE.value
        try:
            status = PlayerStatus(raw_status)
        except ValueError:
            problems.append(LineProblem(line, "status", "bad_status",
                                        f"unknown status '{raw_status}' (active, dropped or "
                                        f"substitute)"))
            status = PlayerStatus.ACTIVE
        if len(problems) == bad:
            drafts.append(PlayerDraft(name=name, ema_number=ema, club=values.get("club", ""),
                                      country=values.get("country", ""),
                                      team=values.get("team", ""), status=status))
            lines.append(line)
    return PlayerImport(tuple(drafts), tuple(lines), tuple(problems), ignored)


def _cell(value: Any, column: str) -> str:
    if value is None:
        return ""
    if isinstance(value, str) and value.startswith("'") and evaluated(value[1:]):
        # The quote `players_to_csv` puts before a cell a spreadsheet would run as a formula.
        value = value[1:]
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    if isinstance(value, int) and not isinstance(value, bool) and column == "ema_number":
        # A spreadsheet turns 04290032 into the number 4290032: give the zeros back.
        return f"{value:08d}"
    return str(value).strip()


def read_csv_text(text: str, existing: Iterable[Player] = ()) -> PlayerImport:
    """Players from CSV text (comma, semicolon or tab separated; a BOM is ignored)."""
    text = text.lstrip("\ufeff")
    first = text.split("\n", 1)[0]
    delimiter = max(",;\t", key=first.count) if any(d in first for d in ",;\t") else ","
    reader = csv.reader(io.StringIO(text, newline=""), delimiter=delimiter)
    table: list[tuple[int, list[str]]] = []
    try:
        for row in reader:
            table.append((reader.line_num, row))  # the line the row ends on
    except csv.Error as exc:
        return PlayerImport((), (), (LineProblem(reader.line_num, "", "bad_csv",
                                                 f"not readable as CSV: {exc}"),))
    if not table:
        return PlayerImport((), (), (LineProblem(1, "name", "empty_file",
                                                 "the file is empty (it needs a header row "
                                                 "with a 'name' column)"),))
    return check_rows(table[0][1], table[1:], existing)


# A players sheet is read up to these bounds: a workbook that claims a huge size (a cell at
# XFD1048576) must not make the import walk a million empty rows.
MAX_ROWS = 5000
MAX_COLUMNS = 50


def read_xlsx(source: Path | bytes, existing: Iterable[Player] = ()) -> PlayerImport:
    """Players from the first sheet of an .xlsx workbook (row 1 is the header).

    Read in openpyxl's read-only (streaming) mode, ignoring the size the sheet claims, and
    only up to MAX_ROWS lines and MAX_COLUMNS columns: data beyond them is a problem."""
    import openpyxl

    try:
        handle: Any = io.BytesIO(source) if isinstance(source, bytes) else source
        workbook = openpyxl.load_workbook(handle, read_only=True, data_only=True)
    except Exception as exc:  # openpyxl raises many kinds for a file that is not a workbook
        return PlayerImport((), (), (LineProblem(1, "", "bad_xlsx",
                                                 f"not readable as an .xlsx workbook: {exc}"),))
    too_big: list[LineProblem] = []
    try:
        sheet: Any = workbook.worksheets[0]
        if hasattr(sheet, "reset_dimensions"):
            sheet.reset_dimensions()  # the claimed size, which may be a lie
        rows: list[tuple[Any, ...]] = []
        # Rows missing from the file come back empty and cost nothing; a row is as wide as
        # its last cell, so the width is checked before anything else is done with it.
        for line, row in enumerate(sheet.iter_rows(values_only=True), start=1):
            if len(row) > MAX_COLUMNS and any(v not in (None, "") for v in row[MAX_COLUMNS:]):
                too_big.append(LineProblem(line, "", "too_many_columns",
                                           f"the sheet has data in column {len(row):,}; a "
                                           f"players file has at most {MAX_COLUMNS} columns"))
                break
            if line > MAX_ROWS:
                if any(v not in (None, "") for v in row):
                    too_big.append(LineProblem(line, "", "too_many_rows",
                                               f"the sheet has data on line {line:,}; a "
                                               f"players file has at most {MAX_ROWS:,} lines"))
                    break
                continue
            rows.append(tuple(row[:MAX_COLUMNS]))
    except Exception as exc:  # a damaged sheet inside a readable zip
        return PlayerImport((), (), (LineProblem(1, "", "bad_xlsx",
                                                 f"not readable as an .xlsx workbook: {exc}"),))
    finally:
        workbook.close()
    if too_big:
        return PlayerImport((), (), tuple(too_big))
    while rows and not any(v not in (None, "") for v in rows[-1]):
        rows.pop()
    if not rows:
        return PlayerImport((), (), (LineProblem(1, "name", "empty_file",
                                                 "the sheet is empty (it needs a header row "
                                                 "with a 'name' column)"),))
    return check_rows(list(rows[0]), ((i + 2, list(r)) for i, r in enumerate(rows[1:])),
                      existing)


def read_players_file(path: Path | str, existing: Iterable[Player] = ()) -> PlayerImport:
    """A .csv or .xlsx players file; problems (even an unreadable file) come back as data."""
    path = Path(path)
    if path.suffix.lower() in (".xlsx", ".xlsm"):
        if not path.is_file():
            return PlayerImport((), (), (LineProblem(0, "", "no_file",
                                                     f"{path}: no such file"),))
        return read_xlsx(path, existing)
    try:
        data = path.read_bytes()
    except OSError as exc:
        return PlayerImport((), (), (LineProblem(0, "", "no_file",
                                                 f"{path}: cannot read ({exc.strerror})"),))
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        text = data.decode("cp1252", errors="replace")  # Excel's "CSV" on Windows
    return read_csv_text(text, existing)


def players_to_csv(players: Iterable[Player | PlayerDraft]) -> str:
    """The players file format, with a status column: reads back with `read_csv_text`. A
    cell a spreadsheet would run as a formula (a name starting with =, +, -, @) is written
    with a leading quote, which reading removes again."""
    out = io.StringIO(newline="")
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(COLUMNS)
    for p in players:
        writer.writerow([spreadsheet_text(c) for c in (p.name, p.ema_number or "", p.club,
                                                       p.country, p.team, p.status.value)])
    return out.getvalue()


def check_player(draft: PlayerDraft, existing: Iterable[Player],
                 ignore_id: int | None = None) -> list[Issue]:
    """Problems with one player typed in a form (fields: name, ema_number)."""
    others = [p for p in existing if p.id != ignore_id]
    result = check_rows(["name", "ema_number"], [(1, [draft.name, draft.ema_number])], others)
    return [Issue(p.code, None, p.column, p.message) for p in result.problems]
