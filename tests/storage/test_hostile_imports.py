"""Hostile files are refused, naming the limit, before they are read whole: a players CSV of
a million lines (UTF-8 and cp1252), workbooks that unpack to 20 million empty rows or 10 million
shared strings, a tournament file and a game record with 100,000 hands in one game. Each test
writes its file (tests/hostile_files.py) and checks the refusal from the core, the command line
and, for players files, the desk's import preview; how fast is measured in
benchmarks/bench_hostile_files.py, not here."""

from __future__ import annotations

import json

import pytest

from tests import hostile_files as hostile
from tests.service.helpers import new_tournament, seat_in_order
from tournament.cli import main
from tournament.cli.replay import MAX_JSON_BYTES
from tournament.export import json_io
from tournament.games.record_json import MAX_HANDS
from tournament.players.file_reading import (
    MAX_FILE_BYTES,
    MAX_ROWS,
    MAX_SCAN_ROWS,
    read_players_file,
)


def refused_by_cli(tmp_path, capsys, argv, *words):
    capsys.readouterr()
    code = main(argv)
    out, err = capsys.readouterr()
    assert code == 2, (code, out, err)
    assert "Traceback" not in err
    for word in words:
        assert word in err, err
    return err


def new_with_players(tmp_path, capsys, players, *words):
    out = tmp_path / "cup.rtdb"
    refused_by_cli(tmp_path, capsys, ["new", str(out), "--name", "Cup", "--rounds", "1",
                                      "--players", str(players)], *words)
    assert not out.exists()  # nothing made


@pytest.mark.parametrize("encoding", ["utf-8", "cp1252"])
def test_a_players_csv_of_a_million_lines_is_refused_by_its_size(tmp_path, capsys, encoding):
    path = hostile.players_csv(tmp_path / "players.csv", encoding)
    assert path.stat().st_size > MAX_FILE_BYTES
    result = read_players_file(path)
    assert [p.code for p in result.problems] == ["file_too_big"] and not result.players
    assert f"at most {MAX_FILE_BYTES // 2**20} MB" in result.problems[0].message
    new_with_players(tmp_path, capsys, path, f"at most {MAX_FILE_BYTES // 2**20} MB")


@pytest.mark.parametrize("encoding", ["utf-8", "cp1252"])
def test_a_million_short_lines_under_the_size_limit_are_refused_by_their_count(
        tmp_path, capsys, encoding):
    path = tmp_path / "players.csv"
    path.write_bytes(("name\n" + "Zoë\n" * 1_000_000).encode(encoding))
    assert path.stat().st_size <= MAX_FILE_BYTES
    result = read_players_file(path)
    assert [(p.code, p.line) for p in result.problems] == [("too_many_rows", MAX_ROWS + 1)]
    assert f"at most {MAX_ROWS:,} lines" in result.problems[0].message
    new_with_players(tmp_path, capsys, path, f"at most {MAX_ROWS:,} lines")


def test_blank_lines_after_the_players_are_not_data(tmp_path):
    path = tmp_path / "players.csv"
    path.write_text("name\nAnna Berg\nBruno Costa\n" + "\n" * 2 * MAX_ROWS, encoding="utf-8")
    assert [p.name for p in read_players_file(path).players] == ["Anna Berg", "Bruno Costa"]


def test_a_workbook_of_20_million_empty_rows_is_refused_before_it_is_unpacked(tmp_path,
                                                                             capsys):
    path = hostile.xlsx_empty_rows(tmp_path / "players.xlsx")
    result = read_players_file(path)
    assert [p.code for p in result.problems] == ["file_too_big"]
    assert "sheet1.xml" in result.problems[0].message
    new_with_players(tmp_path, capsys, path, f"at most {MAX_FILE_BYTES // 2**20} MB")


def test_a_workbook_of_10_million_shared_strings_is_refused_before_it_is_unpacked(tmp_path,
                                                                                 capsys):
    path = hostile.xlsx_shared_strings(tmp_path / "players.xlsx")
    result = read_players_file(path)
    assert [p.code for p in result.problems] == ["file_too_big"]
    assert "sharedStrings.xml" in result.problems[0].message
    new_with_players(tmp_path, capsys, path, f"at most {MAX_FILE_BYTES // 2**20} MB")


def test_empty_rows_under_the_size_limit_are_read_only_so_far(tmp_path):
    # 1,000,000 empty rows unpack to 6 MB: under the size limit, so the sheet is read, but
    # not beyond MAX_SCAN_ROWS lines.
    path = hostile.xlsx_empty_rows(tmp_path / "players.xlsx", rows=1_000_000)
    result = read_players_file(path)
    assert [(p.code, p.line) for p in result.problems] == [("too_many_rows",
                                                            MAX_SCAN_ROWS + 1)]


@pytest.fixture
def export(tmp_path):
    (tmp_path / "made").mkdir()
    t = new_tournament(tmp_path / "made", players=4, rounds=1)
    seat_in_order(t, 1, [[1, 2, 3, 4]])
    data = json_io.export_tournament(t)
    t.close()
    return data


def test_a_tournament_file_with_100000_hands_in_a_game_is_refused(tmp_path, capsys, export):
    path = hostile.tournament_json(tmp_path / "hostile.json", export)
    out = tmp_path / "imported.rtdb"
    err = refused_by_cli(tmp_path, capsys, ["import", str(path), "--out", str(out)],
                         "100,000 hands", f"at most {MAX_HANDS:,}")
    assert "rounds[0].tables[0].hands" in err
    assert not out.exists()


@pytest.mark.slow  # a 100,000-hand file read: seconds, in the whole suite only
def test_a_game_record_with_100000_hands_is_refused(tmp_path, capsys):
    path = hostile.game_json(tmp_path / "game.json")
    refused_by_cli(tmp_path, capsys, ["replay", str(path)], "100,000 hands",
                   f"at most {MAX_HANDS:,}")
    (tmp_path / "t").mkdir()
    t = new_tournament(tmp_path / "t", players=4, rounds=1)
    seat_in_order(t, 1, [[1, 2, 3, 4]])
    game = json.loads(path.read_text(encoding="utf-8"))
    game["players"] = [p.name for p in t.players.all()]
    from tournament.errors import InvalidInput

    with pytest.raises(InvalidInput, match="at most 1,440"):
        t.tables.record_game(1, 1, game)
    assert t.tables.view(1, 1).hands == ()
    t.close()


def test_a_json_file_past_the_size_limit_is_not_read(tmp_path, capsys):
    path = tmp_path / "huge.json"
    with path.open("wb") as out:
        out.seek(MAX_JSON_BYTES + 1)
        out.write(b"\n")  # sparse: nothing is written but the size
    refused_by_cli(tmp_path, capsys, ["replay", str(path)],
                   f"at most {MAX_JSON_BYTES // 2**20} MB")
