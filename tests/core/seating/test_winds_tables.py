"""Seat winds (Kőnig edge colouring) and physical table numbers, on arbitrary groupings."""

from __future__ import annotations

import itertools
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from tests.core.seating.support import assert_winds_balanced, wind_counts
from tournament.seating.table_numbers import assign_tables, hungarian
from tournament.seating.winds import seat_winds


def random_groups(n: int, rounds: int, seed: int) -> list[list[list[int]]]:
    rng = random.Random(seed)
    out = []
    for _ in range(rounds):
        order = list(range(n))
        rng.shuffle(order)
        out.append([order[i:i + 4] for i in range(0, n, 4)])
    return out


@settings(max_examples=60, deadline=None)
@given(st.integers(1, 12), st.integers(1, 17), st.integers(0, 10**6))
def test_any_grouping_gets_balanced_winds(tables, rounds, seed):
    groups = random_groups(4 * tables, rounds, seed)
    seated = seat_winds(groups)
    for before, after in zip(groups, seated, strict=True):
        assert [sorted(t) for t in before] == [sorted(t) for t in after]
    assert_winds_balanced(seated)
    # Every block of four consecutive rounds gives everyone each wind once.
    for start in range(0, rounds - 3, 4):
        assert all(c == [1, 1, 1, 1] for c in wind_counts(seated[start:start + 4]).values())


@settings(max_examples=40, deadline=None)
@given(st.integers(2, 8), st.integers(1, 7), st.integers(1, 6), st.integers(0, 10**6))
def test_winds_continue_a_balanced_history(tables, kept, more, seed):
    groups = random_groups(4 * tables, kept + more, seed)
    first = seat_winds(groups[:kept])
    history = wind_counts(first)
    rest = seat_winds(groups[kept:], history)
    if kept % 4 == 0:
        assert_winds_balanced(first + rest)
    # Whatever the history, each table still seats its own four players once each.
    for before, after in zip(groups[kept:], rest, strict=True):
        assert [sorted(t) for t in before] == [sorted(t) for t in after]


@settings(max_examples=60, deadline=None)
@given(st.integers(1, 6).flatmap(
    lambda k: st.lists(st.lists(st.integers(0, 9), min_size=k, max_size=k),
                       min_size=k, max_size=k)))
def test_hungarian_is_optimal(cost):
    n = len(cost)
    chosen = hungarian(cost)
    assert sorted(chosen) == list(range(n))
    best = min(sum(cost[i][p[i]] for i in range(n)) for p in itertools.permutations(range(n)))
    assert sum(cost[i][chosen[i]] for i in range(n)) == best


def revisits(rounds):
    seen: dict[int, set[int]] = {}
    count = 0
    for rnd in rounds:
        for t, table in enumerate(rnd):
            for p in table:
                count += t in seen.setdefault(p, set())
                seen[p].add(t)
    return count


def test_table_numbers_keep_the_groups_and_avoid_returns():
    groups = [[tuple(t) for t in rnd] for rnd in random_groups(48, 8, 3)]
    placed = assign_tables(groups, rng=random.Random(0))
    for before, after in zip(groups, placed, strict=True):
        assert sorted(before) == sorted(after)
    # 12 tables and 8 rounds: nobody needs to return; the naive order returns everyone.
    assert revisits(groups) > 0
    assert revisits(placed) <= revisits(groups) // 4


def test_table_history_counts():
    rounds = [[(0, 1, 2, 3), (4, 5, 6, 7)]]
    placed = assign_tables(rounds, history={0: {0}, 1: {0}, 2: {0}, 3: {0}})
    assert placed[0][1] == (0, 1, 2, 3)
