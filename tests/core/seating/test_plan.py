"""A stored plan: JSON round trip, following it round by round, planning again on a change."""

from __future__ import annotations

import json

import pytest

from tests.core.seating.support import assert_partitions, pair_meetings
from tournament.seating import (
    Schedule,
    SeatingPlayer,
    first_difference,
    generate,
    next_round,
    seat_next,
)
from tournament.seating import plan as plan_module


@pytest.fixture(scope="module")
def stored():
    return generate(48, 10, seed=2)


def test_json_round_trip(stored):
    data = json.loads(json.dumps(stored.to_json()))
    again = Schedule.from_json(data)
    assert again.rounds == stored.rounds
    assert again.report.to_dict() == stored.report.to_dict()
    assert again.report.wind_histogram == stored.report.wind_histogram
    assert again.to_json() == data


@pytest.mark.parametrize(
    "data",
    [
        {},
        {"rounds": "x", "report": {}},
        {"rounds": [[[0, 1, 2]]], "report": {}},
        {"rounds": [[[0, 1, 2, 3], [3, 4, 5, 6]]], "report": {}},
        {"rounds": [[[0, 1, 2, "3"]]], "report": {}},
        {"rounds": [[[0, 1, 2, 3]]], "report": {"players": 4}},
        [],
    ],
)
def test_from_json_refuses_what_is_not_a_plan(stored, data):
    with pytest.raises(ValueError):
        Schedule.from_json(data)


def test_following_the_plan(stored):
    played = stored.rounds[:4]
    assert first_difference(stored.rounds, played) is None
    assert next_round(stored.rounds, played) == stored.rounds[4]
    assert next_round(stored.rounds, played, range(48)) == stored.rounds[4]
    assert next_round(stored.rounds, played, range(47)) is None
    assert next_round(stored.rounds, stored.rounds) is None


def test_a_changed_round_is_found(stored):
    second = [list(t) for t in stored.rounds[1]]
    second[0][0], second[1][0] = second[1][0], second[0][0]
    played = [stored.rounds[0], second, stored.rounds[2]]
    assert first_difference(stored.rounds, played) == 1
    assert next_round(stored.rounds, played) is None
    # Only the seat order changed: that changes winds, so it differs too.
    turned = [list(t) for t in stored.rounds[0]]
    turned[0] = turned[0][1:] + turned[0][:1]
    assert first_difference(stored.rounds, [turned]) == 0


def test_seat_next_follows_a_plan_without_planning(stored, monkeypatch):
    def no_planning(*args, **kwargs):
        raise AssertionError("the plan should have been followed")

    monkeypatch.setattr(plan_module, "generate", no_planning)
    monkeypatch.setattr(plan_module, "reseat", no_planning)
    step = seat_next(stored, stored.rounds[:3], list(range(48)), 10, seed=2)
    assert step.round == stored.rounds[3] and not step.replanned and step.plan is stored


def test_seat_next_plans_the_whole_tournament_first():
    step = seat_next(None, [], [SeatingPlayer(p) for p in range(32)], 8, seed=4)
    assert step.replanned and len(step.plan.rounds) == 8
    assert step.round == step.plan.rounds[0]
    assert step.plan.rounds == generate(32, 8, seed=4).rounds


def test_seat_next_replans_around_a_drop_out_and_a_newcomer(stored):
    players = [p for p in range(48) if p != 17] + [99]
    step = seat_next(stored, stored.rounds[:4], players, 10, seed=2)
    assert step.replanned
    new = step.plan
    assert new.rounds[:4] == stored.rounds[:4]
    assert step.round == new.rounds[4]
    assert_partitions(new.rounds[4:], players)
    assert new.report.repeat_free and max(pair_meetings(new.rounds).values()) == 1
    # The newcomer takes the seat of the player who left: most tables stay as planned.
    kept = sum(t1 == t2 for r in range(4, 10) for t1, t2 in
               zip(sorted(map(sorted, new.rounds[r])), sorted(map(sorted, stored.rounds[r])),
                   strict=True))
    assert kept >= 6 * 12 // 2
    # Stored again, the new plan is followed from here on.
    again = seat_next(Schedule.from_json(new.to_json()), new.rounds[:5], players, 10, seed=2)
    assert not again.replanned and again.round == new.rounds[5]


def test_seat_next_after_a_hand_made_round_keeps_it():
    first = generate(32, 6, seed=1)
    hand = [list(t) for t in first.rounds[0]]
    hand[0][3], hand[1][3] = hand[1][3], hand[0][3]
    step = seat_next(first, [hand], list(range(32)), 6, seed=1)
    assert step.replanned
    assert [list(map(list, r)) for r in step.plan.rounds[:1]] == [hand]
    assert max(pair_meetings(step.plan.rounds).values()) == 1


def test_seat_next_goes_on_past_the_planned_rounds(stored):
    step = seat_next(stored, stored.rounds, list(range(48)), 10, seed=2)
    assert step.replanned and len(step.plan.rounds) == 11
    assert step.plan.rounds[:10] == stored.rounds
    assert_partitions([step.round], range(48))
