"""Players files: CSV and XLSX import with a problem per bad line, and CSV export."""

from __future__ import annotations

import openpyxl
import pytest

from tournament.players.file_reading import read_csv_text, read_players_file, read_xlsx
from tournament.players.roster import Player, PlayerStatus, players_to_csv


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
            "Carl,429003\n"         # line 5: six digits
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


@pytest.mark.parametrize("written, stored", [("4010023", "04010023"),
                                             (" 9100001 ", "09100001"),
                                             ("04010023", "04010023")])
def test_an_ema_number_whose_leading_zero_a_spreadsheet_dropped_is_stored_with_it(
        tmp_path, written, stored):
    # A spreadsheet shows 04010023 as the number 4010023 and saves it so to a CSV.
    for encoding in ("utf-8", "cp1252"):
        path = tmp_path / f"players-{encoding}.csv"
        path.write_bytes(f"first_name;last_name;ema_number\nJózef;Wójcik;{written}\n"
                         .encode(encoding, errors="replace"))
        result = read_players_file(path)
        assert result.ok, result.messages()
        assert result.players[0].ema_number == stored


@pytest.mark.parametrize("written", ["0401002", "401002", "40100231", "00401002"])
def test_other_digit_counts_are_not_guessed_at(written):
    # Seven digits starting with 0 lost something else than a leading zero; 00 is no country.
    result = read_csv_text(f"name,ema_number\nAnna Berg,{written}\n")
    assert [p.code for p in result.problems] == (
        [] if len(written) == 8 else ["bad_ema_number"])


def test_a_refused_line_keeps_its_names_for_the_preview():
    result = read_csv_text("first_name,last_name,ema_number,country\n"
                           "Anna,Berg,04290032,NO\n"
                           "Bruno,Costa,12,Atlantis\n")
    assert [(p.line, p.code) for p in result.problems] == [(3, "bad_ema_number"),
                                                           (3, "bad_country")]
    [(line, draft)] = result.refused
    assert (line, draft.first_name, draft.last_name, draft.name, draft.ema_number,
            draft.country) == (3, "Bruno", "Costa", "Bruno Costa", "12", "Atlantis")


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


# -- first and last names, countries, the EMA-ranking flag -------------------------------------

def test_first_and_last_name_columns_and_name_alone():
    text = ("First name,Last name,Name,Country,status,EMA ranked\n"
            "Anna,Berg,,Germany,,\n"
            ",,TANAKA Aiko,JP,,\n"
            ",,Anna van der Berg,Nederland,,no\n"
            "Sam,Sub,,UK,substitute,\n"
            "Sue,Sub,,,substitute,yes\n")
    result = read_csv_text(text, ask_split=True)
    assert result.ok, result.messages()
    assert [(p.first_name, p.last_name, p.name, p.country, p.ema_ranked)
            for p in result.players] == [
        ("Anna", "Berg", "Anna Berg", "GER", True),
        ("Aiko", "TANAKA", "TANAKA Aiko", "JPN", True),
        ("Anna", "van der Berg", "Anna van der Berg", "NED", False),
        ("Sam", "Sub", "Sam Sub", "GBR", False),  # substitutes: not ranked by default
        ("Sue", "Sub", "Sue Sub", "", True),
    ]


def test_an_ambiguous_name_is_asked_and_the_answer_completes_the_import():
    text = "name,club\nAnna Berg,Oslo\nJosé María García Pérez,Madrid\nMary Ann Smith,\n"
    result = read_csv_text(text, ask_split=True)
    assert not result.ok and not result.problems
    assert [(q.line, q.name) for q in result.questions] == [
        (3, "José María García Pérez"), (4, "Mary Ann Smith")]
    assert ("José María", "García Pérez") in result.questions[0].choices
    assert result.messages()[0].startswith("line 3: 'José María García Pérez' can be split")
    assert [i.field for i in result.issues()] == ["line 3, name", "line 4, name"]
    answered = result.resolve(3, "José María", "García Pérez").resolve(4, "Mary Ann", "Smith")
    assert answered.ok
    assert [(p.first_name, p.last_name, p.name_checked, p.club) for p in answered.players] == [
        ("Anna", "Berg", True, "Oslo"), ("José María", "García Pérez", True, "Madrid"),
        ("Mary Ann", "Smith", True, "")]
    with pytest.raises(ValueError):
        answered.resolve(2, "Anna", "Berg")
    # Typed in a form (not asked): the likeliest split, marked for checking.
    guessed = read_csv_text(text)
    assert guessed.ok and not guessed.players[1].name_checked


def test_every_unknown_country_is_listed_per_line():
    result = read_csv_text("name,country\nAnna Berg,Atlantis\nBo Ek,Sverige\nCy Do,Narnia\n")
    assert [(p.line, p.code) for p in result.problems] == [(2, "bad_country"),
                                                           (4, "bad_country")]
    assert "'Atlantis' is not a country" in result.problems[0].message


def test_first_and_last_names_are_checked_like_names():
    result = read_csv_text("first_name,last_name,ema_ranked\nAnna\x1b[2J,Berg,\n"
                           f"Bo,{'x' * 81},\nCy,Do,maybe\n,,\n")
    assert [(p.line, p.column, p.code) for p in result.problems] == [
        (2, "first_name", "bad_name"), (3, "last_name", "bad_name"),
        (4, "ema_ranked", "bad_ema_ranked")]


def test_first_last_duplicates_a_single_name():
    existing = [Player(1, "Anna Berg", first_name="Anna", last_name="Berg",
                       entered_name="Anna Berg")]
    result = read_csv_text("first_name,last_name\nANNA,BERG\n", existing)
    assert [p.code for p in result.problems] == ["duplicate_name"]
    result = read_csv_text("name\n\"Berg, Anna\"\n", existing)
    assert [p.code for p in result.problems] == ["duplicate_name"]


# -- what spreadsheets write -------------------------------------------------------------------

POLISH = "first_name,last_name,country\nŁukasz,Powęzka,Polska\nMałgorzata,Żak,Polska\n"


@pytest.mark.parametrize("encoding, text, reported", [
    ("cp1250", POLISH, "cp1250"),
    ("cp1250", "name,club\nŁukasz Powęzka,Łódź\n", "cp1250"),
    ("cp1251", "first_name,last_name,country\nИван,Петров,Россия\nОльга,Смирнова,Україна\n",
     "cp1251"),
    ("cp1252", "first_name,last_name,country\nJosé,García,España\nFrançois,Lefèvre,France\n",
     "cp1252"),
    ("utf-16", "first_name\tlast_name\tcountry\nŁukasz\tPowęzka\tPL\nJosé\tGarcía\tES\n",
     "utf-16"),
    ("utf-8-sig", POLISH, "utf-8-sig"),
    ("utf-8", POLISH, "utf-8"),
])
def test_csv_from_spreadsheets_in_their_encodings(tmp_path, encoding, text, reported):
    path = tmp_path / "players.csv"
    path.write_bytes(text.encode(encoding))
    result = read_players_file(path)
    assert result.ok, result.messages()
    assert result.encoding == reported
    lines = [line.replace("\t", ",").split(",") for line in text.splitlines()[1:]]
    if text.startswith("name,"):
        assert [p.name for p in result.players] == [line[0] for line in lines]
    else:
        assert [(p.first_name, p.last_name) for p in result.players] == [
            (line[0], line[1]) for line in lines]


def test_the_encoding_can_be_given(tmp_path):
    path = tmp_path / "players.csv"
    path.write_bytes(POLISH.encode("cp1250"))
    as_western = read_players_file(path, encoding="cp1252")
    assert as_western.encoding == "cp1252"
    # Read as cp1252, the byte of Ł is a pound sign: wrong, but what was asked for.
    assert as_western.players[0].first_name == "£ukasz"
    wrong = read_players_file(path, encoding="utf-8")
    assert [(p.code, p.line) for p in wrong.problems] == [("bad_encoding", 0)]
    assert "not readable as utf-8" in wrong.problems[0].message
    assert read_players_file(path, encoding="klingon").problems[0].code == "bad_encoding"


def test_xlsx_first_last_names_and_yes_no_cells(tmp_path):
    book = openpyxl.Workbook()
    sheet = book.active
    sheet.append(["Last name", "First name", "EMA", "Country", "EMA ranked"])
    sheet.append(["Powęzka", "Łukasz", 19000001, "POL", False])
    path = tmp_path / "players.xlsx"
    book.save(path)
    result = read_players_file(path)
    assert result.ok and result.encoding is None
    (p,) = result.players
    assert (p.first_name, p.last_name, p.ema_number, p.country, p.ema_ranked) == (
        "Łukasz", "Powęzka", "19000001", "POL", False)
