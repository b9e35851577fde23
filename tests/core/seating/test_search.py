"""The local searches on their own: tabu over swaps, and relabelling."""

from __future__ import annotations

import random
import time

from tests.core.seating.support import assert_partitions, pair_meetings
from tournament.seating.designs import catalogue
from tournament.seating.relabel import relabel
from tournament.seating.search import improve


def random_groups(n, rounds, rng):
    out = []
    for _ in range(rounds):
        order = list(range(n))
        rng.shuffle(order)
        out.append([order[i:i + 4] for i in range(0, n, 4)])
    return out


def test_tabu_search_repairs_random_tables():
    rng = random.Random(0)
    start = random_groups(32, 6, rng)
    assert max(pair_meetings(start).values()) > 1
    result = improve(32, start, rng=rng, deadline=time.monotonic() + 60,
                     max_iterations=200_000)
    assert result.repeat_cost == 0 and result.apart_cost == 0
    assert_partitions(result.rounds, range(32))
    assert max(pair_meetings(result.rounds).values()) == 1


def test_tabu_search_respects_history_and_apart_pairs():
    rng = random.Random(1)
    history = [(0, 1, 1), (2, 3, 1)]
    apart = [(4, 5), (6, 7)]
    result = improve(16, random_groups(16, 3, rng), history=history, apart=apart, rng=rng,
                     deadline=time.monotonic() + 60, max_iterations=100_000)
    assert result.repeat_cost == 0 and result.apart_cost == 0
    meet = pair_meetings(result.rounds)
    assert all(meet[pair] == 0 for pair in [(0, 1), (2, 3), (4, 5), (6, 7)])


def test_substitute_pairs_never_count():
    rng = random.Random(2)
    counted = [True] * 8 + [False] * 0
    result = improve(8, [[[0, 1, 2, 3], [4, 5, 6, 7]]] * 2, counted=counted, rng=rng,
                     deadline=time.monotonic() + 5, max_iterations=1000,
                     target_high=2, target_low=1)
    assert_partitions(result.rounds, range(8))


def test_relabel_puts_teams_on_pairs_that_never_meet():
    rng = random.Random(3)
    struct = catalogue(16)[:4]  # the fifth parallel class is left out: its lines never meet
    edges = {}
    for team in range(4):
        members = range(4 * team, 4 * team + 4)
        for a in members:
            edges[a] = {b: 1 for b in members if b != a}
    point_of, cost = relabel(16, struct, edges, rng, time.monotonic() + 60)
    assert cost == 0 and sorted(point_of) == list(range(16))
