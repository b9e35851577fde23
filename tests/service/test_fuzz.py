"""Fuzzing the command line: whatever the arguments and whatever the import JSON
holds, a command ends with exit 0 or 2 (3 never without a saved change), prints one line per
problem and never a traceback, and a refused import leaves no file. Small example counts:
the whole module runs within a minute."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.service.helpers import seat_in_order
from tournament.cli import main
from tournament.export.json_io import export_tournament
from tournament.players.roster import PlayerDraft
from tournament.service import Tournament

FUZZ = settings(max_examples=40, deadline=None, derandomize=True,
                suppress_health_check=[HealthCheck.function_scoped_fixture,
                                       HealthCheck.too_slow])

TEXT = st.text(alphabet=st.characters(codec="utf-8"), max_size=30) | st.sampled_from(
    ["", " ", "\x1b[2J", "\u202e", "A" * 500, "-1e15", "1e999", "nan", "inf", "-0", "P01",
     "../../etc/passwd", "=HYPERLINK(\"x\")"])
NUMBER = st.integers(-10**40, 10**40) | st.sampled_from([0, 1, -1, 2**63, -2**63 - 1, 10**30,
                                                                   -10**30, -10**6])
JSON = st.recursive(
    st.none() | st.booleans() | NUMBER | st.floats(allow_nan=False) | TEXT,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(TEXT, inner, max_size=4),
    max_leaves=12)


@pytest.fixture(scope="module")
def cup(tmp_path_factory) -> tuple[Path, dict[str, Any]]:
    folder = tmp_path_factory.mktemp("fuzz")
    path = folder / "cup.rtdb"
    t = Tournament.create(path, name="Fuzz Cup", rounds=2, password="tonpu",
                          players=[PlayerDraft(f"P0{i}") for i in range(1, 9)])
    seat_in_order(t, 1, [[1, 2, 3, 4], [5, 6, 7, 8]])
    t.tables.record_totals(1, 1, [40000, 30000, 30000, 20000])
    t.tables.record_hand(1, 2, {"outcome": "ron", "riichi": [1],
                         "wins": [{"winner": 1, "loser": 0, "han": 3, "fu": 30}]})
    t.penalties.add("P03", "deduction", -2000, "slow play", round=1)
    data = export_tournament(t)
    t.close()
    return path, data


def run(capsys, argv: list[str]) -> tuple[int, str, str]:
    try:
        code = main(argv)
    except SystemExit as exc:  # argparse: a malformed command line
        code = int(exc.code or 0)
    out, err = capsys.readouterr()
    return code, out, err


def check(code: int, out: str, err: str, argv: list[str]) -> None:
    assert code in (0, 2), (argv, code, err)
    assert "Traceback" not in err and "internal error" not in err, (argv, err)
    if code == 2:
        assert err.strip(), argv


def _set(data: Any, path: list[Any], value: Any) -> Any:
    if not path:
        return value
    key, rest = path[0], path[1:]
    if isinstance(data, dict) and data:
        key = sorted(data)[key % len(data)] if isinstance(key, int) else key
        data[key] = _set(data[key], rest, value)
    elif isinstance(data, list) and data:
        i = key % len(data) if isinstance(key, int) else 0
        data[i] = _set(data[i], rest, value)
    return data


@FUZZ
@given(where=st.lists(st.integers(0, 20), min_size=1, max_size=6), value=JSON)
def test_any_field_of_the_import_json_replaced_by_anything(cup, tmp_path_factory, capsys,
                                                          where, value):
    _, data = cup
    crafted = _set(json.loads(json.dumps(data)), list(where), value)
    folder = tmp_path_factory.mktemp("import")
    source = folder / "crafted.json"
    source.write_text(json.dumps(crafted), encoding="utf-8")
    out = folder / "new.rtdb"
    argv = ["import", str(source), "--out", str(out)]
    code, stdout, err = run(capsys, argv)
    check(code, stdout, err, argv)
    if code == 2:
        assert stdout == "" and not out.exists()
        assert [p.name for p in folder.iterdir()] == ["crafted.json"]


@FUZZ
@given(value=JSON)
def test_any_json_document_as_an_import(cup, tmp_path_factory, capsys, value):
    folder = tmp_path_factory.mktemp("doc")
    source = folder / "doc.json"
    source.write_text(json.dumps(value), encoding="utf-8")
    argv = ["import", str(source), "--out", str(folder / "new.rtdb")]
    code, stdout, err = run(capsys, argv)
    check(code, stdout, err, argv)


def _commands(path: str) -> st.SearchStrategy[list[str]]:
    arg = TEXT | NUMBER.map(str)
    small = st.integers(-5, 5).map(str) | NUMBER.map(str)
    return st.one_of(
        st.tuples(st.sampled_from(["P01", "P03"]) | arg, NUMBER.map(str) | arg, arg).map(
            lambda a: ["penalty", path, "--player", a[0], "--points", a[1], "--reason",
                       a[2] or "x"]),
        st.tuples(small, st.sampled_from(["yellow_card", "deduction", "disqualification"]),
                  arg).map(lambda a: ["penalty", path, "--player", "P01", "--round", a[0],
                                      "--kind", a[1], "--reason", "x", "--referee", a[2]]),
        st.tuples(small, small, st.lists(NUMBER.map(str), min_size=4, max_size=4),
                  st.lists(small, min_size=4, max_size=4)).map(
            lambda a: ["record", path, "--round", a[0], "--table", a[1], "--totals", *a[2],
                       "--chombos", *a[3]]),
        small.map(lambda r: ["standings", path, "--round", r]),
        st.tuples(small, small).map(lambda a: ["seat", path, "--round", a[0], "--seed", a[1]]),
        st.tuples(small, small, small, arg).map(
            lambda a: ["void", path, "--round", a[0], "--table", a[1], "--hand", a[2],
                       "--reason", a[3]]),
        st.tuples(small, small, arg).map(lambda a: ["unlock", path, "--round", a[0], "--table",
                                                    a[1], "--reason", a[2]]),
        st.tuples(small, arg).map(lambda a: ["undo", path, "--round", a[0], "--table", "2",
                                             "--who", a[1]]),
        small.map(lambda r: ["log", path, "--round", r]),
        st.tuples(arg, small, st.lists(arg, max_size=2)).map(
            lambda a: ["new", str(Path(path).parent / "fuzz-new.rtdb"), "--name", a[0],
                       "--rounds", a[1], *[x for o in a[2] for x in ("--override", o)]]),
    )


@settings(FUZZ, max_examples=120)
@given(data=st.data())
def test_any_arguments_to_the_commands(cup, capsys, monkeypatch, data):
    monkeypatch.setenv("RIICHI_TOURNAMENT_PASSWORD", "wrong")
    path, _ = cup
    argv = data.draw(_commands(str(path)))
    code, out, err = run(capsys, argv)
    check(code, out, err, argv)
    Path(path.parent / "fuzz-new.rtdb").unlink(missing_ok=True)
    with Tournament.open(path) as t:  # whatever happened, the file still opens
        assert t.settings.name == "Fuzz Cup"


# -- numbers, game records and import files as hostile text ------------------------------------

NUMBER_ARG = st.sampled_from(["1", "2", "-1", "0", "٢", "²", "２", " 1_0", "1e3", "nan", "inf",
                              "9" * 5000, "99999999999999999999", "+1", "", "0x1", "-٥"]) \
    | st.integers(-10**30, 10**30).map(str) | TEXT


@settings(FUZZ, max_examples=40)
@given(data=st.data())
def test_any_number_given_to_an_option(cup, capsys, data):
    # Every whole-number option reads ASCII digits (cli.parser.whole_argument); a refusal of
    # the command line itself is one line.
    path, _ = cup
    n = data.draw(NUMBER_ARG)
    argv = data.draw(st.sampled_from([
        ["standings", str(path), "--round", n],
        ["stats", str(path), "--round", n],
        ["log", str(path), "--round", n],
        ["seating", str(path), "--round", n],
        ["record", str(path), "--round", "1", "--table", "1", "--totals", "25000", n, "25000",
         "25000"],
        ["void", str(path), "--round", "1", "--table", "1", "--hand", n, "--reason", "x"],
        ["penalty", str(path), "--player", "P01", "--points", n, "--reason", "x"],
        ["clock", str(path), "--round", "1", "--minutes", n],
        ["schedule", "--players", n, "--rounds", "2", "--time-limit", "1"],
        ["schedule", "--players", "8", "--rounds", "2", "--time-limit", n],
        ["calc", f"23{n}m456p789s11z22z", "--win", "2z", "--tsumo", "--seat-wind", "E",
         "--round-wind", "E"],
    ]))
    code, out, err = run(capsys, argv)
    check(code, out, err, argv)
    if "error: argument" in err or "error: unrecognized" in err:
        assert len(err.splitlines()) == 1, (argv, err)
    with Tournament.open(path) as t:
        assert t.settings.name == "Fuzz Cup"


HOSTILE_TOKENS = st.sampled_from([
    "NaN", "Infinity", "-Infinity", "1e400", "9" * 5000, '"\\ud800"', '"x\\udfff"', "-0",
    '{"a": 1, "a": 2}', "[" * 40 + "]" * 40, "1.5", '"٢"', "true", "null", "{}", "[]"])


def _with_token(text: str, token: str, where: int) -> str:
    """`text` (JSON) with one value, at a place chosen by `where`, replaced by `token`."""
    places = [i + 1 for i, c in enumerate(text) if c in ":,["]
    at = places[where % len(places)]
    end = at
    while end < len(text) and text[end] not in ",]}":
        end += 1
    return text[:at] + token + text[end:]


GAME_RECORD = {"players": ["P01", "P02", "P03", "P04"], "hands": [
    {"outcome": "ron", "riichi": [1], "wins": [{"winner": 1, "loser": 0, "han": 3, "fu": 30,
                                                "yaku": ["riichi", "pinfu", "dora"]}]},
    {"outcome": "exhaustive_draw", "tenpai": [0, 2], "note": "ok"},
    {"outcome": "tsumo", "wins": [{"winner": 2, "han": 1, "fu": 40}], "last_hand": False}]}


@settings(FUZZ, max_examples=60)
@given(tokens=st.lists(st.tuples(HOSTILE_TOKENS, st.integers(0, 10**6)), min_size=1,
                       max_size=3))
def test_any_hostile_value_in_a_game_record(cup, tmp_path_factory, capsys, tokens):
    text = json.dumps(GAME_RECORD)
    for token, where in tokens:
        text = _with_token(text, token, where)
    folder = tmp_path_factory.mktemp("game")
    game = folder / "game.json"
    game.write_text(text, encoding="utf-8")
    argv = ["replay", str(game)]
    code, out, err = run(capsys, argv)
    check(code, out, err, argv)


@settings(FUZZ, max_examples=12)
@given(token=HOSTILE_TOKENS, where=st.integers(0, 10**6))
def test_any_hostile_value_in_a_recorded_game_or_an_import(cup, tmp_path_factory, capsys,
                                                          token, where):
    path, data = cup
    folder = tmp_path_factory.mktemp("hostile")
    game = folder / "game.json"
    game.write_text(_with_token(json.dumps(GAME_RECORD), token, where), encoding="utf-8")
    argv = ["record", str(path), "--round", "2", "--table", "1", str(game)]
    code, out, err = run(capsys, argv)
    check(code, out, err, argv)
    exported = folder / "crafted.json"
    exported.write_text(_with_token(json.dumps(data), token, where), encoding="utf-8")
    out_file = folder / "new.rtdb"
    argv = ["import", str(exported), "--out", str(out_file)]
    code, stdout, err = run(capsys, argv)
    check(code, stdout, err, argv)
    if code == 2:
        assert sorted(p.name for p in folder.iterdir()) == ["crafted.json", "game.json"]
