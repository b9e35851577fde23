"""Random, Swiss and manual seating modes."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.core.seating.support import assert_partitions, assert_winds_balanced, pair_meetings
from tournament.errors import InvalidInput
from tournament.seating import (
    Constraints,
    generate,
    parse_manual,
    quality_report,
    random_schedule,
    swiss_round,
)


def test_random_schedule_is_reproducible_with_balanced_winds():
    a = random_schedule(32, 7, seed=11)
    b = random_schedule(32, 7, seed=11)
    c = random_schedule(32, 7, seed=12)
    assert a.rounds == b.rounds != c.rounds
    assert_partitions(a.rounds, range(32))
    assert_winds_balanced(a.rounds)
    assert a.report.method == "random"


def test_swiss_without_history_follows_the_standings():
    ranking = [7, 3, 9, 1, 0, 2, 4, 5, 6, 8, 10, 11]
    tables = swiss_round(ranking, [])
    assert [sorted(t) for t in tables] == [sorted(ranking[i:i + 4]) for i in (0, 4, 8)]


def test_swiss_avoids_repeats_when_possible():
    history = generate(32, 4, seed=0).rounds
    ranking = list(range(32))
    tables = swiss_round(ranking, history)
    assert_partitions([tables], range(32))
    assert max(pair_meetings(list(history) + [tables]).values()) == 1
    # Still strong with strong: the top table takes players from near the top.
    assert max(ranking.index(p) for p in tables[0]) < 12


def test_swiss_gives_each_player_a_wind_they_lack():
    history = [[(0, 1, 2, 3), (4, 5, 6, 7)]]
    tables = swiss_round([0, 4, 1, 5, 2, 6, 3, 7], history)
    for table in tables:
        for seat, p in enumerate(table):
            # In round 1 each player had the wind of their position; now another one.
            assert seat != [0, 1, 2, 3, 0, 1, 2, 3][p]


def test_swiss_keeps_teammates_apart():
    cons = Constraints(teams={0: "x", 1: "x"})
    tables = swiss_round(list(range(8)), [], constraints=cons)
    assert all(not {0, 1} <= set(t) for t in tables)


def test_swiss_refuses_a_bad_ranking():
    with pytest.raises(InvalidInput):
        swiss_round([0, 1, 2], [])


TEXT = """# round one
Round 1
0 1 2 3
4, 5, 6, 7

R2: 0 4 1 5 | 2 6 3 7
"""


def test_typed_schedule():
    rounds, problems = parse_manual(TEXT)
    assert problems == []
    assert rounds == (((0, 1, 2, 3), (4, 5, 6, 7)), ((0, 4, 1, 5), (2, 6, 3, 7)))
    assert quality_report(rounds).repeated_pairs == 4


def test_csv_schedule_orders_tables_and_rounds():
    text = ("Round;Table;East;South;West;North\n"
            "2;2;2;6;3;7\n2;1;0;4;1;5\n1;1;0;1;2;3\n1;2;4;5;6;7\n")
    rounds, problems = parse_manual(text)
    assert problems == []
    assert rounds == (((0, 1, 2, 3), (4, 5, 6, 7)), ((0, 4, 1, 5), (2, 6, 3, 7)))


@pytest.mark.parametrize(
    ("text", "line", "words"),
    [
        ("0 1 2 3\n4 5 six 7\n", 2, "not a player id"),
        ("0 1 2 3\n4 5 6\n", 2, "four players"),
        ("0 1 2 3\n4 5 6 0\n", 1, "seated twice"),
        ("0 1 2 3\n4 5 6 7\n\n0 1 2 3\n4 5 6 8\n", 4, "missing 7"),
        ("round,east,south,west,north\n1,0,1,2,3\n1,4,5,x,7\n", 3, "not a player id"),
        ("round,east,south,west\n1,0,1,2\n", 1, "four seat columns"),
        ("round,east,south,west,north\n1,0,1,2,3\n3,0,1,2,3\n", 0, "numbered 1 to 2"),
        ("", 0, "no tables"),
    ],
)
def test_problems_name_the_line(text, line, words):
    _, problems = parse_manual(text)
    assert any(p.line == line and words in p.message for p in problems), problems


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet="0123456789 ,;|\n#RroundeastEsWwNn:-x\t", max_size=200))
def test_garbage_never_raises(text):
    rounds, problems = parse_manual(text)
    assert isinstance(problems, list)
    if not problems:
        assert rounds and all(len(t) == 4 for rnd in rounds for t in rnd)
