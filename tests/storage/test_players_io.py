"""Players files: CSV and XLSX import with a problem per bad line, and CSV export."""

from __future__ import annotations

import openpyxl
import pytest

from tournament.players_io import (
    Player,
    PlayerStatus,
    players_to_csv,
    read_csv_text,
    read_players_file,
    read_xlsx,
)


def test_csv_with_all_columns_and_blank_lines():
    text = ("name,ema_number,club,country,team\n"
            "Anna Berg,04290032,Oslo MC,NO,North\n"
            "\n"
            "  Bruno   Costa ,,,PT,\n")
    result = read_csv_text(text)
    assert result.ok
    assert [p.name for p in result.players] == ["Anna Berg", "Bruno Costa"]
    assert result.players[0].ema_number == "04290032"
    assert result.players[0].team == "North"
    assert result.players[1].ema_number is None
    assert result.lines == (2, 4)


def test_every_bad_line_is_reported_with_its_line_number():
    text = ("name,ema_number\n"
            "Anna,04290032\n"
            ",12345678\n"           # line 3: empty name
            "anna,\n"               # line 4: duplicate (case ignored)
            "Carl,4290032\n"        # line 5: seven digits
            "Dora,04290032\n"       # line 6: duplicate EMA number
            "Emil,ABCDEFGH\n")      # line 7: not digits
    result = read_csv_text(text)
    got = [(p.line, p.column, p.code) for p in result.problems]
    assert got == [
        (3, "name", "empty_name"),
        (4, "name", "duplicate_name"),
        (5, "ema_number", "bad_ema_number"),
        (6, "ema_number", "duplicate_ema_number"),
        (7, "ema_number", "bad_ema_number"),
    ]
    assert str(result.problems[1]).startswith("line 4: 'anna' is a duplicate")
    assert not result.ok
    assert result.issues()[0].field == "line 3, name"


def test_duplicates_against_registered_players():
    existing = [Player(1, "Anna", "04290032")]
    result = read_csv_text("name,ema\nANNA\nBo,04290032\n", existing)
    assert [p.code for p in result.problems] == ["duplicate_name", "duplicate_ema_number"]


def test_missing_name_column_semicolons_and_bom():
    assert read_csv_text("player_name,club\nx,y\n").problems[0].code == "missing_name_column"
    result = read_csv_text("\ufeffName;Club;Shoe size\nAnna;Oslo;38\n")
    assert result.ok and result.players[0].club == "Oslo"
    assert result.ignored_columns == ("Shoe size",)


def test_export_reads_back():
    # Stored players hold the EMA's country code (NOR); a file may say "NO" or "Norway".
    players = [Player(1, "Anna, the first", "04290032", "Oslo", "NOR", "T1"),
               Player(2, "Substitute 1", status=PlayerStatus.SUBSTITUTE, ema_ranked=False),
               Player(3, "José María García Pérez", first_name="José María",
                      last_name="García Pérez", entered_name="José María García Pérez")]
    back = read_csv_text(players_to_csv(players), ask_split=True)
    assert back.ok
    assert [(p.name, p.ema_number, p.club, p.country, p.team, p.status) for p in back.players] \
        == [(p.name, p.ema_number, p.club, p.country, p.team, p.status) for p in players]
    assert [(p.first_name, p.last_name, p.ema_ranked) for p in back.players] == [
        ("the first", "Anna", True), ("Substitute", "1", False),
        ("José María", "García Pérez", True)]


def test_xlsx_import_restores_leading_zeros(tmp_path):
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.append(["Name", "EMA number", "Club"])
    sheet.append(["Anna", 4290032, "Oslo"])  # a spreadsheet dropped the leading zero
    sheet.append([None, None, None])
    sheet.append(["", "10990001", "x"])
    path = tmp_path / "players.xlsx"
    book.save(path)
    result = read_players_file(path)
    assert result.players[0].ema_number == "04290032"
    assert [(p.line, p.code) for p in result.problems] == [(4, "empty_name")]


def test_unreadable_files_are_problems_not_exceptions(tmp_path):
    assert read_xlsx(b"not a zip").problems[0].code == "bad_xlsx"
    assert read_players_file(tmp_path / "nope.csv").problems[0].code == "no_file"
    assert read_csv_text("").problems[0].code == "empty_file"


# -- names that are not names -----------------------------------------------------------------

@pytest.mark.parametrize(("name", "why"), [
    ("Anna\x00Berg", "U+0000"),
    ("\x1b[31mAnna Berg\x1b[0m", "U+001B"),  # would recolour a terminal printing standings
    ("Anna\x07Berg", "U+0007"),
    ("\u202eAnna Berg", "U+202E"),  # right-to-left override: shows as "greB annA"
    ("Anna \u2066Berg\u2069", "U+2066"),
    ("x" * 81, "at most 80"),
    ("x" * 10_000, "10000 characters"),
])
def test_hostile_names_are_refused_with_their_line(name, why):
    result = read_csv_text(f"name\nBob Ames\n\"{name}\"\n")
    assert not result.ok
    (problem,) = result.problems
    assert (problem.line, problem.column, problem.code) == (3, "name", "bad_name")
    assert why in problem.message


@pytest.mark.parametrize("name", ["José María García Pérez", "Łukasz Powęzka", "山田 太郎",
                                  "محمد الأحمد", "אברהם כהן", "x" * 80])
def test_names_in_any_script_are_kept_as_written(name):
    result = read_csv_text(f"name\n{name}\n")
    assert result.ok, result.problems
    assert result.players[0].name == name


def test_a_club_with_an_escape_sequence_is_refused():
    result = read_csv_text("name,club\nAnna Berg,\x1b[2JClub\n")
    assert [(p.line, p.column, p.code) for p in result.problems] == [(2, "club", "bad_text")]
