"""`python -m tournament schedule`: JSON on success; exit 2, stderr only, for bad input."""

from __future__ import annotations

import json

import pytest

from tests.core.seating.support import assert_partitions, assert_winds_balanced
from tournament.cli import main


def run(capsys, *args):
    code = main(["schedule", *args])
    out, err = capsys.readouterr()
    return code, out, err


def test_prints_rounds_and_report(capsys):
    code, out, err = run(capsys, "--players", "24", "--rounds", "7", "--seed", "3")
    assert code == 0 and err == ""
    data = json.loads(out)
    assert set(data) == {"rounds", "report"}
    assert_partitions(data["rounds"], range(24))
    assert_winds_balanced(data["rounds"])
    assert data["report"]["repeat_free"] and data["report"]["repeat_free_limit"] == 7
    again = json.loads(run(capsys, "--players", "24", "--rounds", "7", "--seed", "3")[1])
    assert again["rounds"] == data["rounds"]


def test_steps_bound_the_search_and_fix_the_schedule(capsys):
    args = ["--players", "60", "--rounds", "14", "--seed", "1", "--steps", "20000"]
    code, out, _ = run(capsys, *args)
    assert code == 0
    data = json.loads(out)
    assert_partitions(data["rounds"], range(60))
    assert not data["report"]["time_limit_reached"]
    again = json.loads(run(capsys, *args, "--time-limit", "100")[1])
    assert again["rounds"] == data["rounds"]


def test_teams_file(capsys, tmp_path):
    teams = tmp_path / "teams.csv"
    teams.write_text("player,team\n" + "".join(f"{p},T{p // 4}\n" for p in range(16)))
    code, out, _ = run(capsys, "--players", "16", "--rounds", "4", "--teams", str(teams))
    assert code == 0
    data = json.loads(out)
    assert data["report"]["teammates_together"] == 0
    assert all(len({p // 4 for p in t}) == 4 for rnd in data["rounds"] for t in rnd)


def test_substitutes_fill_the_tables(capsys):
    code, out, _ = run(capsys, "--players", "30", "--rounds", "5", "--substitutes", "2")
    assert code == 0
    data = json.loads(out)
    assert_partitions(data["rounds"], range(32))
    assert data["report"]["substitutes_together"] == 0


@pytest.mark.parametrize(
    ("args", "messages"),
    [
        (["--players", "30", "--rounds", "4"], ["add --substitutes 2"]),
        (["--players", "16", "--rounds", "0"], ["--rounds must be at least 1"]),
        (["--players", "2", "--rounds", "1"], ["cannot fill a table"]),
        (["--players", "x", "--rounds", "y"], ["'x' is not a whole number",
                                                "'y' is not a whole number"]),
        (["--rounds", "3"], ["--players is required"]),
        (["--players", "16", "--rounds", "3", "--time-limit", "soon"], ["not a number"]),
        (["--players", "16", "--rounds", "3", "--steps", "many"], ["--steps: 'many'"]),
        (["--players", "16", "--rounds", "3", "--steps", "-5"], ["--steps must be at least 0"]),
        (["--players", "16", "--rounds", "3", "--substitutes", "3"], ["--substitutes 4"]),
    ],
)
def test_bad_arguments(capsys, args, messages):
    code, out, err = run(capsys, *args)
    assert code == 2 and out == ""
    lines = err.strip().splitlines()
    assert len(lines) == len(messages)
    for line, words in zip(lines, messages, strict=True):
        assert words in line


@pytest.mark.parametrize(
    ("content", "words"),
    [
        ("name,team\n0,A\n", "header must name 'player' and 'team'"),
        ("player,team\n0,A\n99,B\n", "player 99 is not one of the ids 0..15"),
        ("player,team\n0,A\n0,B\n", "listed twice"),
        ("player,team\nzero,A\n", "not a whole number"),
        ("", "empty file"),
    ],
)
def test_bad_teams_file(capsys, tmp_path, content, words):
    teams = tmp_path / "teams.csv"
    teams.write_text(content)
    code, out, err = run(capsys, "--players", "16", "--rounds", "4", "--teams", str(teams))
    assert code == 2 and out == ""
    assert words in err and len(err.strip().splitlines()) == 1


def test_unreadable_teams_file(capsys, tmp_path):
    code, out, err = run(capsys, "--players", "16", "--rounds", "4",
                         "--teams", str(tmp_path / "missing.csv"))
    assert code == 2 and out == "" and "cannot read" in err
