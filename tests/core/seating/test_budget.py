"""Step budgets: the plan depends on the request and the seed, never on the clock."""

from __future__ import annotations

import itertools
import time

import pytest

from tests.core.seating.support import assert_partitions, pair_meetings
from tournament.errors import InvalidInput
from tournament.seating import Constraints, generate, greedy_schedule, reseat

# Each of these runs searches (tabu, relabelling, stacking) rather than taking a stored
# design as it is, so a plan that depended on time would show it.
REQUESTS = [
    (20, 6, None, 150_000),  # more rounds than 20 players can play repeat-free
    (60, 12, Constraints(teams={p: p % 15 for p in range(60)}), 150_000),
    (76, 25, None, 100_000),  # at the best known count, no stored design: the budget is used up
]


def jumping_clock(step: float):
    """A clock that moves `step` seconds every time it is read, as on a busy machine."""
    ticks = itertools.count()
    base = time.monotonic()
    return lambda: base + step * next(ticks)


@pytest.mark.parametrize(("n", "rounds", "cons", "steps"), REQUESTS)
def test_same_plan_on_a_slow_clock_and_with_any_time_limit(monkeypatch, n, rounds, cons, steps):
    first = generate(n, rounds, cons, seed=3, steps=steps)
    longer = generate(n, rounds, cons, seed=3, steps=steps, time_limit=600)
    monkeypatch.setattr(time, "monotonic", jumping_clock(0.01))
    slow = generate(n, rounds, cons, seed=3, steps=steps, time_limit=1e6)
    assert first.rounds == longer.rounds == slow.rounds
    assert not any(s.report.time_limit_reached for s in (first, longer, slow))
    assert first.report.method == slow.report.method


def test_reseat_is_reproducible_on_a_slow_clock(monkeypatch):
    planned = generate(48, 8, seed=1)
    players = [p for p in range(48) if p not in {2, 9, 30, 41}] + [60, 61, 62, 63]
    calm = reseat(planned.rounds, 3, players, seed=5, steps=50_000)
    monkeypatch.setattr(time, "monotonic", jumping_clock(0.01))
    busy = reseat(planned.rounds, 3, players, seed=5, steps=50_000, time_limit=1e6)
    assert calm.rounds == busy.rounds
    assert calm.rounds[:3] == planned.rounds[:3]


def test_the_time_limit_is_a_safety_net_that_says_so(monkeypatch):
    # A clock that races: the safety net stops the search, the plan is still whole and valid,
    # and the report admits it.
    monkeypatch.setattr(time, "monotonic", jumping_clock(5.0))
    schedule = generate(76, 25, seed=0, time_limit=10)
    assert_partitions(schedule.rounds, range(76))
    assert schedule.report.time_limit_reached
    assert schedule.report.wind_balanced


def test_no_steps_still_gives_a_valid_plan_no_worse_than_greedy():
    schedule = generate(56, 12, seed=2, steps=0)
    assert_partitions(schedule.rounds, range(56))
    greedy = greedy_schedule(56, 12, seed=2)
    assert (schedule.report.repeated_pairs, schedule.report.max_meetings) <= \
        (greedy.report.repeated_pairs, greedy.report.max_meetings)


def test_negative_steps_are_refused():
    with pytest.raises(InvalidInput) as info:
        generate(16, 4, steps=-1)
    assert "bad_steps" in {issue.code for issue in info.value.issues}


@pytest.mark.parametrize(("n", "rounds", "steps"), [(80, 26, 200_000), (100, 33, 200_000),
                                                   (400, 12, None), (60, 19, 100_000)])
def test_never_worse_than_the_greedy_baseline(n, rounds, steps):
    for seed in (0, 1):
        engine = generate(n, rounds, seed=seed, steps=steps).report
        greedy = greedy_schedule(n, rounds, seed=seed).report
        assert (engine.repeated_pairs, engine.max_meetings) <= \
            (greedy.repeated_pairs, greedy.max_meetings), (seed, engine.method)
        if greedy.repeated_pairs == 0:
            assert engine.repeated_pairs == 0


def test_large_fields_are_repeat_free_and_the_report_is_honest():
    schedule = generate(1000, 12, seed=0)
    report = schedule.report
    meet = pair_meetings(schedule.rounds)
    assert report.repeat_free and max(meet.values()) == 1
    assert report.unmet_pairs == 1000 * 999 // 2 - len(meet)
    assert report.min_common_opponents == 0
    assert report.wind_balanced and not report.time_limit_reached
    assert report.method.startswith("greedy")
