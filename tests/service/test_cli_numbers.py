"""Numbers on the command line are ASCII digits of bounded length (`cli.parser.whole_argument`
for every `type=int` option, `numbers.is_decimal` for the decimals): "٢" was read as round 2,
" 1_0" as 10, and "²" and a number of 5,000 digits were refused by argparse in a usage of
several lines. Each is one line, exit 2, and nothing changes."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.service.helpers import new_tournament, seat_in_order
from tournament.cli import main

BAD = ["٢", "²", "２", " 1_0", "1e3", "9" * 5000, "0x1"]


@pytest.fixture(scope="module")
def cup(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("numbers")
    t = new_tournament(folder, players=8, rounds=2)
    seat_in_order(t, 1, [[1, 2, 3, 4], [5, 6, 7, 8]])
    t.close()
    return folder / "cup.rtdb"


def run(capsys, *argv: object) -> tuple[int, str, str]:
    capsys.readouterr()
    try:
        code = main([str(a) for a in argv])
    except SystemExit as exc:  # argparse
        code = int(exc.code or 0)
    out, err = capsys.readouterr()
    return code, out, err


def one_line_refusal(capsys, *argv: object) -> str:
    code, out, err = run(capsys, *argv)
    assert code == 2 and out == "", (argv, code, err)
    assert len(err.splitlines()) == 1 and "internal error" not in err, (argv, err)
    assert "usage:" not in err
    return err


@pytest.mark.parametrize("value", BAD)
def test_every_whole_number_option_reads_ascii_digits_only(cup, capsys, value):
    before = cup.read_bytes()
    for argv in (["standings", cup, "--round", value],
                 ["record", cup, "--round", "1", "--table", "1", "--totals", "25000", value,
                  "25000", "25000"],
                 ["penalty", cup, "--player", "P01", "--points", "-5", "--reason", "x",
                  "--round", value],
                 ["clock", cup, "--round", "1", "--minutes", value],
                 ["stats", cup, "--round", value],
                 ["void", cup, "--round", "1", "--table", "1", "--hand", value]):
        err = one_line_refusal(capsys, *argv)
        assert "is not a whole number" in err or "digits" in err, (argv, err)
    assert cup.read_bytes() == before


def test_a_round_written_in_other_digits_is_not_round_2(cup, capsys):
    # int("٢") is 2: `standings --round ٢` printed the standings after round 2.
    err = one_line_refusal(capsys, "standings", cup, "--round", "٢")
    assert "'٢' is not a whole number (digits 0-9)" in err


@pytest.mark.parametrize("points", ["٢", "-٥", "nan", "inf", "1_0"])
def test_penalty_points_are_ascii_decimals(cup, capsys, points):
    err = one_line_refusal(capsys, "penalty", cup, "--player", "P01", "--points", points,
                           "--reason", "x")
    assert "is not a number" in err or "error: argument --points" in err


@pytest.mark.parametrize(("option", "value"), [("--players", "٨"), ("--players", "9" * 5000),
                                               ("--rounds", "²"), ("--seed", " 1_0"),
                                               ("--time-limit", "inf"),
                                               ("--time-limit", "nan"), ("--time-limit", "١٠")])
def test_schedule_numbers_are_ascii(capsys, option, value):
    argv = {"--players": "8", "--rounds": "2", option: value}
    code, out, err = run(capsys, "schedule", *[x for kv in argv.items() for x in kv])
    assert code == 2 and out == "" and option in err and "internal error" not in err


def test_calc_refuses_a_tile_written_with_a_superscript(capsys):
    # "²".isdigit() is True and int("²") failed: exit 1.
    err = one_line_refusal(capsys, "calc", "234456m678p345s²88s", "--win", "8s", "--ron",
                           "--seat-wind", "E", "--round-wind", "E")
    assert "'²' is not a digit" in err


def test_an_option_error_is_one_line_naming_help(cup, capsys):
    err = one_line_refusal(capsys, "standings", cup, "--rownd", "1")
    assert err.startswith("python -m tournament: error: unrecognized arguments: --rownd 1")
    assert err.rstrip().endswith("see --help")
