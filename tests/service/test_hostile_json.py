"""JSON from outside, read the same strict way on every way in (`tournament.strict_json`): a
game record (`record GAME.json`, `replay`), a hand to amend, an export to import, an online
log (tenhou.net/6) and a ruleset override. A repeated key (readers disagree on which one wins),
NaN and infinity (not JSON), a number of thousands of digits (Python's int() refuses past
4,300) and a lone surrogate (no character: no file can store it) are each one line and exit
2, and nothing is changed."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from tests.service.helpers import new_tournament, ron, seat_in_order
from tournament.cli import main
from tournament.strict_json import JsonRefused, loads

GAME = {"players": ["P01", "P02", "P03", "P04"],
        "hands": [{"outcome": "ron", "wins": [{"winner": 1, "loser": 0, "han": 3, "fu": 30}]}]}
# Each: the JSON text of the game above with one hostile part, and words of its refusal.
HOSTILE = [
    ('"outcome": "ron"', '"outcome": "ron", "outcome": "tsumo"', "'outcome' appears twice"),
    ('"han": 3', '"han": NaN', "NaN is not a JSON number"),
    ('"han": 3', '"han": Infinity', "Infinity is not a JSON number"),
    ('"han": 3', '"han": 1e400', "1e400 is too large"),
    ('"han": 3', '"han": ' + "9" * 5000, "5,000 digits"),
    ('"P01"', '"P\\ud800"', "surrogate"),
]


def hostile_text(value: object, swap: tuple[str, str, str]) -> str:
    text = json.dumps(value)
    assert swap[0] in text
    return text.replace(swap[0], swap[1], 1)


@pytest.fixture
def cup(tmp_path) -> Path:
    t = new_tournament(tmp_path, players=8, rounds=2)
    seat_in_order(t, 1, [[1, 2, 3, 4], [5, 6, 7, 8]])
    t.tables.record_hand(1, 2, ron(1, 0, 3, 30))
    t.close()
    return tmp_path / "cup.rtdb"


def run(capsys, *argv: object) -> tuple[int, str, str]:
    capsys.readouterr()
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


def refused(capsys, words: str, *argv: object) -> None:
    code, out, err = run(capsys, *argv)
    assert code == 2 and out == "", (argv, code, err)
    assert len(err.strip().splitlines()) == 1 and words in err, (argv, err)
    assert "internal error" not in err


def stored(path: Path) -> tuple[int, int]:
    conn = sqlite3.connect(path)
    try:
        return (conn.execute("SELECT count(*) FROM hand_log").fetchone()[0],
                conn.execute("SELECT count(*) FROM players").fetchone()[0])
    finally:
        conn.close()


@pytest.mark.parametrize("swap", HOSTILE, ids=[w for _, _, w in HOSTILE])
def test_the_reader_refuses_it_in_one_line(swap):
    with pytest.raises(JsonRefused, match=swap[2]) as caught:
        loads(hostile_text(GAME, swap), 32)
    assert "\n" not in str(caught.value)


@pytest.mark.parametrize("swap", HOSTILE, ids=[w for _, _, w in HOSTILE])
def test_a_game_record_and_a_hand_are_refused_and_nothing_changes(cup, tmp_path, capsys, swap):
    game = tmp_path / "game.json"
    game.write_text(hostile_text(GAME, swap), encoding="utf-8")
    hand = tmp_path / "hand.json"
    if swap[0] != '"P01"':
        hand.write_text(hostile_text(GAME["hands"][0], swap), encoding="utf-8")
    else:  # (a hand names no player: the surrogate goes in its note)
        hand.write_text('{"outcome": "ron", "note": "\\udc80", "wins": [{"winner": 1, '
                        '"loser": 0, "han": 3, "fu": 30}]}', encoding="utf-8")
    before = stored(cup)
    refused(capsys, swap[2], "record", cup, "--round", 1, "--table", 1, game)
    refused(capsys, swap[2], "replay", game)
    refused(capsys, "surrogate" if swap[0] == '"P01"' else swap[2],
            "amend", cup, "--round", 1, "--table", 2, "--hand", 0, hand)
    assert stored(cup) == before


@pytest.mark.parametrize("swap", [
    ('"name": "P01"', '"name": "P01", "name": "P02"', "'name' appears twice"),
    ('"name": "P01"', '"name": "\\ud800"', "surrogate"),
    ('"name": "P01"', '"name": "P01", "ema_ranked": NaN', "NaN is not a JSON number"),
    ('"rounds": 2', '"rounds": 1e400', "1e400 is too large"),
    ('"rounds": 2', '"rounds": ' + "9" * 5000, "5,000 digits"),
], ids=["repeated", "surrogate", "nan", "infinity", "digits"])
def test_an_import_is_refused_and_leaves_no_file(cup, tmp_path, capsys, swap):
    # A lone surrogate in a name was a UnicodeEncodeError when the file was written: exit 1.
    exported = tmp_path / "cup.json"
    assert run(capsys, "export", cup, "--format", "json", "--out", exported)[0] == 0
    text = exported.read_text(encoding="utf-8")
    assert swap[0] in text
    crafted = tmp_path / "crafted.json"
    crafted.write_text(text.replace(swap[0], swap[1], 1), encoding="utf-8")
    out = tmp_path / "new.rtdb"
    refused(capsys, swap[2], "import", crafted, "--out", out)
    assert not out.exists() and not [p for p in tmp_path.iterdir() if "new.rtdb" in p.name]


def test_a_tenhou6_log_with_a_repeated_key_is_refused(cup, tmp_path, capsys):
    # The first "name" is the table's players, the second someone else's: Python's reader
    # keeps the last, another program the first. Refused, whichever it would be.
    hand = [[0, 0, 0], [25000] * 4, [11], []] + [[], [], []] * 4 + [["全員不聴"]]
    log = {"title": ["", ""], "name": ["P01", "P02", "P03", "P04"],
           "rule": {"disp": "般南喰赤", "aka": 1}, "log": [hand]}
    text = json.dumps(log, ensure_ascii=False).replace(
        '"name": ["P01", "P02", "P03", "P04"]',
        '"name": ["P01", "P02", "P03", "P04"], "name": ["P05", "P06", "P07", "P08"]')
    path = tmp_path / "game.json"
    path.write_text(text, encoding="utf-8")
    before = stored(cup)
    refused(capsys, "'name' appears twice", "replay", path, "--from", "tenhou")
    refused(capsys, "'name' appears twice", "record", cup, "--round", 1, "--table", 1, path,
            "--from", "tenhou")
    refused(capsys, "'name' appears twice", "record-logs", cup, "--round", 2, path)
    assert stored(cup) == before


@pytest.mark.parametrize("override", ['start_points=NaN', 'start_points=1e400',
                                      'uma=[15, 5, -5, -15, 1e400]',
                                      'start_points=' + "9" * 5000])
def test_a_ruleset_override_that_is_no_json_number_is_refused(tmp_path, capsys, override):
    out = tmp_path / "new.rtdb"
    code, stdout, err = run(capsys, "new", out, "--name", "Cup", "--rounds", 1,
                            "--override", override)
    assert code == 2 and stdout == "" and "internal error" not in err
    assert "start_points" in err or "uma" in err
    assert not out.exists()
