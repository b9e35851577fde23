"""generate(): invariants on every output, and the quality figures for many (n, R)."""

from __future__ import annotations

import json

import pytest

from tests.core.seating.support import (
    assert_partitions,
    assert_winds_balanced,
    pair_meetings,
    wind_counts,
)
from tournament.errors import InvalidInput
from tournament.seating import Constraints, SeatingPlayer, as_json, best_known, generate
from tournament.seating.engine import order_rounds

# The hard cases, each at the best known number of repeat-free rounds (or 12 beyond 40).
HARD = [(16, 5), (20, 5), (24, 7), (28, 9), (32, 10), (36, 11), (40, 12), (40, 13),
        (44, 12), (48, 12), (64, 12), (64, 21)]
# A sample of the 16..200 grid at min(12, best known); the full grid is the benchmark's.
SAMPLE = [(52, 12), (56, 12), (68, 12), (76, 12), (100, 12), (132, 12), (200, 12),
          (20, 3), (36, 6), (44, 9), (88, 1)]


def check_schedule(schedule, n, rounds):
    assert len(schedule.rounds) == rounds
    assert_partitions(schedule.rounds, range(n))
    report = schedule.report
    meet = pair_meetings(schedule.rounds)
    assert report.max_meetings == max(meet.values())
    assert report.repeated_pairs == sum(1 for c in meet.values() if c > 1)
    assert report.players == n and report.rounds == rounds
    assert {int(p): w for p, w in report.to_dict()["wind_histogram"].items()} == \
        wind_counts(schedule.rounds)
    json.dumps(as_json(schedule))


@pytest.mark.parametrize(("n", "rounds"), HARD + SAMPLE)
def test_repeat_free_with_balanced_winds(n, rounds):
    schedule = generate(n, rounds, seed=1, time_limit=10)
    check_schedule(schedule, n, rounds)
    report = schedule.report
    assert report.repeat_free and report.repeated_pairs == 0 and report.worst_pair is None
    assert report.repeat_free_rounds == rounds
    assert report.shortfall is None
    assert report.wind_balanced
    assert_winds_balanced(schedule.rounds)


def test_every_block_of_four_rounds_gives_everyone_every_wind():
    schedule = generate(40, 12, seed=3)
    for start in (0, 4, 8):
        counts = wind_counts(schedule.rounds[start:start + 4])
        assert all(c == [1, 1, 1, 1] for c in counts.values())


def test_same_seed_same_schedule_other_seed_other_schedule():
    a = generate(36, 9, seed=5)
    b = generate(36, 9, seed=5)
    c = generate(36, 9, seed=6)
    assert a.rounds == b.rounds
    assert a.rounds != c.rounds


def test_player_ids_are_kept():
    ids = [SeatingPlayer(100 + 7 * i) for i in range(24)]
    schedule = generate(ids, 6, seed=2)
    assert_partitions(schedule.rounds, [p.id for p in ids])
    assert schedule.report.repeat_free


@pytest.mark.parametrize(("n", "rounds", "meetings"), [(16, 10, 2), (28, 18, 2), (16, 15, 3)])
def test_beyond_the_limit_complete_designs_stack_evenly(n, rounds, meetings):
    schedule = generate(n, rounds, seed=0, time_limit=5)
    check_schedule(schedule, n, rounds)
    meet = pair_meetings(schedule.rounds)
    assert len(meet) == n * (n - 1) // 2 and set(meet.values()) == {meetings}
    report = schedule.report
    assert not report.repeat_free and report.meetings_balanced
    assert report.meetings_target == (meetings, meetings)
    assert "more than" in report.shortfall
    assert report.wind_balanced


def test_just_beyond_the_limit_pairs_meet_once_or_twice():
    schedule = generate(16, 7, seed=0, time_limit=5)
    meet = pair_meetings(schedule.rounds)
    assert len(meet) == 120 and set(meet.values()) == {1, 2}
    assert schedule.report.meetings_balanced and schedule.report.meetings_target == (1, 2)


def test_unreachable_request_says_so_in_the_report():
    # 20 players can never play 6 repeat-free rounds (5 is the most).
    schedule = generate(20, 6, seed=0, time_limit=0.5)
    check_schedule(schedule, 20, 6)
    report = schedule.report
    assert not report.repeat_free and report.best_known == 5 and report.repeat_free_limit == 6
    assert report.worst_pair is not None and report.worst_pair_meetings == report.max_meetings
    assert "No repeat-free schedule of 6 rounds is known for 20 players" in report.shortfall
    assert report.repeat_free_rounds >= 1


def test_repeats_are_played_as_late_as_possible():
    design = [[list(t) for t in rnd] for rnd in generate(16, 5, seed=0).rounds]
    clash = [[[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11], [12, 13, 14, 15]]]
    ordered = order_rounds(clash + design[:2] + clash + design[2:])
    assert ordered[:5] == design
    assert order_rounds(design, kept=(tuple(tuple(t) for t in design[0]),))[0] != design[0]


def test_tiny_fields():
    one = generate(4, 3, seed=0)
    check_schedule(one, 4, 3)
    assert one.report.meetings_balanced and one.report.wind_balanced
    two = generate(8, 1, seed=0)
    assert two.report.repeat_free and two.report.best_known == 1


@pytest.mark.parametrize(("n", "rounds"), [(16, 4), (48, 12), (52, 12), (100, 10)])
def test_teammates_never_share_a_table(n, rounds):
    teams = Constraints(teams={p: f"team {p // 4}" for p in range(n)})
    schedule = generate(n, rounds, teams, seed=0, time_limit=10)
    check_schedule(schedule, n, rounds)
    assert schedule.report.teammates_together == 0
    assert schedule.report.repeat_free
    for rnd in schedule.rounds:
        for table in rnd:
            assert len({p // 4 for p in table}) == 4


def test_repeats_outrank_teammates_when_both_cannot_hold():
    # 16 players over 5 rounds meet everyone: teammates must meet, repeats need not happen.
    teams = Constraints(teams={p: p // 4 for p in range(16)})
    schedule = generate(16, 5, teams, seed=0, time_limit=1)
    assert schedule.report.repeat_free
    assert schedule.report.teammates_together == 4 * 6


def test_clubs_only_when_switched_on():
    clubs = {p: p % 8 for p in range(32)}
    off = generate(32, 6, Constraints(clubs=clubs), seed=0)
    on = generate(32, 6, Constraints(clubs=clubs, separate_clubs=True), seed=0)
    assert on.report.clubmates_together == 0
    assert off.report.clubmates_together >= 0


def test_substitutes_are_spread_and_their_pairs_do_not_count():
    players = [SeatingPlayer(i) for i in range(29)]
    players += [SeatingPlayer(29 + i, substitute=True) for i in range(3)]
    schedule = generate(players, 8, seed=0, time_limit=5)
    check_schedule(schedule, 32, 8)
    assert schedule.report.substitutes_together == 0
    assert schedule.report.repeat_free
    for rnd in schedule.rounds:
        assert all(sum(p >= 29 for p in table) <= 1 for table in rnd)


@pytest.mark.parametrize(
    ("players", "rounds", "code"),
    [(15, 3, "players_not_multiple_of_4"), (2, 3, "too_few_players"), (16, 0, "no_rounds"),
     ([SeatingPlayer(1), SeatingPlayer(1), SeatingPlayer(2), SeatingPlayer(3)], 1,
      "duplicate_player")],
)
def test_invalid_requests_raise_with_issues(players, rounds, code):
    with pytest.raises(InvalidInput) as info:
        generate(players, rounds)
    assert code in {issue.code for issue in info.value.issues}


def test_message_for_an_odd_field_suggests_substitutes():
    with pytest.raises(InvalidInput) as info:
        generate(30, 4)
    assert "add 2 substitutes" in str(info.value)


def test_teams_naming_unknown_players_are_refused():
    with pytest.raises(InvalidInput) as info:
        generate(16, 4, Constraints(teams={99: "x"}))
    assert "unknown_player" in {issue.code for issue in info.value.issues}


def test_best_known_table():
    assert [best_known(n) for n in (16, 20, 24, 28, 32, 36, 40, 48, 64, 80, 100)] == \
        [5, 5, 7, 9, 10, 11, 13, 15, 21, 26, 33]
    assert best_known(30) is None and best_known(112) == 37 and best_known(104) is None


@pytest.mark.parametrize(("rounds", "seed"), [(26, 0), (26, 1), (25, 2), (10, 2)])
def test_80_players_play_26_rounds_repeat_free(rounds, seed):
    # The stored 80-player design reaches the bound floor(79/3) = 26 (222 repeated pairs from
    # a search, then 24 from an inflated design and one more round); fewer rounds are some of
    # its rounds.
    schedule = generate(80, rounds, seed=seed)
    check_schedule(schedule, 80, rounds)
    report = schedule.report
    assert report.repeat_free and report.repeated_pairs == 0 and report.max_meetings == 1
    assert report.repeat_free_rounds == rounds
    assert report.wind_balanced
    assert "cyclic design Z_26 x 3 + 2" in report.method


@pytest.mark.parametrize(("rounds", "seed"), [(33, 0), (33, 1), (25, 2), (20, 2)])
def test_100_players_play_33_rounds_repeat_free(rounds, seed):
    # The stored resolvable (100,4,1) design reaches the bound floor(99/3) = 33: everyone meets
    # everyone once (356 repeated pairs from a search, then 145 from an inflated design and
    # eight more rounds); fewer rounds are some of its rounds.
    schedule = generate(100, rounds, seed=seed)
    check_schedule(schedule, 100, rounds)
    report = schedule.report
    assert report.repeat_free and report.repeated_pairs == 0 and report.max_meetings == 1
    assert report.repeat_free_rounds == rounds
    assert report.wind_balanced
    assert "cyclic design Z_33 x 3 + 1" in report.method
    if rounds == 33:
        assert len(pair_meetings(schedule.rounds)) == 100 * 99 // 2
