"""The standings spec: one formatter for every language the desk speaks, and the column lists
each front end walks (their keys are the export's header, the live page's names)."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from tournament.standings import spec


@dataclass(frozen=True)
class Line:
    place: int | None = 3
    tied: bool = True
    name: str = "Anna Berg"
    club: str = "Kraków"
    country: str = "POL"
    ema_number: str = "04290032"
    group: str = "ranked"
    games: int = 12
    points: float = -12345.25
    rounds: tuple[float | None, ...] = (38.3, None, -2.0)
    placements: tuple[int, int, int, int] = (4, 3, 3, 2)
    chombos: int = 0
    chombo_deductions: float = 0.0
    penalties: float = -2.0
    provisional: bool = False
    carried: float | None = None
    qualifying_place: int | None = None


@pytest.mark.parametrize(("value", "decimals", "language", "text"), [
    (38.25, 1, "en", "+38.3"),  # a half away from zero, as the desk's QLocale does
    (0.15, 1, "en", "+0.1"),  # 0.1499999... in binary: the value, not its decimal text
    (38.36, 1, "fr", "+38,4"),
    (-30.1, 1, "en", "\u221230.1"),
    (-12345.6, 1, "en", "\u221212,345.6"),
    (-12345.6, 1, "fr", "\u221212\u202f345,6"),
    (0.04, 1, "en", "0.0"),
    (-0.04, 1, "fr", "0,0"),
    (6.75, 2, "fr", "+6,75"),
    (-7.0, 0, "en", "\u22127"),
])
def test_signed_points_in_each_language(value, decimals, language, text):
    assert spec.signed(value, decimals, language) == text


def test_numbers_group_thousands_as_the_language_does():
    assert spec.number_text(30000) == "30,000"
    assert spec.number_text(30000, language="fr") == "30\u202f000"
    assert spec.number_text(1234.5, 1, "fr") == "1\u202f234,5"
    assert spec.number_text(7, language="xx") == "7"  # an unknown language writes English


def test_each_kind_is_written_by_the_one_formatter():
    line = Line()
    columns = {c.key: c for c in spec.desk_columns(3)}
    assert columns["place"].text(line) == "3="
    assert columns["player"].text(line) == "Anna Berg"
    assert columns["games"].text(line) == "12"
    assert columns["total"].text(line, language="fr") == "\u221212\u202f345,3"
    assert columns["r1"].text(line) == "+38.3"
    assert columns["r2"].text(line) == ""  # no game counted that round
    assert columns["chombos"].text(line) == ""  # 0 chombos: an empty cell
    assert columns["penalties"].text(line) == "\u22122.0"


def test_the_desk_columns_follow_the_rounds_and_the_final():
    keys = [c.key for c in spec.desk_columns(3)]
    assert keys == ["place", "player", "games", "total", "r1", "r2", "r3", "first", "second",
                    "third", "fourth", "chombos", "penalties"]
    assert "chombo_deductions" in [c.key for c in spec.desk_columns(3, deductions=True)]
    final = spec.desk_columns(5, final_from=5, qualifying=4)
    titles = [c.title_in() for c in final]
    assert titles[4:11] == ["R1", "R2", "R3", "R4", "Carried", "F1", "Qualifying place"]
    french = {"F%1": "F%1", "Carried": "Report", "R%1": "M%1"}
    assert [c.title_in(lambda w: french.get(w, w)) for c in final][7:10] == [
        "M4", "Report", "F1"]


def test_the_exports_header_is_the_specs_keys():
    assert [c.key for c in spec.export_columns(2)] == [
        "place", "tied", "player", "club", "country", "ema_number", "status", "games", "r1",
        "r2", "penalties", "total"]
    assert [c.key for c in spec.export_columns(1, final=True)][-3:] == [
        "carried", "penalties", "total"]
    # The export writes a penalty of 0 (the desk leaves the cell empty).
    penalties = spec.export_columns(1)[-2]
    assert penalties.shown(Line(penalties=0.0)) == 0.0


def test_the_live_pages_columns_as_json():
    shown = spec.columns_json(spec.live_columns(2, carried=True))
    assert [(c["key"], c["title"], c["kind"]) for c in shown] == [
        ("place", "Place", "place"), ("player", "Name", "text"),
        ("carried", "Carried", "points"), ("r1", "R1", "points"), ("r2", "R2", "points"),
        ("total", "Total", "points")]
    assert [c.key for c in spec.live_columns(2, apart=True)] == ["player", "r1", "r2", "total"]


def test_two_decimals_only_when_a_value_needs_them():
    assert not spec.needs_two_decimals([Line(points=-12.5, rounds=(1.5,))])
    assert spec.needs_two_decimals([Line(points=1.0, carried=6.75)])


def test_the_printed_layout():
    assert [c.key for c in spec.printed_columns(2)] == [
        "place", "player", "club", "country", "r1", "r2", "penalties", "total"]
    # No club column when nobody has a club, no penalties column when nobody has any; a
    # final from round 3 puts what the finalists carried before its first round (F1).
    final = spec.printed_columns(4, club=False, penalties=False, final_from=3)
    assert [c.key for c in final] == ["place", "player", "country", "r1", "r2", "carried",
                                      "r3", "r4", "total"]
    assert [c.title_in() for c in final[-3:-1]] == ["F1", "F2"]


@pytest.mark.parametrize(("value", "decimals", "text"), [
    (38.25, 1, "+38.3"), (-38.25, 1, "\u221238.3"), (0.04, 1, "0.0"), (-0.04, 1, "0.0"),
    (30000, 0, "30,000"), (-17800, 0, "\u221217,800"), (29999.6, 0, "30,000"),
    (0.5, 0, "1"), (-6.125, 2, "\u22126.13")])
def test_paper_writes_numbers_as_the_screens_do(value, decimals, text):
    # One formatter (tournament.words.numbers): the printed documents' words write a number as
    # the standings' columns do, a half rounded away from zero (Python's own format would
    # print "+38.2" for 38.25).
    from tournament.words.document_words import ENGLISH_WORDS, Num

    printed = ENGLISH_WORDS.number(Num(value, decimals, signed=value > 0 and decimals > 0))
    assert printed == text
    if decimals:
        assert spec.signed(value, decimals) == text


@dataclass(frozen=True)
class Row:
    """What the command line reads: the core's row, in raw points."""
    place: int | None = 3
    tied: bool = True
    name: str = "Zoë"
    games: int = 2
    score: int = 71000
    points: int = 92250
    placements: tuple[int, int, int, int] = (2, 0, 0, 0)
    penalties: int = -5000
    chombos: int = 1
    yellow_cards: int = 0
    rounds: tuple[int | None, ...] = (46300, None)
    team: str = "A"
    status: object = type("Status", (), {"value": "active"})()
    provisional: bool = True


def test_the_command_lines_json_keys_and_their_values():
    def shown(raw: float) -> float:
        return raw / 1000

    row = Row()
    assert {c.key: spec.command_value(c, row, shown) for c in spec.command_row_columns()} == {
        "place": 3, "player": "Zoë", "points": 92.25, "games": 2, "score": 71000,
        "placements": [2, 0, 0, 0], "penalties": -5.0, "chombos": 1, "yellow_cards": 0,
        "rounds": [46.3, None], "team": "A", "status": "active", "provisional": True}
    assert [c.key for c in spec.command_team_columns()] == [
        "place", "team", "points", "games", "members"]


def test_the_command_lines_text_cells():
    def shown(raw: float) -> float:
        return raw / 1000

    text = {c.key: (spec.command_text(c, Row(), shown), width)
            for c, width in spec.command_text_columns()}
    assert text == {"place": ("3=", 4), "player": ("Zoë", spec.NAME_WIDTH),
                    "points": ("92.2", 8),  # Python's rounding, as the command always wrote
                    "games": ("2", 5), "placements": ("2/0/0/0", 9),
                    "penalties": ("-5.0", 7), "provisional": ("provisional", 0)}
    apart = Row(place=None, tied=False, provisional=False)
    cells = {c.key: spec.command_text(c, apart, shown) for c, _ in spec.command_text_columns()}
    assert (cells["place"], cells["provisional"]) == ("-", "")
    assert [(c.key, w) for c, w in spec.command_team_text_columns()] == [
        ("place", 4), ("team", spec.NAME_WIDTH), ("points", 8)]


@pytest.mark.parametrize(("value", "decimals", "text"), [
    (92.25, 1, "92.2"), (-5.0, 1, "-5.0"), (1234.5, 1, "1234.5"), (0.0, 1, "0.0"),
    (6.75, 2, "6.75")])
def test_the_command_line_writes_numbers_as_python_does(value, decimals, text):
    from tournament.words.numbers import plain

    assert plain(value, decimals) == text
