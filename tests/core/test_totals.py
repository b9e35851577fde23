"""Paper totals: the checks and the result of a table scored on a score slip."""

from __future__ import annotations

import pytest

from tournament.rules import preset
from tournament.scoring.totals import leftover_sticks, totals_issues, totals_result

EMA = preset("ema_rcr")


def codes(scores, chombos=(0, 0, 0, 0), rules=EMA):
    return [(i.code, i.field) for i in totals_issues(scores, chombos, rules)]


def test_totals_that_add_up_are_accepted():
    assert codes([41000, 29000, 25000, 25000]) == []
    assert codes([41000, 29000, 25000, 24000]) == []  # one stick left on the table
    assert leftover_sticks([41000, 29000, 25000, 24000], EMA) == 1


@pytest.mark.parametrize(("scores", "expected"), [
    ([41000, 29000, 25000, 25100], [("totals_too_high", "scores")]),
    ([41000, 29000, 25000, 24500], [("totals_sum", "scores")]),
    ([41050, 29000, 25000, 24950], [("bad_score", "scores[0]"), ("bad_score", "scores[3]")]),
    ([41000, 29000, 25000], [("need_four", "scores")]),
    ([41000, "29000", 25000, 25000], [("not_an_integer", "scores[1]")]),
])
def test_bad_totals(scores, expected):
    assert codes(scores) == expected


def test_negative_chombo_count():
    assert codes([30000] * 4, (0, -1, 0, 0)) == [("negative_number", "chombos[1]")]


def test_totals_result_gives_leftover_sticks_to_first_and_counts_chombo():
    final = totals_result([41000, 29000, 25000, 24000], (0, 0, 1, 0), preset("ema2016"))
    assert final.scores == (42000, 29000, 25000, 24000)
    # Seat 2: 25,000 - 30,000 = -5,000, uma -5,000, chombo -20,000 after uma.
    assert final.points == (27000, 4000, -30000, -21000)
