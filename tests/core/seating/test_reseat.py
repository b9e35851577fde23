"""reseat(): played rounds never change; the rest is seated anew for the current players."""

from __future__ import annotations

import pytest

from tests.core.seating.support import assert_partitions, assert_winds_balanced, pair_meetings
from tournament.errors import InvalidInput
from tournament.seating import SeatingPlayer, generate, reseat


@pytest.fixture(scope="module")
def planned():
    return generate(48, 12, seed=4)


@pytest.mark.parametrize("from_round", [4, 6, 8])
def test_drop_outs_and_late_arrivals(planned, from_round):
    gone = {3, 17, 30, 44}
    players = [p for p in range(48) if p not in gone] + [100, 101, 102, 103]
    new = reseat(planned.rounds, from_round, players, seed=1, time_limit=10)
    assert new.rounds[:from_round] == planned.rounds[:from_round]
    assert len(new.rounds) == 12
    assert_partitions(new.rounds[from_round:], players)
    report = new.report
    assert report.repeat_free, report.shortfall
    assert max(pair_meetings(new.rounds).values()) == 1
    if from_round % 4 == 0:
        # At a block boundary the kept rounds gave everyone each wind equally often.
        assert report.wind_balanced
        assert_winds_balanced(new.rounds)


def test_reseat_from_zero_is_a_fresh_schedule(planned):
    new = reseat(planned.rounds, 0, 48, seed=2)
    assert_partitions(new.rounds, range(48))
    assert new.report.repeat_free


def test_reseat_continues_table_numbers_and_counts_kept_meetings():
    first = generate(16, 5, seed=0)
    # Only 16 players: after 3 kept rounds, 2 more rounds can still be repeat-free.
    new = reseat(first.rounds, 3, 16, seed=0)
    assert new.rounds[:3] == first.rounds[:3]
    assert new.report.repeat_free
    # Two more rounds than the 5 possible: the report says repeats could not be avoided.
    longer = reseat(first.rounds, 3, 16, seed=0, total_rounds=7, time_limit=1)
    assert len(longer.rounds) == 7 and not longer.report.repeat_free
    assert longer.report.shortfall


def test_keep_every_round():
    first = generate(16, 4, seed=0)
    same = reseat(first.rounds, 4, 16)
    assert same.rounds == first.rounds


def test_substitute_joins_after_a_drop_out(planned):
    players = [SeatingPlayer(p) for p in range(47)] + [SeatingPlayer(99, substitute=True)]
    new = reseat(planned.rounds, 5, players, seed=0)
    assert_partitions(new.rounds[5:], [p.id for p in players])
    assert new.report.repeat_free


@pytest.mark.parametrize(("from_round", "total"), [(-1, None), (13, None), (5, 4)])
def test_bad_rounds_are_refused(planned, from_round, total):
    with pytest.raises(InvalidInput):
        reseat(planned.rounds, from_round, 48, total_rounds=total)


def test_last_round_of_a_block_gives_everyone_their_missing_wind():
    # After three kept rounds each player lacks one wind; the one new round must seat four
    # players lacking four different winds at every table.
    for seed in range(4):
        first = generate(32, 8, seed=seed)
        new = reseat(first.rounds[:3], 3, 32, seed=seed, total_rounds=4, time_limit=5)
        assert new.report.repeat_free
        assert new.report.wind_balanced, new.report.wind_unbalanced_players
        assert_winds_balanced(new.rounds)


def test_drawing_one_round_at_a_time_stays_fair():
    rounds: list = []
    for k in range(8):
        rounds = list(reseat(rounds, len(rounds), 64, seed=k, total_rounds=len(rounds) + 1,
                             time_limit=5).rounds)
    assert_partitions(rounds, range(64))
    assert max(pair_meetings(rounds).values()) == 1
    assert_winds_balanced(rounds)
