"""Players: the value types, the checking of a players file's rows, and export to CSV (pure,
problems as data). The files themselves (CSV in any encoding, XLSX, their size limits) are
read by `tournament.players.file_reading`.

The players file has a header row with `first_name` and `last_name` columns (or one `name`
column, split where that is certain: see `tournament.players.names`) and optional `ema_number`,
`country`, `club`, `team`, `status` (active, dropped, substitute), `ema_ranked` (yes/no:
counts in the EMA ranking; default yes, no for substitutes) and `online_name` (the player's
name in online game rooms, to read their logs) columns; other columns are ignored
and reported. Countries are stored as the EMA's code (`tournament.players.countries`): "Germany",
"Deutschland", "DE", "DEU" and "GER" all become GER, and a country that is not known is a
problem of its line. Reading never raises on bad content: every bad line comes back as a
`LineProblem` (line number, column, what is wrong), every name that can be split several ways
as a `NameQuestion`, and the caller adds the players only when there are neither, so a file is
never half-imported.

CSV files come from spreadsheets in many encodings (Excel writes the Windows code page of its
machine: cp1250 in Poland or Czechia, cp1251 in Russia, cp1252 in Western Europe; or UTF-16;
or UTF-8 with a byte-order mark). `file_reading.detect_encoding` finds it (charset-normalizer,
plus a check that the names read like names), `PlayerImport.encoding` says which was used, and
the caller may read the file again with another.
"""

from __future__ import annotations

import csv
import enum
import io
import re
import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from tournament.issue_codes import IssueCode
from tournament.model import Issue
from tournament.players.countries import ema_code, unknown_country_message
from tournament.players.names import joined, split_name, tidy
from tournament.words.free_text import MAX_NAME, text_problem, text_problem_params
from tournament.words.spreadsheet_cells import evaluated, spreadsheet_text


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
    code: IssueCode
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
        return Issue(IssueCode.AMBIGUOUS_NAME, None, f"line {self.line}, name", self.message,
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
# (ASCII digits: \d also matches "٠٤٢٩٠٠٣٢"; fullmatch, as "$" allows a line break after.)
EMA_NUMBER = re.compile(r"[0-9]{8}")
YES = frozenset({"yes", "y", "true", "1", "x", "oui", "ja", "si", "sí", "tak", "da"})
NO = frozenset({"no", "n", "false", "0", "non", "nein", "nie", "ne", "nej", "nee"})


def name_problem(name: str) -> str | None:
    """Why a name (of a player, club, team...) cannot be stored, or None: the free-text rule
    of `tournament.words.free_text` (no control characters, no bidirectional overrides; legitimate
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
        problems.append(LineProblem(1, "name", IssueCode.MISSING_NAME_COLUMN,
                                    "the header row has no name columns: first_name and "
                                    "last_name, or name (other columns: ema_number, country, "
                                    "club, team, status, ema_ranked)"))
        return PlayerImport((), (), tuple(problems))
    seen_columns: set[str] = set()
    for col in columns:
        if col in COLUMNS and col in seen_columns:
            problems.append(LineProblem(1, col, IssueCode.DUPLICATE_COLUMN,
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
    # Online names folded (case and width: how a log's names are matched), each with who has
    # it: two players with one online name could not be told apart in a log.
    onlines: dict[str, tuple[str, str, int | None]] = {
        fold_name(p.online_name): (p.name, p.online_name, None)
        for p in existing if p.online_name}
    drafts: list[PlayerDraft] = []
    lines: list[int] = []
    refused: list[tuple[int, PlayerDraft]] = []
    for line, cells in rows:
        values = {col: _cell(cells[i] if i < len(cells) else None, col)
                  for i, col in enumerate(columns) if col in COLUMNS}
        if not any(values.values()):
            continue  # blank line
        bad = len(problems)

        def problem(column: str, code: IssueCode, message: str, **params: Any) -> None:
            problems.append(LineProblem(line, column, code, message, params))  # noqa: B023

        raw_first, raw_last = values.get("first_name", ""), values.get("last_name", "")
        raw_name = values.get("name", "")
        for column, raw in (("first_name", raw_first), ("last_name", raw_last),
                            ("name", raw_name)):
            why = _text_problem(raw)
            if why is not None:
                label = {"first_name": "first name", "last_name": "last name"}.get(column,
                                                                                   "name")
                problem(column, IssueCode.BAD_NAME, f"the {label} {why}", field=column,
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
            problem("name", IssueCode.EMPTY_NAME, "the name is empty", variant="player")
        elif len(problems) == bad:
            if len(entered) > MAX_NAME:
                problem("name", IssueCode.BAD_NAME, f"the name {name_problem(entered)}",
                        field="name",
                        **name_problem_params(entered))
            keys = {name_key(entered), name_key(joined(first, last))}
            clash = next((k for k in keys if k in taken), None)
            if clash is not None:
                problem("name", IssueCode.DUPLICATE_NAME,
                        f"'{entered}' is a duplicate: {taken[clash]}",
                        name=entered, **clashes[clash])
            else:
                for key in keys:
                    taken[key] = f"also on line {line}"
                    clashes[key] = {"variant": "line", "other_line": line}
        ema = values.get("ema_number", "") or None
        if ema is not None:
            if not EMA_NUMBER.fullmatch(ema):
                problem("ema_number", IssueCode.BAD_EMA_NUMBER,
                        f"'{ema}' is not an EMA number (eight digits, e.g. 04290032)",
                        value=ema)
            elif ema in emas:
                problem("ema_number", IssueCode.DUPLICATE_EMA_NUMBER,
                        f"EMA number {ema} is a duplicate: {emas[ema]}", value=ema,
                        **ema_clashes[ema])
            else:
                emas[ema] = f"also on line {line}"
                ema_clashes[ema] = {"variant": "line", "other_line": line}
        for column in ("club", "team", "online_name"):
            why = name_problem(values.get(column, ""))
            if why is not None:
                problem(column, IssueCode.BAD_TEXT, f"the {column} {why}", field=column,
                        **name_problem_params(values.get(column, "")))
        online = clean_name(values.get("online_name", ""))
        if online and name_problem(online) is None:
            folded = fold_name(online)
            if folded in onlines:
                other, other_online, other_line = onlines[folded]
                where = f" (line {other_line})" if other_line is not None else ""
                problem("online_name", IssueCode.ONLINE_NAME_TAKEN,
                        f"{other}{where} already has the online name '{other_online}', the "
                        f"same as '{online}' for {entered or joined(first, last)} (case and "
                        f"width aside): a log could not tell them apart", player=other,
                        name=entered or joined(first, last), value=online,
                        variant="registered" if other_line is None else "line",
                        **({} if other_line is None else {"other_line": other_line}))
            else:
                onlines[folded] = (entered or joined(first, last), online, line)
        raw_country = values.get("country", "")
        country = ema_code(raw_country) if _text_problem(raw_country) is None else None
        if country is None:
            problem("country", IssueCode.BAD_COUNTRY, unknown_country_message(raw_country)
                    if _text_problem(raw_country) is None
                    else f"the country {_text_problem(raw_country)}",
                    variant="unknown" if _text_problem(raw_country) is None else "text",
                    value=raw_country)
        raw_status = values.get("status", "").lower() or PlayerStatus.ACTIVE.value
        try:
            status = PlayerStatus(raw_status)
        except ValueError:
            problem("status", IssueCode.BAD_STATUS,
                    f"unknown status '{raw_status}' (active, dropped or substitute)",
                    value=raw_status)
            status = PlayerStatus.ACTIVE
        raw_ranked = values.get("ema_ranked", "")
        ranked = yes_no(raw_ranked) if raw_ranked else None
        if raw_ranked and ranked is None:
            problem("ema_ranked", IssueCode.BAD_EMA_RANKED,
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
                   name_checked=checked, online_name=clean_name(draft.online_name))


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


_DROPPED_ZERO = re.compile(r"[1-9][0-9]{6}")


def ema_number_text(value: str) -> str:
    """An EMA number as stored: 4290032 (a spreadsheet's number, written to a CSV or typed)
    is 04290032. EMA numbers are eight digits starting with the country's two; 01 to 09
    start with a zero, which a spreadsheet drops (00 is no country, so never two zeros)."""
    text = value.strip()
    return "0" + text if _DROPPED_ZERO.fullmatch(text) else text


def players_to_csv(players: Iterable[Player | PlayerDraft]) -> str:
    """The players file format, every column: reads back with `file_reading.read_csv_text`.
    A cell a spreadsheet would run as a formula (a name starting with =, +, -, @) is written
    with a leading quote, which reading removes again."""
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
