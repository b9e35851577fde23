"""The greedy baseline: valid rounds, reproducible, and it uses what it is told to avoid."""

from __future__ import annotations

import random

from tests.core.seating.support import assert_partitions, assert_winds_balanced, pair_meetings
from tournament.seating import Constraints, greedy_schedule
from tournament.seating.greedy import greedy_rounds


def test_rounds_are_partitions_and_reproducible():
    a = greedy_rounds(64, 6, random.Random(3))
    assert_partitions(a, range(64))
    assert a == greedy_rounds(64, 6, random.Random(3))
    assert a != greedy_rounds(64, 6, random.Random(4))


def test_large_fields_come_out_repeat_free():
    rounds = greedy_rounds(2000, 12, random.Random(0))
    assert max(pair_meetings(rounds).values()) == 1


def test_history_and_apart_pairs_are_avoided_when_there_is_room():
    history = [(0, 1, 1), (2, 3, 1)]
    apart = [(4, 5), (6, 7, 1)]
    rounds = greedy_rounds(40, 1, random.Random(0), history=history, apart=apart)
    meet = pair_meetings(rounds)
    assert all(meet[pair] == 0 for pair in [(0, 1), (2, 3), (4, 5), (6, 7)])


def test_substitutes_are_kept_apart_and_their_pairs_cost_nothing():
    # Players 96..99 are substitutes: kept apart from each other; their earlier meetings
    # (here 96 with 0..9, many times) are not repeats, so nothing steers 96 away from 0..9.
    counted = [True] * 96 + [False] * 4
    apart = [(a, b) for a in range(96, 100) for b in range(a + 1, 100)]
    history = [(96, q, 5) for q in range(10)]
    rounds = greedy_rounds(100, 3, random.Random(1), counted=counted, apart=apart,
                           history=history)
    for rnd in rounds:
        assert all(sum(p >= 96 for p in table) <= 1 for table in rnd)
    steered = greedy_rounds(100, 3, random.Random(1), apart=apart, history=history)
    assert rounds != steered
    assert all(not {96, q} <= set(t) for rnd in steered for t in rnd for q in range(10))


def test_more_tries_never_cost_more():
    def cost(rounds):
        return sum(c * (c - 1) // 2 for c in pair_meetings(rounds).values())

    one = greedy_rounds(48, 10, random.Random(5))
    more = greedy_rounds(48, 10, random.Random(5), tries=8)
    # Round 1 is free either way; later rounds pick the cheapest of 8 draws.
    assert cost(more) < cost(one)


def test_schedule_has_winds_and_an_honest_report():
    teams = Constraints(teams={p: p // 4 for p in range(32)})
    schedule = greedy_schedule(32, 4, seed=2, constraints=teams)
    assert_partitions(schedule.rounds, range(32))
    assert_winds_balanced(schedule.rounds)
    report = schedule.report
    assert report.method == "greedy"
    assert report.repeated_pairs == sum(c > 1 for c in pair_meetings(schedule.rounds).values())
    together = sum(a // 4 == b // 4 for rnd in schedule.rounds for t in rnd
                   for i, a in enumerate(t) for b in t[i + 1:])
    assert report.teammates_together == together
