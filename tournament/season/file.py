"""The season file: a club's events, its scoring rule and the organiser's word on who is who.

A season is a small TOML file of its own (`club-2027.rtseason`): text a person can read,
compare between two versions and mend with any editor, in a format Python reads without a
further package (`tomllib`). It names its events (tournament files, by a path relative to the
season file's folder when they are below it, or PostgreSQL URLs, never with a password), each
with a date and a weight; the scoring rule (`total`, `best:N`, `placement[:N]`) and the
minimum number of events to be ranked; and the pairs of names the organiser said are one
person (`same`) or two (`different`). It never holds results: they are read from the events,
read-only, every time the season is computed, so a correction made in an event shows in the
season at once. Example::

    # riichi-tournament season
    format = 1
    scoring = "placement:4"
    min_events = 2
    same = [["Anna Berg", "Anna Berg-Lund"]]
    different = []

    [[events]]
    source = "march.rtdb"
    date = "2027-03-06"
    weight = 1.0

Written whole (beside it, then renamed over it); a file that cannot be read is refused with
what is wrong, never half read.
"""

from __future__ import annotations

import math
import re
import tomllib
from dataclasses import dataclass, field
from datetime import date as Date
from pathlib import Path

from tournament.errors import InvalidInput
from tournament.issue_codes import IssueCode
from tournament.model import Issue

FORMAT = 1
# The scoring rules a season may choose (`set_scoring`).
SCORING_HELP = "total, best:N or placement[:N] (N a whole number from 1)"
_SCORING = re.compile(r"(total)|(best):([1-9][0-9]{0,3})|(placement)(?::([1-9][0-9]{0,3}))?")
_DATE = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}")
MAX_WEIGHT = 100.0
MAX_MIN_EVENTS = 1000


@dataclass(frozen=True, slots=True)
class SeasonEvent:
    """One event of the season: where it is (`source`: a path as written in the season file,
    relative to its folder, or a PostgreSQL URL), its date (ISO) and its weight (`total` and
    `best:N` multiply the event's totals by it)."""

    source: str
    date: str
    weight: float = 1.0


def parse_scoring(text: str) -> tuple[str, int | None] | None:
    """("total", None), ("best", N), ("placement", N or None); None: not a scoring rule."""
    match = _SCORING.fullmatch(text.strip())
    if match is None:
        return None
    if match.group(1):
        return "total", None
    if match.group(2):
        return "best", int(match.group(3))
    return "placement", int(match.group(5)) if match.group(5) else None


def date_problem(text: str) -> str | None:
    """Why `text` is not an ISO date (2027-03-06), or None."""
    if not _DATE.fullmatch(text):
        return f"'{text}' is not a date (YYYY-MM-DD, e.g. 2027-03-06)"
    try:
        Date.fromisoformat(text)
    except ValueError:
        return f"'{text}' is not a date of the calendar"
    return None


def pair_problem(text: str, option: str) -> tuple[tuple[str, str] | None, list[Issue]]:
    """`--same "A=B"` / `--different "A=B"` read: the two names, or the problem."""
    left, sep, right = text.partition("=")
    a, b = " ".join(left.split()), " ".join(right.split())
    if not sep or not a or not b:
        return None, [Issue(IssueCode.BAD_TEXT, None, option,
                            f"--{option} '{text}': give two names as \"A=B\"")]
    if a.casefold() == b.casefold():
        return None, [Issue(IssueCode.BAD_TEXT, None, option,
                            f"--{option} '{text}': the two names are the same")]
    return (a, b), []


def _is_url(source: str) -> bool:
    return "://" in source


def _without_password(url: str) -> str:
    """A URL as the season file keeps it: the password left out (libpq reads it from
    PGPASSWORD or ~/.pgpass when the season is computed)."""
    return re.sub(r"^([a-zA-Z][a-zA-Z0-9+.-]*://[^:/@]*):[^@/]*@", r"\1@", url)


@dataclass(slots=True)
class SeasonFile:
    """A season file, loaded (`load`) or new (`create`). Changes are made in memory and
    written by `save`; each change method validates first and returns its problems (an empty
    list: done), changing nothing when there are any."""

    path: Path
    events: list[SeasonEvent] = field(default_factory=list)
    scoring: str = "total"
    min_events: int = 1
    same: list[tuple[str, str]] = field(default_factory=list)
    different: list[tuple[str, str]] = field(default_factory=list)

    # -- reading and writing ------------------------------------------------------------------

    @classmethod
    def create(cls, path: Path | str) -> SeasonFile:
        """A new, empty season (not written until `save`); refused when `path` exists."""
        path = Path(path)
        if path.exists():
            raise InvalidInput([Issue(IssueCode.FILE_EXISTS, None, "season",
                                      f"{path}: a file of that name already exists")])
        return cls(path)

    @classmethod
    def load(cls, path: Path | str) -> SeasonFile:
        """The season in `path`; InvalidInput naming what is wrong when it cannot be read."""
        path = Path(path)

        def bad(why: str, code: IssueCode = IssueCode.FILE_DAMAGED) -> InvalidInput:
            return InvalidInput([Issue(code, None, "season", f"{path}: {why}")])

        if not path.is_file():
            raise bad("no such season file (`season FILE --add EVENT` creates one)"
                      if not path.exists() else "not a file", IssueCode.NO_FILE)
        try:
            data = tomllib.loads(path.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError) as exc:
            raise bad(f"cannot be read ({exc})") from None
        except tomllib.TOMLDecodeError as exc:
            raise bad(f"not a season file (TOML: {exc})") from None
        if data.get("format") != FORMAT:
            raise bad(f"not a season file of this version (format = {FORMAT} expected)",
                      IssueCode.UNSUPPORTED_VERSION)
        try:
            season = cls(path, [_event(e) for e in data.get("events", [])],
                         str(data.get("scoring", "total")), _whole(data.get("min_events", 1)),
                         [_pair(p) for p in data.get("same", [])],
                         [_pair(p) for p in data.get("different", [])])
        except (TypeError, ValueError, KeyError) as exc:
            raise bad(f"not a season file ({exc})") from None
        problems = season._scoring_problems(season.scoring, season.min_events)
        problems += [Issue(IssueCode.BAD_DATE, None, "date", f"{path}: {why}",
                           {"value": e.date})
                     for e in season.events if (why := date_problem(e.date)) is not None]
        if problems:
            raise bad("; ".join(p.message for p in problems))
        return season

    def save(self) -> Path:
        """Write the season whole (see `export.files.write_text`)."""
        from tournament.export.files import write_text

        lines = ["# riichi-tournament season: its events, scoring and who is who (docs/season.md)",
                 f"format = {FORMAT}", f"scoring = {_toml(self.scoring)}",
                 f"min_events = {self.min_events}",
                 "same = [" + ", ".join(f"[{_toml(a)}, {_toml(b)}]" for a, b in self.same) + "]",
                 "different = [" + ", ".join(f"[{_toml(a)}, {_toml(b)}]"
                                             for a, b in self.different) + "]"]
        for event in self.events:
            lines += ["", "[[events]]", f"source = {_toml(event.source)}",
                      f"date = {_toml(event.date)}", f"weight = {event.weight!r}"]
        return write_text(self.path, "\n".join(lines) + "\n")

    # -- where the events are -----------------------------------------------------------------

    def where(self, event: SeasonEvent | str) -> str:
        """Where an event is read from: its URL, or its path (relative ones from the season
        file's folder)."""
        source = event.source if isinstance(event, SeasonEvent) else event
        if _is_url(source):
            return source
        path = Path(source)
        return str(path if path.is_absolute() else self.path.parent / path)

    def source_text(self, given: str) -> str:
        """How an event given on the command line (a path from the current folder, or a URL)
        is written in the season file."""
        if _is_url(given):
            return _without_password(given)
        path = Path(given).absolute()
        try:
            return path.relative_to(self.path.absolute().parent).as_posix()
        except ValueError:
            return str(path)

    def find(self, given: str) -> SeasonEvent | None:
        text = self.source_text(given)
        return next((e for e in self.events if e.source in (text, given)), None)

    # -- changes ------------------------------------------------------------------------------

    def add_event(self, source: str, date: str | None = None,
                  weight: float = 1.0) -> list[Issue]:
        """Add an event (a file or a URL) after reading it and running its check: refused
        when it cannot be read, fails its check, is in the season already, has no date (none
        given and no start date in the event), or the date or weight is bad."""
        from tournament.season.events import read_event

        problems: list[Issue] = []
        if date is not None and (why := date_problem(date)) is not None:
            problems.append(Issue(IssueCode.BAD_DATE, None, "date", f"--date: {why}",
                                  {"value": date}))
        if not (isinstance(weight, (int, float)) and math.isfinite(weight)
                and 0 < weight <= MAX_WEIGHT):
            problems.append(Issue(IssueCode.IMPLAUSIBLE_NUMBER, None, "weight",
                                  f"--weight {weight}: a number above 0, at most "
                                  f"{MAX_WEIGHT:g}"))
        text = self.source_text(source)
        if self.find(source) is not None:
            problems.append(Issue(IssueCode.DUPLICATE_NAME, None, "event",
                                  f"{text}: already an event of this season"))
        if problems:
            return problems
        event, problems = read_event(source if _is_url(source) else str(Path(source)),
                                     shown=text)
        if event is None:
            return problems
        if date is None:
            date = event.start_date
            if date is None or date_problem(date) is not None:
                return [Issue(IssueCode.NO_DATE, None, "date",
                              f"{text}: the event has no start date; give --date YYYY-MM-DD")]
        self.events.append(SeasonEvent(text, date, float(weight)))
        return []

    def remove_event(self, source: str) -> list[Issue]:
        found = self.find(source)
        if found is None:
            return [Issue(IssueCode.NOT_FOUND, None, "event",
                          f"{source}: not an event of this season")]
        self.events.remove(found)
        return []

    def set_scoring(self, text: str, min_events: int | None = None) -> list[Issue]:
        problems = self._scoring_problems(text, self.min_events if min_events is None
                                          else min_events)
        if problems:
            return problems
        kind, n = parse_scoring(text) or ("total", None)
        self.scoring = kind if n is None else f"{kind}:{n}"
        if min_events is not None:
            self.min_events = min_events
        return []

    def _scoring_problems(self, text: str, min_events: int) -> list[Issue]:
        problems = []
        if parse_scoring(text) is None:
            problems.append(Issue(IssueCode.BAD_RANKING, None, "scoring",
                                  f"--scoring '{text}': not a scoring rule ({SCORING_HELP})"))
        if not 1 <= min_events <= MAX_MIN_EVENTS:
            problems.append(Issue(IssueCode.BAD_MINIMUM, None, "min_events",
                                  f"--min-events {min_events}: a whole number from 1 to "
                                  f"{MAX_MIN_EVENTS}"))
        return problems

    def add_pair(self, same: bool, a: str, b: str) -> list[Issue]:
        """Say that the players named `a` and `b` are one person (`same`) or two. The names
        are checked against the season's events by `compute_season` (an unknown name is a
        problem there); a pair said both ways is refused here."""
        pair = (a, b)
        key = {a.casefold(), b.casefold()}
        other = self.different if same else self.same
        if any({x.casefold(), y.casefold()} == key for x, y in other):
            word = "different" if same else "same"
            return [Issue(IssueCode.BAD_TEXT, None, "same" if same else "different",
                          f"'{a}={b}' was already said to be {word}: take that back in the "
                          f"season file first")]
        mine = self.same if same else self.different
        if not any({x.casefold(), y.casefold()} == key for x, y in mine):
            mine.append(pair)
        return []


def _toml(text: str) -> str:
    """A TOML basic string: quote, backslash and control characters escaped."""
    out = []
    for ch in text:
        if ch in "\"\\":
            out.append("\\" + ch)
        elif ord(ch) < 0x20 or ord(ch) == 0x7F:
            out.append(f"\\u{ord(ch):04X}")
        else:
            out.append(ch)
    return '"' + "".join(out) + '"'


def _whole(value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"{value!r} is not a whole number")
    return value


def _event(value: object) -> SeasonEvent:
    if not isinstance(value, dict):
        raise TypeError("an event is a table of source, date and weight")
    source, date, weight = value["source"], value["date"], value.get("weight", 1.0)
    if not isinstance(source, str) or not isinstance(date, str) \
            or isinstance(weight, bool) or not isinstance(weight, (int, float)) \
            or not (math.isfinite(weight) and 0 < weight <= MAX_WEIGHT):
        raise TypeError(f"event {source!r}: source and date are text, weight a number "
                        f"above 0")
    return SeasonEvent(source, date, float(weight))


def _pair(value: object) -> tuple[str, str]:
    if not (isinstance(value, list) and len(value) == 2
            and all(isinstance(v, str) and v.strip() for v in value)):
        raise TypeError(f"{value!r}: a pair of names is [\"A\", \"B\"]")
    return str(value[0]), str(value[1])
