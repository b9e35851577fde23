"""Players: the value types, and import from CSV/XLSX and export to CSV (pure, problems as data).

The players file has a header row with `first_name` and `last_name` columns (or one `name`
column, split where that is certain: see `tournament.names`) and optional `ema_number`,
`country`, `club`, `team`, `status` (active, dropped, substitute), `ema_ranked` (yes/no:
counts in the EMA ranking; default yes, no for substitutes) and `online_name` (the player's
name in online game rooms, to read their logs) columns; other columns are ignored
and reported. Countries are stored as the EMA's code (`tournament.countries`): "Germany",
"Deutschland", "DE", "DEU" and "GER" all become GER, and a country that is not known is a
problem of its line. Reading never raises on bad content: every bad line comes back as a
`LineProblem` (line number, column, what is wrong), every name that can be split several ways
as a `NameQuestion`, and the caller adds the players only when there are neither, so a file is
never half-imported.

CSV files come from spreadsheets in many encodings (Excel writes the Windows code page of its
machine: cp1250 in Poland or Czechia, cp1251 in Russia, cp1252 in Western Europe; or UTF-16;
or UTF-8 with a byte-order mark). `detect_encoding` finds it (charset-normalizer, plus a check
that the names read like names), `PlayerImport.encoding` says which was used, and the caller
may read the file again with another.
"""

from __future__ import annotations

import codecs
import csv
import enum
import io
import re
import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from tournament.cells import evaluated, spreadsheet_text
from tournament.countries import ema_code, unknown_country_message
from tournament.model import Issue
from tournament.names import joined, split_name, tidy
from tournament.text import MAX_NAME, text_problem, text_problem_params


class PlayerStatus(enum.StrEnum):
    ACTIVE = "active"
    DROPPED = "dropped"  # left the tournament: keeps the games played, is not seated again
    SUBSTITUTE = "substitute"  # fills a table; plays, but takes no place in the standings


@dataclass(frozen=True, slots=True)
class PlayerDraft:
    """A player to be added (from a file or a form).

    Give `first_name` and `last_name`, or `name` alone (split where that is certain; a guess
    otherwise, marked `name_checked=False`). `name` is the name as entered: "" means
    "First Last". `ema_ranked` None means the default: yes, no for a substitute."""

    name: str = ""
    ema_number: str | None = None
    club: str = ""
    country: str = ""
    team: str = ""
    status: PlayerStatus = PlayerStatus.ACTIVE
    first_name: str = ""
    last_name: str = ""
    ema_ranked: bool | None = None
    name_checked: bool = True  # False: first/last were guessed from `name` and need a look
    online_name: str = ""  # the name in online game rooms (their logs)


@dataclass(frozen=True, slots=True)
class Player:
    """A registered player of a tournament.

    `name` is the name as shown everywhere (the tournament's name style: as entered, "First
    LAST" or "LAST First"); `entered_name` the name as typed in the form or the file;
    `first_name`/`last_name` the two parts the EMA file needs. `country` is an EMA code."""

    id: int
    name: str
    ema_number: str | None = None
    club: str = ""
    country: str = ""
    team: str = ""
    status: PlayerStatus = PlayerStatus.ACTIVE
    first_name: str = ""
    last_name: str = ""
    ema_ranked: bool = True  # counts in the EMA ranking
    name_checked: bool = True  # False: the split of a single name was guessed: check it
    entered_name: str = ""
    online_name: str = ""  # the name in online game rooms (Tenhou, Mahjong Soul logs)

    @property
    def is_substitute(self) -> bool:
        return self.status is PlayerStatus.SUBSTITUTE

    @property
    def keys(self) -> frozenset[str]:
        """The name keys that identify this player (unique in a tournament): the name shown,
        the name as entered and "First Last"."""
        return frozenset(k for k in (name_key(self.name), name_key(self.entered_name),
                                     name_key(joined(self.first_name, self.last_name))) if k)

    @property
    def other_keys(self) -> frozenset[str]:
        """Further spellings a player is found by: "Last First", "Last, First"."""
        if not self.first_name or not self.last_name:
            return frozenset()
        return frozenset({name_key(f"{self.last_name} {self.first_name}"),
                          name_key(f"{self.last_name}, {self.first_name}")})


@dataclass(frozen=True, slots=True)
class LineProblem:
    """What is wrong with one line of a players file (line 1 is the header)."""

    line: int
    column: str
    code: str
    message: str
    # The values the message names, for a front end that words it in its own language.
    params: dict[str, Any] = field(default_factory=dict, compare=False)

    def to_issue(self) -> Issue:
        return Issue(self.code, None, f"line {self.line}, {self.column}", self.message,
                     {"line": self.line, "column": self.column, **self.params})

    def __str__(self) -> str:
        return f"line {self.line}: {self.message}" if self.line else self.message


@dataclass(frozen=True, slots=True)
class NameQuestion:
    """A line whose one `name` can be read as first and last name in several ways."""

    line: int
    name: str
    choices: tuple[tuple[str, str], ...]  # (first, last), the likeliest first

    @property
    def message(self) -> str:
        return (f"'{self.name}' can be split into first and last name in several ways: give "
                f"first_name and last_name columns, or choose the split")

    def to_issue(self) -> Issue:
        return Issue("ambiguous_name", None, f"line {self.line}, name", self.message,
                     {"line": self.line, "name": self.name})

    def __str__(self) -> str:
        return f"line {self.line}: {self.message}"


@dataclass(frozen=True, slots=True)
class PlayerImport:
    """The preview of an import: who would be added, and every problem found."""

    players: tuple[PlayerDraft, ...]  # the readable lines, in file order
    lines: tuple[int, ...]  # the file line of each entry of `players`
    problems: tuple[LineProblem, ...] = ()
    ignored_columns: tuple[str, ...] = ()
    questions: tuple[NameQuestion, ...] = ()  # names to split before the import
    encoding: str | None = None  # how a CSV file was read (None: XLSX, or text given)
    # The lines refused, as far as they could be read (names as written, EMA number, country
    # as given), so that a preview shows whose line it is: (file line, draft).
    refused: tuple[tuple[int, PlayerDraft], ...] = ()

    @property
    def ok(self) -> bool:
        return not self.problems and not self.questions

    def _items(self) -> list[LineProblem | NameQuestion]:
        return sorted([*self.problems, *self.questions], key=lambda i: i.line)

    def issues(self) -> list[Issue]:
        """Every problem and question, in file order."""
        return [i.to_issue() for i in self._items()]

    def messages(self) -> list[str]:
        """One line per problem or question, in file order ("line 4: ...")."""
        return [str(i) for i in self._items()]

    def resolve(self, line: int, first: str, last: str) -> PlayerImport:
        """This preview with the name on `line` split as (first, last)."""
        question = next((q for q in self.questions if q.line == line), None)
        if question is None or line not in self.lines:
            raise ValueError(f"line {line} has no name to split")
        index = self.lines.index(line)
        draft = replace(self.players[index], first_name=tidy(first), last_name=tidy(last),
                        name_checked=True)
        players = self.players[:index] + (draft,) + self.players[index + 1:]
        return replace(self, players=players,
                       questions=tuple(q for q in self.questions if q.line != line))


COLUMNS = ("first_name", "last_name", "name", "ema_number", "club", "country", "team",
           "status", "ema_ranked", "online_name")
_ALIASES = {"ema": "ema_number", "ema_id": "ema_number", "ema_no": "ema_number",
            "player": "name", "first": "first_name", "firstname": "first_name",
            "given_name": "first_name", "forename": "first_name", "last": "last_name",
            "lastname": "last_name", "surname": "last_name", "family_name": "last_name",
            "ranked": "ema_ranked", "ema_ranking": "ema_ranked", "online": "online_name",
            "tenhou": "online_name", "mahjong_soul": "online_name"}
# EMA numbers are eight digits (the first digits are the country's code), e.g. 04290032.
EMA_NUMBER = re.compile(r"^\d{8}$")
YES = frozenset({"yes", "y", "true", "1", "x", "oui", "ja", "si", "sí", "tak", "da"})
NO = frozenset({"no", "n", "false", "0", "non", "nein", "nie", "ne", "nej", "nee"})


def name_problem(name: str) -> str | None:
    """Why a name (of a player, club, team...) cannot be stored, or None: the free-text rule
    of `tournament.text` (no control characters, no bidirectional overrides; legitimate
    Unicode kept as written) with the names' length, at most `MAX_NAME` characters."""
    return text_problem(name, MAX_NAME)


def name_problem_params(name: str) -> dict[str, Any]:
    """What `name_problem` finds, as an issue's params (`text_problem_params`)."""
    return text_problem_params(name, MAX_NAME)


def name_key(name: str) -> str:
    """Names are unique ignoring case and repeated spaces: "Anna  Berg" = "anna berg"."""
    return " ".join(name.split()).casefold()


def fold_name(name: str) -> str:
    """A name as an online room's name is compared: width and case folded (NFKC then
    casefold, spaces tidied), so "ＡＢＣ", "abc" and " ABC " agree."""
    return " ".join(unicodedata.normalize("NFKC", name).casefold().split())


def clean_name(name: str) -> str:
    return " ".join(name.split())


def yes_no(value: str) -> bool | None:
    """"yes"/"no" (and the usual spellings, 1/0, true/false) as a bool; None if neither."""
    key = value.strip().casefold()
    return True if key in YES else False if key in NO else None


def _column(header: str) -> str:
    key = re.sub(r"[\s\-]+", "_", header.strip().lower())
    return _ALIASES.get(key, key)


def _text_problem(raw: str) -> str | None:
    # Control characters are judged on the text as given (tidying spaces would hide a tab or a
    # line break); the length on the tidied text.
    return name_problem(raw if any(ord(c) < 32 for c in raw) else clean_name(raw))


def check_rows(header: Sequence[Any], rows: Iterable[tuple[int, Sequence[Any]]],
               existing: Iterable[Player] = (), *, ask_split: bool = False) -> PlayerImport:
    """Validate the rows of a players table. `rows` gives (file line, cells).

    A line with only a `name` that can be split several ways is a `NameQuestion` when
    `ask_split` (a file being imported: the organiser chooses); otherwise the likeliest split
    is kept and the draft marked `name_checked=False` (a name typed in a form)."""
    problems: list[LineProblem] = []
    questions: list[NameQuestion] = []
    columns = [_column(str(h)) if h is not None else "" for h in header]
    if not {"name", "first_name", "last_name"} & set(columns):
        problems.append(LineProblem(1, "name", "missing_name_column",
                                    "the header row has no name columns: first_name and "
                                    "last_name, or name (other columns: ema_number, country, "
                                    "club, team, status, ema_ranked)"))
        return PlayerImport((), (), tuple(problems))
    seen_columns: set[str] = set()
    for col in columns:
        if col in COLUMNS and col in seen_columns:
            problems.append(LineProblem(1, col, "duplicate_column",
                                        f"the column '{col}' appears twice in the header",
                                        {"column": col}))
        seen_columns.add(col)
    ignored = tuple(h for h, c in zip(header, columns, strict=True)
                    if c not in COLUMNS and str(h or "").strip())
    taken: dict[str, str] = {}
    clashes: dict[str, dict[str, Any]] = {}  # the same as params: who has it, or which line
    for p in existing:
        for key in p.keys:
            taken[key] = f"already registered ({p.name})"
            clashes[key] = {"variant": "registered", "other": p.name}
    emas: dict[str, str] = {p.ema_number: f"already registered for {p.name}"
                            for p in existing if p.ema_number}
    ema_clashes: dict[str, dict[str, Any]] = {
        p.ema_number: {"variant": "registered", "other": p.name}
        for p in existing if p.ema_number}
    drafts: list[PlayerDraft] = []
    lines: list[int] = []
    refused: list[tuple[int, PlayerDraft]] = []
    for line, cells in rows:
        values = {col: _cell(cells[i] if i < len(cells) else None, col)
                  for i, col in enumerate(columns) if col in COLUMNS}
        if not any(values.values()):
            continue  # blank line
        bad = len(problems)

        def problem(column: str, code: str, message: str, **params: Any) -> None:
            problems.append(LineProblem(line, column, code, message, params))  # noqa: B023

        raw_first, raw_last = values.get("first_name", ""), values.get("last_name", "")
        raw_name = values.get("name", "")
        for column, raw in (("first_name", raw_first), ("last_name", raw_last),
                            ("name", raw_name)):
            why = _text_problem(raw)
            if why is not None:
                label = {"first_name": "first name", "last_name": "last name"}.get(column,
                                                                                   "name")
                problem(column, "bad_name", f"the {label} {why}", field=column,
                        **name_problem_params(raw if any(ord(c) < 32 for c in raw)
                                              else clean_name(raw)))
        first, last, entered = clean_name(raw_first), clean_name(raw_last), clean_name(raw_name)
        checked = True
        question: NameQuestion | None = None
        if first or last:
            entered = entered or joined(first, last)
        elif entered:
            split = split_name(entered)
            first, last, checked = split.first, split.last, split.sure
            if not split.sure and ask_split:
                question = NameQuestion(line, entered, split.choices)
        if not entered and len(problems) == bad:
            problem("name", "empty_name", "the name is empty", variant="player")
        elif len(problems) == bad:
            if len(entered) > MAX_NAME:
                problem("name", "bad_name", f"the name {name_problem(entered)}", field="name",
                        **name_problem_params(entered))
            keys = {name_key(entered), name_key(joined(first, last))}
            clash = next((k for k in keys if k in taken), None)
            if clash is not None:
                problem("name", "duplicate_name", f"'{entered}' is a duplicate: {taken[clash]}",
                        name=entered, **clashes[clash])
            else:
                for key in keys:
                    taken[key] = f"also on line {line}"
                    clashes[key] = {"variant": "line", "other_line": line}
        ema = values.get("ema_number", "") or None
        if ema is not None:
            if not EMA_NUMBER.match(ema):
                problem("ema_number", "bad_ema_number",
                        f"'{ema}' is not an EMA number (eight digits, e.g. 04290032)",
                        value=ema)
            elif ema in emas:
                problem("ema_number", "duplicate_ema_number",
                        f"EMA number {ema} is a duplicate: {emas[ema]}", value=ema,
                        **ema_clashes[ema])
            else:
                emas[ema] = f"also on line {line}"
                ema_clashes[ema] = {"variant": "line", "other_line": line}
        for column in ("club", "team", "online_name"):
            why = name_problem(values.get(column, ""))
            if why is not None:
                problem(column, "bad_text", f"the {column} {why}", field=column,
                        **name_problem_params(values.get(column, "")))
        raw_country = values.get("country", "")
        country = ema_code(raw_country) if _text_problem(raw_country) is None else None
        if country is None:
            problem("country", "bad_country", unknown_country_message(raw_country)
                    if _text_problem(raw_country) is None
                    else f"the country {_text_problem(raw_country)}",
                    variant="unknown" if _text_problem(raw_country) is None else "text",
                    value=raw_country)
        raw_status = values.get("status", "").lower() or PlayerStatus.ACTIVE.value
        try:
            status = PlayerStatus(raw_status)
        except ValueError:
            problem("status", "bad_status",
                    f"unknown status '{raw_status}' (active, dropped or substitute)",
                    value=raw_status)
            status = PlayerStatus.ACTIVE
        raw_ranked = values.get("ema_ranked", "")
        ranked = yes_no(raw_ranked) if raw_ranked else None
        if raw_ranked and ranked is None:
            problem("ema_ranked", "bad_ema_ranked",
                    f"ema_ranked is yes or no, not '{raw_ranked}'", value=raw_ranked)
        if len(problems) == bad:
            drafts.append(PlayerDraft(
                name=entered, ema_number=ema, club=values.get("club", ""),
                country=country or "", team=values.get("team", ""), status=status,
                first_name=first, last_name=last,
                ema_ranked=ranked if ranked is not None else
                status is not PlayerStatus.SUBSTITUTE,
                name_checked=checked, online_name=clean_name(values.get("online_name", ""))))
            lines.append(line)
            if question is not None:
                questions.append(question)
        else:
            refused.append((line, PlayerDraft(
                name=entered or joined(first, last), ema_number=ema,
                club=values.get("club", ""), country=country or raw_country,
                team=values.get("team", ""), status=status, first_name=first, last_name=last,
                ema_ranked=ranked)))
    return PlayerImport(tuple(drafts), tuple(lines), tuple(problems), ignored,
                        tuple(questions), refused=tuple(refused))


def complete_draft(draft: PlayerDraft) -> PlayerDraft:
    """A draft with everything stored filled in: names tidied and split, the country as its
    EMA code (left as given when unknown: `check_rows` reports it), `ema_ranked` decided."""
    first, last = clean_name(draft.first_name), clean_name(draft.last_name)
    entered = clean_name(draft.name)
    checked = draft.name_checked
    if not first and not last:
        split = split_name(entered)
        first, last, checked = split.first, split.last, split.sure and checked
    code = ema_code(draft.country)
    return replace(draft, name=entered or joined(first, last), first_name=first, last_name=last,
                   ema_number=(ema_number_text(draft.ema_number) or None
                               if draft.ema_number is not None else None),
                   country=code if code is not None else draft.country.strip(),
                   ema_ranked=(draft.ema_ranked if draft.ema_ranked is not None
                               else draft.status is not PlayerStatus.SUBSTITUTE),
                   name_checked=checked)


def _cell(value: Any, column: str) -> str:
    if value is None:
        return ""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, str) and value.startswith("'") and evaluated(value[1:]):
        # The quote `players_to_csv` puts before a cell a spreadsheet would run as a formula.
        value = value[1:]
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    if isinstance(value, int) and column == "ema_number":
        # A spreadsheet turns 04290032 into the number 4290032: give the zeros back.
        return f"{value:08d}"
    text = str(value).strip()
    return ema_number_text(text) if column == "ema_number" else text


_DROPPED_ZERO = re.compile(r"^[1-9]\d{6}$")


def ema_number_text(value: str) -> str:
    """An EMA number as stored: 4290032 (a spreadsheet's number, written to a CSV or typed)
    is 04290032. EMA numbers are eight digits starting with the country's two; 01 to 09
    start with a zero, which a spreadsheet drops (00 is no country, so never two zeros)."""
    text = value.strip()
    return "0" + text if _DROPPED_ZERO.match(text) else text


def read_csv_text(text: str, existing: Iterable[Player] = (), *, ask_split: bool = False,
                  encoding: str | None = None) -> PlayerImport:
    """Players from CSV text (comma, semicolon or tab separated; a BOM is ignored)."""
    text = text.lstrip("\ufeff")
    if text.count("\n") >= MAX_ROWS:
        # Past MAX_ROWS lines: refused at once if anything but blank lines follows.
        cut = -1
        for _ in range(MAX_ROWS):
            cut = text.index("\n", cut + 1)
        rest = text[cut + 1:]
        if rest.strip():
            blank = len(rest) - len(rest.lstrip())
            line = MAX_ROWS + 1 + rest.count("\n", 0, blank)
            return PlayerImport((), (), (_too_many_lines(line),), encoding=encoding)
        text = text[:cut + 1]
    first = text.split("\n", 1)[0]
    delimiter = max(",;\t", key=first.count) if any(d in first for d in ",;\t") else ","
    reader = csv.reader(io.StringIO(text, newline=""), delimiter=delimiter)
    table: list[tuple[int, list[str]]] = []
    try:
        for row in reader:
            table.append((reader.line_num, row))  # the line the row ends on
    except csv.Error as exc:
        return PlayerImport((), (), (LineProblem(reader.line_num, "", "bad_csv",
                                                 f"not readable as CSV: {exc}"),),
                            encoding=encoding)
    if not table:
        return PlayerImport((), (), (LineProblem(1, "name", "empty_file",
                                                 "the file is empty (it needs a header row "
                                                 "with name columns)"),), encoding=encoding)
    result = check_rows(table[0][1], table[1:], existing, ask_split=ask_split)
    return replace(result, encoding=encoding)


# A players file is read up to these bounds, and refused past them with the bound named, at
# once: a workbook that claims a huge size (a cell at XFD1048576), a CSV of a million lines or
# a zip bomb must not keep the desk busy (each is refused within a second or two: see
# benchmarks/bench_hostile_files.py). 5,000 players is ten times the largest tournaments.
MAX_ROWS = 5000
MAX_COLUMNS = 50
# Bytes: 5,000 lines of 50 columns hold a players list in well under a megabyte; a CSV file
# (as stored) and each part of a workbook (as unpacked, the size its zip declares) may be
# MAX_FILE_BYTES, and a workbook's parts MAX_WORKBOOK_BYTES together.
MAX_FILE_BYTES = 8 * 1024 * 1024
MAX_WORKBOOK_BYTES = 4 * MAX_FILE_BYTES
# Rows past MAX_ROWS are still read to see whether they hold data (a sheet's empty rows cost
# little), but no more than this many: a sheet that goes on is refused as too long.
MAX_SCAN_ROWS = 4 * MAX_ROWS


def _megabytes(size: int) -> int:
    return -(-size // (1024 * 1024))  # whole megabytes, rounded up: 8.1 MB is 9


def _too_big(size: int, what: str, most: int = MAX_FILE_BYTES,
             variant: str = "file") -> LineProblem:
    return LineProblem(0, "", "file_too_big",
                       f"{what} is {_megabytes(size):,} MB; a players "
                       f"{'workbook' if variant == 'workbook' else 'file'} is at most "
                       f"{_megabytes(most):,} MB",
                       {"size": _megabytes(size), "most": _megabytes(most), "variant": variant})


def _too_many_lines(line: int) -> LineProblem:
    return LineProblem(line, "", "too_many_rows",
                       f"the file has data on line {line:,}; a players file has at most "
                       f"{MAX_ROWS:,} lines", {"most": MAX_ROWS})


_ROW = re.compile(rb"<(?:\w+:)?row[\s/>]")


def _count_rows(archive: Any, name: str) -> int:
    """The row elements of a sheet's XML, read a megabyte at a time."""
    count, tail = 0, b""
    with archive.open(name) as part:
        while chunk := part.read(1 << 20):
            data = tail + chunk
            count += len(_ROW.findall(data))
            # A tag cut at the chunk's end is counted with the next chunk.
            cut = data.rfind(b"<")
            tail = data[cut:] if cut >= 0 and len(data) - cut < 16 else b""
            if tail:
                count -= len(_ROW.findall(tail))
    return count


def workbook_problem(source: Path | bytes) -> LineProblem | None:
    """Why a workbook is refused before it is unpacked, from the sizes its zip declares
    (a zip bomb: 20 million empty rows, 10 million shared strings), or None. Python's zip
    reader stops at a part's declared size, so a part that lies about it fails its check
    rather than growing."""
    import zipfile

    try:
        with zipfile.ZipFile(io.BytesIO(source) if isinstance(source, bytes) else source) as z:
            parts = z.infolist()
    except (zipfile.BadZipFile, OSError, ValueError) as exc:
        return LineProblem(1, "", "bad_xlsx", f"not readable as an .xlsx workbook: {exc}")
    total = 0
    for part in parts:
        total += part.file_size
        if part.file_size > MAX_FILE_BYTES:
            return _too_big(part.file_size, f"the workbook's part {part.filename} unpacked",
                            variant="part")
    if total > MAX_WORKBOOK_BYTES:
        return _too_big(total, "the workbook unpacked", MAX_WORKBOOK_BYTES, "workbook")
    # openpyxl reads every sheet whole when it opens a workbook whose sheets do not state
    # their size (<dimension>); rows are counted first, which is quick.
    try:
        with zipfile.ZipFile(io.BytesIO(source) if isinstance(source, bytes) else source) as z:
            for part in parts:
                if part.filename.startswith("xl/worksheets/") and \
                        part.filename.endswith(".xml"):
                    rows = _count_rows(z, part.filename)
                    if rows > MAX_SCAN_ROWS:
                        return LineProblem(
                            MAX_SCAN_ROWS + 1, "", "too_many_rows",
                            f"the sheet {part.filename} has {rows:,} rows; a players file "
                            f"has at most {MAX_ROWS:,} lines", {"most": MAX_ROWS})
    except (zipfile.BadZipFile, OSError, ValueError, RuntimeError) as exc:
        return LineProblem(1, "", "bad_xlsx", f"not readable as an .xlsx workbook: {exc}")
    return None


def read_xlsx(source: Path | bytes, existing: Iterable[Player] = (), *,
              ask_split: bool = True) -> PlayerImport:
    """Players from the first sheet of an .xlsx workbook (row 1 is the header).

    Read in openpyxl's read-only (streaming) mode, ignoring the size the sheet claims, and
    only up to MAX_ROWS lines and MAX_COLUMNS columns: data beyond them is a problem."""
    import openpyxl

    refused = workbook_problem(source)
    if refused is not None:
        return PlayerImport((), (), (refused,))
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
                    too_big.append(_too_many_lines(line))
                    break
                if line > MAX_SCAN_ROWS:
                    too_big.append(LineProblem(
                        line, "", "too_many_rows",
                        f"the sheet goes on past line {MAX_SCAN_ROWS:,}; a players file has "
                        f"at most {MAX_ROWS:,} lines", {"most": MAX_ROWS}))
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
                                                 "with name columns)"),))
    return check_rows(list(rows[0]), ((i + 2, list(r)) for i, r in enumerate(rows[1:])),
                      existing, ask_split=ask_split)


# -- encodings ----------------------------------------------------------------------------------

# What spreadsheet programs write a "CSV" in, besides UTF-8 and UTF-16: the Windows code page
# of the machine. The order decides between readings that look equally right.
CODE_PAGES = ("cp1252", "cp1250", "cp1251", "cp1257", "cp1254", "cp1253")
ENCODINGS = ("utf-8", "utf-8-sig", "utf-16") + CODE_PAGES + ("iso-8859-1", "iso-8859-2",
                                                             "iso-8859-15", "mac-roman")

# Letters that appear together in names of one language; a word whose accented letters fit
# none of these sets ("Jiøí": ø and í) is a sign of the wrong code page.
_LETTER_SETS = tuple(frozenset(s) for s in (
    "æøåäöéü",  # Danish, Norwegian, Swedish
    "áčďéěíňóřšťúůýžäľĺôŕ",  # Czech, Slovak
    "ąćęłńóśźż",  # Polish
    "áéíóöőúüű",  # Hungarian
    "äöüß",  # German
    "àâçéèêëîïôùûüÿœæ",  # French
    "áéíóúñüçàèòãõâêôïíú",  # Spanish, Portuguese, Catalan
    "àèéìòùíóú",  # Italian
    "ăâîșțşţ",  # Romanian
    "āčēģīķļņšūžąęėįųõäöü",  # Baltic
    "čćđšž",  # Croatian, Slovene, Serbian
    "çğıöşü",  # Turkish
    "ðþæöáéíóúý",  # Icelandic
))


def _oddities(text: str) -> int:
    """How many things in decoded text do not look like names: symbols among letters
    ("£ukasz"), words mixing scripts, words whose accents belong to no one language."""
    count = 0
    for word in re.split(r"[\s,;\t\"']+", text):
        scripts: set[str] = set()
        accents: set[str] = set()
        for ch in word:
            if ord(ch) < 128:
                if ch.isalpha():
                    scripts.add("LATIN")
                continue
            if not unicodedata.category(ch).startswith("L"):
                count += 1
                continue
            scripts.add(unicodedata.name(ch, "?").split(" ")[0])
            if "LATIN" in unicodedata.name(ch, ""):
                accents.add(ch.lower())
        if len(scripts) > 1 and not scripts <= {"LATIN"}:
            count += 1
        if accents and not any(accents <= letters for letters in _LETTER_SETS):
            count += 1
    return count


SAMPLE_BYTES = 32 * 1024  # about a thousand lines of names


def detect_encoding(data: bytes) -> str:
    """The encoding a CSV file from a spreadsheet program was most likely written in."""
    if data.startswith(codecs.BOM_UTF8):
        return "utf-8-sig"
    if data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        return "utf-16"
    try:
        data.decode("utf-8")
        return "utf-8"
    except UnicodeDecodeError:
        pass
    import charset_normalizer

    # The names of the first lines tell the code page: a sample keeps a long file quick.
    data = data[:SAMPLE_BYTES]
    # charset-normalizer's language coherence ranks the readings; with the few words of a
    # players list it often cannot tell cp1250 from cp1252, so the reading with fewest
    # oddities wins first.
    coherence: dict[str, float] = {}
    for match in charset_normalizer.from_bytes(data, cp_isolation=list(CODE_PAGES)):
        for name in (match.encoding, *match.could_be_from_charset):
            coherence[name] = max(coherence.get(name, 0.0), match.coherence)
    scored = []
    for order, encoding in enumerate(CODE_PAGES):
        try:
            text = data.decode(encoding)
        except UnicodeDecodeError:
            continue
        scored.append((_oddities(text), -round(coherence.get(encoding, -1.0), 2), order,
                       encoding))
    return min(scored)[3] if scored else "cp1252"


def read_players_file(path: Path | str, existing: Iterable[Player] = (),
                      encoding: str | None = None, *, ask_split: bool = True) -> PlayerImport:
    """A .csv or .xlsx players file; problems (even an unreadable file) come back as data.
    `encoding` reads a CSV file in that encoding instead of the one detected."""
    path = Path(path)
    if path.suffix.lower() in (".xlsx", ".xlsm"):
        if not path.is_file():
            return PlayerImport((), (), (LineProblem(0, "", "no_file",
                                                     f"{path}: no such file"),))
        return read_xlsx(path, existing, ask_split=ask_split)
    try:
        size = path.stat().st_size
        if size > MAX_FILE_BYTES:
            return PlayerImport((), (), (_too_big(size, "the file"),))
        data = path.read_bytes()
    except OSError as exc:
        return PlayerImport((), (), (LineProblem(0, "", "no_file",
                                                 f"{path}: cannot read ({exc.strerror})"),))
    return read_csv_bytes(data, existing, encoding, ask_split=ask_split)


def read_csv_bytes(data: bytes, existing: Iterable[Player] = (), encoding: str | None = None,
                   *, ask_split: bool = True) -> PlayerImport:
    if len(data) > MAX_FILE_BYTES:
        return PlayerImport((), (), (_too_big(len(data), "the file"),), encoding=encoding)
    used = encoding or detect_encoding(data)
    try:
        codec = codecs.lookup(used).name
        text = data.decode(used)
    except LookupError:
        return PlayerImport((), (), (LineProblem(0, "", "bad_encoding",
                                                 f"'{used}' is not an encoding"),),
                            encoding=used)
    except UnicodeDecodeError as exc:
        return PlayerImport((), (), (LineProblem(0, "", "bad_encoding",
                                                 f"the file is not readable as {used} "
                                                 f"(byte {exc.start + 1}); choose another "
                                                 f"encoding"),), encoding=used)
    if codec.startswith("utf-16"):
        used = "utf-16"
    return read_csv_text(text, existing, ask_split=ask_split, encoding=used)


def players_to_csv(players: Iterable[Player | PlayerDraft]) -> str:
    """The players file format, every column: reads back with `read_csv_text`. A cell a
    spreadsheet would run as a formula (a name starting with =, +, -, @) is written with a
    leading quote, which reading removes again."""
    out = io.StringIO(newline="")
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(COLUMNS)
    for p in players:
        entered = p.entered_name if isinstance(p, Player) else p.name
        ranked = (p.ema_ranked if p.ema_ranked is not None
                  else p.status is not PlayerStatus.SUBSTITUTE)
        writer.writerow([spreadsheet_text(c) for c in (
            p.first_name, p.last_name, entered or p.name, p.ema_number or "", p.club,
            p.country, p.team, p.status.value, "yes" if ranked else "no", p.online_name)])
    return out.getvalue()


def check_player(draft: PlayerDraft, existing: Iterable[Player],
                 ignore_id: int | None = None) -> list[Issue]:
    """Problems with one player typed in a form (names, ema_number, country)."""
    others = [p for p in existing if p.id != ignore_id]
    result = check_rows(["first_name", "last_name", "name", "ema_number", "country"],
                        [(1, [draft.first_name, draft.last_name, draft.name, draft.ema_number,
                              draft.country])], others)
    return [Issue(p.code, None, p.column, p.message, p.params) for p in result.problems]
