"""Manual schedules: typed in, or imported from CSV. Problems come back as data, never raised.

Typed text: one table per line, four player ids in seat order East, South, West, North,
separated by spaces, commas, semicolons or tabs. Several tables may share a line when
separated by ``|``. A round ends at a blank line or at a header line such as ``Round 2`` or
``R2:`` (a header may carry tables after the colon). ``#`` starts a comment.

CSV: a header row naming a ``round`` column and four seat columns (``east,south,west,north``,
``e,s,w,n`` or ``seat1..seat4``/``p1..p4``), optionally a ``table`` column to order the
tables of a round. Rounds are numbered from 1 and listed in increasing order.
"""

from __future__ import annotations

import csv
import io
import re

from tournament.seating.model import ManualProblem, Round, Rounds
from tournament.words.numbers import whole_problem

_HEADER = re.compile(r"^\s*(?:round|r)\s*([0-9]+)\s*[:.)\-]?\s*(.*)$", re.IGNORECASE)
_SEAT_NAMES = (
    ("east", "south", "west", "north"),
    ("e", "s", "w", "n"),
    ("seat1", "seat2", "seat3", "seat4"),
    ("p1", "p2", "p3", "p4"),
    ("player1", "player2", "player3", "player4"),
)


def parse_manual(text: str) -> tuple[Rounds, list[ManualProblem]]:
    """Rounds (tables in seat order) and every problem found, with its 1-based line."""
    lines = text.splitlines()
    first = next((ln for ln in lines if ln.strip() and not ln.strip().startswith("#")), "")
    if re.search(r"[a-z]", first, re.IGNORECASE) and "round" in first.lower() and (
        "," in first or ";" in first or "\t" in first
    ) and not _HEADER.match(first):
        rounds, starts, problems = _parse_csv(text)
    else:
        rounds, starts, problems = _parse_text(lines)
    if not rounds and not problems:
        problems.append(ManualProblem(0, "no tables found"))
    problems.extend(_check_rounds(rounds, starts))
    return rounds, problems


def _ids(fields: list[str], line: int, problems: list[ManualProblem]) -> list[int] | None:
    out = []
    for f in fields:
        # (ASCII digits of bounded length: int() also reads "٢" and refuses 5,000 digits
        # with a ValueError of its own)
        if whole_problem(f) is not None:
            problems.append(ManualProblem(line, f"{f[:40]!r} is not a player id (a whole "
                                                "number)"))
            return None
        out.append(int(f))
    return out


def _parse_text(lines: list[str]) -> tuple[Rounds, list[int], list[ManualProblem]]:
    problems: list[ManualProblem] = []
    rounds: list[list[tuple[int, int, int, int]]] = []
    starts: list[int] = []
    current: list[tuple[int, int, int, int]] = []
    current_start = 0

    def close() -> None:
        nonlocal current
        if current:
            rounds.append(current)
            starts.append(current_start)
            current = []

    for number, raw in enumerate(lines, start=1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            close()
            continue
        header = _HEADER.match(line)
        if header:
            close()
            line = header.group(2).strip()
            if not line:
                continue
        for chunk in line.split("|"):
            fields = [f for f in re.split(r"[\s,;]+", chunk.strip()) if f]
            if not fields:
                continue
            ids = _ids(fields, number, problems)
            if ids is None:
                continue
            if len(ids) != 4:
                problems.append(ManualProblem(
                    number, f"a table needs four players, found {len(ids)}"))
                continue
            if not current:
                current_start = number
            current.append((ids[0], ids[1], ids[2], ids[3]))
    close()
    return tuple(tuple(r) for r in rounds), starts, problems


def _parse_csv(text: str) -> tuple[Rounds, list[int], list[ManualProblem]]:
    problems: list[ManualProblem] = []
    sample = text[:2048]
    try:
        dialect: type[csv.Dialect] | csv.Dialect = csv.Sniffer().sniff(sample, ",;\t")
    except csv.Error:
        dialect = csv.excel
    reader = csv.reader(io.StringIO(text), dialect)
    header: list[str] | None = None
    columns: dict[str, int] = {}
    seats: tuple[int, ...] = ()
    by_round: dict[int, list[tuple[int, int, tuple[int, int, int, int]]]] = {}
    for row in reader:
        number = reader.line_num
        cells = [c.strip() for c in row]
        if not any(cells) or cells[0].startswith("#"):
            continue
        if header is None:
            header = [c.lower() for c in cells]
            columns = {name: i for i, name in enumerate(header)}
            if "round" not in columns:
                problems.append(ManualProblem(number, "the header has no 'round' column"))
                return (), [], problems
            for names in _SEAT_NAMES:
                if all(name in columns for name in names):
                    seats = tuple(columns[name] for name in names)
                    break
            else:
                problems.append(ManualProblem(
                    number, "the header needs four seat columns: east,south,west,north"))
                return (), [], problems
            continue
        needed = max(seats + (columns["round"],) + ((columns["table"],) if "table" in columns
                                                     else ()))
        if len(cells) <= needed:
            problems.append(ManualProblem(number, "the row has too few columns"))
            continue
        nums = _ids([cells[columns["round"]]], number, problems)
        if nums is None:
            continue
        rnd = nums[0]
        if rnd < 1:
            problems.append(ManualProblem(number, "rounds are numbered from 1"))
            continue
        table_no = len(by_round.get(rnd, []))
        if "table" in columns and cells[columns["table"]]:
            t = _ids([cells[columns["table"]]], number, problems)
            if t is None:
                continue
            table_no = t[0]
        ids = _ids([cells[i] for i in seats], number, problems)
        if ids is None:
            continue
        by_round.setdefault(rnd, []).append((table_no, number, (ids[0], ids[1], ids[2], ids[3])))
    if header is None:
        problems.append(ManualProblem(0, "no header row"))
        return (), [], problems
    expected = list(range(1, len(by_round) + 1))
    if sorted(by_round) != expected:
        problems.append(ManualProblem(
            0, f"rounds should be numbered 1 to {len(by_round)}, found "
            f"{', '.join(map(str, sorted(by_round)))}"))
    rounds: list[Round] = []
    starts = []
    for rnd in sorted(by_round):
        entries = sorted(by_round[rnd], key=lambda e: (e[0], e[1]))
        numbers = [e[0] for e in entries]
        if len(set(numbers)) != len(numbers):
            problems.append(ManualProblem(entries[0][1], f"round {rnd} lists a table twice"))
        rounds.append(tuple(e[2] for e in entries))
        starts.append(min(e[1] for e in entries))
    return tuple(rounds), starts, problems


def _check_rounds(rounds: Rounds, starts: list[int]) -> list[ManualProblem]:
    """Whole-round problems, reported at the line where the round starts."""
    problems = []
    first: set[int] | None = None
    for r, (rnd, line) in enumerate(zip(rounds, starts, strict=True), start=1):
        seen: set[int] = set()
        twice: set[int] = set()
        for table in rnd:
            for p in table:
                (twice if p in seen else seen).add(p)
        if twice:
            problems.append(ManualProblem(
                line, f"round {r}: seated twice: {', '.join(map(str, sorted(twice)))}"))
        if first is None:
            first = seen
        elif seen != first:
            missing = sorted(first - seen)
            extra = sorted(seen - first)
            parts = []
            if missing:
                parts.append("missing " + ", ".join(map(str, missing)))
            if extra:
                parts.append("not in round 1: " + ", ".join(map(str, extra)))
            problems.append(ManualProblem(line, f"round {r}: " + "; ".join(parts)))
    return problems
