"""The standings' columns, declared once, and the one way their numbers are written.

Every place that draws the standings (the desk's table and its final standings, the projector,
the printed documents, the exports, the live page and its script, the command line's
`standings` as text and as JSON) walks the columns given here: a column says its key (the
CSV's and the live page's name for it), its title (English, the code a front end translates;
"R%1" takes the round's number), the value it takes from a standings line and the kind of
number that value is. A new column is one line in `CATALOGUE` and its key in the layouts
that show it.

Numbers are written by `number_text` and `signed` in a language's way: "30,000" and "+38.3"
in English, "30 000" and "+38,3" in French (a narrow no-break space between thousands, as the
desk's QLocale writes them). Tournament points carry a real minus sign ("−30.1"); zero has
no sign. The command line writes them as Python does (`plain`: "-5.0"), for scripts.

Pure: no Qt, no storage; the lines are the service's `StandingLine` values (any object with
their attributes), the command line's the core's rows (`tournament.standings.ranking.StandingRow`).
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from tournament.words.numbers import MINUS, SEPARATORS, number_text, plain, signed

# The one number formatter (tournament.words.numbers), named here for the front ends.
__all__ = ["MINUS", "SEPARATORS", "number_text", "plain", "signed"]


class Kind(enum.StrEnum):
    """What a column's value is, so each renderer writes and aligns it the same way."""

    TEXT = "text"  # a name, a club: left-aligned, never a number
    PLACE = "place"  # 1, 2 (shared places are written "2=")
    INTEGER = "integer"  # games, counts: "12"
    POINTS = "points"  # tournament points, a signed decimal: "+38.3", "−2.0"
    FLAG = "flag"  # yes or nothing

    @property
    def numeric(self) -> bool:
        return self in (Kind.PLACE, Kind.INTEGER, Kind.POINTS)


class Line(Protocol):
    """What a column reads from a standings line (`tournament.service.read_models
    .StandingLine`)."""

    @property
    def place(self) -> int | None: ...
    @property
    def tied(self) -> bool: ...
    @property
    def name(self) -> str: ...
    @property
    def club(self) -> str: ...
    @property
    def country(self) -> str: ...
    @property
    def ema_number(self) -> str: ...
    @property
    def group(self) -> str: ...
    @property
    def games(self) -> int: ...
    @property
    def points(self) -> float: ...
    @property
    def rounds(self) -> tuple[float | None, ...]: ...
    @property
    def placements(self) -> tuple[int, int, int, int]: ...
    @property
    def chombos(self) -> int: ...
    @property
    def chombo_deductions(self) -> float: ...
    @property
    def penalties(self) -> float: ...
    @property
    def provisional(self) -> bool: ...
    @property
    def carried(self) -> float | None: ...
    @property
    def qualifying_place(self) -> int | None: ...


@dataclass(frozen=True, slots=True)
class Column:
    key: str  # "total", "r3": the CSV header and the live page's name of the column
    title: str  # English, translated by the front end; "%1" is `number`
    kind: Kind
    value: Callable[[Any], Any]  # from a line; None: an empty cell
    number: int | None = None  # what "%1" in the title stands for (a round, a final game)
    blank_zero: bool = False  # 0 is shown as an empty cell (no chombos, no penalties)
    tooltip: str = ""  # English, translated by the front end
    many: bool = False  # the value is a sequence of values of `kind` (the command line's)

    def title_in(self, translate: Callable[[str], str] = str) -> str:
        """The title in a language (`translate`: the front end's word for an English code)."""
        title = translate(self.title)
        return title if self.number is None else title.replace("%1", str(self.number))

    def shown(self, line: Line) -> Any:
        """The value as a cell holds it: None for an empty cell."""
        value = self.value(line)
        return None if self.blank(value) else value

    def blank(self, value: Any) -> bool:
        """Is `value` (this column's `value` of a line) shown as an empty cell?"""
        return not value if self.blank_zero else value is None

    def text(self, line: Line, decimals: int = 1, language: str = "en") -> str:
        return format_value(self.shown(line), self.kind, decimals, language,
                            tied=self.kind is Kind.PLACE and line.tied)

    def sort_value(self, line: Line) -> Any:
        """What the column sorts by (None: below every value)."""
        return self.value(line)


def format_value(value: Any, kind: Kind, decimals: int = 1, language: str = "en",
                 tied: bool = False) -> str:
    """The one formatter of a standings cell: "" for nothing, "2=" for a shared place, "+38.3"
    for points, "12" for a count, the text itself for text."""
    if value is None:
        return ""
    if kind is Kind.POINTS:
        return signed(value, decimals, language)
    if kind is Kind.PLACE:
        return f"{value}=" if tied else str(value)
    if kind is Kind.INTEGER:
        return number_text(value, 0, language)
    if kind is Kind.FLAG:
        return "yes" if value else ""
    return str(value)


def _round(index: int) -> Callable[[Any], float | None]:
    def value(line: Line) -> float | None:
        return line.rounds[index] if index < len(line.rounds) else None
    return value


def _placement(index: int) -> Callable[[Any], int]:
    return lambda line: line.placements[index]


CATALOGUE: dict[str, Column] = {c.key: c for c in (
    Column("place", "Place", Kind.PLACE, lambda r: r.place),
    Column("tied", "Tied", Kind.FLAG, lambda r: r.tied),
    Column("player", "Name", Kind.TEXT, lambda r: r.name),
    Column("club", "Club", Kind.TEXT, lambda r: r.club),
    Column("country", "Country", Kind.TEXT, lambda r: r.country),
    Column("ema_number", "EMA number", Kind.TEXT, lambda r: r.ema_number),
    Column("status", "Status", Kind.TEXT, lambda r: r.group),
    Column("games", "Games", Kind.INTEGER, lambda r: r.games),
    Column("total", "Total", Kind.POINTS, lambda r: r.points),
    Column("first", "1st", Kind.INTEGER, _placement(0)),
    Column("second", "2nd", Kind.INTEGER, _placement(1)),
    Column("third", "3rd", Kind.INTEGER, _placement(2)),
    Column("fourth", "4th", Kind.INTEGER, _placement(3)),
    Column("chombos", "Chombos", Kind.INTEGER, lambda r: r.chombos, blank_zero=True),
    Column("chombo_deductions", "Chombo deductions", Kind.POINTS,
           lambda r: r.chombo_deductions, blank_zero=True,
           tooltip="Deducted at the end of each game with a chombo; already inside the "
                   "round columns and the total"),
    Column("penalties", "Referee penalties", Kind.POINTS, lambda r: r.penalties,
           blank_zero=True, tooltip="Point deductions given by a referee, on top of the games"),
    Column("carried", "Carried", Kind.POINTS, lambda r: r.carried,
           tooltip="The qualifying points each finalist starts the final with"),
    Column("qualifying_place", "Qualifying place", Kind.PLACE, lambda r: r.qualifying_place,
           tooltip="The place after the qualifying rounds; players outside the final keep it"),
)}


def round_column(number: int, final_from: int | None = None) -> Column:
    """Round `number`'s points: "R3", or "F1" for the first round of a final."""
    if final_from is not None and number >= final_from:
        return Column(f"r{number}", "F%1", Kind.POINTS, _round(number - 1),
                      number=number - final_from + 1)
    return Column(f"r{number}", "R%1", Kind.POINTS, _round(number - 1), number=number)


def _rounds(rounds: int, final_from: int | None) -> list[Column]:
    return [round_column(n, final_from) for n in range(1, rounds + 1)]


def desk_columns(rounds: int, *, deductions: bool = False, final_from: int | None = None,
                 qualifying: int | None = None) -> list[Column]:
    """The desk's ranking: place, name, games, total, a column per round, firsts to fourths,
    chombos, the end-of-game chombo deductions (`deductions`: under a ruleset that deducts
    them) and the referee penalties. A final's standings (`final_from`, its first round;
    `qualifying`, the rounds before it) have the qualifying rounds, what each finalist
    carried, the final's games (F1...) and each player's qualifying place."""
    c = CATALOGUE
    head = [c["place"], c["player"], c["games"], c["total"]]
    if final_from is None:
        middle = _rounds(rounds, None)
    else:
        before = min(rounds, qualifying if qualifying is not None else final_from - 1)
        middle = (_rounds(before, None) + [c["carried"]]
                  + [round_column(n, final_from) for n in range(final_from, rounds + 1)]
                  + [c["qualifying_place"]])
    tail = [c["first"], c["second"], c["third"], c["fourth"], c["chombos"]]
    if deductions:
        tail.append(c["chombo_deductions"])
    return head + middle + tail + [c["penalties"]]


def projector_columns() -> list[Column]:
    """The projector: what a hall reads from afar."""
    return [CATALOGUE[k] for k in ("place", "player", "games", "total")]


def export_columns(rounds: int, final: bool = False) -> list[Column]:
    """The CSV and XLSX files (their header is the keys): who, then every round's points,
    what a finalist carried, the referee penalties and the total."""
    c = CATALOGUE
    return ([c[k] for k in ("place", "tied", "player", "club", "country", "ema_number",
                            "status", "games")]
            + _rounds(rounds, None) + ([c["carried"]] if final else [])
            + [Column("penalties", "Referee penalties", Kind.POINTS, lambda r: r.penalties),
               c["total"]])


def live_columns(rounds: int, *, carried: bool = False, final_from: int | None = None,
                 apart: bool = False) -> list[Column]:
    """The live page: place, name, what a finalist carried, the rounds, the total; players
    without a place (`apart`) have no place column and no carried points."""
    c = CATALOGUE
    head = [c["player"]] if apart else [c["place"], c["player"]]
    if carried and not apart:
        head.append(c["carried"])
    return head + _rounds(rounds, final_from) + [c["total"]]


def printed_columns(rounds: int, *, club: bool = True, penalties: bool = True,
                    final_from: int | None = None) -> list[Column]:
    """The printed standings and the standings web page: place, name, club (`club`: when
    any player has one), country, the rounds (what a finalist carried before the final's
    first round `final_from`, whose rounds are F1...), the referee penalties (`penalties`:
    when anyone has some) and the total."""
    c = CATALOGUE
    columns = [c["place"], c["player"]] + ([c["club"]] if club else []) + [c["country"]]
    for n in range(1, rounds + 1):
        if n == final_from:
            columns.append(c["carried"])
        columns.append(round_column(n, final_from))
    return columns + ([c["penalties"]] if penalties else []) + [c["total"]]


def needs_two_decimals(lines: Sequence[Line]) -> bool:
    """Halving a carry-over can leave quarters of a point (13.5 / 2 = 6.75): then every point
    is written to 2 decimals, never rounded away."""
    return any(abs(v * 10 - round(v * 10)) > 1e-9 for line in lines
               for v in (line.points, line.carried, *line.rounds) if v is not None)


def columns_json(columns: Sequence[Column], translate: Callable[[str], str] = str
                 ) -> list[dict[str, Any]]:
    """The columns as a page's script reads them: key, title, kind."""
    return [{"key": col.key, "title": col.title_in(translate), "kind": col.kind.value}
            for col in columns]


# -- the command line -------------------------------------------------------------------------
# `python -m tournament standings` prints the core's rows
# (`tournament.standings.ranking.StandingRow` and `TeamRow`: raw points, which the command writes in
# the ruleset's display unit) as a text table or as JSON (docs/cli.md). A column's key is
# its JSON key and its title the text table's heading, lower case and never translated: scripts read
# both, and both are kept byte for byte (tests/service/test_cli_standings_golden.py). Its
# "penalties" are every deduction (the referee's and the end-of-game chombo deductions), as the JSON
# has always said, not the referee penalties alone of the "penalties" column above.

NAME_WIDTH = 0  # a text column as wide as the widest player's name (the title's, without one)

_COMMAND_ROW = (
    Column("place", "", Kind.PLACE, lambda r: r.place),
    Column("player", "player", Kind.TEXT, lambda r: r.name),
    Column("points", "points", Kind.POINTS, lambda r: r.points),
    Column("games", "games", Kind.INTEGER, lambda r: r.games),
    Column("score", "score", Kind.INTEGER, lambda r: r.score),
    Column("placements", "1/2/3/4", Kind.INTEGER, lambda r: r.placements, many=True),
    Column("penalties", "penalty", Kind.POINTS, lambda r: r.penalties),
    Column("chombos", "chombos", Kind.INTEGER, lambda r: r.chombos),
    Column("yellow_cards", "yellow cards", Kind.INTEGER, lambda r: r.yellow_cards),
    Column("rounds", "rounds", Kind.POINTS, lambda r: r.rounds, many=True),
    Column("team", "team", Kind.TEXT, lambda r: r.team),
    Column("status", "status", Kind.TEXT, lambda r: r.status.value),
    Column("provisional", "provisional", Kind.FLAG, lambda r: r.provisional),
)

_COMMAND_TEAM = (
    Column("place", "", Kind.PLACE, lambda t: t.place),
    Column("team", "team", Kind.TEXT, lambda t: t.team),
    Column("points", "points", Kind.POINTS, lambda t: t.points),
    Column("games", "games", Kind.INTEGER, lambda t: t.games),
    Column("members", "members", Kind.TEXT, lambda t: t.members, many=True),
)


def command_row_columns() -> list[Column]:
    """A player's row in `standings --json`, in its order."""
    return list(_COMMAND_ROW)


def command_team_columns() -> list[Column]:
    """A team's row in `standings --json`."""
    return list(_COMMAND_TEAM)


def command_text_columns() -> list[tuple[Column, int]]:
    """A player's line in `standings` as text, (column, width): the place, the name
    (`NAME_WIDTH`), the points, the games, firsts to fourths, the penalties, and
    "provisional" on a line that counts a game still in play."""
    c = {col.key: col for col in _COMMAND_ROW}
    return [(c["place"], 4), (c["player"], NAME_WIDTH), (c["points"], 8), (c["games"], 5),
            (c["placements"], 9), (c["penalties"], 7), (c["provisional"], 0)]


def command_team_text_columns() -> list[tuple[Column, int]]:
    """A team's line in `standings` as text, under the players' columns of the same width."""
    c = {col.key: col for col in _COMMAND_TEAM}
    return [(c["place"], 4), (c["team"], NAME_WIDTH), (c["points"], 8)]


def _same(value: float) -> float:
    return value


def command_value(column: Column, line: Any, shown: Callable[[float], float] = _same) -> Any:
    """A cell's value as `standings --json` writes it: points through `shown` (raw points
    in the ruleset's display unit), a sequence as a list, None as null."""
    value = column.value(line)
    if column.kind is not Kind.POINTS:
        return list(value) if column.many else value
    if column.many:
        return [None if v is None else shown(v) for v in value]
    return None if value is None else shown(value)


def _plain_cell(column: Column, value: Any, tied: bool, decimals: int) -> str:
    if value is None:
        return "-" if column.kind is Kind.PLACE else ""
    kind = column.kind
    if kind is Kind.POINTS:
        return plain(value, decimals)
    if kind is Kind.PLACE:
        return f"{value}=" if tied else str(value)
    if kind is Kind.FLAG:
        return column.title if value else ""
    return str(value)


def command_text(column: Column, line: Any, shown: Callable[[float], float] = _same,
                 decimals: int = 1) -> str:
    """A cell as `standings` writes it as text: points as `numbers.plain` writes them
    ("-5.0"), a shared place "3=", no place "-" (substitutes, disqualified players), firsts
    to fourths "2/1/0/1", a flag its title when set. (A team's place is never marked
    shared: a team row has no `tied`.)"""
    value = command_value(column, line, shown)
    tied = column.kind is Kind.PLACE and getattr(line, "tied", False)
    if column.many:
        return "/".join(_plain_cell(column, v, tied, decimals) for v in value)
    return _plain_cell(column, value, tied, decimals)
