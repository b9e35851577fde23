"""Swiss pairing: the rules of swiss.py's docstring, and no repeat where one can be avoided."""

from __future__ import annotations

import random

import pytest

from tests.core.seating.support import assert_partitions, pair_meetings
from tournament.seating import Constraints, swiss_round
from tournament.seating.swiss import _polish


def frozen_event(n: int, rounds: int) -> list[tuple[tuple[int, ...], ...]]:
    """Rounds seated by standings that never change: the top players keep meeting."""
    history: list[tuple[tuple[int, ...], ...]] = []
    for r in range(rounds):
        history.append(swiss_round(list(range(n)), history, seed=r))
    return history


def repeated_pairs(rounds) -> int:
    return sum(1 for c in pair_meetings(rounds).values() if c > 1)


def test_400_players_with_frozen_standings_stay_repeat_free():
    # From round 6 on no repeat-free filling within twenty places exists: the tables are filled
    # without backtracking and mended by swaps. Round 6 took 367 s before on a busy two-core
    # machine (every candidate swap of every table looked at again after each swap).
    history = frozen_event(400, 8)
    assert_partitions(history, range(400))
    assert repeated_pairs(history) == 0


def test_64_players_20_frozen_rounds_are_repeat_free():
    # 78 repeated pairs before (filling looked at the next twelve players only); 0 now, the
    # bound being 21 rounds.
    history = frozen_event(64, 20)
    assert_partitions(history, range(64))
    assert repeated_pairs(history) == 0


def test_simulated_event_of_400_players_is_repeat_free():
    rng = random.Random(7)
    score = [0.0] * 400
    history: list = []
    for r in range(6):
        ranking = sorted(range(400), key=lambda p: (-score[p], p))
        tables = swiss_round(ranking, history, seed=r)
        history.append(tables)
        for table in tables:
            for place, p in enumerate(rng.sample(table, 4)):
                score[p] += (15, 5, -5, -15)[place] + rng.gauss(0, 10)
    assert_partitions(history, range(400))
    assert repeated_pairs(history) == 0


def test_top_table_takes_the_first_three_clean_players():
    history = [tuple(tuple(range(i, i + 4)) for i in range(0, 16, 4))]
    tables = swiss_round(list(range(16)), history)
    # 0 has met 1, 2 and 3; 4 is the next player, 8 the first who met neither, then 12.
    assert sorted(tables[0]) == [0, 4, 8, 12]
    assert repeated_pairs(list(history) + [tables]) == 0


def test_swaps_bring_players_back_to_their_natural_tables():
    tables = [[0, 1, 2, 4], [3, 5, 6, 7]]
    clash: list[dict[int, int]] = [{} for _ in range(8)]
    assert _polish(tables, clash)
    assert [sorted(t) for t in tables] == [[0, 1, 2, 3], [4, 5, 6, 7]]


def test_swaps_never_seat_a_clash_to_shorten_distances():
    tables = [[0, 1, 2, 4], [3, 5, 6, 7]]
    clash: list[dict[int, int]] = [{} for _ in range(8)]
    clash[0][3] = clash[3][0] = 16  # 0 and 3 met: 3 may not come back to table 0
    assert _polish(tables, clash)
    assert all(not {0, 3} <= set(t) for t in tables)


def test_swaps_remove_a_clash_first():
    tables = [[0, 1, 2, 3], [4, 5, 6, 7]]
    clash: list[dict[int, int]] = [{} for _ in range(8)]
    clash[0][1] = clash[1][0] = 16
    assert _polish(tables, clash)
    assert all(not {0, 1} <= set(t) for t in tables)


@pytest.mark.parametrize("seed", range(3))
def test_teams_and_repeats_stay_apart_with_shuffled_standings(seed):
    rng = random.Random(seed)
    n = 96
    cons = Constraints(teams={p: p % 24 for p in range(n)})  # 24 teams of four
    history: list = []
    for r in range(6):
        ranking = list(range(n))
        rng.shuffle(ranking)
        history.append(swiss_round(ranking, history, seed=r, constraints=cons))
    assert_partitions(history, range(n))
    assert repeated_pairs(history) == 0
    assert all(len({p % 24 for p in t}) == 4 for rnd in history for t in rnd)
