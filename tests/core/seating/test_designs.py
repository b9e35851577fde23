"""Stored constructions: each is a repeat-free schedule with the rounds it promises."""

from __future__ import annotations

import pytest

from tests.core.seating.support import assert_partitions, pair_meetings
from tournament.seating import best_known, repeat_free_limit
from tournament.seating.cyclic import CyclicBase, CyclicPlan, base_cost, check_base, search
from tournament.seating.designs import CYCLIC, EXPLICIT, affine_classes, catalogue

# n -> rounds the stored construction must have (the best known value up to n = 40).
STORED = {16: 5, 20: 5, 24: 7, 28: 9, 32: 10, 36: 11, 40: 13, 44: 12, 48: 13, 52: 15, 56: 15,
          64: 21, 80: 26, 88: 29, 100: 33}


@pytest.mark.parametrize(("n", "rounds"), sorted(STORED.items()))
def test_catalogue_is_repeat_free_with_promised_rounds(n, rounds):
    stored = catalogue(n)
    assert stored is not None and len(stored) == rounds
    assert_partitions(stored, range(n))
    assert max(pair_meetings(stored).values()) == 1
    known = best_known(n)
    assert rounds <= repeat_free_limit(n)
    if n <= 40 or n in (80, 88, 100):
        assert rounds == known


@pytest.mark.parametrize("dimension", [2, 3])
def test_affine_geometry_is_a_complete_design(dimension):
    classes = affine_classes(dimension)
    n = 4 ** dimension
    assert len(classes) == (n - 1) // 3
    meet = pair_meetings(classes)
    assert len(meet) == n * (n - 1) // 2 and set(meet.values()) == {1}


@pytest.mark.parametrize("n", [28, 40, 88, 100])
def test_resolvable_designs_meet_everyone_exactly_once(n):
    meet = pair_meetings(catalogue(n))
    assert len(meet) == n * (n - 1) // 2 and set(meet.values()) == {1}


@pytest.mark.parametrize("n", sorted(CYCLIC))
def test_stored_base_classes_check_out(n):
    base = CYCLIC[n]
    assert base.plan.players == n
    assert check_base(base) == []


def test_80_players_each_miss_exactly_one_other():
    # A resolvable 4-GDD of type 2^40: 26 rounds (the bound floor(79/3)), and the pairs that
    # never meet are 40 disjoint pairs: the two fixed players, and (x, level) with
    # (x + 13, level) on Z_26 (point level * 26 + x).
    rounds = catalogue(80)
    assert len(rounds) == 26 == best_known(80) == repeat_free_limit(80)
    assert_partitions(rounds, range(80))
    meet = pair_meetings(rounds)
    assert set(meet.values()) == {1}
    unmet = {(p, q) for p in range(80) for q in range(p + 1, 80)} - set(meet)
    groups = {(78, 79)} | {(lv * 26 + x, lv * 26 + x + 13) for lv in range(3) for x in range(13)}
    assert unmet == groups


def test_published_solution_is_the_8_4_10_instance():
    name, rounds = EXPLICIT[32]
    assert "8-4-10" in name and len(rounds) == 10
    assert_partitions(rounds, range(32))


def test_broken_base_class_is_reported():
    good = CYCLIC[24]
    swapped = list(good.base)
    swapped[3], swapped[4] = (swapped[3][:2] + swapped[4][2:]), (swapped[4][:2] + swapped[3][2:])
    assert base_cost(good.plan, swapped) > 0
    assert "some pair meets twice" in check_base(CyclicBase(good.plan, tuple(swapped)))
    short = CyclicBase(good.plan, good.base[:-1])
    assert "base class is not a partition of the players" in check_base(short)


@pytest.mark.parametrize(
    ("plan", "problem"),
    [
        (CyclicPlan(m=7, levels=5), "levels must be 3 or 4"),
        (CyclicPlan(m=7, fixed=2), "fill tables"),
        (CyclicPlan(m=7, fixed=3, short=1), "short classes need 4 levels"),
        (CyclicPlan(m=9, fixed=1, symmetry=((3, (0, 1, 2)),)), "unit of Z_m"),
        (CyclicPlan(m=13, fixed=1, symmetry=((3, (0, 1, 2)),)), "closed"),
    ],
)
def test_inconsistent_plans_say_why(plan, problem):
    assert any(problem in p for p in plan.problems())


@pytest.mark.parametrize(
    "plan",
    [
        CyclicPlan(m=5, fixed=1),  # 16 players, 5 rounds: a 1-rotational (16,4,1) design
        CyclicPlan(m=7, fixed=3),  # 24 players, 7 rounds
        CyclicPlan(m=7, fixed=3, symmetry=((1, (1, 2, 0)), (1, (2, 0, 1)))),
        CyclicPlan(m=13, fixed=1, symmetry=((3, (0, 1, 2)), (9, (0, 1, 2)))),  # 40 players
    ],
)
def test_cyclic_search_finds_small_designs(plan):
    found = next(b for seed in range(20)
                 if (b := search(plan, seed=seed, time_limit=30, max_steps=300_000)))
    assert check_base(found) == []
    rounds = found.expand()
    assert len(rounds) == plan.rounds
    assert_partitions(rounds, range(plan.players))
