"""Whole numbers read from text (`tournament.words.numbers.read_whole`): ASCII digits with an
optional sign, at most MAX_DIGITS of them, within a range. Python's int() reads "٢" (Arabic-Indic)
as 2, "２" (full width) as 2, "1_000" as 1000 and " 5 " as 5, refuses 5,000 digits with a ValueError
of its own, and str.isdigit() says yes to "²", which int() then refuses."""

from __future__ import annotations

import pytest

from tournament.players.file_reading import read_csv_text
from tournament.players.roster import ema_number_text
from tournament.seating import parse_manual
from tournament.standings.awards import parse_category
from tournament.words.numbers import MAX_DIGITS, is_decimal, read_whole, whole_problem
from tournament.yaku.tiles import parse_tiles

NOT_NUMBERS = ["", " ", "x", "²", "٢", "２", "1_000", " 5", "5 ", "1e3", "0x10", "--1", "+",
               "nan", "inf", "5\n", "9" * 5000]


@pytest.mark.parametrize("text", NOT_NUMBERS)
def test_only_ascii_digits_make_a_whole_number(text):
    assert read_whole(text) is None and whole_problem(text) is not None


@pytest.mark.parametrize(("text", "value"), [("0", 0), ("42", 42), ("-7", -7), ("+3", 3),
                                             ("007", 7), ("9" * MAX_DIGITS, 10**MAX_DIGITS - 1)])
def test_whole_numbers_are_read(text, value):
    assert read_whole(text) == value


def test_the_length_and_the_range_are_said_in_words():
    assert whole_problem("9" * 5000) == f"has 5,000 digits; a number here has at most {MAX_DIGITS}"
    assert whole_problem("4", 0, 3) == "is not a whole number from 0 to 3"
    assert whole_problem("0", low=1) == "is less than 1"
    assert whole_problem("11", high=10) == "is more than 10"
    assert read_whole("3", 0, 3) == 3


@pytest.mark.parametrize("text", ["٢.٥", "nan", "inf", "1e9999", "1_0", "", "."])
def test_decimals_are_ascii_too(text):
    assert not is_decimal(text)


def test_tiles_are_ascii_digits():
    # "²m" passed str.isdigit() and int("²") failed: `calc` ended in exit 1. "٢m" was 2m.
    for hand in ("23²m", "23٢m"):
        tiles, problems = parse_tiles(hand)
        assert problems and "not a digit or a suit letter" in problems[0]


def test_an_ema_number_is_eight_ascii_digits():
    result = read_csv_text("name,ema_number\nAnna Berg,٠٤٢٩٠٠٣٢\nBo Chen,4290033\n")
    assert [(p.line, p.code) for p in result.problems] == [(2, "bad_ema_number")]
    assert ema_number_text("٤٢٩٠٠٣٢") == "٤٢٩٠٠٣٢"  # (no zero put before other digits)


def test_a_manual_seating_reads_ascii_player_ids():
    rounds, problems = parse_manual("1 2 3 4\n٥ 6 7 8\n")
    assert problems and "is not a player id" in problems[0].message


@pytest.mark.parametrize("minimum", ["²", "٢", "0", "9" * 5000])
def test_an_award_minimum_is_an_ascii_whole_number_from_1(minimum):
    category, issues = parse_category(f"iron_defence:{minimum}")
    assert category is None and [i.code for i in issues] == ["bad_minimum"]
    assert len(issues[0].message) < 120
